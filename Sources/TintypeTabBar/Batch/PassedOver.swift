import TintypeSupport

extension Batch {
    /// Why a batch passed over a file of its input folder, beyond what any folder walk passes
    /// over (`SkippedFile.WalkReason`): a file that is not art, or a folder of results.
    public enum PassedOver: SkippedFile.Reason, Hashable {
        /// The file's first bytes could not be read.
        case unreadable(ImageFileError.Problem)
        /// The file is empty.
        case empty
        /// The file is not a PNG, JPEG or SVG file (by its content).
        case notArt
        /// Its `@Nx` suffix announces a scale outside 0.5× to 8×.
        case scaleOutOfRange(Double)
        /// A folder tintype wrote into (it holds `file`): its images are results, not icons.
        case outputFolder(holding: String)

        public var isUnreadable: Bool {
            if case .unreadable = self { return true }
            return false
        }

        public var description: String {
            switch self {
            case .unreadable(let problem): "\(problem)"
            case .empty: "the file is empty"
            case .notArt: "not a PNG, JPEG or SVG file"
            case .scaleOutOfRange(let scale): "\(ScaleSuffix.Problem(scale: scale))"
            case .outputFolder(let file): "a tintype output folder (it holds \(file)); its images are results, not icons"
            }
        }
    }
}
