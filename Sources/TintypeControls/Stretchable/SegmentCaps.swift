extension StretchableImage {
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
}

extension StretchableImage {
    /// A piece `width` pixels wide for a segmented control, with caps `cap`
    /// pixels wide: left cap only = drawn stretched to `width + cap` at x = 0;
    /// right cap only = `width + cap` at x = −cap; no caps = `width + 2·cap` at x = −cap.
    public func segment(width: Int, height: Int, cap: Int, caps: StretchableImage.SegmentCaps) -> RGBAImage {
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
