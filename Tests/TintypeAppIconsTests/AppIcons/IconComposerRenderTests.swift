import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeLaunch
@testable import TintypePixels

/// Icon Composer bundles drawn as Apple's renderer draws them (SPEC §11.15): the design as drawn.
@Suite("Icon Composer renders")
struct IconComposerRenderTests {
    /// A bundle in `folder`: a red fill and one white 512-pixel square layer, moved 128 points right.
    static func squareBundle(in folder: TemporaryFolder, fill: String = "{\"solid\": \"srgb:1,0,0,1\"}") throws -> String {
        let bundle = try folder.iconBundle("Square.icon")
        let white = RGBAImage(width: 512, height: 512, filledWith: PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
        try PNGEncoder().write(white, to: bundle + "/Assets/square.png")
        let json = """
            {"fill": \(fill), "groups": [{"layers": [{"image-name": "square.png", "name": "square",
              "position": {"scale": 1, "translation-in-points": [128, 0]}}]}],
             "supported-platforms": {"squares": "shared"}}
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: bundle + "/icon.json"))
        return bundle
    }

    @Test("the design as drawn: the layer at its own size and offset (no trim, no refit), the fill to the edges, Apple's outline")
    func designAsDrawn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try IconComposerBundle(reading: try Self.squareBundle(in: folder))
        let square = try bundle.rendered(.default, side: 256, outline: .square, rendering: .inProcess)
        // 512 points of 1024 at 256 px: 128 px wide, its left edge at 64 + 32 px.
        #expect(square[95, 128].straight == StraightColor(red: 255, green: 0, blue: 0))
        #expect(square[97, 128].straight == StraightColor(red: 255, green: 255, blue: 255))
        #expect(square[222, 128].straight == StraightColor(red: 255, green: 255, blue: 255))
        #expect(square[225, 128].straight == StraightColor(red: 255, green: 0, blue: 0))
        #expect(square[0, 0].alpha == 255 && square[255, 255].alpha == 255, "the whole square, opaque")
        let cut = try bundle.rendered(.default, side: 1024, outline: .squircle, rendering: .inProcess)
        #expect(cut[0, 0].alpha == 0 && cut[512, 0].alpha == 255 && cut[0, 512].alpha == 255)
        // Apple's continuous corner: half covered 78 px in along the diagonal.
        #expect(cut[76, 76].alpha < 128 && cut[80, 80].alpha > 128, "\(cut[76, 76].alpha) \(cut[80, 80].alpha)")
        // The rim light: lighter at the top edge than a little inside it, more than at the bottom.
        #expect(
            cut[512, 3].green > cut[512, 60].green && cut[512, 3].green > cut[512, 1020].green,
            "\(cut[512, 3]) \(cut[512, 60]) \(cut[512, 1020])")
        let circle = try bundle.rendered(.default, side: 256, outline: .circle, rendering: .inProcess)
        #expect(circle[128, 1].alpha > 200 && circle[10, 10].alpha == 0)
    }

    @Test("a fill gradient without an orientation runs as Icon Composer's default: from the top to 0.7 of the way down")
    func defaultOrientation() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let plain = #"{"linear-gradient": ["srgb:0,0,0,1", "srgb:0,0,1,1"]}"#
        let given =
            #"{"linear-gradient": ["srgb:0,0,0,1", "srgb:0,0,1,1"], "orientation": {"start": {"x": 0.5, "y": 0}, "stop": {"x": 0.5, "y": 0.7}}}"#
        let drawn = try IconComposerBundle(reading: try Self.squareBundle(in: folder, fill: plain)).rendered(
            .default, side: 256, outline: .square, rendering: .inProcess)
        let other = try TemporaryFolder()
        defer { other.remove() }
        let oriented = try IconComposerBundle(reading: try Self.squareBundle(in: other, fill: given)).rendered(
            .default, side: 256, outline: .square, rendering: .inProcess)
        for y in stride(from: 0, to: 256, by: 16) { #expect(drawn[20, y] == oriented[20, y], "row \(y)") }
        // On the canvas, the unit square's 0.7 lies at 0.1 + 0.7 × 1.14 of it: row 230 of 256 is blue, the top is black.
        #expect(drawn[20, 235].blue == 255 && drawn[20, 20].blue < 10, "\(drawn[20, 235]) \(drawn[20, 20])")
    }

    @Test("macOS: the 824-pixel body 100 pixels in, over a drop shadow 17 % black below it and fading within 40 pixels")
    func macOSBody() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try IconComposerBundle(reading: try Self.squareBundle(in: folder))
        let icon = try bundle.macOSIcon(.default, side: 1024, rendering: .inProcess)
        #expect(icon[512, 101].alpha == 255 && icon[512, 922].alpha == 255 && icon[101, 512].alpha == 255 && icon[922, 512].alpha == 255)
        #expect(icon[512, 101].straight.red > 200 && icon[140, 512].straight == StraightColor(red: 255, green: 0, blue: 0, alpha: 255))
        // Below the body the shadow: about 17 % black at its edge, less at the sides and above, none 45 pixels away.
        let below = Int(icon[512, 926].alpha)
        let beside = Int(icon[97, 512].alpha)
        let above = Int(icon[512, 97].alpha)
        #expect((34...50).contains(below) && beside < below && above < beside, "below \(below) beside \(beside) above \(above)")
        #expect(icon[512, 970].alpha < 3 && icon[50, 512].alpha < 3 && icon[0, 0].alpha == 0)
        #expect(icon[512, 926].red == 0 && icon[512, 926].green == 0, "black")
    }

    @Test("watchOS: the design's canvas centred in the wider circle at its own size, the fill running on to the edge")
    func watchOSCircle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try IconComposerBundle(reading: try Self.squareBundle(in: folder))
        let circle = try bundle.rendered(.default, side: 1088, outline: .circle, canvas: 1024, rendering: .inProcess)
        // The 512-point square, 128 points right of the centre: 384…896 on the canvas, 416…928 in the circle.
        #expect(circle[412, 544].straight == StraightColor(red: 255, green: 0, blue: 0), "\(circle[412, 544])")
        #expect(circle[430, 544].straight.green > 200 && circle[924, 544].straight.green > 200)
        #expect(circle[934, 544].straight == StraightColor(red: 255, green: 0, blue: 0))
        #expect(circle[40, 544].straight.red > 200 && circle[40, 544].straight.green < 80, "the fill on past the canvas")
        #expect(circle[0, 0].alpha == 0)
    }

    @Test("each appearance: Apple's dark ground for an unspecialized fill, the dark specialization, the clear and tinted grounds")
    func appearances() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let plain = try IconComposerBundle(reading: try Self.squareBundle(in: folder))
        let dark = try plain.rendered(.dark, side: 256, outline: .square, rendering: .inProcess)
        #expect(dark[10, 2].straight == StraightColor(red: 49, green: 49, blue: 49), "\(dark[10, 2])")
        #expect(dark[160, 128].straight == StraightColor(red: 255, green: 255, blue: 255), "the layer keeps its colours")
        let tinted = try plain.rendered(.tintedLight, side: 256, outline: .square, rendering: .inProcess)
        #expect(tinted[10, 2].blue > tinted[10, 2].red + 60, "a violet ground: \(tinted[10, 2])")
        #expect(tinted[160, 128].straight == StraightColor(red: 255, green: 255, blue: 255), "white at full brightness")
        let clear = try plain.rendered(.clearDark, side: 256, outline: .square, rendering: .inProcess)
        #expect(clear[10, 128].red == clear[10, 128].blue && clear[10, 128].red < 80, "a dark grey ground: \(clear[10, 128])")
        let specialized = try IconComposerBundle(
            reading: try Self.squareBundle(
                in: try TemporaryFolder(),
                fill:
                    "{\"solid\": \"srgb:1,0,0,1\"}, \"fill-specializations\": [{\"appearance\": \"dark\", \"value\": {\"solid\": \"srgb:0,0,1,1\"}}]"
            ))
        let blue = try specialized.rendered(.dark, side: 64, outline: .square, rendering: .inProcess)
        #expect(blue[2, 2].straight == StraightColor(red: 0, green: 0, blue: 255))
        // The system's own fills in the dark, specialized or not, are the same dark ground (as Apple's renders draw them).
        for fill in [
            "\"automatic\", \"fill-specializations\": [{\"appearance\": \"dark\", \"value\": \"automatic\"}]",
            "\"automatic\", \"fill-specializations\": [{\"appearance\": \"dark\", \"value\": \"system-dark\"}]"
        ] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let system = try IconComposerBundle(reading: try Self.squareBundle(in: folder, fill: fill))
            let ground = try system.rendered(.dark, side: 256, outline: .square, rendering: .inProcess)
            #expect(ground[10, 2].straight == StraightColor(red: 49, green: 49, blue: 49), "\(fill): \(ground[10, 2])")
            #expect(ground[10, 250].red < 25, "\(fill): darker below: \(ground[10, 250])")
        }
    }

    @Test(
        "clear and tinted (scalar reference): a covered pixel starts from the ground's bottom tone, flat, and moves to the ink by its luma")
    func monochromeCovered() {
        let ground = Paint.vertical(StraightColor(red: 71, green: 71, blue: 71), StraightColor(red: 40, green: 40, blue: 40))
        let (bottom, ink) = (StraightColor(red: 40, green: 40, blue: 40), StraightColor(red: 255, green: 255, blue: 255))
        // Columns: bare; opaque black; opaque white; opaque mid grey; half-covered black; half-covered white.
        var art = RGBAImage(width: 6, height: 8)
        for y in 0..<8 {
            art[1, y] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
            art[2, y] = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
            art[3, y] = PremultipliedColor(red: 128, green: 128, blue: 128, alpha: 255)
            art[4, y] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 128)
            art[5, y] = PremultipliedColor(red: 128, green: 128, blue: 128, alpha: 128)
        }
        let toned = IconComposerBundle.toned(art, ground: ground, ink: ink, covered: bottom)
        let plain = IconComposerBundle.toned(art, ground: ground, ink: ink)
        for y in 0..<8 {
            let g = Double(plain[0, y].red)
            // The reference, channel by channel: ground + coverage × (bottom − ground) + luma × (ink − bottom).
            func expected(_ alpha: Double, _ luma: Double) -> Double { g + alpha * (40 - g) + luma * (255 - 40) }
            for (x, alpha, luma) in [
                (0, 0.0, 0.0), (1, 1, 0), (2, 1, 1), (3, 1, 128.0 / 255), (4, 128.0 / 255, 0), (5, 128.0 / 255, 128.0 / 255)
            ] {
                #expect(
                    abs(Double(toned[x, y].red) - expected(alpha, luma)) <= 1,
                    "(\(x), \(y)): \(toned[x, y]) against \(expected(alpha, luma))")
            }
            // Without `covered`, an opaque black pixel is the ground, as before.
            #expect(plain[1, y].red == plain[0, y].red)
        }
    }

    @Test("clear reads the tinted specializations; an entry naming no appearance holds for every appearance without its own")
    func clearReadsTinted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try Self.squareBundle(in: folder)
        let path = bundle + "/icon.json"
        // Hidden for all but dark; shown in the tinted appearance (and so in the clear ones).
        let json = """
            {"fill": {"solid": "srgb:1,0,0,1"}, "groups": [{"layers": [{"image-name": "square.png", "name": "square",
              "opacity-specializations": [{"value": 0}, {"appearance": "dark", "value": 1}, {"appearance": "tinted", "value": 1}],
              "position": {"scale": 1, "translation-in-points": [128, 0]}}]}], "supported-platforms": {"squares": "shared"}}
            """
        // Then hidden for all but dark: the tinted and clear appearances keep the entry for all.
        let darkOnly = json.replacingOccurrences(of: #", {"appearance": "tinted", "value": 1}"#, with: "")
        for (document, shown) in [
            (json, Set(IconComposerAppearance.allCases).subtracting([.default])), (darkOnly, Set<IconComposerAppearance>([.dark]))
        ] {
            try Data(document.utf8).write(to: URL(fileURLWithPath: path))
            let read = try IconComposerBundle(reading: bundle)
            // The square spans 384..<896 across on the 1,024 canvas; 640 is within it, 100 is not.
            for appearance in [IconComposerAppearance.default, .dark, .clearLight, .clearDark, .tintedLight, .tintedDark] {
                let drawn = try read.rendered(appearance, side: 1024, outline: .square, rendering: .inProcess)
                func sum(_ c: PremultipliedColor) -> Int { Int(c.red) + Int(c.green) + Int(c.blue) }
                let shows = sum(drawn[640, 512]) > sum(drawn[100, 512]) + 90
                #expect(shows == shown.contains(appearance), "\(appearance): \(drawn[640, 512]) beside \(drawn[100, 512])")
            }
        }
    }

    @Test("tintype export writes each appearance named as Icon Composer names its exports; a full-bleed design is not refused")
    func exportCommand() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try Self.squareBundle(in: folder)
        // The layer scaled to cover the whole canvas: full-bleed art, drawn as it is.
        let json = try String(contentsOfFile: bundle + "/icon.json", encoding: .utf8).replacingOccurrences(
            of: "\"scale\": 1", with: "\"scale\": 3")
        try Data(json.utf8).write(to: URL(fileURLWithPath: bundle + "/icon.json"))
        let run = await CLI.run(["export", bundle, "-o", folder.file("out"), "--platform", "ios,watchos", "--size", "64"])
        #expect(run.status == 0, "\(run.error)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.file("out")).sorted()
        #expect(
            names.count == 12 && names.contains("Square-iOS-TintedDark-64x64@1x.png")
                && names.contains("Square-watchOS-Default-68x68@1x.png"), "\(names)")
        let image = try ImageDecoder.read(folder.file("out/Square-iOS-Default-64x64@1x.png")).image
        #expect(image[32, 32].straight == StraightColor(red: 255, green: 255, blue: 255))
        #expect(run.output.contains("Square-iOS-Default-64x64@1x.png"), "each file written is listed")
        let quiet = await CLI.run(["export", bundle, "-o", folder.file("quiet"), "--platform", "macos", "--size", "64", "-q"])
        #expect(quiet.status == 0 && quiet.output.isEmpty, "\(quiet.output)")
        #expect(FileManager.default.fileExists(atPath: folder.file("quiet/Square-macOS-Dark-64x64@1x.png")))
        let refused = await CLI.run(["export", folder.path, "-o", folder.file("x"), "--appearance", "sepia"])
        #expect(refused.status != 0 && refused.error.contains("no appearance 'sepia'"), "\(refused.error)")
        // Over the coverage limit: refused before anything is drawn, said or written.
        let layer = #"{"image-name": "square.png", "position": {"scale": 3, "translation-in-points": [0, 0]}}"#
        let heavy = #"{"groups": [{"layers": ["# + Array(repeating: layer, count: 33).joined(separator: ", ") + "]}]}"
        try Data(heavy.utf8).write(to: URL(fileURLWithPath: bundle + "/icon.json"))
        let over = await CLI.run(["export", bundle, "-o", folder.file("heavy"), "--size", "64"])
        #expect(
            over.status == 1 && over.error.contains("cover 33 times the canvas") && !over.error.contains("drawn without"),
            "\(over.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("heavy")))
    }

    @Test("IconComposerExport: platform by platform, appearance by appearance, named and sized as Icon Composer's exports")
    func exportLibrary() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try IconComposerBundle(reading: try Self.squareBundle(in: folder))
        #expect(IconComposerExport.name(of: bundle) == "Square")
        #expect(IconComposerExport.Platform(word: "WatchOS") == .watchOS && IconComposerExport.Platform(word: "tvos") == nil)
        let export = IconComposerExport(platforms: [.watchOS, .iOS], appearances: [.dark, .default], side: 64, square: false)
        let drawn = try export.drawn(bundle, limits: .default, rendering: .inProcess)
        #expect(
            drawn.map(\.fileName) == [
                "Square-watchOS-Dark-68x68@1x.png", "Square-watchOS-Default-68x68@1x.png", "Square-iOS-Dark-64x64@1x.png",
                "Square-iOS-Default-64x64@1x.png"
            ])
        // Each image is the bundle's own render: the iOS Default one is rendered(_:side:outline:canvas:) with the squircle.
        let direct = try bundle.rendered(.default, side: 64, outline: .squircle, canvas: 64, limits: .default, rendering: .inProcess)
        #expect(drawn[3].image == direct)
        // Square: the whole opaque square, its corners drawn.
        let square = try IconComposerExport(platforms: [.iOS], appearances: [.default], side: 64, square: true)
            .drawn(bundle, limits: .default, rendering: .inProcess)
        #expect(square[0].image[0, 0].alpha == 255 && drawn[3].image[0, 0].alpha == 0)
    }

    /// The xxxhdpi adaptive layers (background, foreground, monochrome) `appicon` makes of `source` in `folder`'s `out`.
    static func adaptiveLayers(of source: String, in folder: TemporaryFolder) throws -> (RGBAImage, RGBAImage, RGBAImage) {
        var run = AppIconRun(source: source, output: folder.file("out"))
        run.platforms = [.android]
        run.proofSheet = false
        #expect(try run.runCollectingWarnings().succeeded)
        let layers = "out/android/res/mipmap-xxxhdpi/ic_launcher_"
        return (
            try ImageDecoder.read(folder.file(layers + "background.png")).image,
            try ImageDecoder.read(folder.file(layers + "foreground.png")).image,
            try ImageDecoder.read(folder.file(layers + "monochrome.png")).image
        )
    }

    @Test("appicon from a bundle: the canvas on Android's 72 dp viewport, the maskable safe zone kept, full-bleed and empty bundles made")
    func androidAndWebFromTheDesign() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var run = AppIconRun(source: try Self.squareBundle(in: folder), output: folder.file("out"))
        run.platforms = [.android, .web]
        run.proofSheet = false
        #expect(try run.runCollectingWarnings().succeeded)
        // xxxhdpi: a 432 px layer, the canvas its central 288 px; the 512-point square 144 px wide, 36 px right of centre.
        let layers = "out/android/res/mipmap-xxxhdpi/ic_launcher_"
        let background = try ImageDecoder.read(folder.file(layers + "background.png")).image
        let foreground = try ImageDecoder.read(folder.file(layers + "foreground.png")).image
        let monochrome = try ImageDecoder.read(folder.file(layers + "monochrome.png")).image
        #expect(background[5, 5].straight == StraightColor(red: 255, green: 0, blue: 0) && background[250, 216].alpha == 255)
        #expect(foreground[182, 216].straight == StraightColor(red: 255, green: 255, blue: 255), "\(foreground[182, 216])")
        #expect(foreground[177, 216].alpha == 0 && foreground[322, 216].alpha == 255 && foreground[327, 216].alpha == 0)
        #expect(foreground[250, 146].alpha == 255 && foreground[250, 141].alpha == 0, "the square's top at 144")
        #expect(monochrome[250, 216].straight == StraightColor(red: 255, green: 255, blue: 255) && monochrome[100, 216].alpha == 0)
        // The maskable icon: the square's corner would pass the 80 % circle, so the canvas is smaller, the fill all round.
        let maskable = try ImageDecoder.read(folder.file("out/web/icon-maskable-512.png")).image
        #expect(maskable[2, 2].straight == StraightColor(red: 255, green: 0, blue: 0) && maskable[300, 256].green == 255)
        #expect(AppIconPixels.farthestDiffering(maskable, from: StraightColor(red: 255, green: 0, blue: 0)) <= 0.4 * 512 + 1)

        // Full-bleed: the white layer covers the canvas, so the design is the ground; nothing is refused.
        let json = try String(contentsOfFile: run.source + "/icon.json", encoding: .utf8).replacingOccurrences(
            of: "\"scale\": 1", with: "\"scale\": 3")
        try Data(json.utf8).write(to: URL(fileURLWithPath: run.source + "/icon.json"))
        (run.output, run.platforms) = (folder.file("bleed"), [.web])
        #expect(try run.runCollectingWarnings().succeeded)

        // A new bundle: a fill and no layers makes every icon its fill, with a note.
        let empty = folder.file("Empty.icon")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        try Data(#"{"fill": {"solid": "srgb:0,0,1,1"}, "groups": []}"#.utf8).write(to: URL(fileURLWithPath: empty + "/icon.json"))
        var plain = AppIconRun(source: empty, output: folder.file("plain"))
        plain.platforms = [.ios, .android]
        plain.proofSheet = false
        let (succeeded, warnings) = try plain.runCollectingWarnings()
        #expect(succeeded && warnings.map(\.code) == [.noLayers], "\(warnings)")
        let icon = try ImageDecoder.read(folder.file("plain/ios/AppIcon.appiconset/AppIcon.png")).image
        #expect(icon[0, 0].straight == StraightColor(red: 0, green: 0, blue: 255) && icon[512, 512] == icon[0, 0])
    }

    @Test(
        "a glyph over a picture that fills the canvas: Android's foreground holds the glyph's layers, its background the picture",
        arguments: [true, false])
    func adaptiveLayersFromGroups(apart: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try folder.iconBundle("Plate.icon")
        // The back group: a 1,024-point picture, blue above and green below; the front group: a white 256-point square.
        var plate = RGBAImage(width: 1024, height: 1024)
        for y in 0..<1024 {
            for x in 0..<1024 {
                plate[x, y] =
                    y < 512
                    ? PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255)
                    : PremultipliedColor(red: 0, green: 200, blue: 0, alpha: 255)
            }
        }
        try PNGEncoder().write(plate, to: bundle + "/Assets/plate.png")
        let white = RGBAImage(width: 256, height: 256, filledWith: PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
        try PNGEncoder().write(white, to: bundle + "/Assets/glyph.png")
        // In two groups, or one (try! Swift Tokyo's bundle); a null specialization is the property's default there.
        let glyph = #"{"image-name": "glyph.png", "name": "glyph"}"#
        let back = #"{"image-name": "plate.png", "name": "plate"}"#
        let blur = #""blur-material-specializations": [{"value": null}, {"appearance": "tinted", "value": 0.5}]"#
        let groups =
            apart ? #"{\#(blur), "layers": [\#(glyph)]}, {"layers": [\#(back)]}"# : #"{\#(blur), "layers": [\#(glyph), \#(back)]}"#
        let json = """
            {"fill": {"solid": "srgb:1,0,0,1"}, "groups": [\(groups)], "supported-platforms": {"squares": "shared"}}
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: bundle + "/icon.json"))
        // xxxhdpi: a 432 px layer, the canvas its central 288 px (from 72); the square 72 px wide about the centre.
        let (background, foreground, monochrome) = try Self.adaptiveLayers(of: bundle, in: folder)
        #expect(foreground[216, 216].straight == StraightColor(red: 255, green: 255, blue: 255), "\(foreground[216, 216])")
        #expect(foreground[185, 216].alpha == 255 && foreground[175, 216].alpha == 0 && foreground[100, 100].alpha == 0)
        #expect(foreground[216, 100].alpha == 0 && foreground[216, 330].alpha == 0, "the plate is not in the foreground")
        let above = background[216, 150].straight
        let below = background[216, 290].straight
        #expect(above.blue > 200 && above.green < 50 && below.green > 150 && below.blue < 50, "\(above) \(below)")
        #expect(background[216, 200].straight.red < 50, "behind the glyph is the plate, not the glyph: \(background[216, 200])")
        #expect(background[0, 0].alpha == 255 && background[431, 431].alpha == 255)
        #expect(monochrome[216, 216].straight == StraightColor(red: 255, green: 255, blue: 255) && monochrome[100, 100].alpha == 0)
        #expect(monochrome[216, 150].alpha == 0, "the monochrome layer is the glyph's alone")
    }

    @Test(
        "an automatic gradient as Apple's renders draw it: a light colour darkens below, a dark one is lighter above",
        arguments: [
            // (colour, way down, the colour Apple's export shows there, in sRGB): measured on a yellow
            // ground (Cinema Times) and a grey layer (Teddy's camera body, in Dark).
            (StraightColor(red: 255, green: 204, blue: 0), 0.2, StraightColor(red: 255, green: 204, blue: 1)),
            (StraightColor(red: 255, green: 204, blue: 0), 0.9, StraightColor(red: 240, green: 186, blue: 0)),
            (StraightColor(red: 64, green: 64, blue: 64), 0.02, StraightColor(red: 102, green: 102, blue: 102)),
            (StraightColor(red: 64, green: 64, blue: 64), 0.34, StraightColor(red: 81, green: 81, blue: 80)),
            (StraightColor(red: 64, green: 64, blue: 64), 0.9, StraightColor(red: 64, green: 64, blue: 64))
        ])
    func automaticGradient(color: StraightColor, down: Double, apple: StraightColor) throws {
        let gradient = try #require(IconComposerBundle.automaticGradient(color))
        let ours = gradient.color(at: gradient.parameter(x: 50, y: down * 100, width: 100, height: 100)).straight
        for (a, b) in [(ours.red, apple.red), (ours.green, apple.green), (ours.blue, apple.blue)] {
            // Apple's grey eases out where the gradient is a line: 7 levels apart at a third of the way.
            #expect(abs(Int(a) - Int(b)) <= 8, "\(ours) against Apple's \(apple)")
        }
    }
}
