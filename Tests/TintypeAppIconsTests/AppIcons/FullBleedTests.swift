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

/// Full-bleed masters (SPEC §11.10), the preview page in a browser, and a folder of masters.
@Suite("App icons from full-bleed art, the preview page, and a folder of masters")
struct FullBleedTests {
    static let blue = StraightColor(red: 31, green: 111, blue: 235)
    static let yellow = StraightColor(red: 255, green: 211, blue: 61)

    /// A 512 px logo drawn here: a yellow disc, off centre, on a blue square that fills the image.
    static func fullBleedLogo(ground: RGBAImage? = nil) -> RGBAImage {
        var logo = ground ?? RGBAImage(width: 512, height: 512, filledWith: blue.premultiplied)
        var disc = VectorPath()
        disc.addEllipse(x: 200, y: 140, width: 200, height: 200)
        logo.draw(CoverageRasterizer.coverage(of: disc, width: 512, height: 512).filled(with: .solid(yellow)), at: PixelPoint(x: 0, y: 0))
        return logo
    }

    @Test(
        "a full-bleed logo is taken apart: its border colour is the background, the glyph what differs; over the ground it gives the logo back"
    )
    func takenApart() throws {
        let logo = Self.fullBleedLogo()
        guard case .fullBleed(let art) = FullBleedArt.judge(logo) else {
            Issue.record("a logo on a blue square is full-bleed")
            return
        }
        #expect(art.ground == Self.blue)
        #expect(art.glyph[300, 240].straight == Self.yellow)
        #expect(art.glyph[20, 20].alpha == 0)
        var rebuilt = RGBAImage(width: 512, height: 512, filledWith: Self.blue.premultiplied)
        rebuilt.draw(art.glyph, at: PixelPoint(x: 0, y: 0))
        #expect(rebuilt.maximumDifference(from: logo) <= FullBleedArt.noiseDistance)

        let (painter, warnings) = try AppIconPainter.make(art: .raster(logo), file: "logo.png", design: AppIconDesign())
        #expect(warnings.map(\.code) == [.fullBleed])
        #expect(painter.design.background == .solid(Self.blue))
        // The glyph is the disc alone: fitted by its content, it fills the safe circle.
        #expect(abs(painter.contentRadius - 100 * 2.0.squareRoot() / 2 * 2.0.squareRoot()) < 4)
        let light = try painter.image(.full, side: 256, glyphRadius: IOSAppIcon.glyphRadius)
        #expect(light[4, 4].straight == Self.blue)
        #expect(light[128, 128].straight == Self.yellow)
    }

