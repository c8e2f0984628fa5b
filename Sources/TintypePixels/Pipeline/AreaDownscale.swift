/// Shrinking by area averaging on premultiplied pixels (SPEC §8): each output
/// pixel is the mean of the source area it covers, partial pixels weighted by
/// the part covered. No aliasing, and no dark fringes since colors are
/// premultiplied.
///
/// Weights are whole numbers: with `g = gcd(source, output)`, an output pixel
/// spans `source/g` units and a source pixel `output/g`, so every overlap is an
/// integer. Rows are combined first (a weighted sum of the source rows an
/// output row covers, in floats, exact for integers below 2^24), then columns;
/// the result is exact whenever `255 · unitsX · unitsY < 2^24` (any ratio
/// between small sizes, 3:2 and 3:1 included) and within 1 otherwise.
extension RGBAImage {
    /// This image shrunk to `width × height` pixels by area averaging. Each
    /// dimension must be at most the source's; the scale is kept.
    public func downscaled(width: Int, height: Int) -> RGBAImage {
        precondition(width <= self.width && height <= self.height, "downscaled(width:height:) cannot enlarge")
        var output = RGBAImage(width: width, height: height, scale: scale)
        guard width > 0, height > 0 else { return output }
        let columns = AreaWeights(source: self.width, output: width)
        let rows = AreaWeights(source: self.height, output: height)
        if let divider = ExactDivider(
            divisor: columns.unitsPerOutput * rows.unitsPerOutput, maximum: 255 * columns.unitsPerOutput * rows.unitsPerOutput)
        {
            AreaDownscaleKernel.run16(self, columns: columns, rows: rows, divider: divider, into: &output)
            return output
        }
        let normalizer = 1 / Float(columns.unitsPerOutput * rows.unitsPerOutput)
        var rowSum = [Float](repeating: 0, count: self.width * 4)
        let sourceStride = bytesPerRow
        let outputStride = output.bytesPerRow
        withUnsafeBytes { source in
            output.withUnsafeMutableBytes { out in
                rowSum.withUnsafeMutableBufferPointer { sum in
                    for y in 0..<height {
                        AreaDownscaleKernel.sumRows(source.baseAddress!, stride: sourceStride, taps: rows.taps(for: y), into: sum)
                        AreaDownscaleKernel.sumColumns(
                            UnsafePointer(sum.baseAddress!), columns: columns, scale: normalizer,
                            into: out.baseAddress! + y * outputStride)
                    }
                }
            }
        }
        return output
    }
}

/// Which source pixels each output pixel covers, and by how many units.
struct AreaWeights {
    /// Units an output pixel spans; the weights of each output pixel add up to this.
    let unitsPerOutput: Int
    /// For output `i`: `first[i]` is its first source pixel, its weights are `weights[offsets[i]..<offsets[i+1]]`.
    private(set) var first: [Int] = []
    private(set) var offsets: [Int] = [0]
    private(set) var weights: [Float] = []

    init(source: Int, output: Int) {
        let g = gcd(source, output)
        let outputUnits = source / g
        let sourceUnits = output / g
        unitsPerOutput = outputUnits
        for index in 0..<output {
            let start = index * outputUnits
            let end = start + outputUnits
            var pixel = start / sourceUnits
            first.append(pixel)
            while pixel * sourceUnits < end {
                let overlap = min(end, (pixel + 1) * sourceUnits) - max(start, pixel * sourceUnits)
                weights.append(Float(overlap))
                pixel += 1
            }
            offsets.append(weights.count)
        }
        let count = offsets[1] - offsets[0]
        uniformTapCount = (1..<first.count).allSatisfy { offsets[$0 + 1] - offsets[$0] == count } ? count : nil
        allWeightsOne = weights.allSatisfy { $0 == 1 }
    }

    /// The number of source pixels every output pixel covers, when it is the same for all.
    private(set) var uniformTapCount: Int?
    /// True when every weight is 1 (an integer ratio: each output covers whole source pixels).
    private(set) var allWeightsOne = false

