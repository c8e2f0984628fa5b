/// Where a design drawn on a canvas (an Icon Composer bundle's, drawn as Apple draws it rather than
/// fitted as a glyph) lies in one app icon image (SPEC §11.15).
package struct CanvasPlacement: Hashable, Sendable {
    /// The share of the image's shorter side the canvas takes, centred.
    package var share: Double
    /// How far from the centre the design's art may reach, as a share of the shorter side, where the
    /// platform may cut beyond it (Android's 66 dp circle); nil where the whole image shows.
    package var safeRadius: Double?

    /// The canvas over the whole image.
    package static let whole = CanvasPlacement(share: 1, safeRadius: nil)

    /// A placement.
    package init(share: Double, safeRadius: Double?) {
        self.share = share
        self.safeRadius = safeRadius
    }
}
