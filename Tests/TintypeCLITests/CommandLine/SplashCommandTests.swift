import Foundation
import Testing
import Tintype
import TintypeTestSupport

/// `tintype splash`: the platforms chosen, a rerun that writes nothing, its job, and usage errors that say what is wrong.
@Suite("tintype splash")
struct SplashCommandTests {
    @Test("only the platforms asked for; a second run is up to date; check passes; the printed job runs the same")
    func platformsAndRerun() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let arguments = [
            "splash", Fixtures.path("logos/flame.svg"), "-o", folder.file("out"), "--platform", "ios,android", "--background",
            "#FFF4E5", "--dark-background", "#1B1B1F", "--icon-background", "white", "--no-proof"
        ]
        let first = await CLI.run(arguments)
        // Standard error holds only what the run is doing (reading, drawing, checking), no warning.
        let steps = first.error.split(separator: "\n")
        #expect(first.status == 0 && steps.count == 3 && steps.allSatisfy { $0.hasSuffix("…") }, "\(first.error)")
        #expect(
            steps.first == "reading \(Fixtures.path("logos/flame.svg"))…"
                && steps[1].hasPrefix("drawing the launch screens of ios, android"))
        #expect(first.output.hasSuffix("11 files: 11 written, 0 up to date\n"), "\(first.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/web")))
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/proof-sheet.png")))
        let second = await CLI.run(arguments)
        #expect(second.status == 0 && second.output == "11 files: 0 written, 11 up to date\n", "\(second.output)")
        let check = await CLI.run(["check", folder.file("out")])
        #expect(check.status == 0 && check.output.contains("0 breaches"), "\(check.output)\(check.error)")
        // The command line saved as a job file, run by 'tintype run' into another folder: the same bytes.
        let saved = await CLI.run(arguments + ["--save-job", folder.file("tintype.json")])
        #expect(saved.status == 0, "\(saved.error)")
        #expect(try String(contentsOfFile: folder.file("tintype.json"), encoding: .utf8).contains("\"job\": \"splash\""))
        let ran = await CLI.run(["run", folder.file("tintype.json"), "--into", folder.file("run")])
        #expect(ran.status == 0, "\(ran.error)")
        let made = try FileManager.default.subpathsOfDirectory(atPath: folder.file("out")).sorted()
        for path in made where !path.hasPrefix(".") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.file("out/" + path), isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            let ours = try Data(contentsOf: URL(fileURLWithPath: folder.file("out/" + path)))
            let theirs = try Data(contentsOf: URL(fileURLWithPath: folder.file("run/out/" + path)))
            #expect(ours == theirs, "\(path)")
        }
    }

    @Test("a bad platform, theme name, colour or screen table is a usage error naming it; a missing logo fails naming the file")
    func refusals() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logo = Fixtures.path("svg/heart.svg")
        let platform = await CLI.run(["splash", logo, "-o", folder.file("a"), "--platform", "ios,watch"])
        #expect(platform.status == 2 && platform.error.contains("--platform"), "\(platform.error)")
        let theme = await CLI.run(["splash", logo, "-o", folder.file("b"), "--post-splash-theme", "App\"/><x"])
        #expect(theme.status == 2 && theme.error.contains("not an Android style name"), "\(theme.error)")
        let color = await CLI.run(["splash", logo, "-o", folder.file("c"), "--dark-background", "nightish"])
        #expect(color.status == 2 && color.error.contains("--dark-background"), "\(color.error)")
        try Data(#"{"screens": [{"devices": "x", "width": 1e308, "height": 900, "scale": 3}]}"#.utf8).write(
            to: URL(fileURLWithPath: folder.file("screens.json")))
        let table = await CLI.run(["splash", logo, "-o", folder.file("d"), "--device-table", folder.file("screens.json")])
        #expect(table.status == 2 && table.error.contains("screens.json: screens[0].width"), "\(table.error)")
        let missing = await CLI.run(["splash", folder.file("none.svg"), "-o", folder.file("e")])
        #expect(missing.status == 1 && missing.error.contains("none.svg"), "\(missing.error)")
        for made in ["a", "b", "c", "d", "e"] { #expect(!FileManager.default.fileExists(atPath: folder.file(made)), "\(made)") }
    }
}
