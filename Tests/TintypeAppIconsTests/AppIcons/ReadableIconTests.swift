import Foundation
import Testing
import Tintype
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

/// App icons a designer signs off (SPEC §11.16): a glyph that shows on every ground it is drawn
/// on, and the images a system tints keep a colour picture's tones.
@Suite("Readable glyphs and kept pictures")
struct ReadableIconTests {
    /// The multicoloured logos of `Fixtures/logos`, and the one that is a flat disc.
    static let colourLogos = [
        "letter-on-disc", "ring-and-centre", "fox-and-globe", "bubble-in-dashed-ring", "shield-two-tone", "three-stripes",
        "sunset-gradient"
    ]

    /// WCAG 2's relative luminance and contrast ratio, written out from its definition.
    static func referenceRatio(_ a: StraightColor, _ b: StraightColor) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
        }
        func luminance(_ c: StraightColor) -> Double { 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue) }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test("contrast is WCAG's: 21:1 for white on black, 4.48:1 for #777777 on white; a glyph in its ground's colour reads 1:1")
    func ratios() {
        #expect(abs(GlyphContrast.ratio(.white, .black) - 21) < 1e-9)
        let gray = StraightColor(red: 0x77, green: 0x77, blue: 0x77)
        #expect(abs(GlyphContrast.ratio(gray, .white) - 4.48) < 0.01)
        var random = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let a = StraightColor(
                red: .random(in: 0...255, using: &random), green: .random(in: 0...255, using: &random),
                blue: .random(in: 0...255, using: &random))
            let b = StraightColor(
                red: .random(in: 0...255, using: &random), green: .random(in: 0...255, using: &random),
                blue: .random(in: 0...255, using: &random))
            #expect(abs(GlyphContrast.ratio(a, b) - Self.referenceRatio(a, b)) < 1e-9)
        }
        // A square in the ground's colour, one a shade off it, and a readable one.
        for (glyph, readable) in [
            (StraightColor(red: 20, green: 40, blue: 200), false), (StraightColor(red: 30, green: 50, blue: 215), false), (.white, true)
        ] {
            var image = RGBAImage(width: 64, height: 64, filledWith: StraightColor(red: 20, green: 40, blue: 200).premultiplied)
            image.draw(RGBAImage(width: 20, height: 20, filledWith: glyph.premultiplied), at: PixelPoint(x: 22, y: 22))
            let contrast = GlyphContrast.contrast(of: image, on: .color(StraightColor(red: 20, green: 40, blue: 200)))
            #expect((contrast >= GlyphContrast.unreadable) == readable, "\(glyph.hexString): \(contrast)")
        }
    }

    /// A one-colour mark in `colour` (a triangle with a hole), as SVG.
    static func mark(_ colour: StraightColor) -> [UInt8] {
        Array(
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M50 8 L92 88 H8 Z M50 36 L30 76 H70 Z" fill="\#(colour.hexString)" fill-rule="evenodd"/></svg>"#
                .utf8)
    }

    @Test("dark, light and mid logos on dark, bright and matching grounds: every icon shows its glyph, and each switch is named")
    func everyGround() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let mid = StraightColor(red: 0x18, green: 0x77, blue: 0xF2)
        for logo in [StraightColor.black, .white, mid] {
            for ground in [StraightColor.black, .white, logo] {
                let name = "\(logo.hexString.dropFirst())-on-\(ground.hexString.dropFirst())"
                try FileBytes.writeAtomically(Self.mark(logo), to: folder.file(name + ".svg"))
                var run = AppIconRun(source: folder.file(name + ".svg"), output: folder.file(name))
                (run.platforms, run.proofSheet, run.compression) = ([.ios, .android, .web], false, .fast)
                (run.design.background, run.backgroundChosen) = (.solid(ground), true)
                let (succeeded, warnings) = try run.runCollectingWarnings()
                let report = AppIconCheck.check(folder.file(name), rendering: .inProcess)
                #expect(succeeded && report.breaches.isEmpty, "\(name): \(report.breaches)")
                // The art's colour is switched where it would not show on the ground, and the dark glyph where
                // it would not show on the dark tile; each is one warning.
                let switched = GlyphContrast.ratio(logo, ground) < GlyphContrast.unreadable
                let glyph = switched ? GlyphContrast.readable(on: ground) : logo
                let darkSwitched = GlyphContrast.ratio(glyph, AppIconDesign.iosDarkTile) < GlyphContrast.unreadable
                let lowContrast = warnings.filter { $0.code == .lowContrast }
                #expect(lowContrast.count == (switched ? 1 : 0) + (darkSwitched ? 1 : 0), "\(name): \(lowContrast)")
                if switched { #expect(lowContrast[0].message.contains("the glyph is \(glyph.hexString)"), "\(lowContrast)") }
            }
        }
    }

    @Test("a glyph paint given that does not show is kept, with a warning; check names the set for each ground it does not show on")
    func givenPaintKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileBytes.writeAtomically(Self.mark(.black), to: folder.file("mark.svg"))
        var run = AppIconRun(source: folder.file("mark.svg"), output: folder.file("out"))
        (run.platforms, run.proofSheet, run.compression) = ([.ios, .android, .web], false, .fast)
        let ground = StraightColor(red: 10, green: 10, blue: 10)
        (run.design.background, run.backgroundChosen, run.design.glyph) = (.solid(ground), true, .solid(.black))
        run.design.darkGlyph = .solid(StraightColor(red: 30, green: 30, blue: 32))
        let (succeeded, warnings) = try run.runCollectingWarnings()
        #expect(succeeded, "the paint was given and warned of: the run's own check does not fail it")
        let lowContrast = warnings.filter { $0.code == .lowContrast }.map(\.message)
        #expect(
            lowContrast.count == 2 && lowContrast[0].contains("the glyph's paint does not show")
                && lowContrast[1].contains("dark glyph's paint"))
        let breaches = AppIconCheck.check(folder.file("out"), rendering: .inProcess).breaches.filter { $0.rule == .lowContrast }.map(\.file)
        #expect(
            breaches.sorted() == [
                "android/res/mipmap-xxxhdpi/ic_launcher_foreground.png", "ios/AppIcon.appiconset/AppIcon-dark.png",
                "ios/AppIcon.appiconset/AppIcon.png", "web/icon-maskable-192.png", "web/icon-maskable-512.png"
            ], "\(breaches)")
    }

    /// The painter of a fixture logo, as `tintype appicon` makes it.
    static func painter(_ logo: String) throws -> (painter: AppIconPainter, warnings: [Warning]) {
        let file = Fixtures.path("logos/\(logo).svg")
        return try AppIconPainter.make(
            art: try SourceArt.decode(try FileBytes.read(file), file: file, rendering: .inProcess), file: file, design: AppIconDesign())
    }

    @Test("tinted, monochrome and notification icons keep a colour picture's tones; a flat disc stays one tone; no two logos alike")
    func picturesKept() throws {
        var monochromes: [(String, RGBAImage)] = []
        for logo in Self.colourLogos + ["flat-disc"] {
            let (painter, warnings) = try Self.painter(logo)
            let tinted = try painter.image(.gray, side: 256, glyphRadius: IOSAppIcon.glyphRadius)
            let monochrome = try painter.image(.silhouette, side: 216, glyphRadius: AndroidAppIcon.layerGlyphRadius)
            let notification = try painter.image(.silhouette, side: 96, glyphRadius: NotificationIcon.glyphRadius)
            #expect(AppIconPixels.firstColored(tinted) == nil && AppIconPixels.firstNotWhite(monochrome) == nil)
            if logo == "flat-disc" {
                #expect(painter.tones == nil && IconLevels.levels(tinted) == 1 && IconLevels.levels(monochrome) == 1)
            } else {
                #expect(
                    IconLevels.levels(tinted) >= 2 && IconLevels.levels(monochrome) >= 2 && IconLevels.levels(notification) >= 2, "\(logo)")
            }
            #expect(!warnings.contains { $0.code == .silhouette } || logo == "sunset-gradient", "\(logo): \(warnings)")
            monochromes.append((logo, monochrome))
        }
        // Every two logos' monochrome layers differ in at least a tenth of their covered pixels.
        IconLevels.expectAllDiffer(monochromes)
    }

    @Test("a picture's tone coverage equals the per-pixel reference, on the logos and on random art")
    func tonesAgainstReference() throws {
        var random = SystemRandomNumberGenerator()
        var images: [RGBAImage] = []
        for logo in ["fox-and-globe", "three-stripes"] {
            let document = try SourceArt.decode(try Fixtures.bytes("logos/\(logo).svg"), file: logo, rendering: .inProcess)
            guard case .vector(let vector) = document else {
                Issue.record("\(logo) is an SVG")
                continue
            }
            images.append(try vector.render(width: 97, height: 97, canvasIn: (0, 0, 97, 97)))
        }
        var noise = RGBAImage(width: 61, height: 43)
        for y in 0..<43 {
            for x in 0..<61 {
                let alpha = UInt8.random(in: 0...255, using: &random)
                noise[x, y] =
                    StraightColor(
                        red: .random(in: 0...255, using: &random), green: .random(in: 0...255, using: &random),
                        blue: .random(in: 0...255, using: &random),
                        alpha: alpha
                    ).premultiplied
            }
        }
        images.append(noise)
        for image in images {
            let tones = try #require(PictureTones(of: image))
            for ordering in [PictureTones.Ordering.luminance, .dominantFirst] {
                let levels = tones.tones(ordering)
                let mask = tones.coverage(of: image, ordering)
                let reference = Reference.toneCoverage(image, centres: tones.centres, tones: levels)
                for y in 0..<image.height {
                    for x in 0..<image.width { #expect(abs(Int(mask[x, y]) - reference[y][x]) <= 1, "\(x),\(y)") }
                }
            }
        }
    }

    @Test("the dark icon of a black mark is white on the dark tile; the adaptive foreground keeps the light glyph")
    func darkGlyph() throws {
        let file = "mark.svg"
        let (painter, warnings) = try AppIconPainter.make(
            art: try SourceArt.decode(Self.mark(.black), file: file, rendering: .inProcess), file: file, design: AppIconDesign())
        #expect(warnings.map(\.code) == [.lowContrast] && painter.design.darkGlyph == .solid(.white))
        let dark = try painter.image(.dark, side: 128, glyphRadius: IOSAppIcon.glyphRadius)
        let foreground = try painter.image(.glyph, side: 128, glyphRadius: IOSAppIcon.glyphRadius)
        #expect(dark[64, 50].straight == .white && foreground[64, 50].straight == .black)
    }
}
