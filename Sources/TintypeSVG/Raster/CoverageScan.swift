/// Fills closed polygons by SVG's fill rules, as cairo's scan converter does (SPEC §13.7):
/// each pixel row is sampled along `subRows` horizontal lines; along each line the polygons'
/// edges are crossed in order, the winding number counted, and the spans inside are added to
/// the row's pixels exactly (a span covering a third of a pixel adds a third). A pixel's
/// coverage is the mean over its lines. Overlapping polygons and their winding are handled
/// by the rule, so a stroke's pieces and a path's holes come out as one shape.
package enum CoverageScan {
    /// Sample lines per pixel row: cairo's default antialiasing samples 15.
    package static let subRows = 15

    /// One edge of a polygon, top to bottom, with the sample lines it crosses.
    private struct Edge {
        var xTop: Double, yTop: Double, dxdy: Double
        /// +1 for an edge going down, −1 for one going up.
        var direction: Int
        /// The first sample line it crosses and the one past its last.
        var firstLine: Int, endLine: Int
    }

    /// The coverage of `contours` (each closed from its last point to its first) over a
    /// `width × height` image, held in the rectangle they touch; nil when they cover no pixel.
    /// - Throws: ``VectorDocument/RenderStop`` when the crossings pass the budget.
    package static func coverage(
        of contours: [[VectorPath.Point]], evenOdd: Bool, width: Int, height: Int, budget: inout RasterBudget
    ) throws(VectorDocument.RenderStop) -> CoverageMask? {
        var mask: CoverageMask?
        try scan(contours, evenOdd: evenOdd, width: width, height: height, budget: &budget) { rect in
            mask = CoverageMask(rect: rect)
        } row: { y, values, from in
            let offset = (y - mask!.rect.y) * mask!.rect.width + from
            mask!.values.replaceSubrange(offset..<offset + values.count, with: values)
        }
        return mask
    }

    /// Scans `contours` over a `width × height` image: `start` is told the rectangle they touch
    /// (not called when they cover no pixel), then `row` each of its rows' coverage, top to
    /// bottom, from the rectangle's left edge. Only one row is held at a time.
    /// - Throws: ``VectorDocument/RenderStop`` when the crossings pass the budget.
    package static func scan(
        _ contours: [[VectorPath.Point]], evenOdd: Bool, width: Int, height: Int, budget: inout RasterBudget,
        start: (PixelRect) -> Void, row: (Int, UnsafeBufferPointer<Float>, Int) -> Void
    ) throws(VectorDocument.RenderStop) {
        let lineCount = height * subRows
        var edges: [Edge] = []
        var (minX, maxX) = (Double.infinity, -Double.infinity)
        for contour in contours where contour.count > 1 {
            for index in contour.indices {
                let (a, b) = (contour[index], contour[(index + 1) % contour.count])
                guard let edge = edge(a, b, lineCount: lineCount) else { continue }
                edges.append(edge)
                (minX, maxX) = (min(minX, a.x, b.x), max(maxX, a.x, b.x))
            }
        }
        guard !edges.isEmpty else { return }
        try budget.spend(edges.count)
        edges.sort { $0.firstLine < $1.firstLine }
        let left = Int(clamping: minX, to: 0...width, rounding: .down)
        let right = Int(clamping: maxX, to: 0...width, rounding: .up)
        let top = edges[0].firstLine / subRows
        let bottom = (edges.map(\.endLine).max()! + subRows - 1) / subRows
        guard left < right, top < bottom else { return }
        let rect = PixelRect(x: left, y: top, width: right - left, height: bottom - top)
        start(rect)
        try walk(edges, evenOdd: evenOdd, over: rect, budget: &budget, row: row)
    }

    /// Sorts crossings by x in place: by insertion, since a line's crossings come in nearly the
    /// order of the line before's (the active edges keep their order as they move).
    private static func sortByX(_ crossings: inout [(edge: Int, x: Double)]) {
        guard crossings.count > 1 else { return }
        for index in 1..<crossings.count {
            let item = crossings[index]
            var slot = index
            while slot > 0, crossings[slot - 1].x > item.x {
                crossings[slot] = crossings[slot - 1]
                slot -= 1
            }
            crossings[slot] = item
        }
    }

    /// The edge from `a` to `b` with the sample lines it crosses; nil when it crosses none.
    private static func edge(_ a: VectorPath.Point, _ b: VectorPath.Point, lineCount: Int) -> Edge? {
        guard a.y != b.y else { return nil }
        let (top, bottom, direction) = a.y < b.y ? (a, b, 1) : (b, a, -1)
        // Line i samples y = (i + 0.5) / subRows; an edge holds the lines with top ≤ y < bottom.
        let first = Int(clamping: top.y * Double(subRows) - 0.5, to: 0...lineCount, rounding: .up)
        let end = Int(clamping: bottom.y * Double(subRows) - 0.5, to: 0...lineCount, rounding: .up)
        guard first < end else { return nil }
        return Edge(
            xTop: top.x, yTop: top.y, dxdy: (bottom.x - top.x) / (bottom.y - top.y), direction: direction,
            firstLine: first, endLine: end)
    }

    /// Walks the sample lines of `rect`'s rows, adding each line's inside spans to its row, and
    /// hands each row's coverage to `row`.
    private static func walk(
        _ edges: [Edge], evenOdd: Bool, over rect: PixelRect, budget: inout RasterBudget,
        row: (Int, UnsafeBufferPointer<Float>, Int) -> Void
    ) throws(VectorDocument.RenderStop) {
        let (left, width) = (Double(rect.x), rect.width)
        var spans = RowSpans(width: width)
        let coverage = UnsafeMutableBufferPointer<Float>.allocate(capacity: width)
        defer {
            spans.deallocate()
            coverage.deallocate()
        }
        // The edges the line crosses, where they cross it, kept in order of x from line to line.
        var active: [(edge: Int, x: Double)] = []
        var next = 0
        let weight = 1 / Float(subRows)
        for y in rect.y..<rect.maxY {
            for subRow in 0..<subRows {
                let line = y * subRows + subRow
                while next < edges.count, edges[next].firstLine <= line {
                    active.append((next, 0))
                    next += 1
                }
                if active.contains(where: { edges[$0.edge].endLine <= line }) { active.removeAll { edges[$0.edge].endLine <= line } }
                guard !active.isEmpty else { continue }
                let sampleY = (Double(line) + 0.5) / Double(subRows)
                for index in active.indices {
                    let edge = edges[active[index].edge]
                    active[index].x = edge.xTop + (sampleY - edge.yTop) * edge.dxdy - left
                }
                Self.sortByX(&active)
                var winding = 0
                for index in active.indices {
                    winding += edges[active[index].edge].direction
                    let inside = evenOdd ? winding & 1 != 0 : winding != 0
                    if inside, index + 1 < active.count {
                        spans.add(from: active[index].x, to: active[index + 1].x, weight: weight)
                    }
                }
            }
            try budget.spend(active.count * subRows + width)
            let touched = spans.emit(into: coverage.baseAddress!)
            row(y, UnsafeBufferPointer(rebasing: coverage[touched]), touched.lowerBound)
        }
    }
}

