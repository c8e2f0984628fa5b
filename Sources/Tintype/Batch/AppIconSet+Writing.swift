import TintypeSupport

extension AppIconSet {
    /// What writing a set did.
    public struct WriteOutcome: Hashable, Sendable {
        /// The files written (new, or different from what was there).
        public var written: [String]
        /// The files that already held these exact bytes, left alone.
        public var upToDate: [String]
    }

    /// The record of what the set wrote, in the output folder: each file's SHA-256, by path.
    public static let recordName = ".tintype-appicon.json"

    /// Writes the set into `folder` (made when missing, locked against a batch or another set
    /// for the time it takes): each file atomically, and only when the folder does not already
    /// hold its exact bytes. A file the set would replace that the last set written here did not
    /// write (or that was edited since) stops the write before anything is written, unless
    /// `force`; no file the set does not hold is touched. ``recordName`` keeps what was written.
    /// - Throws: ``BatchError`` when the folder cannot be made or is in use, when files would be
    ///   replaced that tintype did not write, or (as the reason) when a file cannot be written.
    public func write(to folder: String, force: Bool = false) throws(BatchError) -> WriteOutcome {
        do throws(ImageFileError) { try FileBytes.createFolder(folder) } catch {
            throw BatchError(folder: error.file, reason: .outputUnusable(error.problem))
        }
        let lock = try OutputLock(folder: folder)
        defer { withExtendedLifetime(lock) {} }
        let record = Self.record(in: folder)
        var outcome = WriteOutcome(written: [], upToDate: [])
        var changed: [File] = []
        var foreign: [String] = []
        for file in files {
            let path = folder + "/" + file.path
            guard let existing = try? FileBytes.read(path, maximumBytes: 1 << 30) else {
                // Something there that cannot be read (a folder, a huge or unreadable file) is not the set's.
                if FileBytes.kind(of: path) != nil { foreign.append(file.path) }
                changed.append(file)
                continue
            }
            if existing == file.bytes {
                outcome.upToDate.append(file.path)
                continue
            }
            if record[file.path] != SHA256.hex(existing) { foreign.append(file.path) }
            changed.append(file)
        }
        if !foreign.isEmpty, !force { throw BatchError(folder: folder, reason: .notWrittenByTintype(foreign)) }
        do throws(ImageFileError) {
            for file in changed {
                if let slash = file.path.lastIndex(of: "/") { try FileBytes.createFolders(String(file.path[..<slash]), under: folder) }
                try FileBytes.writeAtomically(file.bytes, to: folder + "/" + file.path)
                outcome.written.append(file.path)
            }
            try FileBytes.writeAtomically(recordBytes(keeping: record), to: folder + "/" + Self.recordName)
        } catch {
            throw BatchError(folder: error.file, reason: .outputUnusable(error.problem))
        }
        return outcome
    }

    /// The files of the set that `folder` does not hold with the set's exact bytes, each with
    /// why (SPEC §12.3): missing, stale (as the last set wrote it, but this set differs) or
    /// edited by hand. Nothing is written.
    public func drift(in folder: String) -> [DriftedFile] {
        let differing = files.filter { (try? FileBytes.read(folder + "/" + $0.path, maximumBytes: 1 << 30)) != $0.bytes }
        return DriftedFile.classify(differing.map(\.path), in: folder, recorded: Self.record(in: folder))
    }

    /// Removes from `folder` what an earlier set wrote there that this one does not hold
    /// (another platform's, a renamed notification icon) while it still holds the bytes the
    /// record gives (``OutputCleaning``), and leaves the record naming this set's files only.
    /// Call it after ``write(to:force:)``.
    /// - Throws: ``BatchError`` when the folder is in use or the record cannot be written.
    public func removeObsolete(in folder: String) throws(BatchError) -> OutputCleaning.Outcome {
        let lock = try OutputLock(folder: folder)
        defer { withExtendedLifetime(lock) {} }
        let outcome = OutputCleaning.removeObsolete(
            in: folder, previous: Self.record(in: folder), current: Set(files.map(\.path)))
        do throws(ImageFileError) {
            try FileBytes.writeAtomically(recordBytes(keeping: [:]), to: folder + "/" + Self.recordName)
        } catch {
            throw BatchError(folder: error.file, reason: .outputUnusable(error.problem))
        }
        return outcome
    }

    /// The last record in `folder`: SHA-256 by path (empty when there is none or it cannot be read).
    static func record(in folder: String) -> [String: String] {
        guard let bytes = try? FileBytes.read(folder + "/" + recordName, maximumBytes: 1 << 20),
            case .object(let object)? = try? JSONValue.parse(bytes), case .object(let files)? = object["files"]
        else { return [:] }
        return files.compactMapValues { if case .string(let hash) = $0 { hash } else { nil } }
    }

    /// The record after this set: `{"files": {path: sha256}}`, paths sorted; the files of an
    /// earlier set that this one does not hold (another platform's) are kept in it.
    private func recordBytes(keeping previous: [String: String]) -> [UInt8] {
        var hashes = previous
        for file in files { hashes[file.path] = SHA256.hex(file.bytes) }
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        json.objectMember("files") { json in
            for path in hashes.keys.sorted() { json.member(path, hashes[path]) }
        }
        json.endObject()
        return json.bytes + [0x0A]
    }
}
