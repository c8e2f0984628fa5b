/// An Android adaptive icon's XML (`mipmap-anydpi-v26/ic_launcher.xml`) edited on its own bytes for
/// `--project` (SPEC §11.17): read by the XML tokenizer every reader shares, so a tag inside a comment,
/// CDATA or a processing instruction is not one; each edit splices ASCII bytes into the document where a
/// token lies, so every other byte, in any ASCII-compatible encoding the declaration names (UTF-8,
/// ISO-8859-*, windows-125*), is kept as it was. A document in another encoding (UTF-16, say) is refused.
struct AdaptiveIconEdit {
    /// Each layer element's name (`foreground`) and the resource its `android:drawable` names, as written.
    var layers: [String: String] = [:]
    /// The document with its edits made.
    var bytes: [UInt8]
    /// The launcher icons the edited document draws that need PNGs written (`ic_launcher_monochrome`).
    var needed: Set<String> = []

    /// Why a document is not edited.
    enum Refusal: Error, Equatable, CustomStringConvertible {
        /// Not in an encoding whose ASCII bytes mean ASCII characters.
        case encoding(String)
        /// Not XML, or not an `<adaptive-icon>`.
        case notAdaptiveIcon(String)

        var description: String {
            switch self {
            case .encoding(let name): "in the \(name) encoding, which Tintype does not edit"
            case .notAdaptiveIcon(let reason): "not an <adaptive-icon> Tintype can read (\(reason))"
            }
        }
    }

    /// The encodings a document may declare: ASCII and the encodings that keep its bytes as they are.
    static func isASCIICompatible(_ encoding: String) -> Bool {
        let name = encoding.lowercased()
        return ["utf-8", "utf8", "us-ascii", "ascii", "latin1", "latin-1"].contains(name) || name.hasPrefix("iso-8859-")
            || name.hasPrefix("windows-125") || name.hasPrefix("cp125")
    }

