extension SVGTreeBuilder {
    /// The outline of a basic shape or path in its own coordinates; nil for an element that is
    /// not a shape, or a shape that draws nothing (a zero radius, a missing `d`).
    package func shapeGeometry(_ node: XMLNode) throws(VectorDocument.Refusal) -> VectorDocument.PathData? {
        func length(_ name: String, _ reference: Double) -> Double { SVGLength.parse(node[attribute: name], reference: reference) ?? 0 }
        let (w, h) = (canvas.width, canvas.height)
        let diagonal = ((w * w + h * h) / 2).squareRoot()
        switch node.localName {
        case "path":
            return node[attribute: "d"].flatMap { VectorDocument.PathData(svg: $0) }
        case "rect":
            let (x, y, width, height) = (length("x", w), length("y", h), length("width", w), length("height", h))
            guard width > 0, height > 0 else { return nil }
            var rx = SVGLength.parse(node[attribute: "rx"], reference: w)
            var ry = SVGLength.parse(node[attribute: "ry"], reference: h)
            if rx == nil || rx! < 0 { rx = ry.map { max(0, $0) } }
            if ry == nil || ry! < 0 { ry = rx }
            return Self.rectangle(x: x, y: y, width: width, height: height, rx: min(rx ?? 0, width / 2), ry: min(ry ?? 0, height / 2))
        case "circle":
            let r = length("r", diagonal)
            guard r > 0 else { return nil }
            return Self.ellipse(cx: length("cx", w), cy: length("cy", h), rx: r, ry: r)
        case "ellipse":
            // SVG 2: a radius missing, `auto` or negative is the other one.
            var rx = SVGLength.parse(node[attribute: "rx"], reference: w).flatMap { $0 >= 0 ? $0 : nil }
            var ry = SVGLength.parse(node[attribute: "ry"], reference: h).flatMap { $0 >= 0 ? $0 : nil }
            (rx, ry) = (rx ?? ry, ry ?? rx)
            guard let rx, let ry, rx > 0, ry > 0 else { return nil }
            return Self.ellipse(cx: length("cx", w), cy: length("cy", h), rx: rx, ry: ry)
        case "line":
            return VectorDocument.PathData(commands: [.move(length("x1", w), length("y1", h)), .line(length("x2", w), length("y2", h))])
        case "polyline", "polygon":
            guard var numbers = node[attribute: "points"].flatMap({ PathNumbers.list($0[...]) }), numbers.count >= 2 else { return nil }
            if numbers.count.isMultiple(of: 2) == false { numbers.removeLast() }  // an odd number out is an error: drawn up to it
            var path = VectorDocument.PathData(commands: [.move(numbers[0], numbers[1])])
            for index in stride(from: 2, to: numbers.count, by: 2) { path.commands.append(.line(numbers[index], numbers[index + 1])) }
            if node.localName == "polygon" { path.commands.append(.close) }
            return path
        default:
            return nil
        }
    }

    /// The shape `node` draws with `geometry` (its own coordinates) and `style`; nil when it paints nothing.
    package func shape(_ node: XMLNode, geometry: VectorDocument.PathData, transform: AffineTransform, style: [String: String])
        throws(VectorDocument.Refusal)
        -> VectorDocument.Shape?
    {
        guard style["visibility"] != "hidden", style["visibility"] != "collapse" else { return nil }
        let path = geometry.applying(transform)
        let bounds = geometry.bounds
        var shape = VectorDocument.Shape(path: path, fill: nil, stroke: nil)
        if let paint = try paint(style["fill"] ?? "black", for: node, style: style, transform: transform, bounds: bounds) {
            let opacity = SVGLength.fraction(style["fill-opacity"]) ?? 1
            shape.fill = VectorDocument.Fill(paint: paint, opacity: opacity, evenOdd: style["fill-rule"] == "evenodd")
        }
        if let paint = try paint(style["stroke"] ?? "none", for: node, style: style, transform: transform, bounds: bounds) {
            shape.stroke = try stroke(node, paint: paint, style: style, transform: transform)
        }
        if shape.fill == nil && shape.stroke == nil { return nil }
        return shape
    }

