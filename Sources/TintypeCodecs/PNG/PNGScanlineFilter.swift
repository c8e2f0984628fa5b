import CTintypeKernels

/// PNG's per-row filters (None, Sub, Up, Average, Paeth): each byte becomes
/// its difference from a prediction made of its neighbours, so smooth art
/// turns into runs of small values that deflate codes in few bits.
///
/// The loops are C (`CTintypeKernels/png_filter.c`), compiled for the
/// baseline CPU and for AVX2, and chosen at run time.
enum PNGScanlineFilter {
    /// Which filter each row gets.
    enum Strategy {
        /// None on every row: right for palette indices, which are not magnitudes.
        case none
        /// Sub on every row: one cheap pass.
        case sub
        /// Each row the filter whose output has the smallest sum of absolute
        /// (signed) values, as libpng's adaptive filtering chooses.
        case adaptive

        var code: Int32 {
            switch self {
            case .none: return Int32(TT_PNG_FILTER_NONE)
            case .sub: return Int32(TT_PNG_FILTER_SUB)
            case .adaptive: return Int32(TT_PNG_FILTER_ADAPTIVE)
            }
        }
    }

    /// `rows` rows of `rowBytes` bytes from `samples`, each behind its filter-type
    /// byte; nil when the filter's scratch memory cannot be allocated.
    static func filtered(
        _ samples: UnsafeBufferPointer<UInt8>, rowBytes: Int, rows: Int, bytesPerPixel: Int, strategy: Strategy
    ) -> [UInt8]? {
        var succeeded = false
        let lines = [UInt8](unsafeUninitializedCapacity: (rowBytes + 1) * rows) { out, count in
            succeeded = tt_png_filter(samples.baseAddress, rowBytes, rows, bytesPerPixel, strategy.code, out.baseAddress) != 0
            count = succeeded ? out.count : 0
        }
        return succeeded ? lines : nil
    }
}
