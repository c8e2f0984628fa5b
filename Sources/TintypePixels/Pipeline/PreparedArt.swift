/// Art with its mask decided (``MaskSource/prepared(_:)``).
package struct PreparedArt {
    /// The art to tint: the original, or colour art's template.
    package var image: RGBAImage
    /// `alpha` or `luminance`: how the kernels read `image`.
    package var source: MaskSource
    /// Colour art's template, when one was used (later renders of the same art take it too).
    package var colorArt: ColorArtTemplate?
    /// True when `auto` judged the art colour art, which a warning says.
    package var judged: Bool
}
