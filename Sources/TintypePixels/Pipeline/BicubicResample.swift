/// Bicubic (Catmull-Rom) resampling, for enlarging icon art that has fewer
/// pixels than a scale needs (SPEC §9.2): sharper edges than bilinear, no
/// blocky steps. Each output pixel center maps to `(x + 0.5)·source/output − 0.5`
/// in the source; the four pixels around it on each axis (clamped to the
/// edges) are weighted by the Catmull-Rom kernel, in premultiplied space. The
/// kernel's overshoot is clamped: channels to 0…255 and colors to alpha.
extension RGBAImage {
    /// This image resampled to `width × height` pixels with the Catmull-Rom kernel; the scale is kept.
    public func resampledBicubic(width: Int, height: Int) -> RGBAImage {
        resampledBicubic(width: width, height: height, window: PixelRect(x: 0, y: 0, width: width, height: height))
    }

    /// The part `window` (clipped to `width × height`) of this image resampled to `width × height` pixels
    /// with the Catmull-Rom kernel: the same pixels as cropping ``resampledBicubic(width:height:)``,
    /// computed for the window alone (a layer grown past the canvas costs only what shows).
    public func resampledBicubic(width: Int, height: Int, window: PixelRect) -> RGBAImage {
        let across = Self.clipped(window.x, window.width, to: width)
        let down = Self.clipped(window.y, window.height, to: height)
        var output = RGBAImage(width: across.count, height: down.count, scale: scale)
        guard !across.isEmpty, !down.isEmpty, !isEmpty else { return output }
        let xs = CubicTaps(source: self.width, output: width, range: across)
        let ys = CubicTaps(source: self.height, output: height, range: down)
        // Rows first: each source row the window's taps reach, resampled to the window's columns, in floats.
        let rowLength = across.count
        let sourceRows = ys.taps.first!.indices.0...ys.taps.last!.indices.3
        var rows = [SIMD4<Float>](repeating: .zero, count: self.height * rowLength)
        let sourceStride = bytesPerRow
        withUnsafeBytes { source in
            rows.withUnsafeMutableBufferPointer { rows in
                for y in sourceRows {
                    let line = UnsafeRawPointer(source.baseAddress!) + y * sourceStride
                    func load(_ column: Int) -> SIMD4<Float> {
                        let p = line.loadUnaligned(fromByteOffset: column * 4, as: SIMD4<UInt8>.self)
                        return SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
                    }
                    for x in 0..<rowLength {
                        let tap = xs.taps[x]
                        let left: SIMD4<Float> = load(tap.indices.0) * tap.weights[0] + load(tap.indices.1) * tap.weights[1]
                        let right: SIMD4<Float> = load(tap.indices.2) * tap.weights[2] + load(tap.indices.3) * tap.weights[3]
                        rows[y * rowLength + x] = left + right
                    }
                }
            }
        }
        // Then columns, rounded and clamped.
        let outputStride = output.bytesPerRow
        rows.withUnsafeBufferPointer { rows in
            output.withUnsafeMutableBytes { out in
                for y in 0..<down.count {
                    let tap = ys.taps[y]
                    let (r0, r1, r2, r3) = (
                        tap.indices.0 * rowLength, tap.indices.1 * rowLength, tap.indices.2 * rowLength, tap.indices.3 * rowLength
                    )
                    let row = out.baseAddress! + y * outputStride
                    for x in 0..<rowLength {
                        let upper: SIMD4<Float> = rows[r0 + x] * tap.weights[0] + rows[r1 + x] * tap.weights[1]
                        let lower: SIMD4<Float> = rows[r2 + x] * tap.weights[2] + rows[r3 + x] * tap.weights[3]
                        let value = upper + lower + 0.5
                        // Held within 0…255 (truncated after the half added), colors never above alpha: lane by
                        // lane, which compiles to plain min and max where the generic pointwise forms were calls.
                        let alpha = Swift.min(Swift.max(value[3], 0), 255.5)
                        let cap = alpha.rounded(.down) + 0.5
                        row[x * 4] = UInt8(Swift.min(Swift.max(value[0], 0), cap))
                        row[x * 4 + 1] = UInt8(Swift.min(Swift.max(value[1], 0), cap))
                        row[x * 4 + 2] = UInt8(Swift.min(Swift.max(value[2], 0), cap))
                        row[x * 4 + 3] = UInt8(alpha)
                    }
                }
            }
        }
        return output
    }

    /// The part of `0..<extent` that `length` positions from `start` cover (empty when none).
    private static func clipped(_ start: Int, _ length: Int, to extent: Int) -> Range<Int> {
        let lower = min(max(start, 0), max(extent, 0))
        let end = start > Int.max - max(length, 0) ? Int.max : start + max(length, 0)
        let upper = max(min(end, extent), lower)
        return lower..<upper
    }

    /// This image at `width × height` for icon art: area averaging when it shrinks
    /// both ways, Catmull-Rom when it grows either way; the scale is kept.
    public func resizedArt(width: Int, height: Int) -> RGBAImage {
        if width == self.width && height == self.height { return self }
        return width <= self.width && height <= self.height
            ? downscaled(width: width, height: height) : resampledBicubic(width: width, height: height)
    }
}

/// For each output position (of `range`, or all): the four source pixels around its center
/// (clamped to the edges) and their Catmull-Rom weights.
struct CubicTaps {
    let taps: [(indices: (Int, Int, Int, Int), weights: SIMD4<Float>)]

    init(source: Int, output: Int, range: Range<Int>? = nil) {
        let ratio = Double(source) / Double(output)
        taps = (range ?? 0..<output).map { index in
            let center = (Double(index) + 0.5) * ratio - 0.5
            let base = Int(clamping: center, to: -Int(Int32.max)...Int(Int32.max), rounding: .down)
            let weights = CubicTaps.weights(center - Double(base))
            func clamped(_ offset: Int) -> Int { min(source - 1, max(0, base + offset)) }
            return (
                (clamped(-1), clamped(0), clamped(1), clamped(2)),
                SIMD4(Float(weights.0), Float(weights.1), Float(weights.2), Float(weights.3))
            )
        }
    }

    /// The Catmull-Rom weights of the pixels at −1, 0, 1 and 2 for a position `t` (0…1) past pixel 0.
    static func weights(_ t: Double) -> (Double, Double, Double, Double) {
        let (t2, t3) = (t * t, t * t * t)
        return ((-t3 + 2 * t2 - t) / 2, (3 * t3 - 5 * t2 + 2) / 2, (-3 * t3 + 4 * t2 + t) / 2, (t3 - t2) / 2)
    }
}
