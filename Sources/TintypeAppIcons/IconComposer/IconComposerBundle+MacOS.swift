import TintypeSupport

extension IconComposerBundle {
    /// The macOS icon's body, its offset from the canvas's edges and its drop shadow, in pixels of the
    /// 1,024-pixel canvas, as Icon Composer exports it: an 824-pixel body 100 pixels in from each side,
    /// its shadow black at ``macOSShadowOpacity`` of the body's coverage blurred by ``macOSShadowSigma``
    /// and moved ``macOSShadowDrop`` down (17 % black at the body's bottom edge, 10 % at its sides,
    /// measured on Icon Composer's macOS exports).
    static let macOSBody = 824.0
    static let macOSShadowSigma = 15.5
    static let macOSShadowDrop = 7.5
    static let macOSShadowOpacity = 0.26

    /// The bundle as macOS shows it in `appearance`, `side × side`: the render cut to Apple's outline
    /// on the smaller body, centred, over its drop shadow.
    /// - Throws: `ImageFileError` naming the asset when one is missing, unreadable or over the limits.
    package func macOSIcon(
        _ appearance: IconComposerAppearance, side: Int, limits: ImageDecoder.Limits = .default, rendering: SVGDocument.Rendering
    ) throws(ImageFileError) -> RGBAImage {
        let body = Int(clamping: Double(side) * Self.macOSBody / Self.canvas, to: 1...side, rounding: .toNearestOrEven)
        let drawn = try rendered(appearance, side: body, outline: .squircle, limits: limits, rendering: rendering)
        return Self.onMacOSCanvas(drawn, side: side)
    }

    /// The macOS icon made from `square`, a render of the whole square (``rendered(_:side:outline:canvas:limits:rendering:)``
    /// with `.square`) as large as the icon's canvas: resized to the body, cut to Apple's outline with its rim light,
    /// centred over its drop shadow. What ``macOSIcon(_:side:limits:rendering:)`` draws, from a render already made.
    static func macOSIcon(fromSquare square: RGBAImage) -> RGBAImage {
        let side = square.width
        let body = Int(clamping: Double(side) * macOSBody / canvas, to: 1...side, rounding: .toNearestOrEven)
        let shape = outline(.squircle, side: body)
        return onMacOSCanvas(cut(rimLit(square.resizedArt(width: body, height: body), outline: shape), to: shape), side: side)
    }

    /// `body` (cut to its outline) centred on a `side`-pixel canvas over its drop shadow.
    static func onMacOSCanvas(_ body: RGBAImage, side: Int) -> RGBAImage {
        let unit = Double(side) / canvas
        let origin = PixelPoint(x: (side - body.width) / 2, y: (side - body.height) / 2)
        let drop = Int(clamping: macOSShadowDrop * unit, to: 0...side, rounding: .toNearestOrEven)
        let black = StraightColor(red: 0, green: 0, blue: 0, alpha: UInt8(clamping: Int(macOSShadowOpacity * 255)))
        var shade = RGBAImage(width: side, height: side)
        shade.draw(Mask(of: body, source: .alpha).filled(with: .solid(black)), at: PixelPoint(x: origin.x, y: origin.y + drop))
        var canvas = GaussianBlur(sigma: macOSShadowSigma * unit).applyReduced(to: shade)
        canvas.draw(body, at: origin)
        return canvas
    }
}
