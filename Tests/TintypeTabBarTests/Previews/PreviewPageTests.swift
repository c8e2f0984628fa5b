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

/// preview.html and icons.css in a real browser: headless Chromium takes
/// screenshots, and the tests read their pixels.
@Suite("The preview page and icons.css in Chromium", .serialized)
struct PreviewPageTests {
    static let normal = StraightColor(red: 0, green: 200, blue: 0)
    static let selected = StraightColor(red: 255, green: 0, blue: 0)
    static let hovered = StraightColor(red: 255, green: 0, blue: 255)
    static let darkSelected = StraightColor(red: 255, green: 140, blue: 0)
    static let lightBar = StraightColor(red: 240, green: 240, blue: 240)
    static let darkBar = StraightColor(red: 20, green: 20, blue: 20)

    /// Three icons in the web layout, every state a color of its own, at 1× and 2×.
    static func batch() throws -> (input: TemporaryFolder, out: TemporaryFolder) {
        let input = try TemporaryFolder()
        for name in ["chat@2x.png", "star@2x.png", "heart@3x.png"] {
            try FileManager.default.copyItem(atPath: Fixtures.path("icons/" + name), toPath: input.file(name))
        }
        let style = try StyleDefinition.parse(
            Array(
                ##"""
                {
                  "name": "signal colors",
                  "states": [
                    { "name": "normal", "paint": { "fill": "#00C800" } },
                    { "name": "selected", "paint": { "fill": "#FF0000" } },
                    { "name": "pressed", "paint": { "fill": "#0000FF" } },
                    { "name": "hovered", "paint": { "fill": "#FF00FF" } }
                  ],
                  "dark": { "paints": { "selected": { "fill": "#FF8C00" } }, "bar": "#141414" },
                  "bar": "#F0F0F0"
                }
                """##.utf8), file: "signal.json")
        let out = try TemporaryFolder()
        let summary = try BatchRuns.run(input.path, out.path) {
            $0.layout = .web
            $0.style = style
            $0.scales = [1, 2]
            $0.contactSheet = false
        }
        #expect(summary.failed == 0 && summary.icons == 3)
        return (input, out)
    }

    /// Item `index` of the first bar at scale 1: 16 px in, 72 px down (64 for the controls, 8 for the arrow), 64 × 44.
    static func item(_ index: Int) -> PixelRect { PixelRect(x: 16 + 64 * index, y: 72, width: 64, height: 44) }

    /// Pixels of `shot` in `rect` that differ by more than 2 in a channel from `file` drawn over white.
    static func mismatches(_ shot: RGBAImage, at rect: PixelRect, against file: RGBAImage) -> Int {
        var count = 0
        for y in 0..<min(rect.height, file.height) {
            for x in 0..<min(rect.width, file.width) {
                let (p, s) = (file[x, y], shot[rect.x + x, rect.y + y])
                let over = [p.red, p.green, p.blue].map { Int($0) + 255 - Int(p.alpha) }
                if zip(over, [s.red, s.green, s.blue].map(Int.init)).contains(where: { abs($0 - $1) > 2 }) { count += 1 }
            }
        }
        return count
    }

    @Test("clicking a tab (through the page's own script) selects it; the dark switch changes the bar and the paints")
    func preview() throws {
        let (input, out) = try Self.batch()
        defer {
            input.remove()
            out.remove()
        }
        let page = "file://" + out.file("preview.html")
        let first = try Chromium.screenshot(page + "?scale=1", width: 640, height: 400)
        let second = try Chromium.screenshot(page + "?scale=1&select=2", width: 640, height: 400)
        let dark = try Chromium.screenshot(page + "?scale=1&select=2&appearance=dark", width: 640, height: 400)
        // The icons are sorted by name: chat, heart, star. The first is selected at first.
        #expect(first.count(Self.selected, in: Self.item(0)) > 100)
        #expect(first.count(Self.selected, in: Self.item(2)) == 0 && first.count(Self.normal, in: Self.item(2)) > 100)
        #expect(second.count(Self.selected, in: Self.item(0)) == 0 && second.count(Self.normal, in: Self.item(0)) > 100)
        #expect(second.count(Self.selected, in: Self.item(2)) > 100)
        // The bar: light gray where no icon is, then near black in the dark, with the dark selected paint.
        let barCorner = PixelRect(x: 16 + 320 - 12, y: 72, width: 8, height: 44)
        #expect(second.count(Self.lightBar, in: barCorner, tolerance: 2) == 8 * 44)
        #expect(dark.count(Self.darkBar, in: barCorner, tolerance: 2) == 8 * 44)
        #expect(dark.count(Self.darkSelected, in: Self.item(2)) > 100 && dark.count(Self.selected, in: Self.item(2)) == 0)
        // At 2× the bar is twice as large and shows the 2× files.
        let double = try Chromium.screenshot(page + "?scale=2", width: 800, height: 400)
        #expect(double.count(Self.lightBar, in: PixelRect(x: 16 + 640 - 12, y: 64 + 16, width: 8, height: 88), tolerance: 2) == 8 * 88)
        #expect(double.count(Self.selected, in: PixelRect(x: 16, y: 80, width: 128, height: 88)) > 400)
    }

    @Test("icons.css: normal, aria-selected and the :hover rule's image-set show those files; dark mode and 2× screens too")
    func stylesheet() throws {
        let (input, out) = try Self.batch()
        defer {
            input.remove()
            out.remove()
        }
        // The hover rule cannot be hovered headless: the page copies that rule's background from the style sheet to a probe.
        let html = """
            <!DOCTYPE html><html><head><link rel="stylesheet" href="icons.css">
            <style>body { margin: 0; background: #fff; } .at { position: absolute; top: 0; }</style></head><body>
            <button class="ti-chat at" style="left: 0"></button>
            <button class="ti-chat at" aria-selected="true" style="left: 64px"></button>
            <div id="probe" class="ti-chat at" style="left: 128px"></div>
            <script>
            for (const sheet of document.styleSheets) for (const rule of sheet.cssRules) {
              if (rule.selectorText === ".ti-chat:hover") document.getElementById("probe").style.backgroundImage = rule.style.backgroundImage;
            }
            </script></body></html>
            """
        try FileBytes.writeAtomically(Array(html.utf8), to: out.file("css-test.html"))
        let url = "file://" + out.file("css-test.html")
        for factor in [1, 2] {
            let shot = try Chromium.screenshot(url, width: 320, height: 120, scaleFactor: factor, fileAccess: true)
            func cell(_ index: Int) -> PixelRect { PixelRect(x: 64 * index * factor, y: 0, width: 64 * factor, height: 44 * factor) }
            let area = 100 * factor * factor
            #expect(shot.count(Self.normal, in: cell(0)) > area && shot.count(Self.selected, in: cell(0)) == 0, "@\(factor)x")
            #expect(shot.count(Self.selected, in: cell(1)) > area, "@\(factor)x")
            #expect(shot.count(Self.hovered, in: cell(2)) > area, "@\(factor)x")
            // Each scale's own file, pixel for pixel (over the white page): the 2× screen shows chat@2x, not 1× enlarged.
            let file = try ImageDecoder.read(out.file(factor == 1 ? "chat-selected.png" : "chat-selected@2x.png")).image
            // Measured: 1 (1×) and 4 (2×) edge pixels blend a little differently; the file one pixel off gives 87 and 188,
            // the 1× file enlarged on the 2× screen 174.
            #expect(file.width == 64 * factor && Self.mismatches(shot, at: cell(1), against: file) <= 16, "@\(factor)x")
        }
        let dark = try Chromium.screenshot(url, width: 320, height: 120, darkMode: true, fileAccess: true)
        #expect(dark.count(Self.darkSelected, in: PixelRect(x: 64, y: 0, width: 64, height: 44)) > 100)
    }

    @Test("the page draws without a console error: scales left out, failed icons, awkward names, 1,200 icons (none: no page)")
    func neverBreaks() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        let empty = try TemporaryFolder()
        let emptyOut = try TemporaryFolder()
        let manyOut = try TemporaryFolder()
        defer { for folder in [input, out, empty, emptyOut, manyOut] { folder.remove() } }
        // chat has art at 2× only (1× is shrunk from it, 3× left out), bookmark at 1× only (2× and 3× left out);
        // broken is not an image; the names carry quotes, markup and non-ASCII letters.
        try FileManager.default.copyItem(atPath: Fixtures.path("icons/chat@2x.png"), toPath: input.file("chat \"<!--<script>\"@2x.png"))
        try PNGEncoder().write(FixtureIcons.render(FixtureIcons.bookmark, scale: 1), to: input.file("bööкmark.png"))
        try FileBytes.writeAtomically(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("not really".utf8), to: input.file("broken.png"))
        let summary = try BatchRuns.run(input.path, out.path) {
            $0.layout = .web
            $0.sizing.smallArt = .omit
            $0.contactSheet = false
        }
        #expect(summary.icons == 3 && summary.failedIcons == 1 && summary.warningDetails.contains { $0.code == .scaleOmitted })
        let page = "file://" + out.file("preview.html")
        for scale in ["1", "2", "3"] {
            for appearance in ["light", "dark"] {
                let url = page + "?scale=\(scale)&appearance=\(appearance)&select=1"
                #expect(try Chromium.consoleMessages(url) == [], "\(url)")
            }
        }
        // At 3× no icon has a file: the bar still draws, each icon a dashed placeholder in its place.
        let shot = try Chromium.screenshot(page + "?scale=3", width: 1100, height: 500)
        #expect(
            shot.count(StraightColor(red: 0xBB, green: 0, blue: 0), in: PixelRect(x: 16, y: 64, width: 960, height: 180), tolerance: 30)
                > 50)
        // A folder with no icons makes no page (the batch is refused, and writes nothing); one with 1,200 does.
        #expect(throws: RunError.self) { try BatchRuns.run(empty.path, emptyOut.path) { $0.contactSheet = false } }
        #expect(!FileManager.default.fileExists(atPath: emptyOut.file("preview.html")))
        // 1,200 icons: the page made from a real batch's records, each repeated under another name
        // (a batch of that many in a debug build would cost the suite a minute).
        let one = try BatchRuns.run(Fixtures.path("icons"), manyOut.path) { $0.contactSheet = false }
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(manyOut.file("manifest.json"))))
        #expect(one.failed == 0 && manifest.icons.count == 14)
        let records = (0..<1200).map { index in
            var record = manifest.icons[index % manifest.icons.count]
            record.name = "icon-\(index)"
            return record
        }
        var options = BatchOptions(input: Fixtures.path("icons"), output: manyOut.path)
        options.style = .classic
        let html = PreviewPage.html(
            records, shared: manifest.shared, style: options.style, layout: options.layout, barWidth: options.barWidth, scales: [1, 2, 3],
            item: PointSize(width: 64, height: 44))
        try FileBytes.writeAtomically(Array(html.utf8), to: manyOut.file("preview.html"))
        #expect(try Chromium.consoleMessages("file://" + manyOut.file("preview.html") + "?scale=2") == [])
    }
}
