import TintypeSupport

/// The canvas an SVG document declares on its root element, read from its text
/// without parsing the document: what a batch compares to find icons drawn on one
/// grid (a family, SPEC §9.6) on runs that render nothing. The `viewBox` size when
/// there is one (the grid the designer drew on), else `width` and `height` in CSS
/// pixels. Nil when the root element or its size cannot be found this way; the
/// document is then sized alone.
package enum SVGCanvasHint {
    /// How far into the file the root element is looked for.
    package static let searchLength = 64 << 10

    /// The declared canvas, as `16x16`, or nil: each side to six significant digits, so that a grid a
    /// drawing tool wrote with float noise (`1599.9999`, `4.2333332`) is the family it was drawn as.
    package static func read(_ bytes: [UInt8]) -> String? {
        guard let attributes = rootAttributes(bytes) else { return nil }
        if let box = attributes["viewBox"] {
            let numbers = box.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" })
                .compactMap { Double($0) }
            guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2].isFinite, numbers[3].isFinite else { return nil }
            return "\(NumberText.significant(numbers[2]))x\(NumberText.significant(numbers[3]))"
        }
        func pixels(_ value: String?) -> Double? {
            guard var text = value?.trimmingSpaces else { return nil }
            if text.hasSuffix("px") { text.removeLast(2) }
            guard let number = Double(text), number > 0, number.isFinite else { return nil }
            return number
        }
        guard let width = pixels(attributes["width"]), let height = pixels(attributes["height"]) else { return nil }
        return "\(NumberText.significant(width))x\(NumberText.significant(height))"
    }

    /// The attributes of the first element, when it is `<svg>` (or `<prefix:svg>`); comments,
    /// processing instructions and a DOCTYPE before it are passed over.
    package static func rootAttributes(_ bytes: [UInt8]) -> [String: String]? {
        let text = bytes.prefix(searchLength)
        var index = text.startIndex
        func starts(_ prefix: String, at position: Int) -> Bool {
            let utf8 = Array(prefix.utf8)
            return position + utf8.count <= text.endIndex && text[position..<position + utf8.count].elementsEqual(utf8)
        }
        func skip(past terminator: String, from position: Int) -> Int? {
            let utf8 = Array(terminator.utf8)
            var at = position
            while at + utf8.count <= text.endIndex {
                if text[at..<at + utf8.count].elementsEqual(utf8) { return at + utf8.count }
                at += 1
            }
            return nil
        }
        while index < text.endIndex {
            guard text[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts("<!--", at: index) {
                guard let next = skip(past: "-->", from: index + 4) else { return nil }
                index = next
            } else if starts("<?", at: index) || starts("<!", at: index) {
                // A DOCTYPE may hold an internal subset in brackets: passed over to its closing "]>" or ">".
                let subset = text[index...].prefix { $0 != UInt8(ascii: ">") }.contains(UInt8(ascii: "["))
                guard let next = skip(past: subset ? "]>" : ">", from: index + 2) else { return nil }
                index = next
            } else {
                guard let end = skip(past: ">", from: index + 1) else { return nil }
                let tag = String(decoding: text[(index + 1)..<(end - 1)], as: UTF8.self)
                let name = tag.prefix { !$0.isWhitespace && $0 != "/" }
                guard name == "svg" || name.hasSuffix(":svg") else { return nil }
                return attributes(of: tag.dropFirst(name.count))
            }
        }
        return nil
    }

    /// `name="value"` and `name='value'` pairs of a start tag's text.
    private static func attributes(of tag: Substring) -> [String: String] {
        var result = [String: String]()
        var rest = tag[...]
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
            var after = rest[rest.index(after: equals)...].drop(while: \.isWhitespace)
            guard let quote = after.first, quote == "\"" || quote == "'" else { break }
            after = after.dropFirst()
            guard let close = after.firstIndex(of: quote) else { break }
            if result[name] == nil { result[name] = String(after[..<close]) }
            rest = after[after.index(after: close)...]
        }
        return result
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    package var trimmingSpaces: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
