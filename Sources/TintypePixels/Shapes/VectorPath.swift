#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A shape made of closed polygons, in pixel coordinates. Curves are flattened
/// into segments when added, finely enough (0.001 px from the true curve) that
/// the coverage stays well within SPEC §6's 2/255 of the exact area.
public struct VectorPath: Hashable, Sendable {
    /// Each contour is closed: its last point joins its first.
    public private(set) var contours: [[VectorPath.Point]] = []

    /// An empty path: it covers nothing.
    public init() {}

    /// How far a flattened curve may stray from the true one, in pixels.
    static let flatness = 0.001

    /// Adds every contour of `other`.
    public mutating func append(_ other: VectorPath) {
        contours += other.contours
    }

    /// The same shape with every contour's direction reversed: appended to a
    /// path around it, it cuts a hole.
    public func reversed() -> VectorPath {
        var path = VectorPath()
        path.contours = contours.map { $0.reversed() }
        return path
    }

    /// Adds a closed polygon.
    public mutating func addPolygon(_ points: [VectorPath.Point]) {
        if points.count >= 3 { contours.append(points) }
    }

    /// Adds an ellipse inscribed in the rectangle at (`x`, `y`) of `width × height`.
    public mutating func addEllipse(x: Double, y: Double, width: Double, height: Double) {
        let (rx, ry) = (width / 2, height / 2)
        guard rx > 0, ry > 0 else { return }
        let center = VectorPath.Point(x: x + rx, y: y + ry)
        let steps = VectorPath.segments(radius: max(rx, ry), angle: 2 * .pi)
        addPolygon(
            (0..<steps).map { step in
                let angle = 2 * Double.pi * Double(step) / Double(steps)
                return VectorPath.Point(x: center.x + rx * cos(angle), y: center.y + ry * sin(angle))
            })
    }

    /// Adds a rectangle with circular corners of `radius` (clamped to half the shorter side).
    public mutating func addRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        guard width > 0, height > 0 else { return }
        let r = max(0, min(radius, width / 2, height / 2))
        guard r > 0 else {
            addPolygon([
                VectorPath.Point(x: x, y: y), VectorPath.Point(x: x + width, y: y), VectorPath.Point(x: x + width, y: y + height),
                VectorPath.Point(x: x, y: y + height)
            ])
            return
        }
        let steps = max(1, VectorPath.segments(radius: r, angle: .pi / 2))
        var points = [VectorPath.Point]()
        // Corners clockwise from the top right, each a quarter circle.
        let corners = [
            (x + width - r, y + r, -Double.pi / 2), (x + width - r, y + height - r, 0.0),
            (x + r, y + height - r, Double.pi / 2), (x + r, y + r, Double.pi)
        ]
        for (cx, cy, start) in corners {
            for step in 0...steps {
                let angle = start + Double.pi / 2 * Double(step) / Double(steps)
                points.append(VectorPath.Point(x: cx + r * cos(angle), y: cy + r * sin(angle)))
            }
        }
        addPolygon(points)
    }

    /// Segments for an arc of `angle` radians on a circle of `radius` so that
    /// the chords stay within ``flatness`` of it: `r·(1 − cos(θ/2)) ≤ flatness`.
    static func segments(radius: Double, angle: Double) -> Int {
        guard radius > flatness else { return 4 }
        let step = 2 * acos(1 - flatness / radius)
        return Int(clamping: angle / step, to: 4...65_536, rounding: .up)
    }
}
