/// Art with its mask decided (``MaskSource/prepared(_:)``).
struct PreparedArt {
    /// The art to tint: the original, or colour art's template.
    var image: RGBAImage
    /// `alpha` or `luminance`: how the kernels read `image`.
    var source: MaskSource
    /// Colour art's template, when one was used (later renders of the same art take it too).
    var colorArt: ColorArtTemplate?
    /// True when `auto` judged the art colour art, which a warning says.
    var judged: Bool
}
