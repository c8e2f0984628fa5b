/// Files for the web: `name.png`, `name@2x.png`, `name-selected@2x.png`, … and
/// `icons.css`, one package class per icon (SPEC §8, ``WebStylesheet``).
struct WebLayout: FlatLayout {
    var allowedScales: [Double] { IOSLayout().allowedScales }
    var defaultIconBox: PointSize { IOSLayout().defaultIconBox }
    var defaultItem: PointSize? { IOSLayout().defaultItem }
    var defaultPadding: IconSizing.Padding { IOSLayout().defaultPadding }
    var takesClassicPieces: Bool { IOSLayout().takesClassicPieces }

    /// Names are URLs and CSS class names: `[A-Za-z0-9_-]`.
    func safeASCII(_ byte: UInt8, at index: Int) -> UInt8 {
        ASCIIName.isAlphanumeric(byte) || byte == UInt8(ascii: "_") ? byte : UInt8(ascii: "-")
    }

    /// Latin letters with marks become their closest ASCII letters (`ÿ` → `y`, `ß` → `ss`), anything else `-`.
    func safeName(characters name: String) -> String {
        name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? String($0) : ASCIILetters.of($0) ?? "-" }.joined()
    }

    func setFiles(_ icons: [WrittenIcon], style: StyleDefinition) -> [OutputTextFile] {
        [OutputTextFile(path: "icons.css", text: WebStylesheet.css(icons, style: style), kind: .stylesheet)]
    }

    func vectorFile(stem: String) -> String? { stem + ".svg" }

    /// Plain SVG, which `icons.css` uses as a mask the state's colour shows through.
    func vectorText(_ document: VectorDocument, file: String) throws(VectorDocument.Refusal) -> String {
        try SVGWriter.svg(document, file: file)
    }
}

extension IconState {
    /// The CSS selector that shows this state on an element with class `base`
    /// (`.ti-chat`): `:active` for pressed, `[aria-selected="true"]` for
    /// selected, `:disabled` (and `[aria-disabled="true"]`) for disabled;
    /// `hovered` and `focused` are `:hover` and `:focus-visible`; any other
    /// custom state is a class, `.is-NAME`.
    public func cssSelector(_ base: String) -> String {
        switch self {
        case .normal: return base
        case .selected: return "\(base)[aria-selected=\"true\"]"
        case .pressed: return "\(base):active"
        case .disabled: return "\(base):disabled, \(base)[aria-disabled=\"true\"]"
        case .custom(let name):
            switch name {
            case "hovered": return "\(base):hover"
            case "focused": return "\(base):focus-visible"
            default: return "\(base).is-\(name)"
            }
        }
    }
}
