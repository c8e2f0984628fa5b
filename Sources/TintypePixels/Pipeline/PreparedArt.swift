/// Art with its mask decided (``Mask/Source/prepared(_:)``).
package struct PreparedArt {
    /// The art to tint: the original, or colour art's template.
    package var image: RGBAImage
    /// `alpha` or `luminance`: how the kernels read `image`.
    package var source: Mask.Source
    /// Colour art's template, when one was used (later renders of the same art take it too).
    package var colorArt: ColorArtTemplate?
    /// True when `auto` judged the art colour art, which a warning says.
    package var judged: Bool
}

extension PreparedArt {
    /// `image`, another picture of the same icon (another scale's art), prepared as this one was
    /// decided: the same template with this one's colours and tones, or the same coverage source,
    /// so that every scale of one icon shows one picture (SPEC §2).
    package func applied(to image: RGBAImage) -> PreparedArt {
        guard let colorArt else { return PreparedArt(image: image, source: source, colorArt: nil, judged: false) }
        return PreparedArt(image: colorArt.template(of: image), source: .alpha, colorArt: colorArt, judged: judged)
    }
}
