import Dispatch
import FoundationEssentials
import Synchronization
import TintypeSupport

/// What every job of one batch shares.
struct BatchContext: Sendable {
    let options: BatchOptions
    let scales: [Double]
    /// How art is sized into the icon box (the box resolved from the options, style and layout).
    let sizing: IconSizing
    let store: OutputStore
    /// What every recipe starts with: the tool's version, the style's digest, the layout and compression.
    let recipeBase: [String]
    /// Every variant each icon is made into, with its recipe, made once a batch.
    let variants: [VariantPlan]
    /// The warnings the last run's manifest recorded, by icon: an icon whose files are
    /// current gives them again, since nothing is made that would find them anew.
    let previousWarnings: [String: [BatchWarning]]

    /// The scale a whole set is judged at, for families and mixed sizes: 2×, else the first.
    var judgingScale: Double? { scales.contains(2) ? 2 : scales.first }

    /// Encodes `image` (the smallest lossless PNG layout) and writes it to `path`; its record.
    func writeImage(
        _ image: RGBAImage, to path: String, kind: BatchManifest.File.Kind, variant: IconVariant? = nil, element: SharedElement? = nil,
        appearance: Appearance? = nil, scale: Double, recipe: String, clipped: Bool = false, report: inout IconReport
    ) throws(ImageFileError) -> BatchManifest.File {
        let encoded = try PNGEncoder(compression: options.compression, colorLayout: .smallestLossless).encode(image, file: store.path(path))
        let record = BatchManifest.File(
            path: path, kind: kind, variant: variant, element: element, appearance: appearance, scale: scale,
            width: image.width, height: image.height, sha256: SHA256.hex(encoded), recipe: recipe, clipped: clipped ? true : nil)
        try store.write(encoded, to: path, record: record)
        report.written.append(path)
        return record
    }

