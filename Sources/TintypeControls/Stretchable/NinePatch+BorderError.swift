import TintypeSupport

extension NinePatch {
    /// A `.9.png` whose image decodes but whose border does not hold a NinePatch's markers: which
    /// file, and what is wrong with its border.
    public struct BorderError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The path (or name) of the file concerned.
        public var file: String
        /// What is wrong with the border, in words.
        public var reason: String

        /// An error about `file`'s border.
        public init(file: String, reason: String) {
            self.file = file
            self.reason = reason
        }

        /// `file: NinePatch: reason`, as messages print it.
        public var description: String { DisplayText.escaped("\(file): NinePatch: \(reason)") }
    }
}
