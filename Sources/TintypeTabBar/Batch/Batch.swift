import Synchronization

/// The batch driver (SPEC §2, §4, §8): a folder of icon artwork in; the normal
/// and selected variant of every icon at every scale out, in the chosen layout,
/// with the shared tab bar pieces, a manifest and a contact sheet.
///
/// Files that are already current (same inputs, same style, same options) are
/// left alone, so a second run writes nothing. Icons are processed in parallel,
/// `jobs` at a time; the output is the same bytes whatever `jobs` is. A broken
/// icon is reported and the rest go on. Every file appears atomically.
public enum Batch {
    /// Runs a batch: scans the input folder, makes every icon in every state at every scale,
    /// the shared pieces, the contact sheet and the manifest, writing only what is not already current.
    ///
    /// Icons are made in parallel (``BatchOptions/jobs``); a failing icon is reported and the
    /// others go on. Every file appears whole (written beside, then moved into place).
    ///
    /// - Parameters:
    ///   - options: What to read, where to write, and how.
    ///   - progress: Called as the batch goes: the scan, each icon finished, each shared file;
    ///     from several threads at once.
    /// - Returns: The counts, the files written and every failure.
    /// - Throws: ``RunError`` when the batch cannot start (options that contradict each other,
    ///   the input folder cannot be read, the output folder cannot be used or is in use);
    ///   failures of single icons are not thrown.
    public static func run(_ options: BatchOptions, progress: @Sendable (Batch.Event) -> Void = { _ in }) throws(RunError) -> Batch.Summary
    {
        try run(options, cleaning: false, progress: progress).summary
    }

    /// ``run(_:progress:)``, then, with `cleaning` and no failure, the earlier run's files this one
    /// no longer makes removed (``OutputRecord/removeObsolete(in:keeping:)``), under the folder's lock
    /// and before the manifest is written; without, they are named in a `left-behind` warning and kept
    /// on record.
    /// - Throws: ``RunError`` when the batch cannot start.
    static func run(
        _ options: BatchOptions, cleaning: Bool, progress: @Sendable (Batch.Event) -> Void
    ) throws(RunError) -> (summary: Batch.Summary, cleaned: OutputRecord.Cleaning?) {
        let started = ContinuousClock.now
        try options.validate()
        let resolved = try resolvedFolders(options)
        let scan: IconScan
        do { scan = try IconScanner.scan(resolved.input, excluding: resolved.output, threads: options.jobs) } catch {
            throw RunError(folder: options.input, reason: .inputUnreadable(error.problem))
        }
        // A folder without art makes no set: not a sheet, a preview and a manifest of nothing, exit 0.
        guard !scan.icons.isEmpty else { throw RunError(folder: options.input, reason: .noIcons(passedOver: scan.skipped.count)) }
        let folder = try OutputFolder(resolved.output, force: options.force, dryRun: options.dryRun)
        let context = BatchContext(options: resolved, folder: folder)
        // Every source is read and digested once, up front: the digests decide what is current
        // (the contact sheet depends on all of them); jobs decode the bytes kept here.
        let facts = SourceFacts.read(scan.icons, in: resolved.input, limits: options.limits, threads: options.jobs)
        let jobs = BatchPlan.jobs(scan, facts: facts, context: context)
        progress(.scanned(icons: jobs.count, skipped: scan.skipped))
        if options.renameClashes, case let renames = BatchPlan.renames(jobs, layout: options.layout), !renames.isEmpty {
            progress(.renamed(renames))
        }
        var sheet = ContactSheet(for: jobs, facts: facts, context: context)
        let results = makeIcons(jobs, sheet: &sheet, context: context, progress: progress)
        var summary = Batch.Summary(results, skippedFiles: scan.skipped.count, dryRun: options.dryRun)
        summary.crispBoxes = BatchPlan.crispBoxes(jobs, context: context)
        let records = results.map(\.record)
        let setWarnings =
            BatchPlan.mixedSizes(jobs) + BatchPlan.mixedWeights(records, scales: context.scales) + BatchPlan.outlineAndSolid(records)
            + BatchPlan.pixelOnlyStates(resolved)
        var setReport = Batch.IconReport(name: "set", written: [], upToDate: 0, warnings: [], failure: nil)
        let shared = writeSetFiles(records, context: context, report: &setReport, summary: &summary, progress: progress)
        let pages = sheet.map { collect($0.pages, report: &setReport, summary: &summary, progress: progress) } ?? []
        summary.written += setReport.written
        summary.upToDate += setReport.upToDate
        for path in setReport.written { progress(.wrote(path)) }
        let left = leftBehind(
            made: Set(records.flatMap(\.files).map(\.path) + shared.map(\.path) + pages.map(\.path)), in: folder,
            failed: Set(records.filter { $0.error != nil }.map(\.name)), cleaning: cleaning && summary.failed == 0,
            layout: options.layout, dryRun: options.dryRun)
        // Given on every run from the record (not kept among the manifest's warnings, which then stay as they were).
        for warning in setWarnings + (left.warning.map { [$0] } ?? []) { progress(.warned(warning)) }
        summary.warningDetails += setWarnings + (left.warning.map { [$0] } ?? [])
        var manifest = BatchManifest(
            tintype: LibraryVersion.current, layout: options.layout, scales: context.scales, itemSize: "\(options.itemSize)",
            barWidth: options.barWidth, sizing: BatchManifest.Sizing(context.sizing),
            style: .init(name: options.style.name, sha256: options.style.sha256, definition: options.style.json),
            icons: records, shared: shared, contactSheets: pages, warnings: setWarnings)
        manifest.leftBehind = left.files.isEmpty ? nil : left.files
        writeManifest(manifest, into: folder, summary: &summary, progress: progress)
        withExtendedLifetime(folder) {}
        summary.finish(startedAt: started)
        return (summary, left.cleaning)
    }

