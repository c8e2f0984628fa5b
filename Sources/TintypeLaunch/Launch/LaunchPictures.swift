/// The pictures every launch platform draws alike (SPEC §14): a picture contained in a box, the logo
/// and the branding at a scale, a screen (its ground, the logo at its centre, the branding near its
/// foot), and the logo as vectors.
enum LaunchPictures {
    /// `master` as large as fits in `box`, centred on transparent, its coverage filled with `paint`
    /// (in its own colours when nil).
    /// - Throws: `ImageFileError` when an SVG render fails or is over the pixel limit.
    static func contained(_ master: ArtMaster, in box: PixelSize, paint: Paint?) throws(ImageFileError) -> RGBAImage {
        let (art, origin) = try master.drawn(inside: box, template: paint != nil)
        var canvas = RGBAImage(width: box.width, height: box.height)
        canvas.draw(paint.map { Mask(of: art, source: master.maskSource).filled(with: $0) } ?? art, at: origin)
        return canvas
    }

    /// A whole screen of `size` pixels at `scale` pixels a point: `ground`, `logo` (a square
    /// drawn by ``logo(_:scale:)``) at its centre, and `branding` (drawn by ``branding(_:scale:)``)
    /// centred ``brandingMargin`` points above the foot, and never over the logo: where the screen
    /// is too short for that (a phone in landscape), it sits lower and is made smaller, down to
    /// ``smallestBranding`` points high, and below that it is left out (`brandingLeftOut`).
    static func screen(
        ground: StraightColor, logo: RGBAImage, branding: RGBAImage?, size: PixelSize, scale: Double
    ) -> (image: RGBAImage, brandingLeftOut: Bool) {
        var opaque = ground
        opaque.alpha = 255
        var screen = RGBAImage(width: size.width, height: size.height, filledWith: opaque.premultiplied)
        screen.draw(logo, at: PixelPoint(x: (size.width - logo.width) / 2, y: (size.height - logo.height) / 2))
        guard let branding else { return (screen, false) }
        // The room between the logo's foot (with a gap) and the margin at the screen's.
        let logoFoot = (size.height + logo.height) / 2 + Int(clamping: brandingGap * scale, to: 0...size.height)
        var bottom = Int(clamping: brandingMargin * scale, to: 0...size.height)
        if size.height - bottom - logoFoot < branding.height { bottom = Int(clamping: brandingGap * scale, to: 0...size.height) }
        let room = size.height - bottom - logoFoot
        var placed = branding
        if room < branding.height {
            guard Double(room) >= smallestBranding * scale else { return (screen, true) }
            let factor = Double(room) / Double(branding.height)
            placed = branding.resizedArt(
                width: Int(clamping: Double(branding.width) * factor, to: 1...branding.width), height: max(room, 1))
        }
        screen.draw(placed, at: PixelPoint(x: (size.width - placed.width) / 2, y: size.height - bottom - placed.height))
        return (screen, false)
    }

    /// The least room kept between the logo and the branding, and between the branding and the
    /// screen's foot when the margin does not fit, in points.
    static let brandingGap = 16.0
    /// The smallest the branding is made to fit a short screen, in points high; below, it is left out.
    static let smallestBranding = 24.0

    /// The logo on transparent, its content radius ``LaunchScreenDesign/logoRadius`` points at `scale`.
    /// - Throws: `ImageFileError` when an SVG render fails or is over the pixel limit.
    static func logo(_ painter: AppIconPainter, scale: Double) throws(ImageFileError) -> RGBAImage {
        let side = Int(clamping: 2 * LaunchScreenDesign.logoRadius * scale, to: 2...Int(Int32.max))
        return try painter.image(.glyph, side: side, glyphRadius: 0.5)
    }

    /// The branding contained in its box (``LaunchScreenIOS/brandingBox`` points) at `scale`, in its
    /// paint on the dark ground when `dark`, else on the light one.
    /// - Throws: `ImageFileError` when an SVG render fails or is over the pixel limit.
    static func branding(
        _ branding: (master: ArtMaster, light: Paint?, dark: Paint?), dark: Bool, scale: Double
    ) throws(ImageFileError) -> RGBAImage {
        let box = PixelSize(
            width: Int(clamping: Double(LaunchScreenIOS.brandingBox.width) * scale, to: 1...Int(Int32.max)),
            height: Int(clamping: Double(LaunchScreenIOS.brandingBox.height) * scale, to: 1...Int(Int32.max)))
        return try contained(branding.master, in: box, paint: dark ? branding.dark : branding.light)
    }

    /// The branding's distance from the foot of a screen, in points (above the home indicator).
    static let brandingMargin = 40.0

    /// The logo of each variant as vector art on a `side` square, its content radius `glyphRadius × side`,
    /// in the format `written` writes (given the document and the art's file); nil, with one
    /// `not-vector` warning, when one variant has no tree, the tree cannot draw it as the pixels
    /// would (a gradient paint, a colour mask) or the format cannot hold it (a drop shadow).
    static func vectors(
        _ variants: [(painter: AppIconPainter, tree: VectorDocument?)], side: Double, glyphRadius: Double, warnings: inout [Warning],
        written: (VectorDocument, String) throws(VectorDocument.Refusal) -> String
    ) -> [String]? {
        var documents: [String] = []
        for variant in variants {
            guard let tree = variant.tree else { return nil }
            do throws(VectorDocument.Refusal) {
                let document = try variant.painter.vector(.glyph, side: side, glyphRadius: glyphRadius, master: tree)
                documents.append(try written(document, variant.painter.file))
            } catch {
                let file = variant.painter.file
                warnings.append(
                    Warning(.notVector, file: file, message: "\(file): the launch logo is PNGs, not vectors: \(error.summary)"))
                return nil
            }
        }
        return documents
    }
}
