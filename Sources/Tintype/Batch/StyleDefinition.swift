/// A batch's look as a document: what `--style FILE.json` reads and
/// `tintype style classic` prints.
///
/// ```json
/// {
///   "name": "classic",
///   "normal": { "fill": "#AAAAAA" },
///   "selected": { "gloss": { "upper": ["#D5E5F8", "#70AEEC"], "lower": ["#318CE4", "#43D1FD"],
///                            "arcLeft": 0.8, "arcRight": 0.53 } },
///   "mask": "auto",
///   "selectionBackground": true,
///   "glow": true,
///   "arrow": true,
///   "iconSize": "30x30"
/// }
/// ```
///
/// Paints are the same ``Paint`` values code uses. A paint is `{ "fill": COLOR }`,
/// `{ "gradient": [COLOR, COLOR, ...] }` (evenly spaced, top to bottom, over the
/// icon's bounds), `{ "gradient": { "stops": [[0, COLOR], [0.4, COLOR], ...],
/// "from": [0.5, 0], "to": [0.5, 1] } }` (any ``LinearGradient``) or
/// `{ "gloss": { ... } }` (every gloss key optional, defaulting to the classic
/// look). Colors are `#RRGGBB`, `#RRGGBBAA` or `r,g,b[,a]`. `bar` is `"classic"`
/// or a color (default `"classic"`). An ``Paint/image(_:)`` paint can be set in
/// code but not read from a file.
/// `iconSize` is the icon box in points, a number (square) or `"WxH"`; without
/// it the layout's default is used. Every key is optional except `normal` and
/// `selected`; unknown keys are errors.
public struct StyleDefinition: Hashable, Sendable {
    /// The style's name, as `tintype style NAME` and the manifest know it.
    public var name: String
    /// The paint of icons in the normal state.
    public var normal: Paint
    /// The paint of icons in the selected state.
    public var selected: Paint
    /// Which coverage of the art becomes the mask.
    public var mask: MaskSource
    /// Write the embossed selection background.
    public var selectionBackground: Bool
    /// Write the glow.
    public var glow: Bool
    /// Write the indicator arrow.
    public var arrow: Bool
    /// What the bar background is drawn with.
    public var bar: BarBackground
    /// The icon box the style asks for, in points; nil for the layout's default.
    public var iconSize: PointSize?

    /// A style from its parts; see the properties for what each one does.
    public init(
        name: String, normal: Paint, selected: Paint, mask: MaskSource = .auto,
        selectionBackground: Bool, glow: Bool, arrow: Bool, bar: BarBackground = .classic, iconSize: PointSize? = nil
    ) {
        self.bar = bar
        self.name = name
        self.normal = normal
        self.selected = selected
        self.mask = mask
        self.selectionBackground = selectionBackground
        self.glow = glow
        self.arrow = arrow
        self.iconSize = iconSize
    }

    /// The classic look as a style (``TabBarStyle/classic``).
    public static let classic = StyleDefinition(name: "classic", TabBarStyle.classic)

    /// The flat look as a style (``TabBarStyle/flat``).
    public static let flat = StyleDefinition(name: "flat", TabBarStyle.flat)

    /// A style named `name` with the paints and elements of `look`, the mask chosen automatically.
    public init(name: String, _ look: TabBarStyle) {
        self.init(
            name: name, normal: look.normal, selected: look.selected, selectionBackground: look.selectionBackground,
            glow: look.glow, arrow: look.arrow, bar: look.bar)
    }

    /// The built-in styles by name.
    public static let builtIn: [String: StyleDefinition] = ["classic": .classic, "flat": .flat]

    /// The style as a ``TabBarStyle`` for rendering.
    public var tabBarStyle: TabBarStyle {
        TabBarStyle(normal: normal, selected: selected, selectionBackground: selectionBackground, glow: glow, arrow: arrow, bar: bar)
    }

    /// The SHA-256 of the style's JSON: what the manifest records and what decides whether outputs are current.
    public var sha256: String { SHA256.hex(Array(json.utf8)) }
}
