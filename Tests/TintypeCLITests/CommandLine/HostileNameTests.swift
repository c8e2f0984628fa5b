import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Names that are markup, quotes and script run through every writer (SPEC §10): each output is
/// parsed by a reader of its kind, and each page opened in Chromium runs no script of theirs.
@Suite("Hostile names through every writer")
struct HostileNameTests {
    /// A file name that is an HTML injection in every context: an attribute's end, a tag, a handler.
    static let hostile = #"x"><img src=y onerror=console.log('pwned')>'&{}"#

    @Test("an app icon set from a master with a hostile name: every JSON, XML and page reads, and the page runs nothing")
    func appIconSet() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let master = folder.file(Self.hostile + ".svg")
        try FileManager.default.copyItem(atPath: Fixtures.path("svg/heart.svg"), toPath: master)
        let run = await CLI.run([
            "appicon", master, "-o", folder.file("out"), "--platform", "ios,android,notification,web,macos,windows,linux,icon",
            "--background", "#1E88E5"
        ])
        #expect(run.status == 0, "\(run.error)")
        try Self.parseEverything(in: folder.file("out"))
        let page = folder.file("out/preview.html")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(!html.contains("<img src=y"), "the name is markup in the page")
        #expect(try Chromium.consoleMessages("file://" + page) == [])
        // The Linux icons are still shown: the page's URL finds the file with the hostile name.
        // Its cell is the last of the desktop row (the proof sheet's geometry: 128 px cells, 16 px gaps).
        let shot = try Chromium.screenshot("file://" + page, width: 800, height: 1400)
        let blue = StraightColor(red: 0x1E, green: 0x88, blue: 0xE5)
        #expect(shot.count(blue, in: PixelRect(x: 448, y: 606, width: 128, height: 128)) > 2_000, "the Linux icon is not shown")
    }

    @Test("a tab-bar batch of icons with hostile names in every layout: every JSON, XML, CSS and page reads, and the page runs nothing")
    func batch() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let icons = folder.file("icons")
        try FileManager.default.createDirectory(atPath: icons, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.path("svg/heart.svg"), toPath: icons + "/" + Self.hostile + ".svg")
        try FileManager.default.copyItem(atPath: Fixtures.path("svg/bolt.svg"), toPath: icons + "/<script>console.log(2)<b>.svg")
        for layout in ["ios", "xcassets", "android", "web"] {
            let out = folder.file(layout)
            let run = await CLI.run(["batch", icons, "-o", out, "--layout", layout, "--quiet"])
            #expect(run.status == 0, "\(layout): \(run.error)")
            try Self.parseEverything(in: out)
            let page = out + "/preview.html"
            if FileManager.default.fileExists(atPath: page) {
                #expect(try Chromium.consoleMessages("file://" + page) == [], "\(layout)")
            }
        }
    }

    /// Every `.json`, `.webmanifest`, `.xml` and `.svg` under `folder` parsed by Foundation's readers.
    static func parseEverything(in folder: String) throws {
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        var parsed = 0
        for file in files {
            let path = folder + "/" + file
            switch (file as NSString).pathExtension {
            case "json", "webmanifest":
                _ = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                parsed += 1
            case "xml", "svg":
                let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
                #expect(parser.parse(), "\(file): \(String(describing: parser.parserError))")
                parsed += 1
            default: break
            }
        }
        #expect(parsed > 0, "nothing to parse in \(folder)")
    }
}
