/// The vector arithmetic the pixel kernels share.
///
/// Four RGBA8 pixels (16 bytes) are split into two vectors of 16-bit lanes:
/// `even` holds R and B, `odd` holds G and A, one byte per lane, so that
/// `x·y + 128` never overflows. Splitting is a mask and a shift, joining a
/// shift and an or; with 16-bit multiplies, every step is a plain SSE2 / NEON
/// instruction, so the kernels vectorize at the default target without
/// `-march` flags (and without the stdlib's out-of-line lane conversions).
@usableFromInline typealias PixelBytes = SIMD16<UInt8>
@usableFromInline typealias Lanes = SIMD8<UInt16>

/// Four pixels in 16-bit lanes: `even` = R, B of each pixel, `odd` = G, A.
@usableFromInline
struct SplitPixels {
    @usableFromInline var even: Lanes
    @usableFromInline var odd: Lanes

    @inlinable @inline(__always)
    init(even: Lanes, odd: Lanes) {
        self.even = even
        self.odd = odd
    }

    @inlinable @inline(__always)
    init(_ bytes: PixelBytes) {
        let words = unsafeBitCast(bytes, to: Lanes.self)
        even = words & 0x00FF
        odd = words &>> 8
    }

    /// Back to bytes; every lane must be at most 255.
    @inlinable @inline(__always)
    var bytes: PixelBytes {
        unsafeBitCast(even | (odd &<< 8), to: PixelBytes.self)
    }

    /// Each pixel's alpha in both of its lanes (a word shuffle).
    @inlinable @inline(__always)
    var alpha: Lanes {
        Lanes(odd[1], odd[1], odd[3], odd[3], odd[5], odd[5], odd[7], odd[7])
    }
}

/// `x·y/255` rounded to nearest in every lane (SPEC §1), exact for 8-bit inputs.
@inlinable @inline(__always)
func multiply255<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar == UInt16 {
    let t = x &* y &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

/// The alpha of four pixels held as bytes, in both lanes of each pixel.
@inlinable @inline(__always)
func alphaLanes(_ pixels: PixelBytes) -> Lanes {
    SplitPixels(pixels).alpha
}

/// Four coverage bytes (a little-endian word), each in both lanes of its pixel.
@inlinable @inline(__always)
func coverageLanes(_ coverage: UInt32) -> Lanes {
    let c0 = UInt16(coverage & 0xFF)
    let c1 = UInt16(coverage >> 8 & 0xFF)
    let c2 = UInt16(coverage >> 16 & 0xFF)
    let c3 = UInt16(coverage >> 24)
    return Lanes(c0, c0, c1, c1, c2, c2, c3, c3)
}

/// One color repeated over four pixels.
@inlinable @inline(__always)
func repeated(_ color: PremultipliedColor) -> SplitPixels {
    let (r, g, b, a) = (UInt16(color.red), UInt16(color.green), UInt16(color.blue), UInt16(color.alpha))
    return SplitPixels(even: Lanes(r, b, r, b, r, b, r, b), odd: Lanes(g, a, g, a, g, a, g, a))
}

extension UnsafeMutableRawPointer {
    @inlinable @inline(__always)
    func loadPixels(at byteOffset: Int) -> PixelBytes {
        loadUnaligned(fromByteOffset: byteOffset, as: PixelBytes.self)
    }

    @inlinable @inline(__always)
    func storePixels(_ pixels: PixelBytes, at byteOffset: Int) {
        storeBytes(of: pixels, toByteOffset: byteOffset, as: PixelBytes.self)
    }
}

extension UnsafeRawPointer {
    @inlinable @inline(__always)
    func loadPixels(at byteOffset: Int) -> PixelBytes {
        loadUnaligned(fromByteOffset: byteOffset, as: PixelBytes.self)
    }
}
