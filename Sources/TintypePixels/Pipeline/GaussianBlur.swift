#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A separable Gaussian blur on premultiplied pixels, for glows (SPEC §6).
///
/// The kernel is the Gaussian sampled at whole-pixel offsets, `exp(−k²/2σ²)`
/// for `|k| ≤ ceil(4σ)` (the weights left out are below 0.04% of the centre),
/// normalised to sum 1. Pixels outside the image count as transparent, so a
/// glow needs room around its shape. Rows then columns are convolved in floats
/// and rounded once at the end, within 1 of the exact (double) convolution.
public struct GaussianBlur: Hashable, Sendable {
    /// The standard deviation in pixels.
    public var sigma: Double

    /// A blur of standard deviation `sigma` pixels; 0 or less leaves images unchanged.
    public init(sigma: Double) {
        self.sigma = sigma
    }

    /// A blur of `points` standard deviation at `scale` pixels a point.
    public init(sigmaPoints points: Double, scale: Double) {
        self.init(sigma: points * scale)
    }

    /// The kernel's half-width: `ceil(4σ)`.
    public var radius: Int { sigma > 0 ? Int(clamping: 4 * sigma, to: 0...Int(Int32.max), rounding: .up) : 0 }

    /// The normalised weights for offsets `−radius...radius`.
    public var weights: [Double] {
        guard sigma > 0 else { return [1] }
        let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        return raw.map { $0 / total }
    }

    /// The blurred image, the same size as `image`.
    public func apply(to image: RGBAImage) -> RGBAImage {
        guard sigma > 0, !image.isEmpty else { return image }
        return GaussianBlurKernel(weights: weights).apply(to: image)
    }
}

/// The blur in 16-bit fixed point, shaped for the auto-vectorizer.
///
/// Values are held in Q7 (a byte times 128, at most 32640, so the sum of two
/// fits in 16 bits) and weights in Q16; each symmetric pair of taps costs one
/// add and one high-half multiply (`(a·w) >> 16`, SSE2's `pmulhuw`) over a
/// whole row at a time. Rows are blurred horizontally into a ring of
/// `2·radius + 1` rows that stays in cache, and each output row sums the ring
/// vertically. Truncation is offset by half a unit a tap; the total error
/// stays below 1/255 (the tests compare with the exact double convolution).
struct GaussianBlurKernel {
    let radius: Int
    /// Q16 weights for offsets 0...radius (the kernel is symmetric).
    let weights: [UInt16]

    init(weights: [Double]) {
        radius = weights.count / 2
        self.weights = weights[radius...].map { UInt16(Int(clamping: $0 * 65536, to: 0...65535)) }
    }

    func apply(to image: RGBAImage) -> RGBAImage {
        let (width, height) = (image.width, image.height)
        let length = width * 4
        let pad = 4 * radius
        let ringSize = 2 * radius + 1
        var ring = [UInt16](repeating: 0, count: ringSize * length)
        var padded = [UInt16](repeating: 0, count: length + 2 * pad)
        var column = [UInt16](repeating: 0, count: length)
        var output = RGBAImage(width: width, height: height, scale: image.scale)
        let outputStride = output.bytesPerRow
        image.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { out in
                ring.withUnsafeMutableBufferPointer { ring in
                    padded.withUnsafeMutableBufferPointer { padded in
                        column.withUnsafeMutableBufferPointer { column in
                            // Ring slot of row r: r mod ringSize. Rows outside the image are never read.
                            func blurRow(_ row: Int) {
                                let input = source.baseAddress! + row * image.bytesPerRow
                                for index in 0..<length { padded[pad + index] = UInt16(input[index]) &<< 7 }
                                convolve(
                                    UnsafePointer(padded.baseAddress! + pad), step: 4,
                                    into: ring.baseAddress! + (row % ringSize) * length, count: length)
                            }
                            for row in 0..<min(radius, height) { blurRow(row) }
                            for y in 0..<height {
                                if y + radius < height { blurRow(y + radius) }
                                sumColumn(
                                    ring: ring.baseAddress!, ringSize: ringSize, y: y, height: height, length: length,
                                    into: column.baseAddress!)
                                let row = out.baseAddress! + y * outputStride
                                for index in 0..<length { row[index] = UInt8(truncatingIfNeeded: min(255, (column[index] &+ 64) &>> 7)) }
                                Premultiplication.clampToAlpha(UnsafeMutableBufferPointer(start: row, count: length))
                            }
                        }
                    }
                }
            }
        }
        return output
    }

    /// `out[i] = Σ_k w_k · (input[i + k·step] + input[i − k·step])`, the centre once; `input` has `radius·step` readable values either side.
    private func convolve(_ input: UnsafePointer<UInt16>, step: Int, into out: UnsafeMutablePointer<UInt16>, count: Int) {
        BlurLoops.scale(input, weight: weights[0], bias: bias, into: out, count: count)
        for k in stride(from: 1, through: radius, by: 1) {
            BlurLoops.accumulatePairs(input + k * step, input - k * step, weight: weights[k], into: out, count: count)
        }
    }

    /// The vertical pass for output row `y`, from the ring of horizontally blurred rows.
    private func sumColumn(
        ring: UnsafeMutablePointer<UInt16>, ringSize: Int, y: Int, height: Int, length: Int, into out: UnsafeMutablePointer<UInt16>
    ) {
        func row(_ index: Int) -> UnsafePointer<UInt16> { UnsafePointer(ring + (index % ringSize) * length) }
        BlurLoops.scale(row(y), weight: weights[0], bias: bias, into: out, count: length)
        for k in stride(from: 1, through: radius, by: 1) {
            switch (y - k >= 0, y + k < height) {
            case (true, true): BlurLoops.accumulatePairs(row(y - k), row(y + k), weight: weights[k], into: out, count: length)
            case (true, false): BlurLoops.accumulate(row(y - k), weight: weights[k], into: out, count: length)
            case (false, true): BlurLoops.accumulate(row(y + k), weight: weights[k], into: out, count: length)
            case (false, false): break
            }
        }
    }

    /// Half a Q7 unit for each truncating multiply of a pass.
    private var bias: UInt16 { UInt16(truncatingIfNeeded: (radius + 1) / 2) }
}

/// The blur's row loops: each one plain enough to become SSE2 `paddw`/`pmulhuw`
/// (the weights are 16-bit, so `(a·w) >> 16` is a high-half multiply).
enum BlurLoops {
    static func scale(_ input: UnsafePointer<UInt16>, weight: UInt16, bias: UInt16, into out: UnsafeMutablePointer<UInt16>, count: Int) {
        for index in 0..<count {
            out[index] = UInt16(truncatingIfNeeded: (UInt32(input[index]) &* UInt32(weight)) &>> 16) &+ bias
        }
    }

    static func accumulatePairs(
        _ a: UnsafePointer<UInt16>, _ b: UnsafePointer<UInt16>, weight: UInt16, into out: UnsafeMutablePointer<UInt16>, count: Int
    ) {
        for index in 0..<count {
            let pair = a[index] &+ b[index]
            out[index] &+= UInt16(truncatingIfNeeded: (UInt32(pair) &* UInt32(weight)) &>> 16)
        }
    }

    static func accumulate(_ input: UnsafePointer<UInt16>, weight: UInt16, into out: UnsafeMutablePointer<UInt16>, count: Int) {
        for index in 0..<count {
            out[index] &+= UInt16(truncatingIfNeeded: (UInt32(input[index]) &* UInt32(weight)) &>> 16)
        }
    }
}
