import TintypeSupport

/// Makes every variant of one icon at every scale: decides which files are
/// current, reads only the art the others need, sizes it for the item (as
/// drawn, or fitted into the icon box), tints, encodes and writes.
struct IconJob {
    let group: IconGroup
    /// The name as the layout writes it.
    let name: String
    /// Set when another input claims the same output name or file: the icon fails with it.
    var clash: Batch.NameClash?
    /// The canvas this icon's master shares with others of the batch (`16x16 SVG`), when it
    /// is sized as one of that family: its canvas fitted whole, box-centered (SPEC §9.6).
    var family: String?
    /// A shared grid's canvas (the widest of a library drawn 512 units tall) as a multiple of this
    /// icon's own canvas on each side, when the family's members have canvases of their own sizes:
    /// each is fitted at the factor that fits the grid (``ArtMaster/fitted(_:scale:within:)``).
    var familyGrid: PointSize?
    /// True when the icon is no member of ``family`` but placed on its grid (SPEC §9.6, `off-grid`):
    /// the family's crisp box is judged on its members alone.
    var offGrid = false
    /// What reading every source found: its SHA-256 and header size, or why it could not be read.
    let facts: SourceFacts.ByPath
    let context: BatchContext
    /// Where each scale's art comes from, decided when the batch planned its jobs.
    var plan: IconPlan

    /// The job of `group`'s icon, written as `name` (failing with `clash` when it has one).
    init(group: IconGroup, name: String, clash: Batch.NameClash?, facts: SourceFacts.ByPath, context: BatchContext) {
        (self.group, self.name, self.clash, self.facts, self.context) = (group, name, clash, facts, context)
        plan = IconPlan(
            group: group, name: name, facts: facts, sizing: context.sizing, scales: context.scales, sheetScale: ContactSheet.scale)
    }

    /// What one job gives: the icon's manifest record, its report and, when asked, its cell of the contact sheet.
    struct Outcome: Sendable {
        var record: BatchManifest.Icon
        var report: Batch.IconReport
        var cell: ContactSheet.Cell?
    }

    /// Makes the icon's files (and its contact sheet cell when `drawsCell`).
    func run(drawsCell: Bool) -> Outcome {
        var record = BatchManifest.Icon(name: name, sources: [], files: [], warnings: [], error: nil, family: family)
        var report = Batch.IconReport(name: name, written: [], upToDate: 0, warnings: [], failure: nil)
        if let clash {
            record.error = clash.description
            report.failure = .nameClash(clash)
            return Outcome(record: record, report: report, cell: drawsCell ? .failed : nil)
        }
        var cell: ContactSheet.Cell?
        do throws(ImageFileError) {
            cell = try process(drawsCell: drawsCell, record: &record, report: &report)
        } catch {
            record.error = error.description
            report.failure = .file(error)
            // The failure is what counts: what planning warned of would only bury it.
            report.warnings = []
            cell = drawsCell ? .failed : nil
        }
        record.warnings = report.warnings
        return Outcome(record: record, report: report, cell: cell)
    }

