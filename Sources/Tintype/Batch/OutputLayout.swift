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
/// Android resource folders, or files for the web with a stylesheet. Every
/// place that depends on the layout `switch`es over it, so a new layout does
/// not compile until each one handles it.
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

    /// The scales made when none are asked for.
    public var defaultScales: [Double] { allowedScales }

    /// The icon box when neither the caller nor the style sets one: 30 × 30 pt
    /// (the classic iOS bar's art), 24 × 24 dp on Android (Material).
    public var defaultIconBox: PointSize {
        switch self {
        case .ios, .xcassets, .web: return IconSizing.iosBox
        case .android: return IconSizing.androidBox
        }
    }

    /// The scales the layout can name.
    public var allowedScales: [Double] {
        switch self {
        case .ios, .xcassets, .web: return [1, 2, 3]
        case .android: return [1, 1.5, 2, 3, 4]
        }
    }

    /// The tab item a layout's icons are drawn on by default: the classic 64 × 44 pt item,
    /// or on Android the icon box itself (Material's bottom navigation takes 24 dp icon drawables).
    public var defaultItemSize: BatchOptions.ItemSize {
        switch self {
        case .android: return .icon
        case .ios, .xcassets, .web: return .points(width: 64, height: 44)
        }
    }

    /// The asset catalog's folder name.
    public static let catalogName = "Icons.xcassets"

    /// The printable ASCII that iOS and asset-catalog file names do not keep.
    private static let rejectedInFileNames = Set(#"/\:*?"<>|@"#.utf8)

    /// An icon name made safe for the layout (SPEC §8): Android resource names
    /// are lowercase `[a-z0-9_]`; web names `[A-Za-z0-9_-]` (they are URLs and
    /// CSS class names), Latin letters with marks becoming their closest ASCII
    /// letters (`ÿ` → `y`, `ß` → `ss`, see `ASCIILetters`); elsewhere a name keeps every letter, accented
    /// or not (`café` stays `café`), and only what a file system or Xcode
    /// rejects becomes `-`: control characters, `/ \ : * ? " < > |`, `@` (it
    /// would read as a scale suffix) and a leading `.` (a hidden file).
    public func sanitizedName(_ name: String) -> String {
        // Printable ASCII (nearly every name) is one character a byte: mapped byte by byte,
        // without the grapheme breaking that walking `Character`s costs.
        if name.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            var bytes = Array(name.utf8)
            for index in bytes.indices {
                let byte = bytes[index]
                let alphanumeric = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                switch self {
                case .android: bytes[index] = alphanumeric ? byte | (byte >= 0x41 ? 0x20 : 0) : UInt8(ascii: "_")
                case .web: bytes[index] = alphanumeric || byte == UInt8(ascii: "_") ? byte : UInt8(ascii: "-")
                case .ios, .xcassets:
                    if OutputLayout.rejectedInFileNames.contains(byte) || (index == 0 && byte == UInt8(ascii: ".")) {
                        bytes[index] = UInt8(ascii: "-")
                    }
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        switch self {
        case .android:
            return name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? String($0) : ASCIILetters.of($0) ?? "_" }.joined().lowercased()
        case .web:
            return name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? String($0) : ASCIILetters.of($0) ?? "-" }.joined()
        case .ios, .xcassets:
            let rejected: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|", "@"]
            var safe = String(
                name.map { character in
                    character.unicodeScalars.contains { $0.properties.generalCategory == .control } || rejected.contains(character)
                        ? "-" : character
                })
            if safe.hasPrefix(".") { safe = "-" + safe.dropFirst() }
            return safe
        }
    }

    /// The file of one icon variant, relative to the output folder.
    public func iconFile(_ name: String, variant: IconVariant, scale: Double) -> String {
        switch self {
        case .ios, .web:
            return name + OutputLayout.setSuffix(variant) + OutputLayout.appearanceSuffix(variant) + OutputLayout.suffix(scale) + ".png"
        case .xcassets:
            let set = name + OutputLayout.setSuffix(variant)
            return
                "\(OutputLayout.catalogName)/\(set).imageset/\(set)\(OutputLayout.appearanceSuffix(variant))\(OutputLayout.suffix(scale)).png"
        case .android:
            let resource = "ic_" + name + OutputLayout.androidName(OutputLayout.setSuffix(variant))
            return "\(OutputLayout.densityFolder(scale, appearance: OutputLayout.appearance(variant)))/\(resource).png"
        }
    }

    /// The file of a shared piece at a scale in an appearance, relative to the output folder.
    public func sharedFile(_ element: SharedElement, appearance: Appearance = .light, scale: Double) -> String {
        let dark = appearance.fileSuffix
        switch self {
        case .ios, .web:
            return element.rawValue + dark + OutputLayout.suffix(scale) + ".png"
        case .xcassets:
            return "\(OutputLayout.catalogName)/\(element.rawValue).imageset/\(element.rawValue)\(dark)\(OutputLayout.suffix(scale)).png"
        case .android:
            return "\(OutputLayout.densityFolder(scale, appearance: appearance))/\(OutputLayout.androidName(element.rawValue)).png"
        }
    }

    /// The text files that describe an icon's images: the catalog's `Contents.json`
    /// files (one per state, the dark appearance inside it, and the template's), or an Android selector.
    func descriptors(
        forIcon name: String, states: [IconState], appearances: [Appearance], template: Bool, scales: [Double]
    ) -> [(path: String, text: String)] {
        switch self {
        case .ios, .web:
            return []
        case .xcassets:
            var sets = states.map { state in
                let set = name + OutputLayout.setSuffix(.state(state, .light))
                return (
                    "\(OutputLayout.catalogName)/\(set).imageset/Contents.json",
                    OutputLayout.imageSetContents(set, scales: scales, appearances: appearances)
                )
            }
            if template {
                let set = name + OutputLayout.setSuffix(.template)
                sets.append(
                    (
                        "\(OutputLayout.catalogName)/\(set).imageset/Contents.json",
                        OutputLayout.imageSetContents(set, scales: scales, appearances: [.light], intent: "template")
                    ))
            }
            return sets
        case .android:
            return [("drawable/ic_\(name)_state.xml", OutputLayout.selector(name, states: states))]
        }
    }

    /// The descriptors of a shared piece (asset catalogs only).
    func descriptors(forShared element: SharedElement, appearances: [Appearance], scales: [Double]) -> [(path: String, text: String)] {
        switch self {
        case .ios, .web, .android:
            return []
        case .xcassets:
            return [
                (
                    "\(OutputLayout.catalogName)/\(element.rawValue).imageset/Contents.json",
                    OutputLayout.imageSetContents(element.rawValue, scales: scales, appearances: appearances)
                )
            ]
        }
    }

    /// The catalog's own `Contents.json`, when the layout has one.
    var catalogDescriptor: (path: String, text: String)? {
        switch self {
        case .ios, .web, .android:
            return nil
        case .xcassets:
            return (
                "\(OutputLayout.catalogName)/Contents.json",
                "{\n  \"info\" : {\n    \"author\" : \"tintype\",\n    \"version\" : 1\n  }\n}\n"
            )
        }
    }

    /// What follows the icon's name for a variant's image set or file stem: nothing
    /// for normal, `-selected`, `-pressed`, …, `-template`.
    static func setSuffix(_ variant: IconVariant) -> String {
        switch variant {
        case .state(.normal, _): return ""
        case .state(let state, _): return "-" + state.name
        case .template: return "-template"
        }
    }

    /// `-dark` for a dark variant.
    static func appearanceSuffix(_ variant: IconVariant) -> String {
        appearance(variant).fileSuffix
    }

    static func appearance(_ variant: IconVariant) -> Appearance {
        switch variant {
        case .state(_, let appearance): return appearance
        case .template: return .light
        }
    }

    /// A name as an Android resource spells it: `-` becomes `_`.
    static func androidName(_ name: String) -> String { String(name.map { $0 == "-" ? "_" : $0 }) }

    static func suffix(_ scale: Double) -> String {
        scale == 1 ? "" : "@\(JSONText.number(scale))x"
    }

    /// `drawable-xhdpi`, or `drawable-night-xhdpi` for the dark appearance.
    static func densityFolder(_ scale: Double, appearance: Appearance = .light) -> String {
        let density: String
        switch scale {
        case 1: density = "mdpi"
        case 1.5: density = "hdpi"
        case 2: density = "xhdpi"
        case 3: density = "xxhdpi"
        case 4: density = "xxxhdpi"
        default: density = "\(JSONText.number(scale))x"
        }
        switch appearance {
        case .light: return "drawable-" + density
        case .dark: return "drawable-night-" + density
        }
    }

    /// An image set's `Contents.json`: each scale's image, its dark twin when
    /// there is a dark appearance, and how Xcode renders it (`original` or `template`).
    static func imageSetContents(_ set: String, scales: [Double], appearances: [Appearance], intent: String = "original") -> String {
        var images = [String]()
        for scale in scales {
            for appearance in appearances {
                var lines = [String]()
                switch appearance {
                case .light:
                    break
                case .dark:
                    lines.append(
                        "      \"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"dark\"\n        }\n      ]"
                    )
                }
                lines.append("      \"filename\" : \"\(set)\(appearance.fileSuffix)\(suffix(scale)).png\"")
                lines.append("      \"idiom\" : \"universal\"")
                lines.append("      \"scale\" : \"\(JSONText.number(scale))x\"")
                images.append("    {\n" + lines.joined(separator: ",\n") + "\n    }")
            }
        }
        return "{\n  \"images\" : [\n" + images.joined(separator: ",\n") + "\n  ],\n"
            + "  \"info\" : {\n    \"author\" : \"tintype\",\n    \"version\" : 1\n  },\n"
            + "  \"properties\" : {\n    \"template-rendering-intent\" : \"\(intent)\"\n  }\n}\n"
    }

    /// The state list: one item per state, in the order Android matches them
    /// (``IconState/precedence``), the normal drawable last. The dark appearance
    /// needs no item: Android picks `drawable-night-*` itself.
    static func selector(_ name: String, states: [IconState]) -> String {
        let ordered = IconState.byPrecedence(states)
        let usesApp = ordered.contains { $0.androidSelectorAttribute?.hasPrefix("app:") == true }
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        text += "<selector xmlns:android=\"http://schemas.android.com/apk/res/android\""
        text += usesApp ? "\n    xmlns:app=\"http://schemas.android.com/apk/res-auto\">\n" : ">\n"
        for state in ordered {
            let drawable = "@drawable/ic_\(name)\(androidName(setSuffix(.state(state, .light))))"
            if let attribute = state.androidSelectorAttribute {
                text += "    <item \(attribute) android:drawable=\"\(drawable)\" />\n"
            } else {
                text += "    <item android:drawable=\"\(drawable)\" />\n"
            }
        }
        return text + "</selector>\n"
    }
}
