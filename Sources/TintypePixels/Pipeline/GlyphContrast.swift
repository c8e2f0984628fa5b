/// How well a glyph reads on its ground (SPEC §11.16): the luminance contrast of WCAG 2
/// (`(L1 + 0.05) / (L2 + 0.05)`, 1 to 21) between what was drawn and the ground under it.
///
/// Measured over the pixels that differ from their ground by at least ``differing`` in some
/// channel: the ratio the best-reading twentieth of them reach (their 95th percentile), so that a
/// logo on a faint plate of its own reads by the logo. Art that draws nothing visible (fewer differing pixels than
/// ``visibleShare`` of those measured) reads at 1:1. A colour logo whose ring matches the ground
/// but whose centre does not is judged by what differs; a glyph in the ground's colour, or
/// a shade of it, by its few differing pixels.
package enum GlyphContrast {
    /// Below this ratio a glyph does not show: its ground's colour, or a shade too near it.
    package static let unreadable = 1.5
    /// A channel difference from the ground that makes a pixel part of the drawing.
    static let differing = 16
    /// The share of the measured pixels that must differ for anything to show.
    static let visibleShare = 0.005

    /// The relative luminance of an sRGB colour (0 black to 1 white), its alpha ignored.
    package static func luminance(_ color: StraightColor) -> Double {
        func linear(_ channel: UInt8) -> Double { SRGBTransfer.decoded(Double(channel) / 255) }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The contrast ratio of two colours, 1 to 21.
    package static func ratio(_ a: StraightColor, _ b: StraightColor) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The contrast of `drawn` on `ground` (two opaque images of one size, or `ground` one colour), over
    /// the pixels `measured` accepts (all when nil): the 95th percentile of the ratios of those that differ, or 1.
    /// Large images are measured on the grid `ColorArtMask.sampleStep(_:)` gives.
    package static func contrast(of drawn: RGBAImage, on ground: Ground, measured: ((Int, Int) -> Bool)? = nil) -> Double {
        let step = ColorArtMask.sampleStep(drawn)
        var ratios: [Double] = []
        var count = 0
        for y in stride(from: 0, to: drawn.height, by: step) {
            for x in stride(from: 0, to: drawn.width, by: step) where measured?(x, y) ?? true {
                count += 1
                let pixel = drawn[x, y].straight
                let under: StraightColor
                switch ground {
                case .color(let color): under = color
                case .image(let image): under = image[x, y].straight
                }
                guard ColorArtMask.distance(pixel, under) >= differing else { continue }
                ratios.append(ratio(pixel, under))
            }
        }
        guard count > 0, Double(ratios.count) >= visibleShare * Double(count), !ratios.isEmpty else { return 1 }
        ratios.sort()
        return ratios[ratios.count * 19 / 20]
    }

    /// What a glyph is measured against.
    package enum Ground {
        /// One colour under every pixel.
        case color(StraightColor)
        /// The ground drawn alone, pixel for pixel.
        case image(RGBAImage)
    }

    /// White or black, whichever reads better on `ground`.
    package static func readable(on ground: StraightColor) -> StraightColor {
        ratio(.white, ground) >= ratio(.black, ground) ? .white : .black
    }

    /// `ratio` as people write it: `4.5:1`.
    package static func text(_ ratio: Double) -> String {
        let tenths = (ratio * 10).rounded(.down) / 10
        return (tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)) + ":1"
    }
}
