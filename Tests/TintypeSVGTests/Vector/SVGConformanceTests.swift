import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeFormats
@testable import TintypePixels
@_spi(Measuring) @testable import TintypeSVG

/// The tree against resvg's test suite (SPEC §7.3): each case of `Fixtures/svg-conformance` is
/// drawn as resvg draws it, or refused (so that librsvg, which draws it right, is given it), never
/// drawn otherwise in silence.
@Suite("SVG conformance: resvg's cases, drawn faithfully or refused")
struct SVGConformanceTests {
    /// Each case's path under the folder and what the tree does with it (`drawn` or `refused`).
    static let cases: [String] = {
        guard let bytes = try? FileBytes.read(Fixtures.path("svg-conformance/cases.json")),
            let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: String]
        else { return [] }
        return object.keys.sorted().map { "\($0) \(object[$0]!)" }
    }()

    /// How many pixels of `image` are more than 24/255 off `reference` in a premultiplied channel.
    static func pixelsOff(_ image: RGBAImage, _ reference: RGBAImage) -> Int {
        var off = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let (a, b) = (image[x, y], reference[x, y])
                let channels = [(a.red, b.red), (a.green, b.green), (a.blue, b.blue), (a.alpha, b.alpha)]
                if channels.contains(where: { abs(Int($0.0) - Int($0.1)) > 24 }) { off += 1 }
            }
        }
        return off
    }

    @Test("the case list is there: every case of the folder is named once")
    func listed() {
        let folder = Fixtures.path("svg-conformance")
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".svg") }
        #expect(Set(Self.cases.map { String($0.split(separator: " ")[0]) }) == Set(files) && files.count == 50, "\(files.count)")
    }

    @Test("each case is drawn within 1 % of resvg's pixels, or refused with its reason", arguments: cases)
    func conforms(_ entry: String) throws {
        let parts = entry.split(separator: " ")
        let (name, expected) = (String(parts[0]), String(parts[1]))
        let bytes = try FileBytes.read(Fixtures.path("svg-conformance/" + name))
        guard expected == "drawn" else {
            #expect(throws: VectorDocument.Refusal.self, "\(name) is drawn by the tree, not refused") {
                _ = try VectorDocument(svg: bytes, file: name)
            }
            return
        }
        let document = try VectorDocument(svg: bytes, file: name)
        let (width, height) = (Int(document.size.width.rounded()), Int(document.size.height.rounded()))
        let drawn = try document.render(width: width, height: height, canvasIn: (0, 0, Double(width), Double(height)))
        let reference = try ImageDecoder.decode(
            try FileBytes.read(Fixtures.path("svg-conformance/" + name.dropLast(4) + ".png")), file: name
        ).image
        #expect(drawn.width == reference.width && drawn.height == reference.height, "\(name): \(drawn.width)x\(drawn.height)")
        guard drawn.width == reference.width, drawn.height == reference.height else { return }
        let off = Self.pixelsOff(drawn, reference)
        #expect(Double(off) <= 0.01 * Double(width * height), "\(name): \(off) of \(width * height) pixels off resvg's")
    }
}
