import TintypeSupport

extension AppIconSet {
    /// What writing a set did.
    package struct WriteOutcome: Hashable, Sendable {
        /// The files written (new, or different from what was there).
        package var written: [String]
        /// The files that already held these exact bytes, left alone.
        package var upToDate: [String]
    }

    /// The record of what an app icon set wrote, in the output folder: each file's SHA-256, by path.
    package static let recordName = ".tintype-appicon.json"
    /// The record of what a launch screen set wrote: its own, so that a set of each in one folder
    /// never cleans the other's files.
    package static let launchRecordName = ".tintype-splash.json"
    /// The record of the icons written into an app's project (`--project`), at the project's top.
    package static let projectRecordName = ".tintype-icons.json"

    /// Writes the set into `folder` (made when missing, locked against a batch or another set
    /// for the time it takes), only the files it does not already hold with these exact bytes,
    /// so that a kill at any moment leaves the old set or the new one (SPEC §11.7):
    /// 1. what a killed write left (`.NAME.tintype-XXXXXX`) is removed, and every file is
    ///    judged before anything is written: one the record does not give as tintype's (edited
    ///    by hand, or never tintype's) stops the write unless `force`; one behind a symbolic
    ///    link, or whose name is too long, stops it always;
    /// 2. the new files are written beside their places as temporary files;
    /// 3. the record (``recordName``) is written giving both the old and the new bytes of each
    ///    file as tintype's, then the temporary files are renamed into place;
    /// 4. the record is written again with the new bytes only.
    /// No file the set does not hold is touched.
    /// - Throws: ``RunError`` when the folder cannot be made or is in use, when files would be
    ///   replaced that tintype did not write, or (as the reason) when a file cannot be written.
    /// With `adopting`, a file the record does not name at all (a project's own icon, before
    /// Tintype first writes it) is replaced as tintype's; one the record names with other bytes
    /// (edited by hand since) still stops the write unless `force`.
    package func write(to folder: String, force: Bool = false, adopting: Bool = false) throws(RunError) -> WriteOutcome {
        do throws(ImageFileError) { try FileBytes.createFolder(folder) } catch {
            throw RunError(folder: error.file, reason: .outputUnusable(error.problem))
        }
        let lock = try OutputLock(folder: folder)
        defer { withExtendedLifetime(lock) {} }
        FileBytes.removeTemporaryFiles(in: folder)
        let record = Self.record(in: folder, named: recordFile)
        var outcome = WriteOutcome(written: [], upToDate: [])
        var changed: [File] = []
        var foreign: [String] = []
        for file in files {
            let claim = record.claim(file.path, in: folder, writing: file.bytes)
            // A name the file system refuses, or a way out of the folder: nothing is written.
            if let problem = FileBytes.nameProblem(Self.name(file.path)) ?? claim.escape.map({ "\($0)" }) {
                throw RunError(folder: folder, reason: .outputUnusable(.access("\(file.path): \(problem); nothing was written")))
            }
            switch claim {
            case .outside: break
            case .same: outcome.upToDate.append(file.path)
            case .absent, .tintypes: changed.append(file)
            case .foreign where adopting && !Self.editedSinceWritten(file.path, claim: claim, record: record): changed.append(file)
            case .foreign:
                foreign.append(file.path)
                changed.append(file)
            }
        }
        if !foreign.isEmpty, !force { throw RunError(folder: folder, reason: .notWrittenByTintype(foreign)) }
        if !changed.isEmpty || record.hashes.values.contains(where: { $0.count > 1 }) {
            try replace(changed, in: folder, record: record)
        }
        outcome.written = changed.map(\.path)
        return outcome
    }

    /// True when `claim` finds at `path` other bytes than the record says Tintype wrote there: a file
    /// edited by hand since, which only `force` replaces (a file the record does not name is a project's own).
    package static func editedSinceWritten(_ path: String, claim: OutputRecord.Claim, record: OutputRecord) -> Bool {
        claim == .foreign && record.paths.contains(path)
    }

    /// Steps 2 to 4 of ``write(to:force:)``: the temporary files, the record of both, the renames, the record.
    private func replace(_ changed: [File], in folder: String, record: OutputRecord) throws(RunError) {
        var temporaries: [String] = []
        do throws(ImageFileError) {
            for file in changed {
                if let slash = file.path.lastIndex(of: "/") { try FileBytes.createFolders(String(file.path[..<slash]), under: folder) }
                temporaries.append(try FileBytes.writeTemporary(file.bytes, for: folder + "/" + file.path))
            }
            try writeRecord(in: folder, keeping: record, replacing: true)
            for (file, temporary) in zip(changed, temporaries) { try FileBytes.moveIntoPlace(temporary, to: folder + "/" + file.path) }
            try writeRecord(in: folder, keeping: record, replacing: false)
        } catch {
            for temporary in temporaries { FileBytes.remove(temporary) }
            throw RunError(folder: error.file, reason: .outputUnusable(error.problem))
        }
    }

