import TintypeSupport

/// A full-bleed Icon Composer design drawn as a glyph over a ground of its own (SPEC §11.15): its
/// back groups (a picture or plate laid over the whole canvas) reach into the corners, its front
/// groups stay near the centre. A platform that shows the icon as two layers (Android's adaptive
/// background and foreground) gets the fill with the back groups as its background and the front
/// groups as its glyph, so that the launcher moves the glyph over its ground as the designer
/// layered it, instead of the whole design in the background and an empty foreground.
struct IconComposerSplit: Sendable {
    /// The fill with the back groups drawn over it, 1,024 px a side.
    let background: RGBAImage
    /// The fill, for the background beyond the canvas.
    let ground: Paint
    /// The front groups alone on transparent (a glass layer mixed with the back groups beneath it).
    let glyph: RGBAImage
    /// The tinted appearance's front groups' brightness as white coverage on transparent.
    let silhouette: RGBAImage
    /// How far the glyph and the silhouette reach from the canvas's centre, as a share of its side.
    let glyphReach: Double
    let silhouetteReach: Double

    /// The side each group is drawn at to measure how far it reaches: a pixel is 1/256 of the canvas.
    static let measuringSide = 256

    /// The split of `bundle` (its `tinted` appearance beside it) drawn over `ground`, or nil when its
    /// front groups reach past `reach` (a share of the side from the centre) or every group does: the
    /// longest run of front groups that stays within it is the glyph, and at least one group is left behind it.
    /// - Throws: `ImageFileError` naming an asset that is missing, unreadable or over the limits.
    static func split(
        _ bundle: IconComposerBundle, tinted: IconComposerBundle, ground: Paint, within reach: Double,
        decoded: [String: RGBAImage], limits: DecodeLimits, rendering: SVGRendering
    ) throws(ImageFileError) -> IconComposerSplit? {
        // The tinted appearance hides its own layers: its groups must be the Default's for one split to serve both.
        guard bundle.groups.count >= 2, tinted.groups.count == bundle.groups.count else { return nil }
        var front = 0
        for group in bundle.groups {
            var alone = bundle
            alone.groups = [group]
            let drawn = try alone.composed(side: measuringSide, decoded: decoded, limits: limits, rendering: rendering)
            guard ArtMaster.farthestCorner(of: Mask(of: drawn, source: .alpha)) / Double(measuringSide) <= reach else { break }
            front += 1
        }
        guard front > 0, front < bundle.groups.count else { return nil }
        let side = IconComposerRenders.side
        var back = bundle
        back.groups = Array(bundle.groups[front...])
        var glyphs = bundle
        glyphs.groups = Array(bundle.groups[..<front])
        var tintedGlyphs = tinted
        tintedGlyphs.groups = Array(tinted.groups[..<front])
        var background = IconComposerBundle.filled(ground, side: side)
        background.draw(
            try back.composed(side: side, ground: background, decoded: decoded, limits: limits, rendering: rendering),
            at: PixelPoint(x: 0, y: 0))
        let glyph = try glyphs.composed(side: side, ground: background, decoded: decoded, limits: limits, rendering: rendering)
        let toned = IconComposerBundle.toned(
            try tintedGlyphs.composed(side: side, decoded: decoded, limits: limits, rendering: rendering),
            ground: .solid(StraightColor(red: 0, green: 0, blue: 0)), ink: StraightColor(red: 255, green: 255, blue: 255), least: 128)
        let silhouette = IconComposerRenders.whiteCoverage(toned)
        return IconComposerSplit(
            background: background, ground: ground, glyph: glyph, silhouette: silhouette,
            glyphReach: ArtMaster.farthestCorner(of: Mask(of: glyph, source: .alpha)) / Double(side),
            silhouetteReach: ArtMaster.farthestCorner(of: Mask(of: silhouette, source: .alpha)) / Double(side))
    }
}
