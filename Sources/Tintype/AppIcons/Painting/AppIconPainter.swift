import TintypeSupport

/// Draws every kind of app-icon image from one master (SPEC §11.1): the glyph
/// fitted by its content radius (``ArtMaster/contentRadius()``), over the
/// design's background where the image has one. The images that show the
/// glyph's coverage alone (monochrome, tinted, notification) may come from a
/// separate master drawn for them.
package struct AppIconPainter {
    /// The art, trimmed and with its mask decided.
    package let master: ArtMaster
    /// The background and the glyph's paints.
    package let design: AppIconDesign
    /// The master's content radius, measured once.
    package let contentRadius: Double
    /// The master's file, for warnings.
    package let file: String
    /// The art of the silhouette and gray images, when it is not ``master``, and its content radius.
    package let monochrome: (master: ArtMaster, contentRadius: Double)?

    /// A painter for `master` (read from `file`); measures its content radius, and
    /// `monochromeMaster`'s, the art of the silhouette and gray images when given.
    /// - Throws: `ImageFileError` when an SVG render fails.
    package init(master: ArtMaster, design: AppIconDesign, file: String = "master", monochromeMaster: ArtMaster? = nil)
        throws(ImageFileError)
    {
        self.master = master
        self.design = design
        self.file = file
        contentRadius = try master.contentRadius()
        monochrome = try monochromeMaster.map { master throws(ImageFileError) in (master, try master.contentRadius()) }
    }

    /// The `side × side` image of `layer`, the glyph's farthest visible pixel `glyphRadius × side` from the centre.
    /// - Throws: `ImageFileError` when an SVG render fails or is over the pixel limit.
    package func image(_ layer: AppIconLayer, side: Int, glyphRadius: Double) throws(ImageFileError) -> RGBAImage {
        let white = Paint.solid(StraightColor(red: 255, green: 255, blue: 255))
        let radius = glyphRadius * Double(side)
        switch layer {
        case .background:
            return background(.square, side: side)
        case .full, .round, .rounded, .macos:
            let shape: Shape = layer == .full ? .square : layer == .round ? .circle : layer == .rounded ? .roundedSquare : .macosBody
            var canvas = background(shape, side: side)
            // Opaque images stay opaque: a translucent background is laid over white first.
            if layer == .full, !canvas.isOpaque {
                var white = Self.filled(.square, side: side, with: .solid(StraightColor(red: 255, green: 255, blue: 255)))
                white.draw(canvas, at: PixelPoint(x: 0, y: 0))
                canvas = white
            }
            let glyph = try glyph(side: side, radius: radius, paint: design.glyph)
            canvas.draw(glyph.image, at: glyph.origin)
            return canvas
        case .glyph:
            let glyph = try glyph(side: side, radius: radius, paint: design.darkGlyph ?? design.glyph)
            var canvas = RGBAImage(width: side, height: side)
            canvas.draw(glyph.image, at: glyph.origin)
            return canvas
        case .silhouette:
            let glyph = try glyph(side: side, radius: radius, paint: white, monochrome: true)
            var canvas = RGBAImage(width: side, height: side)
            canvas.draw(glyph.image, at: glyph.origin)
            return canvas
        case .gray:
            var canvas = Self.filled(.square, side: side, with: .solid(StraightColor(red: 0, green: 0, blue: 0)))
            let glyph = try glyph(side: side, radius: radius, paint: white, monochrome: true)
            canvas.draw(glyph.image, at: glyph.origin)
            return canvas
        }
    }

    /// The glyph and where it goes: its coverage filled with `paint`, or the art in its own colours when `paint` is nil;
    /// drawn from ``monochrome`` when asked and given.
    private func glyph(side: Int, radius: Double, paint: Paint?, monochrome: Bool = false) throws(ImageFileError) -> (
        image: RGBAImage, origin: PixelPoint
    ) {
        let (master, contentRadius) = monochrome ? self.monochrome ?? (self.master, self.contentRadius) : (self.master, self.contentRadius)
        let (art, origin) = try master.drawn(side: side, radius: radius, contentRadius: contentRadius, template: paint != nil)
        guard let paint else { return (art, origin) }
        return (Mask(of: art, source: master.maskSource).filled(with: paint), origin)
    }

    /// The design's background in `shape` over a `side × side` square: its paint, and its picture over it.
    private func background(_ shape: Shape, side: Int) -> RGBAImage {
        var canvas = Self.filled(shape, side: side, with: design.background)
        guard let picture = design.backgroundImage, picture.width > 0, picture.height > 0 else { return canvas }
        // Scaled to cover the square, centred: the longer side's overflow is cut off evenly.
        let factor = Double(side) / Double(min(picture.width, picture.height))
        let width = max(side, Int((Double(picture.width) * factor).rounded()))
        let height = max(side, Int((Double(picture.height) * factor).rounded()))
        var covering = picture.resizedArt(width: width, height: height)
            .view(PixelRect(x: (width - side) / 2, y: (height - side) / 2, width: side, height: side)).makeImage()
        if shape != .square {
            covering.draw(
                Self.shape(shape, side: side).filled(with: .solid(StraightColor(red: 255, green: 255, blue: 255))),
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

    /// `shape` filled with `paint` over a `side × side` square (a solid square without a mask).
    static func filled(_ shape: Shape, side: Int, with paint: Paint) -> RGBAImage {
        if shape == .square, case .solid(let color) = paint {
            return RGBAImage(width: side, height: side, filledWith: color.premultiplied)
        }
        return Self.shape(shape, side: side).filled(with: paint)
    }

    /// The coverage of `shape` over a `side × side` square.
    static func shape(_ shape: Shape, side: Int) -> Mask {
        let length = Double(side)
        var path = VectorPath()
        switch shape {
        case .square: return Mask(width: side, height: side, coverage: [UInt8](repeating: 255, count: side * side))!
        case .circle: path.addEllipse(x: 0, y: 0, width: length, height: length)
        case .roundedSquare: path.addRoundedRect(x: 0, y: 0, width: length, height: length, radius: length / 5)
        case .macosBody:
            let inset = length * Self.macosBodyInset
            path.addRoundedRect(
                x: inset, y: inset, width: length - 2 * inset, height: length - 2 * inset, radius: length * Self.macosCornerRadius)
        }
        return CoverageRasterizer.coverage(of: path, width: side, height: side)
    }
}
