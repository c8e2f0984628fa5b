/// How art of several colours becomes the one-colour template the kernels tint (SPEC §2 step 2):
/// black, with coverage that keeps the picture where its alpha alone would be a silhouette.
/// Measured once on a piece of art (an SVG's probe render) and applied to every render of it,
/// so that each scale gets the same template.
package enum ColorArtTemplate: Hashable, Sendable {
    /// Colour art on a filled silhouette: the details that differ from the dominant colour knocked out.
    case knockout(ColorArtMask)
    /// A picture of a few colours: each colour a tone of coverage, the dominant one whole, the
    /// others dimmer down to 0.3 (`PictureTones`, `dominantFirst`).
    case tones(PictureTones)

    /// `image` as a template: black, its coverage as alpha.
    package func template(of image: RGBAImage) -> RGBAImage {
        switch self {
        case .knockout(let mask):
            return mask.template(of: image)
        case .tones(let tones):
            let coverage = tones.coverage(of: image, .dominantFirst)
            var output = RGBAImage(width: image.width, height: image.height, scale: image.scale)
            for (index, value) in coverage.coverage.enumerated() where value > 0 {
                output[index % image.width, index / image.width] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: value)
            }
            return output
        }
    }

    /// The warning that `auto` gave the art in `file` this template (SPEC §10, `color-art`).
    package func warning(file: String) -> Warning {
        switch self {
        case .knockout(let mask):
            return mask.warning(file: file)
        case .tones(let tones):
            return Warning(
                .colorArt, file: file,
                message: "\(file) is a picture of several colours: its mask keeps them as \(tones.centres.count) tones, "
                    + "its dominant colour \(tones.colour(0).hexString) whole and the others dimmer")
        }
    }
}
