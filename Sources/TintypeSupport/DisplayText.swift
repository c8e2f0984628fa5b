/// Text made safe to show on a terminal or in a log: control characters (C0, DEL and C1:
/// ESC sequences that set a title or move the cursor, carriage returns that overwrite a line)
/// and Unicode's bidirectional controls (the right-to-left override U+202E and its kin)
/// are written as escapes, `\x1B`, `\u{202E}`, so a file's name can neither restyle the
/// terminal nor forge a line. Every message the command line prints goes through it.
package enum DisplayText {
    /// `text` with every control and format character escaped; line breaks too unless
    /// `keepingLineBreaks` (for text of several lines that is Tintype's own: help, JSON).
    package static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        // Nearly every message is printable ASCII: returned as it is.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F || (keepingLineBreaks && $0 == 0x0A) }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if keepingLineBreaks && scalar == "\n" {
                result.unicodeScalars.append(scalar)
            } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                result += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            } else if isBidiControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The characters that reorder the text around them: marks, embeddings, overrides and isolates.
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

extension String {
    /// The string with `0`s in front up to `width` characters.
    package func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