    /// Runs every job, a page of the contact sheet at a time (all at once without a sheet). A
    /// page is composed from its icons' cells once they are made, and written while the next
    /// page's icons are being made: its pixels exist only while it is composed.
    private static func makeIcons(
        _ jobs: [IconJob], sheet: inout ContactSheet?, context: BatchContext, progress: @Sendable (Batch.Event) -> Void
    ) -> [(record: BatchManifest.Icon, report: Batch.IconReport)] {
        var results = [(record: BatchManifest.Icon, report: Batch.IconReport)]()
        let perPage = sheet?.iconsPerPage ?? max(1, jobs.count)
        var drawn: SheetPage?
        let iconsDone = Atomic<Int>(0)
        for first in stride(from: 0, to: jobs.count + perPage, by: perPage) {
            let icons = min(first, jobs.count)..<min(jobs.count, first + perPage)
            let drawsCells = !icons.isEmpty && sheet?.draws(icon: first) == true
            let (composing, painter) = (drawn, sheet)
            // The page drawn last goes first, so that a thread composes it while the others make icons.
            let offset = composing == nil ? 0 : 1
            let made = ParallelWork.map(icons.count + offset, threads: context.options.jobs) { item -> Made in
                if item < offset, let composing, let painter {
                    return .page(painter.write(page: composing.number, cells: composing.cells, context: context))
                }
                return .icon(jobs[first + item - offset].run(drawsCell: drawsCells))
            } finished: { made, _ in
                guard case .icon(let outcome) = made else { return }
                progress(.iconFinished(outcome.report, completed: iconsDone.add(1, ordering: .relaxed).newValue, total: jobs.count))
            }
            drawn = drawsCells ? SheetPage(number: first / perPage, cells: [:]) : nil
            for (item, outcome) in made.enumerated() {
                switch outcome {
                case .page(let written): if let composing { sheet?.record(page: composing.number, written) }
                case .icon(let outcome):
                    let index = first + item - offset
                    if let cell = outcome.cell { drawn?.cells[index] = (jobs[index].group.name, cell) }
                    results.append((outcome.record, outcome.report))
                }
            }
        }
        return results
    }

    /// A page of the contact sheet whose icons are made: its number and their cells, by icon index.
    private struct SheetPage: Sendable {
        var number: Int
        var cells: [Int: (label: String, cell: ContactSheet.Cell)]
    }

    /// What one work item of ``makeIcons(_:sheet:context:progress:)`` gives: an icon, or a page written.
    private enum Made: Sendable {
        case icon(IconJob.Outcome)
        case page(Result<BatchManifest.File, ImageFileError>)
    }

