extension RGBAImage {
    /// Composites `source` onto this image with its top-left corner at `origin`,
    /// clipped at this image's edges (SPEC §3). Pixels outside the source's
    /// rectangle are left alone, whatever the mode.
    public mutating func draw(_ source: RGBAImage, at origin: PixelPoint, mode: RGBAImage.BlendMode = .sourceOver) {
        draw(source.view(source.bounds), at: origin, mode: mode)
    }

    /// Composites a part of an image; see ``draw(_:at:mode:)-(RGBAImage,_,_)``.
    public mutating func draw(_ source: RGBAImage.View, at origin: PixelPoint, mode: RGBAImage.BlendMode = .sourceOver) {
        let target = PixelRect(x: origin.x, y: origin.y, width: source.width, height: source.height).intersection(bounds)
        guard !target.isEmpty else { return }
        let sourceX = source.rect.x + target.x - origin.x
        let sourceY = source.rect.y + target.y - origin.y
        let stride = bytesPerRow
        let sourceStride = source.image.bytesPerRow
        source.image.withUnsafeBytes { sourceBytes in
            withUnsafeMutableBytes { destinationBytes in
                for row in 0..<target.height {
                    let s = UnsafeRawPointer(sourceBytes.baseAddress!) + (sourceY + row) * sourceStride + sourceX * 4
                    let d = UnsafeMutableRawPointer(destinationBytes.baseAddress!) + (target.y + row) * stride + target.x * 4
                    CompositingKernel.run(mode, source: s, destination: d, count: target.width)
                }
            }
        }
    }
}

/// The inner loop of compositing: one row span, four pixels at a time, then a scalar tail.
enum CompositingKernel {
    /// Composites `count` pixels of `source` onto `destination`. `wide: false` keeps to the
    /// Swift loops (the tests compare the two paths).
    static func run(
        _ mode: RGBAImage.BlendMode, source: UnsafeRawPointer, destination: UnsafeMutableRawPointer, count: Int, wide: Bool = true
    ) {
        // One specialized loop per mode: the switch stays outside the pixels.
        switch mode {
        case .copy: destination.copyMemory(from: source, byteCount: count * 4)
        case .sourceOver:
            // The AVX2 loop takes what it can; the Swift loop the rest (or all of it).
            let done = wide ? WideKernels.sourceOver(source, onto: destination, count: count) : 0
            loop(.sourceOver, source + done * 4, destination + done * 4, count - done)
        case .destinationIn: loop(.destinationIn, source, destination, count)
        case .sourceIn: loop(.sourceIn, source, destination, count)
        case .destinationOut: loop(.destinationOut, source, destination, count)
        case .sourceAtop: loop(.sourceAtop, source, destination, count)
        case .plus: loop(.plus, source, destination, count)
        case .multiply: loop(.multiply, source, destination, count)
        case .screen: loop(.screen, source, destination, count)
        }
    }

    @inline(__always)
    private static func loop(_ mode: RGBAImage.BlendMode, _ source: UnsafeRawPointer, _ destination: UnsafeMutableRawPointer, _ count: Int)
    {
        var index = 0
        while index + 4 <= count {
            let sourceBytes = source.loadPixels(at: index * 4)
            let destinationBytes = destination.loadPixels(at: index * 4)
            let s = SplitPixels(sourceBytes)
            let d = SplitPixels(destinationBytes)
            let (sa, da) = (alphaLanes(sourceBytes), alphaLanes(destinationBytes))
            var result = SplitPixels(even: mode.combine(s.even, d.even, sa: sa, da: da), odd: mode.combine(s.odd, d.odd, sa: sa, da: da))
            // Modes whose rounding can leave a color above alpha (or a lane above 255) pay for the clamp; the rest skip it.
            if mode.needsClamp {
                let full = Lanes(repeating: 255)
                result.odd = pointwiseMin(result.odd, full)
                let alpha = result.alpha
                result = SplitPixels(even: pointwiseMin(pointwiseMin(result.even, full), alpha), odd: pointwiseMin(result.odd, alpha))
            }
            destination.storePixels(result.bytes, at: index * 4)
            index += 4
        }
        tail(mode, source, destination, from: index, count: count)
    }

    private static func tail(
        _ mode: RGBAImage.BlendMode, _ source: UnsafeRawPointer, _ destination: UnsafeMutableRawPointer, from start: Int, count: Int
    ) {
        for index in start..<count {
            let s = SIMD4<UInt16>(truncatingIfNeeded: source.loadUnaligned(fromByteOffset: index * 4, as: SIMD4<UInt8>.self))
            let d = SIMD4<UInt16>(truncatingIfNeeded: destination.loadUnaligned(fromByteOffset: index * 4, as: SIMD4<UInt8>.self))
            var result = pointwiseMin(mode.combine(s, d, sa: SIMD4(repeating: s[3]), da: SIMD4(repeating: d[3])), SIMD4(repeating: 255))
            result = result.replacing(with: SIMD4(repeating: result[3]), where: result .> SIMD4(repeating: result[3]))
            destination.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: result), toByteOffset: index * 4, as: SIMD4<UInt8>.self)
        }
    }
}
