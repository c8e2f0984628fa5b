extension VectorDocument {
    /// The document drawn by Tintype's own renderer (SPEC §13.7) so that its canvas covers
    /// `placement` (in pixels, fractional allowed) of a transparent `width × height` image,
    /// scaled alike on both axes and centred, as an SVG's viewBox meets its viewport. Fills by
    /// either rule, strokes with their joins, caps, miter limit and dashes, linear and radial
    /// gradients with their spread, and clip paths, antialiased as cairo antialiases
    /// (librsvg's renderer), in this process: every step counted against `limits`.
    /// - Throws: ``VectorDocument/RenderStop`` when the image, the steps or the time pass `limits`.
    public func render(
        width: Int, height: Int, canvasIn placement: (x: Double, y: Double, width: Double, height: Double),
        limits: VectorDocument.RenderLimits = VectorDocument.RenderLimits()
    ) throws(VectorDocument.RenderStop) -> RGBAImage {
        guard width > 0, height > 0 else { return RGBAImage(width: max(0, width), height: max(0, height)) }
        guard width <= limits.maximumPixels / height else {
            throw .pixelLimit(width: width, height: height, limit: limits.maximumPixels)
        }
        var budget = RasterBudget(limits)
        try budget.spend(width * height)
        let (transform, scale) = RasterCanvas.placing(canvas, in: placement)
        var canvas = RasterCanvas(width: width, height: height, transform: transform, scale: scale)
        guard scale > 0, scale.isFinite else { return canvas.image() }
        for node in content { try canvas.draw(node, clip: nil, budget: &budget) }
        return canvas.image()
    }
}

