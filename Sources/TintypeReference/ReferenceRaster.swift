import Tintype

extension Reference {
    /// Each pixel's coverage by `contours` (each closed), by sampling: the share of a
    /// `samples × samples` grid of points in the pixel that lie inside, a point inside when the
    /// winding number of the contours around it is not zero (or, with `evenOdd`, odd). Plain
    /// and slow: what the tree renderer's scan (SPEC §13.7) is checked against.
    public static func windingCoverage(
        of contours: [[VectorPath.Point]], evenOdd: Bool, width: Int, height: Int, samples: Int = 16
    ) -> [[Double]] {
        sampledCoverage(width: width, height: height, samples: samples) { point in
            let winding = contours.reduce(0) { $0 + windingNumber(of: $1, around: point) }
            return evenOdd ? winding % 2 != 0 : winding != 0
        }
    }

    /// Each pixel's share of a `samples × samples` grid of points in it for which `inside` holds.
    static func sampledCoverage(width: Int, height: Int, samples: Int, inside: (VectorPath.Point) -> Bool) -> [[Double]] {
        (0..<height).map { y in
            (0..<width).map { x in
                var count = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let point = VectorPath.Point(
                            x: Double(x) + (Double(sx) + 0.5) / Double(samples), y: Double(y) + (Double(sy) + 0.5) / Double(samples))
                        if inside(point) { count += 1 }
                    }
                }
                return Double(count) / Double(samples * samples)
            }
        }
    }

    /// How many times `contour` (closed) winds around `point`, counting edges that cross the
    /// horizontal line through it: upward on its left +1, downward −1.
    static func windingNumber(of contour: [VectorPath.Point], around point: VectorPath.Point) -> Int {
        var winding = 0
        for index in contour.indices {
            let (a, b) = (contour[index], contour[(index + 1) % contour.count])
            let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
            if a.y <= point.y, b.y > point.y, side > 0 { winding += 1 }
            if a.y > point.y, b.y <= point.y, side < 0 { winding -= 1 }
        }
        return winding
    }

    /// Each pixel's coverage by a stroke with round joins and caps along `points` (closed when
    /// `closed`), by sampling: a point is covered when it lies within half of `strokeWidth` of a
    /// segment, which is what such a stroke is. The tree renderer's stroker is checked against it.
    public static func roundStrokeCoverage(
        along points: [VectorPath.Point], closed: Bool, strokeWidth: Double, width: Int, height: Int, samples: Int = 16
    ) -> [[Double]] {
        let segmentCount = closed ? points.count : points.count - 1
        let reach = strokeWidth / 2
        return sampledCoverage(width: width, height: height, samples: samples) { point in
            (0..<max(1, segmentCount)).contains { index in
                distance(from: point, to: points[index], points[(index + 1) % points.count]) <= reach
            }
        }
    }

    /// The distance from `point` to the segment from `a` to `b`.
    static func distance(from point: VectorPath.Point, to a: VectorPath.Point, _ b: VectorPath.Point) -> Double {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared)) : 0
        let (nx, ny) = (a.x + t * dx - point.x, a.y + t * dy - point.y)
        return (nx * nx + ny * ny).squareRoot()
    }
}
