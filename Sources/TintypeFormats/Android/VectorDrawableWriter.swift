/// A ``VectorDocument`` as an Android VectorDrawable (SPEC §13.3), built as a `VectorDrawable` (the package's model of the format): `<vector>` with the
/// canvas as its viewport, a `<group>` with a `<clip-path>` for each clipped group, and a
/// `<path>` for each shape (`fillColor`, `fillAlpha`, `fillType`, `strokeColor`,
/// `strokeWidth`, caps, joins, miter limit; gradients through `aapt:attr`). What a
/// VectorDrawable cannot draw is refused with its reason, never dropped: a dash pattern, a
/// radial gradient with a focal point of its own, an even-odd clip of several contours, a drop shadow.
package enum VectorDrawableWriter {
    /// The drawable of `document`, `size` dp a side (default: the document's own size, 1 dp a CSS
    /// pixel), tinted by `tint` (a colour or a colour state list, `@color/icon_tint`) when one is given.
    /// - Throws: ``VectorDocument/Refusal`` (naming `file`) for what a VectorDrawable cannot draw.
    package static func xml(
        _ document: VectorDocument, file: String, size: PointSize? = nil, tint: String? = nil
    ) throws(VectorDocument.Refusal) -> String {
        try drawable(document, file: file, size: size, tint: tint).xml
    }

    /// The drawable of `document` as a ``VectorDrawable``, the model ``xml(_:file:size:tint:)`` writes.
    /// - Throws: ``VectorDocument/Refusal`` (naming `file`) for what a VectorDrawable cannot draw.
    package static func drawable(
        _ document: VectorDocument, file: String, size: PointSize? = nil, tint: String? = nil
    ) throws(VectorDocument.Refusal) -> VectorDrawable {
        let precision = VectorPrecision(canvasSide: max(document.canvas.width, document.canvas.height))
        let size = size ?? document.size
        let whole = VectorPrecision(canvasSide: 100)
        var drawable = VectorDrawable(
            width: whole.text(size.width) + "dp", height: whole.text(size.height) + "dp",
            viewportWidth: precision.text(document.canvas.width), viewportHeight: precision.text(document.canvas.height), tint: tint)
        for (name, text) in [("width", drawable.width.dropLast(2)), ("height", drawable.height.dropLast(2))]
        where !((Double(text) ?? 0) > 0) {
            throw refusal(file, "a size too small", "its \(name) would be written as \(text)dp, which Android refuses to inflate")
        }
        drawable.content = try nodes(document.content, precision: precision, file: file)
        return drawable
    }

    private static func nodes(_ nodes: [VectorDocument.Node], precision: VectorPrecision, file: String)
        throws(VectorDocument.Refusal) -> [VectorDrawable.Node]
    {
        var drawn: [VectorDrawable.Node] = []
        for node in nodes {
            switch node {
            case .shape(let shape): drawn.append(.path(try path(shape, precision: precision, file: file)))
            case .group(let group):
                let contours = group.clip.commands.filter { if case .move = $0 { true } else { false } }.count
                if group.clipEvenOdd && contours > 1 {
                    throw refusal(
                        file, "an even-odd clip", "a clip path read with the even-odd rule, which a VectorDrawable's <clip-path> cannot")
                }
                drawn.append(
                    .group(
                        VectorDrawable.Group(
                            clipPaths: [group.clip.text(precision)],
                            content: try self.nodes(group.children, precision: precision, file: file)
                        )))
            case .shadowed:
                throw refusal(file, "a drop shadow", "a drop shadow (a filter), which a VectorDrawable cannot draw")
            }
        }
        return drawn
    }

    private static func path(_ shape: VectorDocument.Shape, precision: VectorPrecision, file: String) throws(VectorDocument.Refusal)
        -> VectorDrawable.Path
    {
        let unit = VectorPrecision(canvasSide: 1)
        var attributes = [VectorDrawable.Attribute("pathData", shape.path.text(precision))]
        var gradients: [VectorDrawable.Gradient] = []
        if let fill = shape.fill {
            if case .color(let color) = fill.paint {
                attributes.append(.init("fillColor", argb(color)))
            } else {
                gradients.append(try gradient(fill.paint, property: "fillColor", precision: precision, file: file))
            }
            if fill.opacity < 1 { attributes.append(.init("fillAlpha", unit.text(fill.opacity))) }
            if fill.evenOdd { attributes.append(.init("fillType", "evenOdd")) }
        }
        if let stroke = shape.stroke {
            guard stroke.dashes.isEmpty else {
                throw refusal(file, "a dash pattern", "a dashed stroke, which a VectorDrawable cannot draw (Android has no dash pattern)")
            }
            if case .color(let color) = stroke.paint {
                attributes.append(.init("strokeColor", argb(color)))
            } else {
                gradients.append(try gradient(stroke.paint, property: "strokeColor", precision: precision, file: file))
            }
            if stroke.opacity < 1 { attributes.append(.init("strokeAlpha", unit.text(stroke.opacity))) }
            attributes.append(.init("strokeWidth", precision.text(stroke.width)))
            if stroke.cap != .butt { attributes.append(.init("strokeLineCap", stroke.cap.rawValue)) }
            if stroke.join != .miter { attributes.append(.init("strokeLineJoin", stroke.join.rawValue)) }
            if stroke.join == .miter && stroke.miterLimit != 4 {
                attributes.append(.init("strokeMiterLimit", precision.text(stroke.miterLimit)))
            }
        }
        return VectorDrawable.Path(attributes: attributes, gradients: gradients)
    }

    private static func gradient(
        _ paint: VectorDocument.Paint, property: String, precision: VectorPrecision, file: String
    ) throws(VectorDocument.Refusal) -> VectorDrawable.Gradient {
        let p = precision
        var attributes: [VectorDrawable.Attribute]
        let gradient: VectorDocument.Gradient
        switch paint {
        case .color: return VectorDrawable.Gradient(property: property, attributes: [], items: [])
        case .linear(let linear):
            gradient = linear
            attributes = [
                .init("type", "linear"), .init("startX", p.text(linear.start.x)), .init("startY", p.text(linear.start.y)),
                .init("endX", p.text(linear.end.x)), .init("endY", p.text(linear.end.y))
            ]
        case .radial(let radial):
            gradient = radial
            guard radial.focus == radial.start else {
                throw refusal(file, "a focal point", "a radial gradient with a focal point of its own, which a VectorDrawable cannot draw")
            }
            attributes = [
                .init("type", "radial"), .init("centerX", p.text(radial.start.x)), .init("centerY", p.text(radial.start.y)),
                .init("gradientRadius", p.text(radial.radius))
            ]
        }
        attributes.append(.init("tileMode", ["pad": "clamp", "reflect": "mirror", "repeat": "repeat"][gradient.spread.rawValue]!))
        let unit = VectorPrecision(canvasSide: 1)
        return VectorDrawable.Gradient(
            property: property, attributes: attributes, items: gradient.stops.map { (unit.text($0.offset), argb($0.color)) })
    }

    /// `#AARRGGBB` (`#RRGGBB` when opaque), as Android writes colours.
    package static func argb(_ color: StraightColor) -> String {
        let hex = color.hexString.dropFirst()
        return color.alpha == 255 ? "#" + hex.prefix(6) : "#" + hex.suffix(2) + hex.prefix(6)
    }

    private static func refusal(_ file: String, _ feature: String, _ reason: String) -> VectorDocument.Refusal {
        VectorDocument.Refusal(file: file, element: "", feature: feature, reason: reason)
    }
}
