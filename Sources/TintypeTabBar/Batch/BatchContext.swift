/// What every job of one batch shares: the options, the output folder and what
/// is decided once a run (scales, sizing, the variants, the digest every file starts from).
struct BatchContext: Sendable {
    let options: BatchOptions
    let scales: [Double]
    /// How art is sized into the icon box (the box resolved from the options, style and layout).
    let sizing: IconSizing
    let store: OutputStore
    /// What every file's digest starts with: the tool's version, the layout and compression.
    let digestBase: InputDigest
    /// Every variant each icon is made into, with what decides its pixels, made once a batch.
    let variants: [VariantPlan]
    /// The warnings the last run's manifest recorded, by icon: an icon whose files are
    /// current gives them again, since nothing is made that would find them anew.
    let previousWarnings: [String: [Warning]]
    /// The stroke weights the last run's manifest recorded, by icon, kept by an icon whose judging scale is current.
    let previousWeights: [String: StrokeWeight]

    /// The context of a run of `options` (folders resolved) into `folder`.
    init(options: BatchOptions, folder: OutputFolder) {
        self.init(
            options: options, store: folder.store, previousWarnings: folder.previousWarnings, previousWeights: folder.previousWeights)
    }

    /// The context of a run of `options` writing through `store` (a plan needs no folder:
    /// a dry-run store with no previous records serves it).
    init(
        options: BatchOptions, store: OutputStore, previousWarnings: [String: [Warning]] = [:],
        previousWeights: [String: StrokeWeight] = [:]
    ) {
        self.options = options
        scales = options.effectiveScales
        sizing = options.effectiveSizing
        self.store = store
        digestBase = InputDigest(layout: options.layout, compression: options.compression)
        variants = VariantPlan.all(for: options.style, template: options.template)
        self.previousWarnings = previousWarnings
        self.previousWeights = previousWeights
    }

    /// The scale a whole set is judged at, for families and mixed sizes: 2×, else the first.
    var judgingScale: Double? { scales.contains(2) ? 2 : scales.first }

    /// The sizing of a master fitted in `family` (nil: alone), on a shared `grid` when the family is one
    /// (``IconJob/familyGrid``). A family member sits where its designer put it on the shared canvas (box
    /// centering). A canvas kept whole (a family's shared canvas, or art not trimmed) brings its own margin:
    /// the layout's default padding is not added to it. A shared grid does not: its canvases are the
    /// glyphs' own advance boxes (Font Awesome draws each glyph 512 units tall, edge to edge), so its
    /// family keeps the margin the layout gives single icons (Android's 2 dp).
    func sizing(family: String?, grid: PointSize? = nil) -> IconSizing {
        var sizing = self.sizing
        if family != nil { sizing.centering = .box }
        if (family != nil && grid == nil) || !sizing.trim, options.sizing.padding == nil { sizing.padding = .points(0) }
        return sizing
    }

    /// The layout's rules.
    var layout: any LayoutRules { options.layout.rules }

    /// Encodes `image` (the smallest lossless PNG layout) and writes it to `path`; its record.
    func writeImage(
        _ image: RGBAImage, to path: String, kind: BatchManifest.File.Kind, variant: IconVariant? = nil, element: SharedElement? = nil,
        appearance: Appearance? = nil, scale: Double, digest: String, clipped: Bool = false, report: inout Batch.IconReport
    ) throws(ImageFileError) -> BatchManifest.File {
        let encoded = try PNGEncoder(compression: options.compression, colorLayout: .smallestLossless).encode(image, file: store.path(path))
        let record = BatchManifest.File(
            path: path, kind: kind, variant: variant, element: element, appearance: appearance, scale: scale,
            width: image.width, height: image.height, sha256: SHA256.hex(encoded), inputDigest: digest, clipped: clipped ? true : nil)
        try store.write(encoded, to: path, record: record)
        report.written.append(path)
        return record
    }

    /// Writes a layout's text file unless it already holds that text; its record either way.
    func write(_ file: OutputTextFile, report: inout Batch.IconReport) throws(ImageFileError) -> BatchManifest.File {
        let kind: BatchManifest.File.Kind
        switch file.kind {
        case .descriptor: kind = .descriptor
        case .stylesheet: kind = .stylesheet
        case .vector: kind = .vector
        }
        return try writeText(file.text, to: file.path, kind: kind, report: &report)
    }

    /// Writes a text file unless it already holds `text` (or, given an `inputDigest`, unless
    /// it was made from the same inputs); its record either way, with `size` (at 1×) when given.
    func writeText(
        _ text: String, to path: String, kind: BatchManifest.File.Kind, inputDigest: String? = nil, size: PixelSize? = nil,
        report: inout Batch.IconReport
    ) throws(ImageFileError) -> BatchManifest.File {
        let bytes = Array(text.utf8)
        let digest = InputDigest.of(text: bytes)
        if let current = store.current(path, digest: inputDigest ?? digest) {
            report.upToDate += 1
            return current
        }
        let record = BatchManifest.File(
            path: path, kind: kind, variant: nil, element: nil, appearance: nil, scale: size.map { _ in 1 }, width: size?.width,
            height: size?.height, sha256: digest, inputDigest: inputDigest ?? digest, clipped: nil)
        try store.write(bytes, to: path, record: record)
        report.written.append(path)
        return record
    }
}
