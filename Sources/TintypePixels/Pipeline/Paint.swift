/// What fills an icon's mask (SPEC §2 step 3). Every paint spans the icon's own bounds.
public enum Paint: Hashable, Sendable {
    /// One color everywhere (the normal state).
    case solid(StraightColor)
    /// A linear gradient over the icon's bounds.
    case linearGradient(Paint.LinearGradient)
    /// An image drawn centered behind the icon (the seed's selected background);
    /// transparent where it does not reach.
    case image(RGBAImage)
    /// The classic two-part glossy fill.
    case gloss(Paint.Gloss)

    /// A vertical gradient over the given colors, evenly spaced top to bottom;
    /// a solid paint for one color; nil for none.
    public static func vertical(_ colors: [StraightColor]) -> Paint? {
        if colors.count == 1 { return .solid(colors[0]) }
        return Paint.LinearGradient(colors: colors).map(Paint.linearGradient)
    }

    /// A vertical gradient from `top` through `more` colors, evenly spaced; a
    /// solid paint when `more` is empty. `Paint.vertical(.white, .black)` fades
    /// the icon from white at its top to black at its bottom.
    public static func vertical(_ top: StraightColor, _ more: StraightColor...) -> Paint {
        vertical([top] + more)!
    }
}
