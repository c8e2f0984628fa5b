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

/// Stroke weights at the output size (SPEC §9.7): a folder mixing libraries drawn at different
/// weights warns, naming the outliers; one library alone does not.
@Suite("Stroke weights: a folder of mixed weights warns, one library does not")
struct WeightTests {
    /// Heavy icons of our own on the 24-unit grid, drawn as filled shapes with 3.2-unit stems:
    /// a ring, a square frame, a plus.
    static let heavy = [
        (
            "heavy-ring",
            #"<path fill-rule="evenodd" d="M12 2a10 10 0 1 1 0 20a10 10 0 1 1 0-20zm0 3.2a6.8 6.8 0 1 0 0 13.6a6.8 6.8 0 1 0 0-13.6z"/>"#
        ),
        ("heavy-frame", #"<path fill-rule="evenodd" d="M3 3h18v18H3zM6.2 6.2v11.6h11.6V6.2z"/>"#),
        ("heavy-plus", #"<path d="M10.4 3h3.2v7.4H21v3.2h-7.4V21h-3.2v-7.4H3v-3.2h7.4z"/>"#)
    ]

    /// `libraries` (folders of `Fixtures/weights`) and, with `heavy`, the heavy icons, in one folder.
    static func folder(_ libraries: [String], heavy: Bool = false) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for library in libraries {
            let source = Fixtures.path("weights/" + library)
            for name in try FileManager.default.contentsOfDirectory(atPath: source) where name.hasSuffix(".svg") {
                let target = libraries.count > 1 ? "\(library)-\(name)" : name
                try FileBytes.writeAtomically(try FileBytes.read(source + "/" + name), to: folder.file(target))
            }
        }
        for (name, body) in heavy ? Self.heavy : [] {
            let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"# + body + "</svg>"
            try FileBytes.writeAtomically(Array(svg.utf8), to: folder.file(name + ".svg"))
        }
        return folder
    }

    static func weightWarnings(_ summary: Batch.Summary) -> [Warning] {
        summary.warningDetails.filter { $0.code == .mixedWeights }
    }

    @Test("Lucide at 2 units, Heroicons at 1.5 and heavy solid icons: one warning naming the lighter and the heavier")
    func mixedLibraries() throws {
        let input = try Self.folder(["lucide", "heroicons"], heavy: true)
        let out = try TemporaryFolder()
        defer { for folder in [input, out] { folder.remove() } }
        let summary = try BatchRuns.run(input.path, out.path) { $0.contactSheet = false }
        let warnings = Self.weightWarnings(summary)
        try #require(warnings.count == 1, "\(summary.warningDetails)")
        let message = warnings[0].message
        // 30 pt box, 24-unit grid: 1.25 pt a unit. Lucide's 2 units are the set's 2.5 pt (7.5 px at @3x).
        #expect(message.hasPrefix("stroke weights differ: the set's is 2.5 pt (7.5 px at @3x), but 4 lighter at 1.88 pt"), "\(message)")
        for name in ["heroicons-bell", "heroicons-home", "heavy-ring", "heavy-frame", "heavy-plus"] {
            #expect(message.contains(name), "\(message)")
        }
        #expect(!message.contains("lucide-"), "\(message)")
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        #expect(manifest.warnings.contains(warnings[0]))
        let weights = Dictionary(uniqueKeysWithValues: manifest.icons.map { ($0.name, $0.weight) })
        #expect(weights["lucide-house"] == StrokeWeight(points: 2.5, basis: .declared))
        #expect(weights["heroicons-home"] == StrokeWeight(points: 1.875, basis: .declared))
        // The heavy icons are measured on their pixels: 3.2 units are 4 pt, within a tenth.
        let ring = try #require(weights["heavy-ring"] ?? nil)
        #expect(ring.basis == .rendered && abs(ring.points - 4) < 0.4, "\(ring)")
        // A second run draws nothing, and warns again from the weights the manifest kept.
        let again = try BatchRuns.run(input.path, out.path) { $0.contactSheet = false }
        #expect(again.filesWritten == 0 && Self.weightWarnings(again) == warnings)
    }

    @Test("one library alone, strokes or solid, gets no weight warning", arguments: ["lucide", "heroicons", "fontawesome"])
    func oneLibrary(_ library: String) throws {
        let input = try Self.folder([library])
        let out = try TemporaryFolder()
        defer { for folder in [input, out] { folder.remove() } }
        let summary = try BatchRuns.run(input.path, out.path) {
            $0.contactSheet = false
            $0.scales = [2]
        }
        #expect(summary.failed == 0 && Self.weightWarnings(summary).isEmpty, "\(summary.warningDetails)")
        #expect(!summary.warningDetails.contains { $0.code == .outlineAndSolid }, "\(summary.warningDetails)")
    }

    @Test("Lucide's outlines beside Font Awesome's solid icons: one outline-and-solid warning naming both sides")
    func outlineAndSolid() throws {
        let input = try Self.folder(["lucide", "fontawesome"])
        let out = try TemporaryFolder()
        defer { for folder in [input, out] { folder.remove() } }
        let summary = try BatchRuns.run(input.path, out.path) { $0.contactSheet = false }
        let warnings = summary.warningDetails.filter { $0.code == .outlineAndSolid }
        try #require(warnings.count == 1, "\(summary.warningDetails)")
        // Lucide's four are drawn with strokes only; Font Awesome's bell, camera, folder… are solid shapes.
        #expect(
            warnings[0].message.hasPrefix("outline and solid icons in one set: 4 drawn with strokes only (lucide-bell"), "\(warnings[0])")
        #expect(warnings[0].message.contains("solid shapes (fontawesome-bell"), "\(warnings[0])")
    }

