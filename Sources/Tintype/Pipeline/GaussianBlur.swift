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

    public init(sigma: Double) {
        self.sigma = sigma
    }

    /// A blur of `points` standard deviation at `scale` pixels a point.
    public init(sigmaPoints points: Double, scale: Double) {
        self.init(sigma: points * scale)
    }

    /// The kernel's half-width: `ceil(4σ)`.
    public var radius: Int { sigma > 0 ? Int((4 * sigma).rounded(.up)) : 0 }

    /// The normalised weights for offsets `−radius...radius`.
    public var weights: [Double] {
        guard sigma > 0 else { return [1] }
        let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        return raw.map { $0 / total }
    }

    /// The blurred image, the same size as `image`.
    public func apply(to image: Image) -> Image {
        guard sigma > 0, !image.isEmpty else { return image }
        let radius = radius, weights = self.weights.map(Float.init)
        let (width, height) = (image.width, image.height)
        let rowLength = width * 4
        // Rows first, into floats; a padded row buffer makes the edges transparent.
        var horizontal = [Float](repeating: 0, count: rowLength * height)
        var padded = [Float](repeating: 0, count: rowLength + 8 * radius)
        image.withUnsafeBytes { source in
            horizontal.withUnsafeMutableBufferPointer { out in
                padded.withUnsafeMutableBufferPointer { pad in
                    for y in 0..<height {
                        let row = source.baseAddress! + y * image.bytesPerRow
                        for index in 0..<rowLength { pad[4 * radius + index] = Float(row[index]) }
                        GaussianBlurKernel.convolve(UnsafePointer(pad.baseAddress!), step: 4, weights: weights,
                                                    into: out.baseAddress! + y * rowLength, count: rowLength)
                    }
                }
            }
        }
        // Then columns, a row of output at a time, from the rows above and below.
        var output = Image(width: width, height: height, scale: image.scale)
        var sum = [Float](repeating: 0, count: rowLength)
        let outputStride = output.bytesPerRow
        horizontal.withUnsafeBufferPointer { rows in
            output.withUnsafeMutableBytes { out in
                sum.withUnsafeMutableBufferPointer { sum in
                    for y in 0..<height {
                        let sumPointer = sum.baseAddress!
                        sumPointer.update(repeating: 0, count: rowLength)
                        for k in max(-radius, -y)...min(radius, height - 1 - y) {
                            let weight = weights[k + radius]
                            let row = rows.baseAddress! + (y + k) * rowLength
                            for index in 0..<rowLength { sumPointer[index] += weight * row[index] }
                        }
                        GaussianBlurKernel.store(UnsafePointer(sumPointer), count: width, into: out.baseAddress! + y * outputStride)
                    }
                }
            }
        }
        return output
    }
}

/// The blur's inner loops, plain multiply-adds over whole rows that the optimizer vectorizes.
enum GaussianBlurKernel {
    /// `out[i] = Σ_k weights[k] · input[i + k·step]`.
    static func convolve(_ input: UnsafePointer<Float>, step: Int, weights: [Float], into out: UnsafeMutablePointer<Float>, count: Int) {
        out.update(repeating: 0, count: count)
        for (k, weight) in weights.enumerated() {
            let shifted = input + k * step
            for index in 0..<count { out[index] += weight * shifted[index] }
        }
    }

    /// Rounds `count` float pixels to bytes, colors clamped to alpha.
    static func store(_ sum: UnsafePointer<Float>, count: Int, into out: UnsafeMutableRawPointer) {
        let bytes = out.assumingMemoryBound(to: UInt8.self)
        for x in 0..<count {
            let alpha = min(255, max(0, sum[x * 4 + 3] + 0.5))
            for channel in 0..<3 { bytes[x * 4 + channel] = UInt8(min(alpha, max(0, sum[x * 4 + channel] + 0.5))) }
            bytes[x * 4 + 3] = UInt8(alpha)
        }
    }
}
