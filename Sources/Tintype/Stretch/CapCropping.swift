/// Which caps a segmented-control piece keeps (SPEC §5, cap cropping).
public enum SegmentCaps: Hashable, Sendable {
    /// The first segment: the left cap only.
    case leftOnly
    /// The last segment: the right cap only.
    case rightOnly
    /// A middle segment: no caps.
    case none
    /// A control of one segment: both caps.
    case both
}

extension StretchableImage {
    /// A piece `width` pixels wide for a segmented control, with caps `cap`
    /// pixels wide: left cap only = drawn stretched to `width + cap` at x = 0;
    /// right cap only = `width + cap` at x = −cap; no caps = `width + 2·cap` at x = −cap.
    public func segment(width: Int, height: Int, cap: Int, caps: SegmentCaps) -> RGBAImage {
        let (drawWidth, x): (Int, Int)
        switch caps {
        case .leftOnly: (drawWidth, x) = (width + cap, 0)
        case .rightOnly: (drawWidth, x) = (width + cap, -cap)
        case .none: (drawWidth, x) = (width + 2 * cap, -cap)
        case .both: (drawWidth, x) = (width, 0)
        }
        var piece = RGBAImage(width: width, height: height, scale: image.scale)
        piece.draw(rendered(width: drawWidth, height: height), at: PixelPoint(x: x, y: 0), mode: .copy)
        return piece
    }
}

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
            let caps: SegmentCaps = count == 1 ? .both : index == 0 ? .leftOnly : index == count - 1 ? .rightOnly : .none
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
