#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One subpath of a path in pixels, its curves flattened into straight segments: what the
/// scan fills and the stroker outlines.
package struct Polyline {
    /// The points, no two in a row the same.
    package var points: [VectorPath.Point]
    /// For each point, true when it ends one of the path's commands (where a stroke draws its
    /// join), false when it is a step inside a flattened curve.
    package var corners: [Bool]
    /// True when the subpath was closed (its last point joins its first).
    package var closed: Bool
}

extension VectorDocument.PathData {
    /// The path's subpaths in pixels: each point mapped by `transform`, each cubic cut into
    /// segments that stray at most `tolerance` pixels from it.
    /// - Throws: ``VectorDocument/RenderStop`` when the points pass the budget.
    package func polylines(_ transform: AffineTransform, tolerance: Double, budget: inout RasterBudget)
        throws(VectorDocument.RenderStop) -> [Polyline]
    {
        var lines: [Polyline] = []
        var current = Polyline(points: [], corners: [], closed: false)
        var start = VectorPath.Point(x: 0, y: 0)
        // A move alone draws nothing, not even a stroke's cap; a zero-length line or a close does.
        var drawn = false
        func add(_ point: VectorPath.Point, corner: Bool) {
            if let last = current.points.last, last == point {
                current.corners[current.corners.count - 1] = current.corners[current.corners.count - 1] || corner
                return
            }
            current.points.append(point)
            current.corners.append(corner)
        }
        func finish() {
            if drawn, !current.points.isEmpty { lines.append(current) }
            current = Polyline(points: [], corners: [], closed: false)
            drawn = false
        }
        func mapped(_ x: Double, _ y: Double) -> VectorPath.Point {
            let p = transform.apply(x, y)
            return VectorPath.Point(x: p.x, y: p.y)
        }
        for command in commands {
            switch command {
            case .move(let x, let y):
                finish()
                start = mapped(x, y)
                add(start, corner: true)
            case .line(let x, let y):
                if current.points.isEmpty { add(start, corner: true) }
                drawn = true
                add(mapped(x, y), corner: true)
            case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                if current.points.isEmpty { add(start, corner: true) }
                drawn = true
                let from = current.points.last!
                let steps = Self.cubicSteps(from, mapped(x1, y1), mapped(x2, y2), mapped(x, y), tolerance: tolerance)
                try budget.spend(steps)
                Self.flatten(from, mapped(x1, y1), mapped(x2, y2), mapped(x, y), steps: steps) { add($0, corner: $1) }
            case .close:
                if current.points.isEmpty { add(start, corner: true) }
                current.closed = true
                drawn = true
                if current.points.count > 1, current.points.last == current.points.first {
                    current.points.removeLast()
                    current.corners.removeLast()
                }
                let closedAt = current.points.first ?? start
                finish()
                start = closedAt
            }
        }
        finish()
        try budget.spend(lines.reduce(0) { $0 + $1.points.count })
        return lines
    }

    /// How many segments keep a cubic within `tolerance` of its chords (Wang's bound), at least one.
    package static func cubicSteps(
        _ p0: VectorPath.Point, _ p1: VectorPath.Point, _ p2: VectorPath.Point, _ p3: VectorPath.Point, tolerance: Double
    ) -> Int {
        let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let bound = (0.75 * (ddx * ddx + ddy * ddy).squareRoot() / tolerance).squareRoot()
        return Int(clamping: bound, to: 1...Self.maximumCubicSteps, rounding: .up)
    }

    /// The most segments one cubic is cut into (a curve across a 4,096-pixel canvas needs some hundreds).
    package static let maximumCubicSteps = 4_096

    /// The points after `p0` of a cubic cut into `steps` equal steps of its parameter, the last a corner.
    package static func flatten(
        _ p0: VectorPath.Point, _ p1: VectorPath.Point, _ p2: VectorPath.Point, _ p3: VectorPath.Point, steps: Int,
        _ add: (VectorPath.Point, Bool) -> Void
    ) {
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let u = 1 - t
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            if step == steps {
                add(p3, true)
            } else {
                add(VectorPath.Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y), false)
            }
        }
    }
}
