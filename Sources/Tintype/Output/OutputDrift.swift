import TintypeSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputCleaning {
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
        }

        /// The file, relative to the output folder.
        public var path: String
        /// Why it would be written.
        public var reason: Reason

        /// `PATH: missing`, `PATH: stale (its sources changed)`, `PATH: edited (…)`.
        public var description: String {
            switch reason {
            case .missing: return "\(path): missing"
            case .stale: return "\(path): stale (what it is made from changed)"
            case .edited: return "\(path): edited by hand (or not written by tintype)"
            case .link: return "\(path): behind a symbolic link, which tintype does not follow (remove the link)"
            }
        }

        /// The drift of each of `paths` (files a run would write into `folder`), judged by the
        /// SHA-256 that `recorded` says tintype last wrote there: a path behind a link is `link`
        /// (and not read); absent is `missing`; the same bytes as recorded is `stale`; anything
        /// else is `edited`.
        public static func classify(_ paths: [String], in folder: String, recorded: [String: String]) -> [OutputCleaning.DriftedFile] {
            classify(paths, in: folder) { recorded[$0] == $1 }
        }

        /// The drift of each of `paths`, as ``classify(_:in:recorded:)`` judges it, with `isRecorded`
        /// telling whether a path's SHA-256 is one tintype wrote there.
        package static func classify(_ paths: [String], in folder: String, isRecorded: (String, String) -> Bool) -> [OutputCleaning
            .DriftedFile]
        {
            paths.map { path in
                if FileBytes.leavesFolder(path, under: folder) != nil { return OutputCleaning.DriftedFile(path: path, reason: .link) }
                guard let bytes = try? FileBytes.read(folder + "/" + path, maximumBytes: 1 << 30) else {
                    return OutputCleaning.DriftedFile(
                        path: path, reason: FileBytes.kind(of: folder + "/" + path) == nil ? .missing : .edited)
                }
                return OutputCleaning.DriftedFile(path: path, reason: isRecorded(path, SHA256.hex(bytes)) ? .stale : .edited)
            }
        }
    }
}

/// Removing what an earlier run wrote that the job no longer makes (`--clean`, SPEC §12.3):
/// only files a record says tintype wrote, and only while they still hold those bytes.
public enum OutputCleaning {
    /// What cleaning did.
    public struct Outcome: Hashable, Sendable {
        /// The files removed, relative to the folder.
        public var removed: [String] = []
        /// Files tintype once wrote that were edited since: left in place.
        public var keptEdited: [String] = []
        /// Recorded paths that lead out of the folder (absolute, `..`, or through a symbolic
        /// link), each with why: neither read nor removed.
        public var notFollowed: [(path: String, reason: String)] = []

        /// Two outcomes are equal when they removed, kept and passed over the same paths.
        public static func == (a: Outcome, b: Outcome) -> Bool {
            a.removed == b.removed && a.keptEdited == b.keptEdited && a.notFollowed.map(\.path) == b.notFollowed.map(\.path)
        }

        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(removed)
            hasher.combine(keptEdited)
            hasher.combine(notFollowed.map(\.path))
        }
    }

    /// Removes from `folder` each file `previous` records (path → SHA-256) that is not in
    /// `current` and still holds the recorded bytes, then each folder that emptied; a file
    /// edited since is kept and listed. A recorded path that leads out of the folder (SPEC
    /// §12.3: absolute, `..`, or any component a symbolic link) is listed, never read or
    /// removed. No other file is touched.
    public static func removeObsolete(in folder: String, previous: [String: String], current: Set<String>) -> Outcome {
        var outcome = Outcome()
        for (path, hash) in previous.sorted(by: { $0.key < $1.key }) where !current.contains(path) {
            // A recorded path that leads out of the folder is not the folder's to clean.
            if let reason = FileBytes.leavesFolder(path, under: folder) {
                outcome.notFollowed.append((path, reason))
                continue
            }
            let full = folder + "/" + path
            guard let bytes = try? FileBytes.read(full, maximumBytes: 1 << 30) else { continue }
            guard SHA256.hex(bytes) == hash else {
                outcome.keptEdited.append(path)
                continue
            }
            FileBytes.remove(full)
            outcome.removed.append(path)
            // Folders the removal emptied go too (rmdir refuses any that still hold something).
            var parent = path
            while let slash = parent.lastIndex(of: "/") {
                parent = String(parent[..<slash])
                guard rmdir(folder + "/" + parent) == 0 else { break }
            }
        }
        return outcome
    }
}
