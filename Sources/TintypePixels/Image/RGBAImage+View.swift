extension RGBAImage {
    /// A rectangular part of an ``RGBAImage``, read without copying its pixels.
    ///
    /// The view keeps the image's storage alive; `row(_:)` and the subscript use
    /// coordinates relative to the view's origin.
    public struct View: Sendable {
        /// The image the view looks into.
        public let image: RGBAImage
        /// The viewed part, in the image's coordinates, always inside its bounds.
        public let rect: PixelRect

        init(image: RGBAImage, rect: PixelRect) {
            self.image = image
            self.rect = rect
        }

        /// The view's width in pixels.
        public var width: Int { rect.width }
        /// The view's height in pixels.
        public var height: Int { rect.height }

        /// Bytes between the starts of two rows: the image's row stride.
        public var bytesPerRow: Int { image.bytesPerRow }

        /// The pixel at column `x`, row `y` of the view.
        public subscript(x: Int, y: Int) -> PremultipliedColor {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside the \(width)×\(height) view")
            return image[rect.x + x, rect.y + y]
        }

        /// The bytes of the view's row `y` (`width × 4` of them), without copying.
        public func row(_ y: Int) -> ArraySlice<UInt8> {
            precondition(y >= 0 && y < height, "row \(y) outside 0..<\(height)")
            let start = (rect.y + y) * image.bytesPerRow + rect.x * 4
            return image.bytes[start..<start + width * 4]
        }

        /// A new image holding a copy of the viewed pixels, at the image's scale.
        public func makeImage() -> RGBAImage {
            var bytes = [UInt8]()
            bytes.reserveCapacity(width * height * 4)
            for y in 0..<height { bytes.append(contentsOf: row(y)) }
            return RGBAImage(width: width, height: height, premultipliedBytes: bytes, scale: image.scale)!
        }
    }
}
