/// A rectangle in points.
public struct PointRect: Hashable, Sendable {
    /// The left edge in points.
    public var x: Double
    /// The top edge in points (negative above the bar).
    public var y: Double
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// The rectangle of `width × height` points at (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal center.
    public var midX: Double { x + width / 2 }

    /// The same rectangle in whole pixels at `scale` (edges rounded to the nearest pixel).
    public func pixels(_ scale: Double) -> PixelRect {
        let left = Int(clamping: x * scale, to: -Int(Int32.max)...Int(Int32.max))
        let top = Int(clamping: y * scale, to: -Int(Int32.max)...Int(Int32.max))
        return PixelRect(
            x: left, y: top, width: Int(clamping: maxX * scale, to: -Int(Int32.max)...Int(Int32.max)) - left,
            height: Int(clamping: maxY * scale, to: -Int(Int32.max)...Int(Int32.max)) - top)
    }
}
