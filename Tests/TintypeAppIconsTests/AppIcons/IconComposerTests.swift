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

/// Icon Composer bundles (SPEC §11.15): written from a master, read as a master.
@Suite("Icon Composer bundles")
struct IconComposerTests {
    static let layered = Fixtures.path("iconbundles/Layered.icon")
    static let blue = StraightColor(red: 0x1E, green: 0x88, blue: 0xE5)

    @Test("colour strings: sRGB, extended sRGB, Display P3 (a gray stays the gray), gray, named; anything else is refused")
    func colours() {
        #expect(IconComposerColor.parse("srgb:1.00000,0.50196,0.00000,1.00000") == StraightColor(red: 255, green: 128, blue: 0))
        #expect(IconComposerColor.parse("extended-srgb:1.2,-0.1,0.5,0.5") == StraightColor(red: 255, green: 0, blue: 128, alpha: 128))
        #expect(IconComposerColor.parse("display-p3:0.50196,0.50196,0.50196,1") == StraightColor(red: 128, green: 128, blue: 128))
        // Display P3's pure green lies outside sRGB: clipped, its red channel at 0.
        #expect(IconComposerColor.parse("display-p3:0,1,0,1").map { [$0.red, $0.green] } == [0, 255])
        #expect(IconComposerColor.parse("extended-gray:0.25098,1") == StraightColor(red: 64, green: 64, blue: 64))
        #expect(IconComposerColor.parse("named:system-blue") == StraightColor(red: 0, green: 122, blue: 255))
        for bad in ["", "srgb", "srgb:1,2,3", "hsl:1,1,1,1", "srgb:a,b,c,d", "srgb:nan,0,0,1", "named:chartreuse"] {
            #expect(IconComposerColor.parse(bad) == nil, "\(bad)")
        }
        #expect(IconComposerColor.text(StraightColor(red: 30, green: 136, blue: 229)) == "srgb:0.11765,0.53333,0.89804,1.00000")
    }

