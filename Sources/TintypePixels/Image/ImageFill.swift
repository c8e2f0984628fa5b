extension RGBAImage {
    /// Sets every pixel of `rect` (clipped to the image) to `color`.
    public mutating func fill(_ rect: PixelRect, with color: PremultipliedColor) {
        let rect = rect.intersection(bounds)
        guard !rect.isEmpty else { return }
        let packed = color.packed
        let stride = bytesPerRow
        // The storage is bytes; the row is viewed as UInt32s only inside withMemoryRebound,
        // which is how Swift allows one typed access to memory bound to another type.
        bytes.withUnsafeMutableBufferPointer { bytes in
            for y in rect.y..<rect.maxY {
                let row = UnsafeMutableBufferPointer(rebasing: bytes[(y * stride + rect.x * 4)...].prefix(rect.width * 4))
                row.withMemoryRebound(to: UInt32.self) { $0.update(repeating: packed) }
            }
        }
    }
}
