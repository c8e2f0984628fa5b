import Synchronization

/// An icon's name as a picture, for the contact sheet: drawn as SVG text by
/// librsvg with the system's fonts. Nil when it cannot be drawn (no SVG support,
/// or no font installed): the sheet is then unlabelled.
package enum SheetLabel {
    /// Font set-up is not safe to enter from several threads at once; labels are small, so one at a time.
    private static let lock = Mutex(())

    /// `text` centered in a `width × height` pixel image, dark gray. A name too long for the
    /// width loses its middle to an ellipsis, shortened until its drawn pixels fit with a pixel
    /// to spare on each side (measured, since glyph widths vary: "mmm" is wider than "iii").
    package static func render(_ text: String, width: Int, height: Int, scale: Double) -> RGBAImage? {
        guard SVGDocument.isAvailable, width > 2, height > 0 else { return nil }
        let fontSize = 10.0 * scale
        // Drawn on a page three widths wide, centered, so that an overlong name shows how far it overflows.
        let page = width * 3
        var keep = text.count
        for _ in 0..<12 {
            let shown =
                keep >= text.count ? text : String(text.prefix(max(1, keep / 2))) + "…" + String(text.suffix(max(1, keep - keep / 2)))
            let svg = """
                <svg xmlns="http://www.w3.org/2000/svg" width="\(page)" height="\(height)">\
                <text x="\(Double(page) / 2)" y="\(Double(height) * 0.75)" font-family="sans-serif" font-size="\(fontSize)" \
                text-anchor="middle" fill="#333333">\(escaped(shown))</text></svg>
                """
            let drawn: RGBAImage? = lock.withLock { _ in
                // Tintype's own SVG, text that the tree leaves to librsvg: drawn here, in this process.
                guard let document = try? SVGDocument.open(Array(svg.utf8), file: "label", rendering: .inProcess) else { return nil }
                return try? document.render(width: page, height: height, canvasIn: (0, 0, Double(page), Double(height)), scale: scale)
            }
            guard let drawn, let ink = drawn.coverageBounds(.alpha) else { return nil }
            if ink.width <= width - 2 || keep <= 2 {
                // The middle third, with the ink centered in it.
                let left = min(max(0, ink.x - (width - ink.width) / 2), page - width)
                return drawn.view(PixelRect(x: left, y: 0, width: width, height: height)).makeImage()
            }
            // Keep about the share of characters that fits, less one for the ellipsis.
            keep = min(keep - 1, Int(Double(keep) * Double(width - 2) / Double(ink.width)) - 1)
        }
        return nil
    }

    /// The text with XML's special characters escaped.
    private static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
