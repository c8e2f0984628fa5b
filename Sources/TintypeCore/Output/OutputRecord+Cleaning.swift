import TintypeSupport

extension OutputRecord {
    /// What cleaning did (``OutputRecord/removeObsolete(in:keeping:)``, `--clean`).
    public struct Cleaning: Hashable, Sendable {
        /// The files removed, relative to the folder.
        public var removed: [String] = []
        /// Files tintype once wrote that were edited since: left in place.
        public var keptEdited: [String] = []
        /// Recorded paths that lead out of the folder (absolute, `..`, or through a symbolic
        /// link), each with why: neither read nor removed.
        public var notFollowed: [(path: String, reason: OutputRecord.Escape)] = []

        /// Two outcomes are equal when they removed, kept and passed over the same paths.
        public static func == (a: Cleaning, b: Cleaning) -> Bool {
            a.removed == b.removed && a.keptEdited == b.keptEdited && a.notFollowed.map(\.path) == b.notFollowed.map(\.path)
        }

        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(removed)
            hasher.combine(keptEdited)
            hasher.combine(notFollowed.map(\.path))
        }
    }
}
