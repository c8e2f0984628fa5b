/// The bounds of the pixels whose alpha is not zero, read from 32-bit words in
/// place: premultiplied RGBA bytes (alpha is the top byte of each little-endian
/// word) or cairo's ARGB32 words (alpha is the top byte of each native word), so a
/// render is measured where it was drawn, without being copied or reordered.
///
/// The covered rows are found from the top and from the bottom; the rows
/// between them are read only outside the columns already known to be covered.
/// A 1024 px trim probe whose art fills most of it is thus read about once at its
/// margins, not whole.
package enum AlphaCoverageBounds {
    /// The alpha bits of a pixel of premultiplied RGBA bytes, as a native word.
    package static let rgbaAlpha = UInt32(littleEndian: 0xFF00_0000)
    /// The alpha bits of one of cairo's ARGB32 words (native order).
    static let argb32Alpha: UInt32 = 0xFF00_0000

    /// The smallest rectangle holding every pixel with `word & alphaMask != 0` of a
    /// `width × height` image at `base`, `bytesPerRow` apart; nil when none is covered.
    package static func of(_ base: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, alphaMask: UInt32) -> PixelRect? {
        guard width > 0, height > 0 else { return nil }
        let rows = Rows(base: base, bytesPerRow: bytesPerRow, alphaMask: alphaMask)
        guard let top = (0..<height).first(where: { rows.firstCovered(in: $0, from: 0, to: width) != nil }) else { return nil }
        let bottom = (top..<height).last(where: { rows.firstCovered(in: $0, from: 0, to: width) != nil })!
        var left = width
        var right = -1
        for y in top...bottom {
            // Only the columns outside [left, right] can move the bounds.
            if let first = rows.firstCovered(in: y, from: 0, to: left) { left = first }
            if let last = rows.lastCovered(in: y, from: max(left, right + 1), to: width) { right = last }
        }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// A cairo render's covered bounds (alpha above 0), and the bounds of every word it left
    /// non-zero (`drawn`): outside `drawn` the render is all zero, which is what a worker
    /// erases. Premultiplied pixels without alpha are zero, so the two are the same when alpha
    /// reaches all four edges of `drawn`; otherwise alpha is measured again on its own.
    package static func ofRender(_ base: UnsafeRawPointer, width: Int, height: Int) -> (covered: PixelRect?, drawn: PixelRect?) {
        guard let drawn = of(base, width: width, height: height, bytesPerRow: width * 4, alphaMask: ~0) else { return (nil, nil) }
        let alpha = Rows(base: base, bytesPerRow: width * 4, alphaMask: argb32Alpha)
        let rows = drawn.y..<drawn.maxY
        let alphaOnEdges =
            alpha.firstCovered(in: drawn.y, from: drawn.x, to: drawn.maxX) != nil
            && alpha.firstCovered(in: drawn.maxY - 1, from: drawn.x, to: drawn.maxX) != nil
            && rows.contains { alpha.firstCovered(in: $0, from: drawn.x, to: drawn.x + 1) != nil }
            && rows.contains { alpha.firstCovered(in: $0, from: drawn.maxX - 1, to: drawn.maxX) != nil }
        let covered = alphaOnEdges ? drawn : of(base, width: width, height: height, bytesPerRow: width * 4, alphaMask: argb32Alpha)
        return (covered, drawn)
    }

    /// An image's rows as words, sixteen at a time (four 128-bit loads tested at once) where they fit.
    private struct Rows {
        let base: UnsafeRawPointer
        let bytesPerRow: Int
        let alphaMask: UInt32

        @inline(__always)
        private func covered(_ row: UnsafeRawPointer, _ x: Int) -> Bool {
            row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) & alphaMask != 0
        }

        /// True when no word of the sixteen at column `x` of `row` is covered.
        @inline(__always)
        private func sixteenClear(_ row: UnsafeRawPointer, _ x: Int) -> Bool {
            let words = (0..<4).reduce(SIMD4<UInt32>.zero) {
                $0 | row.loadUnaligned(fromByteOffset: (x &+ 4 &* $1) &* 4, as: SIMD4<UInt32>.self)
            }
            return words & SIMD4(repeating: alphaMask) == .zero
        }

        /// The first covered column of row `y` in `start..<end`, or nil.
        func firstCovered(in y: Int, from start: Int, to end: Int) -> Int? {
            let row = base + y * bytesPerRow
            var x = start
            while x &+ 16 <= end, sixteenClear(row, x) { x &+= 16 }
            while x < end {
                if covered(row, x) { return x }
                x += 1
            }
            return nil
        }

        /// The last covered column of row `y` in `start..<end`, or nil.
        func lastCovered(in y: Int, from start: Int, to end: Int) -> Int? {
            let row = base + y * bytesPerRow
            var x = end
            while x &- 16 >= start, sixteenClear(row, x &- 16) { x &-= 16 }
            while x > start {
                x -= 1
                if covered(row, x) { return x }
            }
            return nil
        }
    }
}
