import FoundationEssentials

/// Any JSON value, for reading documents whose keys must be checked one by one.
package enum JSONValue: Decodable, Hashable, Sendable {
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

    /// The deepest nesting of objects and arrays any JSON file tintype reads may have. Real
    /// documents (job files, styles, records, `Contents.json`, web manifests) need under ten.
    package static let maximumDepth = 64

    /// Parses a JSON document in time linear in its size (``JSONParser``).
    /// - Throws: A parse error naming the reason and byte offset: bad syntax, nesting deeper than
    ///   ``maximumDepth``, or a number that is not finite as a Double.
    package static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var parser = JSONParser(bytes)
        return try parser.document()
    }

    /// Decodes `type` from `bytes` with Foundation's decoder, once the document is known to
    /// nest no deeper than ``maximumDepth`` (a linear scan), so that no file costs more
    /// than its size to read.
    /// - Throws: The decoder's error, or a ``JSONParser/Failure`` for a document nested too deep.
    package static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let depth = nestingDepth(bytes)
        guard depth <= maximumDepth else {
            throw JSONParser.Failure(reason: "nested more than \(maximumDepth) deep", offset: 0)
        }
        return try JSONDecoder().decode(type, from: Data(bytes))
    }

    /// How deep objects and arrays nest in `bytes` (brackets inside strings not counted), in one pass.
    package static func nestingDepth(_ bytes: [UInt8]) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    deepest = max(deepest, depth)
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
            }
            index += 1
        }
        return deepest
    }

    /// The first key that appears twice in one object of the document `bytes`, if any: JSON
    /// readers disagree on which of the two wins (most keep the last, Foundation's the first),
    /// so a document that has one is refused rather than read one way in silence.
    package static func duplicateKey(in bytes: [UInt8]) -> String? {
        // Each open container: the keys of an object so far, nil for an array.
        var open = [Set<String>?]()
        var expectingKey = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                open.append([])
                expectingKey = true
            case UInt8(ascii: "["):
                open.append(nil)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !open.isEmpty { open.removeLast() }
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = open.last.map { $0 != nil } ?? false
            case UInt8(ascii: "\""):
                var end = index + 1
                while end < bytes.count && bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                if expectingKey, let keys = open.last, var keys {
                    let literal = Array(bytes[index..<min(end + 1, bytes.count)])
                    // A key with escapes is compared as the text it stands for.
                    let key =
                        literal.contains(UInt8(ascii: "\\"))
                        ? (try? JSONDecoder().decode(String.self, from: Data(literal))) ?? String(decoding: literal, as: UTF8.self)
                        : String(decoding: literal.dropFirst().dropLast(), as: UTF8.self)
                    guard keys.insert(key).inserted else { return key }
                    open[open.count - 1] = keys
                    expectingKey = false
                }
                index = end
            default:
                break
            }
            index += 1
        }
        return nil
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

extension JSONValue {
    /// The value as compact JSON, keys sorted (how `tintype run` hands a job file's inline style to the
    /// style reader).
    package func encoded() -> String {
        var writer = JSONByteWriter(pretty: false)
        write(into: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private func write(into writer: inout JSONByteWriter) {
        switch self {
        case .object(let members):
            writer.beginObject()
            for key in members.keys.sorted() {
                writer.key(key)
                members[key]!.write(into: &writer)
            }
            writer.endObject()
        case .array(let items):
            writer.beginArray()
            for item in items { item.write(into: &writer) }
            writer.endArray()
        case .string(let text): writer.string(text)
        case .number(let number): writer.number(finite: number)
        case .bool(let value): writer.bool(value)
        case .null: writer.null()
        }
    }
}

extension JSONValue {
    /// True for JSON's `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
