#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stroke as polygons to fill by the nonzero rule (SPEC §13.7): a rectangle along each segment,
/// a join at each corner (miter within the limit, else bevel; round a disc), a cap at each open
/// end, all turning the same way, so that where they overlap they are one shape. Between the
/// steps of a flattened curve the join is round, as cairo strokes a curve.
struct StrokeOutline {
    let halfWidth: Double
    let cap: VectorDocument.Stroke.Cap
    let join: VectorDocument.Stroke.Join
    let miterLimit: Double
    /// How far a disc's polygon may stray inside its circle, in pixels.
    let tolerance: Double
    /// The polygons made so far.
    private(set) var pieces: [[VectorPoint]] = []

    init(width: Double, cap: VectorDocument.Stroke.Cap, join: VectorDocument.Stroke.Join, miterLimit: Double, tolerance: Double) {
        halfWidth = width / 2
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.tolerance = tolerance
    }

    /// The polygons of `stroke` along `lines` (in pixels), its width and dashes scaled by `scale`.
    /// - Throws: ``VectorDocument/RenderStop`` when the dashes or the points pass the budget.
    static func pieces(of stroke: VectorDocument.Stroke, along lines: [Polyline], scale: Double, budget: inout RasterBudget)
        throws(VectorDocument.RenderStop) -> [[VectorPoint]]
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
    mutating func add(_ line: Polyline) {
        var points: [VectorPoint] = []
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
        let segmentCount = line.closed ? points.count : points.count - 1
        for index in 0..<segmentCount {
            let (a, b) = (points[index], points[(index + 1) % points.count])
            let n = normal(a, b)
            add([offset(a, n, 1), offset(b, n, 1), offset(b, n, -1), offset(a, n, -1)])
        }
        let joined = line.closed ? Array(points.indices) : Array(1..<points.count - 1)
        for index in joined {
            let before = points[(index + points.count - 1) % points.count]
            let after = points[(index + 1) % points.count]
            addJoin(before, points[index], after, corner: corners[index])
        }
        if !line.closed {
            addCap(at: points[0], from: points[1])
            addCap(at: points[points.count - 1], from: points[points.count - 2])
        }
    }

    /// A subpath of zero length: a disc for round caps, a square along x for square caps, nothing for butt.
    private mutating func dot(_ point: VectorPoint) {
        switch cap {
        case .butt: return
        case .round: disc(point)
        case .square:
            let h = halfWidth
            add([
                VectorPoint(x: point.x - h, y: point.y - h), VectorPoint(x: point.x + h, y: point.y - h),
                VectorPoint(x: point.x + h, y: point.y + h), VectorPoint(x: point.x - h, y: point.y + h)
            ])
        }
    }

    /// The join at `vertex` between the segment from `before` and the one to `after`.
    private mutating func addJoin(_ before: VectorPoint, _ vertex: VectorPoint, _ after: VectorPoint, corner: Bool) {
        let (d1, d2) = (direction(before, vertex), direction(vertex, after))
        let dot = d1.x * d2.x + d1.y * d2.y
        let cross = d1.x * d2.y - d1.y * d2.x
        // The side away from the turn, where the segments' rectangles leave a gap.
        let side: Double = cross > 0 ? -1 : 1
        let (n1, n2) = (normal(before, vertex), normal(vertex, after))
        let (a, b) = (offset(vertex, n1, side), offset(vertex, n2, side))
        let style = corner ? join : (dot > 0.998 ? .bevel : .round)
        switch style {
        case .round: add([vertex] + arc(around: vertex, from: a, to: b, toward: VectorPoint(x: d1.x - d2.x, y: d1.y - d2.y)))
        case .bevel: add([vertex, a, b])
        case .miter:
            // SVG's miter length over the stroke width is 1 / sin(θ/2), θ the angle between the segments.
            let ratioSquared = 2 / max(1 + dot, 1e-12)
            guard ratioSquared <= miterLimit * miterLimit, 1 + dot > 1e-9 else {
                add([vertex, a, b])
                return
            }
            let scale = side * halfWidth / (1 + (n1.x * n2.x + n1.y * n2.y))
            let tip = VectorPoint(x: vertex.x + (n1.x + n2.x) * scale, y: vertex.y + (n1.y + n2.y) * scale)
            add([vertex, a, tip, b])
        }
    }

