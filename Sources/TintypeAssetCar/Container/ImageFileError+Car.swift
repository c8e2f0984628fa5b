extension ImageFileError {
    /// Why an `Assets.car` (or the BOM store it is) could not be read.
    public enum CarProblem: ImageFileError.LayerProblem, Error {
        /// The file is not a compiled asset catalog, or one part of it breaks the format; the reason says which.
        case car(String)

        /// The reason in words, without the file.
        public var description: String {
            switch self {
            case .car(let reason): return "not a readable Assets.car: \(reason)"
            }
        }
    }
}

extension ImageFileError.Problem {
    /// A compiled asset catalog's reason (``ImageFileError/CarProblem/car(_:)``).
    public static func car(_ reason: String) -> Self { .layer(ImageFileError.CarProblem.car(reason)) }
}
