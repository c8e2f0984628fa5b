/// Edits of a JSON file's own text (SPEC §11.17): a member added to an object, or a value
/// replaced, where a path of keys leads, every other byte of the file kept (its formatting, its
/// key order, its other keys). Only for text that parses as JSON; nil where the path does not lead.
enum JSONTextEdit {
    /// Where the value at `path` (object keys from the top) lies in `text`.
    static func valueSpan(_ text: [UInt8], path: [String]) -> Range<Int>? {
        var scanner = Scanner(text: text)
        scanner.skipSpace()
        var start = scanner.index
        guard var end = scanner.skipValue() else { return nil }
        for key in path {
            var inner = Scanner(text: text, index: start)
            guard let found = inner.member(key, before: end) else { return nil }
            (start, end) = (found.lowerBound, found.upperBound)
        }
        return start..<end
    }

    /// Where each element of the array at `path` lies in `text`; nil when no array is there.
    static func elementSpans(_ text: [UInt8], path: [String]) -> [Range<Int>]? {
        guard let span = valueSpan(text, path: path), text[span.lowerBound] == UInt8(ascii: "[") else { return nil }
        var scanner = Scanner(text: text, index: span.lowerBound + 1)
        var spans: [Range<Int>] = []
        while true {
            scanner.skipSpace()
            guard scanner.index < span.upperBound - 1 else { return spans }
            let start = scanner.index
            guard let end = scanner.skipValue() else { return nil }
            spans.append(start..<end)
            scanner.skipSpace()
            if scanner.index < span.upperBound - 1 {
                guard text[scanner.index] == UInt8(ascii: ",") else { return nil }
                scanner.index += 1
            }
        }
    }

    /// `text` with `"key": value` added as the first member of the object at `path`, on a line of
    /// its own indented as the object's members are (two spaces past the object when it has none).
    static func adding(_ key: String, value: String, to path: [String], in text: [UInt8]) -> [UInt8]? {
        guard let span = valueSpan(text, path: path), text[span.lowerBound] == UInt8(ascii: "{") else { return nil }
        let open = span.lowerBound
        var after = open + 1
        while after < span.upperBound, [0x20, 0x09, 0x0A, 0x0D].contains(text[after]) { after += 1 }
        let empty = text[after] == UInt8(ascii: "}")
        // An object written on one line (`{ "a": 1 }`) gets the member on that line.
        if !empty, !text[(open + 1)..<after].contains(0x0A) {
            var edited = text
            edited.insert(contentsOf: Array(" \"\(key)\": \(value),".utf8), at: open + 1)
            return edited
        }
        let indent = empty ? indentation(text, at: open) + "  " : indentation(text, at: after)
        let closing = empty ? "\n" + indentation(text, at: open) : ""
        let member = "\n\(indent)\"\(key)\": \(value)" + (empty ? closing : ",")
        var edited = text
        edited.replaceSubrange((open + 1)..<(empty ? after : open + 1), with: Array(member.utf8))
        return edited
    }

    /// `text` with `values` (JSON texts) added after the last element of the array at `path`, each
    /// separated from the one before as the array's first two elements are (a line of its own,
    /// indented as they are), or on a line of their own two spaces past the array when it is empty.
    static func appending(_ values: [String], toArrayAt path: [String], in text: [UInt8]) -> [UInt8]? {
        guard let span = valueSpan(text, path: path), let elements = elementSpans(text, path: path) else { return nil }
        guard !values.isEmpty else { return text }
        var edited = text
        guard let last = elements.last else {
            let indent = indentation(text, at: span.lowerBound)
            let inner = values.map { "\n\(indent)  \($0)" }.joined(separator: ",")
            edited.replaceSubrange((span.lowerBound + 1)..<(span.upperBound - 1), with: Array((inner + "\n" + indent).utf8))
            return edited
        }
        let separator =
            elements.count >= 2
            ? String(decoding: text[elements[0].upperBound..<elements[1].lowerBound], as: UTF8.self)
            : text[span.lowerBound..<last.lowerBound].contains(0x0A) ? ",\n" + indentation(text, at: last.lowerBound) : ", "
        edited.insert(contentsOf: Array(values.map { separator + $0 }.joined().utf8), at: last.upperBound)
        return edited
    }

    /// `text` with the value at `path` replaced by `value`.
    static func replacing(_ path: [String], with value: String, in text: [UInt8]) -> [UInt8]? {
        guard let span = valueSpan(text, path: path) else { return nil }
        var edited = text
        edited.replaceSubrange(span, with: Array(value.utf8))
        return edited
    }

    /// `text` with JSON5's trailing commas (a `,` before a `}` or `]`, outside strings) turned to spaces, every other
    /// byte at its offset: for reading a file its framework reads as JSON5 (Expo's `app.json`). The edits above work on
    /// the file's own text, commas and all.
    static func withoutTrailingCommas(_ text: [UInt8]) -> [UInt8] {
        var result = text
        var index = 0
        var pendingComma: Int?
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") {
                pendingComma = nil
                index += 1
                while index < text.count, text[index] != UInt8(ascii: "\"") { index += text[index] == UInt8(ascii: "\\") ? 2 : 1 }
            } else if byte == UInt8(ascii: ",") {
                pendingComma = index
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                if let comma = pendingComma { result[comma] = 0x20 }
                pendingComma = nil
            } else if ![0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                pendingComma = nil
            }
            index += 1
        }
        return result
    }

    /// The indentation of the line holding `offset`.
    static func indentation(_ text: [UInt8], at offset: Int) -> String {
        var start = offset
        while start > 0, text[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < text.count, text[end] == 0x20 || text[end] == 0x09 { end += 1 }
        return String(decoding: text[start..<end], as: UTF8.self)
    }

    /// A walk over JSON text that skips values and finds members.
    private struct Scanner {
        let text: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[index]) { index += 1 }
        }

        /// Past one string; its text, nil when it is not a string.
        mutating func string() -> String? {
            guard index < text.count, text[index] == UInt8(ascii: "\"") else { return nil }
            let start = index + 1
            index += 1
            while index < text.count, text[index] != UInt8(ascii: "\"") { index += text[index] == UInt8(ascii: "\\") ? 2 : 1 }
            guard index < text.count else { return nil }
            index += 1
            return String(decoding: text[start..<(index - 1)], as: UTF8.self)
        }

        /// Past one value (strings, numbers, literals, arrays and objects nested); where it ends.
        mutating func skipValue() -> Int? {
            guard index < text.count else { return nil }
            switch text[index] {
            case UInt8(ascii: "\""): return string() == nil ? nil : index
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while index < text.count {
                    switch text[index] {
                    case UInt8(ascii: "\""):
                        guard string() != nil else { return nil }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            index += 1
                            return index
                        }
                    default: break
                    }
                    index += 1
                }
                return nil
            default:
                while index < text.count, !",}] \t\r\n".utf8.contains(text[index]) { index += 1 }
                return index
            }
        }

        /// The value of member `key` of the object starting here (ending at `end`).
        mutating func member(_ key: String, before end: Int) -> Range<Int>? {
            guard index < text.count, text[index] == UInt8(ascii: "{") else { return nil }
            index += 1
            while index < end {
                skipSpace()
                guard let name = string() else { return nil }
                skipSpace()
                guard index < end, text[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                skipSpace()
                let start = index
                guard let valueEnd = skipValue() else { return nil }
                if name == key { return start..<valueEnd }
                skipSpace()
                guard index < end, text[index] == UInt8(ascii: ",") else { return nil }
                index += 1
            }
            return nil
        }
    }
}
