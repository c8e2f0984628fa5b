import TintypeSupport

extension ArtMaster {
    /// The art drawn as large as fits inside `size` pixels, its trimmed region's proportions kept
    /// and centred (a wordmark in a wide box, where a content radius would leave it small): the
    /// art, in its own colours unless `template`, and where it goes in the box.
    /// - Throws: `ImageFileError` when an SVG render fails or is over the pixel limit.
    package func drawn(inside size: PixelSize, template: Bool) throws(ImageFileError) -> (art: RGBAImage, origin: PixelPoint) {
        let factor = min(Double(size.width) / max(region.width, .ulpOfOne), Double(size.height) / max(region.height, .ulpOfOne))
        // Rounded down and of the box's parity, so the art is centred on whole pixels and never larger than the box.
        func fitted(_ length: Double, _ box: Int) -> Int {
            var pixels = Int(clamping: length * factor, to: 1...max(box, 1), rounding: .down)
            if (box - pixels) % 2 != 0 { pixels -= 1 }
            return max(pixels, box % 2 == 0 ? 2 : 1)
        }
        let drawn = PixelSize(width: fitted(region.width, size.width), height: fitted(region.height, size.height))
        let art = try rendered(drawn, template: template)
        return (art, PixelPoint(x: (size.width - drawn.width) / 2, y: (size.height - drawn.height) / 2))
    }
}