/// One pixel row's coverage as spans are added to it: the pixels a span covers in part take
/// their share directly, the run it covers whole is a difference at each end. Its memory is
/// its owner's to free (``deallocate()``).
private struct RowSpans {
    let width: Int
    private let partial: UnsafeMutablePointer<Float>
    private let runs: UnsafeMutablePointer<Float>
    /// The first and the one past the last pixel a span touched since the row began.
    private(set) var touched = (low: Int.max, high: 0)

    init(width: Int) {
        self.width = width
        partial = .allocate(capacity: width + 1)
        partial.initialize(repeating: 0, count: width + 1)
        runs = .allocate(capacity: width + 2)
        runs.initialize(repeating: 0, count: width + 2)
    }

    func deallocate() {
        partial.deallocate()
        runs.deallocate()
    }

    /// Adds the span from `a` to `b` (pixels from the row's left, `a` ≤ `b`), held within the row.
    mutating func add(from a: Double, to b: Double, weight: Float) {
        let limit = Double(width)
        let (start, end) = (min(max(a, 0), limit), min(max(b, 0), limit))
        guard start < end else { return }
        // Both within 0…width and in order (NaN fails the guard): truncation is their floor.
        let first = Int(start)
        let last = Int(end)
        touched = (min(touched.low, first), max(touched.high, min(width, last + 1)))
        if first == last {
            partial[first] += Float(end - start) * weight
            return
        }
        partial[first] += Float(Double(first + 1) - start) * weight
        runs[first + 1] += weight
        runs[last] -= weight
        partial[last] += Float(end - Double(last)) * weight
    }

    /// Writes the row's coverage into `values` over the pixels its spans touched, clears the row
    /// for the next, and gives those pixels (empty when none).
    mutating func emit(into values: UnsafeMutablePointer<Float>) -> Range<Int> {
        guard touched.low < touched.high else { return 0..<0 }
        let range = touched.low..<touched.high
        var run: Float = 0
        for x in range {
            run += runs[x]
            values[x] = min(1, max(0, run + partial[x]))
            runs[x] = 0
            partial[x] = 0
        }
        partial[range.upperBound] = 0
        runs[range.upperBound] = 0
        runs[range.upperBound + 1] = 0
        touched = (Int.max, 0)
        return range
    }
}
