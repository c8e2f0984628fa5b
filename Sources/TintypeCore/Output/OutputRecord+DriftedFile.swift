import TintypeSupport

extension OutputRecord {
    /// A file an output folder does not hold as a run would leave it (SPEC §12.3): what
    /// `--verify` lists, so that CI can tell committed assets from their sources.
    public struct DriftedFile: Hashable, Sendable, CustomStringConvertible {
        /// Why the file would be written.
        public enum Reason: String, Hashable, Sendable {
            /// The folder does not have it.
            case missing
            /// It is as tintype wrote it, but what it is made from changed since.
            case stale
            /// It differs from what tintype wrote (edited by hand), or tintype never wrote it.
            case edited
            /// A symbolic link is on its way (the file or a folder above it): tintype never writes
            /// through one, so a run would refuse it.
            case link

            /// Why a file whose `claim` a run found would drift; nil when it holds the run's bytes.
            public init?(_ claim: OutputRecord.Claim) {
                switch claim {
                case .same: return nil
                case .absent: self = .missing
                case .tintypes: self = .stale
                case .foreign: self = .edited
                case .outside: self = .link
                }
            }
        }

        /// The file, relative to the output folder.
        public var path: String
        /// Why it would be written.
        public var reason: Reason

        /// Each stored property given, in order: the memberwise initializer, for the layers above.
        package init(path: String, reason: Reason) {
            self.path = path
            self.reason = reason
        }

        /// `PATH: missing`, `PATH: stale (its sources changed)`, `PATH: edited (…)`.
        public var description: String {
            switch reason {
            case .missing: return "\(path): missing"
            case .stale: return "\(path): stale (what it is made from changed)"
            case .edited: return "\(path): edited by hand (or not written by tintype)"
            case .link: return "\(path): behind a symbolic link, which tintype does not follow (remove the link)"
            }
        }
    }
}