    /// The stroke of `node` in canvas units.
    private func stroke(_ node: XMLNode, paint: VectorDocument.Paint, style: [String: String], transform: AffineTransform)
        throws(VectorDocument.Refusal)
        -> VectorDocument.Stroke?
    {
        let diagonal = ((canvas.width * canvas.width + canvas.height * canvas.height) / 2).squareRoot()
        guard let width = SVGLength.parse(style["stroke-width"] ?? "1", reference: diagonal), width > 0 else { return nil }
        guard transform.isSimilarity else {
            throw refusal(
                node, "a stretched stroke", "its stroke is under a transform that stretches it unevenly, which the tree cannot draw")
        }
        let scale = transform.lengthScale
        var dashes: [Double] = []
        if let text = style["stroke-dasharray"], text != "none" {
            let values = text.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap {
                SVGLength.parse(String($0), reference: diagonal)
            }
            if values.contains(where: { $0 < 0 }) == false, values.reduce(0, +) > 0 {
                dashes = (values.count.isMultiple(of: 2) ? values : values + values).map { $0 * scale }
            }
        }
        // A dash of no length draws its caps alone (a dot, a square), which the dasher does not make.
        let cap = VectorDocument.Stroke.Cap(rawValue: style["stroke-linecap"] ?? "butt") ?? .butt
        if cap != .butt, stride(from: 0, to: dashes.count, by: 2).contains(where: { dashes[$0] == 0 }) {
            throw refusal(
                node, "dashes of no length", "its dash array has dashes of no length, which its \(cap.rawValue) caps would draw as dots")
        }
        // A miter limit is a ratio of lengths: past a million, no corner a file can draw reaches it.
        let miterLimit = Double(style["stroke-miterlimit"] ?? "4") ?? 4
        guard miterLimit.isFinite, miterLimit <= 1_000_000 else {
            throw refusal(
                node, "an absurd miter limit",
                "its stroke-miterlimit is \(style["stroke-miterlimit"] ?? ""), which is no number a stroke can use (at most 1000000)")
        }
        return VectorDocument.Stroke(
            paint: paint, opacity: SVGLength.fraction(style["stroke-opacity"]) ?? 1, width: width * scale,
            cap: cap,
            join: VectorDocument.Stroke.Join(rawValue: style["stroke-linejoin"] ?? "miter")
                ?? (style["stroke-linejoin"] == "miter-clip" ? .miter : .miter),
            miterLimit: max(1, miterLimit), dashes: dashes,
            dashOffset: (SVGLength.parse(style["stroke-dashoffset"], reference: diagonal) ?? 0) * scale)
    }

    /// A rectangle, its corners quarter ellipses of `rx` by `ry` when given.
    package static func rectangle(x: Double, y: Double, width: Double, height: Double, rx: Double, ry: Double) -> VectorDocument.PathData {
        guard rx > 0, ry > 0 else {
            return VectorDocument.PathData(commands: [
                .move(x, y), .line(x + width, y), .line(x + width, y + height), .line(x, y + height), .close
            ])
        }
        let (kx, ky) = (rx * kappa, ry * kappa)
        let (right, bottom) = (x + width, y + height)
        return VectorDocument.PathData(commands: [
            .move(x + rx, y), .line(right - rx, y), .cubic(right - rx + kx, y, right, y + ry - ky, right, y + ry),
            .line(right, bottom - ry), .cubic(right, bottom - ry + ky, right - rx + kx, bottom, right - rx, bottom),
            .line(x + rx, bottom), .cubic(x + rx - kx, bottom, x, bottom - ry + ky, x, bottom - ry),
            .line(x, y + ry), .cubic(x, y + ry - ky, x + rx - kx, y, x + rx, y), .close
        ])
    }

    /// An ellipse as four cubics, clockwise from its rightmost point, as SVG draws it.
    package static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> VectorDocument.PathData {
        let (kx, ky) = (rx * kappa, ry * kappa)
        return VectorDocument.PathData(commands: [
            .move(cx + rx, cy), .cubic(cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry),
            .cubic(cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy), .cubic(cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry),
            .cubic(cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy), .close
        ])
    }

    /// The control distance of a cubic quarter circle of radius 1: 4/3·(√2 − 1).
    package static let kappa = 0.552_284_749_830_793_4
}
