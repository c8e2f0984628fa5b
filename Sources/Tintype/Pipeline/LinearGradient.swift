#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A linear gradient paint (SPEC §2 step 3): two or more color stops along a
/// line from `start` to `end`, given as fractions of the painted bounds
/// (0,0 top left, 1,1 bottom right).
///
/// Each pixel takes the color at its center, `t = clamp(dot(p − start, end − start) / |end − start|², 0, 1)`;
/// straight components are interpolated, rounded to 8 bits, then premultiplied.
public struct LinearGradient: Hashable, Sendable {
    /// A color at a position from 0 (start) to 1 (end).
    public struct Stop: Hashable, Sendable {
        public var location: Double
        public var color: StraightColor

        public init(location: Double, color: StraightColor) {
            self.location = location
            self.color = color
        }
    }

    /// At least two stops, sorted by location.
    public private(set) var stops: [Stop]
    public var start: (x: Double, y: Double) { (startX, startY) }
    public var end: (x: Double, y: Double) { (endX, endY) }
    private var startX, startY, endX, endY: Double

    /// Stops at explicit locations between `start` and `end` (unit coordinates).
    /// Nil when fewer than two stops are given.
    public init?(stops: [Stop], start: (x: Double, y: Double) = (0.5, 0), end: (x: Double, y: Double) = (0.5, 1)) {
        guard stops.count >= 2 else { return nil }
        self.stops = stops.sorted { $0.location < $1.location }
        (startX, startY, endX, endY) = (start.x, start.y, end.x, end.y)
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
        self.init(stops: stops, start: (0.5 - half.x, 0.5 - half.y), end: (0.5 + half.x, 0.5 + half.y))
    }

    /// True when every row has one color: the line runs straight down or up.
    var isVertical: Bool { startX == endX }

    /// The parameter `t` of the pixel whose center is at (`x`, `y`) in bounds of `width × height` pixels.
    func parameter(x: Double, y: Double, width: Int, height: Int) -> Double {
        let (sx, sy) = (startX * Double(width), startY * Double(height))
        let (dx, dy) = ((endX - startX) * Double(width), (endY - startY) * Double(height))
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
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded()) }
        return StraightColor(
            red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
            blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha)
        ).premultiplied
    }

    public static func == (lhs: LinearGradient, rhs: LinearGradient) -> Bool {
        lhs.stops == rhs.stops && lhs.start == rhs.start && lhs.end == rhs.end
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(stops)
        hasher.combine(startX)
        hasher.combine(startY)
        hasher.combine(endX)
        hasher.combine(endY)
    }
}
