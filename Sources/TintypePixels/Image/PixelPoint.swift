/// A pixel position in an image: `x` to the right and `y` down from the
/// top-left pixel, in whole pixels. Where a drawing starts; it may lie outside
/// the image, and the part that falls outside is clipped.
public struct PixelPoint: Hashable, Sendable {
    /// Pixels to the right of the left edge.
    public var x: Int
    /// Pixels down from the top edge.
    public var y: Int

    /// The pixel `x` to the right and `y` down from the top left.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left pixel.
    public static let zero = PixelPoint(x: 0, y: 0)
}
