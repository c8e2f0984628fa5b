import Foundation
import Synchronization
import Testing
import Tintype
import TintypeCLI
import TintypeReference
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeFormats
@testable import TintypeJobs
@testable import TintypeLaunch
@testable import TintypePixels
@_spi(Measuring) @testable import TintypeSVG
@testable import TintypeTabBar

@Suite("Styles and digests")
struct StyleTests {
    @Test("built-in styles survive a round trip through their JSON")
    func roundTrip() throws {
        for style in [StyleDefinition.classic, .flat] {
            #expect(try StyleDefinition.parse(Array(style.json.utf8), file: "s.json") == style)
        }
    }

    @Test("unknown keys and bad values are errors that name the key")
    func errors() {
        func error(_ json: String) -> String? {
            do {
                _ = try StyleDefinition.parse(Array(json.utf8), file: "my.json")
                return nil
            } catch { return error.description }
        }
        let base = "\"normal\": {\"fill\": \"#AAA\"}, \"selected\": {\"fill\": \"#00F\"}"
        #expect(error("{\(base), \"glw\": true}")?.hasPrefix("my.json: key 'glw': unknown key") == true)
        #expect(error("{\(base), \"glow\": 1}") == "my.json: key 'glow': expected true or false, got the number 1.0")
        #expect(
            error("{\"normal\": {\"fill\": \"bluish\"}, \"selected\": {\"fill\": \"#00F\"}}")?.hasPrefix(
                "my.json: key 'normal.fill': expected a color") == true)
        #expect(
            error("{\"normal\": {\"fill\": \"#fff\"}, \"selected\": {\"gradient\": [\"#fff\"]}}")?.contains("key 'selected.gradient'")
                == true)
        #expect(
            error("{\"normal\": {\"fill\": \"#fff\"}, \"selected\": {\"gloss\": {\"upper\": [\"#fff\", \"#000\"], \"shine\": 1}}}")?
                .contains("key 'selected.gloss.shine': unknown key") == true)
        #expect(error("{\"normal\": {\"fill\": \"#fff\"}}") == "my.json: the key 'selected' is missing")
        #expect(error("{\(base), \"mask\": \"alfa\"}")?.contains("key 'mask'") == true)
        #expect(error("not json") == "my.json: not valid JSON: a value expected (at byte 0)")
        #expect(error("{\(base), \"selectionBackground\": true}") == nil)
    }

    @Test("SHA-256 matches the FIPS test vectors, with the CPU's SHA instructions and without, fed whole or in pieces")
    func sha256() {
        func hex(_ bytes: [UInt8], wide: Bool, pieces: [Int] = []) -> String {
            var hasher = SHA256(wide: wide)
            var rest = bytes[...]
            for piece in pieces where piece <= rest.count {
                hasher.update(rest.prefix(piece))
                rest = rest.dropFirst(piece)
            }
            hasher.update(rest)
            return hasher.finalizeHex()
        }
        let million = [UInt8](repeating: 0x61, count: 1_000_000)
        for wide in [true, false] {
            #expect(hex([], wide: wide) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
            #expect(hex(Array("abc".utf8), wide: wide) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
            #expect(
                hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8), wide: wide)
                    == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
            for pieces in [[], [1, 63, 64, 65, 200_000, 7]] {
                #expect(hex(million, wide: wide, pieces: pieces) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
            }
        }
        // Every length across several blocks, random bytes, random pieces: both paths agree.
        var generator = SystemRandomNumberGenerator()
        for length in 0...300 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let pieces = (0..<3).map { _ in Int.random(in: 0...130, using: &generator) }
            #expect(hex(bytes, wide: true, pieces: pieces) == hex(bytes, wide: false), "\(length) bytes")
        }
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("icon names: scale suffixes group, names are sanitized per layout")
    func names() {
        #expect(ScaleSuffix.parse("sub/chat@2x.png") == ("chat", 2))
        #expect(ScaleSuffix.parse("chat.png") == ("chat", 1))
        #expect(ScaleSuffix.parse("a@b.png") == ("a@b", 1))
        #expect(ScaleSuffix.parse("@2x.png") == ("@2x", 1))
        // ASCII paths take a byte-by-byte path; under a non-ASCII folder the same file name takes
        // the character-by-character one, and must read the same.
        let alphabet = Array("@x.0123456789/ae-_ ")
        var random = SystemRandomNumberGenerator()
        let paths =
            ["a@2x.png", "a@1.5x", "@2x.png", "a@x.png", "a.b@3x.c", "a/b@2x.png", "/x@2x.png", "a@2xx.png", ".png", "@", "x"]
            + (0..<2000).map { _ in String((0..<Int.random(in: 1...9, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            }
        for path in paths where !path.hasSuffix("/") {
            #expect(ScaleSuffix.parse("é/" + path) == ScaleSuffix.parse(path), "\(path)")
        }
        #expect(OutputLayout.android.sanitizedName("My Icon-2") == "my_icon_2")
        #expect(OutputLayout.ios.sanitizedName("My Icon/2") == "My Icon-2")
        #expect(OutputLayout.ios.sanitizedName("café") == "café")
        #expect(OutputLayout.xcassets.sanitizedName(".hidden@2:x") == "-hidden-2-x")
        // ASCII names take a byte-by-byte path; each layout's rule, written here character by
        // character, must give the same names for every printable ASCII character in every place.
        let printable = (0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) }
        var generator = SystemRandomNumberGenerator()
        let names =
            printable.map { "\($0)" + "a\($0)Z" }
            + (0..<200).map { _ in String((0..<12).map { _ in printable.randomElement(using: &generator)! }) }
        for name in names {
            let plain = name.map { $0.isLetter || $0.isNumber ? $0 : "_" }
            #expect(OutputLayout.android.sanitizedName(name) == String(plain).lowercased(), "\(name)")
            #expect(
                OutputLayout.web.sanitizedName(name) == String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "-" }), "\(name)")
            var kept = String(name.map { #"/\:*?"<>|@"#.contains($0) ? "-" : $0 })
            if kept.hasPrefix(".") { kept = "-" + kept.dropFirst() }
            #expect(OutputLayout.ios.sanitizedName(name) == kept && OutputLayout.xcassets.sanitizedName(name) == kept, "\(name)")
        }
    }

    @Test("a key given twice in one object is refused, however it is spelt; the same key in two objects is fine")
    func duplicateKeys() {
        #expect(JSONValue.duplicateKey(in: Array(#"{"a": 1, "b": {"a": 2}, "c": [{"a": 3}, {"a": 4}]}"#.utf8)) == nil)
        #expect(JSONValue.duplicateKey(in: Array(#"{"a": 1, "b": 2, "a": 3}"#.utf8)) == "a")
        #expect(JSONValue.duplicateKey(in: Array(#"{"s": [{"name": "x", "n\u0061me": "y"}]}"#.utf8)) == "name")
        #expect(JSONValue.duplicateKey(in: Array(#"{"a": "}\",{\"a\":", "b": 1}"#.utf8)) == nil, "braces and quotes inside strings")
        let style = Array(
            ##"{"name": "a", "states": [{"name": "normal", "paint": {"fill": "#000", "fill": "#fff"}}, {"name": "selected", "paint": {"fill": "#fff"}}]}"##
                .utf8)
        #expect(
            throws: StyleDefinition.ReadError(
                file: "dup.json", key: "fill", reason: "the key appears twice in one object; give each key once")
        ) {
            try StyleDefinition.parse(style, file: "dup.json")
        }
    }
}