    func taps(for index: Int) -> (first: Int, weights: ArraySlice<Float>) {
        (first[index], weights[offsets[index]..<offsets[index + 1]])
    }
}

private func gcd(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return max(a, 1)
}

/// Division by a constant as a 16-bit multiply-high: `(n + d/2) / d` rounded
/// to nearest as `((n + d/2) · m) >> 16` with `m = ceil(2^16 / d)`.
///
/// With `e = m·d − 2^16`, `k·m / 2^16 = k/d + k·e / (d·2^16)`, so the floor is
/// exact whenever the remainder (at most d − 1) plus `k·e / 2^16` stays below d:
/// `k·e < 2^16` for the largest k suffices. Nil when that bound fails; the
/// downscale then takes its float path.
struct ExactDivider {
    let half: UInt16
    let multiplier: UInt16

    init?(divisor: Int, maximum: Int) {
        let largest = maximum + divisor / 2
        guard divisor > 0, largest < 65536 else { return nil }
        let multiplier = (65536 + divisor - 1) / divisor
        guard multiplier < 65536, largest * (multiplier * divisor - 65536) < 65536 else { return nil }
        self.half = UInt16(divisor / 2)
        self.multiplier = UInt16(multiplier)
    }
}

/// The two passes of the area downscale, written as plain loops over raw
/// memory that the optimizer vectorizes (byte-to-float conversion and
/// multiply-add over a whole row).
enum AreaDownscaleKernel {
    /// The whole downscale in 16-bit integers, when every sum fits and ``ExactDivider`` is exact:
    /// rows are summed with their weights (`paddw`/`pmullw` over whole rows), each
    /// output pixel adds its columns' weighted sums as four 16-bit lanes, and a
    /// last row loop divides (`pmulhuw`) and narrows to bytes.
    static func run16(_ image: RGBAImage, columns: AreaWeights, rows: AreaWeights, divider: ExactDivider, into output: inout RGBAImage) {
        let sourceLength = image.width * 4
        let outputLength = output.width * 4
        var rowSum = [UInt16](repeating: 0, count: sourceLength)
        var totals = [UInt16](repeating: 0, count: outputLength)
        let columnWeights = columns.weights.map { UInt16($0) }
        let rowWeights = rows.weights.map { UInt16($0) }
        let sourceStride = image.bytesPerRow
        let outputStride = output.bytesPerRow
        let outputHeight = output.height
        image.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { out in
                rowSum.withUnsafeMutableBufferPointer { sum in
                    totals.withUnsafeMutableBufferPointer { totals in
                        // 3:1 both ways: rows and columns summed in one pass, no row-sum array.
                        if rows.allWeightsOne && rows.uniformTapCount == 3 && columns.allWeightsOne && columns.uniformTapCount == 3 {
                            for y in 0..<outputHeight {
                                let top = source.baseAddress! + 3 * y * sourceStride
                                AreaLoops.sumBlocks3(top, stride: sourceStride, outputPixels: outputLength / 4, into: totals.baseAddress!)
                                AreaLoops.divide(
                                    UnsafePointer(totals.baseAddress!), by: divider, into: out.baseAddress! + y * outputStride,
                                    count: outputLength)
                            }
                            return
                        }
                        for y in 0..<outputHeight {
                            let first = rows.first[y]
                            let w = rowWeights[rows.offsets[y]..<rows.offsets[y + 1]].map { $0 }
                            func row(_ offset: Int) -> UnsafePointer<UInt8> { source.baseAddress! + (first + offset) * sourceStride }
                            // Up to three rows in one pass (every 3:2, 3:1 and 2:1 row), more in passes of one.
                            switch w.count {
                            case 1: AreaLoops.scale(row(0), weight: w[0], into: sum.baseAddress!, count: sourceLength)
                            case 2: AreaLoops.sum(row(0), w[0], row(1), w[1], into: sum.baseAddress!, count: sourceLength)
                            case 3 where rows.allWeightsOne:
                                AreaLoops.sum(row(0), row(1), row(2), into: sum.baseAddress!, count: sourceLength)
                            case 3: AreaLoops.sum(row(0), w[0], row(1), w[1], row(2), w[2], into: sum.baseAddress!, count: sourceLength)
                            default:
                                AreaLoops.scale(row(0), weight: w[0], into: sum.baseAddress!, count: sourceLength)
                                for offset in 1..<w.count {
                                    AreaLoops.accumulate(row(offset), weight: w[offset], into: sum.baseAddress!, count: sourceLength)
                                }
                            }
                            AreaLoops.sumColumns(
                                UnsafePointer(sum.baseAddress!), columns: columns, weights: columnWeights, into: totals.baseAddress!)
                            AreaLoops.divide(
                                UnsafePointer(totals.baseAddress!), by: divider, into: out.baseAddress! + y * outputStride,
                                count: outputLength)
                        }
                    }
                }
            }
        }
    }

    /// `sum = Σ weight · row` over the source rows of one output row.
    static func sumRows(
        _ source: UnsafeRawPointer, stride: Int, taps: (first: Int, weights: ArraySlice<Float>),
        into sum: UnsafeMutableBufferPointer<Float>
    ) {
        let count = sum.count
        let out = sum.baseAddress!
        out.update(repeating: 0, count: count)
        for (offset, weight) in taps.weights.enumerated() {
            let row = (source + (taps.first + offset) * stride).assumingMemoryBound(to: UInt8.self)
            for index in 0..<count { out[index] += weight * Float(row[index]) }
        }
    }

    /// Each output pixel: its columns' weighted sum, scaled, rounded to bytes.
    static func sumColumns(_ sum: UnsafePointer<Float>, columns: AreaWeights, scale: Float, into out: UnsafeMutableRawPointer) {
        let outBytes = out.assumingMemoryBound(to: UInt8.self)
        for x in 0..<columns.first.count {
            let (first, weights) = columns.taps(for: x)
            var total = SIMD4<Float>(repeating: 0)
            var pixel = first
            for weight in weights {
                total += weight * UnsafeRawPointer(sum + pixel * 4).loadUnaligned(as: SIMD4<Float>.self)
                pixel += 1
            }
            let value = total * scale + 0.5
            outBytes[x * 4] = UInt8(value[0])
            outBytes[x * 4 + 1] = UInt8(value[1])
            outBytes[x * 4 + 2] = UInt8(value[2])
            outBytes[x * 4 + 3] = UInt8(value[3])
        }
    }
}

