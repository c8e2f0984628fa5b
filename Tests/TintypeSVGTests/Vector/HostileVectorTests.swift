import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeFormats
@_spi(Measuring) @testable import TintypeSVG

/// The vector tree against files made to break it (SPEC §13): numbers that would trap, and
/// features drawn differently from librsvg in silence. Each is drawn as librsvg draws it, or
/// refused with its feature named.
@Suite("Vector tree against hostile files")
struct HostileVectorTests {
    static func svg(_ body: String, viewBox: String = "0 0 24 24") -> [UInt8] {
        Array(
            ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="\##(viewBox)">\##(body)</svg>"##
                .utf8)
    }

    /// The mean difference per channel between librsvg's drawing of `bytes` and of the tree's plain SVG.
    static func difference(_ bytes: [UInt8]) throws -> Double {
        let plain = try SVGWriter.svg(try VectorDocument(svg: bytes, file: "art.svg"), file: "art.svg")
        return VectorTreeRenders.meanDifference(
            try VectorTreeRenders.render(bytes, side: 96), try VectorTreeRenders.render(Array(plain.utf8), side: 96))
    }

    static func refusal(_ bytes: [UInt8]) -> VectorDocument.Refusal? {
        do {
            _ = try VectorDocument(svg: bytes, file: "art.svg")
            return nil
        } catch { return error }
    }

    @Test(
        "arcs whose radii vanish are their chords, as librsvg draws them; small radii are scaled up to reach",
        arguments: [
            ##"<path d="M2 12 A1e-300 1e-300 0 0 1 22 12 L12 22 Z"/>"##, ##"<path d="M2 12 A1e-300 5e-301 30 1 0 22 12 L12 2 Z"/>"##,
            ##"<path d="M2 2 A1e-310 1e-310 0 0 1 22 2 L22 22 Z"/>"##, ##"<path d="M2 12 A0.5 0.5 0 0 1 22 12 Z"/>"##
        ])
    func degenerateArcs(path: String) throws {
        #expect(try Self.difference(Self.svg(path)) <= 1)
    }

    @Test("an arc whose radii dwarf its chord (1e300) is the chord, where librsvg's arithmetic overflows")
    func hugeArc() throws {
        let document = try VectorDocument(svg: Self.svg(##"<path d="M2 2 A1e300 1e300 0 0 1 22 22 L2 22 Z"/>"##), file: "a.svg")
        let text = try SVGWriter.svg(document, file: "a.svg")
        #expect(text.contains(##"d="M2 2 20 20H2Z""##) || text.contains(##"d="M2 2L22 22H2Z""##))
    }

    @Test(
        "a symbol's preserveAspectRatio places it as librsvg does; slice is refused by name",
        arguments: ["xMinYMin", "xMaxYMax meet", "xMidYMax", "none", "defer xMinYMid"])
    func symbolAspectRatio(ratio: String) throws {
        let bytes = Self.svg(
            ##"<symbol id="s" viewBox="0 0 10 20" preserveAspectRatio="\##(ratio)"><rect width="10" height="20" fill="#c00"/></symbol><use href="#s" x="2" y="2" width="20" height="12"/>"##
        )
        #expect(try Self.difference(bytes) <= 1, "\(ratio)")
    }

    @Test("refused by name: a symbol sliced, a CSS transform, an absurd miter limit, a vanishing viewBox")
    func refusals() {
        let cases: [([UInt8], String)] = [
            (
                Self.svg(
                    ##"<symbol id="s" viewBox="0 0 10 20" preserveAspectRatio="xMidYMid slice"><rect width="10" height="20"/></symbol><use href="#s" width="20" height="12"/>"##
                ), "preserveAspectRatio slice"
            ),
            (Self.svg(##"<rect width="10" height="10" style="transform: rotate(45deg)"/>"##), "a CSS transform"),
            (Self.svg(##"<style>rect { transform: translate(5px, 0) }</style><rect width="10" height="10"/>"##), "a CSS transform"),
            (Self.svg(##"<path d="M2 2L22 12L2 22" fill="none" stroke="#000" stroke-miterlimit="1e308"/>"##), "an absurd miter limit"),
            (Self.svg(##"<rect width="1e-7" height="1e-7"/>"##, viewBox: "0 0 1e-7 1e-7"), "a vanishing viewBox")
        ]
        for (bytes, feature) in cases {
            #expect(Self.refusal(bytes)?.feature == feature, "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test("work is bounded by the file: <use> fanning over empty groups, CSS over every element, copies of a long path")
    func boundedWork() {
        var fan = ##"<defs><g id="a0"/>"##
        for level in 1...30 { fan += ##"<g id="a\##(level)"><use href="#a\##(level - 1)"/><use href="#a\##(level - 1)"/></g>"## }
        fan += ##"</defs><use href="#a30"/>"##
        let rules = (0..<1_999).map { ".a{fill:#\(String($0, radix: 16))}" }.joined()
        let css = "<style>" + rules + "</style>" + String(repeating: ##"<rect class="a" width="1" height="1"/>"##, count: 2_000)
        var copies = ##"<defs><path id="p0" d="M0 0"## + (0..<4_000).map { " L\($0 % 24) \($0 * 7 % 24)" }.joined() + ##"Z"/>"##
        for level in 1...15 { copies += ##"<g id="p\##(level)"><use href="#p\##(level - 1)"/><use href="#p\##(level - 1)"/></g>"## }
        copies += ##"</defs><use href="#p15"/>"##
        for (name, body) in [("fan", fan), ("css", css), ("copies", copies)] {
            let refusal = Self.refusal(Self.svg(body))
            #expect(refusal?.feature == "limits", "\(name): \(String(describing: refusal))")
        }
        // Real style sheets (a rule a class, an element a rule) stay far inside the bound.
        let themed = (0..<500).map { ".c\($0){fill:rgb(\($0 % 256),0,0)}" }.joined()
        let elements = (0..<5_000).map { ##"<rect class="c\##($0 % 500)" width="1" height="1"/>"## }.joined()
        #expect(Self.refusal(Self.svg("<style>" + themed + "</style>" + elements)) == nil)
    }

    @Test("past its time budget the walk is refused, whatever the counters allow")
    func timeBudget() throws {
        let root = try XMLReader.root(of: Self.svg(##"<rect width="4" height="4"/>"##))
        var spent = SVGTreeBuilder(file: "art.svg", root: root, currentColor: .black, budget: .zero)
        #expect(throws: VectorDocument.Refusal.self) { try spent.document() }
        var ample = SVGTreeBuilder(file: "art.svg", root: root, currentColor: .black)
        #expect(try ample.document().shapes.count == 1)
    }

    @Test("a clip path's clip-rule reaches its shape, as librsvg draws it")
    func clipRuleInherited() throws {
        let bytes = Self.svg(
            ##"<clipPath id="c" clip-rule="evenodd"><path d="M2 2H22V22H2Z M7 7H17V17H7Z"/></clipPath><rect width="24" height="24" fill="#036" clip-path="url(#c)"/>"##
        )
        #expect(try Self.difference(bytes) <= 1)
    }

    @Test("a VectorDrawable whose side would be written as 0dp is refused, not written")
    func zeroDP() throws {
        let document = try VectorDocument(
            svg: Self.svg(##"<rect width="1000000" height="1"/>"##, viewBox: "0 0 1000000 1"), file: "thin.svg")
        #expect(throws: VectorDocument.Refusal.self) {
            try VectorDrawableWriter.xml(document, file: "thin.svg", size: PointSize(width: 1, height: 0.000001))
        }
    }
}
