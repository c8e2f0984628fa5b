/// Exact-area coverage of a ``VectorPath``: every pixel gets the area of its square
/// that the polygons cover (SPEC §6), by signed-area accumulation.
///
/// Each edge deposits, in the rows it crosses, the signed area between itself
/// and the pixel boundaries to its right as differences along the row; a
/// running sum over each row then gives every pixel's covered area at once.
/// This is the method of font-rs and stb_truetype's v2 rasterizer. Contours
/// combine by their winding (a reversed contour cuts a hole), and coverage is
/// capped at 1. Coordinates outside the mask are clipped exactly: area to the
/// left of column 0 lands in column 0's running sum, area to the right is dropped.
public enum CoverageRasterizer {
    /// The coverage of `path` over a `width × height` pixel mask.
    public static func coverage(of path: VectorPath, width: Int, height: Int) -> Mask {
        var mask = Mask(width: width, height: height)
        guard width > 0, height > 0 else { return mask }
        let stride = width + 2
        var accumulation = [Double](repeating: 0, count: stride * height)
        accumulation.withUnsafeMutableBufferPointer { cells in
            for contour in path.contours {
                for index in contour.indices {
                    for (a, b) in clippedPieces(contour[index], contour[(index + 1) % contour.count], width: Double(width)) {
                        depositEdge(from: a, to: b, into: cells, stride: stride, height: height)
                    }
                }
            }
        }
        mask.withUnsafeMutableCoverage { out in
            for y in 0..<height {
                var sum = 0.0
                for x in 0..<width {
                    sum += accumulation[y * stride + x]
                    out[y * width + x] = UInt8(min(1, abs(sum)) * 255 + 0.5)
                }
            }
        }
        return mask
    }

    /// The edge cut where it crosses x = 0 and x = width, each piece then moved
    /// onto the mask's sides: a shape's part left of column 0 still counts for
    /// the columns to its right, the part right of the mask for none.
    private static func clippedPieces(_ a: VectorPath.Point, _ b: VectorPath.Point, width: Double) -> [(VectorPath.Point, VectorPath.Point)]
    {
        var cuts = [0.0, 1.0]
        for boundary in [0, width] where (a.x - boundary) * (b.x - boundary) < 0 {
            cuts.append((boundary - a.x) / (b.x - a.x))
        }
        cuts.sort()
        func point(_ t: Double) -> VectorPath.Point {
            let x = t == 1 ? b.x : a.x + (b.x - a.x) * t
            let y = t == 1 ? b.y : a.y + (b.y - a.y) * t
            return VectorPath.Point(x: min(width, max(0, x)), y: y)
        }
        return (0..<cuts.count - 1).map { (point(cuts[$0]), point(cuts[$0 + 1])) }
    }

    /// Adds one edge's signed area to the rows it crosses.
    private static func depositEdge(
        from p0: VectorPath.Point, to p1: VectorPath.Point, into cells: UnsafeMutableBufferPointer<Double>, stride: Int, height: Int
    ) {
        guard p0.y != p1.y else { return }
        let (direction, top, bottom) = p0.y < p1.y ? (1.0, p0, p1) : (-1.0, p1, p0)
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        let firstRow = Int(clamping: top.y, to: 0...max(0, height), rounding: .down)
        let lastRow = Int(clamping: bottom.y, to: Int(Int32.min)...height, rounding: .up)
        guard firstRow < lastRow else { return }
        var x = top.y < 0 ? top.x - top.y * dxdy : top.x  // where the edge enters row 0
        for row in firstRow..<lastRow {
            let line = row * stride
            let dy = min(Double(row + 1), bottom.y) - max(Double(row), top.y)
            let xNext = x + dxdy * dy
            let d = dy * direction
            let (x0, x1) = x < xNext ? (x, xNext) : (xNext, x)
            let x0Floor = x0.rounded(.down)
            let x1Ceil = x1.rounded(.up)
            let x0i = Int(x0Floor)
            let x1i = Int(x1Ceil)
            if x1i <= x0i + 1 {
                // The edge stays within one column: split by its mean x.
                let xm = 0.5 * (x + xNext) - x0Floor
                cells[line + x0i] += d - d * xm
                cells[line + x0i + 1] += d * xm
            } else {
                // The edge crosses columns: a triangle, whole columns, a triangle.
                let s = 1 / (x1 - x0)
                let x0f = x0 - x0Floor
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = x1 - x1Ceil + 1
                let am = 0.5 * s * x1f * x1f
                cells[line + x0i] += d * a0
                if x1i == x0i + 2 {
                    cells[line + x0i + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    cells[line + x0i + 1] += d * (a1 - a0)
                    for column in x0i + 2..<x1i - 1 { cells[line + column] += d * s }
                    let a2 = a1 + Double(x1i - x0i - 3) * s
                    cells[line + x1i - 1] += d * (1 - a2 - am)
                }
                cells[line + x1i] += d * am
            }
            x = xNext
        }
    }
}
