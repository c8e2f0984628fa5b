/// The one reading of XML's lexical structure that every reader of an XML file shares: the SVG
/// preflight (``SVGPreflight``) counts the tokens it yields and the vector tree's reader builds
/// its nodes from the same tokens, so what one counts the other reads (a tag the preflight took
/// for a declaration cannot be an element to the reader). One pass, nothing fetched, nothing
/// expanded: entity references stay in the raw text and values for the reader to replace.
///
/// Names start with a letter, `_` or `:` (or any non-ASCII byte) and end at white space, `>`,
/// `/`, `=` or `<`; white space is space, tab, line feed and carriage return, around `=` too.
/// A `<!` that opens neither a comment, a CDATA section nor a document type, a `<` before no
/// name, an unquoted or unclosed value, a `<` inside a value, and anything left open at the end
/// are failures, naming the line.
package struct XMLTokenizer {
    /// One lexical piece of a document.
    package enum Token: Equatable {
        /// A processing instruction or the XML declaration (`<?…?>`).
        case instruction
        /// A comment.
        case comment
        /// A document type declaration: the bytes between `<!DOCTYPE` and its closing `>`, internal subset included.
        case doctype(ArraySlice<UInt8>)
        /// A CDATA section's content.
        case cdata(ArraySlice<UInt8>)
        /// A start tag (or an empty-element tag, `selfClosing`) with its attributes in order, each value raw
        /// (between its quotes, references unreplaced), on `line`.
        case start(name: String, attributes: [Attribute], selfClosing: Bool, line: Int)
        /// An end tag.
        case end(name: String)
        /// Character data between tags, raw.
        case text(ArraySlice<UInt8>)
    }

    /// An attribute of a start tag: its name and its raw value.
    package struct Attribute: Equatable {
        /// The name as written (prefix included).
        package var name: String
        /// The bytes between the quotes.
        package var value: ArraySlice<UInt8>
    }

    /// Why the bytes are not XML, and the line.
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong.
        package var reason: String
        /// The line it was found on, from 1.
        package var line: Int
        /// `line N: reason`.
        package var description: String { "line \(line): \(reason)" }

        /// A failure for `reason` on `line`.
        package init(reason: String, line: Int) {
            self.reason = reason
            self.line = line
        }
    }

    private let bytes: [UInt8]
    private var index = 0
    /// The line the next token starts on, from 1.
    package private(set) var line = 1
    /// Where the next token starts, as an index into the bytes (an edit of the document's own bytes splices there).
    package var offset: Int { index }

    /// A tokenizer of `bytes`, past a UTF-8 byte order mark.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The next token; nil at the end of the bytes.
    /// - Throws: ``Failure`` for what is not XML.
    package mutating func next() throws(Failure) -> Token? {
        guard index < bytes.count else { return nil }
        guard bytes[index] == UInt8(ascii: "<") else { return .text(textRun()) }
        if starts("<?") {
            try skip(past: "?>")
            return .instruction
        }
        if starts("<!--") {
            try skip(past: "-->")
            return .comment
        }
        if starts("<![CDATA[") {
            index += 9
            let start = index
            try skip(past: "]]>")
            return .cdata(bytes[start..<(index - 3)])
        }
        if starts("<!DOCTYPE") {
            index += 9
            return .doctype(try doctype())
        }
        if starts("</") {
            index += 2
            let closing = name()
            skipSpace()
            guard starts(">") else { throw failure("a malformed closing tag </\(closing)") }
            index += 1
            return .end(name: closing)
        }
        return try startTag()
    }

    /// Character data up to the next `<`.
    private mutating func textRun() -> ArraySlice<UInt8> {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        return bytes[start..<index]
    }

    /// A document type's body up to its closing `>`: brackets open an internal subset, and quoted
    /// literals inside it may hold `>`.
    private mutating func doctype() throws(Failure) -> ArraySlice<UInt8> {
        let start = index
        var subset = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index += 1
                while index < bytes.count, bytes[index] != byte {
                    if bytes[index] == 0x0A { line += 1 }
                    index += 1
                }
            } else if byte == UInt8(ascii: "[") {
                subset += 1
            } else if byte == UInt8(ascii: "]") {
                subset -= 1
            } else if byte == UInt8(ascii: ">"), subset <= 0 {
                index += 1
                return bytes[start..<(index - 1)]
            }
            index += 1
        }
        throw failure("an unclosed document type")
    }

    /// A start tag and its attributes.
    private mutating func startTag() throws(Failure) -> Token {
        let tagLine = line
        index += 1  // <
        // `<!x/>` or `<1>` is no element.
        guard index < bytes.count, Self.startsName(bytes[index]) else { throw failure("a malformed tag (no element name after <)") }
        let element = name()
        var attributes: [Attribute] = []
        while true {
            skipSpace()
            guard index < bytes.count else { throw failure("<\(element)> is not closed") }
            if starts("/>") {
                index += 2
                return .start(name: element, attributes: attributes, selfClosing: true, line: tagLine)
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return .start(name: element, attributes: attributes, selfClosing: false, line: tagLine)
            }
            let attribute = name()
            guard !attribute.isEmpty else { throw failure("a malformed attribute in <\(element)>") }
            skipSpace()
            guard starts("=") else { throw failure("attribute \(attribute) of <\(element)> has no value") }
            index += 1
            skipSpace()
            attributes.append(Attribute(name: attribute, value: try quoted()))
        }
    }

    /// A quoted attribute value, without its quotes.
    private mutating func quoted() throws(Failure) -> ArraySlice<UInt8> {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw failure("an attribute value without quotes")
        }
        let quote = bytes[index]
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "<") { throw failure("'<' inside an attribute value") }
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        guard index < bytes.count else { throw failure("an unclosed attribute value") }
        index += 1
        return bytes[start..<(index - 1)]
    }

    private mutating func name() -> String {
        let start = index
        while index < bytes.count, !Self.endsName(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Whether `byte` may start a name: a letter, `_`, `:` or any byte of a non-ASCII character.
    package static func startsName(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
            || byte >= 0x80
    }

    /// Whether `byte` ends a name: white space, `>`, `/`, `=` or `<`.
    package static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
            || byte == UInt8(ascii: "<")
    }

    /// XML's white space: space, tab, line feed, carriage return.
    package static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
    }

    private func starts(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in (0..<count).allSatisfy { bytes[index + $0] == prefix[$0] } }
    }

    private mutating func skip(past end: StaticString) throws(Failure) {
        let count = end.utf8CodeUnitCount
        while index < bytes.count {
            if starts(end) {
                index += count
                return
            }
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        throw failure("'\(end)' expected before the end")
    }

    private func failure(_ reason: String) -> Failure { Failure(reason: reason, line: line) }
}
