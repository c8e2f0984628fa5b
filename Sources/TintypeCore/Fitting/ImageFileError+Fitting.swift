import TintypeSupport

extension ImageFileError {
    /// Why art that decodes cannot be fitted into an icon box.
    public enum FittingProblem: ImageFileError.LayerProblem {
        /// The image decodes, but holds no art to fit (nothing is covered).
        case noArt(String)

        /// The reason in words, without the file.
        public var description: String {
            switch self {
            case .noArt(let reason): return "no art to fit: \(reason)"
            }
        }
    }
}

extension ImageFileError.Problem {
    /// The fitting's reason, or `nil` when another stage failed.
    public var fitting: ImageFileError.FittingProblem? { reason(of: ImageFileError.FittingProblem.self) }

    /// The image decodes, but holds no art to fit (``ImageFileError/FittingProblem/noArt(_:)``).
    public static func noArt(_ reason: String) -> Self { .layer(ImageFileError.FittingProblem.noArt(reason)) }
}
