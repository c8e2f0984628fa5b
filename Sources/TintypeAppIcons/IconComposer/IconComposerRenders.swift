import TintypeSupport

/// The app icon images drawn from an Icon Composer bundle as Apple's renderer draws it (SPEC §11.15),
/// instead of from its layers fitted as a glyph: each rendered once at 1,024 px and resized for the
/// smaller sizes. The iOS light and dark icons are the Default and Dark renders (the whole square;
/// the system cuts the outline); the tinted icon is the tinted appearance's layers in grey on
/// black, half white where covered and brighter by their brightness (a dark layer must still show); the macOS icon is the Default render cut to Apple's outline on an 824-pixel body, 100
/// pixels in from each side; the round and rounded icons of other platforms are the Default render cut.
package struct IconComposerRenders: Sendable {
    /// The side every image is rendered at before resizing.
    static let side = 1024
    private let full: RGBAImage
    private let dark: RGBAImage
    private let gray: RGBAImage
    private let macos: RGBAImage

    /// Renders `bundle`'s images.
    /// - Throws: `ImageFileError` naming an asset that is missing, unreadable or over the limits.
    package init(_ bundle: IconComposerBundle, limits: DecodeLimits, rendering: SVGRendering) throws(ImageFileError) {
        let side = Self.side
        full = try bundle.rendered(.default, side: side, outline: .square, limits: limits, rendering: rendering)
        dark = try bundle.rendered(.dark, side: side, outline: .square, limits: limits, rendering: rendering)
        let tinted = try bundle.resolved(for: .tintedDark)
        let art = try tinted.composed(side: side, limits: limits, rendering: rendering)
        gray = IconComposerBundle.toned(
            art, ground: .solid(StraightColor(red: 0, green: 0, blue: 0)), ink: StraightColor(red: 255, green: 255, blue: 255), least: 128)
        let body = side * 824 / 1024
        var macos = RGBAImage(width: side, height: side)
        macos.draw(
            try bundle.rendered(.default, side: body, outline: .squircle, limits: limits, rendering: rendering),
            at: PixelPoint(x: (side - body) / 2, y: (side - body) / 2))
        self.macos = macos
    }

    /// The `side × side` image of `layer`; nil for a layer drawn from the fitted glyph (the Android
    /// adaptive foreground, the silhouettes, the background alone).
    package func image(_ layer: AppIconLayer, side: Int) -> RGBAImage? {
        let rendered: RGBAImage
        switch layer {
        case .full: rendered = full
        case .dark: rendered = dark
        case .gray: rendered = gray
        case .macos: rendered = macos
        case .round, .rounded:
            var cut = full
            let outline = IconComposerBundle.outline(layer == .round ? .circle : .squircle, side: Self.side)
            cut.draw(
                outline.filled(with: .solid(StraightColor(red: 255, green: 255, blue: 255))), at: PixelPoint(x: 0, y: 0),
                mode: .destinationIn)
            rendered = cut
        case .glyph, .background, .silhouette: return nil
        }
        return side == Self.side ? rendered : rendered.resizedArt(width: side, height: side)
    }
}
