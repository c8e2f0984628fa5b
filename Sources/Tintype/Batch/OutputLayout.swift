/// The state an icon variant shows.
public enum IconState: String, CaseIterable, Hashable, Sendable, Codable {
    /// The unselected icon, in the normal paint.
    case normal
    /// The selected icon, in the selected paint.
    case selected
}

/// The pieces a batch makes once per scale, shared by every icon.
public enum SharedElement: String, CaseIterable, Hashable, Sendable, Codable {
    /// The bar background.
    case barBackground = "tabbar-background"
    /// The embossed selection background behind the selected item.
    case selectionBackground = "tabbar-selection"
    /// The glow under an item that asks for attention.
    case glow = "tabbar-glow"
    /// The indicator arrow above the selected item.
    case arrow = "tabbar-arrow"
}

/// Where a batch puts its files (SPEC §8): plain iOS files, an asset catalog,
/// or Android density folders.
public enum OutputLayout: String, CaseIterable, Hashable, Sendable, Codable {
    /// `name.png`, `name@2x.png`, `name-selected@3x.png`, … in the output folder.
    case ios
    /// `Icons.xcassets/name.imageset/` and `name-selected.imageset/`, each with its `Contents.json`.
    case xcassets
    /// `drawable-mdpi/ic_name.png` … `drawable-xxxhdpi/ic_name_selected.png`, and a
    /// state-list selector `drawable/ic_name_state.xml` per icon.
    case android

    /// The scales made when none are asked for.
    public var defaultScales: [Double] { self == .android ? [1, 1.5, 2, 3, 4] : [1, 2, 3] }

    /// The icon box when neither the caller nor the style sets one: 30 × 30 pt
    /// (the classic iOS bar's art), 24 × 24 dp on Android (Material).
    public var defaultIconBox: PointSize { self == .android ? IconSizing.androidBox : IconSizing.iosBox }

    /// The scales the layout can name.
    public var allowedScales: [Double] { self == .android ? [1, 1.5, 2, 3, 4] : [1, 2, 3] }

    /// The asset catalog's folder name.
    public static let catalogName = "Icons.xcassets"

    /// An icon name made safe for the layout (SPEC §8): Android resource names
    /// are lowercase `[a-z0-9_]`; elsewhere a name keeps every letter, accented
    /// or not (`café` stays `café`), and only what a file system or Xcode
    /// rejects becomes `-`: control characters, `/ \ : * ? " < > |`, `@` (it
    /// would read as a scale suffix) and a leading `.` (a hidden file).
    public func sanitizedName(_ name: String) -> String {
        if self == .android {
            let mapped = name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" }
            return String(mapped)
        }
        let rejected: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|", "@"]
        var safe = String(
            name.map { character in
                character.unicodeScalars.contains { $0.properties.generalCategory == .control } || rejected.contains(character)
                    ? "-" : character
            })
        if safe.hasPrefix(".") { safe = "-" + safe.dropFirst() }
        return safe
    }

    /// The file of one icon variant, relative to the output folder.
    public func iconFile(_ name: String, state: IconState, scale: Double) -> String {
        switch self {
        case .ios:
            return name + (state == .selected ? "-selected" : "") + OutputLayout.suffix(scale) + ".png"
        case .xcassets:
            let set = name + (state == .selected ? "-selected" : "")
            return "\(OutputLayout.catalogName)/\(set).imageset/\(set)\(OutputLayout.suffix(scale)).png"
        case .android:
            return "\(OutputLayout.densityFolder(scale))/ic_\(name)\(state == .selected ? "_selected" : "").png"
        }
    }

    /// The file of a shared piece at a scale, relative to the output folder.
    public func sharedFile(_ element: SharedElement, scale: Double) -> String {
        switch self {
        case .ios:
            return element.rawValue + OutputLayout.suffix(scale) + ".png"
        case .xcassets:
            return "\(OutputLayout.catalogName)/\(element.rawValue).imageset/\(element.rawValue)\(OutputLayout.suffix(scale)).png"
        case .android:
            return "\(OutputLayout.densityFolder(scale))/\(String(element.rawValue.map { $0 == "-" ? "_" : $0 })).png"
        }
    }

    /// The text files that describe an image set: the catalog's `Contents.json`
    /// files, or an Android selector. `files` are the images written, by scale.
    func descriptors(forIcon name: String, scales: [Double]) -> [(path: String, text: String)] {
        switch self {
        case .ios:
            return []
        case .xcassets:
            return IconState.allCases.map { state in
                let set = name + (state == .selected ? "-selected" : "")
                return ("\(OutputLayout.catalogName)/\(set).imageset/Contents.json", OutputLayout.imageSetContents(set, scales: scales))
            }
        case .android:
            return [("drawable/ic_\(name)_state.xml", OutputLayout.selector(name))]
        }
    }

    /// The descriptors of a shared piece (asset catalogs only).
    func descriptors(forShared element: SharedElement, scales: [Double]) -> [(path: String, text: String)] {
        guard self == .xcassets else { return [] }
        return [
            (
                "\(OutputLayout.catalogName)/\(element.rawValue).imageset/Contents.json",
                OutputLayout.imageSetContents(element.rawValue, scales: scales)
            )
        ]
    }

    /// The catalog's own `Contents.json`, when the layout has one.
    var catalogDescriptor: (path: String, text: String)? {
        self == .xcassets
            ? (
                "\(OutputLayout.catalogName)/Contents.json",
                "{\n  \"info\" : {\n    \"author\" : \"tintype\",\n    \"version\" : 1\n  }\n}\n"
            ) : nil
    }

    static func suffix(_ scale: Double) -> String {
        scale == 1 ? "" : "@\(JSONText.number(scale))x"
    }

    static func densityFolder(_ scale: Double) -> String {
        switch scale {
        case 1: return "drawable-mdpi"
        case 1.5: return "drawable-hdpi"
        case 2: return "drawable-xhdpi"
        case 3: return "drawable-xxhdpi"
        case 4: return "drawable-xxxhdpi"
        default: return "drawable-\(JSONText.number(scale))x"
        }
    }

    static func imageSetContents(_ set: String, scales: [Double]) -> String {
        let images = scales.map { scale in
            "    {\n      \"filename\" : \"\(set)\(suffix(scale)).png\",\n      \"idiom\" : \"universal\",\n      \"scale\" : \"\(JSONText.number(scale))x\"\n    }"
        }
        return "{\n  \"images\" : [\n" + images.joined(separator: ",\n") + "\n  ],\n"
            + "  \"info\" : {\n    \"author\" : \"tintype\",\n    \"version\" : 1\n  },\n"
            + "  \"properties\" : {\n    \"template-rendering-intent\" : \"original\"\n  }\n}\n"
    }

    static func selector(_ name: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <selector xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:state_selected="true" android:drawable="@drawable/ic_\(name)_selected" />
            <item android:drawable="@drawable/ic_\(name)" />
        </selector>

        """
    }
}
