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

/// The contact sheet never breaks: pages bound its memory, a changed icon redraws only its page,
/// a failed icon is a labelled placeholder, and names fit their cells.
@Suite("The contact sheet in pages")
struct ContactSheetTests {
    static let failedRed = StraightColor(red: 187, green: 0, blue: 0)

    @Test("14 icons at 5 a page: three pages in the manifest; one changed icon rewrites only its page")
    func pages() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.path("icons")) {
            try FileManager.default.copyItem(atPath: Fixtures.path("icons/" + name), toPath: input.file(name))
        }
        func run() throws -> Batch.Summary {
            try BatchRuns.run(input.path, out.path) {
                $0.contactSheetIconsPerPage = 5
                $0.scales = [1, 2]
            }
        }
        let first = try run()
        let pages = ["contact-sheet.png", "contact-sheet-2.png", "contact-sheet-3.png"]
        #expect(first.failed == 0 && pages.allSatisfy(first.written.contains))
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        #expect(manifest.contactSheets.map(\.path) == pages)
        // 5 icons a page: the last page holds 4, and is no larger than the others.
        let sizes = try pages.map { try ImageDecoder.read(out.file($0)).image.size }
        #expect(sizes[0] == sizes[1] && sizes[2].width == sizes[0].width && sizes[2].height <= sizes[0].height)
        #expect(try run().nothingToDo)
        // The icons are sorted by name: music is the 10th (page 2). Changing it rewrites page 2 only.
        try FileManager.default.removeItem(atPath: input.file("music@3x.png"))
        try FileManager.default.copyItem(atPath: Fixtures.path("icons/star@3x.png"), toPath: input.file("music@3x.png"))
        let changed = try run()
        #expect(changed.written.filter { $0.hasPrefix("contact-sheet") } == ["contact-sheet-2.png"], "\(changed.written)")
    }

    @Test("in every layout each icon sits in the middle of its item, as the iOS layout's item canvas places it")
    func iconsCentredInEveryLayout() throws {
        let input = try TemporaryFolder()
        defer { input.remove() }
        try FileManager.default.copyItem(atPath: Fixtures.path("icons/star@3x.png"), toPath: input.file("star@3x.png"))
        var centres: [OutputLayout: (x: Double, y: Double)] = [:]
        for layout in [OutputLayout.ios, .android, .web] {
            let out = try TemporaryFolder()
            defer { out.remove() }
            _ = try BatchRuns.run(input.path, out.path) { $0.layout = layout }
            let sheet = try ImageDecoder.read(out.file("contact-sheet.png")).image
            // The first item (normal state, light row): 64 × 49 pt at 2×, 16 px in; the star is its only grey-white ink.
            var (sumX, sumY, count) = (0.0, 0.0, 0.0)
            for y in 16..<(16 + 98) {
                for x in 16..<(16 + 128) where sheet[x, y].straight.red > 120 && sheet[x, y].straight.blue > 120 {
                    (sumX, sumY, count) = (sumX + Double(x), sumY + Double(y), count + 1)
                }
            }
            #expect(count > 200, "\(layout): \(count) pixels of the star")
            centres[layout] = (sumX / max(count, 1) - 16, sumY / max(count, 1) - 16)
        }
        // Across the item the star is in the middle in every layout (it was in the top-left corner in Android's).
        for (layout, centre) in centres { #expect(abs(centre.x - 64) < 6, "\(layout): \(centre)") }
        let ios = try #require(centres[.ios])
        for layout in [OutputLayout.android, .web] {
            #expect(abs((centres[layout]?.y ?? 0) - ios.y) < 14, "\(layout) \(String(describing: centres[layout])) ios \(ios)")
        }
    }

    @Test("a failed icon is a hatched placeholder with its name; a long name is shortened in the middle to fit its cell")
    func placeholdersAndLabels() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        try FileManager.default.copyItem(atPath: Fixtures.path("icons/star@2x.png"), toPath: input.file("a-star@2x.png"))
        try FileBytes.writeAtomically([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3], to: input.file("b-broken.png"))
        try FileManager.default.copyItem(
            atPath: Fixtures.path("icons/star@2x.png"), toPath: input.file("c-mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm@2x.png"))
        let summary = try BatchRuns.run(input.path, out.path) { $0.scales = [2] }
        #expect(summary.failedIcons == 1)
        let sheet = try ImageDecoder.read(out.file("contact-sheet.png")).image
        // Three cells in a row: 2 states × 64 pt + 8 = 136 pt each, 272 px at 2×, from x = 16.
        let cell = 272
        #expect(sheet.count(Self.failedRed, in: PixelRect(x: 16 + cell, y: 16, width: 256, height: 176), tolerance: 20) > 500)
        #expect(sheet.count(Self.failedRed, in: PixelRect(x: 16, y: 16, width: 256, height: 176), tolerance: 20) == 0)
        // Labels: the long name leaves a clear pixel column at both edges of its cell's label strip.
        // (Labels need a font: CI installs fonts-dejavu-core, as the README's contact sheet does.)
        let label = try #require(SheetLabel.render(String(repeating: "m", count: 60), width: 256, height: 32, scale: 2))
        let ink = try #require(label.coverageBounds(.alpha))
        #expect(ink.x >= 1 && ink.maxX <= 255, "\(ink)")
        let short = try #require(SheetLabel.render("star", width: 256, height: 32, scale: 2)?.coverageBounds(.alpha))
        #expect(abs((short.x + short.maxX) / 2 - 128) <= 2, "a short name is centered: \(short)")
    }
}
