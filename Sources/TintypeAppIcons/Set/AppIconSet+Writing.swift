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
    package static let projectRecordName = ProjectIconFile.recordName

    /// Writes the set into `folder` (made when missing, locked against a batch or another set
    /// for the time it takes), only the files it does not already hold with these exact bytes,
    /// so that a kill at any moment leaves the old set or the new one (SPEC §11.7):
    /// 1. a write a kill interrupted is finished from its journal (``finishInterruptedWrite(in:recordFile:)``),
    ///    any other temporary file (`.NAME.tintype-XXXXXX`) is removed, and every file is
    ///    judged before anything is written: one the record does not give as tintype's (edited
    ///    by hand, or never tintype's) stops the write unless `force`; one behind a symbolic
    ///    link, or whose name is too long, stops it always;
    /// 2. the new files are written beside their places as temporary files;
    /// 3. the journal naming every rename and the record to end with is written, then the
    ///    temporary files are renamed into place;
    /// 4. the record (``recordName``) is written, then the journal removed.
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
        try Self.finishInterruptedWrite(in: folder, recordFile: recordFile)
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
        let inputsChanged = inputs != nil && inputs != Self.recordedInputs(in: folder, named: recordFile)
        if !changed.isEmpty || inputsChanged || record.hashes.values.contains(where: { $0.count > 1 }) {
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

    /// Steps 2 to 4 of ``write(to:force:)``: the temporary files, the journal, the renames, the record.
    private func replace(_ changed: [File], in folder: String, record: OutputRecord) throws(RunError) {
        var temporaries: [String] = []
        let journal = folder + "/" + Self.journalName(of: recordFile)
        var renamed = 0
        do throws(ImageFileError) {
            var renames: [JournalRename] = []
            for file in changed {
                if let slash = file.path.lastIndex(of: "/") { try FileBytes.createFolders(String(file.path[..<slash]), under: folder) }
                let temporary = try FileBytes.writeTemporary(file.bytes, for: folder + "/" + file.path)
                temporaries.append(temporary)
                let replaced = (try? FileBytes.read(folder + "/" + file.path, maximumBytes: 1 << 30)).map(SHA256.hex)
                renames.append(
                    JournalRename(
                        path: file.path, temporary: String(temporary.dropFirst(folder.count + 1)), sha256: SHA256.hex(file.bytes),
                        replaces: replaced))
            }
            let final = hashes(keeping: record)
            try FileBytes.writeAtomically(Self.journalBytes(renames, files: final, inputs: inputs), to: journal)
            Self.killPoint(0)
            for (file, temporary) in zip(changed, temporaries) {
                try FileBytes.moveIntoPlace(temporary, to: folder + "/" + file.path)
                renamed += 1
                Self.killPoint(renamed)
            }
            try Self.writeRecord(final, inputs: inputs, in: folder, named: recordFile)
            Self.killPoint(renamed + 1)
            FileBytes.remove(journal)
        } catch {
            for temporary in temporaries.dropFirst(renamed) { FileBytes.remove(temporary) }
            // What was renamed before the failure stays, and the record says so: the journal is finished now.
            _ = try? Self.finishInterruptedWrite(in: folder, recordFile: recordFile)
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
            try Self.writeRecord(hashes(keeping: OutputRecord()), inputs: inputs, in: folder, named: recordFile)
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

    /// The digest of what the set last written into `folder` was made from (its record's `inputs`), nil when none is kept.
    package static func recordedInputs(in folder: String, named name: String) -> String? {
        guard case .string(let inputs)? = recordObject(in: folder, named: name)?["inputs"] else { return nil }
        return inputs
    }

    /// The record `name` in `folder` as JSON; nil when it is not there, not an object, or behind a link.
    private static func recordObject(in folder: String, named name: String) -> [String: JSONValue]? {
        guard OutputRecord.escape(of: name, under: folder) == nil,
            let bytes = try? FileBytes.read(folder + "/" + name, maximumBytes: 1 << 20),
            case .object(let object)? = try? JSONValue.parse(bytes)
        else { return nil }
        return object
    }

    /// The record's two maps: `files` (path → SHA-256) and, while a write renames, `replacing`
    /// (path → the SHA-256 of what it replaces).
    private static func recordOfFiles(in folder: String, named name: String) -> (files: [String: String], replacing: [String: String]) {
        guard let object = recordObject(in: folder, named: name) else { return ([:], [:]) }
        func hashes(_ key: String) -> [String: String] {
            guard case .object(let files)? = object[key] else { return [:] }
            return files.compactMapValues { if case .string(let hash) = $0 { hash } else { nil } }
        }
        return (hashes("files"), hashes("replacing"))
    }

    /// The record after this set: each of its files' SHA-256, with the files of an earlier set that
    /// this one does not hold (another platform's) kept from `previous`.
    private func hashes(keeping previous: OutputRecord) -> [String: String] {
        var hashes = previous.hashes.compactMapValues { $0.count == 1 ? $0.first : nil }
        for file in files { hashes[file.path] = SHA256.hex(file.bytes) }
        return hashes
    }
}
