/// How much of each pixel of a rectangle of an image something covers, 0 to 1: what the scan
/// makes of a filled or stroked shape, and of a clip path.
package struct CoverageMask {
    /// The pixels held, in the image's coordinates; every pixel outside it is not covered.
    package var rect: PixelRect
    /// The coverage of each pixel of `rect`, row by row.
    package var values: [Float]

    /// A mask covering nothing of `rect`.
    package init(rect: PixelRect) {
        self.rect = rect
        values = [Float](repeating: 0, count: rect.width * rect.height)
    }

    /// The coverage at image pixel (`x`, `y`), 0 outside the rectangle.
    package func value(x: Int, y: Int) -> Float {
        guard x >= rect.x, y >= rect.y, x < rect.maxX, y < rect.maxY else { return 0 }
        return values[(y - rect.y) * rect.width + (x - rect.x)]
    }

    /// This mask where `other` also covers: each pixel's coverage times the other's (how a clip
    /// path cuts what it clips, an antialiased edge fading what lies under it).
    package func multiplied(by other: CoverageMask) -> CoverageMask {
        let both = rect.intersection(other.rect)
        var result = CoverageMask(rect: both)
        for y in both.y..<both.maxY {
            for x in both.x..<both.maxX {
                result.values[(y - both.y) * both.width + (x - both.x)] = value(x: x, y: y) * other.value(x: x, y: y)
            }
        }
        return result
    }
}
