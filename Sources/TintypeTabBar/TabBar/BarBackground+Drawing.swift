extension TabBarStyle.BarBackground {
    /// The bar, `width` points wide and ``TabBarRenderer/ClassicElements/barHeight`` points
    /// high, as an image at `scale` (each side rounded to whole pixels).
    public func image(width: Double, scale: Double) -> RGBAImage {
        switch self {
        case .classic:
            return TabBarRenderer.ClassicElements.barBackground(width: width, scale: scale)
        case .solid(let color):
            return RGBAImage(
                width: TabBarRenderer.ClassicElements.pixels(width, scale),
                height: TabBarRenderer.ClassicElements.pixels(TabBarRenderer.ClassicElements.barHeight, scale),
                filledWith: color.premultiplied, scale: scale)
        }
    }
}