    @Test("a full-bleed picture (a gradient) is refused, naming the file; transparent art is not full-bleed")
    func pictureRefused() throws {
        var gradient = RGBAImage(width: 256, height: 256)
        for y in 0..<256 { for x in 0..<256 { gradient[x, y] = StraightColor(red: UInt8(x), green: UInt8(y), blue: 90).premultiplied } }
        #expect(throws: ImageFileError.self) {
            _ = try AppIconPainter.make(
                art: .raster(Self.fullBleedLogo(ground: gradient.resizedArt(width: 512, height: 512))), file: "sky.png",
                design: AppIconDesign())
        }
        guard case .notFullBleed = FullBleedArt.judge(RGBAImage(width: 64, height: 64)) else {
            Issue.record("transparent art is not full-bleed")
            return
        }
    }

    @Test("the preview page, screenshot in Chromium, draws what the proof sheet draws")
    func previewInBrowser() throws {
        let (painter, _) = try AppIconPainter.make(art: .raster(Self.fullBleedLogo()), file: "logo.png", design: AppIconDesign())
        let set = try AppIconSet.make(painter, platforms: AppIconPlatform.defaults, name: "logo", compression: .fast, proofSheet: true)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try set.write(to: folder.path)
        let sheet = try AppIconProofSheet.render(painter, scale: 1)
        let shot = try Chromium.screenshot("file://" + folder.file("preview.html"), width: sheet.width, height: sheet.height)
        // Every cell row (labels left out, their fonts differ) matches the sheet but for resampled edges
        // (the browser shrinks the 1024 px files; the sheet draws each cell at its size): under 5 %.
        // A missing image, mask or clip changes over a quarter of a row.
        let row = AppIconProofSheet.labelHeight + AppIconProofSheet.cell + AppIconProofSheet.margin
        for index in 0..<3 {
            let top = AppIconProofSheet.margin + index * row + AppIconProofSheet.labelHeight
            var differing = 0
            for y in top..<(top + AppIconProofSheet.cell) {
                for x in 0..<sheet.width {
                    let a = shot[x, y].straight
                    let b = sheet[x, y].straight
                    if max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue))) > 48 {
                        differing += 1
                    }
                }
            }
            #expect(differing < sheet.width * AppIconProofSheet.cell / 20, "row \(index): \(differing) pixels differ")
        }
    }

    @Test("a folder of masters: one app each, monochrome art by name, names differing only in case refused, others passed over")
    func folderOfMasters() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["Brand.png", "brand.svg", "shop.png", "shop-monochrome.png", "notes.txt", "alone-monochrome.png"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder.file(name)))
        }
        try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: true)
        let scan = AppIconFolder(folder.path)
        #expect(scan.apps.map(\.name) == ["shop"])
        #expect(scan.apps.first?.monochrome == "shop-monochrome.png")
        #expect(Set(scan.conflicts.map(\.path)) == ["Brand.png", "brand.svg"])
        #expect(Set(scan.skipped.map(\.path)) == ["alone-monochrome.png", "notes.txt", "sub"])
    }

    @Test("a background picture covers each image, cut to its shape; monochrome art draws the silhouette and gray images")
    func pictureAndMonochrome() throws {
        // A picture: left half red, right half green, 300 × 200 (covering a square cuts its sides).
        var picture = RGBAImage(width: 300, height: 200)
        for y in 0..<200 {
            for x in 0..<300 {
                picture[x, y] =
                    (x < 150 ? StraightColor(red: 200, green: 0, blue: 0) : StraightColor(red: 0, green: 160, blue: 0)).premultiplied
            }
        }
        var square = VectorPath()
        square.addPolygon([
            VectorPath.Point(x: 100, y: 100), VectorPath.Point(x: 412, y: 100), VectorPath.Point(x: 412, y: 412),
            VectorPath.Point(x: 100, y: 412)
        ])
        let squareArt = CoverageRasterizer.coverage(of: square, width: 512, height: 512).filled(with: .solid(Self.yellow))
        let (painter, warnings) = try AppIconPainter.make(
            art: .raster(squareArt), file: "square.png", design: AppIconDesign(backgroundImage: picture),
            monochrome: (.raster(Self.fullBleedLogo()), "disc.png"))
        #expect(warnings.map(\.code) == [.fullBleed])
        let light = try painter.image(.full, side: 200, glyphRadius: IOSAppIcon.glyphRadius)
        #expect(light[2, 100].straight == StraightColor(red: 200, green: 0, blue: 0))
        #expect(light[197, 100].straight == StraightColor(red: 0, green: 160, blue: 0))
        let round = try painter.image(.round, side: 200, glyphRadius: IOSAppIcon.glyphRadius)
        #expect(round[1, 1].alpha == 0)
        // The silhouette is the disc of the monochrome art (radius 79 px here), not the master's square
        // (half side 56 px): 75 px left of the centre, the disc is there and the square is not.
        let silhouette = try painter.image(.silhouette, side: 200, glyphRadius: 0.4)
        #expect(silhouette[25, 100].alpha == 255)
        let glyph = try painter.image(.glyph, side: 200, glyphRadius: 0.4)
        #expect(glyph[25, 100].alpha == 0)
        #expect(glyph[100 - 52, 100 - 52].alpha == 255)
    }

    @Test(
        "art of several colours keeps its tones; a picture of many colours warns that its silhouette images keep four; colour art on a ground warns of its knockout"
    )
    func silhouetteWarnings() throws {
        // Two discs side by side, red and green, on transparent: no ground to knock a picture out of.
        var pair = RGBAImage(width: 512, height: 512)
        for (x, color) in [(40, AppIconTests.red), (256, StraightColor(red: 30, green: 170, blue: 60))] {
            var disc = VectorPath()
            disc.addEllipse(x: Double(x), y: 140, width: 216, height: 216)
            pair.draw(
                CoverageRasterizer.coverage(of: disc, width: 512, height: 512).filled(with: .solid(color)), at: PixelPoint(x: 0, y: 0))
        }
        let (pairPainter, pairWarnings) = try AppIconPainter.make(art: .raster(pair), file: "pair.png", design: AppIconDesign())
        #expect(pairWarnings.isEmpty && pairPainter.tones?.centres.count == 2, "\(pairWarnings)")
        // A rainbow across a disc: more colours than four tones keep, which the warning says.
        var rainbow = RGBAImage(width: 512, height: 512)
        var round = VectorPath()
        round.addEllipse(x: 56, y: 56, width: 400, height: 400)
        let coverage = CoverageRasterizer.coverage(of: round, width: 512, height: 512)
        for y in 0..<512 {
            for x in 0..<512 where coverage[x, y] > 0 {
                let hue = Double(x) / 512 * 6
                func channel(_ offset: Double) -> UInt8 {
                    UInt8(max(0, min(255, (abs((hue + offset).truncatingRemainder(dividingBy: 6) - 3) - 1) * 255)))
                }
                rainbow[x, y] = StraightColor(red: channel(0), green: channel(4), blue: channel(2), alpha: coverage[x, y]).premultiplied
            }
        }
        let (_, rainbowWarnings) = try AppIconPainter.make(art: .raster(rainbow), file: "rainbow.png", design: AppIconDesign())
        #expect(rainbowWarnings.map(\.code) == [.silhouette] && rainbowWarnings[0].message.contains("keep 4 tones"), "\(rainbowWarnings)")
        // Monochrome art of its own says what the silhouette images show: no warning.
        let (_, withMonochrome) = try AppIconPainter.make(
            art: .raster(pair), file: "pair.png", design: AppIconDesign(), monochrome: (.raster(pair), "pair-monochrome.png"))
        #expect(withMonochrome.isEmpty, "\(withMonochrome)")
        // One colour: its silhouette is its picture.
        var disc = VectorPath()
        disc.addEllipse(x: 100, y: 100, width: 300, height: 300)
        let plain = CoverageRasterizer.coverage(of: disc, width: 512, height: 512).filled(with: .solid(Self.yellow))
        let onBlack = AppIconDesign(background: .solid(.black))
        #expect(try AppIconPainter.make(art: .raster(plain), file: "disc.png", design: onBlack).warnings.isEmpty)
        // A picture inside a filled ground is knocked out of it, which the colour-art warning says.
        let logo = try SourceArt.decode(try AppIconTests.colourLogo(), file: "logo.png", rendering: .inProcess)
        #expect(try AppIconPainter.make(art: logo, file: "logo.png", design: AppIconDesign()).warnings.map(\.code) == [.colorArt])
    }
}
