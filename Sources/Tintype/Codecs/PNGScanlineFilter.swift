/// PNG's per-row filters (None, Sub, Up, Average, Paeth): each byte becomes
/// its difference from a prediction made of its neighbours, so smooth art
/// turns into runs of small values that deflate codes in few bits.
enum PNGScanlineFilter: UInt8, CaseIterable {
    case none = 0
    case sub, up, average, paeth

    /// Which filter each row gets.
    enum Strategy {
        /// None on every row: right for palette indices, which are not magnitudes.
        case none
        /// Sub on every row: one cheap pass.
        case sub
        /// Each row the filter whose output has the smallest sum of absolute
        /// (signed) values, as libpng's adaptive filtering chooses.
        case adaptive
    }

    /// `rows` rows of `rowBytes` bytes from `samples`, each behind its filter-type byte.
    static func filtered(
        _ samples: UnsafeBufferPointer<UInt8>, rowBytes: Int, rows: Int, bytesPerPixel: Int, strategy: Strategy
    ) -> [UInt8] {
        let lineBytes = rowBytes + 1
        return [UInt8](uninitializedCount: lineBytes * rows) { out in
            let zeros = [UInt8](repeating: 0, count: rowBytes)
            var scratch = [UInt8](repeating: 0, count: lineBytes)
            zeros.withUnsafeBufferPointer { zeroRow in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    for y in 0..<rows {
                        let row = samples.baseAddress! + y * rowBytes
                        let above = y == 0 ? zeroRow.baseAddress! : row - rowBytes
                        let line = out.baseAddress! + y * lineBytes
                        switch strategy {
                        case .none: apply(.none, row, above, rowBytes, bytesPerPixel, into: line)
                        case .sub: apply(.sub, row, above, rowBytes, bytesPerPixel, into: line)
                        case .adaptive:
                            var best = UInt.max
                            for filter in allCases {
                                let target = filter == .none ? line : scratch.baseAddress!
                                apply(filter, row, above, rowBytes, bytesPerPixel, into: target)
                                let total = cost(of: target + 1, count: rowBytes)
                                guard total < best else { continue }
                                best = total
                                if target != line { line.update(from: target, count: lineBytes) }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Writes the filter byte and one filtered row to `line`.
    private static func apply(
        _ filter: PNGScanlineFilter, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ count: Int, _ bpp: Int,
        into line: UnsafeMutablePointer<UInt8>
    ) {
        line[0] = filter.rawValue
        let out = line + 1
        let first = min(bpp, count)
        switch filter {
        case .none:
            out.update(from: row, count: count)
        case .sub:
            out.update(from: row, count: first)
            for i in first..<count { out[i] = row[i] &- row[i - bpp] }
        case .up:
            for i in 0..<count { out[i] = row[i] &- above[i] }
        case .average:
            for i in 0..<first { out[i] = row[i] &- above[i] / 2 }
            for i in first..<count { out[i] = row[i] &- UInt8((UInt16(row[i - bpp]) &+ UInt16(above[i])) / 2) }
        case .paeth:
            for i in 0..<first { out[i] = row[i] &- above[i] }
            for i in first..<count { out[i] = row[i] &- paeth(row[i - bpp], above[i], above[i - bpp]) }
        }
    }

    /// What the adaptive strategy minimises: the sum of the filtered bytes' absolute values as signed bytes.
    private static func cost(of bytes: UnsafePointer<UInt8>, count: Int) -> UInt {
        var cost: UInt = 0
        for i in 0..<count { cost &+= UInt(Int8(bitPattern: bytes[i]).magnitude) }
        return cost
    }

    /// The Paeth predictor: whichever of left, above and upper-left is nearest `left + above - upperLeft`.
    @inline(__always)
    static func paeth(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
        let (a, b, c) = (Int16(left), Int16(above), Int16(upperLeft))
        let pa = abs(b - c)
        let pb = abs(a - c)
        let pc = abs(a + b - 2 * c)
        if pa <= pb && pa <= pc { return left }
        return pb <= pc ? above : upperLeft
    }
}
