import Testing
import TintypeSupport

@testable import TintypeAppIcons
@testable import TintypeLaunch

/// Edits of a JSON file's own text (`JSONTextEdit`): the member or value lands where the path
/// leads, every other byte is kept, and the result is JSON that holds what it held plus the edit.
@Suite("JSON edited in its own text")
struct JSONTextEditTests {
    static func edited(_ text: String, _ edit: ([UInt8]) -> [UInt8]?) -> String? {
        edit(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("a member added on a line of its own, on the object's line, or into an empty object; a value replaced")
    func edits() throws {
        let text = """
            {
              "a": {"s": "a } \\" { b", "n": [1, {"x": 2}]},
              "b": {
                "c": true
              },
              "e": {}
            }

            """
        let added = try #require(Self.edited(text) { JSONTextEdit.adding("k", value: "\"v\"", to: ["b"], in: $0) })
        #expect(added == text.replacingOccurrences(of: "\"b\": {\n", with: "\"b\": {\n    \"k\": \"v\",\n"))
        let inline = try #require(Self.edited(text) { JSONTextEdit.adding("k", value: "1", to: ["a"], in: $0) })
        #expect(inline.contains(#""a": { "k": 1,"s": "a } \" { b""#))
        let empty = try #require(Self.edited(text) { JSONTextEdit.adding("k", value: "null", to: ["e"], in: $0) })
        #expect(empty.contains("\"e\": {\n    \"k\": null\n  }"))
        let replaced = try #require(Self.edited(text) { JSONTextEdit.replacing(["b", "c"], with: "false", in: $0) })
        #expect(replaced == text.replacingOccurrences(of: "\"c\": true", with: "\"c\": false"))
        for result in [added, inline, empty, replaced] { #expect((try? JSONValue.parse(Array(result.utf8))) != nil, "\(result)") }
        // A path that leads nowhere, or through a value that is not an object, edits nothing.
        #expect(JSONTextEdit.valueSpan(Array(text.utf8), path: ["a", "n", "x"]) == nil)
        #expect(JSONTextEdit.adding("k", value: "1", to: ["z"], in: Array(text.utf8)) == nil)
        #expect(JSONTextEdit.valueSpan(Array("{\"a\": ".utf8), path: ["a"]) == nil)
    }

    @Test("elements added to an array as its elements are laid out: each on its line, on the array's line, or into an empty one")
    func appending() throws {
        let lines = "{\n  \"icon\": [\n    \"a\",\n    \"b\"\n  ]\n}\n"
        let onLines = try #require(Self.edited(lines) { JSONTextEdit.appending(["\"c\"", "\"d\""], toArrayAt: ["icon"], in: $0) })
        #expect(onLines == "{\n  \"icon\": [\n    \"a\",\n    \"b\",\n    \"c\",\n    \"d\"\n  ]\n}\n")
        let one = try #require(Self.edited("{\"icon\": [\n  \"a\"\n]}") { JSONTextEdit.appending(["1"], toArrayAt: ["icon"], in: $0) })
        #expect(one == "{\"icon\": [\n  \"a\",\n  1\n]}")
        let inline = try #require(Self.edited(#"{"icon": ["a"]}"#) { JSONTextEdit.appending(["1"], toArrayAt: ["icon"], in: $0) })
        #expect(inline == #"{"icon": ["a", 1]}"#)
        let empty = try #require(Self.edited("{\n  \"icon\": []\n}") { JSONTextEdit.appending(["1", "2"], toArrayAt: ["icon"], in: $0) })
        #expect(empty == "{\n  \"icon\": [\n    1,\n    2\n  ]\n}")
        for result in [onLines, one, inline, empty] { #expect((try? JSONValue.parse(Array(result.utf8))) != nil, "\(result)") }
        // Not an array: nothing is edited.
        #expect(JSONTextEdit.appending(["1"], toArrayAt: ["icon"], in: Array(#"{"icon": "a"}"#.utf8)) == nil)
    }
}