/// The 16-bit downscale's loops, each simple enough for the auto-vectorizer.
enum AreaLoops {
    static func scale(_ row: UnsafePointer<UInt8>, weight: UInt16, into sum: UnsafeMutablePointer<UInt16>, count: Int) {
        for index in 0..<count { sum[index] = UInt16(row[index]) &* weight }
    }

    static func accumulate(_ row: UnsafePointer<UInt8>, weight: UInt16, into sum: UnsafeMutablePointer<UInt16>, count: Int) {
        for index in 0..<count { sum[index] &+= UInt16(row[index]) &* weight }
    }

    /// Two weighted rows (every 3:2 and 2:1 row), sixteen bytes a step, as the three-row sum does.
    static func sum(
        _ a: UnsafePointer<UInt8>, _ wa: UInt16, _ b: UnsafePointer<UInt8>, _ wb: UInt16,
        into sum: UnsafeMutablePointer<UInt16>, count: Int
    ) {
        let (ra, rb, out) = (UnsafeRawPointer(a), UnsafeRawPointer(b), UnsafeMutableRawPointer(sum))
        let (va, vb) = (Lanes(repeating: wa), Lanes(repeating: wb))
        var index = 0
        while index + 16 <= count {
            let x = SplitPixels(ra.loadPixels(at: index))
            let y = SplitPixels(rb.loadPixels(at: index))
            let even = x.even &* va &+ y.even &* vb
            let odd = x.odd &* va &+ y.odd &* vb
            storeInterleaved(even, odd, to: out + index * 2)
            index += 16
        }
        for tail in index..<count { sum[tail] = UInt16(a[tail]) &* wa &+ UInt16(b[tail]) &* wb }
    }

