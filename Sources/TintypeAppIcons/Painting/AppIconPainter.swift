import TintypeSupport

/// Draws every kind of app-icon image from one master (SPEC §11.1): the glyph
/// fitted by its content radius (``ArtMaster/contentRadius()``), over the
/// design's background where the image has one. The images that show the
/// glyph's coverage alone (monochrome, tinted, notification) may come from a
/// separate master drawn for them.
package struct AppIconPainter {
    /// The art, trimmed and with its mask decided.
    package let master: ArtMaster
    /// The background and the glyph's paints (made readable by ``makeReadable(on:)``).
    package var design: AppIconDesign
    /// The master's content radius, measured once.
    package let contentRadius: Double
    /// The master's file, for warnings.
    package let file: String
    /// The art of the silhouette and gray images, when it is not ``master``, and its content radius.
    package let monochrome: (master: ArtMaster, contentRadius: Double)?
    /// The tones the silhouette and gray images keep of a picture of several colours; nil: they are its coverage.
    package let tones: PictureTones?
    /// The images drawn otherwise than from the fitted glyph (an Icon Composer bundle's renders, as
    /// Apple draws the design): a layer's image at a size, the design's canvas placed in it, or nil
    /// for the painter to draw it.
    package var renders: (@Sendable (AppIconLayer, PixelSize, CanvasPlacement) -> RGBAImage?)?

    /// A painter for `master` (read from `file`); measures its content radius, and
    /// `monochromeMaster`'s, the art of the silhouette and gray images when given.
    /// With `keepsPicture` (and no monochrome art), the silhouette and gray images of a
    /// picture of several colours keep its ``PictureTones``.
    /// - Throws: `ImageFileError` when an SVG render fails.
    package init(
        master: ArtMaster, design: AppIconDesign, file: String = "master", monochromeMaster: ArtMaster? = nil, keepsPicture: Bool = false
    ) throws(ImageFileError) {
        self.master = master
        self.design = design
        self.file = file
        contentRadius = try master.contentRadius()
        monochrome = try monochromeMaster.map { master throws(ImageFileError) in (master, try master.contentRadius()) }
        if keepsPicture, monochromeMaster == nil, master.maskSource == .alpha {
            let art = try master.drawn(
                side: Self.judgedSide, radius: Double(Self.judgedSide) / 2, contentRadius: contentRadius, template: false)
            tones = PictureTones(of: art.art)
        } else {
            tones = nil
        }
    }

    /// The side the art's picture is judged at, in pixels.
    static let judgedSide = 256

    /// The `side × side` image of `layer`, the glyph's farthest visible pixel `glyphRadius × side` from the centre
    /// (a design drawn on a canvas, ``renders``: the canvas where `canvas` places it).
    /// - Throws: `ImageFileError` when an SVG render fails or is over the pixel limit.
    package func image(
        _ layer: AppIconLayer, side: Int, glyphRadius: Double, canvas: CanvasPlacement = .whole
    ) throws(ImageFileError) -> RGBAImage {
        try image(layer, width: side, height: side, glyphRadius: glyphRadius, canvas: canvas)
    }

    /// The `width × height` image of `layer` (a wide tile's, say), the glyph centred, its farthest
    /// visible pixel `glyphRadius` times the shorter side from the centre (a design drawn on a canvas,
    /// ``renders``: the canvas where `canvas` places it).
    /// - Throws: `ImageFileError` when an SVG render fails or is over the pixel limit.
    package func image(
        _ layer: AppIconLayer, width: Int, height: Int, glyphRadius: Double, canvas: CanvasPlacement = .whole
    ) throws(ImageFileError) -> RGBAImage {
        let size = PixelSize(width: width, height: height)
        if let renders, let rendered = renders(layer, size, canvas) { return rendered }
        let side = min(width, height)
        let radius = glyphRadius * Double(side)
        var canvas: RGBAImage
        let glyph: (image: RGBAImage, origin: PixelPoint)
        switch layer {
        case .background:
            return background(.square, size)
        case .full:
            (canvas, glyph) = (opaqueBackground(size), try self.glyph(side: side, radius: radius, paint: design.glyph))
        case .round, .rounded, .macos:
            let shape: Shape = layer == .round ? .circle : layer == .rounded ? .roundedSquare : .macosBody
            (canvas, glyph) = (background(shape, size), try self.glyph(side: side, radius: radius, paint: design.glyph))
        case .glyph:
            (canvas, glyph) = (RGBAImage(width: width, height: height), try self.glyph(side: side, radius: radius, paint: design.glyph))
        case .dark:
            canvas = RGBAImage(width: width, height: height)
            glyph = try self.glyph(side: side, radius: radius, paint: design.darkGlyph ?? design.glyph)
        case .silhouette:
            (canvas, glyph) = (RGBAImage(width: width, height: height), try toned(side: side, radius: radius, .dominantFirst))
        case .gray:
            (canvas, glyph) = (Self.filled(.square, size, with: .solid(.black)), try toned(side: side, radius: radius, .luminance))
        }
        canvas.draw(glyph.image, at: PixelPoint(x: glyph.origin.x + (width - side) / 2, y: glyph.origin.y + (height - side) / 2))
        return canvas
    }

    /// The design's background over the whole of `size`, opaque: a translucent background is laid over white
    /// (the light icon's ground: opaque images stay opaque).
    func opaqueBackground(_ size: PixelSize) -> RGBAImage {
        let canvas = background(.square, size)
        guard !canvas.isOpaque else { return canvas }
        var white = Self.filled(.square, size, with: .solid(.white))
        white.draw(canvas, at: PixelPoint(x: 0, y: 0))
        return white
    }

    /// The glyph and where it goes: its coverage filled with `paint`, or the art in its own colours when `paint` is nil.
    private func glyph(side: Int, radius: Double, paint: Paint?) throws(ImageFileError) -> (image: RGBAImage, origin: PixelPoint) {
        let (art, origin) = try master.drawn(side: side, radius: radius, contentRadius: contentRadius, template: paint != nil)
        guard let paint else { return (art, origin) }
        return (Mask(of: art, source: master.maskSource).filled(with: paint), origin)
    }

    /// The glyph in white for a system to tint, and where it goes: drawn from ``monochrome`` when
    /// given, its coverage in the picture's ``tones`` (`ordering`) when it has them, else its coverage.
    private func toned(side: Int, radius: Double, _ ordering: PictureTones.Ordering) throws(ImageFileError) -> (
        image: RGBAImage, origin: PixelPoint
    ) {
        let white = Paint.solid(.white)
        let (master, contentRadius) = self.monochrome ?? (self.master, self.contentRadius)
        let (art, origin) = try master.drawn(side: side, radius: radius, contentRadius: contentRadius, template: tones == nil)
        let coverage = tones?.coverage(of: art, ordering) ?? Mask(of: art, source: master.maskSource)
        return (coverage.filled(with: white), origin)
    }

    /// The design's background in `shape` over a canvas of `size`: its paint, and its picture over it.
    private func background(_ shape: Shape, _ size: PixelSize) -> RGBAImage {
        var canvas = Self.filled(shape, size, with: design.background)
        guard let picture = design.backgroundImage, picture.width > 0, picture.height > 0 else { return canvas }
        // Scaled to cover the canvas, centred: the overflow is cut off evenly.
        let factor = max(Double(size.width) / Double(picture.width), Double(size.height) / Double(picture.height))
        let width = Int(clamping: Double(picture.width) * factor, to: size.width...max(size.width, Int(Int32.max)))
        let height = Int(clamping: Double(picture.height) * factor, to: size.height...max(size.height, Int(Int32.max)))
        var covering = picture.resizedArt(width: width, height: height)
            .view(PixelRect(x: (width - size.width) / 2, y: (height - size.height) / 2, width: size.width, height: size.height))
            .makeImage()
        if shape != .square {
            covering.draw(
                Self.shape(shape, size).filled(with: .solid(StraightColor(red: 255, green: 255, blue: 255))),
                at: PixelPoint(x: 0, y: 0), mode: .destinationIn)
        }
        canvas.draw(covering, at: PixelPoint(x: 0, y: 0))
        return canvas
    }

    /// The margin around macOS's icon body on each side, as a fraction of the side (100 of 1024 px on Apple's grid).
    static let macosBodyInset = 100.0 / 1024
    /// The corner radius of macOS's icon body, as a fraction of the side (185.4 of 1024 px).
    static let macosCornerRadius = 185.4 / 1024

    /// The outlines a background takes.
    enum Shape {
        case square, circle, roundedSquare, macosBody
    }

    /// `shape` filled with `paint` over a canvas of `size` (a solid rectangle without a mask).
    static func filled(_ shape: Shape, _ size: PixelSize, with paint: Paint) -> RGBAImage {
        if shape == .square, case .solid(let color) = paint {
            return RGBAImage(width: size.width, height: size.height, filledWith: color.premultiplied)
        }
        return Self.shape(shape, size).filled(with: paint)
    }

    /// The coverage of `shape` over a canvas of `size`; a shape's corners are rounded by the shorter side.
    static func shape(_ shape: Shape, _ size: PixelSize) -> Mask {
        let (width, height) = (Double(size.width), Double(size.height))
        let shorter = min(width, height)
        var path = VectorPath()
        switch shape {
        case .square:
            return Mask(width: size.width, height: size.height, coverage: [UInt8](repeating: 255, count: size.width * size.height))!
        case .circle: path.addEllipse(x: 0, y: 0, width: width, height: height)
        case .roundedSquare: path.addRoundedRect(x: 0, y: 0, width: width, height: height, radius: shorter / 5)
        case .macosBody:
            let inset = shorter * Self.macosBodyInset
            path.addRoundedRect(
                x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset, radius: shorter * Self.macosCornerRadius)
        }
        return CoverageRasterizer.coverage(of: path, width: size.width, height: size.height)
    }
}
