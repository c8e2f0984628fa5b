/// Everything one output layout decides (SPEC §8): which scales it names, the
/// defaults it brings, how names become file names, where each file goes, and
/// the text files beside the images (catalog `Contents.json`, Android selectors,
/// `icons.css`). Each layout is one type in this folder; ``OutputLayout/rules``
/// registers it. A requirement a new layout leaves out does not compile.
protocol LayoutRules: Sendable {
    /// The scales the layout can name, smallest first; a batch makes them all by default.
    var allowedScales: [Double] { get }
    /// The icon box when neither the caller nor the style sets one.
    var defaultIconBox: PointSize { get }
    /// The tab item icons are drawn on when the caller names none, in points; nil for the icon box itself.
    var defaultItem: PointSize? { get }
    /// The padding when the caller gives none, kept around art fitted alone (a family's canvas, or
    /// art not trimmed, brings its own margin and gets none).
    var defaultPadding: IconSizing.Padding { get }
    /// True when the built-in classic style's selection background, glow and arrow (iOS's glossy
    /// pieces) belong in the layout; a style of the caller's own that asks for them always gets them.
    var takesClassicPieces: Bool { get }

    /// One byte of a printable-ASCII name as the layout keeps it (`index` is its position).
    func safeASCII(_ byte: UInt8, at index: Int) -> UInt8
    /// A name with characters beyond printable ASCII, as the layout keeps it.
    func safeName(characters name: String) -> String

    /// The file of one icon variant, relative to the output folder.
    func iconFile(_ name: String, variant: IconVariant, scale: Double) -> String
    /// The file of a shared piece at a scale in an appearance, relative to the output folder.
    func sharedFile(_ element: SharedElement, appearance: Appearance, scale: Double) -> String

    /// The text files that describe one icon's images (empty when the layout has none):
    /// `states` drawn as PNGs, and those `vector` draws when the icon is also a vector.
    func descriptors(
        forIcon name: String, states: [IconState], vector: VectorForm?, appearances: [Appearance], template: Bool, scales: [Double]
    ) -> [OutputTextFile]
    /// The text files that describe a shared piece's images.
    func descriptors(forShared element: SharedElement, appearances: [Appearance], scales: [Double]) -> [OutputTextFile]
    /// Where an icon's vector goes (SPEC §13.5), relative to the output folder; nil when the
    /// layout has no vector form.
    func vectorFile(stem: String) -> String?
    /// An icon's vector as the layout writes it: plain SVG, or a VectorDrawable tinted by the set's colours.
    /// - Throws: ``VectorDocument/Refusal`` for what the format cannot draw.
    func vectorText(_ document: VectorDocument, file: String) throws(VectorDocument.Refusal) -> String

    /// The text files of the whole set, written once every icon is made (the catalog's
    /// own `Contents.json`, `icons.css`); `icons` holds the icons that have files.
    func setFiles(_ icons: [WrittenIcon], style: StyleDefinition) -> [OutputTextFile]
}

extension LayoutRules {
    /// True when the layout writes icons as vectors the platform tints.
    var hasVectorForm: Bool { vectorFile(stem: "icon") != nil }

    /// `name` made safe for the layout: printable ASCII (nearly every name) byte by byte,
    /// without the grapheme breaking that walking `Character`s costs; other names by character.
    func sanitizedName(_ name: String) -> String {
        ASCIIName.sanitized(name, ascii: safeASCII(_:at:), characters: safeName(characters:))
    }

    /// The icon-file name suffix of a scale: nothing at 1×, else `@2x`, `@1.5x`.
    static func scaleSuffix(_ scale: Double) -> String {
        scale == 1 ? "" : "@\(NumberText.shortest(scale))x"
    }
}