    @Test(
        "a bundle reads as Icon Composer writes it: the fill, the groups front to back, hidden layers left unread, what is not drawn named")
    func reads() throws {
        let bundle = try IconComposerBundle(reading: Self.layered)
        guard case .linearGradient(let gradient)? = bundle.background else {
            Issue.record("the fill is not a gradient: \(String(describing: bundle.background))")
            return
        }
        #expect(
            gradient.stops.map(\.color) == [
                IconComposerColor.parse("display-p3:0.2,0.6,0.9,1")!, StraightColor(red: 13, green: 26, blue: 77)
            ])
        #expect(bundle.groups.map { $0.layers.map(\.name) } == [["Heart", "Dot"], ["Plate"]])
        #expect(bundle.groups[0].layers[0].fill == .solid(StraightColor(red: 255, green: 255, blue: 255)))
        #expect(bundle.groups[0].layers[0].darkFill == StraightColor(red: 255, green: 204, blue: 0))
        #expect(bundle.groups[0].layers[1].opacity == 0.5 && bundle.groups[0].layers[1].translation == VectorPath.Point(x: 200, y: 200))
        #expect(bundle.darkGlyph == nil, "the plate has no dark fill")
        #expect(bundle.notReproduced == ["glass layers' refraction"], "the multiply blend mode and the neutral shadow are drawn")
        #expect(bundle.groups[1].blendMode == .multiply)
    }

    @Test("the layers drawn flat: each at its place and scale, filled, faded, back to front")
    func composes() throws {
        let image = try IconComposerBundle(reading: Self.layered).composed(side: 256, rendering: .inProcess)
        let quarter = 256.0 / 1024
        // The heart (a 24-unit SVG at 12×, its fill white) centred 60 points above the middle.
        let heart = image[128, Int(128 - 60 * quarter)]
        #expect(heart == PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255), "\(heart)")
        // The dot, half opaque, over the plate: orange and navy half and half.
        let dot = image[Int(128 + 200 * quarter), Int(128 + 200 * quarter)]
        #expect(abs(Int(dot.red) - (255 + 20) / 2) <= 2 && abs(Int(dot.blue) - 90 / 2) <= 2 && dot.alpha == 255, "\(dot)")
        // The plate alone, and nothing outside it.
        #expect(image[40, 40] == PremultipliedColor(red: 20, green: 40, blue: 90, alpha: 255))
        #expect(image[5, 5].alpha == 0)
    }

    @Test("a bundle as a master: the set passes its check, its fill is the background, a note names what only Apple draws")
    func bundleAsMaster() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var run = AppIconRun(source: Self.layered, output: folder.path)
        run.platforms = [.ios, .web]
        run.proofSheet = false
        let (succeeded, warnings) = try run.runCollectingWarnings()
        #expect(succeeded)
        let note = warnings.first { $0.code == .notReproduced }
        #expect(note?.message.contains("its glass layers' refraction") == true, "\(warnings)")
        let light = try ImageDecoder.read(folder.file("ios/AppIcon.appiconset/AppIcon.png")).image
        #expect(light[512, 0].straight == IconComposerColor.parse("display-p3:0.2,0.6,0.9,1")!, "the gradient's first colour at the top")
        // Across the heart's middle, 60 points above the canvas's: the gradient, the plate multiplied with it (darker than
        // the plate's own navy in every channel), the white heart on it, as designed.
        let row = (0..<1024).map { light[$0, 452].straight }
        #expect(row.contains { $0.red <= 20 && $0.green <= 40 && $0.blue <= 90 && $0.blue > 10 })
        #expect(row.contains { min($0.red, $0.green, $0.blue) >= 200 })
        #expect(AppIconCheck.check(folder.path, rendering: .inProcess).breaches.isEmpty)
    }

    @Test("an asset that is missing, a document that is not JSON, a layer naming a path: each refused, naming the file")
    func hostileBundles() throws {
        #expect(throws: ImageFileError.self) {
            try IconComposerBundle(reading: Fixtures.path("iconbundles/MissingAsset.icon")).composed(side: 64, rendering: .inProcess)
        }
        do {
            _ = try IconComposerBundle(reading: Fixtures.path("iconbundles/MissingAsset.icon")).composed(side: 64, rendering: .inProcess)
        } catch {
            #expect(error.file.hasSuffix("MissingAsset.icon/Assets/gone.svg"))
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, json) in [("NotJSON", "{ fill"), ("Climbs", #"{"groups":[{"layers":[{"image-name":"../../secret.png"}]}]}"#)] {
            let bundle = folder.file("\(name).icon")
            try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
            try json.write(toFile: bundle + "/icon.json", atomically: true, encoding: .utf8)
            #expect(IconComposerBundle.isBundle(bundle))
            do {
                _ = try IconComposerBundle(reading: bundle)
                Issue.record("\(name) was read")
            } catch {
                #expect(error.file == bundle + "/icon.json", "\(error)")
            }
        }
        #expect(!IconComposerBundle.isBundle(Fixtures.path("svg")))
    }

    @Test("layers covering more than 32 canvases together are refused before any is drawn; one grown past a pixel limit is drawn")
    func coverageBound() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try folder.iconBundle("Heavy.icon")
        let dot = RGBAImage(width: 32, height: 32, filledWith: PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255))
        try PNGEncoder().write(dot, to: bundle + "/Assets/dot.png")
        // Each 32-pixel layer at scale 32 covers the whole 1,024-point canvas.
        func document(layers: Int, scale: Double) -> String {
            let layer = #"{"image-name": "dot.png", "position": {"scale": \#(scale), "translation-in-points": [0, 0]}}"#
            return #"{"groups": [{"layers": [\#(Array(repeating: layer, count: layers).joined(separator: ", "))]}]}"#
        }
        try document(layers: 33, scale: 32).write(toFile: bundle + "/icon.json", atomically: true, encoding: .utf8)
        do {
            _ = try IconComposerBundle(reading: bundle).composed(side: 64, rendering: .inProcess)
            Issue.record("33 canvases of layers were drawn")
        } catch {
            #expect(error.file == bundle + "/icon.json" && "\(error)".contains("cover 33 times the canvas"), "\(error)")
        }
        // Grown past the canvas (1,280 × 1,280 points: 80 × 80 pixels, over a 5,000-pixel limit), only what
        // shows is made, so the limit that guards a whole image is not met: one canvas of blue.
        try document(layers: 1, scale: 40).write(toFile: bundle + "/icon.json", atomically: true, encoding: .utf8)
        var limits = ImageDecoder.Limits.default
        limits.maximumPixels = 5_000
        let grown = try IconComposerBundle(reading: bundle).composed(side: 64, limits: limits, rendering: .inProcess)
        #expect(grown[0, 0].straight == StraightColor(red: 0, green: 0, blue: 255) && grown[63, 63] == grown[0, 0])
    }

    @Test("--platform icon writes AppIcon.icon: the fill, the glyph as an SVG layer, dark and tinted; read back, it draws the iOS icon")
    func writesAndReadsBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var run = AppIconRun(source: Fixtures.path("svg/heart.svg"), output: folder.path)
        run.platforms = [.ios, .icon]
        run.proofSheet = false
        run.design.background = .solid(Self.blue)
        run.design.glyph = .solid(StraightColor(red: 255, green: 255, blue: 255))
        run.backgroundChosen = true
        #expect(try run.run { _ in })
        let document = try JSONValue.parse(try FileBytes.read(folder.file("AppIcon.icon/icon.json")))
        guard case .object(let root) = document, case .array(let fills)? = root["fill-specializations"],
            case .object(let base)? = fills.first, case .object(let value)? = base["value"], case .array(let groups)? = root["groups"],
            case .object(let group)? = groups.first, case .array(let layers)? = group["layers"], case .object(let layer)? = layers.first
        else {
            Issue.record("icon.json is not shaped as Icon Composer writes it: \(document)")
            return
        }
        #expect(value["solid"] == .string("srgb:0.11765,0.53333,0.89804,1.00000"))
        #expect(fills.count == 3 && layer["image-name"] == .string("glyph.svg"))
        #expect(FileManager.default.fileExists(atPath: folder.file("AppIcon.icon/Assets/glyph.svg")))
        // Read back and drawn over its fill, the bundle is the iOS light icon, edges aside.
        let bundle = try IconComposerBundle(reading: folder.file("AppIcon.icon"))
        #expect(bundle.background == .solid(Self.blue))
        var drawn = RGBAImage(width: 1024, height: 1024, filledWith: Self.blue.premultiplied)
        drawn.draw(try bundle.composed(side: 1024, rendering: .inProcess), at: PixelPoint(x: 0, y: 0))
        let light = try ImageDecoder.read(folder.file("ios/AppIcon.appiconset/AppIcon.png")).image
        var differing = 0
        for y in stride(from: 0, to: 1024, by: 2) {
            for x in stride(from: 0, to: 1024, by: 2) where abs(Int(drawn[x, y].red) - Int(light[x, y].red)) > 48 { differing += 1 }
        }
        #expect(differing < 600, "\(differing) of 262,144 sampled pixels differ")
    }

    @Test("a raster master's bundle has a PNG glyph; a background picture becomes a layer behind it")
    func rasterBundle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var run = AppIconRun(source: Fixtures.path("masters/bolt.png"), output: folder.path)
        run.platforms = [.icon]
        run.proofSheet = false
        run.design.background = .vertical(Self.blue, StraightColor(red: 0, green: 0, blue: 0), StraightColor(red: 255, green: 0, blue: 0))
        run.backgroundChosen = true
        #expect(try run.run { _ in })
        let bundle = try IconComposerBundle(reading: folder.file("AppIcon.icon"))
        #expect(bundle.groups.map { $0.layers.map(\.image) } == [["glyph.png"], ["background.png"]])
        let background = try ImageDecoder.read(folder.file("AppIcon.icon/Assets/background.png")).image
        #expect(background.width == 1024 && background[512, 0].straight == Self.blue)
        // The fill Icon Composer cannot say is `none` (the picture is the ground), not null (unset: Apple's default fill).
        let document = try IconComposerDocument(json: FileBytes.read(folder.file("AppIcon.icon/icon.json")), file: "icon.json")
        #expect(document.fill.value() == IconComposerDocument.Fill.none, "\(String(describing: document.fill))")
    }

    @Test("in a folder of masters an Icon Composer bundle is a master; another subfolder is passed over")
    func bundleInFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: Self.layered, toPath: folder.file("masters/Layered.icon"))
        try FileManager.default.copyItem(atPath: Fixtures.path("svg/heart.svg"), toPath: folder.file("masters/heart.svg"))
        try FileManager.default.createDirectory(atPath: folder.file("masters/sketches"), withIntermediateDirectories: true)
        let scanned = AppIconFolder(folder.file("masters"))
        #expect(scanned.apps.map(\.name).sorted() == ["Layered", "heart"])
        #expect(scanned.skipped.map(\.path) == ["sketches"])
    }
}
