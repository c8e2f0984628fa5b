/// A file or folder a scan passed over, and why: nothing is skipped in silence.
public struct SkippedFile: Hashable, Sendable, CustomStringConvertible {
    /// The path relative to the scanned folder (names that are not UTF-8 shown with `\xNN` escapes).
    public var path: String
    /// Why it was passed over, in words (`not a PNG, JPEG or SVG file`).
    public var reason: String

    /// `path` passed over for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`, as the batch's notes print it.
    public var description: String { DisplayText.escaped("\(path): \(reason)") }
}