    private func process(
        drawsCell: Bool, record: inout BatchManifest.Icon, report: inout Batch.IconReport
    ) throws(ImageFileError) -> ContactSheet.Cell? {
        let options = context.options
        let sourceDigests = try recordSources(&record)
        let art = ArtCache(
            input: options.input, limits: options.limits, rendering: options.svgRendering, maskSource: options.style.mask,
            trim: context.sizing.trim && family == nil, facts: facts)
        var producedScales = [Double]()
        // The 2× art and variants the files used, kept for the contact sheet so that they are not made twice.
        var cell = SheetCell(wanted: drawsCell)
        let plans = plan.scales
        report.warnings += plan.warnings
        // Vector output: the states the platform tints are drawn by one vector, the others stay PNGs.
        var vector: VectorForm?
        let writtenBefore = report.written.count
        var colourRefused = false
        if options.vector,
            let file = try makeVector(plans: plans, art: art, sourceDigests: sourceDigests, report: &report, colourRefused: &colourRefused)
        {
            record.files.append(file)
            vector = VectorForm(name: name, style: options.style)
        }
        let vectorWritten = report.written.count > writtenBefore
        let variants = context.variants.filter { plan in
            guard let vector else { return true }
            guard let look = plan.look else { return false }
            return !vector.states.contains(look.state)
        }
        var madeAny = false
        // Measured where the judging scale is drawn; an icon whose files are current keeps the last run's.
        record.weight = context.previousWeights[name]
        prefetchRenders(plans, variants: variants, art: art, sourceDigests: sourceDigests)
        for (scale, scaleArt) in plans {
            guard let scaleArt,
                let made = try makeScale(
                    scale, plan: scaleArt, variants: variants, art: art, sourceDigests: sourceDigests, cell: &cell, report: &report)
            else { continue }
            producedScales.append(scale)
            record.files += made.files
            if let weight = made.weight { record.weight = weight }
            // Nothing was made at this scale: what making it warned of is in the last manifest.
            if !made.drawn { report.warnings += context.previousWarnings[name, default: []].filter { $0.scale == scale } }
            madeAny = madeAny || made.drawn
        }
        if vectorWritten, variants.isEmpty { record.weight = try vectorWeight(plans, art: art) }
        settleWarnings(&report, madeAny: madeAny, colourRefused: colourRefused)
        let pixelStates = options.style.states.map(\.state).filter { !(vector?.states.contains($0) ?? false) }
        for descriptor in context.layout.descriptors(
            forIcon: name, states: pixelStates, vector: vector, appearances: options.style.appearances,
            template: options.template, scales: producedScales)
        {
            record.files.append(try context.write(descriptor, report: &report))
        }
        return drawsCell ? try sheetCell(art: art, placed: cell.art, drawn: cell.variants) : nil
    }

    /// The icon's warnings once its files are made: what an earlier run found where nothing was made
    /// again, each said once, and colour art refused as a vector folded into its colour-art warning.
    private func settleWarnings(_ report: inout Batch.IconReport, madeAny: Bool, colourRefused: Bool) {
        // Nothing was made at all: what reading the art found (colour art, blank art) is in the last manifest too.
        if !madeAny {
            report.warnings += context.previousWarnings[name, default: []].filter {
                $0.scale == nil && [.colorArt, .blank].contains($0.code)
            }
        }
        // The warnings carried over may repeat what planning found again.
        var seen = Set<Warning>()
        report.warnings = Self.foldingColorArtRefusal(
            report.warnings.filter { seen.insert($0).inserted }, colourRefused ? group.vector : nil)
    }

    /// Records every source of the icon with its digest, by path.
    /// - Throws: The reason a source could not be read: it fails the icon.
    private func recordSources(_ record: inout BatchManifest.Icon) throws(ImageFileError) -> [String: String] {
        var digests = [String: String]()
        let scaled = group.sources.sorted(by: { $0.key < $1.key }).map { (Optional($0.key), $0.value) }
        for (scale, path) in scaled + (group.vector.map { [(nil, $0)] } ?? []) {
            let digest = try facts[path]!.get().sha256
            digests[path] = digest
            record.sources.append(BatchManifest.Source(path: path, scale: scale, sha256: digest))
        }
        return digests
    }

    /// The art and variants drawn at the contact sheet's scale, kept so the sheet need not draw them again.
    private struct SheetCell {
        let wanted: Bool
        var art: ArtMaster.PlacedArt?
        var variants = [IconVariant: RGBAImage]()
    }

