import TintypeSupport

extension Batch {
    /// The files the manifest in `folder` records as tintype's, by path, with the SHA-256
    /// each was written with; the manifest itself is tintype's too, with its present bytes.
    /// Empty when there is no readable manifest.
    public static func recordedFiles(in folder: String) -> [String: String] {
        guard let bytes = try? FileBytes.read(folder + "/" + OutputFolder.manifestName, maximumBytes: 1 << 28),
            let manifest = BatchManifest.decode(bytes)
        else { return [:] }
        var hashes = manifest.filesByPath.mapValues(\.sha256)
        hashes[OutputFolder.manifestName] = SHA256.hex(bytes)
        return hashes
    }

    /// What a run of `options` would write, without writing anything (a dry run), each file
    /// with why (SPEC §12.3): missing, stale (its inputs changed) or edited by hand.
    /// - Returns: The dry run's summary (its failures too) and the drifted files, in its order.
    /// - Throws: ``RunError`` when the batch cannot start.
    public static func verify(_ options: BatchOptions) throws(RunError) -> (summary: Batch.Summary, drift: [OutputCleaning.DriftedFile]) {
        var dry = options
        dry.dryRun = true
        dry.force = false
        let summary = try run(dry)
        let output = FileBytes.resolvedPath(options.output)
        return (summary, OutputCleaning.DriftedFile.classify(summary.written, in: output, recorded: recordedFiles(in: output)))
    }

    /// Runs `options`, then removes what the previous run wrote that this one no longer
    /// makes (``OutputCleaning``), unless something failed: a failed icon's files are not
    /// in the new manifest, and are not obsolete.
    /// - Throws: ``RunError`` when the batch cannot start.
    public static func runAndClean(
        _ options: BatchOptions, progress: @Sendable (Batch.Event) -> Void = { _ in }
    ) throws(RunError) -> (summary: Batch.Summary, cleaned: OutputCleaning.Outcome?) {
        let output = FileBytes.resolvedPath(options.output)
        let before = recordedFiles(in: output)
        let summary = try run(options, progress: progress)
        guard summary.failed == 0, !options.dryRun else { return (summary, nil) }
        let after = recordedFiles(in: output)
        return (summary, OutputCleaning.removeObsolete(in: output, previous: before, current: Set(after.keys)))
    }
}
