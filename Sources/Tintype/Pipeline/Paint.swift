/// What fills an icon's mask (SPEC §2 step 3). Every paint spans the icon's own bounds.
public enum Paint: Hashable, Sendable {
    /// One color everywhere (the normal state).
    case solid(StraightColor)
    /// A linear gradient over the icon's bounds.
    case linearGradient(LinearGradient)
    /// An image drawn centered behind the icon (the seed's selected background);
    /// transparent where it does not reach.
    case image(Image)
    /// The classic two-part glossy fill.
    case gloss(Gloss)

    /// A vertical gradient over the given colors, top to bottom; a solid paint for one color.
    public static func vertical(_ colors: [StraightColor]) -> Paint? {
        if colors.count == 1 { return .solid(colors[0]) }
        return LinearGradient(colors: colors).map(Paint.linearGradient)
    }
}
