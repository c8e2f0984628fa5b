/// What one app-icon image holds (SPEC §11.1).
package enum AppIconLayer: String, Hashable, Sendable, CaseIterable {
    /// The background over the whole square and the glyph over it, opaque, without alpha.
    case full
    /// The background in a circle and the glyph over it; transparent outside the circle.
    case round
    /// The background in a rounded square (corner radius a fifth of the side) and the glyph over it.
    case rounded
    /// The background in macOS's rounded-rectangle body (inset from the edges, for the system's
    /// shadow) and the glyph over it; transparent around the body.
    case macos
    /// The glyph alone on transparent in the glyph paint: a launcher composes the background under it.
    case glyph
    /// The glyph alone on transparent in the dark paint: the system draws its dark tile under it.
    case dark
    /// The glyph's coverage as gray on black, opaque: a true grayscale image for the system to tint
    /// (a picture of several colours in its tones, brightest brightest).
    case gray
    /// The background alone over the whole square.
    case background
    /// The glyph's coverage in white on transparent: a silhouette for themed and notification icons
    /// (a picture of several colours in its tones, the dominant colour whole).
    case silhouette
}
