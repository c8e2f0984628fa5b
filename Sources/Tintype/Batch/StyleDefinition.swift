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
/// A paint is `{ "fill": COLOR }`, `{ "gradient": [COLOR, COLOR, ...] }` (vertical,
/// over the icon's bounds) or `{ "gloss": { ... } }` (every gloss key optional,
/// defaulting to the classic look). Colors are `#RRGGBB`, `#RRGGBBAA` or `r,g,b[,a]`.
/// `iconSize` is the icon box in points, a number (square) or `"WxH"`; without
/// it the layout's default is used. Every key is optional except `normal` and
/// `selected`; unknown keys are errors.
public struct StyleDefinition: Hashable, Sendable {
    /// A paint as the document states it.
    public enum PaintDefinition: Hashable, Sendable {
        case fill(StraightColor)
        case gradient([StraightColor])
        case gloss(Gloss)

        public var paint: Paint {
            switch self {
            case .fill(let color): return .solid(color)
            case .gradient(let colors): return .vertical(colors)!
            case .gloss(let gloss): return .gloss(gloss)
            }
        }
    }

    public var name: String
    public var normal: PaintDefinition
    public var selected: PaintDefinition
    public var mask: MaskSource
    public var selectionBackground: Bool
    public var glow: Bool
    public var arrow: Bool
    /// The icon box the style asks for, in points; nil for the layout's default.
    public var iconSize: PointSize?

    public init(name: String, normal: PaintDefinition, selected: PaintDefinition, mask: MaskSource = .auto,
                selectionBackground: Bool, glow: Bool, arrow: Bool, iconSize: PointSize? = nil) {
        self.name = name
        self.normal = normal
        self.selected = selected
        self.mask = mask
        self.selectionBackground = selectionBackground
        self.glow = glow
        self.arrow = arrow
        self.iconSize = iconSize
    }

    public static let classic = StyleDefinition(
        name: "classic", normal: .fill(ClassicPalette.normalIcon), selected: .gloss(.classic),
        selectionBackground: true, glow: true, arrow: true)

    public static let flat = StyleDefinition(
        name: "flat", normal: .fill(StraightColor(red: 146, green: 146, blue: 146)),
        selected: .fill(StraightColor(red: 0, green: 122, blue: 255)),
        selectionBackground: false, glow: false, arrow: false)

    /// The built-in styles by name.
    public static let builtIn: [String: StyleDefinition] = ["classic": .classic, "flat": .flat]

    /// The style as a ``TabBarStyle`` for rendering.
    public var tabBarStyle: TabBarStyle {
        TabBarStyle(normal: normal.paint, selected: selected.paint, selectionBackground: selectionBackground, glow: glow, arrow: arrow)
    }

    /// The SHA-256 of the style's JSON: what the manifest records and what decides whether outputs are current.
    public var sha256: String { SHA256.hex(Array(json.utf8)) }
}
