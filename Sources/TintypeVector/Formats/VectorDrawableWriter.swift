/// A ``VectorDocument`` as an Android VectorDrawable (SPEC §13.3): `<vector>` with the
/// canvas as its viewport, a `<group>` with a `<clip-path>` for each clipped group, and a
/// `<path>` for each shape (`fillColor`, `fillAlpha`, `fillType`, `strokeColor`,
/// `strokeWidth`, caps, joins, miter limit; gradients through `aapt:attr`). What a
/// VectorDrawable cannot draw is refused with its reason, never dropped: a dash pattern, a
/// radial gradient with a focal point of its own, an even-odd clip of several contours.
public enum VectorDrawableWriter {
    /// The drawable of `document`, `size` dp a side (default: the document's own size, 1 dp a CSS
    /// pixel), tinted by `tint` (a colour or a colour state list, `@color/icon_tint`) when one is given.
    /// - Throws: ``VectorDocument/Refusal`` (naming `file`) for what a VectorDrawable cannot draw.
    public static func xml(
        _ document: VectorDocument, file: String, size: PointSize? = nil, tint: String? = nil
    ) throws(VectorDocument.Refusal) -> String {
        let precision = VectorPrecision(canvasSide: max(document.canvas.width, document.canvas.height))
        let size = size ?? document.size
        let whole = VectorPrecision(canvasSide: 100)
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        xml += "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\""
        if document.shapes.contains(where: { $0.fill.map(isGradient) == true || $0.stroke.map { isGradient($0.paint) } == true }) {
            xml += " xmlns:aapt=\"http://schemas.android.com/aapt\""
        }
        xml += "\n    android:width=\"\(whole.text(size.width))dp\" android:height=\"\(whole.text(size.height))dp\""
        xml += "\n    android:viewportWidth=\"\(precision.text(document.canvas.width))\""
        xml += " android:viewportHeight=\"\(precision.text(document.canvas.height))\""
        if let tint { xml += "\n    android:tint=\"\(MarkupText.xml(tint))\"" }
        xml += ">\n"
        xml += try nodes(document.content, indent: "    ", precision: precision, file: file)
        return xml + "</vector>\n"
    }

    private static func isGradient(_ paint: VectorDocument.Paint) -> Bool {
        if case .color = paint { return false }
        return true
    }

    private static func isGradient(_ fill: VectorDocument.Fill) -> Bool { isGradient(fill.paint) }

    private static func nodes(_ nodes: [VectorDocument.Node], indent: String, precision: VectorPrecision, file: String)
        throws(VectorDocument.Refusal)
        -> String
    {
        var xml = ""
        for node in nodes {
            switch node {
            case .shape(let shape): xml += try path(shape, indent: indent, precision: precision, file: file)
            case .group(let group):
                let contours = group.clip.commands.filter { if case .move = $0 { true } else { false } }.count
                if group.clipEvenOdd && contours > 1 {
                    throw refusal(
                        file, "an even-odd clip", "a clip path read with the even-odd rule, which a VectorDrawable's <clip-path> cannot")
                }
                xml += indent + "<group>\n" + indent + "    <clip-path android:pathData=\"\(group.clip.text(precision))\"/>\n"
                xml += try self.nodes(group.children, indent: indent + "    ", precision: precision, file: file) + indent + "</group>\n"
            }
        }
        return xml
    }

