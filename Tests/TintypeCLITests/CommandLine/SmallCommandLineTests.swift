import ArgumentParser
import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCLI
@testable import TintypeCodecs
@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeFormats
@testable import TintypeJobs
@testable import TintypeLaunch
@testable import TintypePixels
@_spi(Measuring) @testable import TintypeSVG
@testable import TintypeTabBar

/// The smaller things a new user hits: output names that announce a scale, Android's item,
/// misspelt keys, color names, help that reads as written.
@Suite("The command line's smaller promises")
struct SmallCommandLineTests {
    @Test("tint and tabbar -o NAME@3x.png draw at 3×; a --scale that disagrees is a usage error")
    func outputNameScale() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tint = await CLI.run(["tint", Fixtures.path("icons/star.png"), "-o", folder.file("star@3x.png")])
        #expect(tint.status == 0, "\(tint.error)")
        #expect(try ImageDecoder.read(folder.file("star@3x.png")).image.width == 90)
        let mismatch = await CLI.run(["tint", Fixtures.path("icons/star.png"), "-o", folder.file("s@3x.png"), "--scale", "2"])
        #expect(mismatch.status == 2 && mismatch.error.contains("named for 3× but --scale is 2"), "\(mismatch.error)")
        let bar = await CLI.run([
            "tabbar", Fixtures.path("icons/star@3x.png"), Fixtures.path("icons/chat@3x.png"), "-o", folder.file("bar@2x.png")
        ])
        #expect(bar.status == 0, "\(bar.error)")
        #expect(try ImageDecoder.read(folder.file("bar@2x.png")).image.width == 640)
    }

    @Test("android's default item is the icon box: 24 dp drawables")
    func androidItem() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = await CLI.run(["batch", Fixtures.path("svg"), "-o", folder.path, "--layout", "android", "-q", "--no-sheet"])
        #expect(run.status == 0, "\(run.error)")
        for (density, side) in [("mdpi", 24), ("hdpi", 36), ("xhdpi", 48), ("xxhdpi", 72), ("xxxhdpi", 96)] {
            let image = try ImageDecoder.read(folder.file("drawable-\(density)/ic_heart_selected.png")).image
            #expect(image.width == side && image.height == side, "\(density)")
        }
        #expect(BatchOptions(input: "", output: "").itemSize == OutputLayout.ios.defaultItemSize)
    }

    @Test("--state with a misspelt key names the key; CSS color names work for colors and gradients")
    func stateKeysAndColorNames() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let typo = await CLI.run(["batch", Fixtures.path("icons"), "-o", folder.path, "--state", "pressed=blue,opacty=0.5"])
        #expect(typo.status == 2 && typo.error.contains("unknown key 'opacty'"), "\(typo.error)")
        #expect(StraightColor(parsing: "SteelBlue") == StraightColor(red: 0x46, green: 0x82, blue: 0xB4))
        #expect(StraightColor(parsing: "rebeccapurple")?.hexString == "#663399" && StraightColor(parsing: "bluish") == nil)
        #expect(CSSColorNames.table.count == 148)
        let steelblue = try #require(StraightColor(parsing: "steelblue"))
        #expect(Paint(parsing: "lightblue,steelblue") == .vertical([StraightColor(parsing: "lightblue")!, steelblue]))
        #expect(Paint(parsing: "0,0,255") == .solid(StraightColor(red: 0, green: 0, blue: 255)))
        #expect(
            Paint(parsing: "#D5E5F8,#318CE4")
                == .vertical([StraightColor(red: 0xD5, green: 0xE5, blue: 0xF8), StraightColor(red: 0x31, green: 0x8C, blue: 0xE4)]))
        #expect(Paint(parsing: "213,229,248;49,140,228") == Paint(parsing: "#D5E5F8,#318CE4"))
        #expect(Paint(parsing: "red,nocolour") == nil && Paint(parsing: "") == nil)
        let named = await CLI.run(["batch", Fixtures.path("icons"), "-o", folder.path, "--selected", "blue", "--dry-run", "-q"])
        #expect(named.status == 0, "\(named.error)")
    }

    @Test("help texts keep their lines: no discussion line is wider than the 80 columns help is wrapped to")
    func helpLines() {
        for command in TintypeCommand.configuration.subcommands + [TintypeCommand.self] {
            for line in command.configuration.discussion.split(separator: "\n") {
                #expect(line.count <= 79, "\(command.configuration.commandName ?? ""): \(line)")
            }
        }
        #expect(TintypeCommand.configuration.discussion.contains("SVG"))
        #expect(ConvertCommand.configuration.abstract.contains("SVG"))
        // A C library's message ending in a line break is one line.
        #expect(String(cChars: Array("parse error\n\0".utf8CString)) == "parse error")
    }

    @Test("--state cannot make a style with more states than a style file may have")
    func tooManyStates() async {
        let states = (1...40).flatMap { ["--state", "s\($0)=#ff0000"] }
        let run = await CLI.run(["batch", Fixtures.path("icons"), "-o", "/nonexistent/out"] + states)
        #expect(run.status == 2 && run.error.contains("--state: the style would have 42 states, over the 32 a style may have"))
    }
}
