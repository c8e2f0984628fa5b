/// Reads an XML document into ``XMLNode``s, in one pass, with nothing fetched: no
/// external entity, DTD or stylesheet is loaded, and a document type that declares
/// entities of its own is refused (their expansion is what a file would hide behind).
/// The five predefined entities and character references are replaced. SVG files
/// pass ``SVGPreflight`` (size, depth, element counts) before they get here.
package struct XMLReader {
    /// Why a document could not be read, and the line.
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        var reason: String
        package var line: Int
        package var description: String { "line \(line): \(reason)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    /// The deepest nesting read (SVGPreflight refuses deeper documents first).
    static let maximumDepth = 256
    /// The most elements read: SVGPreflight's limit, kept here too so that a document the
    /// preflight reads differently cannot pass more.
    static let maximumElements = SVGPreflight.maximumElements
    private var elements = 0

    /// The root element of `bytes`.
    /// - Throws: ``Failure`` for malformed XML or declared entities.
    package static func root(of bytes: [UInt8]) throws(Failure) -> XMLNode {
        var reader = XMLReader(bytes: bytes)
        return try reader.document()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func document() throws(Failure) -> XMLNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while true {
            skipSpace()
            guard index < bytes.count else { throw failure("no root element") }
            if starts("<?") {
                try skip(past: "?>")
            } else if starts("<!--") {
                try skip(past: "-->")
            } else if starts("<!DOCTYPE") {
                try doctype()
            } else if starts("<") {
                let root = try element(depth: 0)
                while index < bytes.count {
                    skipSpace()
                    if starts("<!--") {
                        try skip(past: "-->")
                    } else if starts("<?") {
                        try skip(past: "?>")
                    } else if index < bytes.count {
                        throw failure("content after the root element")
                    }
                }
                return root
            } else {
                throw failure("text before the root element")
            }
        }
    }

    private mutating func doctype() throws(Failure) {
        let start = index
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") { depth -= 1 }
            if byte == 0x0A { line += 1 }
            index += 1
            if byte == UInt8(ascii: ">") && depth <= 0 {
                if String(decoding: bytes[start..<index], as: UTF8.self).contains("<!ENTITY") {
                    throw failure("the document type declares entities, which are not read")
                }
                return
            }
        }
        throw failure("an unclosed document type")
    }

    private mutating func element(depth: Int) throws(Failure) -> XMLNode {
        guard depth < Self.maximumDepth else { throw failure("elements nested more than \(Self.maximumDepth) deep") }
        index += 1  // <
        // A name starts with a letter, `_` or `:` (or any non-ASCII character): `<!x/>` or `<1>` is no element.
        guard index < bytes.count, Self.startsName(bytes[index]) else { throw failure("a malformed tag (no element name after <)") }
        elements += 1
        guard elements <= Self.maximumElements else { throw failure("more than \(Self.maximumElements) elements") }
        var node = XMLNode(name: name(), attributes: [], line: line)
        while true {
            skipSpace()
            guard index < bytes.count else { throw failure("<\(node.name)> is not closed") }
            if starts("/>") {
                index += 2
                return node
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            let attribute = name()
            guard !attribute.isEmpty else { throw failure("a malformed attribute in <\(node.name)>") }
            skipSpace()
            guard starts("=") else { throw failure("attribute \(attribute) of <\(node.name)> has no value") }
            index += 1
            skipSpace()
            node.attributes.append((attribute, try quoted()))
        }
        try content(of: &node, depth: depth)
        return node
    }

    private mutating func content(of node: inout XMLNode, depth: Int) throws(Failure) {
        var text: [UInt8] = []
        while index < bytes.count {
            if starts("</") {
                index += 2
                let closing = name()
                guard closing == node.name else { throw failure("</\(closing)> closes <\(node.name)>") }
                skipSpace()
                guard starts(">") else { throw failure("a malformed closing tag </\(closing)") }
                index += 1
                node.text = try decoded(text)
                return
            } else if starts("<!--") {
                try skip(past: "-->")
            } else if starts("<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>")
                text += bytes[start..<(index - 3)].map { $0 == UInt8(ascii: "&") ? 0x01 : $0 }  // not an entity
            } else if starts("<?") {
                try skip(past: "?>")
            } else if starts("<") {
                node.children.append(try element(depth: depth + 1))
            } else {
                if bytes[index] == 0x0A { line += 1 }
                text.append(bytes[index])
                index += 1
            }
        }
        throw failure("<\(node.name)> is not closed")
    }

    private mutating func quoted() throws(Failure) -> String {
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
        // Attribute values normalize white space characters to spaces (XML 1.0 §3.3.3).
        let value = bytes[start..<(index - 1)].map { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 ? 0x20 : $0 }
        return try decoded(value)
    }

    /// `raw` with entity and character references replaced (0x01 marks a CDATA ampersand).
    private func decoded(_ raw: [UInt8]) throws(Failure) -> String {
        guard raw.contains(UInt8(ascii: "&")) || raw.contains(0x01) else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        var position = 0
        while position < raw.count {
            let byte = raw[position]
            if byte == 0x01 {
                out.append(UInt8(ascii: "&"))
                position += 1
                continue
            }
            guard byte == UInt8(ascii: "&") else {
                out.append(byte)
                position += 1
                continue
            }
            guard let end = raw[position...].firstIndex(of: UInt8(ascii: ";")), end - position <= 12 else {
                throw failure("a bare '&' (write &amp;)")
            }
            out += try reference(String(decoding: raw[(position + 1)..<end], as: UTF8.self))
            position = end + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func reference(_ name: String) throws(Failure) -> [UInt8] {
        let predefined = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        if let text = predefined[name] { return Array(text.utf8) }
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            if let value, let scalar = Unicode.Scalar(value) { return Array(String(Character(scalar)).utf8) }
        }
        throw failure("the entity &\(name); is not one XML predefines")
    }

    private mutating func name() -> String {
        let start = index
        while index < bytes.count, !Self.endsName(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func startsName(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
            || byte >= 0x80
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<")
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) {
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
        let terminator = end.withUTF8Buffer { Array($0) }
        while index < bytes.count {
            if starts(end) {
                index += terminator.count
                return
            }
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        throw failure("'\(end)' expected before the end")
    }

    private func failure(_ reason: String) -> Failure { Failure(reason: reason, line: line) }
}
