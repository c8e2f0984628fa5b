/// An image of premultiplied RGBA pixels, 8 bits a channel, sRGB-encoded (SPEC §1).
///
/// Pixels are stored row by row in one contiguous array with no padding between
/// rows (`bytesPerRow` is always `width × 4`), four bytes a pixel in R, G, B, A order. `scale` is the number of pixels
/// a point spans (1, 2, 3; 1.5 for Android's hdpi). Copying an `RGBAImage` is cheap:
/// the pixel array is shared until one copy is modified.
public struct RGBAImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes from the start of one row to the start of the next: always
    /// `width × 4`, as rows are packed. Code that walks rows uses it, so that
    /// the arithmetic reads as what it is.
    public var bytesPerRow: Int { width * 4 }
    /// Pixels per point.
    public var scale: Double
    /// The premultiplied RGBA bytes, `bytesPerRow × height` of them.
    public internal(set) var bytes: [UInt8]

    /// A fully transparent image. Negative sizes are treated as 0.
    public init(width: Int, height: Int, scale: Double = 1) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.scale = scale
        self.bytes = [UInt8](repeating: 0, count: self.width * 4 * self.height)
    }

    /// An image over existing premultiplied RGBA bytes, rows packed (`width × 4` bytes a row).
    /// Returns nil when the byte count does not match the size.
    public init?(width: Int, height: Int, premultipliedBytes bytes: [UInt8], scale: Double = 1) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.scale = scale
        self.bytes = bytes
    }

    /// An image filled with one color.
    public init(width: Int, height: Int, filledWith color: PremultipliedColor, scale: Double = 1) {
        self.init(width: width, height: height, scale: scale)
        let pattern = [color.red, color.green, color.blue, color.alpha]
        bytes.withUnsafeMutableBufferPointer { buffer in
            for offset in stride(from: 0, to: buffer.count, by: 4) {
                buffer[offset] = pattern[0]
                buffer[offset + 1] = pattern[1]
                buffer[offset + 2] = pattern[2]
                buffer[offset + 3] = pattern[3]
            }
        }
    }

    /// The width and height in pixels.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The whole image as a rectangle at the origin.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// True when the image has no pixels.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The pixel at column `x`, row `y` (both must be inside the image).
    public subscript(x: Int, y: Int) -> PremultipliedColor {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let offset = y * bytesPerRow + x * 4
            return PremultipliedColor(
                uncheckedRed: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2], alpha: bytes[offset + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let offset = y * bytesPerRow + x * 4
            bytes[offset] = newValue.red
            bytes[offset + 1] = newValue.green
            bytes[offset + 2] = newValue.blue
            bytes[offset + 3] = newValue.alpha
        }
    }

    /// The bytes of row `y` (`width × 4` of them), without copying.
    public func row(_ y: Int) -> ArraySlice<UInt8> {
        precondition(y >= 0 && y < height, "row \(y) outside 0..<\(height)")
        let start = y * bytesPerRow
        return bytes[start..<start + width * 4]
    }

    /// A view of the part of the image inside `rect`, clipped to the image; no pixels are copied.
    public func view(_ rect: PixelRect) -> RGBAImage.View {
        RGBAImage.View(image: self, rect: rect.intersection(bounds))
    }

    /// Calls `body` with the pixel bytes for reading.
    public func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer(body)
    }

    /// Calls `body` with the pixel bytes for writing; keep components at or below alpha.
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBufferPointer { try body($0) }
    }
}

extension RGBAImage {
    /// An image whose bytes are left for the caller to write, every one of them,
    /// before reading: it spares the zero-filling of a buffer about to be overwritten.
    init(uninitializedWidth width: Int, height: Int, scale: Double) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.scale = scale
        let count = self.width * 4 * self.height
        self.bytes = [UInt8](uninitializedCount: count) { _ in }
    }

    /// Makes every pixel outside `keep` transparent.
    mutating func clear(outside keep: PixelRect) {
        let keep = keep.intersection(bounds)
        let stride = bytesPerRow
        let rowBytes = width * 4
        let height = height
        let width = width
        withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            for y in 0..<height {
                let row = base + y * stride
                if keep.isEmpty || y < keep.y || y >= keep.maxY {
                    row.initialize(repeating: 0, count: rowBytes)
                } else {
                    row.initialize(repeating: 0, count: keep.x * 4)
                    (row + keep.maxX * 4).initialize(repeating: 0, count: (width - keep.maxX) * 4)
                }
            }
        }
    }
}
