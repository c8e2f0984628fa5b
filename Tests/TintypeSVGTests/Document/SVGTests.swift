import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCLI
@testable import TintypeCodecs
@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeFormats
@testable import TintypeJobs
@testable import TintypeLaunch
@testable import TintypePixels
@_spi(Measuring) @testable import TintypeSVG
@testable import TintypeTabBar

@Suite("SVG through librsvg")
struct SVGTests {
    static func document(_ text: String, file: String = "test.svg") throws(ImageFileError) -> SVGDocument {
        try SVGDocument(Array(text.utf8), file: file, rendering: .inProcess)
    }

    @Test("SVG is recognised by content, sized by width/height or viewBox, and rendered at any size")
    func rendering() throws {
        #expect(
            ImageDecoder.Format.detect(Array("<?xml version=\"1.0\"?>\n<!-- x -->\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8))
                == .svg)
        #expect(ImageDecoder.Format.detect(Array("\u{FEFF}  <svg width=\"1\" height=\"1\"/>".utf8)) == .svg)
        #expect(ImageDecoder.Format.detect(Array("<html><svgx/></html>".utf8)) == nil)
        #expect(ImageDecoder.Format.detect(Array("hello <svg>".utf8)) == nil)
        let heart = try SVGDocument.read(Fixtures.path("svg/heart.svg"), rendering: .inProcess)
        #expect(heart.canvasSize == PointSize(square: 24))
        #expect(try SVGDocument.read(Fixtures.path("svg/ring.svg"), rendering: .inProcess).canvasSize == PointSize(square: 32))
        #expect(try SVGDocument.read(Fixtures.path("svg/wide.svg"), rendering: .inProcess).canvasSize == PointSize(width: 64, height: 32))
        let drawn = try heart.renderAsDrawn(scale: 3)
        #expect(drawn.width == 72 && drawn.height == 72)
        // The heart spans x 2…22 and y 3…21.35 of its 24-unit grid.
        let bounds = try #require(drawn.coverageBounds(.alpha))
        #expect(bounds.x == 6 && bounds.maxX == 66 && bounds.y == 9 && abs(bounds.maxY - 64) <= 1)
        #expect(drawn[36, 36] == PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test("external files and URLs are never loaded; inline data is")
    func noExternalReferences() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = folder.file("secret.png")
        try PNGEncoder().write(
            RGBAImage(width: 8, height: 8, filledWith: StraightColor(red: 255, green: 0, blue: 0).premultiplied), to: target)
        let svgPath = folder.file("evil.svg")
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="16" height="16">
            <image href="\(target)" width="16" height="16"/>
            <image xlink:href="file://\(target)" width="16" height="16"/>
            <image href="secret.png" width="16" height="16"/>
            <image href="http://127.0.0.1:9/x.png" width="16" height="16"/>
            </svg>
            """
        try FileBytes.writeAtomically(Array(text.utf8), to: svgPath)
        let image = try SVGDocument.read(svgPath, rendering: .inProcess).renderAsDrawn(scale: 1)
        #expect(image.coverageBounds(.alpha) == nil, "nothing outside the document was drawn")
        // The same picture inline, as a data: URL, is drawn.
        let inline = "data:image/png;base64," + Data(try FileBytes.read(target)).base64EncodedString()
        let embedded = try Self.document(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\"><image href=\"\(inline)\" width=\"16\" height=\"16\"/></svg>"
        )
        #expect(try embedded.renderAsDrawn(scale: 1).coverageBounds(.alpha) != nil)
    }

    @Test("malformed, sizeless and enormous documents are refused with the file named; nothing is allocated for an enormous one")
    func refusals() throws {
        for (text, reason) in [
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect", "SVG"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"4\" height=\"4\"/></svg>", "no size")
        ] {
            #expect(throws: ImageFileError.self) { try Self.document(text, file: "bad.svg") }
            do { _ = try Self.document(text, file: "bad.svg") } catch {
                #expect(error.file == "bad.svg" && error.description.contains(reason), "\(error)")
            }
        }
        let huge = try Self.document(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1000000\" height=\"1000000\"><circle cx=\"500000\" cy=\"500000\" r=\"400000\"/></svg>"
        )
        #expect(throws: ImageFileError.self) { try huge.renderAsDrawn(scale: 1) }
        let absurd = try Self.document(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1e30\" height=\"1e30\"><rect width=\"4\" height=\"4\"/></svg>")
        do {
            _ = try absurd.renderAsDrawn(scale: 3)
            Issue.record("a 1e30 pt document was rendered")
        } catch {
            guard case .pixelLimit = error.problem else {
                Issue.record("expected the pixel limit, got \(error)")
                return
            }
        }
        // Fitting an enormous document still works: only the box-sized render is made.
        let fitted = try ArtMaster(.vector(huge), maskSource: .auto, trim: true, file: "huge.svg").fitted(
            IconSizing(box: IconSizing.iosBox), scale: 3)
        #expect(fitted.art.width == 90 && fitted.art.height == 90)
        #expect(fitted.art.coverageBounds(.alpha) == PixelRect(x: 0, y: 0, width: 90, height: 90))
    }

    @Test("tintype info reports an SVG's own size")
    func info() async throws {
        let line = InfoReport.line(
            file: "heart.svg", info: try ImageDecoder.readArt(Fixtures.path("svg/heart.svg"), rendering: .inProcess).info)
        #expect(line == "heart.svg: SVG 24x24 pt (24×24 px at 1x), vector")
        #expect(await CLI.status(["info", Fixtures.path("svg/bolt.svg")]) == 0)
    }
}
