import FoundationEssentials

/// Any JSON value, for reading documents whose keys must be checked one by one.
package enum JSONValue: Decodable, Hashable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package init(from decoder: Decoder) throws {
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
    package static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// A short description of the value's kind, for error messages.
    package var kind: String {
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
