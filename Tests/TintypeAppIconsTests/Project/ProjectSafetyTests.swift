import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeLaunch

/// A user's project, edited as a hostile user would set it up (SPEC §11.17): values read back into a
/// configuration through its own escaping, XML edited on its bytes, a plan that names a configuration
/// file, a link or one file twice refused before anything is written, a killed run finished by the
/// next, and nothing read through a link out of the project or a bundle.
@Suite("A user's project edited safely")
struct ProjectSafetyTests {
    typealias Tree = AppProjectTests.Tree

    /// Strings that break text spliced into JSON or XML unescaped: quotes, backslashes, control
    /// characters, line and paragraph separators, structure, non-ASCII; and random ones made of those pieces.
    static let hostilePieces = [
        "\"", "\\", "\\\"", "\n", "\r\n", "\t", "\u{01}", "\u{1F}", "\u{2028}", "\u{2029}", "}", "]", ",", ":", "\", \"evil\": \"x",
        "\"}, \"images\": [], \"x\": {\"", "&amp;", "<", ">", "</adaptive-icon>", "<!--", "é", "图", "🙂", " ", "icon", "/", "@2x"
    ]

    static func hostile(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...6, using: &generator)).map { _ in hostilePieces.randomElement(using: &generator)! }.joined()
    }

    /// `text` as a JSON string literal, escaped as JSONSerialization escapes it (not by the code under test).
    static func literal(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    static func object(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    static func planned(_ project: AppProject, _ path: String) -> [UInt8]? {
        for file in project.files where file.path == path { if case .text(let bytes) = file.content { return bytes } }
        return nil
    }

    @Test("app.json: hostile paths are written back as the same strings, in random layouts, every line of the file kept")
    func expoHostileValues() throws {
        var generator = SeededGenerator(seed: 72)
        for round in 0..<40 {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let icon = "./assets/" + Self.hostile(&generator) + ".png"
            let foreground = "./assets/fg" + Self.hostile(&generator) + ".png"
            let other = Self.hostile(&generator)
            let indent = String(repeating: " ", count: Int.random(in: 0...4, using: &generator))
            let newline = Bool.random(using: &generator) ? "\n" : "\r\n"
            let lines = [
                "{", "\(indent)\"expo\": {", "\(indent)\(indent)\"name\": \(Self.literal(other)),",
                "\(indent)\(indent)\"icon\": \(Self.literal(icon)),", "\(indent)\(indent)\"android\": {",
                "\(indent)\(indent)\(indent)\"adaptiveIcon\": { \"foregroundImage\": \(Self.literal(foreground)) }",
                "\(indent)\(indent)},", "\(indent)\(indent)\"extra\": [\(Self.literal(other)), 1, null]", "\(indent)}", "}"
            ]
            let text = Array((lines.joined(separator: newline) + newline).utf8)
            try AppProjectTests.write(
                [("app.json", text), ("package.json", AppProjectTests.text(#"{"dependencies": {"expo": "52"}}"#))], to: folder.path)
            let project = try AppProject(folder: folder.path)
            // A path holding a backslash or a control character is not taken (no icon's path does): nothing is added for it.
            let (lightTaken, foregroundTaken) = (ProjectPath.inside(icon) != nil, ProjectPath.inside(foreground) != nil)
            guard let edited = Self.planned(project, "app.json") else {
                #expect(!lightTaken && !foregroundTaken, "round \(round): app.json not edited")
                continue
            }
            let root = try Self.object(edited)
            let expo = try #require(root["expo"] as? [String: Any])
            #expect(
                Set(root.keys) == ["expo"] && Set(expo.keys) == Set(["name", "icon", "android", "extra"] + (lightTaken ? ["ios"] : [])),
                "round \(round)")
            #expect(expo["icon"] as? String == icon && expo["name"] as? String == other)
            let light = ((expo["ios"] as? [String: Any])?["icon"] as? [String: Any])?["light"] as? String
            #expect(light == (lightTaken ? icon : nil), "round \(round): \(String(decoding: edited, as: UTF8.self))")
            let adaptive = try #require((expo["android"] as? [String: Any])?["adaptiveIcon"] as? [String: Any])
            #expect(adaptive["foregroundImage"] as? String == foreground)
            let monochrome = adaptive["monochromeImage"] as? String
            #expect((monochrome?.hasSuffix("adaptive-icon-monochrome.png") ?? false) == foregroundTaken, "round \(round)")
            // The original's bytes are all there, in order: the edit only inserted.
            #expect(Self.isSubsequence(text, of: edited), "round \(round): bytes of app.json changed")
        }
    }

    /// True when every byte of `small` is in `large`, in order.
    static func isSubsequence(_ small: [UInt8], of large: [UInt8]) -> Bool {
        var index = large.startIndex
        for byte in small {
            guard let found = large[index...].firstIndex(of: byte) else { return false }
            index = found + 1
        }
        return true
    }

    @Test("Contents.json: hostile idioms, platforms and scales never reach the lines added unescaped, nor a file name")
    func catalogHostileValues() throws {
        var generator = SeededGenerator(seed: 73)
        for round in 0..<40 {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let idiom = Bool.random(using: &generator) ? "iphone" : Self.hostile(&generator)
            let scale = Bool.random(using: &generator) ? "2x" : Self.hostile(&generator)
            let entries = [
                "{ \"idiom\" : \(Self.literal(idiom)), \"size\" : \"60x60\", \"scale\" : \(Self.literal(scale)) }",
                "{ \"idiom\" : \"ios-marketing\", \"size\" : \"1024x1024\", \"scale\" : \"1x\", \"platform\" : \(Self.literal(Self.hostile(&generator))) }"
            ]
            let text = Array(
                "{\n  \"images\" : [\n    \(entries.joined(separator: ",\n    "))\n  ],\n  \"info\" : { \"version\" : 1 }\n}\n".utf8)
            let set = "Demo/Assets.xcassets/AppIcon.appiconset"
            try AppProjectTests.write(
                [("Demo.xcodeproj/project.pbxproj", AppProjectTests.text("// !$*UTF8*$!\n")), ("\(set)/Contents.json", text)],
                to: folder.path)
            let project = try AppProject(folder: folder.path)
            let names = project.files.map(\.path).filter { $0.hasPrefix(set + "/") && $0.hasSuffix(".png") }
            for name in names {
                let file = String(name.dropFirst(set.count + 1))
                #expect(!file.contains("/") && file.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }, "\(file)")
            }
            // The marketing entry always gains its dark and tinted entries: Contents.json is always edited.
            let edited = try #require(Self.planned(project, set + "/Contents.json"), "round \(round)")
            let images = try #require(try Self.object(edited)["images"] as? [[String: Any]], "round \(round)")
            let keys: Set<String> = ["idiom", "size", "scale", "platform", "filename", "appearances"]
            #expect(images.allSatisfy { Set($0.keys).isSubset(of: keys) }, "round \(round): \(images)")
            #expect(images[0]["idiom"] as? String == idiom && images[0]["scale"] as? String == scale)
            // Every file the edited Contents.json names is one the plan writes.
            for image in images { if let name = image["filename"] as? String { #expect(names.contains(set + "/" + name), "\(name)") } }
            #expect(Self.isSubsequence(text, of: edited))
        }
    }

    @Test("an entry naming Contents.json, app.json, the record or a folder above is never overwritten with a picture")
    func configurationNotAPicture() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let set = "ios/App/Assets.xcassets/AppIcon.appiconset"
        let names = ["Contents.json", "..", ".", "app.json", "icon.PNG.json"]
        let entries = names.map {
            "{ \"idiom\" : \"iphone\", \"size\" : \"20x20\", \"scale\" : \"2x\", \"filename\" : \(Self.literal($0)) }"
        }
        let contents = Array("{ \"images\" : [\n\(entries.joined(separator: ",\n"))\n] }\n".utf8)
        let appJSON = AppProjectTests.text(#"{"expo": {"icon": "./.tintype-icons.json"}}"#)
        try AppProjectTests.write(
            [
                ("package.json", AppProjectTests.text(#"{"dependencies": {"expo": "52"}}"#)), ("app.json", appJSON),
                (".tintype-icons.json", AppProjectTests.text("{\"files\": {}}\n")), ("\(set)/Contents.json", contents)
            ], to: folder.path)
        let project = try AppProject(folder: folder.path, framework: .expo)
        for file in project.files { if case .image = file.content { #expect(file.path.lowercased().hasSuffix(".png"), "\(file.path)") } }
        #expect(project.notes.contains { $0.contains("\(set)/Contents.json: a PNG would be written under a name of another kind") })
        #expect(!project.files.contains { $0.path == AppIconSet.projectRecordName })
        let (made, _) = try AppProjectTests.run(folder.path) { $0.framework = .expo }
        #expect(made)
        // Contents.json is still JSON (its dark and tinted entries added), every entry it had naming what it named.
        let images = try #require(try Self.object(try FileBytes.read(folder.file("\(set)/Contents.json")))["images"] as? [[String: Any]])
        #expect(Array(images.prefix(names.count)).map { $0["filename"] as? String } == names)
        #expect(try FileBytes.read(folder.file("app.json")) == appJSON)
        #expect(ImageDimensions.read(try FileBytes.read(folder.file(".tintype-icons.json"))) == nil)
    }

    /// An adaptive icon's XML in ISO-8859-1, with `</adaptive-icon>` and a `@drawable/` inside a comment.
    static let latinAdaptiveIcon: [UInt8] = Array(
        ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\r\n<!-- Ic\u{F4}ne: </adaptive-icon> \"@drawable/ic_launcher_foreground\" -->\r\n"
            + "<adaptive-icon xmlns:android=\"http://schemas.android.com/apk/res/android\">\r\n"
            + "  <background android:drawable=\"@color/ic_launcher_background\"/>\r\n"
            + "  <foreground android:drawable=\"@drawable/ic_launcher_foreground\"/>\r\n</adaptive-icon>\r\n").unicodeScalars.map {
                UInt8($0.value)
            })

    @Test("adaptive icon XML is edited on its bytes: comments skipped, its encoding's bytes and line ends kept")
    func adaptiveIconBytes() throws {
        let edit = try AdaptiveIconEdit(editing: Self.latinAdaptiveIcon)
        var expected = Self.latinAdaptiveIcon
        let text = String(decoding: expected.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
        let real = try #require(text.range(of: "  <foreground android:drawable=\"@drawable/"))
        let at = text.utf8.distance(from: text.startIndex, to: real.upperBound) - "@drawable/".utf8.count
        expected.replaceSubrange(at..<(at + "@drawable".utf8.count), with: Array("@mipmap".utf8))
        let close = expected.count - "</adaptive-icon>\r\n".utf8.count
        expected.insert(contentsOf: Array("  <monochrome android:drawable=\"@mipmap/ic_launcher_monochrome\"/>\r\n".utf8), at: close)
        #expect(edit.bytes == expected, "\(String(decoding: edit.bytes, as: UTF8.self))")
        #expect(edit.needed == ["ic_launcher_foreground", "ic_launcher_monochrome"])
        // One line, and a document already complete.
        let oneLine = Array(
            #"<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android"><foreground android:drawable="@mipmap/a"/></adaptive-icon>"#
                .utf8)
        #expect(
            String(decoding: try AdaptiveIconEdit(editing: oneLine).bytes, as: UTF8.self).hasSuffix(
                #"<foreground android:drawable="@mipmap/a"/><monochrome android:drawable="@mipmap/ic_launcher_monochrome"/></adaptive-icon>"#
            ))
        let whole = Array(ProjectAndroidResources.newAdaptiveIcon.utf8)
        #expect(try AdaptiveIconEdit(editing: whole).bytes == whole)
        // Refused by name: another encoding, not an adaptive icon, not XML.
        let utf16: [UInt8] = [0xFF, 0xFE] + Array("<adaptive-icon/>".utf8).flatMap { byte -> [UInt8] in [byte, 0] }
        #expect(throws: AdaptiveIconEdit.Refusal.encoding("UTF-16")) { try AdaptiveIconEdit(editing: utf16) }
        let ebcdic = Array("<?xml version=\"1.0\" encoding=\"EBCDIC-CP-US\"?><adaptive-icon/>".utf8)
        #expect(throws: AdaptiveIconEdit.Refusal.encoding("EBCDIC-CP-US")) { try AdaptiveIconEdit(editing: ebcdic) }
        #expect(throws: AdaptiveIconEdit.Refusal.self) { try AdaptiveIconEdit(editing: Array("<vector/>".utf8)) }
        #expect(throws: AdaptiveIconEdit.Refusal.self) { try AdaptiveIconEdit(editing: Array("<adaptive-icon><".utf8)) }
    }

    @Test("an ISO-8859-1 adaptive icon edited on its bytes by a project run: aapt2 compiles and links it, its Latin bytes kept")
    func latinAdaptiveIconLinks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let res = "app/src/main/res"
        try AppProjectTests.write(
            [
                ("settings.gradle", AppProjectTests.text("include ':app'\n")),
                ("\(res)/mipmap-anydpi-v26/ic_launcher.xml", Self.latinAdaptiveIcon),
                (
                    "\(res)/values/ic_launcher_background.xml",
                    AppProjectTests.text("<resources><color name=\"ic_launcher_background\">#2B5FD9</color></resources>\n")
                )
            ] + AppProjectTests.mipmaps(res, ["ic_launcher"]), to: folder.path)
        #expect(try AppProjectTests.run(folder.path).0)
        let edited = try FileBytes.read(folder.file("\(res)/mipmap-anydpi-v26/ic_launcher.xml"))
        #expect(edited == (try AdaptiveIconEdit(editing: Self.latinAdaptiveIcon, grounding: true)).bytes)
        #expect(edited.contains(0xF4), "the comment's ô is still one ISO-8859-1 byte")
        try AppProjectTests.expectLinks(folder.file(res), minSdk: 26)
    }

    @Test("random comments, text and attributes in UTF-8, ISO-8859-1 and windows-1252: only the edit's bytes change")
    func adaptiveIconProperty() throws {
        var generator = SeededGenerator(seed: 74)
        for round in 0..<200 {
            func junk() -> [UInt8] {
                (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                    let byte = UInt8.random(in: 0x20...0xFF, using: &generator)
                    return [0x3C, 0x3E, 0x26, 0x22, 0x2D].contains(byte) ? UInt8(ascii: "x") : byte
                }
            }
            let encoding = ["UTF-8", "ISO-8859-1", "windows-1252"].randomElement(using: &generator)!
            var document: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<!-- ".utf8) + junk() + Array(" -->\n".utf8)
            document += Array("<adaptive-icon xmlns:android=\"http://schemas.android.com/apk/res/android\" note=\"".utf8) + junk()
            document += Array("\">\n    <background android:drawable=\"@color/c\" extra=\"".utf8) + junk() + Array("\"/>\n".utf8)
            document += Array("    <foreground android:drawable=\"@mipmap/ic_launcher_foreground\"/>\n".utf8) + junk()
            document += Array("<!-- </adaptive-icon> --></adaptive-icon>\n".utf8)
            let edit = try AdaptiveIconEdit(editing: document)
            let added = Array("<monochrome android:drawable=\"@mipmap/ic_launcher_monochrome\"/>".utf8)
            // Taking out the one element added gives the document back, byte for byte.
            let at = try #require(
                edit.bytes.indices.first { edit.bytes[$0...].starts(with: added) }, "round \(round): no <monochrome> added")
            var back = edit.bytes
            back.removeSubrange(at..<(at + added.count))
            #expect(back == document, "round \(round)")
            #expect(Array(edit.bytes[(at + added.count)...]).starts(with: Array("</adaptive-icon>".utf8)), "round \(round)")
        }
    }

    @Test("an adaptive icon too large, or in UTF-16, is kept as it is and said, never replaced by the template")
    func adaptiveIconKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let res = "app/src/main/res"
        let large = Array(
            (AppProjectTests.capacitorAdaptiveIcon + "<!-- " + String(repeating: "padding ", count: 1 << 17) + " -->\n").utf8)
        let utf16: [UInt8] = [0xFF, 0xFE] + Array(AppProjectTests.capacitorAdaptiveIcon.utf8).flatMap { byte -> [UInt8] in [byte, 0] }
        try AppProjectTests.write(
            [
                ("settings.gradle", AppProjectTests.text("include ':app'\n")), ("\(res)/mipmap-anydpi-v26/ic_launcher.xml", large),
                ("\(res)/mipmap-anydpi-v26/ic_launcher_round.xml", utf16)
            ] + AppProjectTests.mipmaps(res, ["ic_launcher", "ic_launcher_foreground"]), to: folder.path)
        let project = try AppProject(folder: folder.path)
        #expect(!project.files.contains { $0.path.hasSuffix(".xml") }, "\(project.files.map(\.path))")
        #expect(project.notes.contains { $0.contains("ic_launcher.xml: the file is") && $0.contains("kept as it is") })
        #expect(project.notes.contains { $0.contains("ic_launcher_round.xml: in the UTF-16 encoding") })
        let (made, _) = try AppProjectTests.run(folder.path)
        #expect(made)
        #expect(try FileBytes.read(folder.file("\(res)/mipmap-anydpi-v26/ic_launcher.xml")) == large)
        #expect(try FileBytes.read(folder.file("\(res)/mipmap-anydpi-v26/ic_launcher_round.xml")) == utf16)
    }

    @Test("a file two configurations name for different pictures is left and said with both; reruns never refuse it")
    func namedTwice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let res = "android/app/src/main/res"
        let shared = "\(res)/mipmap-xxxhdpi/ic_launcher.png"
        try AppProjectTests.write(
            [
                ("package.json", AppProjectTests.text(#"{"dependencies": {"expo": "52", "react-native": "0.76"}}"#)),
                ("app.json", AppProjectTests.text(#"{"expo": {"icon": "./\#(shared)"}}"#))
            ] + AppProjectTests.mipmaps(res, ["ic_launcher"]), to: folder.path)
        let project = try AppProject(folder: folder.path)
        #expect(!project.files.contains { $0.path == shared })
        #expect(project.notes.contains { $0.contains("named by more than one configuration") && $0.contains("xxxhdpi ic_launcher") })
        let before = try FileBytes.read(folder.file(shared))
        for _ in 0..<3 {
            let (made, events) = try AppProjectTests.run(folder.path)
            #expect(made, "\(events)")
            #expect(!events.contains { if case .refused = $0 { true } else { false } })
        }
        #expect(try FileBytes.read(folder.file(shared)) == before)
        // The dry run lists each file once.
        let (_, planned) = try AppProjectTests.run(folder.path) { $0.dryRun = true }
        let paths = planned.compactMap { if case .planned(let path, _, _) = $0 { path } else { nil } }
        #expect(paths.count == Set(paths).count)
    }

    @Test(
        "electron-builder.yml and package.json with hostile icon paths: read without a crash, nothing planned outside the project or twice, neither file ever written"
    )
    func electronHostileValues() throws {
        var generator = SeededGenerator(seed: 7272)
        let escapes = ["../../etc/passwd", "/etc/hosts", "build/../../x.png", "~/icon.png", "build/\u{0}.png", "C:\\icon.ico"]
        for round in 0..<60 {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            func value() -> String {
                Bool.random(using: &generator) ? escapes.randomElement(using: &generator)! : "build/" + Self.hostile(&generator) + ".icns"
            }
            let quote = ["", "\"", "'"].randomElement(using: &generator)!
            let yaml =
                "appId: x.y\ndirectories:\n  buildResources: \(quote)\(value())\(quote)\nmac:\n  icon: \(quote)\(value())\(quote) # \(Self.hostile(&generator))\n"
                + "win:\n  icon: \(value())\nlinux:\n  icon: \(value())\n"
            let package = #"{"devDependencies": {"electron-builder": "25"}, "build": {"mac": {"icon": \#(Self.literal(value()))}}}"#
            let tree: Tree = [
                ("package.json", AppProjectTests.text(package)), ("electron-builder.yml", AppProjectTests.text(yaml)),
                ("build/icon.png", AppProjectTests.png(512))
            ]
            try AppProjectTests.write(tree, to: folder.path)
            let project = try AppProject(folder: folder.path)
            let paths = project.files.map(\.path)
            #expect(Set(paths).count == paths.count, "round \(round): \(paths)")
            #expect(!paths.contains("electron-builder.yml") && !paths.contains("package.json"), "round \(round)")
            for path in paths {
                #expect(
                    ProjectPath.inside(path) == path && !path.hasPrefix("/") && !path.split(separator: "/").contains(".."),
                    "round \(round): \(path)")
            }
            // A run leaves both configurations byte for byte as they were.
            _ = try? AppProjectTests.run(folder.path)
            let after = AppProjectTests.snapshot(folder.path)
            #expect(after["electron-builder.yml"] == AppProjectTests.text(yaml) && after["package.json"] == AppProjectTests.text(package))
        }
    }

    @Test("app.json as Expo reads it, JSON5's trailing commas and all: its icons drawn, its edit keeping every comma")
    func expoTrailingCommas() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let original =
            "{\n  \"expo\": {\n    \"name\": \"a, b,}\",\n    \"icon\": \"./assets/icon.png\",\n    \"ios\": {\n      \"supportsTablet\": true,\n    },\n"
            + "    \"android\": { \"adaptiveIcon\": { \"foregroundImage\": \"./assets/fg.png\", }, },\n    \"plugins\": [\"x\",],\n  },\n}\n"
        try AppProjectTests.write(
            [
                ("package.json", AppProjectTests.text(#"{"dependencies": {"expo": "52"}}"#)), ("app.json", AppProjectTests.text(original)),
                ("assets/icon.png", AppProjectTests.png(64, 48)), ("assets/fg.png", AppProjectTests.png(64))
            ], to: folder.path)
        let blanked = JSONTextEdit.withoutTrailingCommas(AppProjectTests.text(original))
        #expect(blanked.count == original.utf8.count && (try? JSONValue.parse(blanked)) != nil)
        #expect(String(decoding: blanked, as: UTF8.self).contains("\"a, b,}\""), "a comma inside a string is kept")
        let project = try AppProject(folder: folder.path)
        #expect(project.files.contains { $0.path == "assets/icon.png" } && project.files.contains { $0.path == "assets/fg.png" })
        // A non-square icon (Expo refuses one) is drawn again at its size, and said.
        #expect(project.notes.contains { $0.hasPrefix("assets/icon.png: drawn again at its 64×48 px, where Expo asks for a square image") })
        let edited = try #require(Self.planned(project, "app.json"))
        let json = try Self.object(JSONTextEdit.withoutTrailingCommas(edited))
        let ios = (json["expo"] as? [String: Any])?["ios"] as? [String: Any]
        #expect((ios?["icon"] as? [String: Any])?["dark"] as? String == "./assets/icon-dark.png")
        // Every trailing comma of the original is still there.
        func trailingCommas(_ text: [UInt8]) -> Int { zip(text, JSONTextEdit.withoutTrailingCommas(text)).filter { $0 != $1 }.count }
        #expect(
            trailingCommas(AppProjectTests.text(original)) == 6 && trailingCommas(edited) == 6, "\(String(decoding: edited, as: UTF8.self))"
        )
    }

    @Test(
        "an adaptive icon whose monochrome is its colour foreground drawable (flutter_deer's): drawn from the monochrome Tintype writes; check reads drawable pictures"
    )
    func monochromeFromForeground() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let res = "android/app/src/main/res"
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
                <background android:drawable="@drawable/ic_launcher_background"/>
                <foreground android:drawable="@drawable/ic_launcher_foreground"/>
                <monochrome android:drawable="@drawable/ic_launcher_foreground"/>
            </adaptive-icon>
            """
        try AppProjectTests.write(
            [
                ("settings.gradle", AppProjectTests.text("include ':app'\n")),
                ("\(res)/mipmap-anydpi-v26/ic_launcher.xml", AppProjectTests.text(xml)),
                ("\(res)/drawable-xxhdpi/ic_launcher_foreground.png", AppProjectTests.png(324)),
                ("\(res)/drawable-xxhdpi/ic_launcher_background.png", AppProjectTests.png(324))
            ] + AppProjectTests.mipmaps(res, ["ic_launcher"]), to: folder.path)
        #expect(
            !AppIconCheck.check(folder.path, rendering: .inProcess).breaches.contains {
                $0.file.hasSuffix("drawable/ic_launcher_foreground.xml")
            })
        #expect(try AppProjectTests.run(folder.path).0)
        let edited = try String(contentsOfFile: folder.file("\(res)/mipmap-anydpi-v26/ic_launcher.xml"), encoding: .utf8)
        #expect(
            edited
                == xml.replacingOccurrences(of: "@drawable/", with: "@mipmap/").replacingOccurrences(
                    of: "monochrome android:drawable=\"@mipmap/ic_launcher_foreground",
                    with: "monochrome android:drawable=\"@mipmap/ic_launcher_monochrome"))
        for density in ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"] {
            #expect(
                FileManager.default.fileExists(atPath: folder.file("\(res)/mipmap-\(density)/ic_launcher_monochrome.png")), "\(density)")
        }
        try AppProjectTests.expectLinks(folder.file(res), minSdk: 26)
        #expect(
            AppIconCheck.check(folder.path, rendering: .inProcess).breaches.isEmpty,
            "\(AppIconCheck.check(folder.path, rendering: .inProcess).breaches)")
    }

    @Test("--dry-run draws nothing: a master that cannot be decoded is still planned; after a run, unchanged; another option, drawn again")
    func dryRunDrawsNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let set = "ios/Runner/Assets.xcassets/AppIcon.appiconset"
        let res = "android/app/src/main/res"
        try AppProjectTests.write(AppProjectTests.flutterTree(set: set, res: res), to: folder.path)
        let changes = { (events: [AppIconRun.Event]) in
            events.compactMap { if case .planned(let path, let reason, let change) = $0 { (path, reason, change) } else { nil } }
        }
        // A PNG whose header is whole and whose pixels are cut off: a run that decodes it fails, a dry run never does.
        let broken = folder.file("broken.png")
        try Data(Array(AppProjectTests.png(1024).prefix(40))).write(to: URL(fileURLWithPath: broken))
        let (listed, planned) = try AppProjectTests.run(folder.path) {
            $0.source = broken
            $0.dryRun = true
        }
        #expect(listed && changes(planned).count > 20 && changes(planned).allSatisfy { $0.2 })
        #expect(throws: (any Error).self) { try AppProjectTests.run(folder.path) { $0.source = broken } }
        // After a run, every file is unchanged, known from the record without drawing.
        #expect(try AppProjectTests.run(folder.path).0)
        let after = AppProjectTests.snapshot(folder.path)
        let (_, again) = try AppProjectTests.run(folder.path) { $0.dryRun = true }
        #expect(!changes(again).isEmpty && changes(again).allSatisfy { !$0.2 }, "\(changes(again).filter(\.2))")
        // Another ground: each picture drawn again, no configuration changed, and nothing written.
        let (_, other) = try AppProjectTests.run(folder.path) {
            $0.dryRun = true
            $0.design.background = .solid(.black)
        }
        let redrawn = changes(other).filter(\.2)
        #expect(redrawn.contains { $0.0 == "\(res)/mipmap-hdpi/ic_launcher.png" && $0.1.contains("drawn again") })
        #expect(!redrawn.contains { $0.0.hasSuffix(".json") })
        #expect(AppProjectTests.snapshot(folder.path) == after)
        // A hand edit is named as one.
        try Data(AppProjectTests.png(72)).write(to: URL(fileURLWithPath: folder.file("\(res)/mipmap-hdpi/ic_launcher.png")))
        let (_, edited) = try AppProjectTests.run(folder.path) { $0.dryRun = true }
        #expect(changes(edited).contains { $0.0 == "\(res)/mipmap-hdpi/ic_launcher.png" && $0.1.contains("edited by hand") && $0.2 })
    }

    @Test("a Flutter set's legacy iOS sizes (57, 50 and 72 pt): each drawn again at its size, none given a dark or tinted twin")
    func legacyCatalogSizes() throws {
        let entries = [
            ("20x20", "iphone", "2x"), ("57x57", "iphone", "1x"), ("57x57", "iphone", "2x"), ("50x50", "ipad", "2x"),
            ("72x72", "ipad", "1x")
        ]
        let images = entries.map { size, idiom, scale in
            #"{"size": "\#(size)", "idiom": "\#(idiom)", "filename": "Icon-App-\#(size)@\#(scale).png", "scale": "\#(scale)"}"#
        }
        let text = Array(#"{"images": [\#(images.joined(separator: ", "))], "info": {"version": 1, "author": "xcode"}}"#.utf8)
        var notes: [String] = []
        let planned = ProjectAssetCatalog.plan(folder: "ios/AppIcon.appiconset", text: text, notes: &notes)
        let sides = Dictionary(
            planned.compactMap { file -> (String, Int)? in
                if case .image(_, let width, _, _, _, _) = file.content {
                    (file.path.split(separator: "/").last.map(String.init)!, width)
                } else {
                    nil
                }
            }, uniquingKeysWith: { first, _ in first })
        #expect(sides["Icon-App-57x57@1x.png"] == 57 && sides["Icon-App-57x57@2x.png"] == 114)
        #expect(sides["Icon-App-50x50@2x.png"] == 100 && sides["Icon-App-72x72@1x.png"] == 72 && sides["Icon-App-20x20@2x.png"] == 40)
        #expect(
            Set(sides.keys.filter { $0.contains("-dark") || $0.contains("-tinted") }) == [
                "AppIcon-iphone-20@2x-dark.png", "AppIcon-iphone-20@2x-tinted.png"
            ])
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test(
        "an adaptive icon on a colour resource (Capacitor's): --background draws its ground; without, a glyph lost on it is said and checked"
    )
    func colourResourceGround() throws {
        let res = "android/app/src/main/res"
        let tree: Tree =
            [
                ("capacitor.config.json", AppProjectTests.text("{}")),
                ("\(res)/mipmap-anydpi-v26/ic_launcher.xml", AppProjectTests.text(AppProjectTests.capacitorAdaptiveIcon)),
                (
                    "\(res)/values/ic_launcher_background.xml",
                    AppProjectTests.text(
                        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <color name=\"ic_launcher_background\">#FFFFFF</color>\n</resources>\n"
                    )
                )
            ] + AppProjectTests.mipmaps(res, ["ic_launcher", "ic_launcher_foreground"])
        // A white glyph drawn for a gradient, shown on the white colour: the run says so, and check names it.
        let lost = try TemporaryFolder()
        defer { lost.remove() }
        try AppProjectTests.write(tree, to: lost.path)
        let (made, events) = try AppProjectTests.run(lost.path) { $0.design.background = .vertical(.black, .white) }
        #expect(made)
        let foreground = "\(res)/mipmap-xxxhdpi/ic_launcher_foreground.png"
        #expect(
            events.contains {
                if case .warning(let warning) = $0 { warning.code == .lowContrast && warning.message.contains(foreground) } else { false }
            })
        #expect(
            AppIconCheck.check(lost.path, rendering: .inProcess).breaches.contains {
                $0.file == foreground && $0.rule == .lowContrast && $0.detail.contains("@color/ic_launcher_background #FFFFFF")
            })
        // With --background's colour, the ground is Tintype's background layer in it: drawn, named, linked; no breach.
        let grounded = try TemporaryFolder()
        defer { grounded.remove() }
        try AppProjectTests.write(tree, to: grounded.path)
        #expect(try AppProjectTests.run(grounded.path).0)
        let xml = try String(contentsOfFile: grounded.file("\(res)/mipmap-anydpi-v26/ic_launcher.xml"), encoding: .utf8)
        #expect(
            xml
                == AppProjectTests.capacitorAdaptiveIcon.replacingOccurrences(of: "@color/", with: "@mipmap/").replacingOccurrences(
                    of: "    <foreground android:drawable=\"@mipmap/ic_launcher_foreground\"/>\n",
                    with:
                        "    <foreground android:drawable=\"@mipmap/ic_launcher_foreground\"/>\n    <monochrome android:drawable=\"@mipmap/ic_launcher_monochrome\"/>\n"
                ))
        let layer = try ImageDecoder.read(grounded.file("\(res)/mipmap-xxxhdpi/ic_launcher_background.png")).image
        #expect(layer[0, 0].straight == StraightColor(red: 232, green: 65, blue: 60))
        try AppProjectTests.expectLinks(grounded.file(res), minSdk: 26)
        #expect(
            AppIconCheck.check(grounded.path, rendering: .inProcess).breaches.isEmpty,
            "\(AppIconCheck.check(grounded.path, rendering: .inProcess).breaches)")
        // Android's colour notation.
        for (text, colour) in [
            ("#FFF", StraightColor(red: 255, green: 255, blue: 255)),
            (" #80FF0000 ", StraightColor(red: 255, green: 0, blue: 0, alpha: 128)),
            ("#2B5FD9", StraightColor(red: 0x2B, green: 0x5F, blue: 0xD9)),
            ("#8F00", StraightColor(red: 255, green: 0, blue: 0, alpha: 0x88))
        ] {
            #expect(AndroidColorResource.parse(text) == colour, "\(text)")
        }
        for text in ["@color/other", "#12345", "red", "#GGGGGG", ""] { #expect(AndroidColorResource.parse(text) == nil, "\(text)") }
    }

    @Test("--background sets Expo's adaptive backgroundColor: a white glyph is not left on app.json's white ground")
    func expoGround() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let appJSON = AppProjectTests.text(
            "{\n  \"expo\": {\n    \"icon\": \"./assets/icon.png\",\n    \"android\": {\n      \"adaptiveIcon\": {\n"
                + "        \"foregroundImage\": \"./assets/adaptive-icon.png\",\n        \"backgroundColor\": \"#ffffff\"\n      }\n    }\n  }\n}\n"
        )
        try AppProjectTests.write(
            [
                ("package.json", AppProjectTests.text(#"{"dependencies": {"expo": "52"}}"#)), ("app.json", appJSON),
                ("assets/icon.png", AppProjectTests.png(64)), ("assets/adaptive-icon.png", AppProjectTests.png(64))
            ], to: folder.path)
        let dark = StraightColor(red: 0x20, green: 0x23, blue: 0x2A)
        let project = try AppProject(folder: folder.path, background: dark)
        let edited = try #require(Self.planned(project, "app.json"))
        let adaptive = (try Self.object(edited)["expo"] as? [String: Any]).flatMap {
            ($0["android"] as? [String: Any])?["adaptiveIcon"] as? [String: Any]
        }
        #expect(adaptive?["backgroundColor"] as? String == "#20232A")
        #expect(project.notes.contains { $0.contains("backgroundColor #ffffff set to #20232A") })
        // Without a colour given, app.json's ground is kept.
        let kept = try #require(Self.planned(try AppProject(folder: folder.path), "app.json"))
        #expect(String(decoding: kept, as: UTF8.self).contains("\"backgroundColor\": \"#ffffff\""))
        // A white glyph drawn for a gradient (which sets no backgroundColor) on app.json's white ground: the run says
        // so, naming the layer and the ground, and check names the same breach.
        let (made, events) = try AppProjectTests.run(folder.path) {
            $0.design.background = .vertical(.black, StraightColor(red: 51, green: 51, blue: 51))
        }
        #expect(made)
        let warned = events.compactMap { if case .warning(let warning) = $0, warning.code == .lowContrast { warning.message } else { nil } }
        #expect(warned.contains { $0.contains("assets/adaptive-icon.png") && $0.contains("backgroundColor #FFFFFF") }, "\(warned)")
        let breaches = AppIconCheck.check(folder.path, rendering: .inProcess).breaches
        #expect(breaches.map(\.file) == ["assets/adaptive-icon.png"] && breaches.first?.rule == .lowContrast, "\(breaches)")
        // Given the dark colour, the ground is set and the glyph shows: no breach.
        #expect(try AppProjectTests.run(folder.path) { $0.design.background = .solid(dark) }.0)
        #expect(
            AppIconCheck.check(folder.path, rendering: .inProcess).breaches.isEmpty,
            "\(AppIconCheck.check(folder.path, rendering: .inProcess).breaches)")
    }

    @Test("Tauri: an Icon Composer bundle its macOS bundle ships from src-tauri/ is drawn again; its prebuilt Assets.car is named")
    func tauriShippedBundle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let configuration =
            #"{"bundle": {"icon": [], "macOS": {"files": {"Resources/OOMU.icon": "./OOMU.icon", "Resources/Assets.car": "Assets.car"}}}}"#
        try AppProjectTests.write(
            [
                ("src-tauri/tauri.conf.json", AppProjectTests.text(configuration)),
                ("src-tauri/OOMU.icon/icon.json", AppProjectTests.text(#"{"groups": []}"#)),
                ("src-tauri/Assets.car", AppProjectTests.text("BOMStore")), ("src-tauri/Stray.icon/icon.json", AppProjectTests.text("{}"))
            ], to: folder.path)
        let project = try AppProject(folder: folder.path, framework: .tauri)
        #expect(project.files.contains { $0.path == "src-tauri/OOMU.icon" && $0.content == .iconBundle })
        #expect(!project.files.contains { $0.path == "src-tauri/Stray.icon" })
        #expect(project.notes.contains { $0.contains("src-tauri/Assets.car: the compiled asset catalog") })
    }
}