    private static func path(_ shape: VectorDocument.Shape, indent: String, precision: VectorPrecision, file: String) throws(VectorDocument
        .Refusal)
        -> String
    {
        let unit = VectorPrecision(canvasSide: 1)
        var attributes = [("pathData", shape.path.text(precision))]
        var gradients: [(String, VectorDocument.Paint)] = []
        if let fill = shape.fill {
            if case .color(let color) = fill.paint {
                attributes.append(("fillColor", argb(color)))
            } else {
                gradients.append(("fillColor", fill.paint))
            }
            if fill.opacity < 1 { attributes.append(("fillAlpha", unit.text(fill.opacity))) }
            if fill.evenOdd { attributes.append(("fillType", "evenOdd")) }
        }
        if let stroke = shape.stroke {
            guard stroke.dashes.isEmpty else {
                throw refusal(file, "a dash pattern", "a dashed stroke, which a VectorDrawable cannot draw (Android has no dash pattern)")
            }
            if case .color(let color) = stroke.paint {
                attributes.append(("strokeColor", argb(color)))
            } else {
                gradients.append(("strokeColor", stroke.paint))
            }
            if stroke.opacity < 1 { attributes.append(("strokeAlpha", unit.text(stroke.opacity))) }
            attributes.append(("strokeWidth", precision.text(stroke.width)))
            if stroke.cap != .butt { attributes.append(("strokeLineCap", stroke.cap.rawValue)) }
            if stroke.join != .miter { attributes.append(("strokeLineJoin", stroke.join.rawValue)) }
            if stroke.join == .miter && stroke.miterLimit != 4 {
                attributes.append(("strokeMiterLimit", precision.text(stroke.miterLimit)))
            }
        }
        let inner = indent + "    "
        var xml = indent + "<path" + attributes.map { "\n\(inner)android:\($0.0)=\"\($0.1)\"" }.joined()
        guard !gradients.isEmpty else { return xml + "/>\n" }
        xml += ">\n"
        for (property, paint) in gradients {
            xml += try gradient(paint, property: property, indent: inner, precision: precision, file: file)
        }
        return xml + indent + "</path>\n"
    }

    private static func gradient(
        _ paint: VectorDocument.Paint, property: String, indent: String, precision: VectorPrecision, file: String
    ) throws(VectorDocument.Refusal) -> String {
        let p = precision
        var attributes: [(String, String)]
        let gradient: VectorDocument.Gradient
        switch paint {
        case .color: return ""
        case .linear(let linear):
            gradient = linear
            attributes = [
                ("type", "linear"), ("startX", p.text(linear.start.x)), ("startY", p.text(linear.start.y)), ("endX", p.text(linear.end.x)),
                ("endY", p.text(linear.end.y))
            ]
        case .radial(let radial):
            gradient = radial
            guard radial.focus == radial.start else {
                throw refusal(file, "a focal point", "a radial gradient with a focal point of its own, which a VectorDrawable cannot draw")
            }
            attributes = [
                ("type", "radial"), ("centerX", p.text(radial.start.x)), ("centerY", p.text(radial.start.y)),
                ("gradientRadius", p.text(radial.radius))
            ]
        }
        attributes.append(("tileMode", ["pad": "clamp", "reflect": "mirror", "repeat": "repeat"][gradient.spread.rawValue]!))
        let unit = VectorPrecision(canvasSide: 1)
        var xml = indent + "<aapt:attr name=\"android:\(property)\">\n" + indent + "    <gradient"
        xml += attributes.map { " android:\($0.0)=\"\($0.1)\"" }.joined() + ">\n"
        for stop in gradient.stops {
            xml += indent + "        <item android:offset=\"\(unit.text(stop.offset))\" android:color=\"\(argb(stop.color))\"/>\n"
        }
        return xml + indent + "    </gradient>\n" + indent + "</aapt:attr>\n"
    }

    /// `#AARRGGBB` (`#RRGGBB` when opaque), as Android writes colours.
    package static func argb(_ color: StraightColor) -> String {
        let hex = color.hexString.dropFirst()
        return color.alpha == 255 ? "#" + hex.prefix(6) : "#" + hex.suffix(2) + hex.prefix(6)
    }

    private static func refusal(_ file: String, _ feature: String, _ reason: String) -> VectorDocument.Refusal {
        VectorDocument.Refusal(file: file, element: "", feature: feature, reason: reason + "; give it as a PNG instead")
    }
}
