extension Image {
    /// Sets every pixel of `rect` (clipped to the image) to `color`.
    public mutating func fill(_ rect: PixelRect, with color: PremultipliedColor) {
        let rect = rect.intersection(bounds)
        guard !rect.isEmpty else { return }
        let packed = color.packed, stride = bytesPerRow
        withUnsafeMutableBytes { bytes in
            for y in rect.y..<rect.maxY {
                let row = UnsafeMutableRawPointer(bytes.baseAddress!) + y * stride + rect.x * 4
                row.bindMemory(to: UInt32.self, capacity: rect.width).update(repeating: packed, count: rect.width)
            }
        }
    }
}
