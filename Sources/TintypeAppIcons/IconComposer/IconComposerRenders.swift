import TintypeSupport

/// Every app icon image drawn from an Icon Composer bundle as Apple's renderer draws the design
/// (SPEC §11.15), instead of from its layers fitted as a glyph: the design's 1,024-point canvas is
/// the icon, rendered once at 1,024 px and resized for the smaller sizes.
///
/// The iOS light and dark icons are the Default and Dark renders (the whole square; the system
/// cuts the outline); the tinted icon is the tinted appearance's layers in grey on black, half
/// white where covered and brighter by their brightness (a dark layer must still show); the macOS
/// icon is the Default render cut to Apple's outline on an 824-pixel body, 100 pixels in from each
/// side, over its drop shadow (``IconComposerBundle/macOSIcon(fromSquare:)``, from the Default render already drawn); the round and rounded icons of other platforms are the Default render cut. Where a slot
/// shows the canvas on a share of its side (Android's adaptive layers show 72 of their 108 dp), the
/// fill reaches the edges and the layers lie on the canvas, centred: the background is the fill
/// alone, the foreground the layers alone, the monochrome layer the tinted layers' brightness in white (of a full-bleed
/// design on one colour, what differs from that colour). A full-bleed design whose front layers are
/// a glyph over back layers that fill the canvas is split there (``IconComposerSplit``).
package struct IconComposerRenders: Sendable {
    /// The side every image is rendered at before resizing.
    static let side = 1024
    private let full: RGBAImage
    /// The images only some platforms show, rendered only when asked for (nil otherwise).
    private let dark: RGBAImage?
    private let gray: RGBAImage
    private let macos: RGBAImage?
    private let round: RGBAImage?
    private let rounded: RGBAImage?
    /// The Default layers alone on transparent (a translucent glass layer already mixed with the fill), 1,024 px a side.
    package let layers: RGBAImage
    /// The tinted layers' brightness as white coverage on transparent.
    private let silhouette: RGBAImage
    /// The Default fill over the canvas (white when the document has none).
    private let ground: Paint
    /// How far the Default layers and the tinted ones reach from the canvas's centre, as a share of its side.
    private let layersReach: Double
    private let silhouetteReach: Double
    /// For a full-bleed design on a ground of one colour (its border): that colour, and how far
    /// what differs from it reaches from the centre, as a share of the side.
    private let bleed: (ground: StraightColor, reach: Double)?
    /// For a full-bleed design drawn as a glyph over layers that fill the canvas, when a set's slots
    /// hold a layer of its own for each (a background, a glyph or a monochrome): the two apart.
    private let split: IconComposerSplit?

    /// Renders `bundle`'s images: those of `kinds` (the layers a set's slots hold), and what every kind is drawn from.
    /// - Throws: `ImageFileError` naming an asset that is missing, unreadable or over the limits.
    package init(
        _ bundle: IconComposerBundle, kinds: Set<AppIconLayer>, limits: ImageDecoder.Limits, rendering: SVGDocument.Rendering
    ) throws(ImageFileError) {
        let side = Self.side
        let white = StraightColor(red: 255, green: 255, blue: 255)
        ground = bundle.ground ?? .solid(white)
        let drawn = try Self.compositions(bundle, ground: ground, kinds: kinds, limits: limits, rendering: rendering)
        layers = drawn.layers
        var full = IconComposerBundle.filled(ground, side: side)
        full.draw(layers, at: PixelPoint(x: 0, y: 0))
        self.full = full
        dark = drawn.dark
        let tinted = drawn.tinted
        gray = IconComposerBundle.toned(tinted, ground: .solid(StraightColor(red: 0, green: 0, blue: 0)), ink: white, least: 128)
        layersReach = ArtMaster.farthestCorner(of: Mask(of: layers, source: .alpha)) / Double(side)
        // A full-bleed design on one colour: its monochrome is what differs from that colour, not a square.
        if layersReach > Self.fullBleedReach, case .fullBleed(let taken) = FullBleedArt.judge(full) {
            bleed = (taken.ground, ArtMaster.farthestCorner(of: Mask(of: taken.glyph, source: .alpha)) / Double(side))
            silhouette = Mask(of: taken.glyph, source: .alpha).filled(with: .solid(white))
        } else {
            bleed = nil
            silhouette = Self.whiteCoverage(gray)
        }
        silhouetteReach = ArtMaster.farthestCorner(of: Mask(of: silhouette, source: .alpha)) / Double(side)
        split =
            layersReach > Self.fullBleedReach && !kinds.isDisjoint(with: [.glyph, .background, .silhouette])
            ? try IconComposerSplit.split(
                bundle, tinted: drawn.tintedBundle, ground: ground, within: Self.fullBleedReach, decoded: drawn.decoded, limits: limits,
                rendering: rendering)
            : nil
        // The macOS icon is the Default render on its smaller body: made from the square already drawn.
        macos = kinds.contains(.macos) ? IconComposerBundle.macOSIcon(fromSquare: full) : nil
        round = kinds.contains(.round) ? IconComposerBundle.cut(full, to: .circle) : nil
        rounded = kinds.contains(.rounded) ? IconComposerBundle.cut(full, to: .squircle) : nil
    }

    /// The design's whole compositions, each drawn on a core of its own: the Default layers over
    /// `ground`, the tinted layers, and (when `kinds` holds it) the Dark render.
    /// - Throws: the first `ImageFileError` any of them meets (an asset missing, unreadable or over the limits).
    private static func compositions(
        _ bundle: IconComposerBundle, ground: Paint, kinds: Set<AppIconLayer>, limits: ImageDecoder.Limits, rendering: SVGDocument.Rendering
    ) throws(ImageFileError) -> (
        layers: RGBAImage, dark: RGBAImage?, tinted: RGBAImage, tintedBundle: IconComposerBundle, decoded: [String: RGBAImage]
    ) {
        // Each asset decoded once for the three renders (an appearance may name pictures of its own).
        let tinted = try bundle.resolved(for: .tintedDark)
        let appearances = [bundle, tinted] + (kinds.contains(.dark) ? [try bundle.resolved(for: .dark)] : [])
        let decoded = try IconComposerBundle.decodedPictures(of: appearances, limits: limits)
        let drawn = ParallelWork.map(3, threads: 3) { index -> Result<RGBAImage?, ImageFileError> in
            Result { () throws(ImageFileError) -> RGBAImage? in
                switch index {
                case 0:
                    return try bundle.composed(
                        side: side, ground: IconComposerBundle.filled(ground, side: side), decoded: decoded, limits: limits,
                        rendering: rendering)
                case 1: return try tinted.composed(side: side, decoded: decoded, limits: limits, rendering: rendering)
                default:
                    guard kinds.contains(.dark) else { return nil }
                    return try bundle.rendered(
                        .dark, side: side, outline: .square, decoded: decoded, limits: limits, rendering: rendering)
                }
            }
        }
        let images = try drawn.map { result throws(ImageFileError) in try result.get() }
        // The Default and tinted layers (0 and 1) are always drawn; only the Dark render may be nil.
        return (images[0]!, images[2], images[1]!, tinted, decoded)
    }

    /// The `size` image of `layer`, the design's canvas where `canvas` places it; nil for an image
    /// these renders do not draw (the macOS body, the dark and tinted icons on anything but the whole
    /// square). Where the art would reach past `canvas`'s safe radius the canvas is smaller. A
    /// full-bleed design (its layers reach past ``fullBleedReach``) is drawn whole in the background
    /// layer and the foreground is empty: on a ground of one colour, that colour around it and the
    /// canvas smaller as far as what differs from it reaches; on a picture or gradient, cut as the platform cuts it.
    package func image(_ layer: AppIconLayer, size: PixelSize, canvas: CanvasPlacement) -> RGBAImage? {
        let (width, height) = (size.width, size.height)
        if width == height, canvas == .whole {
            let rendered: RGBAImage?
            switch layer {
            case .full: rendered = full
            case .dark: rendered = dark
            case .gray: rendered = gray
            case .macos: rendered = macos
            case .round: rendered = round
            case .rounded: rendered = rounded
            case .glyph: rendered = layers
            case .silhouette: rendered = silhouette
            case .background: return IconComposerBundle.filled(ground, side: width)
            }
            return width == Self.side ? rendered : rendered?.resizedArt(width: width, height: width)
        }
        if let split, [.background, .glyph, .silhouette].contains(layer) {
            return Self.placed(split, layer: layer, ground: ground, size: size, canvas: canvas)
        }
        let fullBleed = layer != .silhouette && layersReach > Self.fullBleedReach
        let reach = layer == .silhouette ? silhouetteReach : fullBleed ? bleed?.reach ?? 0 : layersReach
        let shorter = Double(min(width, height))
        let side = Self.safeSide(
            Int(clamping: shorter * canvas.share, to: 1...max(1, min(width, height))), reach: reach, canvas: canvas, shorter: shorter)
        let origin = PixelPoint(x: (width - side) / 2, y: (height - side) / 2)
        var image: RGBAImage
        switch layer {
        case .background, .full, .round, .rounded:
            let around = fullBleed ? bleed.map { Paint.solid($0.ground) } : nil
            image = IconComposerBundle.filled(around ?? IconComposerBundle.extended(ground, canvas: side, size: size), size: size)
            guard layer != .background || fullBleed else { return image }
            image.draw((around == nil ? layers : full).resizedArt(width: side, height: side), at: origin)
        case .glyph, .silhouette:
            image = RGBAImage(width: width, height: height)
            guard !fullBleed else { return image }
            image.draw((layer == .glyph ? layers : silhouette).resizedArt(width: side, height: side), at: origin)
        case .dark, .gray, .macos:
            return nil
        }
        guard layer == .round || layer == .rounded, width == height else { return image }
        return IconComposerBundle.cut(image, to: layer == .round ? .circle : .squircle)
    }

    /// `layer` of a split design (a background, glyph or monochrome, not the whole square) at `size`, the
    /// canvas where `canvas` places it: the background whole at the canvas's share (the fill, `ground`, beyond it),
    /// the glyph and monochrome within the safe radius, centred on it.
    private static func placed(
        _ split: IconComposerSplit, layer: AppIconLayer, ground: Paint, size: PixelSize, canvas: CanvasPlacement
    ) -> RGBAImage {
        let (width, height) = (size.width, size.height)
        let shorter = Double(min(width, height))
        let whole = Int(clamping: shorter * canvas.share, to: 1...max(1, min(width, height)))
        func origin(_ side: Int) -> PixelPoint { PixelPoint(x: (width - side) / 2, y: (height - side) / 2) }
        guard layer != .background else {
            var image = IconComposerBundle.filled(IconComposerBundle.extended(ground, canvas: whole, size: size), size: size)
            image.draw(split.background.resizedArt(width: whole, height: whole), at: origin(whole))
            return image
        }
        let (art, reach) = layer == .glyph ? (split.glyph, split.glyphReach) : (split.silhouette, split.silhouetteReach)
        let side = safeSide(whole, reach: reach, canvas: canvas, shorter: shorter)
        var image = RGBAImage(width: width, height: height)
        image.draw(art.resizedArt(width: side, height: side), at: origin(side))
        return image
    }

    /// The canvas's side (`whole` pixels) made smaller where art reaching `reach` of it from the centre
    /// would pass `canvas`'s safe radius (of the `shorter` side), with a pixel to spare for the resampling's spread.
    private static func safeSide(_ whole: Int, reach: Double, canvas: CanvasPlacement, shorter: Double) -> Int {
        guard let safe = canvas.safeRadius, reach > 0, reach * Double(whole) > safe * shorter - 1 else { return whole }
        return Int(clamping: (safe * shorter - 1.5) / reach, to: 1...whole, rounding: .down)
    }

    /// How far from the canvas's centre art may reach, as a share of its side, and still be a glyph
    /// to keep within a platform's safe zone: past it the art reaches into the canvas's corners, a
    /// full-bleed design that Apple's outline cuts.
    static let fullBleedReach = 0.6

    /// The grey of `gray` (the layers' brightness, white where brightest) as white coverage on
    /// transparent, for a system to tint.
    static func whiteCoverage(_ gray: RGBAImage) -> RGBAImage {
        var white = RGBAImage(width: gray.width, height: gray.height)
        for y in 0..<gray.height {
            for x in 0..<gray.width {
                let level = gray[x, y].red
                white[x, y] = PremultipliedColor(red: level, green: level, blue: level, alpha: level)
            }
        }
        return white
    }
}
