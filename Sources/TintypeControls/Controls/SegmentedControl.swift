/// A segmented control: N segments side by side from a stretchable image (and
/// its selected version), with a divider image centered on every boundary.
public struct SegmentedControl: Sendable {
    /// The unselected segment's art.
    public var normal: StretchableImage
    /// The selected segment's art.
    public var selected: StretchableImage
    /// Drawn centered on each boundary between segments, when given.
    public var divider: RGBAImage?
    /// The caps' width in pixels, as cap cropping uses it.
    public var cap: Int

    /// A control from its pieces; `cap` is the width in pixels of each segment's fixed ends.
    public init(normal: StretchableImage, selected: StretchableImage, divider: RGBAImage?, cap: Int) {
        self.normal = normal
        self.selected = selected
        self.divider = divider
        self.cap = cap
    }

    /// `count` segments of `segmentWidth × height` pixels, segment `selectedIndex` (if any) selected.
    public func render(count: Int, segmentWidth: Int, height: Int, selectedIndex: Int?) -> RGBAImage {
        var control = RGBAImage(width: count * segmentWidth, height: height, scale: normal.image.scale)
        for index in 0..<count {
            let caps: StretchableImage.SegmentCaps = count == 1 ? .both : index == 0 ? .leftOnly : index == count - 1 ? .rightOnly : .none
            let source = index == selectedIndex ? selected : normal
            control.draw(
                source.segment(width: segmentWidth, height: height, cap: cap, caps: caps), at: PixelPoint(x: index * segmentWidth, y: 0),
                mode: .copy)
        }
        if let divider {
            for boundary in 1..<max(1, count) {
                control.draw(divider, at: PixelPoint(x: boundary * segmentWidth - divider.width / 2, y: (height - divider.height) / 2))
            }
        }
        return control
    }
}
