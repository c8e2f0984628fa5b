extension JobFile {
    /// What is wrong with one key of a job: its key path and the reason. The command line
    /// words it with the option (`--bar-width: …`), a job file with its place
    /// (`jobs[1].bar-width: …`).
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// The key path within the job (`bar-width`, `style.states[2].paint`), or within the
        /// file for the file's own keys (`jobs[1].layout`); empty for the whole file.
        public var key: String
        /// What is wrong, in words.
        public var reason: String

        /// A problem with `key`.
        public init(key: String, reason: String) {
            self.key = key
            self.reason = reason
        }

        /// `key: reason`.
        public var description: String { key.isEmpty ? reason : "\(key): \(reason)" }

        /// The same problem, its key path under `parent` (`jobs[1]`).
        func under(_ parent: String) -> Problem {
            Problem(key: key.isEmpty ? parent : "\(parent).\(key)", reason: reason)
        }
    }

    /// A job file that cannot run: every problem found in it, all at once, before any job runs.
    public struct Invalid: Error, Sendable, CustomStringConvertible {
        /// The job file.
        public var file: String
        /// Each problem, its key path from the file's top.
        public var problems: [Problem]

        /// A line a problem: `file: key: reason`.
        public var description: String { problems.map { "\(file): \($0)" }.joined(separator: "\n") }
    }
}