    /// Writes a text file unless it already holds `text`; its record either way.
    func writeText(
        _ text: String, to path: String, kind: BatchManifest.File.Kind = .descriptor, report: inout IconReport
    ) throws(ImageFileError) -> BatchManifest.File {
        let bytes = Array(text.utf8)
        let recipe = SHA256.hex(bytes)
        if let current = store.current(path, recipe: recipe) {
            report.upToDate += 1
            return current
        }
        let record = BatchManifest.File(
            path: path, kind: kind, variant: nil, element: nil, appearance: nil, scale: nil, width: nil, height: nil,
            sha256: recipe, recipe: recipe, clipped: nil)
        try store.write(bytes, to: path, record: record)
        report.written.append(path)
        return record
    }
}

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
    /// - Throws: ``BatchError`` when the batch cannot start (the input folder cannot be read,
    ///   the output folder cannot be used or is in use); failures of single icons are not thrown.
    public static func run(_ options: BatchOptions, progress: @Sendable (BatchEvent) -> Void = { _ in }) throws(BatchError) -> BatchSummary
    {
        let started = ContinuousClock.now
        // Links resolved, so that an output folder named through a link into the input is still seen inside it.
        let input = FileBytes.resolvedPath(options.input)
        let output = FileBytes.resolvedPath(options.output)
        guard input != output else { throw BatchError(folder: options.input, reason: .outputIsInput) }
        if input.hasPrefix(output + "/") {
            throw BatchError(folder: options.output, reason: .outputContainsInput)
        }
        let scan: IconScan
        do { scan = try IconScanner.scan(input, excluding: output, threads: options.jobs) } catch {
            throw BatchError(folder: options.input, reason: .inputUnreadable(error.problem))
        }
        var resolved = options
        resolved.input = input
        resolved.output = output
        var lock: OutputLock?
        var journal: OutputJournal?
        if !options.dryRun {
            do throws(ImageFileError) { try FileBytes.createFolder(output) } catch {
                throw BatchError(folder: error.file, reason: .outputUnusable(error.problem))
            }
            lock = try OutputLock(folder: output)
            removeInterruptedWrites(in: output)
            journal = OutputJournal(folder: output)
        }
        defer { withExtendedLifetime(lock) {} }
        let previousManifest = try? FileBytes.read(output + "/manifest.json")
        let previous = previousManifest.flatMap(BatchManifest.decode)
        // A run killed before its manifest left a journal of the files it finished: they count as current too.
        let previousFiles = (previous?.filesByPath ?? [:]).merging(OutputJournal.records(in: output)) { _, journaled in journaled }
        let store = OutputStore(root: output, previous: previousFiles, force: options.force, dryRun: options.dryRun, journal: journal)
        let sizing = options.effectiveSizing
        if let problem = sizing.problem { throw BatchError(folder: options.input, reason: .sizing(problem)) }
        let context = BatchContext(
            options: resolved, scales: options.effectiveScales, sizing: sizing, store: store,
            recipeBase: [
                "tintype \(LibraryVersion.current)", "layout \(options.layout.rawValue)", "compression \(options.compression.rawValue)"
            ],
            variants: VariantPlan.all(for: options.style, template: options.template),
            previousWarnings: Dictionary((previous?.icons ?? []).map { ($0.name, $0.warnings) }, uniquingKeysWith: { first, _ in first }))

        // Every source is read and digested once, up front: the digests decide what is current
        // (the contact sheet depends on all of them); jobs decode the bytes kept here, or read a
        // source again when the allowance for kept bytes ran out.
        let facts = readSources(scan.icons, in: input, count: options.jobs)
        let jobs = makeJobs(scan, facts: facts, context: context)
        progress(.scanned(icons: jobs.count, skipped: scan.skipped.map(\.description)))
        let sheetBase =
            context.recipeBase + [
                "contact-sheet", ContactSheet.version, options.style.sha256, "\(options.itemSize)", sizing.recipe
            ]
        let sheet: ContactSheet? =
            options.contactSheet && !jobs.isEmpty
            ? ContactSheet(
                iconCount: jobs.count, iconsPerPage: options.contactSheetIconsPerPage, item: sheetCell(options, sizing: sizing),
                style: options.style,
                recipe: { icons in
                    // A page shows its own icons only: what each is named, made from, and whether it clashed.
                    Recipe.digest(
                        sheetBase + ["icons \(icons.lowerBound)..<\(icons.upperBound)"]
                            + jobs[icons].map { job in
                                job.name + " " + (job.clash ?? "") + " " + (job.family ?? "") + " "
                                    + job.group.allPaths
                                    .map { "\($0) \((try? facts[$0]?.get().sha256) ?? "unreadable")" }.joined(separator: " ")
                            })
                },
                current: { store.current($0, recipe: $1) },
                write: { image, path, recipe throws(ImageFileError) in
                    var ignored = IconReport(name: "contact sheet", written: [], upToDate: 0, warnings: [], error: nil)
                    return try context.writeImage(
                        image, to: path, kind: .contactSheet, scale: ContactSheet.scale, recipe: recipe, report: &ignored)
                }) : nil

        let results = runJobs(jobs, count: options.jobs, sheet: sheet, progress: progress)
        var summary = BatchSummary(
            icons: jobs.count, filesWritten: 0, upToDate: 0, failed: 0, warnings: 0, skippedFiles: scan.skipped.count,
            seconds: 0, iconsPerSecond: 0, dryRun: options.dryRun, written: [], errors: [])
        for (record, report) in results {
            if let family = record.family { summary.families[family, default: 0] += 1 }
            summary.clipped += record.files.filter { $0.clipped == true }.map(\.path)
            summary.written += report.written
            summary.upToDate += report.upToDate
            summary.warningDetails += report.warnings
            if let error = report.error {
                summary.failed += 1
                summary.failedIcons += 1
                summary.errors.append("\(report.name): \(error)")
            }
        }

        var shared = [BatchManifest.File]()
        let setWarnings = mixedSizes(jobs)
        for warning in setWarnings { progress(.warned(warning)) }
        summary.warningDetails += setWarnings
        var sharedReport = IconReport(name: "shared", written: [], upToDate: 0, warnings: [], error: nil)
        do throws(ImageFileError) {
            shared = try writeShared(context, report: &sharedReport)
        } catch {
            summary.fail("shared pieces: \(error)", progress: progress)
        }
        do throws(ImageFileError) {
            let written = results.compactMap { WrittenIcon($0.record) }
            for file in options.layout.rules.setFiles(written, style: options.style) {
                shared.append(try context.writeText(file.text, to: file.path, kind: file.kind, report: &sharedReport))
            }
            if options.preview {
                let page = PreviewPage.html(
                    results.map(\.record), shared: shared, options: options, scales: context.scales,
                    item: sheetCell(options, sizing: sizing))
                shared.append(try context.writeText(page, to: "preview.html", kind: .preview, report: &sharedReport))
            }
        } catch {
            summary.fail("\(error)", progress: progress)
        }
        var sheetRecords = [BatchManifest.File]()
        for page in sheet?.finish() ?? [] {
            if let current = page.current {
                sheetRecords.append(current)
                sharedReport.upToDate += 1
                continue
            }
            switch page.written {
            case .success(let record):
                sheetRecords.append(record)
                sharedReport.written.append(page.path)
            case .failure(let error): summary.fail("contact sheet: \(error)", progress: progress)
            case nil: break
            }
        }
        summary.written += sharedReport.written
        summary.upToDate += sharedReport.upToDate
        for path in sharedReport.written { progress(.wrote(path)) }

        let manifest = BatchManifest(
            tintype: LibraryVersion.current, layout: options.layout, scales: context.scales, itemSize: "\(options.itemSize)",
            barWidth: options.barWidth, sizing: BatchManifest.Sizing(sizing),
            style: .init(name: options.style.name, sha256: options.style.sha256, definition: options.style.json),
            icons: results.map(\.record), shared: shared, contactSheets: sheetRecords, warnings: setWarnings)
        do throws(ImageFileError) {
            let manifestBytes = try manifest.encoded()
            if previousManifest != manifestBytes {
                try store.write(manifestBytes, to: "manifest.json")
                summary.written.append("manifest.json")
                progress(.wrote("manifest.json"))
            } else {
                summary.upToDate += 1
            }
            // The manifest now records every file: the journal has done its work.
            if !options.dryRun { OutputJournal.remove(in: output) }
        } catch {
            summary.fail("manifest: \(error)", progress: progress)
        }
        summary.filesWritten = summary.written.count
        summary.warnings = summary.warningDetails.count
        let elapsed = ContinuousClock.now - started
        summary.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        summary.iconsPerSecond = summary.seconds > 0 ? Double(jobs.count) / summary.seconds : 0
        return summary
    }

    /// Deletes the temporary files a killed run left behind (`.NAME.tintype-XXXXXX`,
    /// see ``FileBytes/writeAtomically(_:to:)``), so the output holds only whole files.
    private static func removeInterruptedWrites(in output: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: output) else { return }
        for name in entries {
            let path = output + "/" + name
            if FileBytes.isTemporaryName(name) {
                try? FileManager.default.removeItem(atPath: path)
            } else if FileBytes.kind(of: path) == .folder {
                removeInterruptedWrites(in: path)
            }
        }
    }

    /// The SHA-256 and header size of every source, or why it could not be read, by path relative to the input folder.
    /// Read on `count` threads: hashing every source is a pass over all the input before any icon starts.
    /// Up to ``keptSourceBytes`` of the files are kept for the jobs, which then need not read them again.
    private static func readSources(_ icons: [IconGroup], in input: String, count: Int) -> [String: Result<SourceFacts, ImageFileError>] {
        let paths = icons.flatMap(\.allPaths)
        let allowance = Atomic<Int>(keptSourceBytes)
        let facts = ParallelWork.map(paths.count, threads: count) { index -> Result<SourceFacts, ImageFileError> in
            do throws(ImageFileError) {
                let bytes = try FileBytes.read(input + "/" + paths[index])
                let keep = allowance.subtract(bytes.count, ordering: .relaxed).newValue >= 0
                if !keep { allowance.add(bytes.count, ordering: .relaxed) }
                let svgCanvas = ImageFormat.detect(bytes) == .svg ? SVGCanvasHint.read(bytes) : nil
                return .success(
                    SourceFacts(
                        sha256: SHA256.hex(bytes), size: ImageDimensions.read(bytes), svgCanvas: svgCanvas, bytes: keep ? bytes : nil))
            } catch {
                return .failure(error)
            }
        }
        return Dictionary(zip(paths, facts), uniquingKeysWith: { first, _ in first })
    }

    /// How many bytes of source files a batch keeps in memory between hashing and decoding them.
    static let keptSourceBytes = 64 << 20

    /// One job per output name. Two files for one icon and scale fail that icon,
    /// with one message naming each colliding pair; icons whose names the layout
    /// turns into the same one (`my-icon`, `my_icon` on Android) become one failed
    /// job, so the clash is reported once.
    private static func makeJobs(_ scan: IconScan, facts: [String: Result<SourceFacts, ImageFileError>], context: BatchContext) -> [IconJob]
    {
        var clashes = [String: String]()
        for conflict in scan.conflicts {
            let (name, paths) = (conflict.name, conflict.paths)
            let message = "\(paths.joined(separator: " and ")) are the same icon " + conflictWords(paths[0])
            clashes[name] = clashes[name].map { $0 + "; " + message } ?? message
        }
        // Names that differ only in case (or in Unicode form, which String equality already folds) are one
        // file on a case-insensitive disk, macOS's default: they clash in every layout.
        var claims = [String: [IconGroup]]()
        for group in scan.icons { claims[context.options.layout.sanitizedName(group.name).lowercased(), default: []].append(group) }
        var jobs = [IconJob]()
        for group in scan.icons {
            let name = context.options.layout.sanitizedName(group.name)
            let claimants = claims[name.lowercased()]!
            var clash = clashes[group.name]
            if claimants.count > 1 {
                // Only the first claimant becomes a job; it names every file that collides.
                guard claimants[0].name == group.name else { continue }
                let files = claimants.flatMap(\.allPaths).joined(separator: " and ")
                let names = Set(claimants.map { Array(context.options.layout.sanitizedName($0.name).utf8) })
                clash =
                    names.count == 1
                    ? "\(files) all become '\(name)' in the \(context.options.layout.rawValue) layout; rename all but one"
                    : "\(files) differ only in case or Unicode form: they would be one file on a case-insensitive disk "
                        + "(macOS's default); rename all but one"
            }
            jobs.append(IconJob(index: jobs.count, group: group, name: name, clash: clash, facts: facts, context: context))
        }
        return families(variantClashes(jobs, context: context), context: context)
    }

    /// Marks the icons whose masters share one canvas with at least one other icon (of at
    /// most ``IconSizing/familyGridLimit`` units a side, unless always; SPEC §9.6): each family is sized at one scale factor, so that its designer's
    /// relative sizes and stroke weights survive. Judged at 2× (or the first scale).
    private static func families(_ jobs: [IconJob], context: BatchContext) -> [IconJob] {
        guard context.sizing.families != .never, context.sizing.trim, let scale = context.judgingScale else { return jobs }
        let canvases = jobs.map { job -> String? in
            guard job.clash == nil, let canvas = job.masterCanvas(at: scale) else { return nil }
            return context.sizing.families == .always || canvas.longerSide <= IconSizing.familyGridLimit ? canvas.name : nil
        }
        var members = [String: Int]()
        for canvas in canvases.compactMap({ $0 }) { members[canvas, default: 0] += 1 }
        var marked = jobs
        for (index, canvas) in canvases.enumerated() {
            if let canvas, members[canvas, default: 0] >= 2 { marked[index].family = canvas }
        }
        return marked
    }

    /// Jobs whose files another icon's variant would overwrite fail, naming both:
    /// `chat-pressed.png` is the icon `chat-pressed` and `chat`'s pressed variant;
    /// `moon-dark.png` is `moon-dark` and `moon`'s dark one. The icon whose
    /// variant it is (the shorter name) keeps it; the other is told to rename.
    private static func variantClashes(_ jobs: [IconJob], context: BatchContext) -> [IconJob] {
        let layout = context.options.layout
        let planned = jobs.map { job in
            job.clash != nil
                ? []
                : context.variants.flatMap { plan in
                    context.scales.map { (file: layout.iconFile(job.name, variant: plan.variant, scale: $0), variant: plan.variant) }
                }
        }
        // Files are compared as a case-insensitive disk sees them.
        var owners = [String: (name: String, variant: IconVariant)]()
        for (job, files) in zip(jobs, planned) {
            // Names that give one file are prefixes of it, so their lengths in bytes order them as in characters.
            for (file, variant) in files where job.name.utf8.count < owners[file.lowercased()]?.name.utf8.count ?? .max {
                owners[file.lowercased()] = (job.name, variant)
            }
        }
        var checked = jobs
        for (index, files) in planned.enumerated() {
            let name = jobs[index].name
            for (file, _) in files {
                guard let owner = owners[file.lowercased()], owner.name.utf8.count < name.utf8.count else { continue }
                checked[index].clash =
                    "its file \(file) would also be \(owner.name)'s \(owner.variant) variant; rename \(jobs[index].group.allPaths[0]) "
                    + "(a state's or an appearance's name follows the icon's in the \(layout.rawValue) layout)"
                break
            }
        }
        return checked
    }

    /// A warning when the set mixes art placed as drawn, clearly smaller than the box,
    /// with art fitted to the box (pre-sized PNGs beside SVGs, say): the icons would
    /// stand side by side at different sizes. Judged at 2× (or the first scale) from the headers.
    private static func mixedSizes(_ jobs: [IconJob]) -> [BatchWarning] {
        guard let context = jobs.first?.context, let scale = context.judgingScale else { return [] }
        var drawn = [(name: String, points: Double)]()
        var fitted = [String]()
        for job in jobs where job.clash == nil {
            guard let plan = job.plan(for: scale), let points = job.nominalPoints(plan, scale: scale) else { continue }
            if case .fitted = plan { fitted.append(job.name) } else { drawn.append((job.name, points)) }
        }
        let area = max(context.sizing.artArea.width, context.sizing.artArea.height)
        let small = drawn.filter { $0.points * IconJob.sizeTolerance < area }
        guard !small.isEmpty, !fitted.isEmpty else { return [] }
        func examples(_ names: [String]) -> String { names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "") }
        let sizes = small.map(\.points)
        let range = [sizes.min()!, sizes.max()!].map { NumberText.shortest(($0 * 10).rounded() / 10) }
        return [
            BatchWarning(
                .mixedSizes,
                message: "the set mixes sizes: \(small.count) icon\(small.count == 1 ? " is" : "s are") placed as drawn at "
                    + "\(range[0] == range[1] ? range[0] : range.joined(separator: "–")) pt (\(examples(small.map(\.name)))), while \(fitted.count) "
                    + "\(fitted.count == 1 ? "is" : "are") fitted to \(NumberText.shortest(area)) pt (\(examples(fitted)))")
        ]
    }

    /// "at @2x" for `icon@2x.png` ("@1x" without a suffix); "as SVG masters" for an SVG.
    private static func conflictWords(_ path: String) -> String {
        path.lowercased().hasSuffix(".svg") ? "as SVG masters" : "at @\(NumberText.shortest(ScaleSuffix.parse(path).scale))x"
    }

    /// Runs the jobs on `count` threads, each taking the next icon when it is free.
    /// Results come back in the jobs' order whatever the timing.
    private static func runJobs(
        _ jobs: [IconJob], count: Int, sheet: ContactSheet?,
        progress: @Sendable (BatchEvent) -> Void
    ) -> [(record: BatchManifest.Icon, report: IconReport)] {
        ParallelWork.map(jobs.count, threads: count) { index in
            jobs[index].run(sheet: sheet)
        } finished: { result, done in
            progress(.iconFinished(result.report, completed: done, total: jobs.count))
        }
    }

    /// The bar background (in each appearance), selection background, glow and arrow at every scale, as the style asks.
    private static func writeShared(_ context: BatchContext, report: inout IconReport) throws(ImageFileError) -> [BatchManifest.File] {
        let options = context.options
        let style = options.style
        let itemWidth: Double
        if case .points(let width, _) = options.itemSize { itemWidth = width } else { itemWidth = PointSize.classicTabItem.width }
        var elements: [(SharedElement, [Appearance], (Appearance, Double) -> RGBAImage)] = [
            (.barBackground, style.appearances, { style.bar(in: $0).image(width: options.barWidth, scale: $1) })
        ]
        if style.selectionBackground {
            elements.append((.selectionBackground, [.light], { ClassicElements.selectionBackground(itemWidth: itemWidth, scale: $1) }))
        }
        if style.glow { elements.append((.glow, [.light], { ClassicElements.glow(scale: $1) })) }
        if style.arrow { elements.append((.arrow, [.light], { ClassicElements.indicatorArrow(scale: $1) })) }
        var files = [BatchManifest.File]()
        for (element, appearances, make) in elements {
            for scale in context.scales {
                for appearance in appearances {
                    let path = options.layout.sharedFile(element, appearance: appearance, scale: scale)
                    let recipe = Recipe.digest(
                        context.recipeBase + [
                            "shared", element.rawValue, NumberText.shortest(scale),
                            NumberText.shortest(options.barWidth), NumberText.shortest(itemWidth)
                        ] + (element == .barBackground ? [style.bar(in: appearance).styleValue] : []))
                    if let current = context.store.current(path, recipe: recipe) {
                        files.append(current)
                        report.upToDate += 1
                        continue
                    }
                    files.append(
                        try context.writeImage(
                            make(appearance, scale), to: path, kind: .shared, element: element,
                            appearance: appearances.count > 1 ? appearance : nil, scale: scale, recipe: recipe, report: &report))
                }
            }
            for descriptor in options.layout.rules.descriptors(forShared: element, appearances: appearances, scales: context.scales) {
                files.append(try context.writeText(descriptor.text, to: descriptor.path, report: &report))
            }
        }
        return files
    }

    /// The item each icon is drawn in on the sheet: the batch's, or for icon-sized items the box with a margin.
    private static func sheetCell(_ options: BatchOptions, sizing: IconSizing) -> PointSize {
        if case .points(let width, let height) = options.itemSize { return PointSize(width: width, height: height) }
        let smallest = PointSize.classicTabItem
        return PointSize(width: max(smallest.width, sizing.box.width + 8), height: max(smallest.height, sizing.box.height + 8))
    }
}
