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

/// Hostile SVG documents refused before librsvg sees them (SPEC §7): each made here, in a few
/// kilobytes, as an attacker would; each of these crashed, hung or took gigabytes in librsvg.
@Suite("SVG static limits")
struct SVGPreflightTests {
    static func svg(_ body: String, doctype: String = "") -> [UInt8] {
        Array((doctype + #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"# + body + "</svg>").utf8)
    }

    /// A PNG's first bytes: signature and IHDR of a `width × height` image, as a data: URI.
    static func pngDataURI(width: Int, height: Int) -> String {
        func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        let header: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height)
            + [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return "data:image/png;base64," + Data(header).base64EncodedString()
    }

    static let hostile: [(name: String, bytes: [UInt8], reason: String)] = [
        (
            "convolve",
            svg(#"<filter id="f"><feConvolveMatrix order="21" kernelMatrix="1"/></filter><rect width="24" height="24" filter="url(#f)"/>"#),
            "feConvolveMatrix's order is 21"
        ),
        (
            "turbulence",
            svg(#"<filter id="f"><feTurbulence numOctaves="1000000000"/></filter><rect width="9" height="9" filter="url(#f)"/>"#),
            "octaves, over 10"
        ),
        (
            "masks",
            svg(
                (0..<1000).map { #"<mask id="m\#($0)"><rect width="24" height="24" fill="white" mask="url(#m\#($0 + 1))"/></mask>"# }
                    .joined()), "masks, clip paths"
        ),
        (
            "blurs", svg(#"<filter id="f">"# + String(repeating: #"<feGaussianBlur stdDeviation="9"/>"#, count: 200) + "</filter>"),
            "filter primitives"
        ),
        (
            "laughs",
            svg(
                "<text>&l3;</text>",
                doctype: #"<!DOCTYPE svg [<!ENTITY l0 "lol"><!ENTITY l1 "&l0;&l0;"><!ENTITY l2 "&l1;&l1;"><!ENTITY l3 "&l2;&l2;">]>"#),
            "refers to other entities"
        ),
        (
            "quadratic",
            svg(
                "<text>" + String(repeating: "&a;", count: 600) + "</text>",
                doctype: #"<!DOCTYPE svg [<!ENTITY a ""# + String(repeating: "x", count: 2_000) + #"">]>"#), "expand to more than"
        ),
        (
            "embedded", svg(#"<image width="24" height="24" href=""# + pngDataURI(width: 30_000, height: 30_000) + #""/>"#),
            "an embedded image is 30000×30000"
        ),
        ("nested-svg", svg(#"<image xlink:href="data:image/svg+xml;base64,PHN2Zy8+"/>"#), "embeds another SVG"),
        ("path", svg(#"<path d="M0 0"# + String(repeating: " L24 24 L0 24 L24 0", count: 2_000) + #""/>"#), "a path holds"),
        (
            "document-paths",
            svg(String(repeating: #"<path d="M0 0"# + String(repeating: " L24 24 L0 24", count: 2_450) + #""/>"#, count: 26)),
            "its paths hold more than 250000 numbers"
        ),
        ("elements", svg(String(repeating: "<g/>", count: 20_001)), "more than 20000 elements"),
        ("depth", svg(String(repeating: "<g>", count: 201) + String(repeating: "</g>", count: 201)), "nest more than 200 deep"),
        // The walk-arounds of two scanners: white space before `=` hides no attribute, and `<!x/>` is no
        // declaration to skip (it is not XML at all, for the preflight as for the reader).
        (
            "tab-before-equals",
            svg(
                "<filter id=\"f\"><feTurbulence numOctaves\t=\n\"1000000000\"/></filter><rect width=\"9\" height=\"9\" filter=\"url(#f)\"/>"
            ),
            "octaves, over 10"
        ),
        ("bang-element", svg(String(repeating: "<!x/>", count: 30_000)), "not well-formed XML (line 1: a malformed tag")
    ]

    @Test("each hostile document is refused before rendering, naming the limit", arguments: 0..<hostile.count)
    func refused(_ index: Int) {
        let (name, bytes, reason) = Self.hostile[index]
        let error = #expect(throws: ImageFileError.self) { try SVGDocument(bytes, file: name + ".svg", rendering: .inProcess) }
        #expect(
            error.map { "\($0)".contains("refused before rendering") && "\($0)".contains(reason) } == true,
            "\(name): \(String(describing: error))")
    }

    @Test("the preflight and the vector tree's reader read the same tokens: what one counts, the other reads")
    func sharedTokens() throws {
        // A document type whose quoted literal holds `>`, a CDATA section holding `<g>`, a comment holding
        // `<g>`, a tag split over lines with spaces around `=`: three elements for both, and no more.
        let document = Array(
            (#"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY w "2>1">]><svg xmlns="http://www.w3.org/2000/svg"><!-- <g> -->"#
                + "<style><![CDATA[ <g> ]]></style><rect\n  width \t= '&w;'/></svg>").utf8)
        var tokens = XMLTokenizer(document)
        var starts: [String] = []
        while let token = try tokens.next() {
            if case .start(let name, _, _, _) = token { starts.append(name) }
        }
        #expect(starts == ["svg", "style", "rect"])
        var scan = SVGPreflight.Scan(bytes: document, limits: .default)
        #expect(scan.run() == nil && scan.elements == 3)
        #expect(throws: XMLReader.Failure.self) { try XMLReader.root(of: document) }  // it declares an entity, which the tree refuses
        let plain = Array(#"<svg><style><![CDATA[ <g> ]]></style><rect width = "2"/><!x/></svg>"#.utf8)
        var plainScan = SVGPreflight.Scan(bytes: plain, limits: .default)
        let problem = plainScan.run()
        #expect(problem?.contains("line 1: a malformed tag") == true, "\(String(describing: problem))")
        #expect(throws: XMLReader.Failure(reason: "a malformed tag (no element name after <)", line: 1)) {
            try XMLReader.root(of: plain)
        }
    }

    @Test("ordinary documents pass: the fixtures, entities a tool wrote, a modest embedded image, a filter or two")
    func ordinary() throws {
        for folder in ["svg", "family", "color"] {
            for file in try FileManager.default.contentsOfDirectory(atPath: Fixtures.path(folder)) where file.hasSuffix(".svg") {
                try SVGPreflight.check(try Fixtures.bytes("\(folder)/\(file)"), file: file, limits: .default)
            }
        }
        let illustrator = Self.svg(
            "<rect width=\"&w;\" height=\"24\" fill=\"#000\"/>",
            doctype: #"<!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg"><!ENTITY w "24">]>"#)
        try SVGPreflight.check(illustrator, file: "illustrator.svg", limits: .default)
        let image = Self.svg(#"<image width="24" height="24" href=""# + Self.pngDataURI(width: 48, height: 48) + #""/>"#)
        try SVGPreflight.check(image, file: "image.svg", limits: .default)
        let blur = Self.svg(
            #"<filter id="f"><feGaussianBlur stdDeviation="1"/><feOffset dx="1"/></filter><circle r="9" filter="url(#f)"/>"#)
        try SVGPreflight.check(blur, file: "blur.svg", limits: .default)
        #expect(
            SVGPreflight.Scan.numbers(in: Array("M1.5.5-2e-3,4L.5 6".utf8)[...]) == 5,
            "1.5 .5 -2e-3 4 .5 6, the second dot counted with its run")
    }

    @Test("a full-canvas background of 67 paths and 76,000 numbers, as a traced photo holds, is drawn by Tintype's own renderer")
    func manyPathNumbers() throws {
        let bytes = RingsSVG.document()
        #expect(try SVGPreflight.check(bytes, file: "rings.svg", limits: .default) == RingsSVG.pathNumbers)
        let document = try SVGDocument.open(bytes, file: "rings.svg", rendering: .inProcess)
        #expect(document.painter == .tree)
        let drawn = try document.render(width: 256, height: 256, canvasIn: (0, 0, 256, 256))
        // The innermost ring (radius 38, the 67th) is drawn last, in blue; the next one out in yellow; the corners are empty.
        #expect(drawn[128, 128].straight == StraightColor(red: 0x20, green: 0x40, blue: 0x80), "\(drawn[128, 128])")
        #expect(drawn[128 + 10, 128].straight == StraightColor(red: 0xe0, green: 0xc0, blue: 0x40), "\(drawn[138, 128])")
        #expect(drawn[2, 2].alpha == 0)
        // What only librsvg would draw in this process is held to 40,000 numbers: it has no time limit here (a worker has).
        let error = #expect(throws: ImageFileError.self) { try SVGDocument(bytes, file: "rings.svg", rendering: .inProcess) }
        #expect(
            error.map { "\($0)".contains("hold 76380 numbers, over the 40000 librsvg is given in this process") } == true,
            "\(String(describing: error))")
    }

    @Test("in a folder of ordinary icons, each hostile one fails alone with its reason; the set, sheet and preview are written")
    func batch() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        for file in try FileManager.default.contentsOfDirectory(atPath: Fixtures.path("family")) {
            try FileBytes.writeAtomically(try Fixtures.bytes("family/\(file)"), to: input.file(file))
        }
        for (name, bytes, _) in Self.hostile { try FileBytes.writeAtomically(bytes, to: input.file("hostile-\(name).svg")) }
        let summary = try Batch.run(BatchOptions(input: input.path, output: out.path))
        #expect(summary.failedIcons == Self.hostile.count && summary.failed == Self.hostile.count, "\(summary.errors)")
        #expect(summary.errors.allSatisfy { $0.contains("refused before rendering") })
        for file in ["manifest.json", "contact-sheet.png", "preview.html", "plus@2x.png"] {
            #expect(FileManager.default.fileExists(atPath: out.file(file)), "\(file)")
        }
    }
}
