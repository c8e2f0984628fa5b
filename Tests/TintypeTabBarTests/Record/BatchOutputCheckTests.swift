import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeTabBar

/// `tintype check` on a batch's own output (``BatchOutputCheck``), and on an icon theme's tree.
@Suite("Check: a batch's output and an icon theme tree", .serialized)
struct BatchOutputCheckTests {
    @Test("a batch's output keeps its promises; a missing file, a broken PNG, a lost variant and a path out are each named")
    func batchOutput() async throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        _ = try BatchRuns.run(Fixtures.path("icons"), out.file("tabs"))
        _ = try BatchRuns.run(Fixtures.path("svg"), out.file("catalog")) { $0.layout = .xcassets }
        let clean = BatchOutputCheck.check(out.path)
        #expect(clean.setsFound == 2 && clean.breaches.isEmpty && clean.filesChecked > 180, "\(clean)")
        let run = await CLI.run(["check", out.path])
        #expect(run.status == 0 && run.output.contains("0 breaches"), "\(run.output)\(run.error)")

        try FileManager.default.removeItem(atPath: out.file("tabs/star@2x.png"))
        try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: out.file("tabs/home@3x.png")))
        let catalog = try #require(
            FileManager.default.subpathsOfDirectory(atPath: out.file("catalog")).first { $0.hasSuffix(".imageset/Contents.json") })
        let imageset = (catalog as NSString).deletingLastPathComponent
        let named = try #require(
            FileManager.default.contentsOfDirectory(atPath: out.file("catalog/" + imageset)).first { $0.hasSuffix(".png") })
        try FileManager.default.removeItem(atPath: out.file("catalog/\(imageset)/\(named)"))
        let broken = BatchOutputCheck.check(out.path)
        let found = broken.breaches.map(\.description)
        #expect(found.contains { $0.hasPrefix("tabs/star@2x.png: missing-file") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("tabs/home@3x.png: unreadable") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("catalog/\(catalog): missing-file: it names \(named)") }, "\(found)")
        let failed = await CLI.run(["check", out.path])
        #expect(failed.status == 1 && failed.output.contains("\(out.path)/tabs/star@2x.png: missing-file"), "\(failed.output)")

        // A hostile manifest: a path that leads out is named, never read; an icon without one of the set's variants is named.
        let manifestPath = out.file("tabs/manifest.json")
        var manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifestPath))) as? [String: Any])
        var icons = try #require(manifest["icons"] as? [[String: Any]])
        for index in icons.indices {
            var files = try #require(icons[index]["files"] as? [[String: Any]])
            if icons[index]["name"] as? String == "chat" { files.removeAll { $0["path"] as? String == "chat@2x.png" } }
            if icons[index]["name"] as? String == "bookmark", let first = files.indices.first { files[first]["path"] = "../../etc/passwd" }
            icons[index]["files"] = files
        }
        manifest["icons"] = icons
        try JSONSerialization.data(withJSONObject: manifest).write(to: URL(fileURLWithPath: manifestPath))
        let hostile = BatchOutputCheck.check(out.file("tabs")).breaches.map(\.description)
        #expect(hostile.contains { $0.hasPrefix("../../etc/passwd: outside-folder") }, "\(hostile)")
        #expect(hostile.contains { $0.hasPrefix("chat: missing-variant: no normal file at @2x") }, "\(hostile)")
    }

    @Test("an app icon's own linux/hicolor folder is an icon theme tree, checked as one")
    func hicolorFolder() async throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        #expect(
            await CLI.status(["appicon", Fixtures.path("svg/heart.svg"), "-o", out.path, "--platform", "linux", "--no-proof", "-q"]) == 0)
        let tree = out.file("linux/hicolor")
        #expect(FileManager.default.fileExists(atPath: tree + "/48x48/apps"))
        let run = await CLI.run(["check", tree])
        #expect(run.status == 0 && run.output.contains("0 breaches"), "\(run.output)\(run.error)")
        // Its 48×48 icon gone (and no scalable one), the theme's minimum is named.
        for folder in ["48x48", "scalable"] { try? FileManager.default.removeItem(atPath: tree + "/" + folder) }
        let missing = await CLI.run(["check", tree])
        #expect(missing.status == 1 && missing.output.contains("/48x48/apps/"), "\(missing.output)\(missing.error)")
    }
}