    /// The channel sums of 3 × 3 pixel blocks: output pixel `x` adds source
    /// pixels `3x ..< 3x + 3` of the three rows from `top`. Twelve source pixels
    /// (three 16-byte loads a row) make four outputs: the rows are summed in
    /// split lanes, then each output's three pixels (32 bits each: two lanes)
    /// are picked from the three vectors and added.
    static func sumBlocks3(_ top: UnsafePointer<UInt8>, stride: Int, outputPixels: Int, into totals: UnsafeMutablePointer<UInt16>) {
        let rows = (UnsafeRawPointer(top), UnsafeRawPointer(top + stride), UnsafeRawPointer(top + 2 * stride))
        let out = UnsafeMutableRawPointer(totals)
        func column(_ byteOffset: Int) -> (even: SIMD4<UInt32>, odd: SIMD4<UInt32>) {
            let a = SplitPixels(rows.0.loadPixels(at: byteOffset))
            let b = SplitPixels(rows.1.loadPixels(at: byteOffset))
            let c = SplitPixels(rows.2.loadPixels(at: byteOffset))
            // Each 32-bit element is one pixel's pair of channel sums.
            return (
                unsafeBitCast(a.even &+ b.even &+ c.even, to: SIMD4<UInt32>.self),
                unsafeBitCast(a.odd &+ b.odd &+ c.odd, to: SIMD4<UInt32>.self)
            )
        }
        func blocks(_ v0: SIMD4<UInt32>, _ v1: SIMD4<UInt32>, _ v2: SIMD4<UInt32>) -> Lanes {
            let first = SIMD4(v0[0], v0[3], v1[2], v2[1])
            let second = SIMD4(v0[1], v1[0], v1[3], v2[2])
            let third = SIMD4(v0[2], v1[1], v2[0], v2[3])
            return unsafeBitCast(first, to: Lanes.self) &+ unsafeBitCast(second, to: Lanes.self) &+ unsafeBitCast(third, to: Lanes.self)
        }
        var x = 0
        while x + 4 <= outputPixels {
            let byteOffset = x * 12  // three source pixels of four bytes per output pixel
            let (e0, o0) = column(byteOffset)
            let (e1, o1) = column(byteOffset + 16)
            let (e2, o2) = column(byteOffset + 32)
            storeInterleaved(blocks(e0, e1, e2), blocks(o0, o1, o2), to: out + x * 8)
            x += 4
        }
        for pixel in x..<outputPixels {
            for channel in 0..<4 {
                var total: UInt16 = 0
                for row in 0..<3 {
                    for offset in 0..<3 { total &+= UInt16(top[row * stride + (3 * pixel + offset) * 4 + channel]) }
                }
                totals[pixel * 4 + channel] = total
            }
        }
    }

    /// Even and odd byte lanes back in channel order: sixteen 16-bit values.
    @inline(__always)
    private static func storeInterleaved(_ even: Lanes, _ odd: Lanes, to out: UnsafeMutableRawPointer) {
        let low = Lanes(even[0], odd[0], even[1], odd[1], even[2], odd[2], even[3], odd[3])
        let high = Lanes(even[4], odd[4], even[5], odd[5], even[6], odd[6], even[7], odd[7])
        out.storeBytes(of: low, as: Lanes.self)
        out.storeBytes(of: high, toByteOffset: 16, as: Lanes.self)
    }

    /// Three rows with weight 1 (3:1), sixteen bytes a step: each load is split
    /// into even and odd bytes as 16-bit lanes (a mask and a shift, no unpacking),
    /// summed, and interleaved back into channel order for the store.
    static func sum(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ c: UnsafePointer<UInt8>,
        into sum: UnsafeMutablePointer<UInt16>, count: Int
    ) {
        let (ra, rb, rc, out) = (UnsafeRawPointer(a), UnsafeRawPointer(b), UnsafeRawPointer(c), UnsafeMutableRawPointer(sum))
        var index = 0
        while index + 16 <= count {
            let x = SplitPixels(ra.loadPixels(at: index))
            let y = SplitPixels(rb.loadPixels(at: index))
            let z = SplitPixels(rc.loadPixels(at: index))
            storeInterleaved(x.even &+ y.even &+ z.even, x.odd &+ y.odd &+ z.odd, to: out + index * 2)
            index += 16
        }
        for tail in index..<count { sum[tail] = UInt16(a[tail]) &+ UInt16(b[tail]) &+ UInt16(c[tail]) }
    }

