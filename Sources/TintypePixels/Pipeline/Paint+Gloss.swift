#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Paint {
    /// The classic glossy selected-icon fill (SPEC §4): a light upper gradient, and
    /// below an elliptical arc, a second, deeper gradient. The paint spans the
    /// icon's bounds.
    ///
    /// The arc is the top of an ellipse centered on the right edge, rising from
    /// `arcLeft` of the height at the left edge to `arcRight` at the right. The
    /// upper gradient runs from the top edge to the arc's lowest point, the lower
    /// one from the arc's highest point to the bottom edge. Pixels the arc crosses
    /// mix the two by the share of the pixel below it.
    public struct Gloss: Hashable, Sendable {
        /// The upper part's color at the top.
        public var upperTop: StraightColor
        /// The upper part's color where it meets the arc.
        public var upperBottom: StraightColor
        /// The lower part's color just below the arc.
        public var lowerTop: StraightColor
        /// The lower part's color at the bottom.
        public var lowerBottom: StraightColor
        /// Where the arc meets the left edge, as a fraction of the height from the top.
        public var arcLeft: Double
        /// Where the arc meets the right edge, as a fraction of the height from the top.
        public var arcRight: Double

        /// A gloss from its four colors and the arc's ends, as fractions of the height.
        public init(
            upperTop: StraightColor, upperBottom: StraightColor, lowerTop: StraightColor,
            lowerBottom: StraightColor, arcLeft: Double = 0.80, arcRight: Double = 0.53
        ) {
            self.upperTop = upperTop
            self.upperBottom = upperBottom
            self.lowerTop = lowerTop
            self.lowerBottom = lowerBottom
            self.arcLeft = arcLeft
            self.arcRight = arcRight
        }

        /// The iPhone OS 3 look: (213,229,248) → (112,174,236) above, (49,140,228) → (67,209,253) below.
        public static let classic = Paint.Gloss(
            upperTop: StraightColor(red: 213, green: 229, blue: 248), upperBottom: StraightColor(red: 112, green: 174, blue: 236),
            lowerTop: StraightColor(red: 49, green: 140, blue: 228), lowerBottom: StraightColor(red: 67, green: 209, blue: 253))

        /// The arc's height (pixels from the top) at horizontal position `x`, in bounds `width × height`.
        public func arcY(atX x: Double, width: Int, height: Int) -> Double {
            let (w, h) = (Double(width), Double(height))
            // Ellipse centered at (w, cy) with radii 1.25 w and ry: at x = 0 the
            // root is √(1 − 0.8²) = 0.6, so cy − 0.6 ry = arcLeft·h and cy − ry = arcRight·h.
            let ry = (arcLeft - arcRight) * h / 0.4
            let cy = arcRight * h + ry
            let u = (x - w) / (1.25 * w)
            return cy - ry * sqrt(max(0, 1 - u * u))
        }

        /// The premultiplied color of pixel (`x`, `y`) in bounds `width × height`.
        public func color(x: Int, y: Int, width: Int, height: Int) -> PremultipliedColor {
            let row = rowColors(y: y, height: height)
            return row.color(below: min(1, max(0, Double(y) + 1 - arcY(atX: Double(x) + 0.5, width: width, height: height))))
        }

        /// The two gradients' colors on row `y`, for mixing by each pixel's share below the arc.
        func rowColors(y: Int, height: Int) -> GlossRow {
            let h = Double(height)
            let center = Double(y) + 0.5
            return GlossRow(
                upper: Paint.Gloss.mix(upperTop, upperBottom, center / (arcLeft * h)),
                lower: Paint.Gloss.mix(lowerTop, lowerBottom, (center - arcRight * h) / ((1 - arcRight) * h)))
        }

        /// Straight components of the gradient from `a` to `b` at `t`, clamped to 0...1.
        typealias Components = (Double, Double, Double, Double)

        private static func mix(_ a: StraightColor, _ b: StraightColor, _ t: Double) -> Components {
            let t = min(1, max(0, t))
            func lerp(_ x: UInt8, _ y: UInt8) -> Double { Double(x) + (Double(y) - Double(x)) * t }
            return (lerp(a.red, b.red), lerp(a.green, b.green), lerp(a.blue, b.blue), lerp(a.alpha, b.alpha))
        }
    }
}

/// One row of the gloss: the upper and lower gradients' straight colors there.
struct GlossRow {
    let upper: Paint.Gloss.Components
    let lower: Paint.Gloss.Components

    /// The pixel whose share below the arc is `below` (0 above it, 1 under it).
    func color(below: Double) -> PremultipliedColor {
        func blend(_ a: Double, _ b: Double) -> UInt8 { UInt8(clamping: a + (b - a) * below) }
        return StraightColor(
            red: blend(upper.0, lower.0), green: blend(upper.1, lower.1),
            blue: blend(upper.2, lower.2), alpha: blend(upper.3, lower.3)
        ).premultiplied
    }
}
