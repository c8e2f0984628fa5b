extension TabBarStyle {
    /// The colors of SPEC §4's classic tab bar, as 8-bit sRGB.
    public enum ClassicPalette {
        /// The flat look's bar (not part of the classic look; kept with the other colors).
        public static let flatBar = StraightColor(red: 247, green: 247, blue: 247)
        /// The normal icon's fill.
        public static let normalIcon = StraightColor(red: 170, green: 170, blue: 170)
        /// The bar's first row (1 point).
        public static let barTopLine = StraightColor(red: 23, green: 23, blue: 23)
        /// The bar's second row (1 point).
        public static let barSecondLine = StraightColor(red: 83, green: 83, blue: 83)
        /// Where the bar's gradient starts, below the two lines.
        public static let barGradientTop = StraightColor(red: 61, green: 61, blue: 61)
        /// Where the bar's gradient ends, at the middle.
        public static let barGradientBottom = StraightColor(red: 42, green: 42, blue: 42)
        /// The bar's lower half.
        public static let barBottom = StraightColor(red: 0, green: 0, blue: 0)
        /// The selection background's translucent fill.
        public static let selectionFill = StraightColor(red: 120, green: 120, blue: 120, alpha: 51)
        /// The selection background's top rim, at its top edge; it fades to the fill's alpha over 1 pt.
        public static let selectionRim = StraightColor(red: 30, green: 30, blue: 30, alpha: 204)
        /// The glow's outer color.
        public static let glow = StraightColor(red: 0, green: 190, blue: 252)
        /// The glow's bright core.
        public static let glowCore = StraightColor(red: 226, green: 247, blue: 255)
        /// The arrow's dark rim.
        public static let arrowRim = StraightColor(red: 22, green: 22, blue: 22)
        /// The arrow's bevel.
        public static let arrowBevel = StraightColor(red: 83, green: 83, blue: 83)
        /// The arrow's fill.
        public static let arrowFill = StraightColor(red: 62, green: 62, blue: 62)
    }
}
