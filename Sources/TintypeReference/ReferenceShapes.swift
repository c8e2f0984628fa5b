import Tintype

extension Reference {
    /// Each pixel's covered area, by clipping every contour to the pixel's
    /// square (Sutherland–Hodgman) and taking the shoelace area; contours add
    /// with their orientation, like the rasterizer's nonzero rule for disjoint
    /// or nested shapes. Exact for the polygons, in doubles.
    public static func coverage(of path: VectorPath, width: Int, height: Int) -> [[Double]] {
        var result = [[Double]](repeating: [Double](repeating: 0, count: width), count: height)
        for y in 0..<height {
            for x in 0..<width {
                var area = 0.0
                for contour in path.contours {
                    area += signedArea(clip(contour, left: Double(x), top: Double(y), right: Double(x + 1), bottom: Double(y + 1)))
                }
                result[y][x] = min(1, abs(area))
            }
        }
        return result
    }

    static func signedArea(_ polygon: [VectorPath.Point]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var sum = 0.0
        for i in polygon.indices {
            let a = polygon[i]
            let b = polygon[(i + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    static func clip(_ polygon: [VectorPath.Point], left: Double, top: Double, right: Double, bottom: Double) -> [VectorPath.Point] {
        var output = polygon
        let edges: [((VectorPath.Point) -> Bool, (VectorPath.Point, VectorPath.Point) -> VectorPath.Point)] = [
            ({ $0.x >= left }, { a, b in VectorPath.Point(x: left, y: a.y + (b.y - a.y) * (left - a.x) / (b.x - a.x)) }),
            ({ $0.x <= right }, { a, b in VectorPath.Point(x: right, y: a.y + (b.y - a.y) * (right - a.x) / (b.x - a.x)) }),
            ({ $0.y >= top }, { a, b in VectorPath.Point(x: a.x + (b.x - a.x) * (top - a.y) / (b.y - a.y), y: top) }),
            ({ $0.y <= bottom }, { a, b in VectorPath.Point(x: a.x + (b.x - a.x) * (bottom - a.y) / (b.y - a.y), y: bottom) })
        ]
        for (inside, intersect) in edges {
            let input = output
            output = []
            guard !input.isEmpty else { break }
            for i in input.indices {
                let current = input[i]
                let previous = input[(i + input.count - 1) % input.count]
                if inside(current) {
                    if !inside(previous) { output.append(intersect(previous, current)) }
                    output.append(current)
                } else if inside(previous) {
                    output.append(intersect(previous, current))
                }
            }
        }
        return output
    }
}
