/// The tint steps, fused (SPEC §2): an icon's mask filled with a paint and
/// placed centered on a canvas, in one pass over the icon's pixels.
///
/// The result equals the step-by-step path — ``Stencil``, ``Mask``,
/// ``Mask/filled(with:scale:)``, ``RGBAImage/placedCentered(width:height:)`` — but no
/// stencil or mask is materialised: each row's coverage is read straight from
/// the icon (or its luminance, into a one-row scratch buffer) and multiplied
/// into the paint as it is written.
public struct Tint: Hashable, Sendable {
    /// What fills the mask.
    public var paint: Paint
    /// Which coverage of the icon becomes the mask.
    public var maskSource: Mask.Source

    /// A tint with `paint`, the mask chosen from the icon unless `maskSource` says.
    public init(paint: Paint, maskSource: Mask.Source = .auto) {
        self.paint = paint
        self.maskSource = maskSource
    }

    /// The tinted icon on a canvas of its own size.
    public func apply(to icon: RGBAImage) -> RGBAImage {
        apply(to: icon, canvasWidth: icon.width, canvasHeight: icon.height)
    }

    /// The tinted icon centered on a `canvasWidth × canvasHeight` pixel canvas
    /// (clipped when the canvas is smaller), at the icon's scale.
    public func apply(to icon: RGBAImage, canvasWidth: Int, canvasHeight: Int) -> RGBAImage {
        var canvas = RGBAImage(uninitializedWidth: canvasWidth, height: canvasHeight, scale: icon.scale)
        apply(to: icon, into: &canvas)
        return canvas
    }

    /// Renders the tinted icon centered on `canvas`, replacing every pixel of it
    /// (the margins become transparent). Reusing one canvas saves an allocation per icon.
    public func apply(to icon: RGBAImage, into canvas: inout RGBAImage) {
        apply(to: icon, at: Placement.centeredOrigin(outer: canvas.size, inner: icon.size), into: &canvas)
    }

    /// Renders the tinted icon with its top-left corner at `origin` (in pixels,
    /// negative or past the edge allowed: the icon is clipped), replacing every
    /// pixel of `canvas` (the margins become transparent).
    public func apply(to icon: RGBAImage, at origin: PixelPoint, into canvas: inout RGBAImage) {
        let visible = PixelRect(x: origin.x, y: origin.y, width: icon.width, height: icon.height).intersection(canvas.bounds)
        canvas.clear(outside: visible)
        guard !visible.isEmpty else { return }
        let shader = PaintShader(paint, width: icon.width, height: icon.height)
        let prepared = maskSource.prepared(icon)
        let icon = prepared.image
        let useAlpha = prepared.source == .alpha
        let iconX = visible.x - origin.x
        let canvasStride = canvas.bytesPerRow
        // One color through the alpha over rows that lie end to end in both images (the icon as wide
        // as the canvas) is one span: the kernel is called once for all of them instead of once a row.
        let rowsPerSpan =
            useAlpha && shader.isUniform && visible.width == icon.width && visible.width == canvas.width ? visible.height : 1
        // One-row scratch buffers (on the stack when small), only for the paints and masks that need them.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: shader.needsScratch ? visible.width * 4 : 1) { paintRow in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: useAlpha ? 1 : visible.width) { coverageRow in
                icon.withUnsafeBytes { iconBytes in
                    canvas.withUnsafeMutableBytes { canvasBytes in
                        for y in stride(from: visible.y, to: visible.maxY, by: rowsPerSpan) {
                            let iconY = y - origin.y
                            let source = UnsafeRawPointer(iconBytes.baseAddress!) + iconY * icon.bytesPerRow + iconX * 4
                            let out = UnsafeMutableRawPointer(canvasBytes.baseAddress!) + y * canvasStride + visible.x * 4
                            if !useAlpha { Luminance.coverage(of: source, count: visible.width, into: coverageRow.baseAddress!) }
                            let coverage = CoverageRow(alphaOf: useAlpha ? source : nil, bytes: UnsafeRawPointer(coverageRow.baseAddress!))
                            shader.fill(
                                row: iconY, x: iconX, count: visible.width * rowsPerSpan, coverage: coverage,
                                scratch: UnsafeMutableRawPointer(paintRow.baseAddress!), into: out)
                        }
                    }
                }
            }
        }
    }
}
