import TintypeSupport

extension VectorDrawable {
    /// Why bytes are not a VectorDrawable: malformed XML, another root element, or a viewport missing.
    package struct ReadFailure: Error, Sendable, CustomStringConvertible {
        /// The reason in words.
        package var description: String
    }

    /// The drawable `bytes` hold.
    /// - Throws: ``ReadFailure`` for malformed XML, a root that is not `<vector>`, or a
    ///   `<vector>` without its size or viewport.
    package init(xml bytes: [UInt8]) throws(ReadFailure) {
        let root: XMLNode
        do { root = try XMLReader.root(of: bytes) } catch { throw ReadFailure(description: "not XML (\(error))") }
        guard root.localName == "vector" else { throw ReadFailure(description: "its root is <\(root.localName)>, not <vector>") }
        var given: [String: String] = [:]
        for key in ["width", "height", "viewportWidth", "viewportHeight"] {
            guard let value = root[attribute: "android:" + key] else {
                throw ReadFailure(description: "its <vector> has no android:\(key)")
            }
            given[key] = value
        }
        self.init(
            width: given["width"]!, height: given["height"]!, viewportWidth: given["viewportWidth"]!,
            viewportHeight: given["viewportHeight"]!, tint: root[attribute: "android:tint"])
        content = Self.nodes(root.children)
    }

    private static func attributes(_ node: XMLNode) -> [Attribute] {
        node.attributes.compactMap {
            $0.name.hasPrefix("android:") ? Attribute(String($0.name.dropFirst("android:".count)), $0.value) : nil
        }
    }

    private static func nodes(_ elements: [XMLNode]) -> [Node] {
        elements.compactMap { element in
            switch element.localName {
            case "group":
                return .group(
                    Group(
                        attributes: attributes(element),
                        clipPaths: element.children.filter { $0.localName == "clip-path" }.compactMap { $0[attribute: "android:pathData"] },
                        content: nodes(element.children)))
            case "path":
                var gradients: [Gradient] = []
                for attr in element.children where attr.name == "aapt:attr" {
                    guard let property = attr[attribute: "name"], property.hasPrefix("android:"),
                        let gradient = attr.children.first(where: { $0.localName == "gradient" })
                    else { continue }
                    gradients.append(
                        Gradient(
                            property: String(property.dropFirst("android:".count)), attributes: attributes(gradient),
                            items: gradient.children.filter { $0.localName == "item" }.map {
                                ($0[attribute: "android:offset"] ?? "", $0[attribute: "android:color"] ?? "")
                            }))
                }
                return .path(Path(attributes: attributes(element), gradients: gradients, line: element.line))
            default: return nil
            }
        }
    }

    /// The drawable as Android's XML, written as Android Studio lays it out: the `<vector>`'s size
    /// and viewport on lines of their own, each path attribute on its own line, every value escaped.
    package var xml: String {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        xml += "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\""
        if transformedPaths.contains(where: { !$0.path.gradients.isEmpty }) { xml += " xmlns:aapt=\"http://schemas.android.com/aapt\"" }
        xml += "\n    android:width=\"\(MarkupText.xml(width))\" android:height=\"\(MarkupText.xml(height))\""
        xml += "\n    android:viewportWidth=\"\(MarkupText.xml(viewportWidth))\""
        xml += " android:viewportHeight=\"\(MarkupText.xml(viewportHeight))\""
        if let tint { xml += "\n    android:tint=\"\(MarkupText.xml(tint))\"" }
        xml += ">\n"
        Self.write(content, indent: "    ", into: &xml)
        return xml + "</vector>\n"
    }

    private static func inline(_ attributes: [Attribute]) -> String {
        attributes.map { " android:\($0.name)=\"\(MarkupText.xml($0.value))\"" }.joined()
    }

    private static func write(_ nodes: [Node], indent: String, into xml: inout String) {
        for node in nodes {
            switch node {
            case .group(let group):
                xml += indent + "<group" + inline(group.attributes) + ">\n"
                for clip in group.clipPaths { xml += indent + "    <clip-path android:pathData=\"\(MarkupText.xml(clip))\"/>\n" }
                write(group.content, indent: indent + "    ", into: &xml)
                xml += indent + "</group>\n"
            case .path(let path):
                let inner = indent + "    "
                xml += indent + "<path" + path.attributes.map { "\n\(inner)android:\($0.name)=\"\(MarkupText.xml($0.value))\"" }.joined()
                guard !path.gradients.isEmpty else {
                    xml += "/>\n"
                    continue
                }
                xml += ">\n"
                for gradient in path.gradients {
                    xml += inner + "<aapt:attr name=\"android:\(MarkupText.xml(gradient.property))\">\n"
                    xml += inner + "    <gradient" + inline(gradient.attributes) + ">\n"
                    for item in gradient.items {
                        xml +=
                            inner
                            + "        <item android:offset=\"\(MarkupText.xml(item.offset))\" android:color=\"\(MarkupText.xml(item.color))\"/>\n"
                    }
                    xml += inner + "    </gradient>\n" + inner + "</aapt:attr>\n"
                }
                xml += indent + "</path>\n"
            }
        }
    }
}
