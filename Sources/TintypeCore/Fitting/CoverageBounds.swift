/// Where an icon's art is: the bounds of its covered pixels and their
/// coverage-weighted center (SPEC §9.2). Coverage is the mask the tint would
/// use: alpha, or `255 − luminance` for opaque art.
extension RGBAImage {
    /// The smallest rectangle holding every pixel with coverage above 0; nil
    /// when no pixel is covered (the art is fully transparent, or white on white).
    ///
    /// Alpha coverage is read in place, sixteen pixels a step and only outside the columns
    /// already known to be covered; luminance coverage row by row, each row scanned from
    /// each end for its first and last covered pixel.
    public func coverageBounds(_ source: Mask.Source = .auto) -> PixelRect? {
        let resolved = source.resolved(for: self)
        guard resolved == .luminance else {
            return withUnsafeBytes { pixels in
                pixels.baseAddress.flatMap {
                    AlphaCoverageBounds.of(
                        $0, width: width, height: height, bytesPerRow: bytesPerRow, alphaMask: AlphaCoverageBounds.rgbaAlpha)
                }
            }
        }
        var top = -1
        var bottom = -1
        var left = width
        var right = -1
        ArtCoverageRows(image: self, source: resolved).forEachRow { y, row in
            guard let first = row.firstCovered(from: 0, to: width) else { return }
            let last = row.lastCovered(from: max(first, right + 1), to: width) ?? right
            if top < 0 { top = y }
            bottom = y
            left = min(left, first)
            right = max(right, last, first)
        }
        guard top >= 0 else { return nil }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// The coverage-weighted mean of pixel centers, `Σ c·(x + ½) / Σ c` (likewise y),
    /// in pixels from the image's top-left corner; nil when nothing is covered.
    public func coverageCentroid(_ source: Mask.Source = .auto) -> VectorPath.Point? {
        let resolved = source.resolved(for: self)
        var total: UInt64 = 0
        var sumX: UInt64 = 0
        var sumY: UInt64 = 0
        ArtCoverageRows(image: self, source: resolved).forEachRow { y, row in
            let (rowTotal, rowSumX) = row.sums(count: width)
            total += rowTotal
            sumX += rowSumX
            sumY += rowTotal * UInt64(y)
        }
        guard total > 0 else { return nil }
        // Integer sums of x·c are exact; the ½ moves each index to its pixel's center.
        return VectorPath.Point(x: Double(sumX) / Double(total) + 0.5, y: Double(sumY) / Double(total) + 0.5)
    }
}

/// One row's coverage: read from the pixels' alpha bytes in place, or from a
/// scratch row of luminance coverage.
private struct ArtCoverageRow {
    let pixels: UnsafeRawPointer?
    let bytes: UnsafePointer<UInt8>?

    @inline(__always)
    func coverage(_ x: Int) -> UInt8 {
        if let pixels { return pixels.load(fromByteOffset: x * 4 + 3, as: UInt8.self) }
        return bytes![x]
    }

    func firstCovered(from start: Int, to end: Int) -> Int? {
        var x = start
        while x < end {
            if coverage(x) != 0 { return x }
            x += 1
        }
        return nil
    }

    func lastCovered(from start: Int, to end: Int) -> Int? {
        var x = end - 1
        while x >= start {
            if coverage(x) != 0 { return x }
            x -= 1
        }
        return nil
    }

    func sums(count: Int) -> (total: UInt64, sumX: UInt64) {
        var total: UInt64 = 0
        var sumX: UInt64 = 0
        for x in 0..<count {
            let c = UInt64(coverage(x))
            total += c
            sumX += c * UInt64(x)
        }
        return (total, sumX)
    }
}

/// Visits an image's rows as coverage rows, with one scratch row for luminance.
private struct ArtCoverageRows {
    let image: RGBAImage
    let source: Mask.Source

    func forEachRow(_ body: (Int, ArtCoverageRow) -> Void) {
        let width = image.width
        let stride = image.bytesPerRow
        image.withUnsafeBytes { pixels in
            guard let base = pixels.baseAddress else { return }
            guard source == .luminance else {
                for y in 0..<image.height { body(y, ArtCoverageRow(pixels: UnsafeRawPointer(base + y * stride), bytes: nil)) }
                return
            }
            var scratch = [UInt8](repeating: 0, count: width)
            scratch.withUnsafeMutableBufferPointer { row in
                for y in 0..<image.height {
                    Luminance.coverage(of: UnsafeRawPointer(base + y * stride), count: width, into: row.baseAddress!)
                    body(y, ArtCoverageRow(pixels: nil, bytes: UnsafePointer(row.baseAddress!)))
                }
            }
        }
    }
}
