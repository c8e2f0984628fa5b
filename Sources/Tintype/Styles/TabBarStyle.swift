/// The look of a tab bar: how normal and selected icons are painted and which
/// classic elements are drawn (SPEC §4).
public struct TabBarStyle: Hashable, Sendable {
    /// The paint of icons in the normal state.
    public var normal: Paint
    /// The paint of the selected icon.
    public var selected: Paint
    /// Draw the embossed selection background behind the selected item.
    public var selectionBackground: Bool
    /// Offer the glow for items that ask for attention.
    public var glow: Bool
    /// Draw the indicator arrow above the selected item.
    public var arrow: Bool
    /// What the bar itself is drawn with.
    public var bar: BarBackground

    /// A look from its parts; see the properties for what each one does.
    public init(normal: Paint, selected: Paint, selectionBackground: Bool, glow: Bool, arrow: Bool, bar: BarBackground = .classic) {
        self.bar = bar
        self.normal = normal
        self.selected = selected
        self.selectionBackground = selectionBackground
        self.glow = glow
        self.arrow = arrow
    }

    /// The classic iPhone look: light gray icons, the glossy selected icon,
    /// selection background, glow and arrow.
    public static let classic = TabBarStyle(
        normal: .solid(ClassicPalette.normalIcon), selected: .gloss(.classic),
        selectionBackground: true, glow: true, arrow: true)

    /// The later, flat look: gray and blue icons on a light gray bar, nothing else.
    public static let flat = TabBarStyle(
        normal: .solid(StraightColor(red: 146, green: 146, blue: 146)),
        selected: .solid(StraightColor(red: 0, green: 122, blue: 255)),
        selectionBackground: false, glow: false, arrow: false, bar: .solid(ClassicPalette.flatBar))
}

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
