#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stroke as polygons to fill by the nonzero rule (SPEC §13.7): each subpath's two sides, offset
/// by half the width, walked as one strip (an open subpath's capped at its ends, a closed one's as
/// two loops turning opposite ways). At each vertex the outer side takes the join (at a corner of
/// the path its style: miter within the limit, else bevel, or round; between the steps of a
/// flattened curve round, as cairo strokes a curve) and the inner side passes through the vertex
/// itself, so that where the strip folds over itself it still winds one way. Every piece winds
/// the same way, so that where pieces overlap they are one shape.
package struct StrokeOutline {
    package let halfWidth: Double
    package let cap: VectorDocument.Stroke.Cap
    package let join: VectorDocument.Stroke.Join
    package let miterLimit: Double
    /// How far an arc's polygon may stray inside its circle, in pixels.
    package let tolerance: Double
    /// The polygons made so far.
    private(set) var pieces: [[VectorPath.Point]] = []

    package init(width: Double, cap: VectorDocument.Stroke.Cap, join: VectorDocument.Stroke.Join, miterLimit: Double, tolerance: Double) {
        halfWidth = width / 2
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.tolerance = tolerance
    }

    /// The polygons of `stroke` along `lines` (in pixels), its width and dashes scaled by `scale`.
    /// - Throws: ``VectorDocument/RenderStop`` when the dashes or the points pass the budget.
    package static func pieces(of stroke: VectorDocument.Stroke, along lines: [Polyline], scale: Double, budget: inout RasterBudget)
        throws(VectorDocument.RenderStop) -> [[VectorPath.Point]]
    {
        var outline = StrokeOutline(
            width: stroke.width * scale, cap: stroke.cap, join: stroke.join, miterLimit: stroke.miterLimit,
            tolerance: RasterCanvas.tolerance)
        if let pattern = DashPattern(dashes: stroke.dashes.map { $0 * scale }, offset: stroke.dashOffset * scale) {
            for line in lines { for dash in try pattern.dashes(of: line, budget: &budget) { outline.add(dash) } }
        } else {
            for line in lines { outline.add(line) }
        }
        try budget.spend(outline.pieces.reduce(0) { $0 + $1.count })
        return outline.pieces
    }

    /// Adds the outline of `line`.
    package mutating func add(_ line: Polyline) {
        var points: [VectorPath.Point] = []
        var corners: [Bool] = []
        for (point, corner) in zip(line.points, line.corners) where point != points.last {
            points.append(point)
            corners.append(corner)
        }
        if line.closed, points.count > 1, points.last == points.first {
            points.removeLast()
            corners.removeLast()
        }
        guard points.count > 1 else {
            if let point = points.first { dot(point) }
            return
        }
        var left: [VectorPath.Point] = []
        var right: [VectorPath.Point] = []
        let count = points.count
        for index in 0..<count {
            let vertex = points[index]
            if !line.closed, index == 0 || index == count - 1 {
                let n = index == 0 ? normal(vertex, points[1]) : normal(points[count - 2], vertex)
                left.append(offset(vertex, n, 1))
                right.append(offset(vertex, n, -1))
                continue
            }
            let before = points[(index + count - 1) % count]
            let after = points[(index + 1) % count]
            addJoin(before, vertex, after, corner: corners[index], left: &left, right: &right)
        }
        if line.closed {
            addLoops(left, right)
        } else {
            let (first, last) = (points[0], points[count - 1])
            let end = capPoints(at: last, from: points[count - 2], from: left[left.count - 1], to: right[right.count - 1])
            let start = capPoints(at: first, from: points[1], from: right[0], to: left[0])
            addOriented(left + end + right.reversed() + start)
        }
    }

    /// A subpath of zero length: a disc for round caps, a square along x for square caps, nothing for butt.
    private mutating func dot(_ point: VectorPath.Point) {
        switch cap {
        case .butt: return
        case .round:
            let count = Int(clamping: 2 * Double.pi / discStep, to: 8...1_024, rounding: .up)
            addOriented(
                (0..<count).map { index in
                    let angle = 2 * Double.pi * Double(index) / Double(count)
                    return VectorPath.Point(x: point.x + halfWidth * cos(angle), y: point.y + halfWidth * sin(angle))
                })
        case .square:
            let h = halfWidth
            addOriented([
                VectorPath.Point(x: point.x - h, y: point.y - h), VectorPath.Point(x: point.x + h, y: point.y - h),
                VectorPath.Point(x: point.x + h, y: point.y + h), VectorPath.Point(x: point.x - h, y: point.y + h)
            ])
        }
    }

    /// The sides' points at `vertex`, between the segment from `before` and the one to `after`: the
    /// outer side's join, the inner side through the vertex.
    private func addJoin(
        _ before: VectorPath.Point, _ vertex: VectorPath.Point, _ after: VectorPath.Point, corner: Bool, left: inout [VectorPath.Point],
        right: inout [VectorPath.Point]
    ) {
        let (d1, d2) = (direction(before, vertex), direction(vertex, after))
        let dot = d1.x * d2.x + d1.y * d2.y
        let cross = d1.x * d2.y - d1.y * d2.x
        let (n1, n2) = (normal(before, vertex), normal(vertex, after))
        // The side away from the turn is the outer one, where the segments' offsets leave a gap.
        let outerIsLeft = cross <= 0
        let side: Double = outerIsLeft ? 1 : -1
        let (a, b) = (offset(vertex, n1, side), offset(vertex, n2, side))
        let inner = [offset(vertex, n1, -side), vertex, offset(vertex, n2, -side)]
        let style = corner ? join : (dot > 0.998 ? .bevel : .round)
        var outer: [VectorPath.Point]
        switch style {
        case .round: outer = arc(around: vertex, from: a, to: b, toward: VectorPath.Point(x: d1.x - d2.x, y: d1.y - d2.y))
        case .bevel: outer = [a, b]
        case .miter:
            // SVG's miter length over the stroke width is 1 / sin(θ/2), θ the angle between the segments.
            let ratioSquared = 2 / max(1 + dot, 1e-12)
            if ratioSquared <= miterLimit * miterLimit, 1 + dot > 1e-9 {
                let scale = side * halfWidth / (1 + (n1.x * n2.x + n1.y * n2.y))
                outer = [a, VectorPath.Point(x: vertex.x + (n1.x + n2.x) * scale, y: vertex.y + (n1.y + n2.y) * scale), b]
            } else {
                outer = [a, b]
            }
        }
        if outerIsLeft {
            left += outer
            right += inner
        } else {
            right += outer
            left += inner
        }
    }

    /// The points of the cap at the open end `end` of the segment coming from `from`, going from the
    /// side point `start` round to the side point `finish` (nothing for a butt cap, which joins them straight).
    private func capPoints(at end: VectorPath.Point, from: VectorPath.Point, from start: VectorPath.Point, to finish: VectorPath.Point)
        -> [VectorPath.Point]
    {
        let d = direction(from, end)
        switch cap {
        case .butt: return []
        case .square:
            return [
                VectorPath.Point(x: start.x + d.x * halfWidth, y: start.y + d.y * halfWidth),
                VectorPath.Point(x: finish.x + d.x * halfWidth, y: finish.y + d.y * halfWidth)
            ]
        case .round: return Array(arc(around: end, from: start, to: finish, toward: d).dropFirst().dropLast())
        }
    }

    /// A closed subpath's sides as two loops, the inner turned against the outer so that the band
    /// between them is covered once (and the whole middle, where the stroke is wider than the loop).
    private mutating func addLoops(_ left: [VectorPath.Point], _ right: [VectorPath.Point]) {
        let reversed = Array(right.reversed())
        let area = Self.signedArea(left) + Self.signedArea(reversed)
        guard area != 0, area.isFinite else { return }
        if area > 0 {
            pieces += [left, reversed]
        } else {
            pieces += [left.reversed(), right]
        }
    }

    /// The points of the arc of the stroke's circle around `centre` from `a` to `b` (both on it)
    /// that passes on the side `toward` points to (the way a join's corner faces), within the tolerance.
    private func arc(around centre: VectorPath.Point, from a: VectorPath.Point, to b: VectorPath.Point, toward: VectorPath.Point)
        -> [VectorPath.Point]
    {
        let start = atan2(a.y - centre.y, a.x - centre.x)
        var sweep = atan2(b.y - centre.y, b.x - centre.x) - start
        if sweep > Double.pi { sweep -= 2 * Double.pi }
        if sweep < -Double.pi { sweep += 2 * Double.pi }
        // The shorter way round, but for a half turn (a cap, a path turning back on itself), which
        // goes the way `toward` says; below a quarter turn the shorter way is the one.
        let middle = start + sweep / 2
        if abs(sweep) > Double.pi / 2, cos(middle) * toward.x + sin(middle) * toward.y < 0 {
            sweep -= sweep > 0 ? 2 * Double.pi : -2 * Double.pi
        }
        let count = Int(clamping: abs(sweep) / discStep, to: 1...1_024, rounding: .up)
        return (0...count).map { index in
            if index == 0 { return a }
            if index == count { return b }
            let angle = start + sweep * Double(index) / Double(count)
            return VectorPath.Point(x: centre.x + halfWidth * cos(angle), y: centre.y + halfWidth * sin(angle))
        }
    }

    /// The angle between neighbouring points of the stroke's circle that keeps it within the tolerance.
    private var discStep: Double {
        halfWidth > tolerance ? 2 * acos(1 - tolerance / halfWidth) : Double.pi / 2
    }

    /// `polygon`, turned the way every piece turns (its signed area positive); dropped when flat.
    private mutating func addOriented(_ polygon: [VectorPath.Point]) {
        let area = Self.signedArea(polygon)
        guard area != 0, area.isFinite else { return }
        pieces.append(area > 0 ? polygon : polygon.reversed())
    }

    /// Twice the polygon's signed area (shoelace).
    private static func signedArea(_ polygon: [VectorPath.Point]) -> Double {
        var area = 0.0
        for index in polygon.indices {
            let (p, q) = (polygon[index], polygon[(index + 1) % polygon.count])
            area += p.x * q.y - q.x * p.y
        }
        return area
    }

    private func direction(_ a: VectorPath.Point, _ b: VectorPath.Point) -> VectorPath.Point {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let length = (dx * dx + dy * dy).squareRoot()
        return length > 0 ? VectorPath.Point(x: dx / length, y: dy / length) : VectorPath.Point(x: 1, y: 0)
    }

    /// The unit normal to the left of the segment from `a` to `b`.
    private func normal(_ a: VectorPath.Point, _ b: VectorPath.Point) -> VectorPath.Point {
        let d = direction(a, b)
        return VectorPath.Point(x: -d.y, y: d.x)
    }

    private func offset(_ point: VectorPath.Point, _ normal: VectorPath.Point, _ side: Double) -> VectorPath.Point {
        VectorPath.Point(x: point.x + normal.x * halfWidth * side, y: point.y + normal.y * halfWidth * side)
    }
}
