import TintypeSupport

extension IconJob {
    /// The icon's vector, written when it is not current (SPEC §13.5): the SVG master read into
    /// the vector tree and placed on the item canvas where the fitted PNGs put it, in points.
    /// Nil, with a `not-vector` warning saying why, when the icon is written as PNGs instead: raster
    /// art, art drawn as is at some scale, what the tree or the format refuses, a mask taken from the
    /// art's colours rather than its alpha. `colourRefused` is set when that last is why: the icon's
    /// colour-art warning then says it (``foldingColorArtRefusal(_:_:)``).
    /// - Throws: `ImageFileError` when the file cannot be written, or the art cannot be rendered.
    func makeVector(
        plans: [(scale: Double, art: IconPlan.Art?)], art: ArtCache, sourceDigests: [String: String], report: inout Batch.IconReport,
        colourRefused: inout Bool
    ) throws(ImageFileError) -> BatchManifest.File? {
        func refuse(_ file: String?, _ why: String) -> BatchManifest.File? {
            report.warnings.append(Warning(.notVector, icon: name, file: file, message: "written as PNGs, not as a vector: " + why))
            return nil
        }
        guard let path = group.vector else { return refuse(group.largest?.path, "its art is raster art") }
        if let drawn = plans.first(where: { $0.art?.path != path }) {
            return refuse(drawn.art?.path ?? path, "its @\(NumberText.shortest(drawn.scale))x art is a PNG drawn for that scale")
        }
        let document: VectorDocument
        switch try art.vectorDocument(path) {
        case .success(let read): document = read
        case .failure(let error): return refuse(path, error.summary)
        }
        let form = VectorForm(name: name, style: context.options.style)
        let file = context.layout.vectorFile(stem: form.stem)!
        let digest = vectorDigest(plans, sourceDigest: sourceDigests[path]!, stem: form.stem)
        if let current = context.store.current(file, digest: digest) {
            report.upToDate += 1
            // What making it warned of (cut off by the item) is in the last manifest.
            report.warnings += context.previousWarnings[name, default: []].filter { $0.file == file }
            return current
        }
        let master: ArtMaster
        // Blank art: its PNGs say so (`blank`), and a vector of nothing is not written.
        do { master = try art.master(path, drawnAt: 1) } catch  where error.problem.fitting != nil { return nil }
        guard master.maskSource == .alpha, master.colorArt == nil else {
            let mask: String
            switch master.colorArt {
            case .knockout?: mask = "it is colour art, whose mask knocks out the details that differ from its dominant colour"
            case .tones?: mask = "it is a picture of several colours, whose mask keeps them as tones"
            case nil: mask = "its mask is its \(master.maskSource.rawValue) (it is opaque)"
            }
            colourRefused = master.colorArt != nil
            return refuse(path, mask + ", which a vector tinted through its alpha cannot carry")
        }
        let placed = try placedVector(document, master: master, plans: plans)
        let text: String
        do { text = try context.layout.vectorText(placed.document, file: path) } catch {
            return refuse(path, error.summary)
        }
        if placed.clipped {
            report.warnings.append(
                Warning(.clipped, icon: name, file: file, message: "clipped: the art extends past the item (\(file))"))
        }
        let canvas = placed.document.canvas
        return try context.writeText(
            text, to: file, kind: .vector, inputDigest: digest,
            size: PixelSize(
                width: Int(clamping: canvas.width, to: 0...Int(Int32.max)), height: Int(clamping: canvas.height, to: 0...Int(Int32.max))),
            report: &report)
    }

    /// `warnings` with one warning per cause (SPEC §10): colour art that is not a vector for its colours
    /// (``makeVector(plans:art:sourceDigests:report:colourRefused:)``) is said once, in its colour-art
    /// warning about `file` (which then says that it was written as PNGs), not in a second `not-vector` one.
    /// Nil `file`: nothing was refused for its colours.
    static func foldingColorArtRefusal(_ warnings: [Warning], _ file: String?) -> [Warning] {
        guard let file, let refused = warnings.firstIndex(where: { $0.code == .notVector && $0.file == file }),
            let colorArt = warnings.firstIndex(where: { $0.code == .colorArt && $0.file == file })
        else { return warnings }
        var folded = warnings
        let written = "; written as PNGs, since a vector tinted through its alpha cannot carry them"
        if !folded[colorArt].message.hasSuffix(written) { folded[colorArt].message += written }
        folded.remove(at: refused)
        return folded
    }

    /// What the vector depends on: the source, the sizing and where the icon is placed, the layout and the style's tint.
    private func vectorDigest(_ plans: [(scale: Double, art: IconPlan.Art?)], sourceDigest: String, stem: String) -> String {
        let options = context.options
        var digest = context.digestBase.with(
            "vector", options.style.mask.rawValue, "\(options.itemSize)", plans.map { "\($0.art!)" }.joined(separator: " "),
            NumberText.shortest(context.scales.last ?? 1), sourceDigest, stem)
        if plans.contains(where: { if case .fitted = $0.art { true } else { false } }) {
            digest = digest.with(
                [context.sizing.digest] + (family.map { ["family \($0)" + (familyGrid == nil ? "" : " grid, padded")] } ?? []))
        }
        return digest.hex
    }

    /// `document` on the item canvas in points, where the PNGs of the largest scale put the art:
    /// fitted into the box (its trimmed region scaled and centred as ``ArtMaster`` renders it), or
    /// as drawn, centred; with whether covered art falls outside the canvas.
    private func placedVector(
        _ document: VectorDocument, master: ArtMaster, plans: [(scale: Double, art: IconPlan.Art?)]
    ) throws(ImageFileError) -> (document: VectorDocument, clipped: Bool) {
        let scale = context.scales.last ?? 1
        let options = context.options
        guard case .fitted = plans.last?.art else {
            // As drawn: the document at its own size, centred on the item (or on a canvas of its own size).
            let item = options.itemSize.pixels(at: 1).map { PointSize(width: Double($0.width), height: Double($0.height)) }
            let canvas = item ?? document.size
            let factor = document.size.width / document.canvas.width
            let origin = VectorPath.Point(x: (canvas.width - document.size.width) / 2, y: (canvas.height - document.size.height) / 2)
            let clipped = canvas.width < document.size.width || canvas.height < document.size.height
            return (document.placed(factor: factor, origin: origin, canvas: canvas), clipped)
        }
        let sizing = context.sizing(family: family, grid: familyGrid)
        let placed = try master.placed(
            sizing, scale: scale, canvas: options.itemSize.pixels(at: scale), file: group.vector!, within: familyGrid)
        let region = master.region
        let frame = placed.frame
        // The region is in the units librsvg sizes the document in (its width and height); the tree is in viewBox units.
        guard case .vector(let rendered) = master.source else { preconditionFailure("an SVG master is vector art") }
        let units = rendered.canvasSize.width / document.canvas.width
        let factor = min(Double(frame.width) / region.width, Double(frame.height) / region.height)
        let origin = VectorPath.Point(
            x: (Double(frame.x) + (Double(frame.width) - region.width * factor) / 2 - region.x * factor) / scale,
            y: (Double(frame.y) + (Double(frame.height) - region.height * factor) / 2 - region.y * factor) / scale)
        let canvas = PointSize(width: Double(placed.canvasWidth) / scale, height: Double(placed.canvasHeight) / scale)
        return (document.placed(factor: factor * units / scale, origin: origin, canvas: canvas), placed.clipped)
    }
}
