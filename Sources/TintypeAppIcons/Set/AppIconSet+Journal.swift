import TintypeSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The journal of a set's write (SPEC §11.7): written once every new file is on disk beside its place as a
/// temporary file, before the first rename, and removed after the record; it names each rename (the file,
/// its temporary file, the SHA-256 of the new bytes and of what they replace) and the record the write
/// ends with. A run killed anywhere between leaves it, and the next run into the folder finishes what was
/// begun before it plans or judges anything (``finishInterruptedWrite(in:recordFile:)``): the folder is
/// then as an uninterrupted run leaves it, so there is no false "edited since" and `--verify` sees the
/// files as they are.
extension AppIconSet {
    /// One rename of a write.
    struct JournalRename: Hashable {
        /// The file, relative to the folder.
        var path: String
        /// Its temporary file, relative to the folder (beside it: `.NAME.tintype-XXXXXX`).
        var temporary: String
        /// The SHA-256 of the new bytes.
        var sha256: String
        /// The SHA-256 of what it replaces; nil when nothing was there.
        var replaces: String?
    }

    /// The journal's name beside the record named `record`: `.tintype-icons.journal` for `.tintype-icons.json`.
    package static func journalName(of record: String) -> String {
        (record.hasSuffix(".json") ? String(record.dropLast(5)) : record) + ".journal"
    }

    /// Finishes the write a killed run left in `folder` (its journal beside the record `recordFile`): each
    /// temporary file still there with the journal's bytes renamed into place, the record the write would
    /// have ended with written, the journal removed. A rename that cannot be finished (its temporary file
    /// gone or changed) leaves the file as it is, and the record gives what it held before as Tintype's, so
    /// the next write replaces it. Call it holding the folder's lock, before planning.
    /// - Returns: The files put into place now (empty when no write was interrupted).
    /// - Throws: ``RunError`` when the journal cannot be read as one (the folder is then left as it is),
    ///   or the record cannot be written.
    @discardableResult
    package static func finishInterruptedWrite(in folder: String, recordFile: String) throws(RunError) -> [String] {
        let name = journalName(of: recordFile)
        let confined = ConfinedFolder(folder)
        guard confined.kind(of: name) != nil else { return [] }
        func refused(_ why: String) -> RunError {
            RunError(
                folder: folder,
                reason: .outputUnusable(
                    .access("\(name): \(why): the journal of an interrupted run, which cannot be finished; nothing was written")))
        }
        guard let bytes = try? confined.read(name, maximumBytes: 1 << 22), let (renames, files, inputs) = journal(bytes) else {
            throw refused("not a journal Tintype wrote")
        }
        var record = files
        var finished: [String] = []
        for rename in renames {
            guard confined.escape(of: rename.path) == nil, confined.escape(of: rename.temporary) == nil,
                FileBytes.isTemporaryName(FileBytes.split(rename.temporary).name),
                FileBytes.split(rename.temporary).folder == FileBytes.split(rename.path).folder
            else { throw refused("\(rename.path) is not a file inside the folder with its temporary file beside it") }
            let held = (try? confined.read(rename.path, maximumBytes: 1 << 30)).map(SHA256.hex)
            if held == rename.sha256 { continue }
            if let temporary = try? confined.read(rename.temporary, maximumBytes: 1 << 30), SHA256.hex(temporary) == rename.sha256 {
                do throws(ImageFileError) {
                    try FileBytes.moveIntoPlace(confined.path(rename.temporary), to: confined.path(rename.path))
                } catch {
                    throw RunError(folder: error.file, reason: .outputUnusable(error.problem))
                }
                finished.append(rename.path)
            } else if let held, held == rename.replaces {
                // Never put into place: what it holds is what the write judged its own to replace.
                record[rename.path] = held
            }
        }
        do throws(ImageFileError) {
            try writeRecord(record, inputs: inputs, in: folder, named: recordFile)
        } catch {
            throw RunError(folder: error.file, reason: .outputUnusable(error.problem))
        }
        FileBytes.remove(confined.path(name))
        return finished
    }