    @Test("one set gives the same weight warnings in every layout, --vector in a flat catalog (no PNG drawn at 2×) included")
    func sameWarningsEveryLayout() throws {
        let input = try Self.folder(["lucide", "heroicons"], heavy: true)
        let png = try TemporaryFolder()
        let vector = try TemporaryFolder()
        defer { for folder in [input, png, vector] { folder.remove() } }
        let plain = try BatchRuns.run(input.path, png.path) { $0.contactSheet = false }
        let catalog = try VectorBatchRuns.run(input.path, vector.path, layout: .xcassets, style: .flat)
        #expect(Self.weightWarnings(plain).count == 1)
        #expect(Self.weightWarnings(catalog).map(\.message) == Self.weightWarnings(plain).map(\.message), "\(catalog.warningDetails)")
    }

    @Test("the rendered weight of stroked art is within a tenth of its declared stroke")
    func renderedMatchesDeclared() throws {
        for name in ["house", "circle-check", "bell", "search"] {
            let bytes = try FileBytes.read(Fixtures.path("weights/lucide/\(name).svg"))
            let document = try SVGDocument(bytes, file: name, rendering: .inProcess)
            // 60 px for 24 units: 2.5 px a unit, 5 px strokes, measured at 2×.
            let art = try document.render(width: 60, height: 60, canvasIn: (0, 0, 60, 60))
            let weight = try #require(StrokeWeight.rendered(art, maskSource: .alpha, boxSide: 60, scale: 2), "\(name)")
            #expect(weight.basis == .rendered && abs(weight.points - 2.5) <= 0.25, "\(name): \(weight)")
        }
    }

    @Test("solid shapes have no stem weight: a disc, a filled square")
    func solidShapes() {
        var disc = RGBAImage(width: 60, height: 60, scale: 2)
        var square = RGBAImage(width: 60, height: 60, scale: 2)
        for y in 0..<60 {
            for x in 0..<60 {
                let inside = (Double(x) - 29.5) * (Double(x) - 29.5) + (Double(y) - 29.5) * (Double(y) - 29.5) < 400
                if inside { disc[x, y] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255) }
                if (15..<45).contains(x) && (15..<45).contains(y) {
                    square[x, y] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
                }
            }
        }
        #expect(StrokeWeight.rendered(disc, maskSource: .alpha, boxSide: 60, scale: 2) == nil)
        #expect(StrokeWeight.rendered(square, maskSource: .alpha, boxSide: 60, scale: 2) == nil)
    }

    @Test("chamfer depths are within 8 % above the exact Euclidean distance, on random masks")
    func depthsAgainstExact() {
        var generator = SeededGenerator(seed: 36)
        for _ in 0..<20 {
            let width = Int.random(in: 1...24, using: &generator)
            let height = Int.random(in: 1...24, using: &generator)
            let coverage = (0..<width * height).map { _ in UInt8.random(in: 0...255, using: &generator) > 60 ? UInt8(255) : 0 }
            let depths = StrokeWeight.depths(coverage, width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    // The reference: the nearest uncovered pixel, the image's outside included, by brute force.
                    var exact = Double(min(x + 1, y + 1, width - x, height - y))
                    if coverage[y * width + x] < 128 { exact = 0 }
                    for v in 0..<height {
                        for u in 0..<width where coverage[v * width + u] < 128 {
                            exact = min(exact, (Double((u - x) * (u - x) + (v - y) * (v - y))).squareRoot())
                        }
                    }
                    let depth = depths[y * width + x]
                    #expect(depth >= exact - 1e-9 && depth <= exact * 1.083 + 1e-9, "(\(x), \(y)) of \(width)×\(height)")
                }
            }
        }
    }

    @Test("a 16-unit family in a 30 pt box is soft at every scale; the note's box puts it on whole pixels")
    func crispBox() throws {
        let out = try TemporaryFolder()
        let crisp = try TemporaryFolder()
        defer { for folder in [out, crisp] { folder.remove() } }
        let summary = try BatchRuns.run(Fixtures.path("family"), out.path) { $0.contactSheet = false }
        let hint = try #require(summary.crispBoxes["16x16 SVG"], "\(summary.families)")
        #expect(hint.softScales == [1, 2, 3] && hint.box == 32)
        let again = try BatchRuns.run(Fixtures.path("family"), crisp.path) {
            $0.contactSheet = false
            $0.iconSize = PointSize(width: hint.box, height: hint.box)
        }
        #expect(again.crispBoxes.isEmpty && again.families == summary.families)
        // In the 32 pt box every unit is 1, 2 and 3 whole pixels: the plus's 12 units are 48 px at 2×, its edges
        // on pixel edges (no pixel partly covered); in the 30 pt box they fall between pixels.
        for (folder, crispEdges) in [(crisp, true), (out, false)] {
            let plus = try ImageDecoder.read(folder.file("plus@2x.png")).image
            let bounds = try #require(plus.coverageBounds(.alpha))
            #expect((bounds.width == 48 && bounds.height == 48) == crispEdges, "\(bounds)")
            let partial = plus.withUnsafeBytes { bytes in
                stride(from: 3, to: bytes.count, by: 4).contains { bytes[$0] != 0 && bytes[$0] != 255 }
            }
            #expect(partial != crispEdges)
        }
    }
}
