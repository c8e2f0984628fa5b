/// Reads an XML document into ``XMLNode``s, in one pass, with nothing fetched: no
/// external entity, DTD or stylesheet is loaded, and a document type that declares
/// entities of its own is refused (their expansion is what a file would hide behind).
/// The five predefined entities and character references are replaced. SVG files
/// pass ``SVGPreflight`` (size, depth, element counts) before they get here; both read the
/// same tokens (``XMLTokenizer``).
package struct XMLReader {
    /// Why a document could not be read, and the line.
    package typealias Failure = XMLTokenizer.Failure

    /// The deepest nesting read (SVGPreflight refuses deeper documents first).
    package static let maximumDepth = 256
    /// The most elements read: SVGPreflight's limit, kept here too (both count the same tokens).
    package static let maximumElements = SVGPreflight.maximumElements

    private var tokens: XMLTokenizer
    /// The elements open, outermost first, and the raw text each holds so far (0x01 marks a CDATA ampersand).
    private var open: [(node: XMLNode, text: [UInt8])] = []
    private var root: XMLNode?
    private var elements = 0

    /// The root element of `bytes`.
    /// - Throws: ``Failure`` for malformed XML or declared entities.
    package static func root(of bytes: [UInt8]) throws(Failure) -> XMLNode {
        var reader = XMLReader(tokens: XMLTokenizer(bytes))
        return try reader.document()
    }

    private init(tokens: XMLTokenizer) { self.tokens = tokens }

    /// The tokens built into elements: one root, with only comments, instructions, a document type
    /// (before it) and white space around it.
    private mutating func document() throws(Failure) -> XMLNode {
        while let token = try tokens.next() {
            switch token {
            case .instruction, .comment:
                continue
            case .doctype(let body):
                guard root == nil, open.isEmpty else { throw failure("a document type after the root element starts") }
                if String(decoding: body, as: UTF8.self).contains("<!ENTITY") {
                    throw failure("the document type declares entities, which are not read")
                }
            case .cdata(let content):
                guard !open.isEmpty else { throw failure(root == nil ? "text before the root element" : "content after the root element") }
                open[open.count - 1].text += content.map { $0 == UInt8(ascii: "&") ? 0x01 : $0 }  // not an entity
            case .text(let raw):
                guard !open.isEmpty else {
                    guard raw.allSatisfy(XMLTokenizer.isSpace) else {
                        throw failure(root == nil ? "text before the root element" : "content after the root element")
                    }
                    continue
                }
                open[open.count - 1].text += raw
            case .start(let name, let attributes, let selfClosing, let line):
                try start(name, attributes: attributes, selfClosing: selfClosing, line: line)
            case .end(let name):
                guard let closed = open.popLast() else { throw failure("</\(name)> closes no element") }
                guard closed.node.name == name else { throw failure("</\(name)> closes <\(closed.node.name)>") }
                var node = closed.node
                node.text = try decoded(closed.text)
                attach(node)
            }
        }
        if let unclosed = open.last { throw failure("<\(unclosed.node.name)> is not closed") }
        guard let root else { throw failure("no root element") }
        return root
    }

    /// A start tag: an element opened (or, self-closing, made whole), within the limits.
    private mutating func start(
        _ name: String, attributes: [XMLTokenizer.Attribute], selfClosing: Bool, line: Int
    ) throws(Failure) {
        guard root == nil || !open.isEmpty else { throw failure("content after the root element") }
        guard open.count < Self.maximumDepth else { throw failure("elements nested more than \(Self.maximumDepth) deep") }
        elements += 1
        guard elements <= Self.maximumElements else { throw failure("more than \(Self.maximumElements) elements") }
        var node = XMLNode(name: name, attributes: [], line: line)
        for attribute in attributes {
            // Attribute values normalize white space characters to spaces (XML 1.0 §3.3.3).
            let value = attribute.value.map { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 ? 0x20 : $0 }
            node.attributes.append((attribute.name, try decoded(value)))
        }
        if selfClosing { attach(node) } else { open.append((node, [])) }
    }

    /// A finished element, made a child of the element open around it (or the root).
    private mutating func attach(_ node: XMLNode) {
        if open.isEmpty { root = node } else { open[open.count - 1].node.children.append(node) }
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

    private func failure(_ reason: String) -> Failure { Failure(reason: reason, line: tokens.line) }
}