    /// Has fitted SVG art rendered ahead at the scales whose files are to be drawn, in one request
    /// to the workers rather than one a scale (``ArtMaster/prefetch(_:scales:within:)``).
    private func prefetchRenders(
        _ plans: [(scale: Double, art: IconPlan.Art?)], variants: [VariantPlan], art: ArtCache, sourceDigests: [String: String]
    ) {
        let drawn = plans.compactMap { scale, plan -> (Double, String, Double?)? in
            guard case .fitted(let path, let sourceScale)? = plan, path == group.vector,
                variants.contains(where: { variant in
                    let file = context.layout.iconFile(name, variant: variant.variant, scale: scale)
                    return context.store.current(
                        file, digest: digest(of: variant, scale: scale, plan: plan!, sourceDigest: sourceDigests[path]!)) == nil
                })
            else { return nil }
            return (scale, path, sourceScale)
        }
        // Every scale drawn is the one SVG master's (`group.vector`).
        guard drawn.count > 1, let master = try? art.master(drawn[0].1, drawnAt: drawn[0].2 ?? 1) else {
            return
        }
        master.prefetch(context.sizing(family: family, grid: familyGrid), scales: drawn.map { $0.0 }, within: familyGrid)
    }

    /// Every variant's file at `scale`: current ones kept, the others drawn from `plan`'s art and
    /// written. Nil when the scale is left out rather than enlarged; `drawn` is false when every
    /// file was current.
    private func makeScale(
        _ scale: Double, plan: IconPlan.Art, variants: [VariantPlan], art: ArtCache, sourceDigests: [String: String], cell: inout SheetCell,
        report: inout Batch.IconReport
    ) throws(ImageFileError) -> (files: [BatchManifest.File], drawn: Bool, weight: StrokeWeight??)? {
        var placedForScale: ArtMaster.PlacedArt?
        var clippedWarned = false
        func warnClipped(_ file: String) {
            guard !clippedWarned else { return }
            clippedWarned = true
            report.warnings.append(
                Warning(
                    .clipped, icon: name, file: file, scale: scale,
                    message:
                        "clipped at @\(NumberText.shortest(scale))x: the art extends past the \(canvasDescription(scale)) item (\(file))"))
        }
        var files = [BatchManifest.File]()
        for variantPlan in variants {
            let file = context.layout.iconFile(name, variant: variantPlan.variant, scale: scale)
            let digest = self.digest(of: variantPlan, scale: scale, plan: plan, sourceDigest: sourceDigests[plan.path]!)
            if let current = context.store.current(file, digest: digest) {
                files.append(current)
                report.upToDate += 1
                if current.clipped == true { warnClipped(file) }
                continue
            }
            if placedForScale == nil {
                guard let placed = try place(plan, scale: scale, art: art, report: &report) else { return nil }
                placedForScale = placed
            }
            let placed = placedForScale!
            let image = variantPlan.draw(placed)
            if cell.wanted && scale == ContactSheet.scale {
                cell.art = placed
                cell.variants[variantPlan.variant] = image
            }
            files.append(
                try context.writeImage(
                    image, to: file, kind: variantPlan.kind, variant: variantPlan.variant, scale: scale, digest: digest,
                    clipped: placed.clipped, report: &report))
            if placed.clipped { warnClipped(file) }
        }
        let weight = placedForScale.flatMap { placed in
            scale == context.judgingScale ? Optional(strokeWeight(placed, plan: plan, scale: scale, art: art)) : nil
        }
        return (files, placedForScale != nil, weight)
    }

    /// The weight of an icon whose vector carries every state, so that no PNG is drawn at the judging
    /// scale: measured on the art placed there, as it would be for the PNGs (one set warns alike in every
    /// layout); nil for solid shapes or without art at that scale.
    /// - Throws: `ImageFileError` when the art cannot be drawn.
    private func vectorWeight(_ plans: [(scale: Double, art: IconPlan.Art?)], art: ArtCache) throws(ImageFileError) -> StrokeWeight? {
        guard let scale = context.judgingScale, let plan = plans.first(where: { $0.scale == scale })?.art else { return nil }
        return strokeWeight(try placed(plan, scale: scale, art: art), plan: plan, scale: scale, art: art)
    }