    /// `bytes` with each layer drawn from a drawable Tintype replaces (``redrawn(_:layer:)``) pointed at its `@mipmap/`
    /// and, where the document has no `<monochrome>`, one added before `</adaptive-icon>` (indented as the
    /// `<foreground>`, on a line of its own when that closing tag has one).
    /// With `grounding` (a `--background` colour chosen), a background drawn from `@color/` is pointed at the
    /// background layer Tintype draws in it (`@mipmap/ic_launcher_background`): the glyph is coloured for that ground.
    /// - Throws: ``Refusal`` for a document in another encoding, or one that is not an adaptive icon.
    init(editing bytes: [UInt8], grounding: Bool = false) throws(Refusal) {
        try Self.checkEncoding(bytes)
        self.bytes = bytes
        var tokenizer = XMLTokenizer(bytes)
        var depth = 0
        var rootEnd: Int?
        var foregroundStart: Int?
        var hasMonochrome = false
        var splices: [(range: Range<Int>, with: String)] = []
        var wrongRoot: String?
        do throws(XMLTokenizer.Failure) {
            tokens: while true {
                let start = tokenizer.offset
                guard let token = try tokenizer.next() else { break }
                switch token {
                case .start(let name, let attributes, let selfClosing, _):
                    let local = name.split(separator: ":").last.map(String.init) ?? name
                    if depth == 0 {
                        guard local == "adaptive-icon", !selfClosing else {
                            wrongRoot = "its root is <\(name)\(selfClosing ? "/" : "")>"
                            break tokens
                        }
                    } else if depth == 1, ["background", "foreground", "monochrome"].contains(local) {
                        if local == "monochrome" { hasMonochrome = true }
                        if local == "foreground" { foregroundStart = start }
                        if let value = attributes.first(where: { $0.name == "android:drawable" })?.value {
                            let text = String(decoding: value, as: UTF8.self)
                            layers[local] = text
                            if let own = Self.redrawn(text, layer: local, grounding: grounding) {
                                splices.append((value.startIndex..<value.endIndex, "@mipmap/\(own)"))
                                needed.insert(own)
                            }
                        }
                    }
                    if !selfClosing { depth += 1 }
                case .end:
                    depth -= 1
                    if depth == 0, rootEnd == nil { rootEnd = start }
                default: continue
                }
            }
        } catch {
            throw .notAdaptiveIcon(error.description)
        }
        if let wrongRoot { throw .notAdaptiveIcon(wrongRoot) }
        guard let rootEnd else { throw .notAdaptiveIcon("no </adaptive-icon>") }
        if !hasMonochrome {
            let (at, line) = monochromeSplice(before: rootEnd, indentedAs: foregroundStart)
            splices.append((at..<at, line))
            needed.insert("ic_launcher_monochrome")
        }
        for splice in splices.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            self.bytes.replaceSubrange(splice.range, with: Array(splice.with.utf8))
        }
    }

    /// The launcher icon Tintype draws for `layer` when the document draws it from `value`, a drawable Tintype
    /// replaces: `@drawable/ic_launcher_LAYER`, and for the monochrome layer the colour foreground
    /// (`@drawable/ic_launcher_foreground`, which would show the old art in themed icons) too; with `grounding`, a
    /// background drawn from a colour resource (`@color/…`); nil for anything else.
    static func redrawn(_ value: String, layer: String, grounding: Bool = false) -> String? {
        if value == "@drawable/ic_launcher_\(layer)" { return "ic_launcher_\(layer)" }
        if layer == "monochrome", value == "@drawable/ic_launcher_foreground" { return "ic_launcher_monochrome" }
        if grounding, layer == "background", value.hasPrefix("@color/") { return "ic_launcher_background" }
        return nil
    }

    /// The mipmap `layer` (`foreground`) is drawn from in the document as it was read; nil when it is drawn otherwise.
    func mipmap(_ layer: String) -> String? {
        guard let value = layers[layer], value.hasPrefix("@mipmap/") else { return nil }
        return String(value.dropFirst("@mipmap/".count))
    }

    /// Where the `<monochrome>` element goes before the `</adaptive-icon>` at `offset`, and its text: on a
    /// line of its own at the start of that tag's line when it has one (indented as the `<foreground>` at
    /// `foreground`, its line ending as the document's), right before the tag otherwise.
    private func monochromeSplice(before offset: Int, indentedAs foreground: Int?) -> (Int, String) {
        let tag = "<monochrome android:drawable=\"@mipmap/ic_launcher_monochrome\"/>"
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
        guard lineStart > 0, bytes[lineStart - 1] == 0x0A else { return (offset, tag) }
        var indent = "    "
        if let foreground {
            var start = foreground
            while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
            if start == 0 || bytes[start - 1] == 0x0A { indent = String(decoding: bytes[start..<foreground], as: UTF8.self) }
        }
        let lineEnd = lineStart >= 2 && bytes[lineStart - 2] == 0x0D ? "\r\n" : "\n"
        return (lineStart, indent + tag + lineEnd)
    }

    /// Throws for a document in UTF-16 (by its byte order mark or its first bytes) or in an encoding the
    /// declaration names that is not ASCII-compatible.
    static func checkEncoding(_ bytes: [UInt8]) throws(Refusal) {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0, 0x3C])
            || bytes.starts(with: [0x3C, 0])
        {
            throw .encoding("UTF-16")
        }
        if let encoding = declaredEncoding(bytes), !isASCIICompatible(encoding) { throw .encoding(encoding) }
    }

    /// The encoding the XML declaration names (`<?xml version="1.0" encoding="ISO-8859-1"?>`); nil when there is none.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        guard bytes[start...].starts(with: Array("<?xml".utf8)) else { return nil }
        let head = bytes[start...].prefix(200)
        guard let close = head.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = String(decoding: bytes[start..<close], as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }
}
