/// How an Icon Composer layer or group is laid over what lies beneath it: the modes the format
/// names (`blend-mode`), each as the W3C Compositing and Blending specification defines it, and
/// Apple's `plus-darker` and `plus-lighter`.
package enum IconComposerBlendMode: String, CaseIterable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten
    case colorDodge = "color-dodge"
    case colorBurn = "color-burn"
    case softLight = "soft-light"
    case hardLight = "hard-light"
    case difference, exclusion, hue, saturation, color, luminosity
    case plusDarker = "plus-darker"
    case plusLighter = "plus-lighter"

    /// The colour this mode makes of `source` over `backdrop` (straight sRGB channels from 0 to 1),
    /// before it is mixed by the source's alpha.
    package func blend(_ backdrop: SIMD3<Double>, _ source: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .normal: return source
        case .multiply: return backdrop * source
        case .screen: return backdrop + source - backdrop * source
        case .overlay: return Self.hardLight(source, over: backdrop, swapped: true)
        case .darken: return pointwiseMin(backdrop, source)
        case .lighten: return pointwiseMax(backdrop, source)
        case .colorDodge: return Self.each(backdrop, source) { b, s in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn: return Self.each(backdrop, source) { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .softLight: return Self.each(backdrop, source, Self.softLight)
        case .hardLight: return Self.hardLight(source, over: backdrop, swapped: false)
        case .difference: return Self.each(backdrop, source) { b, s in Swift.abs(b - s) }
        case .exclusion: return backdrop + source - 2 * backdrop * source
        case .hue: return Self.withLuminosity(Self.withSaturation(source, of: backdrop), of: backdrop)
        case .saturation: return Self.withLuminosity(Self.withSaturation(backdrop, of: source), of: backdrop)
        case .color: return Self.withLuminosity(source, of: backdrop)
        case .luminosity: return Self.withLuminosity(backdrop, of: source)
        case .plusDarker: return pointwiseMax(backdrop + source - 1, .zero)
        case .plusLighter: return pointwiseMin(backdrop + source, SIMD3(repeating: 1))
        }
    }

    private static func each(
        _ backdrop: SIMD3<Double>, _ source: SIMD3<Double>, _ channel: (Double, Double) -> Double
    ) -> SIMD3<Double> {
        SIMD3(channel(backdrop.x, source.x), channel(backdrop.y, source.y), channel(backdrop.z, source.z))
    }

    /// Hard light; overlay is hard light with its operands swapped.
    private static func hardLight(_ source: SIMD3<Double>, over backdrop: SIMD3<Double>, swapped: Bool) -> SIMD3<Double> {
        each(swapped ? source : backdrop, swapped ? backdrop : source) { b, s in
            s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
        }
    }

    private static func softLight(_ b: Double, _ s: Double) -> Double {
        guard s > 0.5 else { return b - (1 - 2 * s) * b * (1 - b) }
        let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
        return b + (2 * s - 1) * (d - b)
    }

    private static func luminosity(_ c: SIMD3<Double>) -> Double { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    /// `c` moved to `other`'s luminosity, clipped into the gamut as the specification does.
    private static func withLuminosity(_ c: SIMD3<Double>, of other: SIMD3<Double>) -> SIMD3<Double> {
        let moved = c + SIMD3(repeating: luminosity(other) - luminosity(c))
        let l = luminosity(moved)
        let low = moved.min()
        let high = moved.max()
        var clipped = moved
        if low < 0, l - low > 0 { clipped = SIMD3(repeating: l) + (clipped - SIMD3(repeating: l)) * l / (l - low) }
        if high > 1, high - l > 0 { clipped = SIMD3(repeating: l) + (clipped - SIMD3(repeating: l)) * (1 - l) / (high - l) }
        return clipped
    }

    /// `c` with `other`'s saturation (its largest channel less its smallest), its channels' order kept.
    private static func withSaturation(_ c: SIMD3<Double>, of other: SIMD3<Double>) -> SIMD3<Double> {
        let saturation = other.max() - other.min()
        let low = c.min()
        let high = c.max()
        guard high > low else { return .zero }
        return (c - SIMD3(repeating: low)) * saturation / (high - low)
    }
}