    /// The last component of `path`.
    private static func name(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    /// The files of the set that `folder` does not hold with the set's exact bytes, each with
    /// why (SPEC §12.3): behind a link, missing, stale (as tintype wrote it, but this set
    /// differs) or edited by hand. Nothing is written.
    package func drift(in folder: String) -> [OutputRecord.DriftedFile] {
        let record = Self.record(in: folder, named: recordFile)
        return files.compactMap { file in
            OutputRecord.DriftedFile.Reason(record.claim(file.path, in: folder, writing: file.bytes)).map {
                OutputRecord.DriftedFile(path: file.path, reason: $0)
            }
        }
    }

    /// Removes from `folder` what an earlier set wrote there that this one does not hold
    /// (another platform's, a renamed notification icon) while it still holds the bytes the
    /// record gives (``OutputRecord``), and leaves the record naming this set's files only.
    /// Call it after ``write(to:force:)``.
    /// - Throws: ``RunError`` when the folder is in use or the record cannot be written.
    package func removeObsolete(in folder: String) throws(RunError) -> OutputRecord.Cleaning {
        let lock = try OutputLock(folder: folder)
        defer { withExtendedLifetime(lock) {} }
        let outcome = Self.record(in: folder, named: recordFile).removeObsolete(in: folder, keeping: Set(files.map(\.path)))
        do throws(ImageFileError) {
            try writeRecord(in: folder, keeping: OutputRecord(), replacing: false)
        } catch {
            throw RunError(folder: error.file, reason: .outputUnusable(error.problem))
        }
        return outcome
    }

    /// The record in `folder`: each file's SHA-256 by path, and for a write killed while it
    /// renamed, the bytes it was replacing too (empty when there is none or it cannot be read).
    package static func record(in folder: String, named name: String = recordName) -> OutputRecord {
        let (files, replacing) = recordOfFiles(in: folder, named: name)
        var record = OutputRecord(files)
        record.add(replacing)
        return record
    }

    /// The record's two maps: `files` (path → SHA-256) and, while a write renames, `replacing`
    /// (path → the SHA-256 of what it replaces).
    private static func recordOfFiles(in folder: String, named name: String) -> (files: [String: String], replacing: [String: String]) {
        guard OutputRecord.escape(of: name, under: folder) == nil,
            let bytes = try? FileBytes.read(folder + "/" + name, maximumBytes: 1 << 20),
            case .object(let object)? = try? JSONValue.parse(bytes)
        else { return ([:], [:]) }
        func hashes(_ key: String) -> [String: String] {
            guard case .object(let files)? = object[key] else { return [:] }
            return files.compactMapValues { if case .string(let hash) = $0 { hash } else { nil } }
        }
        return (hashes("files"), hashes("replacing"))
    }

    /// Writes the record after this set, unless the folder holds those bytes: `{"files": {path:
    /// sha256}}`, paths sorted; the files of an earlier set that this one does not hold (another
    /// platform's) are kept in it. With `replacing`, a `replacing` map gives what each file of the
    /// set replaces, so that a kill while files are renamed leaves both recognised as tintype's.
    private func writeRecord(in folder: String, keeping previous: OutputRecord, replacing: Bool) throws(ImageFileError) {
        var hashes = previous.hashes.compactMapValues { $0.count == 1 ? $0.first : nil }
        var replaced: [String: String] = [:]
        for file in files {
            let hash = SHA256.hex(file.bytes)
            if replacing, let old = previous.hashes[file.path] { for other in old where other != hash { replaced[file.path] = other } }
            hashes[file.path] = hash
        }
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        json.objectMember("files") { json in
            for path in hashes.keys.sorted() { json.member(path, hashes[path]) }
        }
        if !replaced.isEmpty {
            json.objectMember("replacing") { json in
                for path in replaced.keys.sorted() { json.member(path, replaced[path]) }
            }
        }
        json.endObject()
        let bytes = json.bytes + [0x0A]
        let path = folder + "/" + recordFile
        guard (try? FileBytes.read(path, maximumBytes: 1 << 20)) != bytes else { return }
        try FileBytes.writeAtomically(bytes, to: path)
    }
}
