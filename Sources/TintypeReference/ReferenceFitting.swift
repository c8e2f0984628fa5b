import Tintype

extension Reference {
    /// The bounds of every pixel with coverage above 0, by visiting every pixel (SPEC §9.2).
    /// `source` must be `alpha` or `luminance`.
    public static func coverageBounds(_ image: RGBAImage, source: Mask.Source) -> PixelRect? {
        var left = Int.max
        var top = Int.max
        var right = Int.min
        var bottom = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width where coverage(image, x, y, source: source) > 0 {
                left = min(left, x)
                right = max(right, x)
                top = min(top, y)
                bottom = max(bottom, y)
            }
        }
        guard left <= right else { return nil }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// `Σ c·(x + ½) / Σ c` and likewise for y, in doubles, over every pixel.
    /// `source` must be `alpha` or `luminance`.
    public static func coverageCentroid(_ image: RGBAImage, source: Mask.Source) -> VectorPath.Point? {
        var total = 0.0
        var sumX = 0.0
        var sumY = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = Double(coverage(image, x, y, source: source))
                total += c
                sumX += c * (Double(x) + 0.5)
                sumY += c * (Double(y) + 0.5)
            }
        }
        return total > 0 ? VectorPath.Point(x: sumX / total, y: sumY / total) : nil
    }

    /// Where art whose trimmed region is `region` lands in the icon box at
    /// `scale` (SPEC §9.2), computed the direct way: the art area is the box less
    /// twice the padding, in pixels; the side of the region with the larger ratio
    /// to the area's side fills it, the other is scaled alike and rounded, at least 1; `box` centering floors half the
    /// leftover space, `optical` rounds the box center less the centroid down and
    /// clamps it into the box. `centroid` is in the fitted art's pixels.
    public static func fittedFrame(
        region: (width: Double, height: Double), box: PointSize, padding: Double, scale: Double,
        centering: IconSizing.Centering, centroid: VectorPath.Point? = nil
    ) -> PixelRect {
        let boxWidth = Int((box.width * scale).rounded())
        let boxHeight = Int((box.height * scale).rounded())
        let areaWidth = Double(max(1, Int(((box.width - 2 * padding) * scale).rounded())))
        let areaHeight = Double(max(1, Int(((box.height - 2 * padding) * scale).rounded())))
        // The side whose ratio to the area's is larger is constrained; the other is `round(other · area / side)`.
        let widthBound = region.width / areaWidth >= region.height / areaHeight
        let width = widthBound ? Int(areaWidth) : max(1, Int((region.width * areaHeight / region.height).rounded()))
        let height = widthBound ? max(1, Int((region.height * areaWidth / region.width).rounded())) : Int(areaHeight)
        var x = Int((Double(boxWidth - width) / 2).rounded(.down))
        var y = Int((Double(boxHeight - height) / 2).rounded(.down))
        if centering == .optical, let centroid {
            x = min(max(0, boxWidth - width), max(min(0, boxWidth - width), Int((Double(boxWidth) / 2 - centroid.x).rounded(.down))))
            y = min(max(0, boxHeight - height), max(min(0, boxHeight - height), Int((Double(boxHeight) / 2 - centroid.y).rounded(.down))))
        }
        return PixelRect(x: x, y: y, width: width, height: height)
    }
}
