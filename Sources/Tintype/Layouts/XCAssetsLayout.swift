/// An asset catalog, `Icons.xcassets/`: one image set per state (`name.imageset/`,
/// `name-selected.imageset/`, …), each with its `Contents.json`; the dark appearance
/// is in the same image set, the template image in `name-template.imageset` (SPEC §8).
struct XCAssetsLayout: LayoutRules {
    /// The catalog's folder name.
    static let catalogName = "Icons.xcassets"

    var allowedScales: [Double] { IOSLayout().allowedScales }
    var defaultIconBox: PointSize { IOSLayout().defaultIconBox }
    var defaultItem: PointSize? { IOSLayout().defaultItem }

    /// Names as iOS files keep them: an image set's files are iOS files.
    func safeASCII(_ byte: UInt8, at index: Int) -> UInt8 { IOSLayout().safeASCII(byte, at: index) }
    func safeName(characters name: String) -> String { IOSLayout().safeName(characters: name) }

    func iconFile(_ name: String, variant: IconVariant, scale: Double) -> String {
        let set = name + variant.setSuffix
        return "\(Self.catalogName)/\(set).imageset/\(set)\(variant.appearance.fileSuffix)\(Self.scaleSuffix(scale)).png"
    }

    func sharedFile(_ element: SharedElement, appearance: Appearance, scale: Double) -> String {
        "\(Self.catalogName)/\(element.rawValue).imageset/\(element.rawValue)\(appearance.fileSuffix)\(Self.scaleSuffix(scale)).png"
    }

    /// One `Contents.json` per state (the dark appearance inside it), and the template's.
    func descriptors(forIcon name: String, states: [IconState], appearances: [Appearance], template: Bool, scales: [Double])
        -> [LayoutTextFile]
    {
        var sets = states.map { state in
            imageSet(name + IconVariant.state(state, .light).setSuffix, scales: scales, appearances: appearances)
        }
        if template {
            sets.append(imageSet(name + IconVariant.template.setSuffix, scales: scales, appearances: [.light], intent: "template"))
        }
        return sets
    }

    func descriptors(forShared element: SharedElement, appearances: [Appearance], scales: [Double]) -> [LayoutTextFile] {
        [imageSet(element.rawValue, scales: scales, appearances: appearances)]
    }

    /// The catalog's own `Contents.json`.
    func setFiles(_ icons: [WrittenIcon], style: StyleDefinition) -> [LayoutTextFile] {
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        Self.info(&json)
        json.endObject()
        return [LayoutTextFile(path: "\(Self.catalogName)/Contents.json", text: json.text + "\n")]
    }

    /// An image set's `Contents.json`: each scale's image, its dark twin when there is a
    /// dark appearance, and how Xcode renders it (`original` or `template`).
    private func imageSet(_ set: String, scales: [Double], appearances: [Appearance], intent: String = "original") -> LayoutTextFile {
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        json.member(
            "images",
            array: { json in
                for scale in scales {
                    for appearance in appearances {
                        json.beginObject()
                        if appearance == .dark {
                            json.member(
                                "appearances",
                                array: { json in
                                    json.beginObject()
                                    json.member("appearance", "luminosity")
                                    json.member("value", "dark")
                                    json.endObject()
                                })
                        }
                        json.member("filename", "\(set)\(appearance.fileSuffix)\(Self.scaleSuffix(scale)).png")
                        json.member("idiom", "universal")
                        json.member("scale", "\(NumberText.shortest(scale))x")
                        json.endObject()
                    }
                }
            })
        Self.info(&json)
        json.objectMember("properties", { json in json.member("template-rendering-intent", intent) })
        json.endObject()
        return LayoutTextFile(path: "\(Self.catalogName)/\(set).imageset/Contents.json", text: json.text + "\n")
    }

    /// The `info` member every catalog file carries: who wrote it, in which format version.
    static func info(_ json: inout JSONByteWriter) {
        json.objectMember(
            "info",
            { json in
                json.member("author", "tintype")
                json.member("version", 1)
            })
    }
}
