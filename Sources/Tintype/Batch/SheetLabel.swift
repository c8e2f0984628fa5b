import Synchronization

/// An icon's name as a picture, for the contact sheet: drawn as SVG text by
/// librsvg with the system's fonts. Nil when it cannot be drawn (no SVG support,
/// or no font installed): the sheet is then unlabelled.
enum SheetLabel {
    /// Font set-up is not safe to enter from several threads at once; labels are small, so one at a time.
    private static let lock = Mutex(())

    /// `text` centered in a `width × height` pixel image, dark gray, shortened with an ellipsis when too long.
    static func render(_ text: String, width: Int, height: Int, scale: Double) -> RGBAImage? {
        guard SVGDocument.isAvailable, width > 0, height > 0 else { return nil }
        let fontSize = 10.0 * scale
        // Sans-serif glyphs average about 0.55 em; longer names lose their middle.
        let fits = max(4, Int(Double(width) / (fontSize * 0.55)))
        let shown = text.count > fits ? String(text.prefix(fits / 2 - 1)) + "…" + String(text.suffix(fits - fits / 2)) : text
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)">\
            <text x="\(Double(width) / 2)" y="\(Double(height) * 0.75)" font-family="sans-serif" font-size="\(fontSize)" \
            text-anchor="middle" fill="#333333">\(escaped(shown))</text></svg>
            """
        return lock.withLock { _ in
            guard let document = try? SVGDocument(Array(svg.utf8), file: "label"),
                let image = try? document.render(
                    width: width, height: height, canvasIn: (0, 0, Double(width), Double(height)), scale: scale),
                image.coverageBounds(.alpha) != nil
            else { return nil }
            return image
        }
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