    /// The cap at the open end `end` of the segment coming from `from`.
    private mutating func addCap(at end: VectorPoint, from: VectorPoint) {
        switch cap {
        case .butt: return
        case .round: disc(end)
        case .square:
            let d = direction(from, end)
            let n = normal(from, end)
            let far = VectorPoint(x: end.x + d.x * halfWidth, y: end.y + d.y * halfWidth)
            add([offset(end, n, 1), offset(far, n, 1), offset(far, n, -1), offset(end, n, -1)])
        }
    }

    /// A disc of the stroke's width centred on `centre`, as a polygon within the tolerance.
    private mutating func disc(_ centre: VectorPoint) {
        let r = halfWidth
        guard r > 0 else { return }
        let count = Int(clamping: 2 * Double.pi / discStep, to: 8...1_024, rounding: .up)
        add(
            (0..<count).map { index in
                let angle = 2 * Double.pi * Double(index) / Double(count)
                return VectorPoint(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle))
            })
    }

    /// The points of the arc of the stroke's circle around `centre` from `a` to `b` (both on it)
    /// that passes on the side `toward` points to (the way a join's corner faces), within the tolerance.
    private func arc(around centre: VectorPoint, from a: VectorPoint, to b: VectorPoint, toward: VectorPoint) -> [VectorPoint] {
        let start = atan2(a.y - centre.y, a.x - centre.x)
        var sweep = atan2(b.y - centre.y, b.x - centre.x) - start
        if sweep > Double.pi { sweep -= 2 * Double.pi }
        if sweep < -Double.pi { sweep += 2 * Double.pi }
        let middle = start + sweep / 2
        if cos(middle) * toward.x + sin(middle) * toward.y < 0 { sweep -= sweep > 0 ? 2 * Double.pi : -2 * Double.pi }
        let count = Int(clamping: abs(sweep) / discStep, to: 1...1_024, rounding: .up)
        return (0...count).map { index in
            let angle = start + sweep * Double(index) / Double(count)
            return VectorPoint(x: centre.x + halfWidth * cos(angle), y: centre.y + halfWidth * sin(angle))
        }
    }

    /// The angle between neighbouring points of the stroke's circle that keeps it within the tolerance.
    private var discStep: Double {
        halfWidth > tolerance ? 2 * acos(1 - tolerance / halfWidth) : Double.pi / 2
    }

    /// `polygon`, turned the way every piece turns (its signed area positive); dropped when flat.
    private mutating func add(_ polygon: [VectorPoint]) {
        var area = 0.0
        for index in polygon.indices {
            let (p, q) = (polygon[index], polygon[(index + 1) % polygon.count])
            area += p.x * q.y - q.x * p.y
        }
        guard area != 0, area.isFinite else { return }
        pieces.append(area > 0 ? polygon : polygon.reversed())
    }

    private func direction(_ a: VectorPoint, _ b: VectorPoint) -> VectorPoint {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let length = (dx * dx + dy * dy).squareRoot()
        return length > 0 ? VectorPoint(x: dx / length, y: dy / length) : VectorPoint(x: 1, y: 0)
    }

    /// The unit normal to the left of the segment from `a` to `b`.
    private func normal(_ a: VectorPoint, _ b: VectorPoint) -> VectorPoint {
        let d = direction(a, b)
        return VectorPoint(x: -d.y, y: d.x)
    }

    private func offset(_ point: VectorPoint, _ normal: VectorPoint, _ side: Double) -> VectorPoint {
        VectorPoint(x: point.x + normal.x * halfWidth * side, y: point.y + normal.y * halfWidth * side)
    }
}
