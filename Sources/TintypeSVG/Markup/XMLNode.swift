/// One element of an XML document as ``XMLReader`` reads it: its name as written
/// (`xlink:href` keeps its prefix), its attributes in document order, its child
/// elements, and the text directly inside it (character data and CDATA, entities
/// replaced). Comments and processing instructions are not content.
package struct XMLNode: Hashable, Sendable {
    /// The element's name, prefix included (`svg:path` stays as written).
    package var name: String
    /// The attributes, in document order, values with entities replaced.
    package var attributes: [(name: String, value: String)]
    /// The child elements, in document order.
    package var children: [XMLNode] = []
    /// The text directly inside the element, its pieces joined.
    package var text = ""
    /// The line the element starts on (1-based), for messages.
    package var line: Int

    /// The value of the attribute `name`, if given.
    package subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The name without a namespace prefix (`svg:path` → `path`).
    package var localName: Substring {
        name.lastIndex(of: ":").map { name[name.index(after: $0)...] } ?? name[...]
    }

    package static func == (a: XMLNode, b: XMLNode) -> Bool {
        a.name == b.name && a.attributes.map(\.name) == b.attributes.map(\.name)
            && a.attributes.map(\.value) == b.attributes.map(\.value) && a.children == b.children && a.text == b.text
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(children)
    }
}
