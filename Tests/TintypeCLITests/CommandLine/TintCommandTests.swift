import Testing
import Tintype
import TintypeCLI
import TintypeReference
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

@Suite("tintype tint and color arguments")
struct TintCommandTests {
    @Test("colors parse as #RRGGBB, #RRGGBBAA, #RGB and r,g,b[,a]")
    func colorParsing() {
        #expect(StraightColor(parsing: "#AAAAAA") == StraightColor(red: 170, green: 170, blue: 170))
        #expect(StraightColor(parsing: "#318ce480") == StraightColor(red: 49, green: 140, blue: 228, alpha: 128))
        #expect(StraightColor(parsing: "#fff") == StraightColor(red: 255, green: 255, blue: 255))
        #expect(StraightColor(parsing: "0,122,255") == StraightColor(red: 0, green: 122, blue: 255))
        #expect(StraightColor(parsing: " 1, 2, 3, 0.5") == StraightColor(red: 1, green: 2, blue: 3, alpha: 128))
        #expect(StraightColor(parsing: "1,2,3,200") == StraightColor(red: 1, green: 2, blue: 3, alpha: 200))
        #expect(StraightColor(parsing: "red") == StraightColor(red: 255, green: 0, blue: 0))
        for bad in ["reddish", "#12345", "#GGGGGG", "1,2", "1,2,300", "1,2,3,4,5", "", "1,2,3,1.5"] {
            #expect(StraightColor(parsing: bad) == nil, "\(bad)")
        }
        #expect(StraightColor(red: 49, green: 140, blue: 228).hexString == "#318CE4")
    }

    @Test("a tinted JPEG glyph on a canvas equals the library's result")
    func tintJPEG() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.file("glyph-selected.png")
        let arguments = [
            "tint", Fixtures.path("jpeg/glyph-dark-on-white.jpg"), "-o", output,
            "--gradient", "#D5E5F8,#318CE4", "--canvas", "80x70", "--fit", "none"
        ]
        #expect(await CLI.status(arguments) == 0)
        let written = try ImageDecoder.read(output).image
        let glyph = try ImageDecoder.read(Fixtures.path("jpeg/glyph-dark-on-white.jpg")).image
        let paint = Paint.vertical(StraightColor(parsing: "#D5E5F8")!, StraightColor(parsing: "#318CE4")!)
        #expect(written == Reference.tint(glyph, paint: paint, source: .luminance, canvasWidth: 80, canvasHeight: 70))
    }

    @Test("@2x art doubles the canvas; the default paint is the classic gray")
    func scaleFromName() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let icon = folder.file("star@2x.png")
        try PNGEncoder().write(ElementsSheet.starIcon(scale: 2), to: icon)
        let output = folder.file("out.png")
        #expect(await CLI.status(["tint", icon, "-o", output, "--canvas", "64x44"]) == 0)
        let written = try ImageDecoder.read(output).image
        #expect(written.width == 128 && written.height == 88)
        #expect(written[64, 44].straight == TabBarStyle.ClassicPalette.normalIcon)
        #expect(await CLI.status(["tint", icon, "-o", output, "--gloss", "--scale", "1", "--fit", "none"]) == 0)
        #expect(try ImageDecoder.read(output).image.width == 60)
    }

    @Test("a JPEG master larger than the box is trimmed through its luminance mask and fitted: 64 pt of art → the 30 pt box")
    func fittedJPEG() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.file("glyph.png")
        let source = Fixtures.path("jpeg/glyph-dark-on-white.jpg")
        #expect(await CLI.status(["tint", source, "-o", output, "--canvas", "64x44"]) == 0)
        let written = try ImageDecoder.read(output).image
        #expect(written.width == 64 && written.height == 44)
        let bounds = try #require(written.coverageBounds(.alpha))
        #expect(max(bounds.width, bounds.height) == 30)
        // The same through the library: trimmed by the mask, shrunk from the 64 px source, box-centered.
        let glyph = try ImageDecoder.read(source).image
        let master = try ArtMaster(.raster(glyph), maskSource: .auto, trim: true, file: source)
        #expect(master.maskSource == .luminance)
        let placed = ArtMaster.PlacedArt(
            boxing: try master.fitted(IconSizing(box: IconSizing.iosBox), scale: 1), canvasWidth: 64, canvasHeight: 44,
            maskSource: master.maskSource)
        #expect(written == placed.tinted(.solid(TabBarStyle.ClassicPalette.normalIcon)))
    }

    @Test("bad arguments are usage errors; unreadable icons exit 1")
    func errors() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.file("o.png")
        let icon = Fixtures.path("pngsuite/basn6a08.png")
        #expect(await CLI.status(["tint", icon, "-o", out, "--fill", "#fff", "--gloss"]) == 2)
        #expect(await CLI.status(["tint", icon, "-o", out, "--gradient", "#fff"]) == 2)
        #expect(await CLI.status(["tint", icon, "-o", out, "--canvas", "64"]) == 2)
        #expect(await CLI.status(["tint", icon, "-o", out, "--mask", "green"]) == 2)
        #expect(await CLI.status(["tint", icon]) == 2)
        #expect(await CLI.status(["tint", Fixtures.path("pngsuite/xd0n2c08.png"), "-o", out]) == 1)
        #expect(try folder.contents().isEmpty)
    }
}
