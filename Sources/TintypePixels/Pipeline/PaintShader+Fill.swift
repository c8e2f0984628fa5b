/// A row's coverage: the alpha of icon pixels, or bytes computed beforehand.
struct CoverageRow {
    var alphaOf: UnsafeRawPointer?
    var bytes: UnsafeRawPointer
}

extension PaintShader {
    /// True when rows are shaded into a scratch buffer.
    var needsScratch: Bool {
        if case .pixels = self { return true }
        return false
    }

    /// `count` pixels of row `y` from column `x`: the paint times the coverage, into `out`.
    /// `wide: false` keeps to the Swift kernels (the tests compare the two paths).
    func fill(
        row y: Int, x: Int, count: Int, coverage: CoverageRow, scratch: UnsafeMutableRawPointer, into out: UnsafeMutableRawPointer,
        wide: Bool = true
    ) {
        switch self {
        case .rowColors(let colors):
            let color = colors.count == 1 ? colors[0] : colors[y]
            let paint = ConstantPaint(color)
            if let alpha = coverage.alphaOf {
                // The AVX2 loop takes what it can; the Swift kernel the rest (or all of it).
                let done = wide ? WideKernels.tint(color, byAlphaOf: alpha, into: out, count: count) : 0
                MaskedPaintKernel.run(paint, AlphaCoverage(pixels: alpha + done * 4), into: out + done * 4, count: count - done)
            } else {
                MaskedPaintKernel.run(paint, ByteCoverage(bytes: coverage.bytes), into: out, count: count)
            }
        case .pixels(let shade):
            shade(y, x, count, scratch)
            let paint = RowPaint(pixels: UnsafeRawPointer(scratch))
            if let alpha = coverage.alphaOf {
                MaskedPaintKernel.run(paint, AlphaCoverage(pixels: alpha), into: out, count: count)
            } else {
                MaskedPaintKernel.run(paint, ByteCoverage(bytes: coverage.bytes), into: out, count: count)
            }
        }
    }
}
