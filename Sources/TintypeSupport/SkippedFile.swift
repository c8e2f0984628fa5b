/// A file or folder a scan passed over, and why: nothing is skipped in silence.
public struct SkippedFile: Hashable, Sendable, CustomStringConvertible {
    /// Why a file was passed over: a case of the scan that found it (``WalkReason`` for
    /// what any folder walk passes over; a batch and an app icon folder have their own).
    public protocol Reason: Sendable, CustomStringConvertible {
        /// True when the system refused to read it: a failure, where the other reasons
        /// (hidden, not art, a link not followed) are choices.
        var isUnreadable: Bool { get }
    }

    /// What any walk of a folder passes over.
    public enum WalkReason: Reason, Hashable {
        /// A folder the system would not list; its reason.
        case folderUnreadable(String)
        /// An entry the system would not describe; its reason.
        case unreadable(String)
        /// A name that is not UTF-8 (shown with `\xNN` escapes).
        case nameNotUTF8
        /// A name starting with `.`.
        case hidden
        /// A FIFO, device or socket.
        case notRegularFile
        /// A symbolic link whose target does not exist; the system's reason.
        case linkToNothing(String)
        /// A symbolic link to a folder (not followed, so there are no cycles).
        case linkToFolder
        /// A symbolic link to something that is neither a file nor a folder.
        case linkToOther

        public var isUnreadable: Bool {
            switch self {
            case .folderUnreadable, .unreadable: true
            default: false
            }
        }

        public var description: String {
            switch self {
            case .folderUnreadable(let reason): "cannot read the folder: \(reason)"
            case .unreadable(let reason): "cannot read it: \(reason)"
            case .nameNotUTF8: "its name is not valid UTF-8; rename it to process it"
            case .hidden: "hidden (its name starts with '.')"
            case .notRegularFile: "not a regular file (a FIFO, device or socket)"
            case .linkToNothing(let reason): "a link to nothing (\(reason))"
            case .linkToFolder: "a link to a folder, not followed"
            case .linkToOther: "a link to something that is not a regular file"
            }
        }
    }

    /// The path relative to the scanned folder (names that are not UTF-8 shown with `\xNN` escapes).
    public var path: String
    /// Why it was passed over: switch on the scan's own reasons (`reason as? SkippedFile.WalkReason`).
    public var reason: any Reason

    /// `path` passed over for `reason`.
    public init(path: String, reason: any Reason) {
        self.path = path
        self.reason = reason
    }

    /// True when it could not be read: a failure, where the other reasons are choices.
    public var unreadable: Bool { reason.isUnreadable }

    /// `path: reason`, as the batch's notes print it.
    public var description: String { DisplayText.escaped("\(path): \(reason)") }

    /// Two passed-over files are the same when their paths and reasons read the same.
    public static func == (lhs: SkippedFile, rhs: SkippedFile) -> Bool {
        lhs.path == rhs.path && lhs.reason.description == rhs.reason.description && lhs.unreadable == rhs.unreadable
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(reason.description)
    }
}
