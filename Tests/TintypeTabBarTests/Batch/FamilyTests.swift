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

/// Icons drawn on one grid keep their designer's relative sizes and stroke weights (SPEC §9.6).
@Suite("Families: masters sharing one canvas sized at one scale factor")
struct FamilyTests {
    /// Four glyphs on one 16-unit grid: a plus and a minus with 2-unit strokes, a small dot, and a
    /// square drawn in the top-left corner (off-center on purpose).
    static let glyphs = [
        ("plus", #"<path d="M7 1h2v6h6v2H9v6H7V9H1V7h6z"/>"#),
        ("minus", #"<path d="M1 7h14v2H1z"/>"#),
        ("dot", #"<circle cx="8" cy="8" r="2"/>"#),
        ("corner", #"<rect x="1" y="1" width="4" height="4"/>"#)
    ]

    static func family(units: Int = 16, in folder: TemporaryFolder) throws {
        for (name, body) in glyphs {
            let svg = """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- drawn on the \(units)-unit grid -->
                <svg xmlns="http://www.w3.org/2000/svg" width="\(units)px" height="\(units)px" viewBox="0 0 \(units) \(units)">\(body)</svg>
                """
            try FileBytes.writeAtomically(Array(svg.utf8), to: folder.file(name + ".svg"))
        }
    }

    static func bounds(_ path: String) throws -> PixelRect? {
        try ImageDecoder.read(path).image.coverageBounds(.alpha)
    }

    @Test("a 16-unit family: one scale factor, strokes alike, the dot stays small, the corner stays in its corner")
    func family() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        let alone = try TemporaryFolder()
        defer { for folder in [input, out, alone] { folder.remove() } }
        try Self.family(in: input)
        let summary = try BatchRuns.run(input.path, out.path) { $0.contactSheet = false }
        #expect(summary.failed == 0 && summary.families == ["16x16 SVG": 4] && summary.warnings == 0)
        // At 2× the 30 pt box is 60 px: 3.75 px a unit, the canvas centered in the 128 × 88 px item.
        let minus = try #require(try Self.bounds(out.file("minus@2x.png")))
        let plus = try #require(try Self.bounds(out.file("plus@2x.png")))
        let dot = try #require(try Self.bounds(out.file("dot@2x.png")))
        let corner = try #require(try Self.bounds(out.file("corner@2x.png")))
        #expect((8...9).contains(minus.height) && abs(minus.width - 53) <= 1, "\(minus)")
        #expect(plus.width == minus.width && plus.height == minus.width)
        #expect((15...16).contains(dot.width), "the dot keeps its 4 units: \(dot)")
        // The item is 128 × 88 px, the box 60 px centered in it: (34, 14); the corner square 1 unit in.
        #expect(abs(corner.x - (34 + 4)) <= 1 && abs(corner.y - (14 + 4)) <= 1 && (15...16).contains(corner.width), "\(corner)")
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        #expect(manifest.icons.allSatisfy { $0.family == "16x16 SVG" })
        // Sized alone, each is trimmed and blown up to the box: the dot fills it, the minus's bar thickens.
        let each = try BatchRuns.run(input.path, alone.path) {
            $0.contactSheet = false
            $0.sizing.families = .never
        }
        #expect(each.families.isEmpty)
        #expect(try Self.bounds(alone.file("dot@2x.png"))?.width == 60)
        #expect(try Self.bounds(alone.file("corner@2x.png"))?.width == 60)
    }

    @Test("a grid that fits the box whole is put on whole pixels: the same pixels as librsvg's own render")
    func wholePixels() throws {
        let input = try TemporaryFolder()
        defer { input.remove() }
        try Self.family(units: 24, in: input)
        let document = try SVGDocument.read(input.file("plus.svg"), rendering: .inProcess)
        for scale in [1.0, 2, 3] {
            let fitted = try ArtMaster(.vector(document), maskSource: .alpha, trim: false, file: "plus.svg").fitted(
                IconSizing(box: PointSize(square: 24)), scale: scale)
            let drawn = try document.renderAsDrawn(scale: scale)
            #expect(fitted.art.width == 24 * Int(scale) && fitted.art == drawn, "@\(scale)x")
        }
        // A 22-unit grid in a 23 px box is drawn at 22 px (within one pixel); a 16-unit one in 30 px is not snapped.
        let box = PixelSize(width: 23, height: 23)
        #expect(ArtMaster.wholePixelGrid(canvas: (22, 22), fitted: box, box: box) == PixelSize(width: 22, height: 22))
        let thirty = PixelSize(width: 30, height: 30)
        #expect(ArtMaster.wholePixelGrid(canvas: (16, 16), fitted: thirty, box: thirty) == nil)
        #expect(ArtMaster.wholePixelGrid(canvas: (24, 12), fitted: PixelSize(width: 48, height: 24), box: thirty) == nil)
        #expect(ArtMaster.wholePixelGrid(canvas: (16.5, 16), fitted: thirty, box: thirty) == nil)
    }

    @Test("an icon drawn on its own canvas (1600 units beside a 16-unit set) is fitted whole on its family's grid, and named")
    func offGrid() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer { for folder in [input, out] { folder.remove() } }
        try Self.family(in: input)
        // The plus again, as a drawing tool exports it a hundred times larger (Blender's 1600-unit icons).
        let large =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1600"><path d="M700 100h200v600h600v200H900v600H700V900H100V700h600z"/></svg>"#
        try FileBytes.writeAtomically(Array(large.utf8), to: input.file("large-plus.svg"))
        // A banner's shape is no grid of theirs: it is trimmed alone.
        let wide = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 16"><rect x="1" y="6" width="30" height="4"/></svg>"#
        try FileBytes.writeAtomically(Array(wide.utf8), to: input.file("wide.svg"))
        let summary = try BatchRuns.run(input.path, out.path) { $0.contactSheet = false }
        #expect(summary.failed == 0 && summary.families == ["16x16 SVG": 5], "\(summary.families)")
        let offGrid = summary.warningDetails.filter { $0.code == .offGrid }
        #expect(offGrid.map(\.icon) == ["large-plus"] && offGrid.first?.file == "large-plus.svg", "\(summary.warningDetails)")
        #expect(offGrid.first?.message.contains("1600x1600, not the 16x16 of the 4 icons") == true, "\(offGrid)")
        let plus = try #require(try Self.bounds(out.file("plus@2x.png")))
        let large2x = try #require(try Self.bounds(out.file("large-plus@2x.png")))
        #expect(abs(large2x.width - plus.width) <= 1 && abs(large2x.x - plus.x) <= 1 && abs(large2x.y - plus.y) <= 1, "\(large2x) \(plus)")
        // Trimmed alone the banner's bar fills the box's width (60 px at 2×).
        #expect(try Self.bounds(out.file("wide@2x.png"))?.width == 60)
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        #expect(manifest.icons.first { $0.name == "large-plus" }?.family == "16x16 SVG")
        #expect(manifest.icons.first { $0.name == "wide" }?.family == nil)

        // Two icons on one grid beside three on canvases of their own are not a set's grid: each is trimmed alone.
        let mixed = try TemporaryFolder()
        let mixedOut = try TemporaryFolder()
        defer { for folder in [mixed, mixedOut] { folder.remove() } }
        for (name, units) in [("a", 16), ("b", 16), ("c", 20), ("d", 48), ("e", 512)] {
            let svg =
                #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \#(units) \#(units)"><circle cx="\#(units / 2)" cy="\#(units / 2)" r="\#(units / 4)"/></svg>"#
            try FileBytes.writeAtomically(Array(svg.utf8), to: mixed.file(name + ".svg"))
        }
        let apart = try BatchRuns.run(mixed.path, mixedOut.path) { $0.contactSheet = false }
        #expect(apart.families == ["16x16 SVG": 2] && !apart.warningDetails.contains { $0.code == .offGrid }, "\(apart.warningDetails)")
        #expect(try Self.bounds(mixedOut.file("e@2x.png"))?.width == 60)
    }

    @Test("Blender's icons, each on its art's bounds and a margin, are drawn at one scale: a small canvas is not blown up")
    func ownCanvases() throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        let summary = try BatchRuns.run(Fixtures.path("blender"), out.path) { $0.contactSheet = false }
        #expect(summary.failed == 0)
        let offGrid = Set(summary.warningDetails.filter { $0.code == .offGrid }.map(\.icon))
        // The 1000-tall family (x, panel_close, the side triangles) moves whole; 1700 and 1800 canvases do not fit.
        #expect(summary.families["1600 wide SVG"] == 15, "\(summary.families)")
        #expect(offGrid == ["tria_up", "tria_left", "tria_right", "x", "panel_close", "add", "checkmark"], "\(offGrid)")
        let message = summary.warningDetails.first { $0.icon == "tria_up" }?.message ?? ""
        #expect(message.contains("1000x800, not the 1600x1600 of the 8 icons") && message.contains("at their scale"), "\(message)")
        // At one scale the art keeps Blender's proportions: a triangle 800 units wide beside a bone 1400 units wide.
        func width(_ name: String) throws -> Double { Double(try #require(try Self.bounds(out.file(name + "@2x.png"))).width) }
        let bone = try width("bone_data")
        for (name, units) in [("tria_up", 800.0), ("x", 800), ("add", 900), ("checkmark", 1000), ("tria_right", 600)] {
            let ratio = try width(name) / bone
            #expect(abs(ratio - units / 1400) <= 0.05, "\(name): \(ratio) of the bone's width, drawn \(units) units against 1400")
        }
    }

    @Test("512 px masters of unrelated art are trimmed alone unless families are always asked for")
    func exportSizes() throws {
        let out = try TemporaryFolder()
        let always = try TemporaryFolder()
        defer {
            out.remove()
            always.remove()
        }
        let auto = try BatchRuns.run(Fixtures.path("masters"), out.path) { $0.contactSheet = false }
        #expect(auto.families.isEmpty)
        let forced = try BatchRuns.run(Fixtures.path("masters"), always.path) {
            $0.contactSheet = false
            $0.sizing.families = .always
        }
        // Always: the fourth master, 512 tall but narrower, joins them as a shared grid.
        #expect(forced.families == ["512 tall px at @1x": 4], "\(forced.families)")
    }

    @Test("the canvas an SVG declares is read from its root element, past comments and a DOCTYPE")
    func canvasHint() {
        func hint(_ text: String) -> String? { SVGCanvasHint.read(Array(text.utf8)) }
        #expect(hint(#"<svg viewBox="0 0 16 16" width="32" height="32"/>"#) == "16x16")
        #expect(
            hint(#"<?xml version="1.0"?><!-- <svg viewBox="0 0 1 1"> --><!DOCTYPE svg [<!ENTITY a "b">]><svg width='22px' height="22"/>"#)
                == "22x22")
        #expect(hint(#"<svg:svg xmlns:svg="http://www.w3.org/2000/svg" viewBox="-8,-8,16,16"></svg:svg>"#) == "16x16")
        #expect(hint(#"<html><svg viewBox="0 0 16 16"/></html>"#) == nil)
        #expect(hint(#"<svg width="10em" height="10em"/>"#) == nil)
        #expect(hint(#"<svg viewBox="0 0 0 16"/>"#) == nil)
        #expect(hint("<svg") == nil && hint("") == nil && hint("<!--") == nil)
        // A drawing tool's float noise is the grid it was drawn on: six significant digits a side.
        #expect(hint(#"<svg viewBox="0 0 1599.9999 1600.00001"/>"#) == "1600x1600")
        #expect(hint(#"<svg width="4.2333332" height="4.2333335"/>"#) == "4.23333x4.23333")
        #expect(hint(#"<svg viewBox="0 0 0.000123456789 24"/>"#) == "0.000123457x24")
        #expect(NumberText.significant(123_456_789) == "123457000" && NumberText.significant(-2.5) == "-2.5")
    }

    /// An icon of a solid library drawn `width` units wide and 512 tall: a shape from the canvas's top
    /// to its bottom, 32 units in from each side (as such a library's glyphs fill their canvas's height).
    static func solid(width: Int) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) 512"><path d="M32 0H\(width - 32)L\(width / 2) 512z"/></svg>
        """
    }

    @Test("Font Awesome (a 512-unit grid, glyphs edge to edge) keeps Android's 2 dp margin, as a single icon does")
    func sharedGridMargin() throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        let summary = try BatchRuns.run(Fixtures.path("weights/fontawesome"), out.path) {
            $0.layout = .android
            $0.itemSize = OutputLayout.android.defaultItemSize
            $0.scales = [4]
            $0.contactSheet = false
        }
        #expect(summary.failed == 0 && summary.families == ["512 tall SVG": 8], "\(summary.families)")
        // xxxhdpi: 24 dp are 96 px, 2 dp are 8 px. The widest glyph (house, 576 units) spans the 80 px between.
        var widest = 0
        for name in ["bars", "bell", "camera", "circle_check", "equals", "folder", "house", "magnifying_glass"] {
            let bounds = try #require(try Self.bounds(out.file("drawable-xxxhdpi/ic_\(name).png")), "\(name)")
            #expect(bounds.x >= 8 && bounds.y >= 8 && bounds.x + bounds.width <= 88 && bounds.y + bounds.height <= 88, "\(name): \(bounds)")
            widest = max(widest, bounds.width)
        }
        #expect(widest >= 79, "\(widest)")
    }

    @Test("a library drawn 512 tall at widths of 320 to 640 is one family: one height for all; square exports are not")
    func sharedHeight() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        let squares = try TemporaryFolder()
        let squaresOut = try TemporaryFolder()
        defer { for folder in [input, out, squares, squaresOut] { folder.remove() } }
        let widths = ["pin": 320, "bell": 448, "user": 448, "house": 576, "users": 640, "circle": 512]
        for (name, width) in widths { try FileBytes.writeAtomically(Array(Self.solid(width: width).utf8), to: input.file(name + ".svg")) }
        let summary = try BatchRuns.run(input.path, out.path) { $0.contactSheet = false }
        #expect(summary.failed == 0 && summary.families == ["512 tall SVG": 6], "\(summary.families)")
        // At 3× the 30 pt box is 90 px; the widest canvas (640) sets the factor: every icon is 72 px tall.
        for (name, width) in widths {
            let bounds = try #require(try Self.bounds(out.file("\(name)@3x.png")))
            #expect(abs(bounds.height - 72) <= 1, "\(name): \(bounds)")
            #expect(abs(Double(bounds.width) - Double(width - 64) * 90 / 640) <= 1.5, "\(name): \(bounds)")
        }
        // Square 512 px exports of unrelated art, with one narrower: not a library, each is trimmed alone.
        for name in ["a", "b", "c"] {
            try FileBytes.writeAtomically(Array(Self.solid(width: 512).utf8), to: squares.file(name + ".svg"))
        }
        try FileBytes.writeAtomically(Array(Self.solid(width: 448).utf8), to: squares.file("d.svg"))
        let alone = try BatchRuns.run(squares.path, squaresOut.path) { $0.contactSheet = false }
        #expect(alone.families.isEmpty, "\(alone.families)")
        #expect(try #require(try Self.bounds(squaresOut.file("d@3x.png"))).height == 90)
    }
}