/// The pixels a render paints into, 8-bit premultiplied RGBA as cairo's image surface holds
/// them (each paint rounded into them), with the map from the canvas to them.
package struct RasterCanvas {
    package let width: Int, height: Int
    package let transform: AffineTransform
    package let scale: Double
    /// How far a flattened curve may stray from the curve, in pixels (cairo's default).
    package static let tolerance = 0.1
    fileprivate(set) var pixels: RGBAImage

    /// The map from a canvas of `size` to pixels that meets `placement` (scaled alike on both
    /// axes, centred, as a viewBox meets its viewport), and its factor.
    package static func placing(_ size: PointSize, in placement: (x: Double, y: Double, width: Double, height: Double)) -> (
        AffineTransform, Double
    ) {
        let scale = max(0, min(placement.width / size.width, placement.height / size.height))
        let transform = AffineTransform(
            a: scale, d: scale, e: placement.x + (placement.width - size.width * scale) / 2,
            f: placement.y + (placement.height - size.height * scale) / 2)
        return (transform, scale)
    }

    package init(width: Int, height: Int, transform: AffineTransform, scale: Double) {
        (self.width, self.height, self.transform, self.scale) = (width, height, transform, scale)
        pixels = RGBAImage(width: width, height: height)
    }

    /// Draws `node`, where `clip` covers (everywhere when nil).
    package mutating func draw(_ node: VectorDocument.Node, clip: CoverageMask?, budget: inout RasterBudget) throws(VectorDocument
        .RenderStop)
    {
        switch node {
        case .group(let group):
            let lines = try group.clip.polylines(transform, tolerance: Self.tolerance, budget: &budget)
            guard
                var inside = try CoverageScan.coverage(
                    of: lines.map(\.points), evenOdd: group.clipEvenOdd, width: width, height: height, budget: &budget)
            else { return }
            if let clip { inside = inside.multiplied(by: clip) }
            guard !inside.rect.isEmpty else { return }
            for child in group.children { try draw(child, clip: inside, budget: &budget) }
        case .shadowed(let shadowed):
            try draw(shadowed, clip: clip, budget: &budget)
        case .shape(let shape):
            try draw(shape, clip: clip, budget: &budget)
        }
    }

    /// Draws `shadowed`'s children apart, then their alpha blurred, moved and painted in the
    /// shadow's colour, then the children over it, where `clip` covers (SVG's `feDropShadow`).
    private mutating func draw(_ shadowed: VectorDocument.Shadowed, clip: CoverageMask?, budget: inout RasterBudget)
        throws(VectorDocument.RenderStop)
    {
        // The picture apart and its blur each cost the image over again.
        try budget.spend(width * height * 3)
        var layer = RasterCanvas(width: width, height: height, transform: transform, scale: scale)
        for child in shadowed.children { try layer.draw(child, clip: nil, budget: &budget) }
        let shadow = shadowed.shadow
        let sigma = shadow.deviation * scale
        let blur = GaussianBlur(sigma: sigma.isFinite ? min(sigma, Double(max(width, height))) : 0)
        let cast = blur.applyReduced(to: layer.pixels)
        let color =
            SIMD4<Float>(Float(shadow.color.red), Float(shadow.color.green), Float(shadow.color.blue), 255)
            * (Float(shadow.color.alpha) / 255)
        let (ox, oy) = (shadow.dx * transform.a + shadow.dy * transform.c, shadow.dx * transform.b + shadow.dy * transform.d)
        // The shadow's alpha at a pixel is the blurred alpha `ox`, `oy` pixels back, read between pixels bilinearly.
        let (whole, part) = (
            (
                x: Int(clamping: ox.rounded(.down), to: -width...width, rounding: .down),
                y: Int(clamping: oy.rounded(.down), to: -height...height, rounding: .down)
            ),
            (x: Float(ox - ox.rounded(.down)), y: Float(oy - oy.rounded(.down)))
        )
        let (w, h) = (width, height)
        cast.withUnsafeBytes { blurred in
            layer.pixels.withUnsafeBytes { picture in
                pixels.withUnsafeMutableBytes { bytes in
                    let base = UnsafeMutableRawPointer(bytes.baseAddress!)
                    func alpha(_ x: Int, _ y: Int) -> Float {
                        guard x >= 0, y >= 0, x < w, y < h else { return 0 }
                        return Float(blurred[(y * w + x) * 4 + 3])
                    }
                    for y in 0..<h {
                        for x in 0..<w {
                            let coverage = clip.map { $0.value(x: x, y: y) } ?? 1
                            guard coverage > 0 else { continue }
                            let (sx, sy) = (x - whole.x, y - whole.y)
                            let top = alpha(sx, sy) * (1 - part.x) + alpha(sx - 1, sy) * part.x
                            let bottom = alpha(sx, sy - 1) * (1 - part.x) + alpha(sx - 1, sy - 1) * part.x
                            let cast = (top * (1 - part.y) + bottom * part.y) / 255 * coverage
                            let pixel = base + (y * w + x) * 4
                            if cast > 0 { Self.blend(color * cast, into: pixel) }
                            let offset = (y * w + x) * 4
                            let own = SIMD4<Float>(
                                Float(picture[offset]), Float(picture[offset + 1]), Float(picture[offset + 2]), Float(picture[offset + 3]))
                            if own.w > 0 { Self.blend(own * coverage, into: pixel) }
                        }
                    }
                }
            }
        }
    }

    /// Fills, then strokes, `shape`.
    private mutating func draw(_ shape: VectorDocument.Shape, clip: CoverageMask?, budget: inout RasterBudget)
        throws(VectorDocument.RenderStop)
    {
        let lines = try shape.path.polylines(transform, tolerance: Self.tolerance, budget: &budget)
        if let fill = shape.fill {
            let paint = RasterPaint(fill.paint, opacity: fill.opacity, transform: transform, scale: scale)
            try self.paint(lines.map(\.points), evenOdd: fill.evenOdd, with: paint, clip: clip, budget: &budget)
        }
        guard let stroke = shape.stroke, stroke.width > 0 else { return }
        let pieces = try StrokeOutline.pieces(of: stroke, along: lines, scale: scale, budget: &budget)
        let paint = RasterPaint(stroke.paint, opacity: stroke.opacity, transform: transform, scale: scale)
        try self.paint(pieces, evenOdd: false, with: paint, clip: clip, budget: &budget)
    }

    /// Paints `paint` where `contours` (and `clip`) cover, source over what is there, a row at a time.
    private mutating func paint(
        _ contours: [[VectorPath.Point]], evenOdd: Bool, with paint: RasterPaint, clip: CoverageMask?, budget: inout RasterBudget
    ) throws(VectorDocument.RenderStop) {
        let solid = paint.solid.map { $0 * 255 }
        // An opaque colour covering a pixel whole replaces it: its bytes, stored as they are.
        let opaque: UInt32? = solid.flatMap { color in
            guard color.w >= 255 else { return nil }
            let bytes = (0..<4).map { UInt32(UInt8(clamping: Int(min(255, max(0, color[$0] + 0.5))))) }
            return bytes[0] | bytes[1] << 8 | bytes[2] << 16 | bytes[3] << 24
        }
        var left = 0
        let rowBytes = width * 4
        try pixels.withUnsafeMutableBytes { bytes in
            Result { () throws(VectorDocument.RenderStop) in
                let base = UnsafeMutableRawPointer(bytes.baseAddress!)
                try CoverageScan.scan(contours, evenOdd: evenOdd, width: width, height: height, budget: &budget) { rect in
                    left = rect.x
                } row: { y, coverage, from in
                    let row = base + y * rowBytes
                    for offset in 0..<coverage.count {
                        var covered = coverage[offset]
                        guard covered > 0 else { continue }
                        let x = left + from + offset
                        if let clip {
                            covered *= clip.value(x: x, y: y)
                            guard covered > 0 else { continue }
                        }
                        if covered >= 1, let opaque {
                            (row + x * 4).storeBytes(of: UInt32(littleEndian: opaque), as: UInt32.self)
                            continue
                        }
                        let source = (solid ?? paint.color(x: x, y: y) * 255) * covered
                        Self.blend(source, into: row + x * 4)
                    }
                }
            }
        }.get()
    }

    /// `source` (premultiplied, 0–255) over the pixel at `pixel`, rounded into its bytes.
    @inline(__always)
    private static func blend(_ source: SIMD4<Float>, into pixel: UnsafeMutableRawPointer) {
        let bytes = pixel.assumingMemoryBound(to: UInt8.self)
        let keep = 1 - source.w / 255
        for channel in 0..<4 {
            let mixed = source[channel] + Float(bytes[channel]) * keep + 0.5
            // Within 0…255.5 for premultiplied inputs; held there whatever they are (NaN gives 0).
            bytes[channel] = UInt8(truncatingIfNeeded: Int(min(255, max(0, mixed))))
        }
    }

    /// The pixels drawn.
    package func image() -> RGBAImage { pixels }
}
