/// Where a batch puts its files (SPEC §8): plain iOS files, an asset catalog,
/// Android resource folders, or files for the web with a stylesheet. Each
/// layout's rules are one type in `Layouts/` (`rules`); adding a layout is a
/// case here, its file, and its line in `rules`.
public enum OutputLayout: String, CaseIterable, Hashable, Sendable, Codable {
    /// `name.png`, `name@2x.png`, `name-selected@3x.png`, `name-dark@2x.png`, … in the output folder.
    case ios
    /// `Icons.xcassets/name.imageset/` and `name-selected.imageset/`, …, each with
    /// its `Contents.json`; the dark appearance is in the same image set.
    case xcassets
    /// `drawable-mdpi/ic_name.png` … `drawable-xxxhdpi/ic_name_selected.png`, the dark
    /// appearance in `drawable-night-*` folders, and a state-list selector
    /// `drawable/ic_name_state.xml` per icon.
    case android
    /// `name.png`, `name@2x.png`, `name-selected@2x.png`, … and `icons.css`, one
    /// class per icon (SPEC §8).
    case web

    /// The layout's rules: the one place each layout is registered.
    var rules: any LayoutRules {
        switch self {
        case .ios: return IOSLayout()
        case .xcassets: return XCAssetsLayout()
        case .android: return AndroidLayout()
        case .web: return WebLayout()
        }
    }

    /// The scales made when none are asked for.
    public var defaultScales: [Double] { allowedScales }

    /// The icon box when neither the caller nor the style sets one: 30 × 30 pt
    /// (the classic iOS bar's art), 24 × 24 dp on Android (Material).
    public var defaultIconBox: PointSize { rules.defaultIconBox }

    /// The scales the layout can name.
    public var allowedScales: [Double] { rules.allowedScales }

    /// The asset catalog's folder name.
    public static let catalogName = XCAssetsLayout.catalogName

    /// An icon name made safe for the layout (SPEC §8): Android resource names
    /// are lowercase `[a-z0-9_]`; web names `[A-Za-z0-9_-]` (they are URLs and
    /// CSS class names), Latin letters with marks becoming their closest ASCII
    /// letters (`ÿ` → `y`, `ß` → `ss`); elsewhere a name keeps every letter, accented
    /// or not (`café` stays `café`), and only what a file system or Xcode
    /// rejects becomes `-`: control characters and bidirectional controls (U+202E), `/ \ : * ? " < > |`, `@` (it
    /// would read as a scale suffix) and a leading `.` (a hidden file).
    public func sanitizedName(_ name: String) -> String { rules.sanitizedName(name) }

    /// The file of one icon variant, relative to the output folder.
    package func iconFile(_ name: String, variant: IconVariant, scale: Double) -> String {
        rules.iconFile(name, variant: variant, scale: scale)
    }

    /// The file of a shared piece at a scale in an appearance, relative to the output folder.
    package func sharedFile(_ element: SharedElement, appearance: Appearance = .light, scale: Double) -> String {
        rules.sharedFile(element, appearance: appearance, scale: scale)
    }
}