    /// The stroke weight of art `placed` at `scale` (SPEC §9.7): an SVG master's declared one when it
    /// is drawn with strokes only, else measured on its pixels; nil for solid shapes.
    private func strokeWeight(_ placed: ArtMaster.PlacedArt, plan: IconPlan.Art, scale: Double, art: ArtCache) -> StrokeWeight? {
        let box = context.sizing(family: family, grid: familyGrid).box.pixels(at: scale)
        if case .fitted(let path, let sourceScale) = plan, let master = try? art.master(path, drawnAt: sourceScale ?? 1),
            case .vector = master.source, let document = try? art.vectorDocument(path).get()
        {
            let perUnit = min(Double(placed.art.width) / master.region.width, Double(placed.art.height) / master.region.height)
            if let declared = StrokeWeight.declared(in: document, pixelsPerUnit: perUnit, scale: scale) { return declared }
        }
        return StrokeWeight.rendered(placed.art, maskSource: placed.maskSource, boxSide: min(box.width, box.height), scale: scale)
    }

    /// A variant's file digest: it depends on its own look, the mask and the sizing, not on the rest of the style.
    private func digest(of variantPlan: VariantPlan, scale: Double, plan: IconPlan.Art, sourceDigest: String) -> String {
        let options = context.options
        var digest = context.digestBase.with(
            "icon", variantPlan.digest, options.style.mask.rawValue, NumberText.shortest(scale), "\(options.itemSize)", "\(plan)",
            sourceDigest)
        // A mask decided on the icon's best art: that art is an input of every scale's file.
        if let best = maskArt, best.path != plan.path, let bestDigest = (try? facts[best.path]?.get())?.sha256 {
            digest = digest.with("mask from", best.path, bestDigest)
        }
        if case .fitted = plan {
            let grid =
                familyGrid.map { " in \(NumberText.shortest($0.width))x\(NumberText.shortest($0.height)) of its canvas, padded" } ?? ""
            digest = digest.with([context.sizing.digest] + (family.map { ["family \($0)\(grid)"] } ?? []))
        }
        return digest.hex
    }

    /// The art of `plan` at `scale`, placed, its warnings given; nil (with a warning) when the
    /// art would have to be enlarged and the sizing leaves such scales out.
    private func place(_ plan: IconPlan.Art, scale: Double, art: ArtCache, report: inout Batch.IconReport) throws(ImageFileError)
        -> ArtMaster
        .PlacedArt?
    {
        var placed = try self.placed(plan, scale: scale, art: art)
        if context.sizing.smallArt == .omit, let small = placed.enlargedFrom {
            // Left out rather than enlarged: the platform scales a lower scale's file.
            report.warnings.append(
                .smallArt(
                    omitted: true, icon: name, file: plan.path, scale: scale,
                    reason: Warning.fewerPixels(file: plan.path, from: small, to: placed.art.size, scale: scale)))
            return nil
        }
        for index in placed.warnings.indices { placed.warnings[index].icon = name }
        report.warnings += placed.warnings
        return placed
    }

    /// The item canvas at `scale`, as a warning names it.
    private func canvasDescription(_ scale: Double) -> String {
        switch context.options.itemSize {
        case .points(let width, let height):
            let pixels = PointSize(width: width, height: height).pixels(at: scale)
            return "\(pixels.width)×\(pixels.height) px"
        case .icon:
            return "icon-sized"
        }
    }

    /// The art every scale's mask is decided on when the mask source judges art (`auto`, `knockout`,
    /// `tones`): the icon's largest raster source (``IconPlan/largestRaster``); nil otherwise.
    private var maskArt: (path: String, scale: Double)? {
        [.alpha, .luminance].contains(context.options.style.mask) ? nil : plan.largestRaster
    }

