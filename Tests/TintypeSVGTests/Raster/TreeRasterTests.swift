import Foundation
import Testing
import Tintype
import TintypeReference
import TintypeSupport
import TintypeTestSupport

@testable import TintypeCodecs
@testable import TintypeFormats
@testable import TintypePixels
@_spi(Measuring) @testable import TintypeSVG

/// Tintype's own renderer of the SVG tree (SPEC §13.7) beside librsvg, on the fixtures' art of
/// every kind, and on real icon sets a developer has at hand:
/// `TINTYPE_RASTER_CORPUS=/usr/share/icons/Adwaita:/path/to/lucide swift test --filter TreeRasterTests`.
@Suite("Tree renderer")
struct TreeRasterTests {
    /// How far one render is from another: the mean difference of premultiplied channels in
    /// 255ths, and the share of pixels with a channel more than 48/255 off.
    struct Difference {
        var mean: Double
        var farShare: Double
    }

    static func difference(_ a: RGBAImage, _ b: RGBAImage) -> Difference {
        guard a.size == b.size else { return Difference(mean: .infinity, farShare: 1) }
        var (total, far) = (0, 0)
        a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                for pixel in 0..<a.width * a.height {
                    var worst = 0
                    for channel in 0..<4 {
                        let d = abs(Int(pa[pixel * 4 + channel]) - Int(pb[pixel * 4 + channel]))
                        total += d
                        worst = max(worst, d)
                    }
                    if worst > 48 { far += 1 }
                }
            }
        }
        let pixels = Double(a.width * a.height)
        return Difference(mean: Double(total) / (pixels * 4), farShare: Double(far) / pixels)
    }

    /// `bytes` drawn at `side` pixels on its longer side by librsvg and by the tree; nil when the tree refuses it.
    static func both(_ bytes: [UInt8], side: Int) throws -> (librsvg: RGBAImage, tree: RGBAImage)? {
        guard let tree = try? VectorDocument(svg: bytes, file: "art.svg") else { return nil }
        let document = try SVGDocument(bytes, file: "art.svg", rendering: .inProcess)
        let scale = Double(side) / max(document.canvasSize.width, document.canvasSize.height)
        let width = Int((document.canvasSize.width * scale).rounded())
        let height = Int((document.canvasSize.height * scale).rounded())
        let placement = (0.0, 0.0, Double(width), Double(height))
        return (
            try document.render(width: width, height: height, canvasIn: placement),
            try tree.render(width: width, height: height, canvasIn: placement)
        )
    }

    /// Every SVG of the fixtures the tree reads.
    static let fixtureArt: [String] = [
        "svg", "color", "family", "logos", "vector", "weights/heroicons", "weights/fontawesome", "icons", "masters"
    ]
    .flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.path(folder))) ?? [])
            .filter { $0.hasSuffix(".svg") }.sorted().map { "\(folder)/\($0)" }
    }

    @Test("each fixture drawn as librsvg draws it at 96 px: a mean within 1/255, at most 0.5 % of pixels 48/255 off")
    func fixturesMatchLibrsvg() throws {
        var compared = 0
        for fixture in Self.fixtureArt {
            guard let (librsvg, tree) = try Self.both(Fixtures.bytes(fixture), side: 96) else { continue }
            let difference = Self.difference(librsvg, tree)
            #expect(difference.mean <= 1, "\(fixture): mean \(difference.mean)")
            #expect(difference.farShare <= 0.005, "\(fixture): \(difference.farShare * 100) % of pixels far off")
            compared += 1
        }
        #expect(compared >= 40)
        // A leaf whose straight edge is four lines that barely turn, stroked with round joins: one
        // such join once drew its circle the long way round and cut a hole.
        let leaf =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" "#
            + #"stroke-linejoin="round"><path d="M5.89 9.71c-2.15 2.15-2.3 5.47-.35 7.43l4.24-4.25 .7-.7 .71-.71 2.12-2.12c-1.95-1.96-5.27-1.8-7.42 .35"/></svg>"#
        let (librsvg, tree) = try #require(try Self.both(Array(leaf.utf8), side: 96))
        #expect(Self.difference(librsvg, tree).farShare <= 0.005)
    }
}

