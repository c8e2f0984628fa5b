/// Reads a JSON document (RFC 8259) into a ``JSONValue`` in one pass, in time linear in its
/// size: every file tintype reads that holds JSON (job files, styles, records, `Contents.json`,
/// web manifests) goes through here or through ``JSONValue/decode(_:from:)``, which checks the
/// same depth first. Nesting deeper than ``JSONValue/maximumDepth`` and numbers that are not
/// finite as a Double (`1e400`) are refused, so no value read from a file is infinite or NaN.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// A parse error: what was expected, and the byte offset where it was not found.
    struct Failure: Error, CustomStringConvertible {
        var reason: String
        var offset: Int
        var description: String { "\(reason) (at byte \(offset))" }
    }

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The whole document: one value, with nothing but white space after it.
    mutating func document() throws(Failure) -> JSONValue {
        let value = try self.value()
        skipSpace()
        guard index == bytes.count else { throw failure("text after the document") }
        return value
    }

    private mutating func value() throws(Failure) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw failure("a value expected, found the end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return .number(try number())
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= JSONValue.maximumDepth else {
            throw failure("nested more than \(JSONValue.maximumDepth) deep")
        }
        index += 1
    }

    private mutating func object() throws(Failure) -> JSONValue {
        var members: [String: JSONValue] = [:]
        try elements(closing: UInt8(ascii: "}")) { parser throws(Failure) in
            parser.skipSpace()
            guard parser.peek(UInt8(ascii: "\"")) else { throw parser.failure("a key in quotes expected") }
            let key = try parser.string()
            parser.skipSpace()
            guard parser.peek(UInt8(ascii: ":")) else { throw parser.failure("':' expected after a key") }
            parser.index += 1
            let member = try parser.value()
            // The first of two equal keys wins, as Foundation's reader kept it (JSONValue.duplicateKey refuses them).
            if members[key] == nil { members[key] = member }
        }
        return .object(members)
    }

    private mutating func array() throws(Failure) -> JSONValue {
        var items: [JSONValue] = []
        try elements(closing: UInt8(ascii: "]")) { parser throws(Failure) in items.append(try parser.value()) }
        return .array(items)
    }

    /// The elements of an object or array, each read by `element`, separated by commas, up to `closing`.
    private mutating func elements(
        closing: UInt8, _ element: (inout JSONParser) throws(Failure) -> Void
    ) throws(Failure) {
        try enter()
        skipSpace()
        if !peek(closing) {
            while true {
                try element(&self)
                skipSpace()
                guard peek(UInt8(ascii: ",")) else { break }
                index += 1
            }
            guard peek(closing) else { throw failure("',' or '\(Character(Unicode.Scalar(closing)))' expected") }
        }
        index += 1
        depth -= 1
    }

    private mutating func string() throws(Failure) -> String {
        index += 1  // the opening quote
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let decoded = String(validating: text, as: UTF8.self) else { throw failure("a string that is not UTF-8") }
                return decoded
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            case 0..<0x20:
                throw failure("a control character inside a string")
            default:
                text.append(byte)
            }
        }
        throw failure("a string without its closing quote")
    }

    private mutating func escape(into text: inout [UInt8]) throws(Failure) {
        guard index < bytes.count else { throw failure("an escape at the end") }
        let byte = bytes[index]
        index += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09
        ]
        if let plain = simple[byte] {
            text.append(plain)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw failure("an unknown escape") }
        var scalar = try hex4()
        if (0xD800..<0xDC00).contains(scalar), bytes[index...].starts(with: Array("\\u".utf8)) {
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw failure("a lone surrogate") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw failure("a lone surrogate") }
        text += Array(String(Character(unicode)).utf8)
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw failure("four hex digits expected after \\u") }
        index += 4
        return value
    }

    private mutating func number() throws(Failure) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        let digits = index
        while index < bytes.count, isNumberByte(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard index > digits, let first = bytes[digits...].first, (0x30...0x39).contains(first),
            first != 0x30 || index == digits + 1 || !(0x30...0x39).contains(bytes[digits + 1]),
            let value = Double(text)
        else { throw failure("a value expected", at: start) }
        guard value.isFinite else { throw failure("the number \(text) is out of range", at: start) }
        return value
    }

    private func isNumberByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        guard bytes[index...].starts(with: Array(word.utf8)) else { throw failure("a value expected") }
        index += word.utf8.count
        return value
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private func failure(_ reason: String, at offset: Int? = nil) -> Failure { Failure(reason: reason, offset: offset ?? index) }
}
