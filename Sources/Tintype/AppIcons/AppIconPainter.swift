import TintypeSupport

/// Draws every kind of app-icon image from one master (SPEC §11.1): the glyph
/// fitted by its content radius (``ArtMaster/contentRadius()``), over the
/// design's background where the image has one.
public struct AppIconPainter {
    /// The art, trimmed and with its mask decided.
    public let master: ArtMaster
    /// The background and the glyph's paints.
    public let design: AppIconDesign
    /// The master's content radius, measured once.
    public let contentRadius: Double
    /// The master's file, for warnings.
    public let file: String

    /// A painter for `master` (read from `file`); measures its content radius.
    /// - Throws: `ImageFileError` when an SVG render fails.
    public init(master: ArtMaster, design: AppIconDesign, file: String = "master") throws(ImageFileError) {
        self.master = master
        self.design = design
        self.file = file
        contentRadius = try master.contentRadius()
    }

    /// The `side × side` image of `layer`, the glyph's farthest visible pixel `glyphRadius × side` from the centre.
    /// - Throws: `ImageFileError` when an SVG render fails or is over the pixel limit.
    public func image(_ layer: AppIconLayer, side: Int, glyphRadius: Double) throws(ImageFileError) -> RGBAImage {
        let white = Paint.solid(StraightColor(red: 255, green: 255, blue: 255))
        let radius = glyphRadius * Double(side)
        switch layer {
        case .background:
            return Self.filled(.square, side: side, with: design.background)
        case .full, .round, .rounded:
            let shape: Shape = layer == .full ? .square : layer == .round ? .circle : .roundedSquare
            var canvas = Self.filled(shape, side: side, with: design.background)
            // Opaque images stay opaque: a translucent background is laid over white first.
            if layer == .full, !canvas.isOpaque {
                var white = Self.filled(.square, side: side, with: .solid(StraightColor(red: 255, green: 255, blue: 255)))
                white.draw(canvas, at: PixelPoint(x: 0, y: 0))
                canvas = white
            }
            let glyph = try glyph(side: side, radius: radius, paint: design.glyph)
            canvas.draw(glyph.image, at: glyph.origin)
            return canvas
        case .glyph, .silhouette:
            let glyph = try glyph(side: side, radius: radius, paint: layer == .silhouette ? white : design.darkGlyph ?? design.glyph)
            var canvas = RGBAImage(width: side, height: side)
            canvas.draw(glyph.image, at: glyph.origin)
            return canvas
        case .gray:
            var canvas = Self.filled(.square, side: side, with: .solid(StraightColor(red: 0, green: 0, blue: 0)))
            let glyph = try glyph(side: side, radius: radius, paint: white)
            canvas.draw(glyph.image, at: glyph.origin)
            return canvas
        }
    }

    /// The glyph and where it goes: its coverage filled with `paint`, or the art in its own colours when `paint` is nil.
    private func glyph(side: Int, radius: Double, paint: Paint?) throws(ImageFileError) -> (image: RGBAImage, origin: PixelPoint) {
        let (art, origin) = try master.drawn(side: side, radius: radius, contentRadius: contentRadius, template: paint != nil)
        guard let paint else { return (art, origin) }
        return (Mask(of: art, source: master.maskSource).filled(with: paint), origin)
    }

    /// The outlines a background takes.
    enum Shape {
        case square, circle, roundedSquare
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
        }
        return CoverageRasterizer.coverage(of: path, width: side, height: side)
    }
}