extension TreeRasterTests {
    @Test("a render stops at its budget: steps, the clock, pixels; dashes of a millionth of the path stop at the dash limit")
    func budget() throws {
        let heart = try VectorDocument(svg: Fixtures.bytes("svg/heart.svg"), file: "heart.svg")
        #expect(throws: VectorDocument.RenderStop.workLimit(steps: 1_000)) {
            _ = try heart.render(width: 96, height: 96, canvasIn: (0, 0, 96, 96), limits: .init(maximumSteps: 1_000))
        }
        #expect(throws: VectorDocument.RenderStop.pixelLimit(width: 2_000, height: 2_000, limit: 1_000_000)) {
            _ = try heart.render(width: 2_000, height: 2_000, canvasIn: (0, 0, 2_000, 2_000), limits: .init(maximumPixels: 1_000_000))
        }
        let dashes =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><path d="M0 0H1000V1000H0Z" "#
            + #"fill="none" stroke="black" stroke-dasharray="0.000001 0.000001"/></svg>"#
        let dashed = try VectorDocument(svg: Array(dashes.utf8), file: "dashes.svg")
        let started = ContinuousClock.now
        #expect(throws: VectorDocument.RenderStop.dashLimit(dashes: RasterBudget.maximumDashes)) {
            _ = try dashed.render(width: 256, height: 256, canvasIn: (0, 0, 256, 256))
        }
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(throws: VectorDocument.RenderStop.timeLimit(seconds: 1e-9)) {
            _ = try heart.render(width: 96, height: 96, canvasIn: (0, 0, 96, 96), limits: .init(seconds: 1e-9))
        }
    }

    static let corpus = ProcessInfo.processInfo.environment["TINTYPE_RASTER_CORPUS"]?.split(separator: ":").map(String.init) ?? []

    @Test("real icon sets drawn as librsvg draws them (a measurement)", .enabled(if: !corpus.isEmpty))
    func corpusMatchesLibrsvg() throws {
        for folder in Self.corpus {
            var files: [String] = []
            if let walk = FileManager.default.enumerator(atPath: folder) {
                for case let path as String in walk where path.hasSuffix(".svg") { files.append(folder + "/" + path) }
            }
            var results: [(Difference, String)] = []
            var (refused, failed) = (0, 0)
            for file in files.sorted() {
                guard let bytes = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: file))) else { continue }
                do {
                    guard let (librsvg, tree) = try Self.both(bytes, side: 96) else {
                        refused += 1
                        continue
                    }
                    results.append((Self.difference(librsvg, tree), file))
                } catch { failed += 1 }
            }
            results.sort { $0.0.mean > $1.0.mean }
            let means = results.map(\.0.mean).sorted()
            let over = results.filter { $0.0.mean > 1 || $0.0.farShare > 0.005 }.count
            let meanOfMeans = means.reduce(0, +) / Double(max(1, means.count))
            print("== \(folder): \(files.count) SVGs, \(results.count) drawn, \(refused) refused by the tree, \(failed) failed")
            print(
                String(
                    format: "   mean of means %.3f, median %.3f, over the bar %d", meanOfMeans, means.isEmpty ? 0 : means[means.count / 2],
                    over))
            for (difference, file) in results.prefix(8) {
                print(String(format: "   %.3f %.4f %@", difference.mean, difference.farShare, file))
            }
        }
    }
}

/// The renderer's scan and stroker against the plain sampling references in TintypeReference.
@Suite("Tree renderer against its references")
struct TreeRasterReferenceTests {
    /// The scan's coverage of `contours` over `width × height`, every pixel of the image.
    static func scanned(_ contours: [[VectorPath.Point]], evenOdd: Bool, width: Int, height: Int) throws -> [[Double]] {
        var budget = RasterBudget(VectorDocument.RenderLimits())
        let mask = try CoverageScan.coverage(of: contours, evenOdd: evenOdd, width: width, height: height, budget: &budget)
        return (0..<height).map { y in (0..<width).map { x in Double(mask?.value(x: x, y: y) ?? 0) } }
    }

    /// The mean and largest difference of two coverage grids.
    static func compare(_ a: [[Double]], _ b: [[Double]]) -> (mean: Double, largest: Double) {
        let differences = zip(a.joined(), b.joined()).map { abs($0 - $1) }
        return (differences.reduce(0, +) / Double(max(1, differences.count)), differences.max() ?? 0)
    }

    /// A random polygon of `count` points within a box, reaching past the image on every side.
    static func randomContour(_ count: Int, using generator: inout SeededGenerator) -> [VectorPath.Point] {
        (0..<count).map { _ in
            VectorPath.Point(x: Double.random(in: -6...38, using: &generator), y: Double.random(in: -6...38, using: &generator))
        }
    }