    /// The art of `plan` at `scale`, sized and placed on the item canvas, with a warning when it could not fill the box.
    private func placed(_ plan: IconPlan.Art, scale: Double, art: ArtCache) throws(ImageFileError) -> ArtMaster.PlacedArt {
        let canvas = context.options.itemSize.pixels(at: scale)
        // As drawn: raster art at the scale it was drawn for (rescaled when that is another), an SVG at its own size.
        func asDrawn(_ path: String, drawnAt sourceScale: Double) throws(ImageFileError) -> ArtMaster.PlacedArt {
            let image = try art.source(path).drawn(at: sourceScale).asDrawn(scale: scale)
            // The mask is decided once, on the icon's best art, for every scale (SPEC §2).
            guard let best = maskArt, group.sources.values.contains(path), let decided = try art.decidedMask(best.path, drawnAt: best.scale)
            else {
                return ArtMaster.PlacedArt(drawn: image, canvas: canvas, maskSource: art.maskSource, file: path)
            }
            return ArtMaster.PlacedArt(drawn: image, canvas: canvas, decided: decided, file: best.path)
        }
        switch plan {
        case .native(let path): return try asDrawn(path, drawnAt: scale)
        case .resized(let path, let sourceScale, _): return try asDrawn(path, drawnAt: sourceScale)
        case .vectorAsDrawn(let path): return try asDrawn(path, drawnAt: scale)
        case .fitted(let path, let sourceScale):
            // A family member sits where its designer put it on the shared canvas.
            let sizing = context.sizing(family: family, grid: familyGrid)
            let master: ArtMaster
            do { master = try art.master(path, drawnAt: sourceScale ?? 1) } catch  where error.problem.fitting != nil {
                return blank(path, error, box: sizing.box.pixels(at: scale), canvas: canvas)
            }
            return try master.placed(sizing, scale: scale, canvas: canvas, file: path, within: familyGrid)
        }
    }

    /// Art that covers no pixel, an intentionally blank slot of a set: an empty box on the item
    /// canvas, so that the set keeps the icon and its files, with the warning that says so (SPEC §9.2).
    private func blank(_ path: String, _ error: ImageFileError, box: PixelSize, canvas: PixelSize?) -> ArtMaster.PlacedArt {
        var placed = ArtMaster.PlacedArt(
            centering: RGBAImage(width: box.width, height: box.height), canvas: canvas, maskSource: .alpha)
        let reason = error.problem.fitting.map { "\($0)" } ?? error.problem.description
        placed.warnings.append(
            Warning(.blank, icon: name, file: path, message: "blank: \(path) has \(reason); its files are written without art"))
        return placed
    }

    /// The icon's cell on the contact sheet, at 2×, sized as the files are: the
    /// variants `drawn` for the files, the others from `placed` (when a 2× file was just made) or placed anew.
    private func sheetCell(
        art: ArtCache, placed: ArtMaster.PlacedArt?, drawn: [IconVariant: RGBAImage]
    ) throws(ImageFileError) -> ContactSheet.Cell? {
        var made = placed
        var rows = [[RGBAImage]]()
        for appearance in context.options.style.appearances {
            var row = [RGBAImage]()
            for variantPlan in context.variants where variantPlan.look != nil && variantPlan.appearance == appearance {
                if let image = drawn[variantPlan.variant] {
                    row.append(image)
                    continue
                }
                if made == nil {
                    guard let sheetArt = plan.sheet else { return nil }
                    made = try self.placed(sheetArt, scale: ContactSheet.scale, art: art)
                }
                row.append(variantPlan.draw(made!))
            }
            rows.append(row)
        }
        return .drawn(rows)
    }
}

