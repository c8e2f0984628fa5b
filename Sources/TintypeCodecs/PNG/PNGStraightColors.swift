/// The straight-alpha colors a PNG stores for premultiplied pixels (SPEC §7).
///
/// Many straight colors premultiply to the same stored value: at alpha 1 every
/// red from 0 to 127 gives premultiplied 0, and at alpha 0 every color gives 0.
/// Any of them reads back exactly, so the encoder picks the one that
/// compresses best. Each channel keeps the value of the pixel to its left when
/// that premultiplies to the stored value, and otherwise takes the nearest
/// value that does; an alpha-0 pixel takes its left neighbour's color whole. A
/// row starts from the color of its most opaque pixel (a row with none, from
/// the row above). A tinted icon thus stores its paint's color across the
/// whole row, transparent areas and fading edges included: the runs that PNG's
/// filters and deflate live on, and, for a viewer that resamples straight
/// colors, edges that blend with the art's own color rather than black (no
/// dark halo).
enum PNGStraightColors {
    /// Straight RGBA bytes, row after row, that premultiply to exactly `image`'s pixels, and
    /// their census (counted as each color is chosen).
    static func choose(_ image: RGBAImage) -> (bytes: [UInt8], census: PNGColorCensus) {
        let rowBytes = image.width * 4
        var census = PNGColorCensus()
        let bytes = [UInt8](uninitializedCount: image.bytes.count) { out in
            image.withUnsafeBytes { source in
                let starts = (0..<image.height).map { rowStart(source, row: $0, rowBytes: rowBytes) }
                var start = starts.lazy.compactMap { $0 }.first ?? .zero
                for y in 0..<image.height {
                    start = starts[y] ?? start
                    var left = start
                    // A pixel like the one before it stores what that one stored (`straight` keeps a left
                    // colour that already premultiplies to the pixel): runs are copied. No pixel is -1.
                    var previous: Int64 = -1
                    let (from, to) = (UnsafeRawPointer(source.baseAddress!), UnsafeMutableRawPointer(out.baseAddress!))
                    var offset = y &* rowBytes
                    let end = offset &+ rowBytes
                    while offset < end {
                        // Four more of the run at once.
                        if previous >= 0, offset &+ 16 <= end,
                            from.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
                                == SIMD4(repeating: UInt32(truncatingIfNeeded: previous))
                        {
                            to.storeBytes(
                                of: SIMD4(repeating: unsafeBitCast(left, to: UInt32.self)), toByteOffset: offset, as: SIMD4<UInt32>.self)
                            offset &+= 16
                            continue
                        }
                        let word = from.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        if Int64(word) != previous {
                            left = straight(unsafeBitCast(word, to: SIMD4<UInt8>.self), following: left)
                            previous = Int64(word)
                            census.count(UInt32(littleEndian: unsafeBitCast(left, to: UInt32.self)))
                        }
                        to.storeBytes(of: left, toByteOffset: offset, as: SIMD4<UInt8>.self)
                        offset &+= 4
                    }
                }
            }
        }
        return (bytes, census)
    }

    /// The straight color of row `y`'s most opaque pixel (the first of them), or nil when the row is transparent.
    private static func rowStart(_ source: UnsafeBufferPointer<UInt8>, row y: Int, rowBytes: Int) -> SIMD4<UInt8>? {
        // The row's highest alpha, four pixels a step, stopping at the first step that holds an opaque one.
        let alphaBytes = SIMD16<UInt8>(0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255)
        let row = UnsafeRawPointer(source.baseAddress!) + y &* rowBytes
        var bestAlpha: UInt8 = 0
        var offset = 0
        while offset &+ 16 <= rowBytes, bestAlpha < 255 {
            // The four alpha bytes' maximum: the masked bytes folded in half (the generic `max()` is a call).
            let masked = row.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) & alphaBytes
            let half = pointwiseMax(masked.lowHalf, masked.highHalf)
            bestAlpha = max(bestAlpha, half[3], half[7])
            offset &+= 16
        }
        while offset < rowBytes, bestAlpha < 255 {
            bestAlpha = max(bestAlpha, row.load(fromByteOffset: offset &+ 3, as: UInt8.self))
            offset &+= 4
        }
        guard bestAlpha > 0 else { return nil }
        var best = 0
        while row.load(fromByteOffset: best &+ 3, as: UInt8.self) != bestAlpha { best &+= 4 }
        let alpha = UInt32(bestAlpha)
        func channel(_ index: Int) -> UInt8 {
            UInt8(PixelMath.unpremultiply(min(UInt32(row.load(fromByteOffset: best &+ index, as: UInt8.self)), alpha), alpha: alpha))
        }
        return SIMD4(channel(0), channel(1), channel(2), bestAlpha)
    }

    /// The straight color stored for premultiplied `pixel` after `left`.
    @inline(__always)
    static func straight(_ pixel: SIMD4<UInt8>, following left: SIMD4<UInt8>) -> SIMD4<UInt8> {
        let alpha = UInt32(pixel[3])
        if alpha == 255 { return pixel }
        if alpha == 0 { return SIMD4(left[0], left[1], left[2], 0) }
        var result = pixel
        for channel in 0..<3 {
            result[channel] = UInt8(nearest(to: UInt32(left[channel]), storing: min(UInt32(pixel[channel]), alpha), alpha: alpha))
        }
        return result
    }

    /// The straight value nearest `wanted` that premultiplies by `alpha` (1…254)
    /// to `stored`: those are `c` with `255·(2p−1) ≤ 2·c·a < 255·(2p+1)` (no ties: the
    /// right side is odd, the middle even).
    @inline(__always)
    static func nearest(to wanted: UInt32, storing stored: UInt32, alpha: UInt32) -> UInt32 {
        if PixelMath.multiply(wanted, alpha) == stored { return wanted }
        let twiceAlpha = 2 * alpha
        if PixelMath.multiply(wanted, alpha) < stored {
            // The smallest c with 2·c·a ≥ 255·(2p−1).
            return (255 * (2 * stored - 1) + twiceAlpha - 1) / twiceAlpha
        }
        // The largest c with 2·c·a ≤ 255·(2p+1) − 1.
        return min(255, (255 * (2 * stored + 1) - 1) / twiceAlpha)
    }
}
