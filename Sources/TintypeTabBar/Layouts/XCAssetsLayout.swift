/// An asset catalog, `Icons.xcassets/`: one image set per state (`name.imageset/`,
/// `name-selected.imageset/`, …), each with its `Contents.json`; the dark appearance
/// is in the same image set, the template image in `name-template.imageset` (SPEC §8).
struct XCAssetsLayout: LayoutRules {
    /// The catalog's folder name.
    static let catalogName = "Icons.xcassets"

    var allowedScales: [Double] { IOSLayout().allowedScales }
    var defaultIconBox: PointSize { IOSLayout().defaultIconBox }
    var defaultItem: PointSize? { IOSLayout().defaultItem }
    var defaultPadding: IconSizing.Padding { IOSLayout().defaultPadding }
    var takesClassicPieces: Bool { IOSLayout().takesClassicPieces }

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

    /// One `Contents.json` per state drawn in pixels (the dark appearance inside it), the
    /// template's, and the vector's: a template image set that keeps its vector (SPEC §13.5).
    func descriptors(
        forIcon name: String, states: [IconState], vector: VectorForm?, appearances: [Appearance], template: Bool, scales: [Double]
    ) -> [OutputTextFile] {
        var sets = states.map { state in
            imageSet(name + IconVariant.state(state, .light).setSuffix, scales: scales, appearances: appearances)
        }
        if let vector {
            sets.append(vectorSet(vector.stem))
        } else if template {
            sets.append(imageSet(name + IconVariant.template.setSuffix, scales: scales, appearances: [.light], intent: "template"))
        }
        return sets
    }

    func vectorFile(stem: String) -> String? { "\(Self.catalogName)/\(stem).imageset/\(stem).svg" }

    /// Plain SVG: what Xcode draws as the art draws it.
    func vectorText(_ document: VectorDocument, file: String) throws(VectorDocument.Refusal) -> String {
        try SVGWriter.svg(document, file: file)
    }

    func descriptors(forShared element: SharedElement, appearances: [Appearance], scales: [Double]) -> [OutputTextFile] {
        [imageSet(element.rawValue, scales: scales, appearances: appearances)]
    }

    /// The catalog's own `Contents.json`, and when icons are vectors a colour set for each
    /// state the app tints them with (`tint-normal.colorset`, `tint-selected.colorset`, …).
    func setFiles(_ icons: [WrittenIcon], style: StyleDefinition) -> [OutputTextFile] {
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        AssetCatalogInfo.write(&json)
        json.endObject()
        var files = [OutputTextFile(path: "\(Self.catalogName)/Contents.json", text: json.text + "\n")]
        if icons.contains(where: { $0.vector != nil }) {
            files += style.runTimeTints.map { colorSet(Self.tintName($0.state), colors: $0.colors) }
        }
        return files
    }

    /// The colour set an app tints the vector icons with in `state`: `tint-selected`.
    static func tintName(_ state: IconState) -> String { "tint-" + state.name }

    /// A vector image set's `Contents.json`: the SVG, kept as a vector and rendered as a template.
    private func vectorSet(_ stem: String) -> OutputTextFile {
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        json.member(
            "images",
            array: { json in
                json.beginObject()
                json.member("filename", stem + ".svg")
                json.member("idiom", "universal")
                json.endObject()
            })
        AssetCatalogInfo.write(&json)
        json.objectMember(
            "properties",
            { json in
                json.member("preserves-vector-representation", true)
                json.member("template-rendering-intent", "template")
            })
        json.endObject()
        return OutputTextFile(path: "\(Self.catalogName)/\(stem).imageset/Contents.json", text: json.text + "\n")
    }

    /// A colour set's `Contents.json`: the light colour, and the dark one when there is one.
    private func colorSet(_ name: String, colors: [Appearance: StraightColor]) -> OutputTextFile {
        OutputTextFile(
            path: "\(Self.catalogName)/\(name).colorset/Contents.json",
            text: AssetCatalogColorSet.contents(light: colors[.light], dark: colors[.dark]))
    }

    /// An image set's `Contents.json`: each scale's image, its dark twin when there is a
    /// dark appearance, and how Xcode renders it (`original` or `template`).
    private func imageSet(_ set: String, scales: [Double], appearances: [Appearance], intent: String = "original") -> OutputTextFile {
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        json.member(
            "images",
            array: { json in
                for scale in scales {
                    for appearance in appearances {
                        json.beginObject()
                        if appearance == .dark { AssetCatalogColorSet.darkAppearance(&json) }
                        json.member("filename", "\(set)\(appearance.fileSuffix)\(Self.scaleSuffix(scale)).png")
                        json.member("idiom", "universal")
                        json.member("scale", "\(NumberText.shortest(scale))x")
                        json.endObject()
                    }
                }
            })
        AssetCatalogInfo.write(&json)
        json.objectMember("properties", { json in json.member("template-rendering-intent", intent) })
        json.endObject()
        return OutputTextFile(path: "\(Self.catalogName)/\(set).imageset/Contents.json", text: json.text + "\n")
    }
}