    /// The renames of the journal pending in `folder` (beside the record `recordFile`), for `--verify`
    /// and `--dry-run`, which write nothing; empty when there is none (or it cannot be read).
    package static func pendingRenames(in folder: String, recordFile: String) -> [String] {
        guard let bytes = try? ConfinedFolder(folder).read(journalName(of: recordFile), maximumBytes: 1 << 22),
            let (renames, _, _) = journal(bytes)
        else { return [] }
        return renames.map(\.path)
    }

    /// The journal's bytes: `{"renames": [{"path", "temporary", "sha256", "replaces"}], "files": {path: sha256}}`,
    /// and the record's `inputs` when it has them.
    static func journalBytes(_ renames: [JournalRename], files: [String: String], inputs: String?) -> [UInt8] {
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        recordMembers(files, inputs: inputs, in: &json)
        json.key("renames")
        json.beginArray()
        for rename in renames {
            json.beginObject()
            json.member("path", rename.path)
            json.member("replaces", rename.replaces)
            json.member("sha256", rename.sha256)
            json.member("temporary", rename.temporary)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.bytes + [0x0A]
    }

    /// The renames, the record's files and its inputs of a journal; nil when `bytes` are not one.
    private static func journal(_ bytes: [UInt8]) -> ([JournalRename], [String: String], String?)? {
        guard case .object(let root)? = try? JSONValue.parse(bytes), case .object(let filesObject)? = root["files"],
            case .array(let list)? = root["renames"], list.count <= 1 << 16
        else { return nil }
        var files: [String: String] = [:]
        for (path, value) in filesObject {
            guard case .string(let hash) = value, isHash(hash) else { return nil }
            files[path] = hash
        }
        var renames: [JournalRename] = []
        for item in list {
            guard case .object(let entry) = item, case .string(let path)? = entry["path"],
                case .string(let temporary)? = entry["temporary"], case .string(let hash)? = entry["sha256"], isHash(hash)
            else { return nil }
            var replaces: String?
            if case .string(let old)? = entry["replaces"] {
                guard isHash(old) else { return nil }
                replaces = old
            }
            renames.append(JournalRename(path: path, temporary: temporary, sha256: hash, replaces: replaces))
        }
        var inputs: String?
        if case .string(let digest)? = root["inputs"] {
            guard isHash(digest) else { return nil }
            inputs = digest
        }
        return (renames, files, inputs)
    }

    /// True for 64 lowercase hexadecimal digits.
    private static func isHash(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }

    /// For the tests that kill a write at each of its steps (SPEC §11.7), and nothing else: with
    /// `TINTYPE_TEST_KILL_AT_STEP` set to N, the process kills itself with SIGKILL at step N of a set's
    /// write (0 once the journal is written, K after the K-th rename, one more after the record).
    static func killPoint(_ step: Int) {
        guard let text = getenv("TINTYPE_TEST_KILL_AT_STEP").map({ String(cString: $0) }), Int(text) == step else { return }
        kill(getpid(), SIGKILL)
    }

    /// Writes the record `{"files": {path: sha256}, "inputs": sha256}` (paths sorted; `inputs` when given) into
    /// `folder` as `name`, unless it holds those bytes.
    static func writeRecord(_ files: [String: String], inputs: String?, in folder: String, named name: String) throws(ImageFileError) {
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        recordMembers(files, inputs: inputs, in: &json)
        json.endObject()
        let bytes = json.bytes + [0x0A]
        let path = folder + "/" + name
        guard (try? FileBytes.read(path, maximumBytes: 1 << 20)) != bytes else { return }
        try FileBytes.writeAtomically(bytes, to: path)
    }

    /// `"files": {path: sha256}`, paths sorted, and `"inputs": sha256` when given: the record's members, which the
    /// journal holds too.
    private static func recordMembers(_ files: [String: String], inputs: String?, in json: inout JSONByteWriter) {
        json.objectMember("files") { json in
            for path in files.keys.sorted() { json.member(path, files[path]) }
        }
        if let inputs { json.member("inputs", inputs) }
    }
}
