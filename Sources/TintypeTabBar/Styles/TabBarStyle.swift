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
    public var bar: TabBarStyle.BarBackground

    /// A look from its parts; see the properties for what each one does.
    public init(
        normal: Paint, selected: Paint, selectionBackground: Bool, glow: Bool, arrow: Bool, bar: TabBarStyle.BarBackground = .classic
    ) {
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
        normal: .solid(TabBarStyle.ClassicPalette.normalIcon), selected: .gloss(.classic),
        selectionBackground: true, glow: true, arrow: true)

    /// The later, flat look: gray and blue icons on a light gray bar, nothing else.
    public static let flat = TabBarStyle(
        normal: .solid(StraightColor(red: 146, green: 146, blue: 146)),
        selected: .solid(StraightColor(red: 0, green: 122, blue: 255)),
        selectionBackground: false, glow: false, arrow: false, bar: .solid(TabBarStyle.ClassicPalette.flatBar))
}
