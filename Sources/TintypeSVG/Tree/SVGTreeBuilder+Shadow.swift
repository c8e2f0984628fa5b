extension SVGTreeBuilder {
    /// `nodes` over their drop shadow when `node` has a filter that is one: a `<filter>` whose
    /// one primitive is an `feDropShadow` of the element's own drawing (`dx`, `dy`,
    /// `stdDeviation`, `flood-color`, `flood-opacity`, lengths in user space), cut to the
    /// filter's region. Any other filter is refused, naming what it holds.
    package func shadowed(
        _ node: XMLNode, style: [String: String], _ nodes: [VectorDocument.Node], transform: AffineTransform
    ) throws(VectorDocument.Refusal) -> [VectorDocument.Node] {
        guard let text = style["filter"], text != "none" else { return nodes }
        let filter = try dropShadowFilter(node, text)
        guard !nodes.isEmpty else { return nodes }
        guard let primitive = filter.children.first(where: { $0.localName == "feDropShadow" }) else { return nodes }
        let own = try computed(primitive, ancestors: [filter], parent: style)
        func number(_ name: String, _ fallback: Double) throws(VectorDocument.Refusal) -> Double {
            guard let value = primitive[attribute: name] else { return fallback }
            guard let number = Double(value.trimmed), number.isFinite else {
                throw refusal(primitive, "a filter", "its \(name) '\(value)' is not a number")
            }
            return number
        }
        let dx = try number("dx", 2)
        let dy = try number("dy", 2)
        let deviations = (primitive[attribute: "stdDeviation"] ?? "2").split(whereSeparator: { $0 == " " || $0 == "," }).map {
            Double($0)
        }
        guard let first = deviations.first, let deviation = first, deviation >= 0, deviations.count <= 2,
            deviations.allSatisfy({ $0 == deviation })
        else {
            throw refusal(
                primitive, "a filter",
                "its stdDeviation '\(primitive[attribute: "stdDeviation"] ?? "")' is not one number of zero or more (the tree blurs alike both ways)"
            )
        }
        // Lengths in the element's user space: on the canvas they turn and scale with its transform.
        let (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
        let scale = (a * a + b * b).squareRoot()
        guard abs(scale - (c * c + d * d).squareRoot()) <= 1e-9 * max(1, scale), abs(a * c + b * d) <= 1e-9 * max(1, scale * scale)
        else {
            throw refusal(node, "a filter", "its drop shadow is drawn in a space stretched unevenly or skewed, which the tree cannot blur")
        }
        var flood = own["flood-color"] ?? primitive[attribute: "flood-color"] ?? "black"
        if flood == "currentColor" { flood = style["color"] ?? currentColor.hexString }
        guard var color = SVGColor.parse(flood) else {
            throw refusal(primitive, "a filter", "its flood-color '\(flood)' is not a colour the tree reads")
        }
        let opacity = SVGLength.fraction(own["flood-opacity"] ?? primitive[attribute: "flood-opacity"]) ?? 1
        color.alpha = UInt8(fraction: Double(color.alpha) / 255 * opacity)
        let shadow = VectorDocument.DropShadow(
            dx: a * dx + c * dy, dy: b * dx + d * dy, deviation: deviation * scale, color: color)
        let drawn = VectorDocument.Node.shadowed(VectorDocument.Shadowed(shadow: shadow, children: nodes))
        guard let region = try filterRegion(filter, of: nodes, transform: transform) else { return [drawn] }
        return [.group(VectorDocument.Group(clip: region, clipEvenOdd: false, children: [drawn]))]
    }

    /// The `<filter>` `text` (`url(#id)`) names, when it is a drop shadow the tree draws.
    private func dropShadowFilter(_ node: XMLNode, _ text: String) throws(VectorDocument.Refusal) -> XMLNode {
        guard text.hasPrefix("url("), let close = text.firstIndex(of: ")"), text[text.index(after: close)...].trimmed.isEmpty else {
            throw refusal(node, "a filter", "it has a filter (\(text)), which the tree cannot draw")
        }
        let reference = text[text.index(text.startIndex, offsetBy: 4)..<close].trimmed.trimmingQuotes
        guard reference.hasPrefix("#"), let filter = ids[String(reference.dropFirst())], filter.localName == "filter" else {
            throw refusal(node, "a filter", "its filter \(reference) is not a <filter> of the document")
        }
        let primitives = filter.children.filter { $0.localName.hasPrefix("fe") }
        let names = primitives.map { "<\($0.localName)>" }.joined(separator: ", ")
        guard primitives.count == 1, let shadow = primitives.first, shadow.localName == "feDropShadow",
            (shadow[attribute: "in"] ?? "SourceGraphic") == "SourceGraphic"
        else {
            throw refusal(
                node, "a filter",
                "it has a filter (\(reference): \(names.isEmpty ? "no primitive" : names)), which the tree cannot draw (it draws one <feDropShadow>)"
            )
        }
        guard filter[attribute: "href"] == nil, filter[attribute: "xlink:href"] == nil,
            filter[attribute: "primitiveUnits"] != "objectBoundingBox"
        else {
            throw refusal(node, "a filter", "its filter \(reference) refers to another or measures its primitives by the bounding box")
        }
        return filter
    }

    /// The filter's region on the canvas (what it draws is cut to it): by default 10 % of the
    /// bounding box of what `nodes` draw past each side; nil when no cut is needed to draw it.
    private func filterRegion(_ filter: XMLNode, of nodes: [VectorDocument.Node], transform: AffineTransform)
        throws(VectorDocument.Refusal) -> VectorDocument.PathData?
    {
        let user = filter[attribute: "filterUnits"] == "userSpaceOnUse"
        guard transform.b == 0, transform.c == 0 else {
            throw refusal(filter, "a filter", "its region is turned by the element's transform, which the tree does not cut by")
        }
        let box: VectorDocument.PathData.Bounds
        if user {
            box = (0, 0, canvas.width, canvas.height)
        } else {
            var union: VectorDocument.PathData.Bounds?
            for shape in nodes.flatMap(\.shapes) {
                guard let b = shape.path.bounds else { continue }
                union = union.map { (min($0.minX, b.minX), min($0.minY, b.minY), max($0.maxX, b.maxX), max($0.maxY, b.maxY)) } ?? b
            }
            guard let union else { return nil }
            box = union
        }
        let (width, height) = (box.maxX - box.minX, box.maxY - box.minY)
        func length(_ name: String, _ fallback: Double, reference: Double) -> Double {
            guard let text = filter[attribute: name]?.trimmed else { return fallback * reference }
            if user { return SVGLength.parse(text, reference: reference) ?? fallback * reference }
            // In bounding-box units a bare number is a fraction of the box, as a percentage is.
            let fraction = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
            return (fraction.flatMap { $0.isFinite ? $0 : nil } ?? fallback) * reference
        }
        if user {
            let x = length("x", -0.1, reference: canvas.width)
            let y = length("y", -0.1, reference: canvas.height)
            let w = length("width", 1.2, reference: canvas.width)
            let h = length("height", 1.2, reference: canvas.height)
            let origin = transform.apply(x, y)
            let far = transform.apply(x + w, y + h)
            return Self.rectangle(
                x: min(origin.x, far.x), y: min(origin.y, far.y), width: abs(far.x - origin.x), height: abs(far.y - origin.y), rx: 0, ry: 0)
        }
        let x = box.minX + length("x", -0.1, reference: width)
        let y = box.minY + length("y", -0.1, reference: height)
        let w = length("width", 1.2, reference: width)
        let h = length("height", 1.2, reference: height)
        guard w > 0, h > 0 else { return Self.rectangle(x: x, y: y, width: 0, height: 0, rx: 0, ry: 0) }
        return Self.rectangle(x: x, y: y, width: w, height: h, rx: 0, ry: 0)
    }
}