    /// `options` with both folders' links resolved, so that an output folder named through
    /// a link into the input is still seen inside it.
    /// - Throws: ``RunError`` when the output folder is the input or contains it.
    private static func resolvedFolders(_ options: BatchOptions) throws(RunError) -> BatchOptions {
        var resolved = options
        resolved.input = FileBytes.resolvedPath(options.input)
        resolved.output = FileBytes.resolvedPath(options.output)
        guard resolved.input != resolved.output else { throw RunError(folder: options.input, reason: .outputIsInput) }
        if resolved.input.hasPrefix(resolved.output + "/") {
            throw RunError(folder: options.output, reason: .outputContainsInput)
        }
        return resolved
    }

    /// The shared pieces, the layout's files for the whole set and the preview page; a
    /// failure is counted and reported, and what was written before it is kept.
    private static func writeSetFiles(
        _ records: [BatchManifest.Icon], context: BatchContext, report: inout Batch.IconReport, summary: inout Batch.Summary,
        progress: (Batch.Event) -> Void
    ) -> [BatchManifest.File] {
        var shared = [BatchManifest.File]()
        do throws(ImageFileError) { shared = try SharedPieces.write(context, report: &report) } catch {
            summary.fail(Batch.Failure(.sharedPieces, reason: .file(error)), progress: progress)
        }
        let options = context.options
        // Read once, for the preview page and the web layout's stylesheet, which carry them inline.
        let vectors = options.vector && (options.preview || options.layout == .web) ? svgVectors(records, context) : [:]
        let icons = records.compactMap(WrittenIcon.init).map { icon in
            var icon = icon
            icon.vectorSVG = icon.vector.flatMap { $0.hasSuffix(".svg") ? vectors[$0] : nil }
            return icon
        }
        do throws(ImageFileError) {
            for file in context.layout.setFiles(icons, style: options.style) {
                shared.append(try context.write(file, report: &report))
            }
            if options.preview {
                let page = PreviewPage.html(
                    records, shared: shared, style: options.style, layout: options.layout, barWidth: options.barWidth,
                    scales: context.scales, item: ContactSheet.cell(options, sizing: context.sizing), vectors: vectors)
                shared.append(try context.writeText(page, to: PreviewPage.fileName, kind: .preview, report: &report))
            }
        } catch {
            summary.fail(Batch.Failure(.setFiles, reason: .file(error)), progress: progress)
        }
        return shared
    }

    /// The vectors of `records` as SVG, by path: an SVG as written, a VectorDrawable as its coverage
    /// (``VectorDrawable/previewSVG``). The preview page carries them inline, since a browser refuses a
    /// mask image from another `file://` path.
    private static func svgVectors(_ records: [BatchManifest.Icon], _ context: BatchContext) -> [String: [UInt8]] {
        var vectors = [String: [UInt8]]()
        for record in records {
            for file in record.files where file.kind == .vector {
                guard let bytes = try? FileBytes.read(context.store.path(file.path), maximumBytes: 16 << 20) else { continue }
                if file.path.hasSuffix(".svg") {
                    vectors[file.path] = bytes
                } else if file.path.hasSuffix(".xml"), let drawable = try? VectorDrawable(xml: bytes) {
                    // A browser does not draw a VectorDrawable: the page shows its coverage as SVG.
                    vectors[file.path] = Array(drawable.previewSVG.utf8)
                }
            }
        }
        return vectors
    }

    /// The records of the contact sheet's pages, current or just written; a page that
    /// could not be written is counted and reported.
    private static func collect(
        _ pages: [ContactSheet.Page], report: inout Batch.IconReport, summary: inout Batch.Summary, progress: (Batch.Event) -> Void
    ) -> [BatchManifest.File] {
        var records = [BatchManifest.File]()
        for page in pages {
            if let current = page.current {
                records.append(current)
                report.upToDate += 1
                continue
            }
            switch page.written {
            case .success(let record):
                records.append(record)
                report.written.append(page.path)
            case .failure(let error): summary.fail(Batch.Failure(.contactSheet, reason: .file(error)), progress: progress)
            case nil: break
            }
        }
        return records
    }

    /// Writes the manifest (unless unchanged) and counts it.
    private static func writeManifest(
        _ manifest: BatchManifest, into folder: OutputFolder, summary: inout Batch.Summary, progress: (Batch.Event) -> Void
    ) {
        do throws(ImageFileError) {
            if try folder.writeManifest(manifest) {
                summary.written.append(OutputFolder.manifestName)
                progress(.wrote(OutputFolder.manifestName))
            } else {
                summary.upToDate += 1
            }
        } catch {
            summary.fail(Batch.Failure(.manifest, reason: .file(error)), progress: progress)
        }
    }
}
