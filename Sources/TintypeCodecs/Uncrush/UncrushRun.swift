import TintypeSupport

extension Uncrush {
    /// `tintype uncrush` as a library call: PNGs from files, folders, or any container the caller
    /// reads (an `.ipa` archive), reverted or copied into one output folder under their relative
    /// paths (SPEC §7). Each file is reported as an ``Event``; a failure is counted and the run
    /// goes on. Nothing is written outside the output folder, and two inputs with one output path
    /// are refused rather than one overwriting the other.
    ///
    ///     var run = try Uncrush.Run(output: "pngs")
    ///     run.add("Payload/App.app") { print($0) }
    ///     print(run.reverted, run.copied, run.failed)
    public struct Run: Sendable {
        /// What happened to one input.
        public enum Event: Sendable, CustomStringConvertible {
            /// A CgBI PNG was reverted and written at `path`, under the output folder.
            case reverted(path: String)
            /// A standard PNG was copied to `path` byte for byte.
            case copied(path: String)
            /// A file of a folder was passed over, not being a PNG and not a failure (a link to a folder, say).
            case passedOver(SkippedFile, folder: String)
            /// An input failed: `origin` names it (`App.ipa: Payload/App.app/Icon.png`).
            case failed(origin: String, Failure)

            /// The event in a line, as `tintype uncrush` words it.
            public var description: String {
                switch self {
                case .reverted(let path): return "reverted \(path)"
                case .copied(let path): return "copied \(path)"
                case .passedOver(let skipped, let folder): return "skipped \(folder)/\(skipped)"
                case .failed(_, .file(let error)): return error.description
                case .failed(let origin, let failure): return DisplayText.escaped("\(origin): \(failure)")
                }
            }
        }

        /// Why one input was not written.
        public enum Failure: Error, Sendable, CustomStringConvertible {
            /// Its relative path would leave the output folder (`..`, an absolute path).
            case leavesOutput
            /// Another input was already written to the same path: `earlier` names it.
            case alreadyWritten(earlier: String, path: String)
            /// A folder's PNG, or the folder itself, could not be read.
            case skipped(SkippedFile)
            /// The path is neither a file nor a folder (a FIFO, a device, a socket, a link to one).
            case notFileOrFolder
            /// Nothing is at the path.
            case missing
            /// Reading, reverting or writing the PNG failed (the error names the file).
            case file(ImageFileError)
            /// The caller's reader failed (an archive entry refused or corrupt): its error.
            case unreadable(any Error)

            /// The reason in words.
            public var description: String {
                switch self {
                case .leavesOutput: return "refused, the path would leave the output folder"
                case .alreadyWritten(let earlier, let path): return "not written, \(earlier) was already written to \(path)"
                case .skipped(let skipped): return "skipped, \(skipped.reason)"
                case .notFileOrFolder: return "not a file, folder or archive (a FIFO, device, socket or link to one)"
                case .missing: return "no such file or folder"
                case .file(let error): return error.description
                case .unreadable(let error): return "\(error)"
                }
            }
        }

        /// The folder written to.
        public let output: String
        /// The limits each file is read and decoded within.
        public let limits: ImageDecoder.Limits
        /// CgBI files reverted, standard PNGs copied, and inputs that failed, so far.
        public private(set) var reverted = 0, copied = 0, failed = 0
        /// Where each written path came from.
        private var origins = [String: String]()

        /// A run writing into `output`, created if missing.
        /// - Throws: `ImageFileError` when the folder cannot be made.
        public init(output: String, limits: ImageDecoder.Limits = .default) throws(ImageFileError) {
            try FileBytes.createFolder(output)
            self.output = output
            self.limits = limits
        }

        /// Every PNG of the file or folder at `path` (searched recursively, hidden files too).
        /// An archive is ``addArchive(_:maximumEntryBytes:maximumTotalBytes:events:)``'s; any other container's entries go to ``add(_:from:read:events:)``.
        public mutating func add(_ path: String, events: (Event) -> Void) {
            switch FileBytes.kind(of: path) {
            case .folder:
                let walk = FolderWalk(path, includeHidden: true)
                for skipped in walk.skipped {
                    // A PNG or a folder that could not be read is a failure; anything else
                    // passed over (a link to a folder, as in framework bundles) is a note.
                    if skipped.path.lowercased().hasSuffix(".png") || skipped.unreadable {
                        fail(origin: "\(path)/\(skipped.path)", .skipped(skipped), events: events)
                    } else {
                        events(.passedOver(skipped, folder: path))
                    }
                }
                for relative in walk.files where relative.lowercased().hasSuffix(".png") {
                    add(
                        relative, from: path,
                        read: { [limits] () throws(ImageFileError) in
                            try FileBytes.read(path + "/" + relative, maximumBytes: limits.maximumFileBytes)
                        }, events: events)
                }
            case .file:
                let name = path.split(separator: "/").last.map(String.init) ?? path
                add(
                    name, from: path,
                    read: { [limits] () throws(ImageFileError) in
                        try FileBytes.read(path, maximumBytes: limits.maximumFileBytes)
                    }, events: events)
            case .other: fail(origin: path, .notFileOrFolder, events: events)
            case nil: fail(origin: path, .missing, events: events)
            }
        }

        /// Reverts or copies the PNG `read` gives to `relative` under the output folder; `source`
        /// names where it came from (a folder, an archive) in events.
        public mutating func add(_ relative: String, from source: String, read: () throws -> [UInt8], events: (Event) -> Void) {
            let origin = "\(source): \(relative)"
            guard let safe = Self.safeRelativePath(relative) else { return fail(origin: origin, .leavesOutput, events: events) }
            if let earlier = origins[safe] {
                return fail(origin: origin, .alreadyWritten(earlier: earlier, path: output + "/" + safe), events: events)
            }
            let bytes: [UInt8]
            do { bytes = try read() } catch {
                return fail(origin: origin, (error as? ImageFileError).map(Failure.file) ?? .unreadable(error), events: events)
            }
            do throws(ImageFileError) {
                let outcome = try Uncrush.revert(bytes, file: origin, limits: limits)
                if let slash = safe.lastIndex(of: "/") { try FileBytes.createFolders(String(safe[..<slash]), under: output) }
                switch outcome {
                case .reverted(let reverted):
                    try FileBytes.writeAtomically(reverted, to: output + "/" + safe)
                    self.reverted += 1
                    events(.reverted(path: safe))
                case .copied(let copied):
                    try FileBytes.writeAtomically(copied, to: output + "/" + safe)
                    self.copied += 1
                    events(.copied(path: safe))
                }
                origins[safe] = origin
            } catch {
                fail(origin: origin, .file(error), events: events)
            }
        }

        /// Counts a failure and reports it: the run's own, or one the caller found (an archive that cannot be opened).
        public mutating func fail(origin: String, _ failure: Failure, events: (Event) -> Void) {
            failed += 1
            events(.failed(origin: origin, failure))
        }

        /// `relative` when it stays inside the output folder: no absolute path, no `..`.
        static func safeRelativePath(_ relative: String) -> String? {
            guard !relative.hasPrefix("/"), !relative.contains("\\") else { return nil }
            let parts = relative.split(separator: "/", omittingEmptySubsequences: true)
            guard !parts.isEmpty, !parts.contains(".."), !parts.contains(".") else { return nil }
            return parts.joined(separator: "/")
        }
    }
}
