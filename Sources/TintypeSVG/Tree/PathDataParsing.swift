#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension VectorDocument.PathData {
    /// Parses SVG path data (`d`). As SVG renderers do, a path that turns malformed part way
    /// is drawn up to the last whole command; nil only when not even the first command reads.
    public init?(svg text: String) {
        var scanner = PathNumbers.Scanner(Array(text.utf8))
        var builder = Builder()
        var command: UInt8?
        while true {
            if let letter = scanner.command() {
                command = letter
            } else if scanner.atEnd {
                break
            } else if command == nil || command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                break  // numbers with no command, or after a close: malformed from here
            }
            // Path data starts with a move: any other first command is an error, and nothing is drawn.
            if builder.path.commands.isEmpty, let current = command, current | 0x20 != UInt8(ascii: "m") { break }
            guard let current = command, builder.read(current, from: &scanner) else { break }
            // After a move, further pairs are lines (SVG 1.1 §8.3.2).
            if current == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if current == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
        }
        guard !builder.path.commands.isEmpty else { return nil }
        self = builder.path
    }

    /// The state of reading path data: where the pen is, where the subpath began, the last control point.
    private struct Builder {
        var path = VectorDocument.PathData()
        var x = 0.0, y = 0.0
        var startX = 0.0, startY = 0.0
        /// The last cubic's (or quadratic's) second control point, for `S` (`T`).
        var lastCubic: (Double, Double)?
        var lastQuadratic: (Double, Double)?

        mutating func read(_ letter: UInt8, from scanner: inout PathNumbers.Scanner) -> Bool {
            let relative = letter >= 0x61
            let (ox, oy) = relative ? (x, y) : (0, 0)
            func numbers(_ count: Int) -> [Double]? {
                var values: [Double] = []
                for _ in 0..<count {
                    guard let value = scanner.number() else { return nil }
                    values.append(value)
                }
                return values
            }
            let upper = relative ? letter - 0x20 : letter
            var cubic: (Double, Double)?
            var quadratic: (Double, Double)?
            switch upper {
            case UInt8(ascii: "Z"):
                path.commands.append(.close)
                (x, y) = (startX, startY)
            case UInt8(ascii: "M"):
                guard let n = numbers(2) else { return false }
                (x, y) = (ox + n[0], oy + n[1])
                (startX, startY) = (x, y)
                path.commands.append(.move(x, y))
            case UInt8(ascii: "L"), UInt8(ascii: "H"), UInt8(ascii: "V"):
                guard let n = numbers(upper == UInt8(ascii: "L") ? 2 : 1) else { return false }
                if upper == UInt8(ascii: "L") { (x, y) = (ox + n[0], oy + n[1]) }
                if upper == UInt8(ascii: "H") { x = (relative ? x : 0) + n[0] }
                if upper == UInt8(ascii: "V") { y = (relative ? y : 0) + n[0] }
                line()
            case UInt8(ascii: "C"), UInt8(ascii: "S"):
                let smooth = upper == UInt8(ascii: "S")
                guard let n = numbers(smooth ? 4 : 6) else { return false }
                let first = smooth ? lastCubic.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y) : (ox + n[0], oy + n[1])
                let rest = smooth ? Array(n) : Array(n[2...])
                let second = (ox + rest[0], oy + rest[1])
                curve(first, second, (ox + rest[2], oy + rest[3]))
                cubic = second
            case UInt8(ascii: "Q"), UInt8(ascii: "T"):
                let smooth = upper == UInt8(ascii: "T")
                guard let n = numbers(smooth ? 2 : 4) else { return false }
                let control = smooth ? lastQuadratic.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y) : (ox + n[0], oy + n[1])
                let end = smooth ? (ox + n[0], oy + n[1]) : (ox + n[2], oy + n[3])
                // A quadratic is the cubic whose controls sit two thirds of the way to its control point.
                curve(
                    (x + 2 / 3 * (control.0 - x), y + 2 / 3 * (control.1 - y)),
                    (end.0 + 2 / 3 * (control.0 - end.0), end.1 + 2 / 3 * (control.1 - end.1)), end)
                quadratic = control
            case UInt8(ascii: "A"):
                guard let radii = numbers(3), let large = scanner.flag(), let sweep = scanner.flag(), let end = numbers(2) else {
                    return false
                }
                arc(rx: radii[0], ry: radii[1], rotation: radii[2], large: large, sweep: sweep, to: (ox + end[0], oy + end[1]))
            default:
                return false
            }
            lastCubic = cubic
            lastQuadratic = quadratic
            return true
        }

        mutating func line() {
            ensureStart()
            path.commands.append(.line(x, y))
        }

        mutating func curve(_ c1: (Double, Double), _ c2: (Double, Double), _ end: (Double, Double)) {
            ensureStart()
            path.commands.append(.cubic(c1.0, c1.1, c2.0, c2.1, end.0, end.1))
            (x, y) = end
        }

        /// A drawing command after a close starts its subpath where the last one began.
        mutating func ensureStart() {
            if path.commands.last == .close { path.commands.append(.move(startX, startY)) }
        }

        /// The chord of an arc that draws none: a line to `end`, unless it is where the pen is.
        mutating func chord(to end: (Double, Double)) {
            guard end != (x, y) else { return }
            (x, y) = end
            line()
        }

        /// SVG's elliptical arc (Appendix F.6), as cubics of at most a quarter turn each.
        mutating func arc(rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool, to end: (Double, Double)) {
            var (rx, ry) = (abs(rx), abs(ry))
            // Radii whose squares vanish beside 1 are zero, as librsvg takes them: the arc is its chord.
            guard rx * rx >= .ulpOfOne, ry * ry >= .ulpOfOne, end != (x, y) else { return chord(to: end) }
            let phi = rotation * .pi / 180
            let (cosPhi, sinPhi) = (cos(phi), sin(phi))
            let dx = (x - end.0) / 2
            let dy = (y - end.1) / 2
            let x1 = cosPhi * dx + sinPhi * dy
            let y1 = -sinPhi * dx + cosPhi * dy
            // Radii too small to reach the end are scaled up (F.6.6), the scale found without squaring;
            // radii so large that the arc is its chord within a billionth draw the chord (librsvg's
            // arithmetic overflows there, and Chrome draws the chord).
            let growth = hypot(x1 / rx, y1 / ry)
            let length = hypot(x1, y1)
            guard growth.isFinite, rx <= length * 1e9, ry <= length * 1e9 else { return chord(to: end) }
            if growth > 1 { (rx, ry) = (rx * growth, ry * growth) }
            let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
            var factor = (numerator / (rx * rx * y1 * y1 + ry * ry * x1 * x1)).squareRoot()
            if large == sweep { factor = -factor }
            let cx1 = factor * rx * y1 / ry
            let cy1 = -factor * ry * x1 / rx
            let cx = cosPhi * cx1 - sinPhi * cy1 + (x + end.0) / 2
            let cy = sinPhi * cx1 + cosPhi * cy1 + (y + end.1) / 2
            func angle(_ ux: Double, _ uy: Double) -> Double { atan2(uy, ux) }
            let start = angle((x1 - cx1) / rx, (y1 - cy1) / ry)
            var delta = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - start
            if sweep && delta < 0 { delta += 2 * .pi }
            if !sweep && delta > 0 { delta -= 2 * .pi }
            guard delta.isFinite, cx.isFinite, cy.isFinite else { return chord(to: end) }
            // At most a full turn: four quarter turns.
            let segments = Int(clamping: abs(delta) / (.pi / 2), to: 1...4, rounding: .up)
            let step = delta / Double(segments)
            let k = 4 / 3 * tan(step / 4)
            func point(_ t: Double) -> (Double, Double) {
                (cx + rx * cos(t) * cosPhi - ry * sin(t) * sinPhi, cy + rx * cos(t) * sinPhi + ry * sin(t) * cosPhi)
            }
            func derivative(_ t: Double) -> (Double, Double) {
                (-rx * sin(t) * cosPhi - ry * cos(t) * sinPhi, -rx * sin(t) * sinPhi + ry * cos(t) * cosPhi)
            }
            for index in 0..<segments {
                let t0 = start + Double(index) * step
                let t1 = t0 + step
                let (p0, p1) = (point(t0), index == segments - 1 ? end : point(t1))
                let (d0, d1) = (derivative(t0), derivative(t1))
                curve((p0.0 + k * d0.0, p0.1 + k * d0.1), (p1.0 - k * d1.0, p1.1 - k * d1.1), p1)
            }
        }
    }
}
