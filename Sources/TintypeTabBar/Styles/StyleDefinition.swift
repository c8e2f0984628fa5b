import TintypeSupport

/// A batch's look as a document: what `--style FILE.json` reads and
/// `tintype style classic` prints (SPEC §4.4).
///
/// ```json
/// {
///   "name": "four-states",
///   "states": [
///     { "name": "normal", "paint": { "fill": "#8E8E93" } },
///     { "name": "selected", "paint": { "gradient": ["#5AC8FA", "#007AFF"] } },
///     { "name": "pressed", "paint": { "fill": "#0051A8" } },
///     { "name": "disabled", "paint": "normal", "opacity": 0.38 }
///   ],
///   "dark": { "paints": { "normal": { "fill": "#7C7C80" } }, "bar": "#161616" },
///   "mask": "auto",
///   "selectionBackground": false,
///   "glow": false,
///   "arrow": false,
///   "bar": "#F7F7F7",
///   "iconSize": "30x30"
/// }
/// ```
///
/// `states` lists every state in order; `normal` and `selected` must be among
/// them, any other name is a custom state (``IconState``). A state has a
/// `paint` (a paint, or the name of an earlier state whose paint it reuses)
/// and optionally `opacity` (0 to 1), `selectionBackground` and `glow`, which
/// bake those effects into its own files (``StateStyle``). A style without
/// `states` may give the two built-in states' paints as `normal` and
/// `selected` at the top level, as files written before states existed do.
/// `dark` gives the dark appearance: `paints` by state name (a state without
/// one keeps its light paint) and the `bar`.
///
/// Paints are the same ``Paint`` values code uses. A paint is `{ "fill": COLOR }`,
/// `{ "gradient": [COLOR, COLOR, ...] }` (evenly spaced, top to bottom, over the
/// icon's bounds), `{ "gradient": { "stops": [[0, COLOR], [0.4, COLOR], ...],
/// "from": [0.5, 0], "to": [0.5, 1] } }` (any ``Paint/LinearGradient``) or
/// `{ "gloss": { ... } }` (every gloss key optional, defaulting to the classic
/// look). Colors are `#RRGGBB`, `#RRGGBBAA` or `r,g,b[,a]`. `bar` is `"classic"`
/// or a color (default `"classic"`). An ``Paint/image(_:)`` paint can be set in
/// code but not read from a file.
/// `iconSize` is the icon box in points, a number (square) or `"WxH"`; without
/// it the layout's default is used. Every key is optional except the states;
/// unknown keys are errors.
public struct StyleDefinition: Hashable, Sendable {
    /// The style's name, as `tintype style NAME` and the manifest know it.
    public var name: String
    /// Every state the style makes, in order: `normal` and `selected` always, then any others.
    public private(set) var states: [StateStyle]
    /// What changes in the dark appearance; nil for a style that makes light variants only.
    public var dark: StyleDefinition.DarkAppearance?
    /// Which coverage of the art becomes the mask.
    public var mask: Mask.Source
    /// Write the embossed selection background.
    public var selectionBackground: Bool
    /// Write the glow.
    public var glow: Bool
    /// Write the indicator arrow.
    public var arrow: Bool
    /// What the bar background is drawn with.
    public var bar: TabBarStyle.BarBackground
    /// The icon box the style asks for, in points; nil for the layout's default.
    public var iconSize: PointSize?

    /// A style with only the two built-in states; see the properties for what each part does.
    public init(
        name: String, normal: Paint, selected: Paint, mask: Mask.Source = .auto,
        selectionBackground: Bool, glow: Bool, arrow: Bool, bar: TabBarStyle.BarBackground = .classic, iconSize: PointSize? = nil,
        dark: StyleDefinition.DarkAppearance? = nil
    ) {
        self.name = name
        self.states = [StateStyle(.normal, paint: normal), StateStyle(.selected, paint: selected)]
        self.dark = dark
        self.mask = mask
        self.selectionBackground = selectionBackground
        self.glow = glow
        self.arrow = arrow
        self.bar = bar
        self.iconSize = iconSize
    }

