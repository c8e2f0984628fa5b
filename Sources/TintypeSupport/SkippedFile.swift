/// A file or folder a scan passed over, and why: nothing is skipped in silence.
public struct SkippedFile: Hashable, Sendable, CustomStringConvertible {
    /// The path relative to the scanned folder (names that are not UTF-8 shown with `\xNN` escapes).
    public var path: String
    /// Why it was passed over, in words (`not a PNG, JPEG or SVG file`).
    public var reason: String
    /// True when it could not be read (a folder or file the system refused): a failure, where
    /// the other reasons (hidden, not art, a link not followed) are choices.
    public var unreadable: Bool

    /// `path` passed over for `reason`; `unreadable` when the system refused to read it.
    public init(path: String, reason: String, unreadable: Bool = false) {
        self.path = path
        self.reason = reason
        self.unreadable = unreadable
    }

    /// `path: reason`, as the batch's notes print it.
    public var description: String { DisplayText.escaped("\(path): \(reason)") }
}
