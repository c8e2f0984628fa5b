/// A size in whole pixels: what an image at one scale measures. A size in
/// points is a ``PointSize``; ``PointSize/pixels(at:)`` turns one into the other.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// A size of `width × height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `WxH`, as messages write it (`60x60`).
    public var description: String { "\(width)x\(height)" }
}
