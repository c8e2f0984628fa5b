/// The tint recipe, fused (SPEC §2): an icon's mask filled with a paint and
/// placed centered on a canvas, in one pass over the icon's pixels.
///
/// The result equals the step-by-step recipe — ``Stencil``, ``Mask``,
/// ``Mask/filled(with:)``, ``Image/placedCentered(width:height:)`` — but no
/// stencil or mask is materialised: each row's coverage is read straight from
/// the icon (or its luminance, into a one-row scratch buffer) and multiplied
/// into the paint as it is written.
public struct Tint: Hashable, Sendable {
    public var paint: Paint
    public var maskSource: MaskSource

    public init(paint: Paint, maskSource: MaskSource = .auto) {
        self.paint = paint
        self.maskSource = maskSource
    }

    /// The tinted icon on a canvas of its own size.
    public func apply(to icon: Image) -> Image {
        apply(to: icon, canvasWidth: icon.width, canvasHeight: icon.height)
    }

    /// The tinted icon centered on a `canvasWidth × canvasHeight` pixel canvas
    /// (clipped when the canvas is smaller), at the icon's scale.
    public func apply(to icon: Image, canvasWidth: Int, canvasHeight: Int) -> Image {
        var canvas = Image(uninitializedWidth: canvasWidth, height: canvasHeight, scale: icon.scale)
        apply(to: icon, into: &canvas)
        return canvas
    }

    /// Renders the tinted icon centered on `canvas`, replacing every pixel of it
    /// (the margins become transparent). Reusing one canvas saves an allocation per icon.
    public func apply(to icon: Image, into canvas: inout Image) {
        let origin = Placement.centeredOrigin(outer: (canvas.width, canvas.height), inner: (icon.width, icon.height))
        let visible = PixelRect(x: origin.x, y: origin.y, width: icon.width, height: icon.height).intersection(canvas.bounds)
        canvas.clear(outside: visible)
        guard !visible.isEmpty else { return }
        let shader = PaintShader(paint, width: icon.width, height: icon.height)
        let useAlpha = maskSource.resolved(for: icon) == .alpha
        // One-row scratch buffers, only for the paints and masks that need them.
        var scratchPaint = [UInt8](repeating: 0, count: shader.needsScratch ? visible.width * 4 : 1)
        var scratchCoverage = [UInt8](repeating: 0, count: useAlpha ? 1 : visible.width)
        let iconX = visible.x - origin.x, canvasStride = canvas.bytesPerRow
        icon.withUnsafeBytes { iconBytes in
            canvas.withUnsafeMutableBytes { canvasBytes in
                scratchPaint.withUnsafeMutableBytes { paintRow in
                    scratchCoverage.withUnsafeMutableBufferPointer { coverageRow in
                        for y in visible.y..<visible.maxY {
                            let iconY = y - origin.y
                            let source = UnsafeRawPointer(iconBytes.baseAddress!) + iconY * icon.bytesPerRow + iconX * 4
                            let out = UnsafeMutableRawPointer(canvasBytes.baseAddress!) + y * canvasStride + visible.x * 4
                            if !useAlpha { Luminance.coverage(of: source, count: visible.width, into: coverageRow.baseAddress!) }
                            let coverage = CoverageRow(alphaOf: useAlpha ? source : nil, bytes: UnsafeRawPointer(coverageRow.baseAddress!))
                            shader.fill(row: iconY, x: iconX, count: visible.width, coverage: coverage, scratch: paintRow.baseAddress!, into: out)
                        }
                    }
                }
            }
        }
    }
}

/// A row's coverage: the alpha of icon pixels, or bytes computed beforehand.
struct CoverageRow {
    var alphaOf: UnsafeRawPointer?
    var bytes: UnsafeRawPointer
}

extension PaintShader {
    /// True when rows are shaded into a scratch buffer.
    var needsScratch: Bool {
        if case .pixels = self { return true }
        return false
    }

    /// `count` pixels of row `y` from column `x`: the paint times the coverage, into `out`.
    func fill(row y: Int, x: Int, count: Int, coverage: CoverageRow, scratch: UnsafeMutableRawPointer, into out: UnsafeMutableRawPointer) {
        switch self {
        case .rowColors(let colors):
            let paint = ConstantPaint(colors.count == 1 ? colors[0] : colors[y])
            if let alpha = coverage.alphaOf {
                MaskedPaintKernel.run(paint, AlphaCoverage(pixels: alpha), into: out, count: count)
            } else {
                MaskedPaintKernel.run(paint, ByteCoverage(bytes: coverage.bytes), into: out, count: count)
            }
        case .pixels(let shade):
            shade(y, x, count, scratch)
            let paint = RowPaint(pixels: UnsafeRawPointer(scratch))
            if let alpha = coverage.alphaOf {
                MaskedPaintKernel.run(paint, AlphaCoverage(pixels: alpha), into: out, count: count)
            } else {
                MaskedPaintKernel.run(paint, ByteCoverage(bytes: coverage.bytes), into: out, count: count)
            }
        }
    }
}

extension Mask {
    /// The mask filled with `paint` (SPEC §2 step 3): `out = P · coverage / 255`,
    /// an image of the mask's size; the paint spans the mask's bounds.
    public func filled(with paint: Paint, scale: Double = 1) -> Image {
        var image = Image(width: width, height: height, scale: scale)
        guard !image.isEmpty else { return image }
        let shader = PaintShader(paint, width: width, height: height)
        var scratch = [UInt8](repeating: 0, count: width * 4)
        let imageStride = image.bytesPerRow
        coverage.withUnsafeBytes { coverageBytes in
            image.withUnsafeMutableBytes { out in
                scratch.withUnsafeMutableBytes { scratchRow in
                    for y in 0..<height {
                        let row = CoverageRow(alphaOf: nil, bytes: UnsafeRawPointer(coverageBytes.baseAddress!) + y * bytesPerRow)
                        shader.fill(row: y, x: 0, count: width, coverage: row, scratch: scratchRow.baseAddress!,
                                    into: UnsafeMutableRawPointer(out.baseAddress!) + y * imageStride)
                    }
                }
            }
        }
        return image
    }
}

extension Image {
    /// This image centered on a transparent `width × height` canvas (SPEC §2 step 4), clipped at its edges.
    public func placedCentered(width: Int, height: Int) -> Image {
        var canvas = Image(width: width, height: height, scale: scale)
        let origin = Placement.centeredOrigin(outer: (width, height), inner: (self.width, self.height))
        canvas.draw(self, at: origin, mode: .copy)
        return canvas
    }
}