    static func sum(
        _ a: UnsafePointer<UInt8>, _ wa: UInt16, _ b: UnsafePointer<UInt8>, _ wb: UInt16,
        _ c: UnsafePointer<UInt8>, _ wc: UInt16, into sum: UnsafeMutablePointer<UInt16>, count: Int
    ) {
        for index in 0..<count { sum[index] = UInt16(a[index]) &* wa &+ UInt16(b[index]) &* wb &+ UInt16(c[index]) &* wc }
    }

    /// Each output pixel's four channel totals: its columns' weighted row sums.
    static func sumColumns(_ sum: UnsafePointer<UInt16>, columns: AreaWeights, weights: [UInt16], into totals: UnsafeMutablePointer<UInt16>)
    {
        weights.withUnsafeBufferPointer { weights in
            columns.first.withUnsafeBufferPointer { first in
                columns.offsets.withUnsafeBufferPointer { offsets in
                    let source = UnsafeRawPointer(sum)
                    func load(_ pixel: Int) -> SIMD4<UInt16> { source.loadUnaligned(fromByteOffset: pixel * 8, as: SIMD4<UInt16>.self) }
                    let out = UnsafeMutableRawPointer(totals)
                    // The common ratios give every output the same number of taps: unrolled loops for two and three.
                    switch columns.uniformTapCount {
                    case 3 where columns.allWeightsOne:
                        // 3:1: three whole pixels, no weights.
                        for x in 0..<first.count {
                            let p = first[x]
                            out.storeBytes(of: load(p) &+ load(p + 1) &+ load(p + 2), toByteOffset: x * 8, as: SIMD4<UInt16>.self)
                        }
                        return
                    case 2:
                        for x in 0..<first.count {
                            let (p, t) = (first[x], offsets[x])
                            let total = SIMD4(repeating: weights[t]) &* load(p) &+ SIMD4(repeating: weights[t + 1]) &* load(p + 1)
                            out.storeBytes(of: total, toByteOffset: x * 8, as: SIMD4<UInt16>.self)
                        }
                        return
                    case 3:
                        for x in 0..<first.count {
                            let (p, t) = (first[x], offsets[x])
                            let total =
                                SIMD4(repeating: weights[t]) &* load(p) &+ SIMD4(repeating: weights[t + 1]) &* load(p + 1)
                                &+ SIMD4(repeating: weights[t + 2]) &* load(p + 2)
                            out.storeBytes(of: total, toByteOffset: x * 8, as: SIMD4<UInt16>.self)
                        }
                        return
                    default:
                        break
                    }
                    for x in 0..<first.count {
                        var total = SIMD4<UInt16>(repeating: 0)
                        var pixel = first[x]
                        for tap in offsets[x]..<offsets[x + 1] {
                            total &+=
                                SIMD4(repeating: weights[tap]) &* source.loadUnaligned(fromByteOffset: pixel * 8, as: SIMD4<UInt16>.self)
                            pixel += 1
                        }
                        UnsafeMutableRawPointer(totals).storeBytes(of: total, toByteOffset: x * 8, as: SIMD4<UInt16>.self)
                    }
                }
            }
        }
    }

    static func divide(_ totals: UnsafePointer<UInt16>, by divider: ExactDivider, into out: UnsafeMutablePointer<UInt8>, count: Int) {
        let (half, multiplier) = (divider.half, divider.multiplier)
        for index in 0..<count {
            out[index] = UInt8(truncatingIfNeeded: (UInt32(totals[index] &+ half) &* UInt32(multiplier)) &>> 16)
        }
    }
}
