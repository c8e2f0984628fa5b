/// A stroke's dash pattern walked along its subpaths (SPEC §13.7): each subpath starts the pattern
/// again at the offset; each dash is an open polyline the stroker caps; on a closed subpath, a
/// dash running through its start is one dash.
package struct DashPattern {
    /// On and off lengths in pixels, an odd list repeated to make it even.
    package let lengths: [Double]
    /// Where the pattern starts, within one period.
    package let phase: Double

    /// The pattern; nil when it draws the stroke solid (no lengths, or none above zero).
    package init?(dashes: [Double], offset: Double) {
        guard !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let lengths = dashes.count % 2 == 1 ? dashes + dashes : dashes
        let period = lengths.reduce(0, +)
        guard period > 0, offset.isFinite else { return nil }
        self.lengths = lengths
        let remainder = offset.truncatingRemainder(dividingBy: period)
        phase = remainder < 0 ? remainder + period : remainder
    }

    /// The dashes of `line`.
    /// - Throws: ``VectorDocument/RenderStop`` when the dashes pass the budget.
    package func dashes(of line: Polyline, budget: inout RasterBudget) throws(VectorDocument.RenderStop) -> [Polyline] {
        var walk = Walk(pattern: self)
        let points = line.points
        guard points.count > 1 else { return walk.on ? [line] : [] }
        let startsOn = walk.on
        if walk.on { walk.begin(points[0]) }
        let segmentCount = line.closed ? points.count : points.count - 1
        for index in 0..<segmentCount {
            let (a, b) = (points[index], points[(index + 1) % points.count])
            try walk.along(a, b, endCorner: line.corners[(index + 1) % points.count], budget: &budget)
        }
        var made = walk.finish()
        if line.closed, startsOn, walk.endedOn, made.count > 1 {
            // The dash through the start point: the last one runs on into the first.
            let last = made.removeLast()
            made[0].points = last.points + made[0].points.dropFirst()
            made[0].corners = last.corners + made[0].corners.dropFirst()
        }
        return made
    }

    /// The pattern's state along one subpath.
    private struct Walk {
        let pattern: DashPattern
        var index = 0
        /// What is left of the current dash or gap.
        var left: Double
        var current = Polyline(points: [], corners: [], closed: false)
        var made: [Polyline] = []
        var endedOn = false

        init(pattern: DashPattern) {
            self.pattern = pattern
            var phase = pattern.phase
            while phase >= pattern.lengths[index] {
                phase -= pattern.lengths[index]
                index = (index + 1) % pattern.lengths.count
            }
            left = pattern.lengths[index] - phase
        }

        var on: Bool { index % 2 == 0 }

        mutating func begin(_ point: VectorPath.Point) {
            current = Polyline(points: [point], corners: [true], closed: false)
        }

        /// Walks the segment from `a` to `b`, ending and starting dashes where the pattern says.
        mutating func along(_ a: VectorPath.Point, _ b: VectorPath.Point, endCorner: Bool, budget: inout RasterBudget)
            throws(VectorDocument.RenderStop)
        {
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            var done = 0.0
            while length - done > left {
                done += left
                let t = done / length
                let point = VectorPath.Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if on {
                    current.points.append(point)
                    current.corners.append(true)
                    made.append(current)
                    try budget.spendDashes(1, steps: current.points.count)
                } else {
                    begin(point)
                }
                index = (index + 1) % pattern.lengths.count
                left = pattern.lengths[index]
            }
            left -= length - done
            if on {
                current.points.append(b)
                current.corners.append(endCorner)
            }
        }

        mutating func finish() -> [Polyline] {
            endedOn = on
            if on, !current.points.isEmpty { made.append(current) }
            return made
        }
    }
}
