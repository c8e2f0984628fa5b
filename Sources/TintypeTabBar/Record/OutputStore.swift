import FoundationEssentials
import TintypeSupport

/// The batch's output folder: decides which files are already current and
/// writes the others atomically (or, in a dry run, only records them).
package struct OutputStore: Sendable {
    package let root: String
    /// What the previous run's manifest recorded, by path.
    let previous: [String: BatchManifest.File]
    let force: Bool
    let dryRun: Bool
    /// Where each file's record goes as it lands (nil in a dry run).
    let journal: OutputJournal?
    /// What the previous run wrote, by path: the files a run may replace.
    let record: OutputRecord

    init(root: String, previous: [String: BatchManifest.File], force: Bool, dryRun: Bool, journal: OutputJournal?) {
        self.root = root
        self.previous = previous
        self.force = force
        self.dryRun = dryRun
        self.journal = journal
        record = OutputRecord(previous.mapValues(\.sha256))
    }

    package func path(_ relative: String) -> String { root + "/" + relative }

    /// The previous record of `relative` when the file there is exactly what that
    /// record describes and was made from the same `digest`; nil when it must be written.
    /// A path that leads out of the folder through a link is never current.
    func current(_ relative: String, digest: String) -> BatchManifest.File? {
        guard !force, let old = previous[relative], old.inputDigest == digest, OutputRecord.escape(of: relative, under: root) == nil,
            let bytes = try? FileBytes.read(path(relative)), SHA256.hex(bytes) == old.sha256
        else { return nil }
        return old
    }

    /// Writes `bytes` to `relative` (creating folders), atomically, and journals
    /// `record` once the file is in place; nothing in a dry run. Never through a link
    /// (SPEC §12.3), and, unless forced, never over a file whose bytes tintype did not
    /// record writing there (`recordedOnly`; the manifest, the record itself, is not).
    /// - Throws: `ImageFileError` naming the file: a link on its way, a file edited by hand
    ///   (``ImageFileError/RecordProblem/notWrittenByTintype``), or what the file system said.
    func write(
        _ bytes: [UInt8], to relative: String, record: BatchManifest.File? = nil, recordedOnly: Bool = true
    ) throws(ImageFileError) {
        guard !dryRun else { return }
        let full = path(relative)
        if let escape = OutputRecord.escape(of: relative, under: root) {
            throw ImageFileError(file: full, problem: .access("\(escape)"))
        }
        if recordedOnly, !force, self.record.claim(relative, in: root, writing: bytes) == .foreign {
            throw ImageFileError(file: full, problem: .notWrittenByTintype)
        }
        if let slash = relative.lastIndex(of: "/") { try FileBytes.createFolders(String(relative[..<slash]), under: root) }
        try FileBytes.writeAtomically(bytes, to: full)
        if let record { journal?.append(record) }
    }
}
