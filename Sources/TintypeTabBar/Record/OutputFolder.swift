/// A batch's output folder for one run (SPEC §8): made when missing, locked
/// against a second batch, cleared of what a killed run left half-written, and
/// holding the last run's records (its manifest and journal) that decide which
/// files are current. In a dry run nothing is made, locked or cleared.
package struct OutputFolder {
    /// The folder, links resolved.
    package let path: String
    /// Decides what is current and writes the rest.
    let store: OutputStore
    /// The last run's manifest, when it could be read.
    let previous: BatchManifest?
    /// The last manifest's bytes: an unchanged manifest is not written again.
    private let previousBytes: [UInt8]?
    /// Held for the run: another batch into this folder is refused while it lasts.
    private let lock: OutputLock?
    private let dryRun: Bool

    /// Opens `path` for a run.
    /// - Throws: ``RunError`` when the folder cannot be made or another batch holds it.
    init(_ path: String, force: Bool, dryRun: Bool) throws(RunError) {
        var journal: OutputJournal?
        if dryRun {
            lock = nil
        } else {
            do throws(ImageFileError) { try FileBytes.createFolder(path) } catch {
                throw RunError(folder: error.file, reason: .outputUnusable(error.problem))
            }
            lock = try OutputLock(folder: path)
            // What a killed run left half-written (`.NAME.tintype-XXXXXX`) goes: the output holds only whole files.
            FileBytes.removeTemporaryFiles(in: path)
            journal = OutputJournal(folder: path)
        }
        self.path = path
        self.dryRun = dryRun
        previousBytes = try? FileBytes.read(path + "/" + Self.manifestName)
        previous = previousBytes.flatMap(BatchManifest.decode)
        // A run killed before its manifest left a journal of the files it finished: they count as current too.
        let records = (previous?.filesByPath ?? [:]).merging(OutputJournal.records(in: path)) { _, journaled in journaled }
        store = OutputStore(root: path, previous: records, force: force, dryRun: dryRun, journal: journal)
    }

    /// The manifest's file name.
    static let manifestName = "manifest.json"

    /// The warnings the last manifest recorded, by icon: an icon whose files are
    /// current gives them again, since nothing is made that would find them anew.
    var previousWarnings: [String: [Warning]] {
        Dictionary((previous?.icons ?? []).map { ($0.name, $0.warnings) }, uniquingKeysWith: { first, _ in first })
    }

    /// The stroke weights the last manifest recorded, by icon: an icon whose judging scale is
    /// current keeps its weight, since nothing is drawn that would measure it anew.
    var previousWeights: [String: StrokeWeight] {
        var weights = [String: StrokeWeight]()
        for icon in previous?.icons ?? [] where weights[icon.name] == nil { weights[icon.name] = icon.weight }
        return weights
    }

    /// Writes `manifest` unless the folder already holds the same bytes, then removes
    /// the journal (the manifest now records every file). True when it was written.
    func writeManifest(_ manifest: BatchManifest) throws(ImageFileError) -> Bool {
        let bytes = try manifest.encoded()
        let changed = previousBytes != bytes
        if changed { try store.write(bytes, to: Self.manifestName, recordedOnly: false) }
        if !dryRun { OutputJournal.remove(in: path) }
        return changed
    }
}
