/// Makes every variant of one icon at every scale: decides which files are
/// current, decodes only the art the others need, tints, encodes and writes.
struct IconJob {
    let index: Int
    let group: IconGroup
    /// The name as the layout writes it.
    let name: String
    /// Set when another input claims the same output name: the icon fails with it.
    let clash: String?
    /// The SHA-256 of every source, or why it could not be read.
    let digests: [String: Result<String, ImageFileError>]
    let context: BatchContext

    /// Where the art for one scale comes from.
    enum ArtPlan: CustomStringConvertible {
        case native(path: String)
        case resized(from: String, sourceScale: Double, enlarged: Bool)

        /// How the art is made, as the recipe records it.
        var description: String {
            switch self {
            case .native(let path): return "native \(path)"
            case .resized(let path, let scale, let enlarged):
                return "\(enlarged ? "enlarged" : "shrunk") from \(path) at \(JSONText.number(scale))x"
            }
        }
    }

    func run(sheet: ContactSheet?) -> (record: BatchManifest.Icon, report: IconReport) {
        var record = BatchManifest.Icon(name: name, sources: [], files: [], warnings: [], error: nil)
        var report = IconReport(name: name, written: [], upToDate: 0, warnings: [], error: nil)
        if let clash {
            record.error = clash
            report.error = clash
            return (record, report)
        }
        do throws(ImageFileError) {
            try process(sheet: sheet, record: &record, report: &report)
        } catch {
            record.error = error.description
            report.error = error.description
        }
        record.warnings = report.warnings
        return (record, report)
    }

    private func process(sheet: ContactSheet?, record: inout BatchManifest.Icon, report: inout IconReport) throws(ImageFileError) {
        let options = context.options
        var sourceDigests = [String: String]()
        for (scale, path) in group.sources.sorted(by: { $0.key < $1.key }) {
            // A source that could not be read fails the icon here, with the reason.
            let digest = try digests[path]!.get()
            sourceDigests[path] = digest
            record.sources.append(BatchManifest.Source(path: path, scale: scale, sha256: digest))
        }
        // Sources are decoded only when a file needs them, and once.
        var decoded = [String: Image]()
        func art(_ path: String) throws(ImageFileError) -> Image {
            if let image = decoded[path] { return image }
            let image = try ImageDecoder.read(options.input + "/" + path, limit: options.pixelLimit).image
            decoded[path] = image
            return image
        }

        var producedScales = [Double]()
        for scale in context.scales {
            guard let plan = plan(for: scale, warnings: &report.warnings) else { continue }
            producedScales.append(scale)
            let sourcePath: String
            switch plan {
            case .native(let path): sourcePath = path
            case .resized(let path, _, _): sourcePath = path
            }
            var artForScale: Image?
            func scaledArt() throws(ImageFileError) -> Image {
                if let artForScale { return artForScale }
                let made = try self.scaledArt(plan, scale: scale, load: art)
                artForScale = made
                return made
            }
            for state in IconState.allCases {
                let file = context.options.layout.iconFile(name, state: state, scale: scale)
                // A variant depends on its own paint and the mask, not on the rest of the style.
                let paint = state == .normal ? options.style.normal : options.style.selected
                let recipe = Recipe.digest(context.recipeBase + ["icon", state.rawValue, paint.json, options.style.mask.rawValue, JSONText.number(scale),
                                                                 "\(options.itemSize)", "\(plan)", sourceDigests[sourcePath]!])
                if let current = context.store.current(file, recipe: recipe) {
                    record.files.append(current)
                    report.upToDate += 1
                    continue
                }
                record.files.append(try context.writeImage(render(scaledArt(), state: state, scale: scale), to: file, kind: "icon",
                                                           state: state, scale: scale, recipe: recipe, report: &report))
            }
        }
        for descriptor in options.layout.descriptors(forIcon: name, scales: producedScales) {
            let file = try context.writeText(descriptor.text, to: descriptor.path, report: &report)
            record.files.append(file)
        }
        if let sheet {
            try drawOnSheet(sheet, load: art)
        }
    }

    /// Native art when there is some; else the largest source, shrunk, or
    /// enlarged when allowed; nil (with a warning) when only enlarging could make it.
    private func plan(for scale: Double, warnings: inout [String]) -> ArtPlan? {
        if let path = group.sources[scale] { return .native(path: path) }
        let largest = group.largest
        if largest.scale > scale { return .resized(from: largest.path, sourceScale: largest.scale, enlarged: false) }
        if context.options.allowUpscale { return .resized(from: largest.path, sourceScale: largest.scale, enlarged: true) }
        warnings.append("no art for @\(JSONText.number(scale))x and \(largest.path) is smaller: skipped that scale (--allow-upscale enlarges it)")
        return nil
    }

    private func scaledArt(_ plan: ArtPlan, scale: Double, load: (String) throws(ImageFileError) -> Image) throws(ImageFileError) -> Image {
        switch plan {
        case .native(let path):
            var image = try load(path)
            image.scale = scale
            return image
        case .resized(let path, let sourceScale, _):
            var source = try load(path)
            source.scale = sourceScale
            return source.rescaled(to: scale)
        }
    }

    private func render(_ art: Image, state: IconState, scale: Double) -> Image {
        let style = context.style
        let tint = Tint(paint: state == .normal ? style.normal : style.selected, maskSource: context.options.style.mask)
        switch context.options.itemSize {
        case .icon:
            return tint.apply(to: art)
        case .points(let width, let height):
            return tint.apply(to: art, canvasWidth: Int((width * scale).rounded()), canvasHeight: Int((height * scale).rounded()))
        }
    }

    /// The icon's two cells on the contact sheet, at 2×.
    private func drawOnSheet(_ sheet: ContactSheet, load: (String) throws(ImageFileError) -> Image) throws(ImageFileError) {
        let scale = ContactSheet.scale
        let largest = group.largest
        let plan = group.sources[scale].map { ArtPlan.native(path: $0) }
            ?? .resized(from: largest.path, sourceScale: largest.scale, enlarged: largest.scale < scale)
        let art = try scaledArt(plan, scale: scale, load: load)
        let (width, height) = (Int((sheet.cell.width * scale).rounded()), Int((sheet.cell.height * scale).rounded()))
        let style = context.style
        let normal = Tint(paint: style.normal, maskSource: context.options.style.mask).apply(to: art, canvasWidth: width, canvasHeight: height)
        let selected = Tint(paint: style.selected, maskSource: context.options.style.mask).apply(to: art, canvasWidth: width, canvasHeight: height)
        let background = style.selectionBackground ? ClassicElements.selectionBackground(itemWidth: sheet.cell.width, scale: scale) : nil
        sheet.place(icon: index, normal: normal, selected: selected, selectionBackground: background)
    }
}
