import TintypeSupport

extension AppIconRun {
    /// Why a folder of masters passes over a file at its top, or cannot make its set.
    public enum PassedOver: SkippedFile.Reason, Hashable {
        /// A subfolder: masters are read from the folder's top only.
        case subfolder
        /// A file not named `.svg`, `.png`, `.jpg` or `.jpeg`.
        case notAMaster
        /// A name that is empty without its extension and scale.
        case emptyName
        /// A second monochrome art of `app`; `first` is the one taken.
        case secondMonochrome(app: String, first: String)
        /// A second master of `app`; `first` is the one taken.
        case secondMaster(app: String, first: String)
        /// Monochrome art with no master `app` beside it.
        case noMaster(app: String)
        /// A master whose name differs from `others`' only in case: their sets would share a folder where case is ignored.
        case nameDiffersOnlyInCase(others: [String])

        public var isUnreadable: Bool { false }

        public var description: String {
            switch self {
            case .subfolder: "a folder: app icon masters are read from the top only"
            case .notAMaster: "not named .svg, .png, .jpg or .jpeg"
            case .emptyName: "its name, without extension and scale, is empty"
            case .secondMonochrome(let app, let first): "\(first) is already the monochrome art of \(app)"
            case .secondMaster(let app, let first): "\(first) is already the master of \(app)"
            case .noMaster(let app): "no master named \(app) beside it"
            case .nameDiffersOnlyInCase(let others):
                "its name differs from \(others.joined(separator: ", ")) only in case: their sets would share a folder where case is ignored"
            }
        }
    }
}
