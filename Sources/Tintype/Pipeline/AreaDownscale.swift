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
extension Image {
    /// This image shrunk to `width × height` pixels by area averaging. Each
    /// dimension must be at most the source's; the scale is kept.
    public func downscaled(width: Int, height: Int) -> Image {
        precondition(width <= self.width && height <= self.height, "downscaled(width:height:) cannot enlarge")
        var output = Image(width: width, height: height, scale: scale)
        guard width > 0, height > 0 else { return output }
        let columns = AreaWeights(source: self.width, output: width)
        let rows = AreaWeights(source: self.height, output: height)
        let normalizer = 1 / Float(columns.unitsPerOutput * rows.unitsPerOutput)
        var rowSum = [Float](repeating: 0, count: self.width * 4)
        let sourceStride = bytesPerRow, outputStride = output.bytesPerRow
        withUnsafeBytes { source in
            output.withUnsafeMutableBytes { out in
                rowSum.withUnsafeMutableBufferPointer { sum in
                    for y in 0..<height {
                        AreaDownscaleKernel.sumRows(source.baseAddress!, stride: sourceStride, taps: rows.taps(for: y), into: sum)
                        AreaDownscaleKernel.sumColumns(UnsafePointer(sum.baseAddress!), columns: columns, scale: normalizer,
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
        let outputUnits = source / g, sourceUnits = output / g
        unitsPerOutput = outputUnits
        for index in 0..<output {
            let start = index * outputUnits, end = start + outputUnits
            var pixel = start / sourceUnits
            first.append(pixel)
            while pixel * sourceUnits < end {
                let overlap = min(end, (pixel + 1) * sourceUnits) - max(start, pixel * sourceUnits)
                weights.append(Float(overlap))
                pixel += 1
            }
            offsets.append(weights.count)
        }
    }

    func taps(for index: Int) -> (first: Int, weights: ArraySlice<Float>) {
        (first[index], weights[offsets[index]..<offsets[index + 1]])
    }
}

private func gcd(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return max(a, 1)
}

/// The two passes of the area downscale, written as plain loops over raw
/// memory that the optimizer vectorizes (byte-to-float conversion and
/// multiply-add over a whole row).
enum AreaDownscaleKernel {
    /// `sum = Σ weight · row` over the source rows of one output row.
    static func sumRows(_ source: UnsafeRawPointer, stride: Int, taps: (first: Int, weights: ArraySlice<Float>),
                        into sum: UnsafeMutableBufferPointer<Float>) {
        let count = sum.count, out = sum.baseAddress!
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
