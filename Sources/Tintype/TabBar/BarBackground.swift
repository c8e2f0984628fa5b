/// What a tab bar is drawn on (SPEC §4): the classic dark gradient or one color.
public enum BarBackground: Hashable, Sendable {
    /// The classic bar: two dark lines, a gray gradient down to the middle,
    /// black below (``ClassicElements/barBackground(width:scale:)``).
    case classic
    /// One color over the whole bar (the flat look's light gray, for example).
    case solid(StraightColor)

    /// The bar as a style file writes it: `classic`, or the color as `#RRGGBB[AA]`.
    public var styleValue: String {
        switch self {
        case .classic: return "classic"
        case .solid(let color): return color.hexString
        }
    }

    /// The bar, `width` points wide and ``ClassicElements/barHeight`` points
    /// high, as an image at `scale` (each side rounded to whole pixels).
    public func image(width: Double, scale: Double) -> RGBAImage {
        switch self {
        case .classic:
            return ClassicElements.barBackground(width: width, scale: scale)
        case .solid(let color):
            return RGBAImage(
                width: ClassicElements.pixels(width, scale), height: ClassicElements.pixels(ClassicElements.barHeight, scale),
                filledWith: color.premultiplied, scale: scale)
        }
    }
}
