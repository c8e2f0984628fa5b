/// A rectangle of whole pixels. Width and height are never negative.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge, in pixels from the image's left.
    public var x: Int
    /// The top edge, in pixels from the image's top.
    public var y: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// The rectangle `width × height` pixels whose top-left pixel is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The column just past the right edge.
    public var maxX: Int { x + width }
    /// The row just past the bottom edge.
    public var maxY: Int { y + height }
    /// True when the rectangle holds no pixel.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The part both rectangles cover (empty, at this rectangle's origin, when none).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return PixelRect(x: x, y: y, width: 0, height: 0) }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// True when `other` lies wholly inside this rectangle.
    public func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}
