/// An 8-bit coverage mask: 0 paints nothing, 255 paints fully (SPEC §1).
///
/// Stored row by row, one byte a pixel, rows packed (`bytesPerRow` is `width`).
public struct Mask: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes from the start of one row to the start of the next: always `width`.
    public var bytesPerRow: Int { width }
    /// The coverage bytes, `bytesPerRow × height` of them.
    public internal(set) var coverage: [UInt8]

    /// A mask covering nothing. Negative sizes are treated as 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.coverage = [UInt8](repeating: 0, count: self.width * self.height)
    }

    /// A mask over existing coverage bytes, rows packed. Nil when the count does not match.
    public init?(width: Int, height: Int, coverage: [UInt8]) {
        guard width >= 0, height >= 0, coverage.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// The whole mask as a rectangle at the origin.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The coverage at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "mask pixel (\(x), \(y)) outside \(width)×\(height)")
            return coverage[y * bytesPerRow + x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "mask pixel (\(x), \(y)) outside \(width)×\(height)")
            coverage[y * bytesPerRow + x] = newValue
        }
    }

    /// The coverage bytes of row `y`, without copying.
    public func row(_ y: Int) -> ArraySlice<UInt8> {
        precondition(y >= 0 && y < height, "row \(y) outside 0..<\(height)")
        let start = y * bytesPerRow
        return coverage[start..<start + width]
    }

    /// Calls `body` with the coverage bytes for writing.
    public mutating func withUnsafeMutableCoverage<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try coverage.withUnsafeMutableBufferPointer { try body($0) }
    }
}
