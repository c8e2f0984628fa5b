/// How an app icon looks (SPEC §11.1): what fills behind the glyph, and how the
/// glyph is painted in each kind of image.
public struct AppIconDesign: Hashable, Sendable {
    /// Behind the glyph in opaque images, and the adaptive icon's background layer.
    public var background: Paint
    /// A picture over ``background``, scaled to cover each image's square (centred, its
    /// overflow cut off); nil for none.
    public var backgroundImage: RGBAImage?
    /// The glyph's paint on the background; nil keeps the art's own colours (a colour logo), unless
    /// they would not show on it (the painter then chooses white or black, SPEC §11.16).
    public var glyph: Paint?
    /// The glyph's paint in the iOS dark icon, alone on the tile iOS draws; nil for ``glyph``'s (or
    /// white, when that would not show on the tile).
    public var darkGlyph: Paint?

    /// The tile iOS draws under a dark icon (and Icon Composer's `system-dark` fill).
    package static let iosDarkTile = StraightColor(red: 28, green: 28, blue: 30)

    /// A design: by default the art's own colours on white.
    public init(
        background: Paint = .solid(StraightColor(red: 255, green: 255, blue: 255)), backgroundImage: RGBAImage? = nil,
        glyph: Paint? = nil, darkGlyph: Paint? = nil
    ) {
        self.background = background
        self.backgroundImage = backgroundImage
        self.glyph = glyph
        self.darkGlyph = darkGlyph
    }
}
