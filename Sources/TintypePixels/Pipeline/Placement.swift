/// Where things go on a canvas (SPEC §1: placement snaps to whole pixels).
package enum Placement {
    /// The origin that centers `inner` in `outer`: `floor((outer − inner) / 2)` on
    /// each axis, negative when `inner` is larger.
    package static func centeredOrigin(outer: PixelSize, inner: PixelSize) -> PixelPoint {
        PixelPoint(x: floorHalf(outer.width - inner.width), y: floorHalf(outer.height - inner.height))
    }

    /// The origin that puts `centroid` (a point of `inner`, in pixels) on the
    /// center of `outer`, rounded to whole pixels and clamped so that `inner`
    /// stays inside `outer` (or, when larger, covers it).
    package static func opticalOrigin(outer: PixelSize, inner: PixelSize, centroid: VectorPath.Point) -> PixelPoint {
        func axis(_ outer: Int, _ inner: Int, _ center: Double) -> Int {
            let wanted = Int(clamping: Double(outer) / 2 - center, to: -Int(Int32.max)...Int(Int32.max), rounding: .down)
            let low = min(0, outer - inner)
            let high = max(0, outer - inner)
            return min(high, max(low, wanted))
        }
        return PixelPoint(x: axis(outer.width, inner.width, centroid.x), y: axis(outer.height, inner.height, centroid.y))
    }

    private static func floorHalf(_ value: Int) -> Int {
        value >= 0 ? value / 2 : -((-value + 1) / 2)
    }
}

extension RGBAImage {
    /// This image centered on a transparent `width × height` canvas (SPEC §2 step 4), clipped at its edges.
    public func placedCentered(width: Int, height: Int) -> RGBAImage {
        var canvas = RGBAImage(width: width, height: height, scale: scale)
        let origin = Placement.centeredOrigin(outer: PixelSize(width: width, height: height), inner: size)
        canvas.draw(self, at: origin, mode: .copy)
        return canvas
    }
}
