#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Paint {
    /// A linear gradient paint (SPEC §2 step 3): two or more color stops along a
    /// line from `start` to `end`, given as fractions of the painted bounds
    /// (0,0 top left, 1,1 bottom right).
    ///
    /// Each pixel takes the color at its center, `t = clamp(dot(p − start, end − start) / |end − start|², 0, 1)`;
    /// straight components are interpolated, rounded to 8 bits, then premultiplied.
    public struct LinearGradient: Hashable, Sendable {
        /// A color at a position from 0 (start) to 1 (end).
        public struct Stop: Hashable, Sendable {
            /// Where the color sits, from 0 (start) to 1 (end).
            public var location: Double
            /// The color at `location`.
            public var color: StraightColor

            /// `color` at `location`.
            public init(location: Double, color: StraightColor) {
                self.location = location
                self.color = color
            }
        }

        /// At least two stops, sorted by location.
        public private(set) var stops: [Stop]
        /// Where t = 0 lies, in unit coordinates of the painted bounds.
        public private(set) var start: VectorPath.Point
        /// Where t = 1 lies, in unit coordinates of the painted bounds.
        public private(set) var end: VectorPath.Point

        /// Stops at explicit locations between `start` and `end` (unit coordinates:
        /// 0,0 is the bounds' top left, 1,1 its bottom right). The default line runs
        /// from the top center to the bottom center.
        /// Nil when fewer than two stops are given.
        public init?(
            stops: [Stop], start: VectorPath.Point = VectorPath.Point(x: 0.5, y: 0), end: VectorPath.Point = VectorPath.Point(x: 0.5, y: 1)
        ) {
            guard stops.count >= 2 else { return nil }
            self.stops = stops.sorted { $0.location < $1.location }
            self.start = start
            self.end = end
        }

        /// A gradient through two or more evenly spaced colors, top to bottom by
        /// default; `angle` as in ``init(colors:angle:)``. Unlike that initialiser it
        /// cannot fail: it takes at least two colors.
        public init(_ first: StraightColor, _ second: StraightColor, _ more: StraightColor..., angle: Double = 0) {
            self.init(colors: [first, second] + more, angle: angle)!
        }

        /// Evenly spaced colors, top to bottom by default; `angle` in degrees turns
        /// the direction clockwise (90 runs left to right). The line, in unit
        /// coordinates, is long enough that the corners get t = 0 and t = 1, as CSS does.
        /// Nil when fewer than two colors are given.
        public init?(colors: [StraightColor], angle: Double = 0) {
            guard colors.count >= 2 else { return nil }
            let stops = colors.enumerated().map { Stop(location: Double($0.offset) / Double(colors.count - 1), color: $0.element) }
            // Direction (sin θ, cos θ) in unit coordinates; the length |sin θ| + |cos θ|
            // makes the line reach the corners.
            let radians = angle * .pi / 180
            let (dx, dy) = (sin(radians), cos(radians))
            let length = abs(dx) + abs(dy)
            let half = (x: dx * length / 2, y: dy * length / 2)
            self.init(
                stops: stops, start: VectorPath.Point(x: 0.5 - half.x, y: 0.5 - half.y),
                end: VectorPath.Point(x: 0.5 + half.x, y: 0.5 + half.y))
        }

        /// True when every row has one color: the line runs straight down or up.
        var isVertical: Bool { start.x == end.x }

        /// The colors, when this is what ``init(colors:angle:)`` makes with angle 0
        /// (evenly spaced, top to bottom): the short form a style file writes.
        package var evenlySpacedVerticalColors: [StraightColor]? {
            let colors = stops.map(\.color)
            return self == Paint.LinearGradient(colors: colors) ? colors : nil
        }

        /// The parameter `t` of the pixel whose center is at (`x`, `y`) in bounds of `width × height` pixels.
        func parameter(x: Double, y: Double, width: Int, height: Int) -> Double {
            let (sx, sy) = (start.x * Double(width), start.y * Double(height))
            let (dx, dy) = ((end.x - start.x) * Double(width), (end.y - start.y) * Double(height))
            let lengthSquared = dx * dx + dy * dy
            guard lengthSquared > 0 else { return 0 }
            return min(1, max(0, ((x - sx) * dx + (y - sy) * dy) / lengthSquared))
        }

        /// The premultiplied color at parameter `t` (clamped to 0...1).
        public func color(at t: Double) -> PremultipliedColor {
            let t = min(1, max(0, t))
            guard let upper = stops.firstIndex(where: { $0.location >= t }) else { return stops.last!.color.premultiplied }
            guard upper > 0 else { return stops[0].color.premultiplied }
            let (a, b) = (stops[upper - 1], stops[upper])
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
                let from = Double(x)
                let mixed: Double = from + (Double(y) - from) * f
                return UInt8(clamping: mixed)
            }
            return StraightColor(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha)
            ).premultiplied
        }
    }
}
