/// Android resources: `drawable-mdpi/ic_name.png` … `drawable-xxxhdpi/ic_name_selected.png`,
/// the dark appearance in `drawable-night-*` folders, and a state-list selector
/// `drawable/ic_name_state.xml` per icon (SPEC §8).
struct AndroidLayout: LayoutRules {
    var allowedScales: [Double] { [1, 1.5, 2, 3, 4] }
    /// 24 × 24 dp (Material).
    var defaultIconBox: PointSize { IconSizing.androidBox }
    /// The icon box itself: Material's bottom navigation takes 24 dp icon drawables.
    var defaultItem: PointSize? { nil }
    /// 2 dp: Material's system icons keep their art in the 20 dp live area of the 24 dp drawable.
    var defaultPadding: IconSizing.Padding { .points(2) }
    /// No: iOS's glossy pieces have no place in Android resources.
    var takesClassicPieces: Bool { false }

    /// Resource names are lowercase `[a-z0-9_]`.
    func safeASCII(_ byte: UInt8, at index: Int) -> UInt8 { AndroidResourceName.safeASCII(byte) }

    /// Latin letters with marks become their closest ASCII letters (`ÿ` → `y`, `ß` → `ss`), anything else `_`.
    func safeName(characters name: String) -> String { AndroidResourceName.safeName(characters: name) }

    func iconFile(_ name: String, variant: IconVariant, scale: Double) -> String {
        "\(Self.densityFolder(scale, appearance: variant.appearance))/\(Self.drawable(name, variant)).png"
    }

    func sharedFile(_ element: SharedElement, appearance: Appearance, scale: Double) -> String {
        "\(Self.densityFolder(scale, appearance: appearance))/\(Self.resourceName(element.rawValue)).png"
    }

    /// The icon's state list; none for an icon whose vector draws every state (it is stateful itself).
    func descriptors(
        forIcon name: String, states: [IconState], vector: VectorForm?, appearances: [Appearance], template: Bool, scales: [Double]
    ) -> [OutputTextFile] {
        guard !states.isEmpty else { return [] }
        return [OutputTextFile(path: "drawable/ic_\(name)_state.xml", text: Self.selector(name, states: states, vector: vector))]
    }

    func vectorFile(stem: String) -> String? { "drawable/\(Self.vectorDrawable(stem)).xml" }

    /// A VectorDrawable whose `android:tint` is the set's colour state list (``tintList``).
    func vectorText(_ document: VectorDocument, file: String) throws(VectorDocument.Refusal) -> String {
        try VectorDrawableWriter.xml(document, file: file, size: document.size, tint: "@color/" + Self.tintList)
    }

    func descriptors(forShared element: SharedElement, appearances: [Appearance], scales: [Double]) -> [OutputTextFile] { [] }

    /// When icons are vectors, the colour state list they are tinted with, `color/tintype_icon_tint.xml`,
    /// and its dark twin in `color-night/`.
    func setFiles(_ icons: [WrittenIcon], style: StyleDefinition) -> [OutputTextFile] {
        guard icons.contains(where: { $0.vector != nil }) else { return [] }
        let tints = style.runTimeTints
        return style.appearances.map { appearance in
            let folder = appearance == .dark ? "color-night" : "color"
            let colors = tints.map { (state: $0.state, color: $0.colors[appearance]!) }
            return OutputTextFile(path: "\(folder)/\(Self.tintList).xml", text: Self.colorStateList(colors))
        }
    }

    /// The colour state list vector icons are tinted with.
    static let tintList = "tintype_icon_tint"

    /// `ic_chat`: the drawable name of a vector with file stem `stem`.
    static func vectorDrawable(_ stem: String) -> String { "ic_" + resourceName(stem) }

    /// `ic_chat_selected`: a variant's drawable name (the appearance is in the folder, not the name).
    static func drawable(_ name: String, _ variant: IconVariant) -> String {
        "ic_" + name + resourceName(variant.setSuffix)
    }

    /// A name as an Android resource spells it: `-` becomes `_`.
    static func resourceName(_ name: String) -> String { String(name.map { $0 == "-" ? "_" : $0 }) }

    /// `drawable-xhdpi`, or `drawable-night-xhdpi` for the dark appearance.
    static func densityFolder(_ scale: Double, appearance: Appearance = .light) -> String {
        let density: String
        switch scale {
        case 1: density = "mdpi"
        case 1.5: density = "hdpi"
        case 2: density = "xhdpi"
        case 3: density = "xxhdpi"
        case 4: density = "xxxhdpi"
        default: density = "\(NumberText.shortest(scale))x"
        }
        switch appearance {
        case .light: return "drawable-" + density
        case .dark: return "drawable-night-" + density
        }
    }

    /// The state list: one item per state, in the order Android matches them
    /// (``IconState/precedence``), the normal drawable last: `states`' PNG drawables, and
    /// the tinted vector for the states `vector` draws. The dark appearance needs no item:
    /// Android picks `drawable-night-*` and `color-night` itself.
    static func selector(_ name: String, states: [IconState], vector: VectorForm? = nil) -> String {
        let ordered = IconState.byPrecedence(states + (vector?.states ?? []))
        return stateList(ordered) { state in
            let drawable = vector?.states.contains(state) == true ? vectorDrawable(vector!.stem) : drawable(name, .state(state, .light))
            return "android:drawable=\"\(MarkupText.xml("@drawable/" + drawable))\""
        }
    }

    /// The colour state list of the vector icons: each state's colour, matched as ``selector(_:states:vector:)`` matches.
    static func colorStateList(_ colors: [(state: IconState, color: StraightColor)]) -> String {
        let byState = Dictionary(colors.map { ($0.state, $0.color) }, uniquingKeysWith: { first, _ in first })
        return stateList(IconState.byPrecedence(colors.map(\.state))) { state in
            "android:color=\"\(VectorDrawableWriter.argb(byState[state]!))\""
        }
    }

    /// A `<selector>` of one item per state in `ordered`, each matching its state and carrying `value`.
    private static func stateList(_ ordered: [IconState], value: (IconState) -> String) -> String {
        let usesApp = ordered.contains { $0.androidSelectorAttribute?.hasPrefix("app:") == true }
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        text += "<selector xmlns:android=\"http://schemas.android.com/apk/res/android\""
        text += usesApp ? "\n    xmlns:app=\"http://schemas.android.com/apk/res-auto\">\n" : ">\n"
        for state in ordered {
            text += "    <item " + (state.androidSelectorAttribute.map { $0 + " " } ?? "") + value(state) + " />\n"
        }
        return text + "</selector>\n"
    }
}

extension IconState {
    /// The attribute an Android state-list item matches this state with; nil for
    /// `normal`, the item without attributes that comes last. A custom state
    /// is an app attribute (`app:state_badged`) the app declares for its view.
    public var androidSelectorAttribute: String? {
        switch self {
        case .normal: return nil
        case .selected: return "android:state_selected=\"true\""
        case .pressed: return "android:state_pressed=\"true\""
        case .disabled: return "android:state_enabled=\"false\""
        case .custom(let name):
            let attribute = AndroidLayout.resourceName(name)
            switch name {
            case "focused", "hovered", "checked", "activated": return "android:state_\(attribute)=\"true\""
            default: return "app:state_\(attribute)=\"true\""
            }
        }
    }
}
