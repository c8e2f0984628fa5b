/// Plain iOS files in the output folder: `name.png`, `name@2x.png`,
/// `name-selected@3x.png`, `name-dark@2x.png`, … (SPEC §8).
struct IOSLayout: FlatLayout {
    var allowedScales: [Double] { [1, 2, 3] }
    var defaultIconBox: PointSize { IconSizing.iosBox }
    var defaultItem: PointSize? { PointSize.classicTabItem }
    /// None: the 30 pt box is the art's.
    var defaultPadding: IconSizing.Padding { .points(0) }
    /// Yes: they are the classic iOS tab bar's.
    var takesClassicPieces: Bool { true }

    /// The printable ASCII that iOS and asset-catalog file names do not keep.
    private static let rejectedInFileNames = Set(#"/\:*?"<>|@"#.utf8)

    /// A name keeps every letter, accented or not (`café` stays `café`); only what a
    /// file system or Xcode rejects becomes `-`: `/ \ : * ? " < > |`, `@` (it would read
    /// as a scale suffix) and a leading `.` (a hidden file).
    func safeASCII(_ byte: UInt8, at index: Int) -> UInt8 {
        IOSLayout.rejectedInFileNames.contains(byte) || (index == 0 && byte == UInt8(ascii: ".")) ? UInt8(ascii: "-") : byte
    }

    /// As ``safeASCII(_:at:)``; control characters and bidirectional controls (U+202E, which
    /// would show a name reversed) become `-` too.
    func safeName(characters name: String) -> String {
        let rejected: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|", "@"]
        var safe = String(
            name.map { character in
                character.unicodeScalars.contains { $0.properties.generalCategory == .control || DisplayText.isBidiControl($0) }
                    || rejected.contains(character)
                    ? "-" : character
            })
        if safe.hasPrefix(".") { safe = "-" + safe.dropFirst() }
        return safe
    }

    func setFiles(_ icons: [WrittenIcon], style: StyleDefinition) -> [OutputTextFile] { [] }

    /// None: an app takes vector images from an asset catalog (the `xcassets` layout).
    func vectorFile(stem: String) -> String? { nil }

    func vectorText(_ document: VectorDocument, file: String) throws(VectorDocument.Refusal) -> String {
        try SVGWriter.svg(document, file: file)
    }
}
