import TintypeSupport

extension Batch {
    /// What the manifest in `folder` records as tintype's: each file with the SHA-256 it was
    /// written with; the manifest itself is tintype's too, with its present bytes. Empty when
    /// there is no readable manifest.
    public static func record(in folder: String) -> OutputRecord {
        guard let bytes = try? FileBytes.read(folder + "/" + OutputFolder.manifestName, maximumBytes: BatchManifest.maximumBytes),
            let manifest = BatchManifest.decode(bytes)
        else { return OutputRecord() }
        var hashes = manifest.filesByPath.mapValues(\.sha256)
        hashes[OutputFolder.manifestName] = SHA256.hex(bytes)
        return OutputRecord(hashes)
    }

    /// What a run of `options` would write, without writing anything (a dry run), each file
    /// with why (SPEC §12.3): missing, stale (its inputs changed) or edited by hand.
    /// - Returns: The dry run's summary (its failures too) and the drifted files, in its order.
    /// - Throws: ``RunError`` when the batch cannot start.
    public static func verify(_ options: BatchOptions) throws(RunError) -> (summary: Batch.Summary, drift: [OutputRecord.DriftedFile]) {
        var dry = options
        dry.dryRun = true
        dry.force = false
        let summary = try run(dry)
        let output = FileBytes.resolvedPath(options.output)
        return (summary, record(in: output).drift(of: summary.written, in: output))
    }

    /// Runs `options`, removing what earlier runs wrote that this one no longer makes
    /// (``OutputRecord/removeObsolete(in:keeping:)``; another layout's files too), unless something
    /// failed: a failed icon's files are not made this time, and are not obsolete. Nil cleaning then,
    /// and in a dry run.
    /// - Throws: ``RunError`` when the batch cannot start.
    public static func runAndClean(
        _ options: BatchOptions, progress: @Sendable (Batch.Event) -> Void = { _ in }
    ) throws(RunError) -> (summary: Batch.Summary, cleaned: OutputRecord.Cleaning?) {
        try run(options, cleaning: true, progress: progress)
    }
}
