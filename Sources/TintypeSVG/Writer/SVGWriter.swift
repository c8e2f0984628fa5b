/// A ``VectorDocument`` as plain SVG 1.1 (SPEC §13.2): only `<svg>`, `<defs>`, `<g>` with a
/// clip path, `<clipPath>`, `<path>`, `<linearGradient>`, `<radialGradient>` and `<stop>`,
/// every paint an attribute of its path, no `<style>`, class, `currentColor`, `<use>`, text
/// or script: what every renderer, Xcode's asset catalog included, draws the same way. A drop
/// shadow is refused: filters are drawn differently or not at all (librsvg 2.54 draws nothing
/// of an element with an `feDropShadow`).
package enum SVGWriter {
    /// The document as SVG text, numbers at the canvas's precision (1/2000 of the canvas, SPEC §13.2).
    /// - Throws: ``VectorDocument/Refusal`` (naming `file`) for a drop shadow.
    package static func svg(_ document: VectorDocument, file: String) throws(VectorDocument.Refusal) -> String {
        if document.content.contains(where: \.castsShadow) {
            throw VectorDocument.Refusal(
                file: file, element: "", feature: "a drop shadow",
                reason: "a drop shadow (a filter), which plain SVG cannot draw alike in every renderer")
        }
        let precision = VectorPrecision(canvasSide: max(document.canvas.width, document.canvas.height))
        var writer = Writer(precision: precision)
        let shapes = document.content.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
        var shared = ""
        if shapes.count == document.content.count {
            var probe = Writer(precision: precision)
            let attributes = shapes.map { probe.attributes($0) }
            writer.hoisted = Self.shared(attributes)
            shared = attributes.first.map { $0.filter(writer.hoisted.contains).joined() } ?? ""
        }
        let body = writer.nodes(document.content, indent: "  ")
        let size = VectorPrecision(canvasSide: 1)
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size.text(document.size.width))\""
            + " height=\"\(size.text(document.size.height))\" viewBox=\"0 0 \(precision.text(document.canvas.width))"
            + " \(precision.text(document.canvas.height))\"\(shared)>\n"
        if !writer.definitions.isEmpty { svg += "  <defs>\n" + writer.definitions + "  </defs>\n" }
        return svg + body + "</svg>\n"
    }

    /// The paint attributes (` name="value"`) every shape of a document without clipped groups
    /// gives alike: written once on `<svg>`, whence every path inherits them, and left off each
    /// path (a stroke library's shared stroke, width, caps and joins).
    private static func shared(_ attributes: [[String]]) -> Set<String> {
        guard attributes.count >= 2 else { return [] }
        return attributes.dropFirst().reduce(Set(attributes[0])) { $0.intersection($1) }
    }

    private struct Writer {
        let precision: VectorPrecision
        var definitions = ""
        var count = 0
        /// Attributes written once on `<svg>` instead of on each path.
        var hoisted: Set<String> = []

        mutating func nodes(_ nodes: [VectorDocument.Node], indent: String) -> String {
            nodes.map { node in
                switch node {
                case .shape(let shape):
                    let own = attributes(shape).filter { !hoisted.contains($0) }.joined()
                    return indent + "<path d=\"\(shape.path.text(precision))\"\(own)/>\n"
                case .group(let group):
                    count += 1
                    let id = "c\(count)"
                    let rule = group.clipEvenOdd ? " clip-rule=\"evenodd\"" : ""
                    definitions += "    <clipPath id=\"\(id)\"><path d=\"\(group.clip.text(precision))\"\(rule)/></clipPath>\n"
                    return indent + "<g clip-path=\"url(#\(id))\">\n" + self.nodes(group.children, indent: indent + "  ") + indent
                        + "</g>\n"
                case .shadowed(let shadowed):
                    return self.nodes(shadowed.children, indent: indent)  // never met: svg(_:file:) refuses a shadow first
                }
            }.joined()
        }

        /// The paint attributes of `shape`, each ` name="value"`; gradients are defined as they are met.
        mutating func attributes(_ shape: VectorDocument.Shape) -> [String] {
            var attributes: [String] = []
            if let fill = shape.fill {
                attributes += paint(fill.paint, opacity: fill.opacity, property: "fill")
                if fill.evenOdd { attributes.append(" fill-rule=\"evenodd\"") }
            } else {
                attributes.append(" fill=\"none\"")
            }
            guard let stroke = shape.stroke else { return attributes }
            attributes += paint(stroke.paint, opacity: stroke.opacity, property: "stroke")
            attributes.append(" stroke-width=\"\(precision.text(stroke.width))\"")
            if stroke.cap != .butt { attributes.append(" stroke-linecap=\"\(stroke.cap.rawValue)\"") }
            if stroke.join != .miter { attributes.append(" stroke-linejoin=\"\(stroke.join.rawValue)\"") }
            if stroke.join == .miter && stroke.miterLimit != 4 {
                attributes.append(" stroke-miterlimit=\"\(precision.text(stroke.miterLimit))\"")
            }
            if !stroke.dashes.isEmpty {
                attributes.append(" stroke-dasharray=\"\(stroke.dashes.map(precision.text).joined(separator: " "))\"")
                if stroke.dashOffset != 0 { attributes.append(" stroke-dashoffset=\"\(precision.text(stroke.dashOffset))\"") }
            }
            return attributes
        }

        /// ` fill="#RRGGBB" fill-opacity=".5"`, or a gradient defined once in `<defs>`.
        mutating func paint(_ paint: VectorDocument.Paint, opacity: Double, property: String) -> [String] {
            let unit = VectorPrecision(canvasSide: 1)
            switch paint {
            case .color(let color):
                let alpha = Double(color.alpha) / 255 * opacity
                let base = " \(property)=\"#\(color.hexString.prefix(7).dropFirst())\""
                return alpha < 1 ? [base, " \(property)-opacity=\"\(unit.text(alpha))\""] : [base]
            case .linear(let gradient), .radial(let gradient):
                count += 1
                let id = "g\(count)"
                let p = precision
                var element: String
                if case .linear = paint {
                    element =
                        "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(p.text(gradient.start.x))\""
                        + " y1=\"\(p.text(gradient.start.y))\" x2=\"\(p.text(gradient.end.x))\" y2=\"\(p.text(gradient.end.y))\""
                } else {
                    element =
                        "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(p.text(gradient.start.x))\""
                        + " cy=\"\(p.text(gradient.start.y))\" r=\"\(p.text(gradient.radius))\""
                    if gradient.focus != gradient.start {
                        element += " fx=\"\(p.text(gradient.focus.x))\" fy=\"\(p.text(gradient.focus.y))\""
                    }
                }
                if gradient.spread != .pad { element += " spreadMethod=\"\(gradient.spread.rawValue)\"" }
                element += ">"
                for stop in gradient.stops {
                    element += "<stop offset=\"\(unit.text(stop.offset))\" stop-color=\"#\(stop.color.hexString.prefix(7).dropFirst())\""
                    if stop.color.alpha < 255 { element += " stop-opacity=\"\(unit.text(Double(stop.color.alpha) / 255))\"" }
                    element += "/>"
                }
                let close = if case .linear = paint { "</linearGradient>" } else { "</radialGradient>" }
                definitions += "    " + element + close + "\n"
                return [" \(property)=\"url(#\(id))\""] + (opacity < 1 ? [" \(property)-opacity=\"\(unit.text(opacity))\""] : [])
            }
        }
    }
}
