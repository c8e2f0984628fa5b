extension SVGTreeBuilder {
    /// The paint `text` names for `node` (`none`, a colour, `currentColor`, `url(#gradient) fallback`);
    /// nil for none. `bounds` is the shape's own bounding box, for gradients in its units.
    package func paint(
        _ text: String, for node: XMLNode, style: [String: String], transform: AffineTransform, bounds: VectorDocument.PathData.Bounds?
    ) throws(VectorDocument.Refusal) -> VectorDocument.Paint? {
        let text = text.trimmed
        if text == "none" { return nil }
        if text == "currentColor" { return .color(color(style["color"])) }
        guard text.hasPrefix("url(") else {
            guard let color = SVGColor.parse(text) else { throw refusal(node, "a paint", "its paint '\(text)' cannot be read") }
            return .color(color)
        }
        guard let close = text.firstIndex(of: ")") else { throw refusal(node, "a paint", "its paint '\(text)' cannot be read") }
        let reference = text[text.index(text.startIndex, offsetBy: 4)..<close].trimmed.trimmingQuotes
        let fallback = text[text.index(after: close)...].trimmed
        if fallback.contains("icc-color") {
            throw refusal(
                node, "an ICC colour", "its paint's fallback names an ICC colour (\(fallback.prefix(60))), which the tree does not read")
        }
        let fallbackPaint = fallback.isEmpty ? nil : try paint(fallback, for: node, style: style, transform: transform, bounds: bounds)
        guard reference.hasPrefix("#"), let target = ids[String(reference.dropFirst())] else { return fallbackPaint }
        switch target.localName {
        case "linearGradient", "radialGradient":
            return try gradient(target, for: node, transform: transform, bounds: bounds, orElse: fallbackPaint)
        case "pattern": throw refusal(node, "a pattern", "it is painted with a pattern (\(reference)), which the tree cannot draw")
        default: throw refusal(node, "a paint", "its paint \(reference) is a <\(target.name)>, not a gradient")
        }
    }

    /// `color`'s value (the `color` property), `currentColor`'s colour.
    package func color(_ text: String?) -> StraightColor {
        text.flatMap(SVGColor.parse) ?? currentColor
    }

    /// The gradient `target` on `node`, in canvas coordinates; a solid colour when it has one stop, nil with none;
    /// `orElse` (the paint's fallback) where the gradient's box units meet a shape with no width or height.
    package func gradient(
        _ target: XMLNode, for node: XMLNode, transform: AffineTransform, bounds: VectorDocument.PathData.Bounds?,
        orElse fallback: VectorDocument.Paint? = nil
    )
        throws(VectorDocument.Refusal)
        -> VectorDocument.Paint?
    {
        let chain = hrefChain(target)
        // Units, transform and spread pass between kinds; a kind's own geometry only from a gradient of that kind.
        let shared: Set<String> = ["gradientUnits", "gradientTransform", "spreadMethod"]
        func attribute(_ name: String) -> String? {
            chain.lazy.filter { shared.contains(name) || $0.localName == target.localName }.compactMap { $0[attribute: name] }.first
        }
        let stops = try self.stops(chain.first { $0.children.contains { $0.localName == "stop" } })
        guard let first = stops.first else { return nil }
        if stops.count == 1 { return .color(first.color) }
        let boxUnits = attribute("gradientUnits") != "userSpaceOnUse"
        var space = transform
        if boxUnits {
            guard let bounds, bounds.maxX > bounds.minX, bounds.maxY > bounds.minY else { return fallback }  // SVG: not painted
            space = space.after(AffineTransform(a: bounds.maxX - bounds.minX, d: bounds.maxY - bounds.minY, e: bounds.minX, f: bounds.minY))
        }
        if let text = attribute("gradientTransform") {
            guard let own = AffineTransform(svg: text) else {
                throw refusal(target, "bad transform", "its gradientTransform cannot be read")
            }
            space = space.after(own)
        }
        let (w, h) = boxUnits ? (1.0, 1.0) : (canvas.width, canvas.height)
        func value(_ name: String, _ fallback: String, _ reference: Double) -> Double {
            SVGLength.parse(attribute(name) ?? fallback, reference: reference) ?? SVGLength.parse(fallback, reference: reference)!
        }
        let spread = VectorDocument.Gradient.Spread(rawValue: attribute("spreadMethod") ?? "pad") ?? .pad
        if target.localName == "linearGradient" {
            let start = (value("x1", "0%", w), value("y1", "0%", h))
            let end = (value("x2", "100%", w), value("y2", "0%", h))
            return try linear(stops: stops, spread: spread, start: start, end: end, space: space, target: target)
        }
        let diagonal = ((w * w + h * h) / 2).squareRoot()
        let center = (value("cx", "50%", w), value("cy", "50%", h))
        let radius = value("r", "50%", diagonal)
        let focus = (
            attribute("fx").flatMap { SVGLength.parse($0, reference: w) } ?? center.0,
            attribute("fy").flatMap { SVGLength.parse($0, reference: h) } ?? center.1
        )
        guard radius > 0 else { return .color(stops.last!.color) }
        try refuseUndrawable(
            target, focalRadius: attribute("fr").flatMap { SVGLength.parse($0, reference: diagonal) }, center: center, focus: focus,
            radius: radius, space: space)
        let c = space.apply(center.0, center.1)
        let f = space.apply(focus.0, focus.1)
        return .radial(
            VectorDocument.Gradient(
                stops: stops, spread: spread, start: VectorPath.Point(x: c.x, y: c.y), end: VectorPath.Point(x: c.x, y: c.y),
                radius: radius * space.lengthScale,
                focus: VectorPath.Point(x: f.x, y: f.y)))
    }

    /// The gradients `target`'s attributes and stops come through: itself, then each its `href` names, the nearest first (at most 16).
    private func hrefChain(_ target: XMLNode) -> [XMLNode] {
        var chain = [target]
        while chain.count < 16,
            let next = (chain.last![attribute: "href"] ?? chain.last![attribute: "xlink:href"]).flatMap({ ids[String($0.dropFirst())] }),
            next.localName.hasSuffix("Gradient")
        {
            chain.append(next)
        }
        return chain
    }

    /// Refuses what the tree's rasterizer does not draw of a radial gradient, rather than draw a plain one: SVG 2's
    /// focal radius (`fr` over 0), a focal point on or outside the circle (a cone, drawn outside the circle too), and a
    /// gradient `space` stretches into an ellipse.
    private func refuseUndrawable(
        _ target: XMLNode, focalRadius: Double?, center: (Double, Double), focus: (Double, Double), radius: Double,
        space: AffineTransform
    ) throws(VectorDocument.Refusal) {
        if let focalRadius, focalRadius > 0 {
            throw refusal(target, "a focal radius", "the radial gradient has a focal radius (fr), which the tree cannot draw")
        }
        let (dx, dy) = (focus.0 - center.0, focus.1 - center.1)
        if (dx * dx + dy * dy).squareRoot() >= radius * (1 - 1e-9) {
            throw refusal(
                target, "a focal point outside its circle",
                "the radial gradient's focal point lies on or outside its circle, which draws a cone the tree cannot draw")
        }
        guard space.isSimilarity else {
            throw refusal(
                target, "an elliptical gradient",
                "the radial gradient is stretched into an ellipse (by its units or a transform), which the tree cannot draw")
        }
    }

    /// A linear gradient from `start` to `end` in a space that `space` maps to the canvas: exact for any
    /// affine map (the lines of one colour stay parallel; the new ends follow from where they meet).
    private func linear(
        stops: [VectorDocument.Gradient.Stop], spread: VectorDocument.Gradient.Spread, start: (Double, Double), end: (Double, Double),
        space: AffineTransform,
        target: XMLNode
    ) throws(VectorDocument.Refusal) -> VectorDocument.Paint {
        let v = (end.0 - start.0, end.1 - start.1)
        let squared = v.0 * v.0 + v.1 * v.1
        guard squared > 0 else { return .color(stops.last!.color) }
        guard let inverse = space.inverted else { throw refusal(target, "a degenerate gradient", "its transform flattens it") }
        // t(q) = ((M⁻¹q − start) · v) / |v|²: its gradient g = (M⁻¹)ᵀ v / |v|², and the end is start′ + g / |g|².
        let g = ((inverse.a * v.0 + inverse.b * v.1) / squared, (inverse.c * v.0 + inverse.d * v.1) / squared)
        let length = g.0 * g.0 + g.1 * g.1
        let s = space.apply(start.0, start.1)
        return .linear(
            VectorDocument.Gradient(
                stops: stops, spread: spread, start: VectorPath.Point(x: s.x, y: s.y),
                end: VectorPath.Point(x: s.x + g.0 / length, y: s.y + g.1 / length),
                radius: 0, focus: VectorPath.Point(x: s.x, y: s.y)))
    }

    /// The stops of a gradient element, offsets made non-decreasing, colours with their opacity.
    private func stops(_ gradient: XMLNode?) throws(VectorDocument.Refusal) -> [VectorDocument.Gradient.Stop] {
        guard let gradient else { return [] }
        var stops: [VectorDocument.Gradient.Stop] = []
        // A stop inherits from its gradient and the gradient's ancestors (`color`, and `stop-color` where it says `inherit`).
        let (ancestors, gradientStyle) = try referencedStyle(gradient)
        for stop in gradient.children where stop.localName == "stop" {
            let style = try computed(stop, ancestors: ancestors + [gradient], parent: gradientStyle)
            var offset = SVGLength.fraction(stop[attribute: "offset"]) ?? 0
            offset = max(offset, stops.last?.offset ?? 0)
            var color =
                style["stop-color"] == "currentColor"
                ? self.color(style["color"]) : (style["stop-color"].flatMap(SVGColor.parse) ?? StraightColor(red: 0, green: 0, blue: 0))
            let opacity = SVGLength.fraction(style["stop-opacity"]) ?? 1
            color.alpha = UInt8(clamping: Double(color.alpha) * opacity)
            stops.append(VectorDocument.Gradient.Stop(offset: offset, color: color))
        }
        return stops
    }

    /// `nodes` with `opacity` folded into their paint, where that draws exactly what SVG draws (the
    /// group painted whole, then faded): one shape painted one way (a fill or a stroke); shapes whose
    /// bounds do not overlap; or fills of one paint, each one contour, merged into one path (their
    /// contours turned one way, so that the nonzero rule covers their union once). Otherwise the
    /// overlaps would show through, and it is refused.
    package func fold(_ node: XMLNode, opacity text: String?, _ nodes: [VectorDocument.Node]) throws(VectorDocument.Refusal)
        -> [VectorDocument
        .Node]
    {
        guard let opacity = SVGLength.fraction(text), opacity < 1 else { return nodes }
        // A shadow and what casts it fade together, as one picture: not the same as each faded.
        if nodes.contains(where: \.castsShadow) {
            throw refusal(
                node, "group opacity", "its opacity applies to a drop shadow and what casts it together, which the tree cannot draw exactly"
            )
        }
        let shapes = nodes.flatMap(\.shapes)
        guard !shapes.isEmpty else { return nodes }
        // Nested faded groups fold the same shapes again at each level: the folds together are bounded.
        foldWork.count += shapes.count
        guard foldWork.count <= Self.maximumFoldWork else {
            throw refusal(
                node, "limits", "its opacity groups fold more than \(Self.maximumFoldWork) shapes in all (nested too deep over too many)")
        }
        if shapes.count > 1, shapes.count <= Self.maximumApartShapes, Self.apart(shapes) {
            return nodes.map { Self.faded($0, by: opacity) }
        }
        if shapes.count > 1, let merged = Self.merged(nodes) { return [Self.faded(.shape(merged), by: opacity)] }
        guard shapes.count == 1, (shapes[0].fill == nil) != (shapes[0].stroke == nil) else {
            throw refusal(
                node, "group opacity",
                "its opacity applies to \(shapes.count == 1 ? "a fill and a stroke" : "\(shapes.count) shapes") together, which the tree cannot draw exactly (give each shape its own fill-opacity)"
            )
        }
        return nodes.map { Self.faded($0, by: opacity) }
    }

    /// True when no two shapes' bounds (their strokes' reach included) overlap, and each is painted one way.
    private static func apart(_ shapes: [VectorDocument.Shape]) -> Bool {
        var boxes: [VectorDocument.PathData.Bounds] = []
        for shape in shapes {
            guard (shape.fill == nil) != (shape.stroke == nil), let box = shape.path.bounds else { return false }
            let reach = (shape.stroke?.width ?? 0) * max(1, shape.stroke?.miterLimit ?? 1) / 2
            boxes.append((box.minX - reach, box.minY - reach, box.maxX + reach, box.maxY + reach))
        }
        for (index, a) in boxes.enumerated() {
            for b in boxes[..<index] where a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY { return false }
        }
        return true
    }

    /// The shapes of `nodes` as one, when they are all fills of one paint and opacity, without a
    /// stroke or a clip, each a single closed contour under the nonzero rule; nil otherwise.
    private static func merged(_ nodes: [VectorDocument.Node]) -> VectorDocument.Shape? {
        var path = VectorDocument.PathData()
        var fill: VectorDocument.Fill?
        for node in nodes {
            guard case .shape(let shape) = node, shape.stroke == nil, let own = shape.fill, !own.evenOdd else { return nil }
            guard fill == nil || fill == own else { return nil }
            fill = own
            let moves = shape.path.commands.filter { if case .move = $0 { true } else { false } }.count
            guard moves == 1 else { return nil }
            path.commands += shape.path.signedArea < 0 ? shape.path.reversedContour.commands : shape.path.commands
        }
        return fill.map { VectorDocument.Shape(path: path, fill: $0, stroke: nil) }
    }

    private static func faded(_ node: VectorDocument.Node, by opacity: Double) -> VectorDocument.Node {
        switch node {
        case .shape(var shape):
            shape.fill?.opacity *= opacity
            shape.stroke?.opacity *= opacity
            return .shape(shape)
        case .group(var group):
            group.children = group.children.map { faded($0, by: opacity) }
            return .group(group)
        case .shadowed:
            preconditionFailure("fold(_:opacity:_:) refuses to fade a drop shadow")
        }
    }

    /// `nodes` inside `node`'s clip path (`clip-path: url(#id)`), when it has one.
    package func clipped(
        _ node: XMLNode, style: [String: String], _ nodes: [VectorDocument.Node], transform: AffineTransform,
        bounds: VectorDocument.PathData.Bounds?
    ) throws(VectorDocument.Refusal) -> [VectorDocument.Node] {
        guard let text = style["clip-path"], text != "none", !nodes.isEmpty else { return nodes }
        guard text.hasPrefix("url("), let close = text.firstIndex(of: ")") else {
            throw refusal(node, "a clip path", "its clip-path '\(text)' is not a reference")
        }
        let reference = text[text.index(text.startIndex, offsetBy: 4)..<close].trimmed.trimmingQuotes
        guard reference.hasPrefix("#"), let clip = ids[String(reference.dropFirst())], clip.localName == "clipPath" else { return nodes }
        var space = try transform.after(self.transform(clip))
        if clip[attribute: "clipPathUnits"] == "objectBoundingBox" {
            guard let bounds else { throw refusal(node, "a clip path", "a clip path in objectBoundingBox units on a group is not read") }
            space = space.after(AffineTransform(a: bounds.maxX - bounds.minX, d: bounds.maxY - bounds.minY, e: bounds.minX, f: bounds.minY))
        }
        let members = clip.children.filter { !Self.definitions.contains(String($0.localName)) && $0.localName != "title" }
        guard members.count == 1, let member = members.first, let geometry = try shapeGeometry(member) else {
            throw refusal(node, "a clip path", "its clip path \(reference) has \(members.count) shapes; one shape is drawn exactly")
        }
        // The clip path's properties and its ancestors' (clip-rule above all) are inherited by its shape.
        let (ancestors, clipStyle) = try referencedStyle(clip)
        let memberStyle = try computed(member, ancestors: ancestors + [clip], parent: clipStyle)
        // A shape not displayed, or hidden, clips everything away.
        if memberStyle["display"] == "none" || ["hidden", "collapse"].contains(memberStyle["visibility"]) { return [] }
        let path = geometry.applying(space.after(try self.transform(member)))
        return [.group(VectorDocument.Group(clip: path, clipEvenOdd: memberStyle["clip-rule"] == "evenodd", children: nodes))]
    }
}

extension SVGTreeBuilder {
    /// The ancestors (root first) of `element`, a gradient or clip path drawn where it is referenced,
    /// and its computed style through them.
    package func referencedStyle(_ element: XMLNode) throws(VectorDocument.Refusal) -> ([XMLNode], [String: String]) {
        let ancestors = element[attribute: "id"].flatMap { referencedAncestors[$0] } ?? []
        var inherited: [String: String] = [:]
        for (depth, ancestor) in ancestors.enumerated() {
            inherited = try computed(ancestor, ancestors: Array(ancestors[..<depth]), parent: inherited)
        }
        return (ancestors, try computed(element, ancestors: ancestors, parent: inherited))
    }
}

extension String {
    /// The text without one pair of surrounding quotes (`url("#a")`).
    package var trimmingQuotes: String {
        guard count >= 2, let first, first == "\"" || first == "'", last == first else { return self }
        return String(dropFirst().dropLast())
    }
}
