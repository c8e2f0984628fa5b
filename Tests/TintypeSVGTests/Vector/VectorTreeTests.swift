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

/// The SVG tree and its writers (SPEC §13): art of every kind made a tree, written as plain SVG
/// that librsvg draws as it draws the original, and what cannot be drawn exactly refused by name.
@Suite("Vector tree")
struct VectorTreeTests {
    /// The art the tree converts: theme glyphs, a stroke library, a solid glyph, a colour logo, the SVG fixtures.
    static let converted = [
        "vector/styled-theme.svg", "vector/stroke-library.svg", "vector/evenodd-solid.svg", "vector/gradient-logo.svg",
        "vector/dashed.svg", "svg/heart.svg", "svg/bolt.svg", "svg/ring.svg", "svg/wide.svg"
    ]

    @Test("plain SVG of each piece of art draws what the original draws, through librsvg at 96 px, within 1/255", arguments: converted)
    func plainSVGDrawsTheSame(fixture: String) throws {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path(fixture))))
        let document = try VectorDocument(svg: original, file: fixture)
        let plain = try SVGWriter.svg(document, file: "art.svg")
        for forbidden in ["<style", "class=", "currentColor", "<use", "<symbol", "<text", "<script"] {
            #expect(!plain.contains(forbidden), "\(forbidden) in \(plain)")
        }
        let difference = VectorTreeRenders.meanDifference(
            try VectorTreeRenders.render(original, side: 96), try VectorTreeRenders.render(Array(plain.utf8), side: 96))
        #expect(difference <= 1, "\(fixture): mean difference \(difference)/255\n\(plain)")
        #expect(plain.utf8.count < original.count * 3, "\(plain.utf8.count) bytes from \(original.count)")
    }

    @Test(
        "CSS colour 4's color(display-p3 …) and color(srgb … / alpha) are drawn in sRGB (Icon Composer's SVG layers); another space is refused"
    )
    func colorFunction() throws {
        func drawn(_ fill: String) throws -> PremultipliedColor {
            let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="\#(fill)"/></svg>"#
            return try VectorDocument(svg: Array(svg.utf8), file: "p3.svg").render(width: 8, height: 8, canvasIn: (0, 0, 8, 8))[4, 4]
        }
        // Raindrop's bundle: its drop's blue, as Apple's renderer reads it (the scalar reference is DisplayP3's matrix).
        let blue = DisplayP3.sRGB(fromDisplayP3: SIMD3(0.098, 0.533, 0.878))
        let expected = StraightColor(red: UInt8(fraction: blue.x), green: UInt8(fraction: blue.y), blue: UInt8(fraction: blue.z))
        #expect(try drawn("color(display-p3 0.098 0.533 0.878)").straight == expected)
        #expect(
            expected.red < 25 && expected.green > 130 && expected.blue > 225, "P3's blue is more saturated than the same numbers in sRGB")
        #expect(try drawn("color(srgb 1 50% 0 / 0.5)") == StraightColor(red: 255, green: 128, blue: 0, alpha: 128).premultiplied)
        #expect(throws: VectorDocument.Refusal.self) { try drawn("color(rec2020 0.1 0.2 0.3)") }
    }

    @Test(
        "em with a font-size, a stroke paint-order lays under the fill, a focal radius, a focal point outside its circle: refused by name")
    func fontSizePaintOrderFocal() throws {
        func svg(_ body: String, root: String = "") -> [UInt8] {
            Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" \#(root)>\#(body)</svg>"#.utf8)
        }
        let gradient = { (attributes: String) in
            #"<radialGradient id="g" \#(attributes)><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></radialGradient><rect width="64" height="64" fill="url(#g)"/>"#
        }
        let refused: [([UInt8], String)] = [
            (svg(#"<rect width="1em" height="1em"/>"#, root: #"font-size="32""#), "em units"),
            (svg(#"<style>g { font-size: 20px }</style><g><rect width="2" height="2" stroke="red" stroke-width=".5ex"/></g>"#), "em units"),
            (svg(#"<rect width="9" height="9" fill="red" stroke="blue" paint-order="stroke"/>"#), "paint-order"),
            (svg(#"<g style="paint-order: stroke fill"><path d="M0 0H9V9z" stroke="blue"/></g>"#), "paint-order"),
            (svg(gradient(#"fr="0.2""#)), "a focal radius"),
            (svg(gradient(#"fx="0.05" fy="0.5" r="0.3""#)), "a focal point outside its circle"),
            (svg(gradient(#"gradientUnits="userSpaceOnUse" cx="32" cy="32" r="10" fx="42" fy="32""#)), "a focal point outside its circle")
        ]
        for (bytes, feature) in refused {
            let refusal = #expect(throws: VectorDocument.Refusal.self) { try VectorDocument(svg: bytes, file: "a.svg") }
            #expect(refusal?.feature == feature, "\(String(decoding: bytes, as: UTF8.self)): \(String(describing: refusal))")
        }
        // What the tree draws right stays drawn: em at the initial 16 px, a paint order that keeps the stroke on top, or
        // lays it under no fill, a zero focal radius, a focal point inside the circle; numbers with exponents are not em.
        let drawn = [
            svg(#"<rect width="2em" height="1em"/>"#),
            svg(#"<rect width="9" height="9" fill="red" stroke="blue" paint-order="fill stroke"/>"#),
            svg(#"<rect width="9" height="9" fill="none" stroke="blue" paint-order="stroke"/>"#),
            svg(#"<rect width="9" height="9" stroke="blue" paint-order="markers"/>"#),
            svg(gradient(#"fr="0""#)), svg(gradient(#"fx="0.4" fy="0.5""#)), svg(#"<rect width="1e1" height="2E1" font-size="12"/>"#)
        ]
        for bytes in drawn {
            #expect(throws: Never.self, "\(String(decoding: bytes, as: UTF8.self))") { _ = try VectorDocument(svg: bytes, file: "a.svg") }
        }
        let document = try VectorDocument(svg: svg(#"<rect width="2em" height="1em"/>"#), file: "a.svg")
        let image = try document.render(width: 64, height: 64, canvasIn: (0, 0, 64, 64))
        #expect(image[31, 15].alpha == 255 && image[32, 8].alpha == 0 && image[8, 16].alpha == 0, "2em by 1em: 32 by 16 px")
        for (text, holds) in [
            ("1em", true), (".5ex", true), ("10em;", true), ("1e5", false), ("item", false), ("2emx", false), ("em", false)
        ] {
            #expect(SVGTreeBuilder.hasFontRelativeLength(text) == holds, "\(text)")
        }
    }

    @Test("what the tree cannot draw exactly is refused with the element and the feature")
    func refusals() throws {
        for (fixture, feature) in [("vector/refused-filter.svg", "a filter"), ("vector/refused-text.svg", "text")] {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path(fixture))))
            let refusal = #expect(throws: VectorDocument.Refusal.self) { try VectorDocument(svg: bytes, file: fixture) }
            #expect(refusal?.feature == feature)
            #expect(refusal?.description.hasPrefix("\(fixture): <") == true, "\(String(describing: refusal))")
        }
        // An empty <text> (white space, an empty <tspan>: an editor's leftover) draws nothing and is passed over;
        // one character in a <tspan> is text, refused.
        let empty = Array(
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/><text x="1" y="6">  <tspan> </tspan>\#n  </text></svg>"#
                .utf8)
        #expect(try VectorDocument(svg: empty, file: "e.svg").shapes.count == 1)
        let letter = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><text><tspan>A</tspan></text></svg>"#.utf8)
        #expect(throws: VectorDocument.Refusal.self) { try VectorDocument(svg: letter, file: "a.svg") }
        // Overlapping shapes of two paints under one opacity: the overlap would show through.
        let overlapping = Array(
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><g opacity=".5"><rect width="6" height="6"/><rect x="2" y="2" width="6" height="6" fill="red"/></g></svg>"#
                .utf8)
        #expect(throws: VectorDocument.Refusal.self) { try VectorDocument(svg: overlapping, file: "o.svg") }
        // Overlapping fills of one paint (a plus, a shadow) merge into one path, drawn as librsvg draws the group.
        let plus = Array(
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><g opacity=".4"><rect x="6" y="1" width="4" height="14"/><path d="M1 6V10H15V6Z"/><circle cx="3" cy="3" r="2"/></g></svg>"#
                .utf8)
        let merged = try VectorDocument(svg: plus, file: "plus.svg")
        #expect(merged.shapes.count == 1)
        #expect(
            VectorTreeRenders.meanDifference(
                try VectorTreeRenders.render(plus, side: 96),
                try VectorTreeRenders.render(Array(try SVGWriter.svg(merged, file: "art.svg").utf8), side: 96))
                <= 1)
        // One shape under a group's opacity is folded into its fill exactly.
        let single = Array(
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><g opacity=".5"><rect width="6" height="6" fill-opacity=".5"/></g></svg>"#
                .utf8)
        #expect(try VectorDocument(svg: single, file: "s.svg").shapes.first?.fill?.opacity == 0.25)
    }

    @Test("a VectorDrawable holds the canvas as its viewport, colours as #AARRGGBB, gradients through aapt:attr; dashes are refused")
    func vectorDrawable() throws {
        let logo = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("vector/gradient-logo.svg"))))
        let xml = try VectorDrawableWriter.xml(try VectorDocument(svg: logo, file: "logo.svg"), file: "logo.svg")
        #expect(xml.contains(#"android:width="64dp" android:height="48dp""#))
        #expect(xml.contains(#"android:viewportWidth="128" android:viewportHeight="96""#))
        #expect(xml.contains(#"<aapt:attr name="android:fillColor">"#) && xml.contains(#"android:type="radial""#))
        #expect(xml.contains("<clip-path android:pathData="))
        let parsed = try XMLReader.root(of: Array(xml.utf8))
        #expect(parsed.name == "vector")
        // One model: what the writer builds is what the reader reads back, and it writes the same bytes again.
        let built = try VectorDrawableWriter.drawable(try VectorDocument(svg: logo, file: "logo.svg"), file: "logo.svg")
        let read = try VectorDrawable(xml: Array(xml.utf8))
        #expect(read.content.count == built.content.count && read.xml == xml)
        #expect(read.transformedPaths.map(\.path.attributes) == built.transformedPaths.map(\.path.attributes))
        #expect(read.transformedPaths.map(\.path.gradients) == built.transformedPaths.map(\.path.gradients))
        #expect(throws: VectorDrawable.ReadFailure.self) { try VectorDrawable(xml: Array("<svg/>".utf8)) }
        #expect(throws: VectorDrawable.ReadFailure.self) {
            try VectorDrawable(xml: Array(#"<vector xmlns:android="a" android:width="1dp" android:height="1dp"/>"#.utf8))
        }
        let dashed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("vector/dashed.svg"))))
        #expect(throws: VectorDocument.Refusal.self) {
            try VectorDrawableWriter.xml(try VectorDocument(svg: dashed, file: "d.svg"), file: "d.svg")
        }
    }

    @Test("path data: arcs end where they should, shorthands follow their control points, numbers are read as SVG reads them")
    func pathData() throws {
        let arc = try #require(VectorDocument.PathData(svg: "M10 0A10 10 0 0 1 -10 0"))
        guard case .cubic(_, _, _, _, let x, let y)? = arc.commands.last else {
            Issue.record("no cubic")
            return
        }
        #expect(abs(x + 10) < 1e-9 && abs(y) < 1e-9)
        let bounds = try #require(arc.bounds)
        #expect(abs(bounds.maxY - 10) < 0.01, "the half circle bulges to y = 10: \(bounds)")
        #expect(PathNumbers.list("1.5.5-2e1,3"[...]) == [1.5, 0.5, -20, 3])
        #expect(
            VectorDocument.PathData(svg: "M0 0L1 1 2") == VectorDocument.PathData(commands: [.move(0, 0), .line(1, 1)]),
            "drawn up to the error")
        let moved = try #require(AffineTransform(svg: "translate(2 3) scale(2)")).apply(1, 1)
        #expect(moved.x == 4 && moved.y == 5)
        #expect(VectorPrecision(canvasSide: 24).text(0.12345) == ".123" && VectorPrecision(canvasSide: 512).text(-0.001) == "0")
    }

    @Test("<use> of <use> that would multiply a small file into millions of shapes is refused quickly")
    func useBomb() throws {
        var svg = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><defs><rect id="u0" width="1" height="1"/>"##
        for level in 1...24 { svg += ##"<g id="u\##(level)"><use href="#u\##(level - 1)"/><use href="#u\##(level - 1)" x="1"/></g>"## }
        svg += ##"</defs><use href="#u24"/></svg>"##
        let refusal = #expect(throws: VectorDocument.Refusal.self) { try VectorDocument(svg: Array(svg.utf8), file: "bomb.svg") }
        #expect(refusal?.feature == "limits")
    }

    @Test("numbers past a billion units, or made infinite by a transform, are refused, not written (a fuzz finding)")
    func hugeNumbers() throws {
        for art in [
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0L777777777777777777777777777722 5Z"/></svg>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path transform="scale(1e200)" d="M0 0L1e200 5 3 3Z"/></svg>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1e300 24"><path d="M0 0L1 5 3 3Z"/></svg>"#
        ] {
            let refusal = #expect(throws: VectorDocument.Refusal.self) { try VectorDocument(svg: Array(art.utf8), file: "huge.svg") }
            let feature = refusal?.feature ?? ""
            #expect(feature == "numbers out of range" || feature == "letterboxed viewBox", "\(String(describing: refusal))")
        }
    }

    @Test("the XML reader refuses declared entities and reads the predefined ones")
    func xmlReader() throws {
        let bomb = Array(#"<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>"#.utf8)
        #expect(throws: XMLReader.Failure.self) { try XMLReader.root(of: bomb) }
        let text = try XMLReader.root(of: Array(#"<svg a="1 &amp; &#x32;"><style><![CDATA[.a{}]]>&lt;</style></svg>"#.utf8))
        #expect(text[attribute: "a"] == "1 & 2")
        #expect(text.children.first?.text == ".a{}<")
    }
}
