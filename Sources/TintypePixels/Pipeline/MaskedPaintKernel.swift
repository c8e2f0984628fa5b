/// The inner loop of every fill: `out = paint · coverage / 255` on a span of
/// pixels, four at a time in 16-bit lanes, then an explicit scalar tail.
///
/// It is generic over where coverage comes from (an icon's alpha or a byte
/// row) and what the paint is (one color or a row of pixels); the optimizer
/// specializes each pairing into its own straight-line vector loop.
enum MaskedPaintKernel {
    static func run<P: PaintSpan, C: CoverageSpan>(_ paint: P, _ coverage: C, into out: UnsafeMutableRawPointer, count: Int) {
        var index = 0
        // Eight pixels an iteration: two independent vectors keep both multiply ports busy.
        while index + 8 <= count {
            let first = paint.four(index)
            let firstCover = coverage.four(index)
            let second = paint.four(index + 4)
            let secondCover = coverage.four(index + 4)
            out.storePixels(
                SplitPixels(even: multiply255(first.even, firstCover), odd: multiply255(first.odd, firstCover)).bytes, at: index * 4)
            out.storePixels(
                SplitPixels(even: multiply255(second.even, secondCover), odd: multiply255(second.odd, secondCover)).bytes,
                at: index * 4 + 16)
            index += 8
        }
        if index + 4 <= count {
            let color = paint.four(index)
            let cover = coverage.four(index)
            out.storePixels(SplitPixels(even: multiply255(color.even, cover), odd: multiply255(color.odd, cover)).bytes, at: index * 4)
            index += 4
        }
        runTail(paint, coverage, into: out, from: index, count: count)
    }

    /// The last pixels that do not fill a vector, one at a time.
    private static func runTail<P: PaintSpan, C: CoverageSpan>(
        _ paint: P, _ coverage: C, into out: UnsafeMutableRawPointer, from start: Int, count: Int
    ) {
        for index in start..<count {
            let c = coverage.one(index)
            let color = paint.one(index)
            for channel in 0..<4 {
                out.storeBytes(of: UInt8(PixelMath.multiply(UInt32(color[channel]), c)), toByteOffset: index * 4 + channel, as: UInt8.self)
            }
        }
    }
}

/// Premultiplied paint for a span of pixels.
protocol PaintSpan {
    /// Pixels `index..<index+4`, split into lanes.
    func four(_ index: Int) -> SplitPixels
    /// Pixel `index` as R, G, B, A.
    func one(_ index: Int) -> SIMD4<UInt8>
}

/// Coverage for a span of pixels.
protocol CoverageSpan {
    /// The coverage of pixels `index..<index+4`, each in both lanes of its pixel.
    func four(_ index: Int) -> Lanes
    func one(_ index: Int) -> UInt32
}

/// One color for the whole span.
struct ConstantPaint: PaintSpan {
    let split: SplitPixels
    let color: SIMD4<UInt8>

    init(_ color: PremultipliedColor) {
        split = repeated(color)
        self.color = SIMD4(color.red, color.green, color.blue, color.alpha)
    }

    @inline(__always) func four(_ index: Int) -> SplitPixels { split }
    @inline(__always) func one(_ index: Int) -> SIMD4<UInt8> { color }
}

/// A row of premultiplied pixels.
struct RowPaint: PaintSpan {
    let pixels: UnsafeRawPointer

    @inline(__always) func four(_ index: Int) -> SplitPixels { SplitPixels(pixels.loadPixels(at: index * 4)) }
    @inline(__always) func one(_ index: Int) -> SIMD4<UInt8> { pixels.loadUnaligned(fromByteOffset: index * 4, as: SIMD4<UInt8>.self) }
}

/// Coverage read from the alpha of premultiplied pixels (the icon itself).
struct AlphaCoverage: CoverageSpan {
    let pixels: UnsafeRawPointer

    @inline(__always) func four(_ index: Int) -> Lanes { alphaLanes(pixels.loadPixels(at: index * 4)) }
    @inline(__always) func one(_ index: Int) -> UInt32 { UInt32(pixels.load(fromByteOffset: index * 4 + 3, as: UInt8.self)) }
}

/// Coverage from a row of mask bytes.
struct ByteCoverage: CoverageSpan {
    let bytes: UnsafeRawPointer

    @inline(__always) func four(_ index: Int) -> Lanes {
        coverageLanes(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt32.self)))
    }
    @inline(__always) func one(_ index: Int) -> UInt32 { UInt32(bytes.load(fromByteOffset: index, as: UInt8.self)) }
}
