/// An image that resizes by keeping its caps and stretching or tiling the rest
/// (SPEC §5): `resizableImage(withCapInsets:resizingMode:)`, and the older
/// `stretchableImageWithLeftCapWidth:topCapHeight:`.
public struct StretchableImage: Hashable, Sendable {
    /// The source art.
    public var image: RGBAImage
    /// The caps that keep their size.
    public var insets: StretchableImage.CapInsets
    /// How the middle grows: stretched or tiled.
    public var mode: StretchableImage.ResizingMode

    /// `image` with fixed `insets`, its middle stretched unless `mode` says tile.
    public init(image: RGBAImage, insets: StretchableImage.CapInsets, mode: StretchableImage.ResizingMode = .stretch) {
        self.image = image
        // Caps never overlap: each pair leaves at least nothing in the middle.
        self.insets = StretchableImage.CapInsets(
            top: min(insets.top, image.height), left: min(insets.left, image.width),
            bottom: min(insets.bottom, max(0, image.height - insets.top)),
            right: min(insets.right, max(0, image.width - insets.left)))
        self.mode = mode
    }

    /// The left-cap / top-cap form: a left cap of `leftCapWidth`, one stretchable
    /// column at x = leftCapWidth, the rest the right cap (likewise vertically);
    /// a cap of 0 stretches the whole dimension.
    public init(image: RGBAImage, leftCapWidth: Int, topCapHeight: Int) {
        let left = min(max(0, leftCapWidth), max(0, image.width - 1))
        let top = min(max(0, topCapHeight), max(0, image.height - 1))
        self.init(
            image: image,
            insets: StretchableImage.CapInsets(
                top: top, left: left,
                bottom: topCapHeight > 0 ? image.height - top - 1 : 0,
                right: leftCapWidth > 0 ? image.width - left - 1 : 0))
    }

    /// The image at `width × height` pixels: corners copied, edges stretched (or
    /// tiled) along their length, the middle both ways. Caps larger than the
    /// target share it in proportion.
    public func rendered(width: Int, height: Int) -> RGBAImage {
        var output = RGBAImage(width: width, height: height, scale: image.scale)
        guard width > 0, height > 0, !image.isEmpty else { return output }
        let columns = StretchableImage.bands(source: image.width, low: insets.left, high: insets.right, target: width)
        let rows = StretchableImage.bands(source: image.height, low: insets.top, high: insets.bottom, target: height)
        for row in rows {
            for column in columns {
                let source = PixelRect(
                    x: column.source.lowerBound, y: row.source.lowerBound, width: column.source.count, height: row.source.count)
                let target = PixelRect(
                    x: column.target.lowerBound, y: row.target.lowerBound, width: column.target.count, height: row.target.count)
                guard !source.isEmpty, !target.isEmpty else { continue }
                output.draw(resize(image.view(source).makeImage(), to: target), at: PixelPoint(x: target.x, y: target.y), mode: .copy)
            }
        }
        return output
    }

    private func resize(_ piece: RGBAImage, to target: PixelRect) -> RGBAImage {
        if piece.width == target.width && piece.height == target.height { return piece }
        switch mode {
        case .stretch:
            return piece.resampledBilinear(width: target.width, height: target.height)
        case .tile:
            var tiled = RGBAImage(width: target.width, height: target.height, scale: piece.scale)
            for y in stride(from: 0, to: target.height, by: piece.height) {
                for x in stride(from: 0, to: target.width, by: piece.width) { tiled.draw(piece, at: PixelPoint(x: x, y: y), mode: .copy) }
            }
            return tiled
        }
    }

    /// The three source and target spans of one dimension: low cap, middle, high cap.
    static func bands(source: Int, low: Int, high: Int, target: Int) -> [(source: Range<Int>, target: Range<Int>)] {
        var (targetLow, targetHigh) = (low, high)
        if low + high > target {
            targetLow = low + high > 0 ? target * low / (low + high) : 0
            targetHigh = target - targetLow
        }
        return [
            (0..<low, 0..<targetLow),
            (low..<source - high, targetLow..<target - targetHigh),
            (source - high..<source, target - targetHigh..<target)
        ]
    }
}
