/// The contact-photo recipe (SPEC §6): a photo aspect-filled into a size,
/// clipped to an anti-aliased rounded rectangle, with a border drawn inside
/// the edge over it.
public struct RoundedPhoto: Hashable, Sendable {
    /// Size, radius and border in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// The corner radius in points.
    public var radius: Double = 5
    /// The border's width in points, drawn inside the edge.
    public var border: Double = 2
    /// The border's color.
    public var borderColor = StraightColor(red: 0, green: 0, blue: 0, alpha: 128)

    /// A frame of `width × height` points with the default radius and border.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The rounded photo at `scale` pixels a point.
    public func render(_ photo: RGBAImage, scale: Double) -> RGBAImage {
        let (w, h) = (Int(clamping: width * scale, to: 0...Int(Int32.max)), Int(clamping: height * scale, to: 0...Int(Int32.max)))
        guard w > 0, h > 0, !photo.isEmpty else { return RGBAImage(width: max(0, w), height: max(0, h), scale: scale) }
        let filled = RoundedPhoto.aspectFill(photo, width: w, height: h)
        let (r, b) = (radius * scale, border * scale)
        var outline = VectorPath()
        outline.addRoundedRect(x: 0, y: 0, width: Double(w), height: Double(h), radius: r)
        var result = CoverageRasterizer.coverage(of: outline, width: w, height: h).filled(with: .image(filled), scale: scale)
        if b > 0 {
            var ring = outline
            var inner = VectorPath()
            inner.addRoundedRect(x: b, y: b, width: Double(w) - 2 * b, height: Double(h) - 2 * b, radius: max(0, r - b))
            ring.append(inner.reversed())
            result.draw(CoverageRasterizer.coverage(of: ring, width: w, height: h).image(color: borderColor, scale: scale), at: .zero)
        }
        return result
    }

    /// The photo scaled to cover `width × height` (shrunk by area averaging,
    /// enlarged bilinearly) and cropped to it, centered.
    public static func aspectFill(_ photo: RGBAImage, width: Int, height: Int) -> RGBAImage {
        let factor = max(Double(width) / Double(photo.width), Double(height) / Double(photo.height))
        let (scaledWidth, scaledHeight) = (
            Int(clamping: Double(photo.width) * factor, to: width...max(width, Int(Int32.max))),
            Int(clamping: Double(photo.height) * factor, to: height...max(height, Int(Int32.max)))
        )
        let scaled = photo.resized(width: scaledWidth, height: scaledHeight)
        let origin = Placement.centeredOrigin(
            outer: PixelSize(width: scaledWidth, height: scaledHeight), inner: PixelSize(width: width, height: height))
        return scaled.view(PixelRect(x: origin.x, y: origin.y, width: width, height: height)).makeImage()
    }
}
