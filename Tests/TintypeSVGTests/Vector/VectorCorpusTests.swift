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

/// A measurement on real icon sets a developer has at hand (not in CI, which has none):
/// `TINTYPE_VECTOR_CORPUS=/usr/share/icons/Adwaita:/path/to/lucide swift test --filter VectorCorpusTests`
/// converts every SVG under each folder, renders original and plain SVG through librsvg at 96 px,
/// and prints the counts, the refusals by feature, the worst differences and the sizes.
@Suite("Vector tree on real icon sets")
struct VectorCorpusTests {
    static let folders = ProcessInfo.processInfo.environment["TINTYPE_VECTOR_CORPUS"]?.split(separator: ":").map(String.init) ?? []

    @Test("every icon is converted within 1/255 or refused with its reason", .enabled(if: !folders.isEmpty))
    func corpus() throws {
        for folder in Self.folders {
            var files: [String] = []
            if let walk = FileManager.default.enumerator(atPath: folder) {
                for case let path as String in walk where path.hasSuffix(".svg") { files.append(folder + "/" + path) }
            }
            var refused: [String: Int] = [:]
            var drawableRefused: [String: Int] = [:]
            var worst: [(Double, String)] = []
            var (converted, originalBytes, plainBytes, drawableBytes, failedRender) = (0, 0, 0, 0, 0)
            for file in files.sorted() {
                guard let bytes = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: file))) else { continue }
                let document: VectorDocument
                do { document = try VectorDocument(svg: bytes, file: file) } catch {
                    refused[error.feature, default: 0] += 1
                    continue
                }
                let plain = try SVGWriter.svg(document, file: "art.svg")
                guard let before = try? VectorTreeRenders.render(bytes, side: 96),
                    let after = try? VectorTreeRenders.render(Array(plain.utf8), side: 96)
                else {
                    failedRender += 1
                    continue
                }
                let difference = VectorTreeRenders.meanDifference(before, after)
                worst.append((difference, file))
                converted += 1
                originalBytes += bytes.count
                plainBytes += plain.utf8.count
                do { drawableBytes += try VectorDrawableWriter.xml(document, file: file).utf8.count } catch {
                    drawableRefused[error.feature, default: 0] += 1
                }
            }
            worst.sort { $0.0 > $1.0 }
            let over = worst.filter { $0.0 > 1 }.count
            print(
                "== \(folder): \(files.count) SVGs, \(converted) converted (\(over) over 1/255), \(refused.values.reduce(0, +)) refused, \(failedRender) unrenderable"
            )
            print("   refused by feature: \(refused.sorted { $0.value > $1.value })")
            print("   VectorDrawable refusals: \(drawableRefused.sorted { $0.value > $1.value })")
            print("   bytes: originals \(originalBytes), plain SVG \(plainBytes), VectorDrawable \(drawableBytes)")
            for (difference, file) in worst.prefix(5) { print("   \(String(format: "%.2f", difference))/255 \(file)") }
            #expect(over == 0)
        }
    }
}

/// `batch --vector` on the same real sets (`TINTYPE_VECTOR_CORPUS`, each folder's top-level SVGs
/// only): every icon's vector, rendered at 3×, against the PNG template the same batch draws.
@Suite("Vector batch on real icon sets")
struct VectorBatchCorpusTests {
    @Test("each vector draws where the PNG template is, within 1/255 of alpha", .enabled(if: !VectorCorpusTests.folders.isEmpty))
    func corpus() throws {
        for folder in VectorCorpusTests.folders {
            let out = try TemporaryFolder()
            defer { out.remove() }
            let summary = try VectorBatchRuns.run(folder, out.file("vector"), layout: .xcassets)
            _ = try VectorBatchRuns.run(folder, out.file("png"), layout: .xcassets, vector: false, template: true)
            let catalog = out.file("vector/Icons.xcassets")
            var worst: [(Double, String)] = []
            for set in try FileManager.default.contentsOfDirectory(atPath: catalog) where set.hasSuffix(".imageset") {
                let name = String(set.dropLast(".imageset".count))
                guard let svgBytes = try? FileBytes.read(catalog + "/\(set)/\(name).svg") else { continue }
                let svg = try SVGDocument(svgBytes, file: name, rendering: .inProcess)
                let width = Int((svg.canvasSize.width * 3).rounded())
                let height = Int((svg.canvasSize.height * 3).rounded())
                let rendered = try svg.render(width: width, height: height, canvasIn: (0, 0, Double(width), Double(height)))
                let template = try ImageDecoder.read(out.file("png/Icons.xcassets/\(name)-template.imageset/\(name)-template@3x.png")).image
                worst.append((VectorBatchRuns.alphaDifference(rendered, template), name))
            }
            worst.sort { $0.0 > $1.0 }
            let notVector = summary.warningDetails.filter { $0.code == .notVector }
            var reasons = [String: Int]()
            for warning in notVector {
                let reason = warning.message.replacingOccurrences(of: "written as PNGs, not as a vector: ", with: "")
                reasons[String(reason.split(separator: ":").first ?? ""), default: 0] += 1
            }
            print(
                "== \(folder): \(summary.icons) icons, \(worst.count) vectors, \(notVector.count) PNG (\(reasons.sorted { $0.value > $1.value }))"
            )
            for (difference, name) in worst.prefix(5) { print("   \(String(format: "%.2f", difference))/255 \(name)") }
            #expect(worst.filter { $0.0 > 1 }.isEmpty)
        }
    }
}
