extension TabBarStyle {
    /// What a tab bar is drawn on (SPEC §4): the classic dark gradient or one color.
    public enum BarBackground: Hashable, Sendable {
        /// The classic bar: two dark lines, a gray gradient down to the middle,
        /// black below. Drawn by ``image(width:scale:)``.
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
    }
}
