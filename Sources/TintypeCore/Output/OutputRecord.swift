import TintypeSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What tintype last wrote into one output folder: each file's SHA-256, by path (SPEC §12.3).
/// Every run keeps one, whoever makes the files — a batch in its `manifest.json`, an app icon
/// set in `.tintype-appicon.json` — and this type holds the rules that make an output folder
/// safe in a repository, once for both:
/// - a file is tintype's only while it holds the bytes recorded for it; anything else
///   (edited by hand, or never tintype's) is never replaced unless forced (``claim(_:in:writing:)``);
/// - nothing is read, written or removed through a symbolic link or outside the folder;
/// - `--verify` lists what drifted from what a run makes (``drift(of:in:)``), and `--clean`
///   removes only recorded files a run no longer makes, while they hold their recorded bytes
///   (``removeObsolete(in:keeping:)``).
public struct OutputRecord: Hashable, Sendable {
    /// The SHA-256 of each file as tintype wrote it, by path relative to the folder; a file that a
    /// killed write was replacing has both its old and its new hashes.
    public private(set) var hashes: [String: Set<String>]

    /// A record of `files` (path → SHA-256).
    public init(_ files: [String: String] = [:]) {
        hashes = files.mapValues { [$0] }
    }

    /// Adds `files` (path → SHA-256) as tintype's too: what a write killed while it renamed was replacing.
    public mutating func add(_ files: [String: String]) {
        for (path, hash) in files { hashes[path, default: []].insert(hash) }
    }

    /// The recorded paths.
    public var paths: Set<String> { Set(hashes.keys) }

    /// True when tintype wrote bytes of this SHA-256 at `path`.
    public func wrote(sha256: String, at path: String) -> Bool { hashes[path]?.contains(sha256) == true }

    /// Who a file in an output folder is, for a run about to write it.
    public enum Claim: Hashable, Sendable {
        /// Nothing is there: the run writes it.
        case absent
        /// It already holds the bytes the run would write: left alone.
        case same
        /// It holds bytes tintype recorded writing there: the run may replace it.
        case tintypes
        /// It is someone else's (edited by hand, never tintype's, or something that cannot be
        /// read, such as a folder): replaced only when forced.
        case foreign
        /// A symbolic link or a way out of the folder is on its path (the reason): never written through.
        case outside(OutputRecord.Escape)

        /// The way out of the folder, for ``outside(_:)``; nil otherwise.
        public var escape: OutputRecord.Escape? {
            if case .outside(let escape) = self { return escape }
            return nil
        }
    }

    /// Who `path` under `folder` is, for a run that would write `bytes` there.
    public func claim(_ path: String, in folder: String, writing bytes: [UInt8]) -> Claim {
        judged(path, in: folder, writing: bytes)
    }

    /// Who `path` under `folder` is, for a run that has not drawn what it would write (`--dry-run`): never
    /// ``Claim/same``; a file holding bytes recorded for it is ``Claim/tintypes``.
    public func claim(_ path: String, in folder: String) -> Claim { judged(path, in: folder, writing: nil) }

    /// The claim on `path`, ``Claim/same`` only when `bytes` are given and it holds them.
    private func judged(_ path: String, in folder: String, writing bytes: [UInt8]?) -> Claim {
        if let reason = OutputRecord.escape(of: path, under: folder) { return .outside(reason) }
        let full = folder + "/" + path
        guard let existing = try? FileBytes.read(full, maximumBytes: 1 << 30) else {
            return FileBytes.kind(of: full) == nil ? .absent : .foreign
        }
        if let bytes, existing == bytes { return .same }
        return wrote(sha256: SHA256.hex(existing), at: path) ? .tintypes : .foreign
    }

    /// The drift of each of `paths` (files a run would write into `folder`, that it does not
    /// already hold as the run makes them): a path behind a link is `link` (and not read);
    /// absent is `missing`; bytes the record gives as tintype's are `stale`; anything else is `edited`.
    public func drift(of paths: [String], in folder: String) -> [OutputRecord.DriftedFile] {
        paths.map { path in
            if OutputRecord.escape(of: path, under: folder) != nil { return OutputRecord.DriftedFile(path: path, reason: .link) }
            guard let bytes = try? FileBytes.read(folder + "/" + path, maximumBytes: 1 << 30) else {
                return OutputRecord.DriftedFile(path: path, reason: FileBytes.kind(of: folder + "/" + path) == nil ? .missing : .edited)
            }
            return OutputRecord.DriftedFile(path: path, reason: wrote(sha256: SHA256.hex(bytes), at: path) ? .stale : .edited)
        }
    }

    /// Removes from `folder` each recorded file not in `current` that still holds bytes recorded
    /// for it, then each folder that emptied; a file edited since is kept and listed. A recorded
    /// path that leads out of the folder (absolute, `..`, or any component a symbolic link) is
    /// listed, never read or removed. No other file is touched.
    public func removeObsolete(in folder: String, keeping current: Set<String>) -> OutputRecord.Cleaning {
        var outcome = OutputRecord.Cleaning()
        for path in hashes.keys.sorted() where !current.contains(path) {
            // A recorded path that leads out of the folder is not the folder's to clean.
            if let reason = OutputRecord.escape(of: path, under: folder) {
                outcome.notFollowed.append((path, reason))
                continue
            }
            let full = folder + "/" + path
            guard let bytes = try? FileBytes.read(full, maximumBytes: 1 << 30) else { continue }
            guard wrote(sha256: SHA256.hex(bytes), at: path) else {
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
