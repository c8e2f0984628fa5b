/// Text escaped for the places Tintype writes it besides JSON (``JSONText``) and the
/// terminal (``DisplayText``): one function per context, so that a style's name or an
/// icon's name can only ever be text where it lands, never markup or a rule.
package enum MarkupText {
    /// For HTML text and attribute values: `&`, `<`, `>`, `"` and `'` as entities.
    package static func html(_ text: String) -> String {
        guard text.utf8.contains(where: { [0x26, 0x3C, 0x3E, 0x22, 0x27].contains($0) }) else { return text }
        return text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
            .replacing("\"", with: "&quot;").replacing("'", with: "&#39;")
    }

    /// For XML attribute values and text: the five predefined entities, and control
    /// characters (which XML 1.0 cannot hold) as `\x..` escapes.
    package static func xml(_ text: String) -> String {
        DisplayText.escaped(html(text))
    }

    /// A relative path as a URL for an HTML attribute (`src="…"`) or a CSS `url("…")`: every
    /// byte but ASCII letters, digits, `-`, `.`, `_`, `~`, `@` (of `@2x`) and the `/` between folders
    /// percent-encoded, so a name can be neither markup, a quote, a scheme (`javascript:`) nor
    /// a query, and the browser still finds the file.
    package static func url(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "@"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                text.unicodeScalars.append("%")
                text.unicodeScalars.append(hex[Int(byte >> 4)])
                text.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return text
    }

    /// For the inside of a CSS comment: nothing can end it (`*/` becomes `* /`), and no
    /// line of it can look like more than a comment's words (control characters escaped).
    package static func cssComment(_ text: String) -> String {
        var safe = DisplayText.escaped(text)
        while safe.contains("*/") { safe = safe.replacing("*/", with: "* /") }
        return safe
    }

    /// For a JSON document placed inside an HTML `<script>` element: every `<` (which JSON
    /// has only inside strings) as `\u003c`, so `</script>` and `<!--` cannot occur.
    package static func jsonInScript(_ json: String) -> String {
        json.replacing("<", with: "\\u003c")
    }
}
