import Foundation
import Testing
import Tintype
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

/// What the Android layout does by default (SPEC §9.2, §4): art fitted alone keeps Material's 2 dp
/// margin in the 24 dp drawable, a family keeps its own canvas, and the classic look's glossy iOS
/// pieces are not written into `res/`.
@Suite("Android defaults: Material's margin, no iOS pieces")
struct AndroidDefaultsTests {
    @Test("an SVG without a margin fills the 20 dp live area (80 px at xxxhdpi, not 96); --padding 0 fills the drawable")
    func margin() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        let flush = try TemporaryFolder()
        defer { for folder in [input, out, flush] { folder.remove() } }
        try FileManager.default.copyItem(atPath: Fixtures.path("svg/heart.svg"), toPath: input.file("heart.svg"))
        let summary = try BatchRuns.run(input.path, out.path) {
            ($0.layout, $0.contactSheet) = (.android, false)
        }
        #expect(summary.failed == 0)
        let bounds = try #require(try FamilyTests.bounds(out.file("drawable-xxxhdpi/ic_heart.png")))
        #expect(max(bounds.width, bounds.height) == 80, "\(bounds)")
        _ = try BatchRuns.run(input.path, flush.path) {
            ($0.layout, $0.contactSheet, $0.sizing.padding) = (.android, false, .points(0))
        }
        let full = try #require(try FamilyTests.bounds(flush.file("drawable-xxxhdpi/ic_heart.png")))
        #expect(max(full.width, full.height) == 96, "\(full)")
    }

    @Test("a family brings its own canvas: the same pixels with the default padding as with none")
    func familyKeepsItsCanvas() throws {
        let input = try TemporaryFolder()
        let defaults = try TemporaryFolder()
        let none = try TemporaryFolder()
        defer { for folder in [input, defaults, none] { folder.remove() } }
        try FamilyTests.family(units: 24, in: input)
        let summary = try BatchRuns.run(input.path, defaults.path) { ($0.layout, $0.contactSheet) = (.android, false) }
        #expect(summary.failed == 0 && summary.families == ["24x24 SVG": 4])
        _ = try BatchRuns.run(input.path, none.path) { ($0.layout, $0.contactSheet, $0.sizing.padding) = (.android, false, .points(0)) }
        for file in ["drawable-xxxhdpi/ic_plus.png", "drawable-mdpi/ic_corner_selected.png"] {
            #expect(try FileBytes.read(defaults.file(file)) == FileBytes.read(none.file(file)), "\(file)")
        }
    }

    @Test("the classic look writes no glow, arrow or selection background into res/; a style that asks for them gets them")
    func noGlossyPieces() async throws {
        let out = try TemporaryFolder()
        let glossy = try TemporaryFolder()
        defer { for folder in [out, glossy] { folder.remove() } }
        _ = try BatchRuns.run(Fixtures.path("svg"), out.path) { ($0.layout, $0.contactSheet) = (.android, false) }
        let written = BatchRuns.allFiles(out.path).keys
        #expect(written.contains("drawable-xhdpi/tabbar_background.png"), "\(written.sorted())")
        #expect(!written.contains { $0.contains("glow") || $0.contains("arrow") || $0.contains("selection") }, "\(written.sorted())")
        // The README's example: classic with its selected paint changed on the command line is still classic.
        let repainted = try TemporaryFolder()
        defer { repainted.remove() }
        #expect(
            await CLI.status([
                "batch", Fixtures.path("svg"), "-o", repainted.path, "--layout", "android", "--selected", "#D5E5F8,#318CE4", "-q"
            ]) == 0)
        let pieces = BatchRuns.allFiles(repainted.path).keys
        #expect(pieces.contains("drawable-xhdpi/tabbar_background.png"))
        #expect(!pieces.contains { $0.contains("glow") || $0.contains("arrow") || $0.contains("selection") }, "\(pieces.sorted())")
        var style = StyleDefinition.classic
        style.name = "classic, asked for on Android"
        _ = try BatchRuns.run(Fixtures.path("svg"), glossy.path) { ($0.layout, $0.contactSheet, $0.style) = (.android, false, style) }
        #expect(BatchRuns.allFiles(glossy.path).keys.contains("drawable-xhdpi/tabbar_glow.png"))
    }
}
