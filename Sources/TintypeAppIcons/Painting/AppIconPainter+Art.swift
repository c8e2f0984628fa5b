import TintypeSupport

extension AppIconPainter {
    /// A painter for app-icon art as read (SPEC §11.10), and what it had to decide.
    ///
    /// With the `auto` mask, a master opaque to its edges is judged by ``FullBleedArt``:
    /// on a ground of one colour it is taken apart (the glyph is what differs from the
    /// ground, and with `groundAsBackground` the ground replaces the design's background
    /// paint), which a `full-bleed` warning says; on a picture or gradient it is refused,
    /// since its glyph cannot be told from its background. Other art is trimmed and
    /// fitted as it is. `monochrome`, when given, is read the same way and draws the
    /// silhouette and gray images.
    /// - Parameters:
    ///   - art: The master.
    ///   - file: Its path, for warnings and errors.
    ///   - design: The background and paints.
    ///   - maskSource: Where the glyph's coverage comes from; `auto` judges full-bleed art.
    ///   - groundAsBackground: A full-bleed master's ground becomes the background paint.
    ///   - monochrome: The art of the silhouette and gray images, and its path.
    ///   - vectorSide: The longest side an SVG master is judged and, when full-bleed, taken apart at.
    ///   - grounds: The grounds the glyph is made readable on (``makeReadable(on:)``).
    /// - Throws: `ImageFileError` naming the file: no art, a full-bleed picture, an SVG that cannot be rendered.
    package static func make(
        art: SourceArt, file: String, design: AppIconDesign, maskSource: Mask.Source = .auto, groundAsBackground: Bool = true,
        monochrome: (art: SourceArt, file: String)? = nil, vectorSide: Int = 2 * FullBleedArt.vectorSide,
        grounds: ReadableGrounds = .all
    ) throws(ImageFileError) -> (painter: AppIconPainter, warnings: [Warning]) {
        var design = design
        var warnings: [Warning] = []
        let (master, ground, severalColours) = try Self.master(art, file: file, maskSource: maskSource, vectorSide: vectorSide)
        // A picture's tones are its template only under a glyph paint; what its tinted images lose is the `silhouette` warning's.
        if case .knockout? = master.colorArt, let warning = master.colorArtWarning(file: file) { warnings.append(warning) }
        if let ground {
            if groundAsBackground { design.background = .solid(ground) }
            warnings.append(fullBleedWarning(file: file, ground: ground, isBackground: groundAsBackground))
        }
        var monochromeMaster: ArtMaster?
        if let monochrome {
            let taken = try Self.master(monochrome.art, file: monochrome.file, maskSource: maskSource, vectorSide: vectorSide)
            monochromeMaster = taken.master
            if case .knockout? = taken.master.colorArt, let warning = taken.master.colorArtWarning(file: monochrome.file) {
                warnings.append(warning)
            }
            if let ground = taken.ground { warnings.append(fullBleedWarning(file: monochrome.file, ground: ground, isBackground: false)) }
        }
        var painter = try AppIconPainter(
            master: master, design: design, file: file, monochromeMaster: monochromeMaster, keepsPicture: maskSource == .auto)
        if severalColours && monochrome == nil, painter.tones.map({ $0.residual > PictureTones.lossyResidual }) ?? true {
            let kept = painter.tones.map { "keep \($0.centres.count) tones of it" } ?? "are its silhouette"
            warnings.append(
                Warning(
                    .silhouette, file: file,
                    message: "\(file) is a picture of many colours: its monochrome, tinted and notification icons \(kept)"))
        }
        warnings += try painter.makeReadable(on: grounds)
        return (painter, warnings)
    }

    /// The `full-bleed` warning for `file`, whose `ground` became the background or was left out.
    private static func fullBleedWarning(file: String, ground: StraightColor, isBackground: Bool) -> Warning {
        Warning(
            .fullBleed, file: file,
            message: "\(file) fills its square: its border colour \(ground.hexString) is "
                + (isBackground ? "the background" : "left out") + ", the glyph is what differs from it")
    }

    /// The master of `art`; the ground it was taken from when it is full-bleed; and whether,
    /// judged `auto` and not full-bleed, it is of several colours but not colour art on a ground
    /// (its template is its tones, or its alpha: `ColorArtMask.hasSeveralColours(_:)`), so that
    /// its silhouette images may lose its picture.
    private static func master(_ art: SourceArt, file: String, maskSource: Mask.Source, vectorSide: Int) throws(ImageFileError) -> (
        master: ArtMaster, ground: StraightColor?, severalColours: Bool
    ) {
        guard maskSource == .auto else { return (try ArtMaster(art, maskSource: maskSource, trim: true, file: file), nil, false) }
        func asDrawn(_ judged: RGBAImage) throws(ImageFileError) -> (master: ArtMaster, ground: StraightColor?, severalColours: Bool) {
            let master = try ArtMaster(art, maskSource: .auto, trim: true, file: file)
            switch master.colorArt {
            case .tones?: return (master, nil, true)
            case .knockout?: return (master, nil, false)
            case nil: return (master, nil, master.maskSource == .alpha && ColorArtMask.hasSeveralColours(judged))
            }
        }
        let pixels: RGBAImage
        switch art {
        case .raster(let image): pixels = image
        case .vector(let document):
            // Judged on a small render first: taking apart needs the large one only for full-bleed art.
            let canvas = document.canvasSize
            func render(_ side: Int) throws(ImageFileError) -> RGBAImage {
                let factor = Double(side) / max(canvas.width, canvas.height, .ulpOfOne)
                let width = Int(clamping: canvas.width * factor, to: 1...Int(Int32.max))
                let height = Int(clamping: canvas.height * factor, to: 1...Int(Int32.max))
                return try document.render(width: width, height: height, canvasIn: (0, 0, Double(width), Double(height)))
            }
            let small = try render(256)
            guard case .notFullBleed = FullBleedArt.judge(small) else {
                pixels = try render(vectorSide)
                break
            }
            return try asDrawn(small)
        }
        switch FullBleedArt.judge(pixels) {
        case .notFullBleed:
            return try asDrawn(pixels)
        case .fullBleed(let taken):
            return (try ArtMaster(.raster(taken.glyph), maskSource: .alpha, trim: true, file: file), taken.ground, false)
        case .pictureGround:
            throw ImageFileError(
                file: file,
                problem: .noArt(
                    "the art fills its square on a picture or gradient, so its glyph cannot be told from its background "
                        + "(give the glyph alone, and the picture as the background image)"))
        }
    }
}
