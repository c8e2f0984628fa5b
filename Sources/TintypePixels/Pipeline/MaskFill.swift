extension Mask {
    /// The mask filled with `paint` (SPEC §2 step 3): `out = P · coverage / 255`,
    /// an image of the mask's size; the paint spans the mask's bounds.
    public func filled(with paint: Paint, scale: Double = 1) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, scale: scale)
        guard !image.isEmpty else { return image }
        let shader = PaintShader(paint, width: width, height: height)
        var scratch = [UInt8](repeating: 0, count: width * 4)
        let imageStride = image.bytesPerRow
        coverage.withUnsafeBytes { coverageBytes in
            image.withUnsafeMutableBytes { out in
                scratch.withUnsafeMutableBytes { scratchRow in
                    for y in 0..<height {
                        let row = CoverageRow(alphaOf: nil, bytes: UnsafeRawPointer(coverageBytes.baseAddress!) + y * bytesPerRow)
                        shader.fill(
                            row: y, x: 0, count: width, coverage: row, scratch: scratchRow.baseAddress!,
                            into: UnsafeMutableRawPointer(out.baseAddress!) + y * imageStride)
                    }
                }
            }
        }
        return image
    }
}

extension Mask {
    /// The mask as an image: `color` at each pixel's coverage.
    public func image(color: StraightColor = StraightColor(red: 0, green: 0, blue: 0), scale: Double = 1) -> RGBAImage {
        filled(with: .solid(color), scale: scale)
    }
}
