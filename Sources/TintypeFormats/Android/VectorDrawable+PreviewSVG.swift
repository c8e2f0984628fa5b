import TintypeSupport

extension VectorDrawable {
    /// The drawable's coverage as an SVG a browser draws: each path in black at its alpha
    /// (`fillAlpha`/`strokeAlpha` times its colour's), stroked as Android strokes it, inside its
    /// groups' transforms and clip paths, on the viewport. A preview page shows a VectorDrawable
    /// through it as a mask the platform's tint shows through, as Android draws it; its colours
    /// are not kept (the platform tints the icon), nor its gradients' (drawn as their coverage).
    package var previewSVG: String {
        var clips: [String] = []
        let body = Self.previewNodes(content, clips: &clips)
        let viewBox = "0 0 \(MarkupText.xml(viewportWidth)) \(MarkupText.xml(viewportHeight))"
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\">"
            + (clips.isEmpty ? "" : "<defs>" + clips.joined() + "</defs>") + body + "</svg>"
    }

    /// `nodes` as SVG, each group's clip paths added to `clips` (their ids numbered in order).
    private static func previewNodes(_ nodes: [Node], clips: inout [String]) -> String {
        var out = ""
        for node in nodes {
            switch node {
            case .path(let path): out += previewPath(path)
            case .group(let group):
                let m = transform(of: group)
                var inner = previewNodes(group.content, clips: &clips)
                // Each clip path clips what follows it in the group; together they intersect.
                for data in group.clipPaths.reversed() {
                    let id = "c\(clips.count)"
                    clips.append("<clipPath id=\"\(id)\"><path d=\"\(MarkupText.xml(data))\"/></clipPath>")
                    inner = "<g clip-path=\"url(#\(id))\">" + inner + "</g>"
                }
                out += "<g transform=\"matrix(\(m.a) \(m.b) \(m.c) \(m.d) \(m.e) \(m.f))\">" + inner + "</g>"
            }
        }
        return out
    }

    /// One path: filled where it has a fill colour or gradient, stroked where it has a stroke, in black at its alpha.
    private static func previewPath(_ path: Path) -> String {
        guard let data = path["pathData"] else { return "" }
        let filled = path["fillColor"] != nil || path.gradients.contains { $0.property == "fillColor" }
        let stroked =
            (path["strokeColor"] != nil || path.gradients.contains { $0.property == "strokeColor" })
            && (path.number("strokeWidth") ?? 0) > 0
        var attributes = ["d=\"\(MarkupText.xml(data))\""]
        let fillAlpha = (path.number("fillAlpha") ?? 1) * colorAlpha(path["fillColor"])
        attributes.append(filled ? "fill-opacity=\"\(min(max(fillAlpha, 0), 1))\"" : "fill=\"none\"")
        if path["fillType"] == "evenOdd" { attributes.append("fill-rule=\"evenodd\"") }
        if stroked {
            let strokeAlpha = (path.number("strokeAlpha") ?? 1) * colorAlpha(path["strokeColor"])
            attributes += [
                "stroke=\"#000\"", "stroke-opacity=\"\(min(max(strokeAlpha, 0), 1))\"",
                "stroke-width=\"\(path.number("strokeWidth") ?? 0)\"",
                "stroke-linecap=\"\(["round": "round", "square": "square"][path["strokeLineCap"] ?? ""] ?? "butt")\"",
                "stroke-linejoin=\"\(["round": "round", "bevel": "bevel"][path["strokeLineJoin"] ?? ""] ?? "miter")\"",
                "stroke-miterlimit=\"\(path.number("strokeMiterLimit") ?? 4)\""
            ]
        }
        return "<path " + attributes.joined(separator: " ") + "/>"
    }

    /// The alpha of an Android colour (`#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB`), from 0 to 1; 1 for
    /// none, a gradient, or a colour written otherwise (a resource reference).
    private static func colorAlpha(_ color: String?) -> Double {
        guard let color, color.hasPrefix("#") else { return 1 }
        let digits = color.dropFirst()
        let alpha: Substring
        switch digits.count {
        case 4: alpha = digits.prefix(1) + digits.prefix(1)
        case 8: alpha = digits.prefix(2)
        default: return 1
        }
        return UInt8(alpha, radix: 16).map { Double($0) / 255 } ?? 1
    }
}