    /// The paint of icons in the normal state (setting it keeps the state's opacity and effects).
    public var normal: Paint {
        get { self[.normal]!.paint }
        set { states[states.firstIndex { $0.state == .normal }!].paint = newValue }
    }

    /// The paint of icons in the selected state (setting it keeps the state's opacity and effects).
    public var selected: Paint {
        get { self[.selected]!.paint }
        set { states[states.firstIndex { $0.state == .selected }!].paint = newValue }
    }

    /// How the style draws `state`; nil when it does not make that state.
    public subscript(state: IconState) -> StateStyle? {
        states.first { $0.state == state }
    }

    /// Adds `look` as the last state, or replaces the state of that name where it is.
    public mutating func setState(_ look: StateStyle) {
        if let index = states.firstIndex(where: { $0.state == look.state }) {
            states[index] = look
        } else {
            states.append(look)
        }
    }

    /// The appearances the style makes: light, and dark when it defines one.
    public var appearances: [Appearance] { dark == nil ? [.light] : [.light, .dark] }

    /// How `state` is drawn in `appearance`: its light look with the dark paint swapped in, when there is one.
    public func look(_ state: StateStyle, in appearance: Appearance) -> StateStyle {
        switch appearance {
        case .light:
            return state
        case .dark:
            var look = state
            if let paint = dark?.paints[state.state] { look.paint = paint }
            return look
        }
    }

    /// The bar background in `appearance`.
    public func bar(in appearance: Appearance) -> TabBarStyle.BarBackground {
        switch appearance {
        case .light: return bar
        case .dark: return dark?.bar ?? bar
        }
    }

    /// The classic look as a style (``TabBarStyle/classic``), with a dark
    /// appearance whose unselected gray is dimmed.
    public static let classic = StyleDefinition(
        name: "classic", TabBarStyle.classic,
        dark: StyleDefinition.DarkAppearance(paints: [.normal: .solid(StraightColor(red: 128, green: 128, blue: 128))], bar: .classic))

    /// The flat look as a style (``TabBarStyle/flat``), with a dark appearance:
    /// gray and a lighter blue on a near-black bar.
    public static let flat = StyleDefinition(
        name: "flat", TabBarStyle.flat,
        dark: StyleDefinition.DarkAppearance(
            paints: [
                .normal: .solid(StraightColor(red: 142, green: 142, blue: 147)),
                .selected: .solid(StraightColor(red: 10, green: 132, blue: 255))
            ], bar: .solid(StraightColor(red: 22, green: 22, blue: 22))))

    /// A style named `name` with the paints and elements of `look`, the mask chosen automatically.
    public init(name: String, _ look: TabBarStyle, dark: StyleDefinition.DarkAppearance? = nil) {
        self.init(
            name: name, normal: look.normal, selected: look.selected, selectionBackground: look.selectionBackground,
            glow: look.glow, arrow: look.arrow, bar: look.bar, dark: dark)
    }

    /// The built-in styles by name.
    public static let builtIn: [String: StyleDefinition] = ["classic": .classic, "flat": .flat]

    /// The style's light appearance as a ``TabBarStyle`` for rendering.
    public var tabBarStyle: TabBarStyle { tabBarStyle(in: .light) }

    /// The style in `appearance` as a ``TabBarStyle`` for rendering.
    public func tabBarStyle(in appearance: Appearance) -> TabBarStyle {
        TabBarStyle(
            normal: look(self[.normal]!, in: appearance).paint, selected: look(self[.selected]!, in: appearance).paint,
            selectionBackground: selectionBackground, glow: glow, arrow: arrow, bar: bar(in: appearance))
    }

    /// The SHA-256 of the style's JSON: what the manifest records and what decides whether outputs are current.
    public var sha256: String { SHA256.hex(Array(json.utf8)) }
}
