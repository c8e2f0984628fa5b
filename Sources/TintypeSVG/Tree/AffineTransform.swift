#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2-D affine map `(x, y) → (a·x + c·y + e, b·x + d·y + f)`, as SVG's `matrix(a b c d e f)`.
package struct AffineTransform: Hashable, Sendable {
    /// The matrix entries, in SVG's order.
    package var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    /// The identity.
    package static let identity = AffineTransform()

    /// A transform from its six entries.
    package init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, e: Double = 0, f: Double = 0) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// A translation.
    package static func translation(_ x: Double, _ y: Double) -> AffineTransform { AffineTransform(e: x, f: y) }

    /// A scale about the origin.
    package static func scale(_ x: Double, _ y: Double) -> AffineTransform { AffineTransform(a: x, d: y) }

    /// `self` applied after `first`: `self ∘ first`.
    package func after(_ first: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * first.a + c * first.b, b: b * first.a + d * first.b, c: a * first.c + c * first.d, d: b * first.c + d * first.d,
            e: a * first.e + c * first.f + e, f: b * first.e + d * first.f + f)
    }

    /// The image of a point.
    package func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (a * x + c * y + e, b * x + d * y + f) }

    /// True when lengths scale alike in every direction (rotation, uniform scale, reflection,
    /// translation): a stroke's width and a circle stay what they are, only scaled.
    package var isSimilarity: Bool {
        let tolerance = 1e-9 * max(1, abs(a) + abs(b) + abs(c) + abs(d))
        return abs(a * c + b * d) <= tolerance && abs((a * a + b * b) - (c * c + d * d)) <= tolerance
    }

    /// How much lengths scale (exact for a similarity; the geometric mean otherwise).
    package var lengthScale: Double { abs(a * d - b * c).squareRoot() }

    /// The inverse, when there is one.
    package var inverted: AffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return AffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            e: (c * f - d * e) / determinant, f: (b * e - a * f) / determinant)
    }

    /// SVG's `transform` list (`translate(4 2) rotate(45, 12, 12) scale(2)`, `matrix`, `skewX`,
    /// `skewY`), applied right to left as SVG does; nil when it is malformed.
    package init?(svg text: String) {
        var result = AffineTransform.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" || $0 == "\r" }
            if rest.isEmpty { break }
            guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { return nil }
            let name = String(rest[..<open].filter { !" \t\n\r".contains($0) })
            guard let numbers = PathNumbers.list(rest[rest.index(after: open)..<close]),
                let step = Self.step(name, numbers)
            else { return nil }
            result = result.after(step)
            rest = rest[rest.index(after: close)...]
        }
        self = result
    }

    private static func step(_ name: String, _ n: [Double]) -> AffineTransform? {
        switch (name, n.count) {
        case ("matrix", 6): return AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], e: n[4], f: n[5])
        case ("translate", 1): return .translation(n[0], 0)
        case ("translate", 2): return .translation(n[0], n[1])
        case ("scale", 1): return .scale(n[0], n[0])
        case ("scale", 2): return .scale(n[0], n[1])
        case ("rotate", 1), ("rotate", 3):
            let angle = n[0] * .pi / 180
            let rotation = AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle))
            guard n.count == 3 else { return rotation }
            return AffineTransform.translation(n[1], n[2]).after(rotation).after(.translation(-n[1], -n[2]))
        case ("skewX", 1): return AffineTransform(c: tan(n[0] * .pi / 180))
        case ("skewY", 1): return AffineTransform(b: tan(n[0] * .pi / 180))
        default: return nil
        }
    }
}