    @Test("fills by both rules: random self-crossing polygons, contours turning both ways, edge cases", arguments: [false, true])
    func fills(evenOdd: Bool) throws {
        var generator = SeededGenerator(seed: evenOdd ? 57 : 75)
        var cases: [[[VectorPath.Point]]] = (0..<24).map { index in
            (0..<(1 + index % 3)).map { _ in Self.randomContour(3 + index % 9, using: &generator) }
        }
        let square = [
            VectorPath.Point(x: 4, y: 4), VectorPath.Point(x: 28, y: 4), VectorPath.Point(x: 28, y: 28), VectorPath.Point(x: 4, y: 28)
        ]
        let inner = [
            VectorPath.Point(x: 10, y: 10), VectorPath.Point(x: 22, y: 10), VectorPath.Point(x: 22, y: 22), VectorPath.Point(x: 10, y: 22)
        ]
        cases += [
            [square, inner], [square, inner.reversed()], [square, square],  // holes by either rule, a contour twice
            [[VectorPath.Point(x: 3, y: 3), VectorPath.Point(x: 3.2, y: 3.1), VectorPath.Point(x: 3.1, y: 3.3)]],  // smaller than a pixel
            // far past both sides
            [[VectorPath.Point(x: -1e6, y: 2.5), VectorPath.Point(x: 1e6, y: 9.25), VectorPath.Point(x: 1e6, y: 30)]],
            [[VectorPath.Point(x: 5, y: 5), VectorPath.Point(x: 20, y: 5), VectorPath.Point(x: 30, y: 5)]],  // flat
            [[VectorPath.Point(x: 40, y: 0), VectorPath.Point(x: 50, y: 0), VectorPath.Point(x: 50, y: 32)]]  // beyond the right edge
        ]
        for (index, contours) in cases.enumerated() {
            let scanned = try Self.scanned(contours, evenOdd: evenOdd, width: 32, height: 32)
            let reference = Reference.windingCoverage(of: contours, evenOdd: evenOdd, width: 32, height: 32)
            let (mean, largest) = Self.compare(scanned, reference)
            // 15 sample lines a row against 16: a nearly flat edge can differ by a fifteenth.
            #expect(mean <= 1.0 / 255, "case \(index): mean \(mean * 255)/255")
            #expect(largest <= 0.09, "case \(index): largest \(largest * 255)/255")
        }
    }

    @Test("strokes with round joins and caps cover what lies within half their width of the path")
    func roundStrokes() throws {
        var generator = SeededGenerator(seed: 1357)
        // Besides random paths: corners that barely turn (Lucide's palm tree, whose joins once cut a
        // hole), a path that turns back on itself (Tabler's riyal), one that crosses itself.
        let jitter: [Double] = (0..<40).map { $0 % 3 == 0 ? 1e-9 : -1e-9 }
        var barelyTurning: [(Double, Double)] = []
        for step in 0..<40 {
            let t = Double(step)
            let x: Double = 4 + 0.6 * t
            let y: Double = 26 - 0.55 * t + jitter[step]
            barelyTurning.append((x, y))
        }
        let drawn: [[VectorPath.Point]] = [
            barelyTurning,
            [(6, 20), (6, 10), (6, 12), (14, 12), (14, 8)],
            [(4, 4), (28, 28), (28, 4), (4, 28)]
        ].map { $0.map { VectorPath.Point(x: $0.0, y: $0.1) } }
        for index in 0..<19 {
            let points =
                index >= 16
                ? drawn[index - 16]
                : (0..<(2 + index % 6)).map { _ in
                    VectorPath.Point(x: Double.random(in: 4...28, using: &generator), y: Double.random(in: 4...28, using: &generator))
                }
            let closed = index < 16 && index % 3 == 0
            let strokeWidth = index >= 16 ? 4 : [0.6, 1.5, 3, 7][index % 4]
            var outline = StrokeOutline(width: strokeWidth, cap: .round, join: .round, miterLimit: 4, tolerance: 0.02)
            outline.add(Polyline(points: points, corners: points.map { _ in true }, closed: closed))
            let scanned = try Self.scanned(outline.pieces, evenOdd: false, width: 32, height: 32)
            let reference = Reference.roundStrokeCoverage(along: points, closed: closed, strokeWidth: strokeWidth, width: 32, height: 32)
            let (mean, largest) = Self.compare(scanned, reference)
            #expect(mean <= 1.0 / 255, "stroke \(index): mean \(mean * 255)/255")
            #expect(largest <= 0.1, "stroke \(index): largest \(largest * 255)/255")
        }
    }
}
