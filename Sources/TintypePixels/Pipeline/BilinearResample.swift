/// Bilinear resampling, for stretching (SPEC §1, §5): each output pixel
/// center maps to `(x + 0.5)·source/output − 0.5` in the source, clamped to the
/// edge pixels, and mixes its four neighbours in premultiplied space.
extension RGBAImage {
    /// This image resampled to `width × height` pixels, bilinearly; the scale is kept.
    public func resampledBilinear(width: Int, height: Int) -> RGBAImage {
        var output = RGBAImage(width: width, height: height, scale: scale)
        guard width > 0, height > 0, !isEmpty else { return output }
        let xs = BilinearTaps(source: self.width, output: width)
        let ys = BilinearTaps(source: self.height, output: height)
        let sourceStride = bytesPerRow
        let outputStride = output.bytesPerRow
        withUnsafeBytes { source in
            output.withUnsafeMutableBytes { out in
                for y in 0..<height {
                    let (y0, y1, fy) = ys.taps[y]
                    let top = UnsafeRawPointer(source.baseAddress!) + y0 * sourceStride
                    let bottom = UnsafeRawPointer(source.baseAddress!) + y1 * sourceStride
                    let row = out.baseAddress! + y * outputStride
                    for x in 0..<width {
                        let (x0, x1, fx) = xs.taps[x]
                        func load(_ base: UnsafeRawPointer, _ column: Int) -> SIMD4<Float> {
                            let p = base.loadUnaligned(fromByteOffset: column * 4, as: SIMD4<UInt8>.self)
                            return SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
                        }
                        let upper = load(top, x0) + (load(top, x1) - load(top, x0)) * fx
                        let lower = load(bottom, x0) + (load(bottom, x1) - load(bottom, x0)) * fx
                        let value = upper + (lower - upper) * fy + 0.5
                        // Colors never above alpha, lane by lane (plain min, where the generic pointwise form was a call).
                        let alpha = value[3]
                        row[x * 4] = UInt8(Swift.min(value[0], alpha))
                        row[x * 4 + 1] = UInt8(Swift.min(value[1], alpha))
                        row[x * 4 + 2] = UInt8(Swift.min(value[2], alpha))
                        row[x * 4 + 3] = UInt8(alpha)
                    }
                }
            }
        }
        return output
    }
}

/// For each output position: the two source pixels around its center and the weight of the second.
struct BilinearTaps {
    let taps: [(Int, Int, Float)]

    init(source: Int, output: Int) {
        let ratio = Double(source) / Double(output)
        taps = (0..<output).map { index in
            let center = min(Double(source - 1), max(0, (Double(index) + 0.5) * ratio - 0.5))
            let lower = Int(center)
            return (lower, min(lower + 1, source - 1), Float(center - Double(lower)))
        }
    }
}

extension RGBAImage {
    /// This image at `width × height`: area averaging when it shrinks both ways,
    /// bilinear resampling otherwise; the scale is kept.
    public func resized(width: Int, height: Int) -> RGBAImage {
        if width == self.width && height == self.height { return self }
        return width <= self.width && height <= self.height
            ? downscaled(width: width, height: height) : resampledBilinear(width: width, height: height)
    }

    /// The same art at another scale: `round(size · scale / self.scale)` pixels,
    /// shrunk by area averaging or enlarged with the Catmull-Rom kernel (``resizedArt(width:height:)``).
    public func rescaled(to scale: Double) -> RGBAImage {
        let factor = scale / self.scale
        var image = resizedArt(
            width: Int(clamping: Double(width) * factor, to: 1...Int(Int32.max)),
            height: Int(clamping: Double(height) * factor, to: 1...Int(Int32.max)))
        image.scale = scale
        return image
    }
}
