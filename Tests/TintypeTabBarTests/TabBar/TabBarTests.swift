import Foundation
import Testing
import Tintype
import TintypeCLI
import TintypeReference
import TintypeSupport
import TintypeTestSupport
import ZIPFoundation

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

@Suite("Tab bar layout and rendering")
struct TabBarTests {
    @Test("item frames, the seed's arrow formula, the raised center button")
    func layout() {
        let layout = TabBarRenderer.Layout(barWidth: 320, itemCount: 5)
        #expect(layout.itemWidth == 64)
        #expect(layout.itemFrame(2) == PointRect(x: 128, y: 0, width: 64, height: 44))
        #expect(layout.arrowFrame(selected: 2) == PointRect(x: 128 + 27, y: -5, width: 10, height: 7))
        #expect(
            layout.raisedCenterFrame(size: PointSize(width: 80, height: 60)) == PointRect(x: 120, y: 22 - 8 - 30, width: 80, height: 60))
        #expect(layout.raisedCenterFrame(size: PointSize(width: 40, height: 30)) == PointRect(x: 140, y: 7, width: 40, height: 30))
        #expect(TabBarRenderer.Layout.arrowPosition(from: 3, to: 0, time: 0) == 3)
        #expect(TabBarRenderer.Layout.arrowPosition(from: 3, to: 0, time: 0.1) == 1.5)
        #expect(TabBarRenderer.Layout.arrowPosition(from: 3, to: 0, time: 0.2) == 0)
        #expect(
            TabBarRenderer.Layout.arrowPosition(from: 0, to: 4, time: 0.05) == 0.5, "ease in: a quarter of the time, an eighth of the way")
    }

    static func icons(_ scale: Double) throws -> [RGBAImage] {
        try ["star", "chat", "home", "clock", "music"].map { name in
            let art = try ImageDecoder.read(Fixtures.path("icons/\(name)@3x.png")).image
            return art.downscaled(width: Int(30 * scale), height: Int(30 * scale))
        }
    }

    @Test("the classic bar with 5 items, item 0 selected and item 2 glowing, at 1× and 2×", arguments: [1.0, 2.0])
    func classicBar(_ scale: Double) throws {
        let renderer = TabBarRenderer(layout: TabBarRenderer.Layout(itemCount: 5), style: .classic, scale: scale)
        let bar = renderer.render(icons: try Self.icons(scale), selected: 0, glowing: [2])
        #expect(bar.width == Int(320 * scale) && bar.height == Int(49 * scale), "the canvas grows 5 pt upward for the arrow")
        try checkGolden(bar, "tabbar-classic@\(Int(scale))x")
    }

    @Test("the arrow's slide: frames evenly over 0.2 s, the first over the item it leaves, the last the selected bar")
    func arrowSlide() throws {
        let renderer = TabBarRenderer(layout: TabBarRenderer.Layout(itemCount: 5), style: .classic, scale: 1)
        let placed = try Self.icons(1).map { ArtMaster.PlacedArt(centering: $0, canvasWidth: 64, canvasHeight: 44, maskSource: .alpha) }
        var frames: [Int: RGBAImage] = [:]
        renderer.arrowSlide(placedIcons: placed, selected: 0, from: 3, frames: 5) { frames[$0] = $1 }
        #expect(frames.keys.sorted() == [0, 1, 2, 3, 4])
        #expect(frames[0] == renderer.render(placedIcons: placed, selected: 0, arrowPosition: 3))
        #expect(frames[2] == renderer.render(placedIcons: placed, selected: 0, arrowPosition: 1.5))
        #expect(frames[4] == renderer.render(placedIcons: placed, selected: 0))
        #expect(frames[1] != frames[2] && frames[2] != frames[3], "the arrow moves between frames")
    }

    @Test("the command line writes the bar and the arrow's slide frame by frame")
    func command() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let icons = ["star", "chat", "home", "clock", "music"].map { Fixtures.path("icons/\($0)@3x.png") }
        let output = folder.file("bar.png")
        #expect(
            await CLI.status(
                ["tabbar"] + icons + [
                    "-o", output, "--scale", "2", "--selected", "0", "--glow", "2",
                    "--frames", "5", "--from", "4"
                ]) == 0)
        #expect(
            try ImageDecoder.read(output).image.bytes
                == TabBarRenderer(layout: TabBarRenderer.Layout(itemCount: 5), style: .classic, scale: 2)
                .render(icons: Self.icons(2), selected: 0, glowing: [2]).bytes)
        // The arrow's left edge in each frame, found by its rim color in the rows above the bar.
        var positions = [Int]()
        for frame in 1...5 {
            let picture = try ImageDecoder.read(folder.file("bar-frame0\(frame).png")).image
            positions.append((0..<picture.width).first { picture[$0, 9].alpha > 0 } ?? -1)
        }
        #expect(positions.first! > positions.last!, "it slides from item 4 to item 0")
        #expect(positions == positions.sorted(by: >), "monotonically")
        #expect(positions[2] == (positions[0] + positions[4]) / 2, "halfway at half time (ease in-out is symmetric)")
        #expect(await CLI.status(["tabbar"] + icons + ["-o", output, "--selected", "7"]) == 2)
        #expect(await CLI.status(["tabbar"] + icons + ["-o", output, "--frames", "3"]) == 2)
    }

    @Test("a raised center button taller than the bar moves up by half the difference")
    func raisedCenter() throws {
        let renderer = TabBarRenderer(layout: TabBarRenderer.Layout(itemCount: 5), style: .flat, scale: 1)
        let button = RGBAImage(width: 60, height: 56, filledWith: StraightColor(red: 200, green: 40, blue: 40).premultiplied)
        let bar = renderer.render(icons: try Self.icons(1), selected: 0, raisedCenter: button)
        // Taller by 12: the center rises 6, so the top is 22 − 6 − 28 = −12: the canvas grows 12 pt.
        #expect(bar.height == 44 + 12)
        #expect(bar[160, 0] == button[0, 0] && bar[160, 55] == button[0, 0] && bar[129, 20].red != 200)
    }
}
