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
        var files = [OutputTextFile(path: "\(Self.catalogName)/Contents.json", text: AssetCatalogContents().text)]
        if icons.contains(where: { $0.vector != nil }) {
            files += style.runTimeTints.map { colorSet(Self.tintName($0.state), colors: $0.colors) }
        }
        return files
    }

    /// The colour set an app tints the vector icons with in `state`: `tint-selected`.
    static func tintName(_ state: IconState) -> String { "tint-" + state.name }

    /// A vector image set's `Contents.json`: the SVG, kept as a vector and rendered as a template.
    private func vectorSet(_ stem: String) -> OutputTextFile {
        let contents = AssetCatalogContents(
            images: [AssetCatalogContents.Image(filename: stem + ".svg")], preservesVectorRepresentation: true,
            templateRenderingIntent: "template")
        return OutputTextFile(path: "\(Self.catalogName)/\(stem).imageset/Contents.json", text: contents.text)
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
        let images = scales.flatMap { scale in
            appearances.map { appearance in
                AssetCatalogContents.Image(
                    appearances: appearance == .dark ? [.dark] : [],
                    filename: "\(set)\(appearance.fileSuffix)\(Self.scaleSuffix(scale)).png", scale: "\(NumberText.shortest(scale))x")
            }
        }
        let contents = AssetCatalogContents(images: images, templateRenderingIntent: intent)
        return OutputTextFile(path: "\(Self.catalogName)/\(set).imageset/Contents.json", text: contents.text)
    }
}
