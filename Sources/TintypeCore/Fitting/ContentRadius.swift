import TintypeSupport

/// Fitting by content, not by box (SPEC §11.2): a safe zone is a circle, so art
/// is measured by the distance from its centre to its farthest visible pixel, and
/// scaled so that this distance is the zone's radius.
extension ArtMaster {
    /// The side of the render the radius is measured on.
    static let radiusProbeSide = 512

    /// The distance from the centre of the trimmed region to the farthest corner of
    /// any covered pixel (coverage above 1/255), in the region's own units, measured
    /// on a render whose longer side is 512 pixels.
    /// - Throws: `ImageFileError` when an SVG render fails.
    public func contentRadius() throws(ImageFileError) -> Double {
        let longer = max(region.width, region.height)
        let factor = Double(Self.radiusProbeSide) / longer
        let size = PixelSize(
            width: Int(clamping: region.width * factor, to: 1...Int(Int32.max)),
            height: Int(clamping: region.height * factor, to: 1...Int(Int32.max)))
        let probe = try rendered(size, template: true)
        let mask = Mask(of: probe, source: maskSource)
        return Self.farthestCorner(of: mask) / min(Double(size.width) / region.width, Double(size.height) / region.height)
    }

    /// The distance, in pixels, from the mask's centre to the farthest corner of a pixel whose coverage is above 1/255.
    package static func farthestCorner(of mask: Mask) -> Double {
        let centerX = Double(mask.width) / 2
        let centerY = Double(mask.height) / 2
        var farthest = 0.0
        for y in 0..<mask.height {
            let row = mask.row(y)
            // Only the outermost covered pixels of a row can be the farthest: its first and its last.
            guard let first = row.firstIndex(where: { $0 > 1 }), let last = row.lastIndex(where: { $0 > 1 }) else { continue }
            let dy = max(abs(Double(y) - centerY), abs(Double(y + 1) - centerY))
            for x in [first - row.startIndex, last - row.startIndex] {
                let dx = max(abs(Double(x) - centerX), abs(Double(x + 1) - centerX))
                farthest = max(farthest, (dx * dx + dy * dy).squareRoot())
            }
        }
        return farthest
    }

    /// The art drawn for a `side × side` canvas so that its farthest visible pixel
    /// lies within `radius` pixels of the canvas centre, one pixel short of it at most
    /// (its region centred), given the art's ``contentRadius()``: the art and where it
    /// goes on the canvas. With `template`, colour art comes as its template.
    /// - Throws: `ImageFileError` when an SVG render fails or is over the pixel limit.
    public func drawn(side: Int, radius: Double, contentRadius: Double, template: Bool) throws(ImageFileError) -> (
        art: RGBAImage, origin: PixelPoint
    ) {
        let size = drawnSize(side: side, radius: radius, contentRadius: contentRadius)
        return (try rendered(size, template: template), PixelPoint(x: (side - size.width) / 2, y: (side - size.height) / 2))
    }

    /// The pixel size ``drawn(side:radius:contentRadius:template:)`` draws the region at, centred on the canvas.
    package func drawnSize(side: Int, radius: Double, contentRadius: Double) -> PixelSize {
        // One pixel inside the radius: resampling and anti-aliasing may spread the art by up to one.
        let factor = max(radius - 1, 0.5) / max(contentRadius, .ulpOfOne)
        // Whole pixels of the same parity as the canvas, so that the art's centre is the canvas
        // centre; rounded down, so that the factor drawn is never above the one asked for.
        func fitted(_ length: Double) -> Int {
            var pixels = Int(clamping: length * factor, to: 1...Int(Int32.max), rounding: .down)
            if (side - pixels) % 2 != 0 { pixels -= 1 }
            return min(max(pixels, side % 2 == 0 ? 2 : 1), side)
        }
        return PixelSize(width: fitted(region.width), height: fitted(region.height))
    }
}
