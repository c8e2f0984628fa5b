import TintypeSupport

/// A full-bleed Icon Composer design drawn as a glyph over a ground of its own (SPEC §11.15): its
/// back layers (a picture or plate laid over the whole canvas) reach into the corners, its front
/// layers stay near the centre. A platform that shows the icon as two layers (Android's adaptive
/// background and foreground) gets the fill with the back layers as its background and the front
/// layers as its glyph, so that the launcher moves the glyph over its ground as the designer
/// layered it, instead of the whole design in the background and an empty foreground.
struct IconComposerSplit: Sendable {
    /// The fill with the back layers drawn over it, 1,024 px a side.
    let background: RGBAImage
    /// The front layers alone on transparent (a glass layer mixed with the back layers beneath it).
    let glyph: RGBAImage
    /// The tinted appearance's front layers' brightness as white coverage on transparent.
    let silhouette: RGBAImage
    /// How far the glyph and the silhouette reach from the canvas's centre, as a share of its side.
    let glyphReach: Double
    let silhouetteReach: Double

    /// The side each layer is drawn at to measure how far it reaches: a pixel is 1/256 of the canvas.
    static let measuringSide = 256

    /// The split of `bundle` (its `tinted` appearance beside it) drawn over `ground`, or nil when its
    /// front layers reach past `reach` (a share of the side from the centre) or every layer does: the
    /// longest run of front layers (in the document's order, across its groups) that stays within it
    /// is the glyph, and at least one layer is left behind it. The tinted appearance's glyph is its
    /// layers at the same places (one it hides is left out of both).
    /// - Throws: `ImageFileError` naming an asset that is missing, unreadable or over the limits.
    static func split(
        _ bundle: IconComposerBundle, tinted: IconComposerBundle, ground: Paint, within reach: Double,
        decoded: [String: RGBAImage], limits: ImageDecoder.Limits, rendering: SVGDocument.Rendering
    ) throws(ImageFileError) -> IconComposerSplit? {
        let places = bundle.groups.flatMap(\.layers).map(\.place)
        var front = 0
        for place in places.dropLast() {
            let drawn = try keeping(bundle) { $0 == place }.composed(
                side: measuringSide, decoded: decoded, limits: limits, rendering: rendering)
            guard ArtMaster.farthestCorner(of: Mask(of: drawn, source: .alpha)) / Double(measuringSide) <= reach else { break }
            front += 1
        }
        guard front > 0 else { return nil }
        let cut = places[front]
        let side = IconComposerRenders.side
        var background = IconComposerBundle.filled(ground, side: side)
        background.draw(
            try keeping(bundle) { $0 >= cut }.composed(
                side: side, ground: background, decoded: decoded, limits: limits, rendering: rendering),
            at: PixelPoint(x: 0, y: 0))
        let glyph = try keeping(bundle) { $0 < cut }.composed(
            side: side, ground: background, decoded: decoded, limits: limits, rendering: rendering)
        let toned = IconComposerBundle.toned(
            try keeping(tinted) { $0 < cut }.composed(side: side, decoded: decoded, limits: limits, rendering: rendering),
            ground: .solid(StraightColor(red: 0, green: 0, blue: 0)), ink: StraightColor(red: 255, green: 255, blue: 255), least: 128)
        let silhouette = IconComposerRenders.whiteCoverage(toned)
        return IconComposerSplit(
            background: background, glyph: glyph, silhouette: silhouette,
            glyphReach: ArtMaster.farthestCorner(of: Mask(of: glyph, source: .alpha)) / Double(side),
            silhouetteReach: ArtMaster.farthestCorner(of: Mask(of: silhouette, source: .alpha)) / Double(side))
    }

    /// `bundle` with only the layers whose places `isKept` accepts (a group left empty goes).
    private static func keeping(_ bundle: IconComposerBundle, _ isKept: (IconComposerBundle.Place) -> Bool) -> IconComposerBundle {
        var kept = bundle
        kept.groups = bundle.groups.compactMap { group in
            var part = group
            part.layers = group.layers.filter { isKept($0.place) }
            return part.layers.isEmpty ? nil : part
        }
        return kept
    }
}