/// The sources one job has read, each read and decoded (or trimmed) once.
final class ArtCache {
    let input: String
    let limits: ImageDecoder.Limits
    let rendering: SVGDocument.Rendering
    let maskSource: Mask.Source
    let trim: Bool
    /// What the batch learned of each source, by path, with the bytes it kept.
    let facts: SourceFacts.ByPath
    private var sources = [String: SourceArt]()
    private var masters = [String: ArtMaster]()
    /// Each icon's mask as decided on its best art, by that art's path.
    private var decidedMasks = [String: PreparedArt]()
    /// Why a master could not be made, so that it is not tried (an SVG rendered) again.
    private var failedMasters = [String: ImageFileError]()
    private var documents = [String: Result<VectorDocument, VectorDocument.Refusal>]()

    init(
        input: String, limits: ImageDecoder.Limits, rendering: SVGDocument.Rendering, maskSource: Mask.Source, trim: Bool,
        facts: SourceFacts.ByPath
    ) {
        self.input = input
        self.limits = limits
        self.rendering = rendering
        self.maskSource = maskSource
        self.trim = trim
        self.facts = facts
    }

    /// The source at `path`, decoded once (from the bytes the batch kept, else read
    /// again); callers say which scale raster art was drawn at (``SourceArt/drawn(at:)``).
    func source(_ path: String) throws(ImageFileError) -> SourceArt {
        if let source = sources[path] { return source }
        let file = input + "/" + path
        let source: SourceArt
        if let bytes = (try? facts[path]?.get())?.bytes {
            if ImageDecoder.Format.detect(bytes) == .svg {
                // The tree the job reads for vectors and weights is the one that draws it.
                try SVGDocument.checkBytes(bytes, file: file, limits: limits)
                source = .vector(try SVGDocument.open(bytes, file: file, limits: limits, rendering: rendering, tree: vectorDocument(path)))
            } else {
                source = try SourceArt.decode(bytes, file: file, limits: limits, rendering: rendering)
            }
        } else {
            source = try SourceArt.read(file, limits: limits, rendering: rendering)
        }
        sources[path] = source
        return source
    }

    /// The bytes of the SVG at `path`, as the batch kept them or read again (within the SVG size limit).
    func bytes(_ path: String) throws(ImageFileError) -> [UInt8] {
        if let bytes = (try? facts[path]?.get())?.bytes { return bytes }
        return try FileBytes.read(input + "/" + path, maximumBytes: limits.maximumSVGBytes)
    }

    /// The SVG at `path` read into the vector tree once (in black), or why the tree refused it.
    func vectorDocument(_ path: String) throws(ImageFileError) -> Result<VectorDocument, VectorDocument.Refusal> {
        if let document = documents[path] { return document }
        let bytes = try bytes(path)
        let document = Result { () throws(VectorDocument.Refusal) in try VectorDocument(svg: bytes, file: path, currentColor: .black) }
        documents[path] = document
        return document
    }

    /// How the mask of the raster art at `path` (drawn at `sourceScale`) is made, decided once: the
    /// icon's other scales take the same decision (``PreparedArt/applied(to:)``). Nil for an SVG.
    func decidedMask(_ path: String, drawnAt sourceScale: Double) throws(ImageFileError) -> PreparedArt? {
        if let decided = decidedMasks[path] { return decided }
        guard case .raster(let image) = try source(path).drawn(at: sourceScale) else { return nil }
        let decided = maskSource.prepared(image)
        decidedMasks[path] = decided
        return decided
    }

    /// The master made from `path` (raster art drawn at `sourceScale`), trimmed once.
    func master(_ path: String, drawnAt sourceScale: Double) throws(ImageFileError) -> ArtMaster {
        if let master = masters[path] { return master }
        if let failure = failedMasters[path] { throw failure }
        do {
            let master = try ArtMaster(
                try source(path).drawn(at: sourceScale), maskSource: maskSource, trim: trim, file: input + "/" + path)
            masters[path] = master
            return master
        } catch {
            failedMasters[path] = error
            throw error
        }
    }
}
