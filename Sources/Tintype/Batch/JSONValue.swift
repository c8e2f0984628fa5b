import FoundationEssentials

/// Any JSON value, for reading documents whose keys must be checked one by one.
enum JSONValue: Decodable, Hashable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses a JSON document.
    static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// A short description of the value's kind, for error messages.
    var kind: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let text): return "the string \"\(text)\""
        case .number(let value): return "the number \(value)"
        case .bool(let value): return "\(value)"
        case .null: return "null"
        }
    }
}

/// JSON text, written by hand so that keys keep a readable order.
enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped
    /// (the short forms where JSON has one), everything else as it is.
    static func string(_ text: String) -> String {
        var bytes = [UInt8]()
        appendString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, in UTF-8.
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "\""))
            // Most text (paths, digests, names) has nothing to escape: copied whole.
            if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                bytes.append(contentsOf: utf8)
            } else {
                for byte in utf8 { appendEscaped(byte, to: &bytes) }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// One byte of a string literal: quotes, backslashes and control characters escaped.
    private static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
        let short: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
            case 0x08: UInt8(ascii: "b")
            case 0x09: UInt8(ascii: "t")
            case 0x0A: UInt8(ascii: "n")
            case 0x0C: UInt8(ascii: "f")
            case 0x0D: UInt8(ascii: "r")
            default: nil
            }
        if let short {
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(short)
        } else if byte < 0x20 {
            let hexDigits = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: "\\u00".utf8)
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 15)])
        } else {
            bytes.append(byte)
        }
    }

    /// A number without a needless `.0` (Swift's shortest form otherwise: `0.1`, `1e-07`).
    static func number(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
