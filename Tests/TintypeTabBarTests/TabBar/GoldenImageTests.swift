import Foundation
import Testing
import Tintype
import TintypeTestSupport

/// The classic elements at 1× and 2×, against the golden pictures in
/// `Fixtures/golden/`. Set TINTYPE_UPDATE_GOLDEN=1 to rewrite them (then look at them).
@Suite("Golden images")
struct GoldenImageTests {
    @Test("the classic elements sheet matches its golden image", arguments: [1.0, 2.0])
    func classicElements(_ scale: Double) throws {
        let sheet = ElementsSheet.make(scale: scale)
        let path = Fixtures.path("golden/classic-elements@\(Int(scale))x.png")
        if ProcessInfo.processInfo.environment["TINTYPE_UPDATE_GOLDEN"] == "1" {
            try PNGEncoder(compression: .smallest).write(sheet, to: path)
        }
        let golden = try ImageDecoder.read(path).image
        #expect(golden.width == sheet.width && golden.height == sheet.height)
        // Elements computed in floating point may move by one level between machines.
        #expect(golden.maximumDifference(from: sheet) <= 1)
    }

    @Test("element sizes follow SPEC §4 at 1×, 2× and 3×", arguments: [1.0, 2.0, 3.0])
    func sizes(_ scale: Double) {
        let s = Int(scale)
        #expect(TabBarRenderer.ClassicElements.barBackground(width: 320, scale: scale).width == 320 * s)
        #expect(TabBarRenderer.ClassicElements.barBackground(width: 320, scale: scale).height == 44 * s)
        #expect(TabBarRenderer.ClassicElements.selectionBackground(itemWidth: 64, scale: scale).height == 40 * s)
        #expect(TabBarRenderer.ClassicElements.glow(scale: scale).width == 19 * s)
        #expect(TabBarRenderer.ClassicElements.glow(scale: scale).height == 13 * s)
        #expect(TabBarRenderer.ClassicElements.indicatorArrow(scale: scale).width == 10 * s)
        #expect(TabBarRenderer.ClassicElements.indicatorArrow(scale: scale).height == 7 * s)
    }

    @Test("the bar background's rows have the SPEC colors")
    func barRows() {
        let bar = TabBarRenderer.ClassicElements.barBackground(width: 10, scale: 2)
        #expect(bar[3, 0].straight == TabBarStyle.ClassicPalette.barTopLine && bar[3, 1].straight == TabBarStyle.ClassicPalette.barTopLine)
        #expect(
            bar[3, 2].straight == TabBarStyle.ClassicPalette.barSecondLine && bar[3, 3].straight == TabBarStyle.ClassicPalette.barSecondLine
        )
        #expect(bar[3, 4].red == 61 && bar[3, 43].red == 42)
        #expect(bar[3, 44].straight == TabBarStyle.ClassicPalette.barBottom && bar[3, 87].straight == TabBarStyle.ClassicPalette.barBottom)
        for y in 5..<44 { #expect(bar[0, y].red <= bar[0, y - 1].red, "the gradient darkens downwards") }
    }

    @Test("the glow is strongest in the middle and clear at its edge")
    func glowShape() {
        let glow = TabBarRenderer.ClassicElements.glow(scale: 2)
        let center = glow[glow.width / 2, 15]
        #expect(center.alpha > 200)
        #expect(glow[0, 0].alpha == 0)
        #expect(glow[glow.width / 2, 0].alpha < 40)
        #expect(center.straight.red > 150, "the bright white-blue core")
    }
}
