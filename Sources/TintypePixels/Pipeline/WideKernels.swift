import CTintypeKernels

/// The AVX2 versions of the hottest loops (the C target `CTintypeKernels`),
/// for the CPUs that have AVX2.
///
/// Each call does the longest prefix of the span its vectors cover (a multiple
/// of eight pixels) and returns how many pixels that was; 0 on a CPU without
/// AVX2 or on another architecture, where the Swift kernels do everything.
/// Both paths give the same bytes (SPEC §1's rounding); the tests compare each
/// with the scalar reference.
enum WideKernels {
    /// True when this CPU runs the AVX2 loops.
    static var available: Bool { tt_kernels_have_avx2() != 0 }

    /// `out = color · alpha / 255` for the alpha of each of `pixels`; returns the pixels done.
    @inline(__always)
    static func tint(
        _ color: PremultipliedColor, byAlphaOf pixels: UnsafeRawPointer, into out: UnsafeMutableRawPointer, count: Int
    ) -> Int {
        let packed = UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | UInt32(color.alpha) << 24
        return tt_tint_constant_by_alpha(
            pixels.assumingMemoryBound(to: UInt8.self), out.assumingMemoryBound(to: UInt8.self), count, packed)
    }

    /// Premultiplied source-over of `source` onto `destination`; returns the pixels done.
    @inline(__always)
    static func sourceOver(_ source: UnsafeRawPointer, onto destination: UnsafeMutableRawPointer, count: Int) -> Int {
        tt_source_over(source.assumingMemoryBound(to: UInt8.self), destination.assumingMemoryBound(to: UInt8.self), count)
    }
}
