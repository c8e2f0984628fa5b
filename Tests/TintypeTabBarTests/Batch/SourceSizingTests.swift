import Foundation
import Synchronization
import Testing
import Tintype
import TintypeCLI
import TintypeReference
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

@Suite("Batch: sources of any size fitted into the icon box", .serialized)
struct SourceSizingTests {
    /// A fresh folder holding copies of the named fixtures, under new names when given as `source → name`.
    static func folder(_ files: [(String, String)]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for (source, name) in files {
            try FileManager.default.copyItem(atPath: Fixtures.path(source), toPath: folder.file(name))
        }
        return folder
    }

    static func coverage(_ path: String) throws -> PixelRect? {
        try ImageDecoder.read(path).image.coverageBounds(.alpha)
    }

    @Test(
        "SVG and 512 px masters fill the 30 pt box at 1×, 2× and 3×: longer side exact, centered, nothing clipped",
        arguments: ["svg", "masters"])
    func fillsTheBox(kind: String) throws {
        let names = kind == "svg" ? ["heart", "ring", "bolt", "badge", "wide"] : ["heart", "ring", "bolt", "badge"]
        let input = try Self.folder(
            names.map { ("\(kind)/\($0).\(kind == "svg" ? "svg" : "png")", "\($0).\(kind == "svg" ? "svg" : "png")") })
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        let summary = try BatchRuns.run(input.path, out.path)
        #expect(summary.failed == 0 && summary.warnings == 0 && summary.clipped.isEmpty, "\(summary.errors)")
        for name in names {
            for (suffix, scale) in [("", 1), ("@2x", 2), ("@3x", 3)] {
                for state in ["", "-selected"] {
                    let image = try ImageDecoder.read(out.file("\(name)\(state)\(suffix).png")).image
                    #expect(image.width == 64 * scale && image.height == 44 * scale)
                    let bounds = try #require(image.coverageBounds(.alpha), "\(name)\(state)\(suffix)")
                    #expect(max(bounds.width, bounds.height) == 30 * scale, "\(name)\(state)\(suffix): \(bounds)")
                    // Box centering: the art's rect is centered (floor) in the box, the box in the item.
                    let boxOrigin = ((64 - 30) * scale / 2, (44 - 30) * scale / 2)
                    #expect(abs(2 * (bounds.x - boxOrigin.0) + bounds.width - 30 * scale) <= 2, "\(name)\(suffix) centered in x: \(bounds)")
                    #expect(
                        abs(2 * (bounds.y - boxOrigin.1) + bounds.height - 30 * scale) <= 2, "\(name)\(suffix) centered in y: \(bounds)")
                }
            }
        }
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        #expect(manifest.sizing.iconSize == "30x30" && manifest.sizing.fit == .auto && manifest.sizing.center == .box)
    }

    @Test("padding and the Android box: longer side = box − 2 × padding at every density, in points or percent")
    func padding() throws {
        let input = try Self.folder([("svg/heart.svg", "heart.svg"), ("masters/bolt.png", "bolt.png")])
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        _ = try BatchRuns.run(input.path, out.path) {
            $0.layout = .android
            $0.sizing.padding = .points(2)
        }
        for (density, scale) in [("mdpi", 1.0), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4)] {
            for name in ["heart", "bolt"] {
                let bounds = try #require(try Self.coverage(out.file("drawable-\(density)/ic_\(name).png")))
                #expect(max(bounds.width, bounds.height) == Int((20 * scale).rounded()), "\(name) \(density): \(bounds)")
            }
        }
        _ = try BatchRuns.run(input.path, out.path) {
            $0.sizing.padding = .percent(10)
            $0.contactSheet = false
        }
        #expect(max(try Self.coverage(out.file("heart@3x.png"))!.width, try Self.coverage(out.file("heart@3x.png"))!.height) == 72)
    }

    @Test("trim removes a master's transparent border; --no-trim fits the canvas as drawn")
    func trim() throws {
        let input = try Self.folder([("svg/badge.svg", "badge.svg")])
        let out = try TemporaryFolder()
        let untrimmed = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
            untrimmed.remove()
        }
        _ = try BatchRuns.run(input.path, out.path)
        _ = try BatchRuns.run(input.path, untrimmed.path) { $0.sizing.trim = false }
        let trimmed = try #require(try Self.coverage(out.file("badge@2x.png")))
        #expect(max(trimmed.width, trimmed.height) == 60)
        // Untrimmed, the 100-unit canvas fills the 60 px box (0.6 px a unit) at (34, 14): the badge
        // (x 62…92, y 48…90.4) lands at x 71.2…89.2, y 42.8…68.2: smaller and off-center.
        let whole = try #require(try Self.coverage(untrimmed.file("badge@2x.png")))
        #expect(whole.x == 71 && whole.maxX == 90 && whole.y == 42 && whole.maxY == 69, "\(whole)")
    }

    @Test("optical centering puts the coverage centroid on the box center, inside the box")
    func optical() throws {
        // A right triangle: its bounds' center and its centroid differ.
        let folder = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            folder.remove()
            out.remove()
        }
        let triangle = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 30 30\"><path d=\"M0 0 L30 30 L0 30 Z\"/></svg>"
        try FileBytes.writeAtomically(Array(triangle.utf8), to: folder.file("tri.svg"))
        _ = try BatchRuns.run(folder.path, out.path) {
            $0.sizing.centering = .optical
            $0.contactSheet = false
        }
        let image = try ImageDecoder.read(out.file("tri@3x.png")).image
        let centroid = try #require(image.coverageCentroid(.alpha))
        let bounds = try #require(image.coverageBounds(.alpha))
        #expect(bounds.width == 90 && bounds.height == 90, "the art fills the box, so clamping keeps it there")
        #expect(bounds.x == 51 && bounds.y == 21)
        // Box-centered instead: the centroid sits a third of the way off center, clamped back into the box.
        #expect(abs(centroid.x - 96) > 5)
        var small = IconSizing(box: PointSize(square: 30))
        small.padding = .points(5)
        small.centering = .optical
        let master = try ArtMaster(
            .vector(try SVGDocument(Array(triangle.utf8), file: "tri.svg", rendering: .inProcess)), maskSource: .alpha, trim: true,
            file: "tri.svg")
        let fitted = try master.fitted(small, scale: 3)
        let fittedCentroid = try #require(fitted.art.coverageCentroid(.alpha))
        #expect(abs(Double(fitted.frame.x) + fittedCentroid.x - 45) <= 1 && abs(Double(fitted.frame.y) + fittedCentroid.y - 45) <= 1)
        #expect(
            fitted.frame
                == Reference.fittedFrame(
                    region: (master.region.width, master.region.height), box: small.box, padding: 5, scale: 3,
                    centering: .optical, centroid: Reference.coverageCentroid(fitted.art, source: .alpha)))
    }

    @Test("pixel art that fits the box is placed as drawn (today's output); fit always trims and fits it, enlarging only when allowed")
    func fitModes() throws {
        let input = try Self.folder([
            ("icons/star.png", "star.png"), ("icons/star@2x.png", "star@2x.png"), ("icons/star@3x.png", "star@3x.png")
        ])
        let out = try TemporaryFolder()
        let always = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
            always.remove()
        }
        _ = try BatchRuns.run(input.path, out.path) { $0.contactSheet = false }
        let star2x = try ImageDecoder.read(Fixtures.path("icons/star@2x.png")).image
        #expect(
            try ImageDecoder.read(out.file("star@2x.png")).image
                == Reference.tint(
                    star2x, paint: .solid(TabBarStyle.ClassicPalette.normalIcon), source: .alpha, canvasWidth: 128, canvasHeight: 88))
        let summary = try BatchRuns.run(input.path, always.path) {
            $0.sizing.fit = .always
            $0.iconSize = PointSize(square: 40)
        }
        // The star art is 30 pt: fitting it into a 40 pt box needs enlarging, done with a warning per scale,
        // so that the icon is 40 pt at every scale.
        #expect(summary.warnings == 3 && summary.warningDetails.allSatisfy { $0.code == .enlarged })
        for (scale, side) in [(1, 40), (2, 80), (3, 120)] {
            let bounds = try #require(try Self.coverage(always.file("star\(scale == 1 ? "" : "@\(scale)x").png")))
            #expect(max(bounds.width, bounds.height) == side)
        }
    }

    @Test("art past the item's edge is named in a warning, marked clipped in the manifest and the summary, on every run")
    func clipped() throws {
        let input = try Self.folder([("masters/heart.png", "heart.png")])
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        let first = try BatchRuns.run(input.path, out.path) {
            $0.sizing.fit = .none
            $0.scales = [1]
        }
        let clipped = ["heart-dark.png", "heart-selected-dark.png", "heart-selected.png", "heart.png"]
        #expect(first.clipped.sorted() == clipped)
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        let heart = try #require(manifest.icons.first)
        #expect(heart.files.filter { $0.clipped == true }.map(\.path).sorted() == clipped)
        #expect(heart.warnings.contains { $0.code == .clipped && $0.message.contains("clipped at @1x") && $0.message.contains("64×44 px") })
        // Nothing to write the second time, but the warning and the flag stay.
        let second = try BatchRuns.run(input.path, out.path) {
            $0.sizing.fit = .none
            $0.scales = [1]
        }
        #expect(second.filesWritten == 0 && second.warnings == 1 && second.clipped.count == 4)
        // The same master fitted (the default) is not clipped.
        #expect(try BatchRuns.run(input.path, out.path) { $0.scales = [1] }.clipped.isEmpty)
    }

    @Test("a mixed folder: an SVG master beside @2x PNG art of another icon and a JPEG glyph")
    func mixed() throws {
        let input = try Self.folder([
            ("svg/ring.svg", "ring.svg"), ("icons/chat@2x.png", "chat@2x.png"), ("icons/chat@3x.png", "chat@3x.png"),
            ("jpeg/glyph-dark-on-white.jpg", "glyph.jpg")
        ])
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        let summary = try BatchRuns.run(input.path, out.path)
        #expect(summary.icons == 3 && summary.failed == 0, "\(summary.errors)")
        let chat3x = try ImageDecoder.read(Fixtures.path("icons/chat@3x.png")).image
        #expect(
            try ImageDecoder.read(out.file("chat@3x.png")).image
                == Reference.tint(
                    chat3x, paint: .solid(TabBarStyle.ClassicPalette.normalIcon), source: .alpha, canvasWidth: 192, canvasHeight: 132))
        #expect(max(try Self.coverage(out.file("ring@3x.png"))!.width, try Self.coverage(out.file("ring@3x.png"))!.height) == 90)
        // The 64 px JPEG at 1× is 64 pt: a master, trimmed by its luminance and fitted.
        let glyph = try #require(try Self.coverage(out.file("glyph@2x.png")))
        #expect(max(glyph.width, glyph.height) == 60)
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        #expect(manifest.icons.first { $0.name == "ring" }?.sources.first?.scale == nil)
    }

    @Test("incremental: changing only the padding rewrites the fitted files, not art placed as drawn")
    func incremental() throws {
        let input = try Self.folder([("svg/heart.svg", "heart.svg"), ("icons/star@3x.png", "star@3x.png")])
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        _ = try BatchRuns.run(input.path, out.path)
        #expect(try BatchRuns.run(input.path, out.path).nothingToDo)
        let changed = try BatchRuns.run(input.path, out.path) { $0.sizing.padding = .points(3) }
        let icons = changed.written.filter { $0.hasPrefix("heart") || $0.hasPrefix("star") }.sorted()
        let heart = ["", "-selected"].flatMap { state in
            ["", "-dark"].flatMap { dark in ["", "@2x", "@3x"].map { "heart\(state)\(dark)\($0).png" } }
        }
        #expect(icons == heart.sorted())
        #expect(changed.written.contains("contact-sheet.png") && changed.written.contains("manifest.json"))
    }

    @Test("the style's iconSize sets the box (a number or WxH), round-trips through its JSON, and bad sizes name the key")
    func styleIconSize() throws {
        func style(_ size: String) throws(StyleDefinition.ReadError) -> StyleDefinition {
            try StyleDefinition.parse(
                Array("{ \"normal\": { \"fill\": \"#888888\" }, \"selected\": { \"fill\": \"#0000FF\" }, \"iconSize\": \(size) }".utf8),
                file: "s.json")
        }
        #expect(try style("28").iconSize == PointSize(square: 28))
        let wide = try style("\"40x20\"")
        #expect(wide.iconSize == PointSize(width: 40, height: 20))
        #expect(try StyleDefinition.parse(Array(wide.json.utf8), file: "again.json") == wide)
        var options = BatchOptions(input: "in", output: "out")
        options.style = wide
        #expect(options.effectiveSizing.box == PointSize(width: 40, height: 20))
        options.iconSize = PointSize(square: 22)
        #expect(options.effectiveSizing.box == PointSize(square: 22))
        for bad in ["0", "\"40\"", "\"40x\"", "\"3000x30\"", "true"] {
            #expect(throws: StyleDefinition.ReadError.self) { try style(bad) }
            do { _ = try style(bad) } catch { #expect(error.key == "iconSize", "\(bad)") }
        }
    }

    @Test("broken SVG fails its icon with the file and reason; the batch goes on; an empty one is blank, not broken")
    func brokenSVG() throws {
        let input = try Self.folder([("svg/heart.svg", "heart.svg")])
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        try FileBytes.writeAtomically(
            Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 4 4\"><path d=\"M0 0".utf8), to: input.file("cut.svg"))
        try FileBytes.writeAtomically(
            Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 4 4\"></svg>".utf8), to: input.file("empty.svg"))
        let summary = try BatchRuns.run(input.path, out.path)
        #expect(summary.icons == 3 && summary.failed == 1)
        #expect(summary.errors.contains { $0.contains("cut.svg") && $0.contains("SVG") }, "\(summary.errors)")
        let blank = summary.warningDetails.filter { $0.code == .blank }
        #expect(blank.count == 1 && blank[0].message.contains("empty.svg") && blank[0].message.contains("draws nothing"))
        #expect(FileManager.default.fileExists(atPath: out.file("heart@3x.png")))
    }

    @Test("the CLI: --icon-size, --padding, --fit and --center parse, and bad values are usage errors")
    func commandLine() async throws {
        let input = try Self.folder([("svg/bolt.svg", "bolt.svg")])
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        #expect(
            await CLI.status([
                "batch", input.path, "-o", out.path, "--icon-size", "24x40", "--padding", "10%",
                "--center", "optical", "--fit", "always", "-q"
            ]) == 0)
        let bounds = try #require(try Self.coverage(out.file("bolt@2x.png")))
        #expect(bounds.height == 70, "40 pt less 2 × 10% of 24 pt (35.2 pt), at 2×: \(bounds)")
        for bad in [
            ["--icon-size", "0"], ["--icon-size", "axb"], ["--padding", "15"], ["--padding", "-1"], ["--padding", "60%"],
            ["--fit", "maybe"], ["--center", "left"]
        ] {
            #expect(await CLI.status(["batch", input.path, "-o", out.path] + bad) == 2, "\(bad)")
        }
    }
}
