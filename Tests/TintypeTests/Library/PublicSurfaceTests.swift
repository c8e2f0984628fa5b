import CTintypeCodecs
import Foundation
import Testing
import Tintype
import TintypeCLI
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

/// The library as another package sees it: the README's program, scales from
/// names, one paint model in code and style files, typed errors, and the mends
/// of issue 10's fragile spots.
@Suite("The library's public face")
struct PublicSurfaceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The fenced ```swift block of `text` that starts with `import Tintype` and holds `marker`.
    static func swiftBlock(in text: String, containing marker: String) -> String? {
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] + "\n" }
        return blocks.first { $0.hasPrefix("import Tintype") && $0.contains(marker) }
    }

    @Test("the README and the Getting started page show Examples/TintOneIcon/main.swift as it is (the build compiles it)")
    func readmeProgramIsTheCompiledOne() throws {
        let program = try String(contentsOfFile: Self.packageRoot + "/Examples/TintOneIcon/main.swift", encoding: .utf8)
        #expect(program.split(separator: "\n").count <= 15)
        for page in ["README.md", "Sources/Tintype/Tintype.docc/GettingStarted.md"] {
            let text = try String(contentsOfFile: Self.packageRoot + "/" + page, encoding: .utf8)
            #expect(Self.swiftBlock(in: text, containing: "star-selected@3x.png") == program, "\(page)")
        }
        let readme = try String(contentsOfFile: Self.packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains(".package(path: \"../Tintype\")") || readme.contains(".package(url:"))
    }

    @Test("the README program's steps give the pixels of 'tintype tint --gradient --canvas 64x44'")
    func readmeProgramMatchesTheCommandLine() async throws {
        let folder = try TemporaryFolder()
        let art = try ImageDecoder.read(Fixtures.path("icons/star@3x.png"), scaleFromName: true).image
        let paint = Paint.vertical(StraightColor(red: 213, green: 229, blue: 248), StraightColor(red: 49, green: 140, blue: 228))
        let item = PointSize(width: 64, height: 44).pixels(at: art.scale)
        var icon = RGBAImage(width: item.width, height: item.height, scale: art.scale)
        Tint(paint: paint).apply(to: art, into: &icon)
        let cli = folder.path + "/cli.png"
        #expect(
            await CLI.status(["tint", Fixtures.path("icons/star@3x.png"), "-o", cli, "--gradient", "#D5E5F8,#318CE4", "--canvas", "64x44"])
                == 0)
        let written = try ImageDecoder.read(cli).image
        #expect(icon.size == PixelSize(width: 192, height: 132) && written.bytes == icon.bytes)
    }

    @Test("reading chat@3x.png gives scale 3 when asked, 1 otherwise; a suffix out of range names the file")
    func scaleFromName() throws {
        #expect(try ImageDecoder.read(Fixtures.path("icons/star@3x.png"), scaleFromName: true).image.scale == 3)
        #expect(try ImageDecoder.read(Fixtures.path("icons/bell@2x.png"), scaleFromName: true).image.scale == 2)
        #expect(try ImageDecoder.read(Fixtures.path("icons/star.png"), scaleFromName: true).image.scale == 1)
        #expect(try ImageDecoder.read(Fixtures.path("icons/star@3x.png")).image.scale == 1)
        #expect(try ImageDecoder.scale(announcedBy: "sub/a@1.5x.png") == 1.5)
        #expect(throws: ImageFileError.self) { try ImageDecoder.scale(announcedBy: "icon@100x.png") }
        do { _ = try ImageDecoder.read("nowhere/icon@100x.png", scaleFromName: true) } catch {
            #expect(error.file == "nowhere/icon@100x.png" && "\(error.problem)".contains("100×"))
        }
    }

    @Test("style files hold the same Paint values as code: gradients with stops and direction, bars; image paints are refused by key")
    func onePaintModel() throws {
        let stops = [
            Paint.LinearGradient.Stop(location: 0, color: StraightColor(red: 90, green: 200, blue: 250)),
            Paint.LinearGradient.Stop(location: 0.6, color: StraightColor(red: 0, green: 122, blue: 255)),
            Paint.LinearGradient.Stop(location: 1, color: StraightColor(red: 0, green: 64, blue: 221))
        ]
        let diagonal = Paint.LinearGradient(stops: stops, start: VectorPath.Point(x: 0, y: 0), end: VectorPath.Point(x: 1, y: 1))!
        var style = StyleDefinition(name: "ocean", TabBarStyle.flat)
        style.selected = .linearGradient(diagonal)
        style.normal = .vertical(.white, .black)
        let again = try StyleDefinition.parse(Array(style.json.utf8), file: "ocean.json")
        #expect(again == style && again.bar == .solid(TabBarStyle.ClassicPalette.flatBar))
        #expect(style.json.contains("\"gradient\": [\"#FFFFFF\", \"#000000\"]"), "evenly spaced vertical gradients keep the short form")
        #expect(StyleDefinition.flat.tabBarStyle == TabBarStyle.flat && StyleDefinition.classic.tabBarStyle == TabBarStyle.classic)

        func refusal(_ selected: String) -> StyleDefinition.ReadError? {
            let json = "{ \"normal\": { \"fill\": \"#888888\" }, \"selected\": \(selected) }"
            do { _ = try StyleDefinition.parse(Array(json.utf8), file: "bad.json") } catch { return error }
            return nil
        }
        #expect(refusal("{ \"image\": \"logo.png\" }")?.key == "selected.image")
        #expect(refusal("{ \"pattern\": 3 }")?.key == "selected.pattern", "an unknown paint is an error, not gloss")
        #expect(refusal("{ \"gradient\": { \"stops\": [[0, \"#000000\"]] } }")?.key == "selected.gradient.stops")
        #expect(refusal("{ \"gradient\": { \"stops\": [[0, \"#000000\"], [2, \"#FFFFFF\"]] } }")?.key == "selected.gradient.stops[1]")
        #expect(Paint.vertical(.white) == .solid(.white) && Paint.vertical([]) == nil)
    }

    @Test("the tab bar is drawn with the style's bar: the classic gradient, or the flat style's light gray")
    func tabBarUsesTheStylesBar() {
        let layout = TabBarRenderer.Layout(barWidth: 100, itemCount: 2)
        let icon = RGBAImage(width: 20, height: 20, filledWith: StraightColor.black.premultiplied)
        let flat = TabBarRenderer(layout: layout, style: .flat, scale: 1).render(icons: [icon, icon], selected: 0)
        let classic = TabBarRenderer(layout: layout, style: .classic, scale: 1).render(icons: [icon, icon], selected: 0)
        #expect(flat[flat.width - 2, flat.height - 1] == TabBarStyle.ClassicPalette.flatBar.premultiplied)
        #expect(flat[1, 0] == TabBarStyle.ClassicPalette.flatBar.premultiplied, "no arrow overhang in the flat style")
        #expect(classic[classic.width - 2, classic.height - 1] == TabBarStyle.ClassicPalette.barBottom.premultiplied)
        let barTop = classic.height - 44  // the arrow's overhang is above the bar
        #expect(classic[classic.width - 2, barTop] == TabBarStyle.ClassicPalette.barTopLine.premultiplied)
    }

    @Test("a batch writes the style's bar background: the flat style's is its light gray")
    func batchWritesTheStylesBar() throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        var options = BatchOptions(input: Fixtures.path("icons"), output: out.path)
        options.style = .flat
        options.scales = [1]
        options.contactSheet = false
        let summary = try Batch.run(options)
        #expect(summary.failed == 0)
        let bar = try ImageDecoder.read(out.file(options.layout.sharedFile(.barBackground, scale: 1))).image
        #expect(bar.size == PixelSize(width: 320, height: 44))
        #expect(bar == RGBAImage(width: 320, height: 44, filledWith: TabBarStyle.ClassicPalette.flatBar.premultiplied))
    }

    @Test("errors are typed: NinePatch borders, batch folders, color models")
    func typedErrors() throws {
        do { _ = try NinePatch(bordered: RGBAImage(width: 2, height: 2), file: "tiny.9.png") } catch {
            #expect(error == NinePatch.BorderError(file: "tiny.9.png", reason: "needs at least 3×3 pixels, this is 2×2"))
        }
        do { _ = try NinePatch(bordered: RGBAImage(width: 8, height: 8), file: "blank.9.png") } catch {
            #expect("\(error)" == "blank.9.png: NinePatch: no stretch markers: no opaque black pixel on the top or left border")
        }
        let folder = try TemporaryFolder()
        do { _ = try Batch.run(BatchOptions(input: folder.path, output: folder.path)) } catch {
            #expect(error.reason == .outputIsInput && error.folder == folder.path)
        }
        #expect(try ImageDecoder.read(Fixtures.path("jpeg/cmyk-adobe.jpg")).info.colorModel == .cmyk)
        #expect(try ImageDecoder.read(Fixtures.path("icons/star.png")).info.colorModel == .rgba)
    }

    @Test("fill writes whole rows through rebound memory: equal to setting every pixel one by one")
    func fillMatchesPixelByPixel() {
        var generator = SeededGenerator(seed: 10)
        for _ in 0..<50 {
            let width = Int.random(in: 1...19, using: &generator)
            let height = Int.random(in: 1...9, using: &generator)
            var fast = RGBAImage.random(width: width, height: height, using: &generator)
            var slow = fast
            let rect = PixelRect(
                x: Int.random(in: -3...width, using: &generator), y: Int.random(in: -3...height, using: &generator),
                width: Int.random(in: 0...width + 3, using: &generator), height: Int.random(in: 0...height + 3, using: &generator))
            let color = StraightColor(red: 10, green: 200, blue: 30, alpha: 128).premultiplied
            fast.fill(rect, with: color)
            for y in 0..<height {
                for x in 0..<width where rect.intersection(slow.bounds).contains(PixelRect(x: x, y: y, width: 1, height: 1)) {
                    slow[x, y] = color
                }
            }
            #expect(fast == slow, "\(rect) on \(width)×\(height)")
        }
    }
}
