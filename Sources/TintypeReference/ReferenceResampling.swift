import Tintype

#if canImport(Glibc)
import Glibc
#endif

extension Reference {
    /// Area averaging in doubles: each output pixel's box in source coordinates,
    /// every source pixel weighted by the area it shares with the box.
    public static func downscale(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        var output = RGBAImage(width: width, height: height, scale: image.scale)
        let sx = Double(image.width) / Double(width)
        let sy = Double(image.height) / Double(height)
        for y in 0..<height {
            for x in 0..<width {
                let (left, right, top, bottom) = (Double(x) * sx, Double(x + 1) * sx, Double(y) * sy, Double(y + 1) * sy)
                var sum = [Double](repeating: 0, count: 4)
                for py in Int(top)..<min(image.height, Int(bottom.rounded(.up))) {
                    let h = min(bottom, Double(py + 1)) - max(top, Double(py))
                    for px in Int(left)..<min(image.width, Int(right.rounded(.up))) {
                        let w = min(right, Double(px + 1)) - max(left, Double(px))
                        let p = pixel(image, px, py)
                        for c in 0..<4 { sum[c] += Double(p[c]) * w * h }
                    }
                }
                setPixel(&output, x, y, sum.map { Int(($0 / (sx * sy)).rounded()) })
            }
        }
        return output
    }

    /// Bilinear resampling in doubles, centers mapped by `(x + 0.5)·s − 0.5`, clamped at the edges.
    public static func bilinear(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        var output = RGBAImage(width: width, height: height, scale: image.scale)
        func position(_ index: Int, _ source: Int, _ out: Int) -> (Int, Int, Double) {
            let center = min(Double(source - 1), max(0, (Double(index) + 0.5) * Double(source) / Double(out) - 0.5))
            let lower = Int(center.rounded(.down))
            return (lower, min(lower + 1, source - 1), center - Double(lower))
        }
        for y in 0..<height {
            let (y0, y1, fy) = position(y, image.height, height)
            for x in 0..<width {
                let (x0, x1, fx) = position(x, image.width, width)
                let (a, b, c, d) = (pixel(image, x0, y0), pixel(image, x1, y0), pixel(image, x0, y1), pixel(image, x1, y1))
                let value = (0..<4).map { i -> Int in
                    let top = Double(a[i]) * (1 - fx) + Double(b[i]) * fx
                    let bottom = Double(c[i]) * (1 - fx) + Double(d[i]) * fx
                    return Int((top * (1 - fy) + bottom * fy).rounded())
                }
                setPixel(&output, x, y, value)
            }
        }
        return output
    }

    /// Catmull-Rom resampling in doubles: the 4 × 4 source pixels around each output
    /// center (`(x + 0.5)·s − 0.5`, indices clamped at the edges), each weighted by the
    /// product of its two one-dimensional weights; rounded, clamped to 0…255 and colors to alpha.
    public static func bicubic(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        var output = RGBAImage(width: width, height: height, scale: image.scale)
        func kernel(_ distance: Double) -> Double {
            let d = abs(distance)
            if d < 1 { return 1.5 * d * d * d - 2.5 * d * d + 1 }
            if d < 2 { return -0.5 * d * d * d + 2.5 * d * d - 4 * d + 2 }
            return 0
        }
        for y in 0..<height {
            let cy = (Double(y) + 0.5) * Double(image.height) / Double(height) - 0.5
            for x in 0..<width {
                let cx = (Double(x) + 0.5) * Double(image.width) / Double(width) - 0.5
                var sum = [Double](repeating: 0, count: 4)
                for j in (Int(cy.rounded(.down)) - 1)...(Int(cy.rounded(.down)) + 2) {
                    for i in (Int(cx.rounded(.down)) - 1)...(Int(cx.rounded(.down)) + 2) {
                        let p = pixel(image, min(image.width - 1, max(0, i)), min(image.height - 1, max(0, j)))
                        let w = kernel(cx - Double(i)) * kernel(cy - Double(j))
                        for c in 0..<4 { sum[c] += w * Double(p[c]) }
                    }
                }
                let alpha = min(255, max(0, Int(sum[3].rounded())))
                setPixel(&output, x, y, sum.map { min(alpha, Int($0.rounded())) })
            }
        }
        return output
    }

    /// The exact 2-D convolution with the sampled, truncated, normalised Gaussian, in doubles.
    public static func blur(_ image: RGBAImage, sigma: Double) -> RGBAImage {
        let radius = Int((4 * sigma).rounded(.up))
        let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        let weights = raw.map { $0 / total }
        var output = RGBAImage(width: image.width, height: image.height, scale: image.scale)
        for y in 0..<image.height {
            for x in 0..<image.width {
                var sum = [Double](repeating: 0, count: 4)
                for j in -radius...radius where y + j >= 0 && y + j < image.height {
                    for k in -radius...radius where x + k >= 0 && x + k < image.width {
                        let p = pixel(image, x + k, y + j)
                        let w = weights[j + radius] * weights[k + radius]
                        for c in 0..<4 { sum[c] += w * Double(p[c]) }
                    }
                }
                setPixel(&output, x, y, sum.map { Int($0.rounded()) })
            }
        }
        return output
    }
}
