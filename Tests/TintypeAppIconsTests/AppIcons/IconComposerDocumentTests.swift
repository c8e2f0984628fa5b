import Foundation
import Testing
import Tintype
import TintypePixels
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeLaunch

/// `icon.json` as one model (SPEC §11.15): read, written back the same, and refused where a
/// member is of the wrong kind or a number is absurd, naming the member.
@Suite("Icon Composer documents")
struct IconComposerDocumentTests {
    static func document(_ text: String) throws(ImageFileError) -> IconComposerDocument {
        try IconComposerDocument(json: Array(text.utf8), file: "X.icon/icon.json")
    }

    @Test("the fixture bundle reads into the model and writes back to a document that reads the same")
    func roundTrip() throws {
        let bytes = try FileBytes.read(Fixtures.path("iconbundles/Layered.icon/icon.json"))
        let document = try IconComposerDocument(json: bytes, file: "Layered.icon/icon.json")
        #expect(document.groups.count == 2)
        #expect(document.groups[0].layers.compactMap(\.name) == ["Heart", "Hidden sketch", "Dot"])
        #expect(document.imageNames == ["heart.svg", "not-there.png", "dot.png", "plate.png"])
        #expect(document.imageNames.allSatisfy(IconComposerDocument.isAssetName))
        let again = try IconComposerDocument(json: document.bytes, file: "again")
        #expect(again == document)
        #expect(again.bytes == document.bytes)
    }

    @Test("specializations: an appearance's own entry wins, the light one stands for the default, the base fills the rest")
    func specializations() throws {
        let document = try Self.document(
            """
            {"fill": {"solid": "srgb:1,0,0,1"},
             "fill-specializations": [{"appearance": "dark", "value": {"solid": "srgb:0,0,1,1"}},
                                      {"appearance": "light", "value": "automatic"},
                                      {"idiom": "macOS", "appearance": "tinted", "value": "none"}],
             "groups": [{"layers": [{"image-name": "a.svg", "hidden-specializations": [{"appearance": "dark", "value": true}]}]}]}
            """)
        #expect(document.fill.value() == .automatic)
        #expect(document.fill.value(appearance: "dark") == .solid("srgb:0,0,1,1"))
        #expect(document.fill.value(appearance: "tinted") == .solid("srgb:1,0,0,1"), "the macOS entry is an idiom's")
        #expect(document.fill.specialized(appearance: "tinted") == nil)
        let layer = document.groups[0].layers[0]
        #expect(layer.hidden.value() == nil && layer.hidden.value(appearance: "dark") == true)
        // An entry naming no appearance is every appearance's; one naming `light` is the default's own, wherever
        // it stands (Bike Index's Pride layer: Apple's light render draws the `light` picture).
        let pride = try Self.document(
            #"{"groups": [{"layers": [{"image-name-specializations": [{"value": "white.png"}, {"appearance": "light", "value": "black.png"}]}]}]}"#
        )
        let names = pride.groups[0].layers[0].imageName
        #expect(names.value() == "black.png" && names.value(appearance: "dark") == "white.png")
        #expect(names.value(appearance: "tinted") == "white.png" && names.specialized(appearance: "dark") == nil)
        // A null value (HealthTrends' blur material) leaves the property unset there, its base not taken, and writes back as null.
        let unset = try Self.document(
            #"{"groups": [{"blur-material": 0.3, "blur-material-specializations": [{"appearance": "dark", "value": null}, {"appearance": "tinted", "value": 0.5}], "layers": []}]}"#
        )
        let blur = unset.groups[0].blurMaterial
        #expect(blur.value() == 0.3 && blur.value(appearance: "dark") == nil && blur.value(appearance: "tinted") == 0.5)
        #expect(try IconComposerDocument(json: unset.bytes, file: "again") == unset)
        #expect(
            String(decoding: unset.bytes, as: UTF8.self).contains(#""value" : null"#), "\(String(decoding: unset.bytes, as: UTF8.self))")
    }

    @Test(
        "absurd numbers, unknown paints, colours and kinds are refused, naming the member",
        arguments: [
            (#"{"groups": [{"layers": [{"image-name": "a.png", "position": {"scale": 1e300}}]}]}"#, "groups[0].layers[0].position.scale"),
            (
                #"{"groups": [{"position": {"translation-in-points": [-1e20, 0]}, "layers": []}]}"#,
                "groups[0].position.translation-in-points[0]"
            ),
            (#"{"fill": {"solid": "display-p3:1e308,-1e308,0,1"}}"#, "fill.solid"),
            (#"{"fill": {"sunset": true}}"#, "at fill,"),
            (#"{"groups": [{"layers": [{"image-name": "a.png", "opacity": 2}]}]}"#, "groups[0].layers[0].opacity"),
            (#"{"groups": {"layers": []}}"#, "at groups,"),
            (#"{"groups": [{"layers": [{"image-name": 7}]}]}"#, "groups[0].layers[0].image-name"),
            (#"{"groups": [{"shadow-specializations": [{"appearance": "dark"}]}]}"#, "groups[0].shadow-specializations[0]"),
            (#"[1, 2]"#, "the document"),
            (#"{"color-space-for-untagged-svg-colors": 3}"#, "color-space-for-untagged-svg-colors")
        ])
    func refusals(text: String, member: String) {
        do {
            _ = try Self.document(text)
            Issue.record("read: \(text)")
        } catch {
            #expect(error.file == "X.icon/icon.json")
            #expect(error.problem.description.contains(member), "\(error.problem.description)")
        }
    }

    @Test("more groups or layers than the limits allow are refused before any is drawn")
    func limits() throws {
        let layer = #"{"image-name": "a.png"}"#
        let many = "{\"groups\": [{\"layers\": [" + Array(repeating: layer, count: 257).joined(separator: ",") + "]}]}"
        #expect(throws: ImageFileError.self) { try Self.document(many) }
        let groups = "{\"groups\": [" + Array(repeating: #"{"layers": []}"#, count: 65).joined(separator: ",") + "]}"
        #expect(throws: ImageFileError.self) { try Self.document(groups) }
        let within = "{\"groups\": [{\"layers\": [" + Array(repeating: layer, count: 256).joined(separator: ",") + "]}]}"
        #expect(try Self.document(within).imageNames == ["a.png"])
    }

    @Test("the colour space of untagged SVG colours is read and written back, first, as Icon Composer writes it")
    func untaggedSVGColorSpace() throws {
        let text = "{\n  \"color-space-for-untagged-svg-colors\" : \"display-p3\",\n  \"fill\" : \"automatic\"\n}\n"
        let document = try Self.document(text)
        #expect(document.untaggedSVGColorSpace == "display-p3")
        #expect(String(decoding: document.bytes, as: UTF8.self) == text)
        // A space Tintype does not know is kept and written back, not refused.
        let unknown = text.replacingOccurrences(of: "display-p3", with: "rec2020")
        #expect(String(decoding: try Self.document(unknown).bytes, as: UTF8.self) == unknown)
    }

    @Test("Display P3 pixels become sRGB within a level of the exact conversion of each colour (scalar reference), alpha kept")
    func displayP3Pixels() throws {
        var generator = SeededGenerator(seed: 53)
        var image = RGBAImage.random(width: 64, height: 64, using: &generator)
        // Edge cases in the first row: the eight opaque corners of the cube (black, white, the primaries and
        // their mixes), then transparent, faint and half-covered pixels.
        for x in 0..<8 {
            func channel(_ bit: Int) -> UInt8 { x >> bit & 1 == 1 ? 255 : 0 }
            image[x, 0] = PremultipliedColor(red: channel(0), green: channel(1), blue: channel(2), alpha: 255)
        }
        for x in 8..<64 {
            let alpha: UInt8 = [0, 1, 128, 254][x % 4]
            func channel() -> UInt8 { UInt8.random(in: 0...alpha, using: &generator) }
            image[x, 0] = PremultipliedColor(red: channel(), green: channel(), blue: channel(), alpha: alpha)
        }
        let converted = IconComposerColor.sRGB(fromDisplayP3: image)
        for y in 0..<64 {
            for x in 0..<64 {
                let pixel = image[x, y]
                #expect(converted[x, y].alpha == pixel.alpha)
                guard pixel.alpha > 0 else {
                    #expect(converted[x, y] == pixel)
                    continue
                }
                // The reference: the straight colour, as the document's own `display-p3:` colours are converted, premultiplied again.
                let alpha = Double(pixel.alpha)
                let straight = SIMD3(Double(pixel.red), Double(pixel.green), Double(pixel.blue)) * 255 / alpha
                let rounded = (straight.rounded(.toNearestOrAwayFromZero) / 255).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
                let expected = DisplayP3.sRGB(fromDisplayP3: rounded) * alpha
                let got = SIMD3(Double(converted[x, y].red), Double(converted[x, y].green), Double(converted[x, y].blue))
                #expect(((got - expected) * ((got - expected))).max() <= 1.01 * 1.01, "\(pixel): \(converted[x, y]) against \(expected)")
            }
        }
        // A saturated P3 yellow, as Sticky Notes' SVG draws, is more saturated in sRGB: its blue falls.
        let yellow = DisplayP3.sRGB(fromDisplayP3: SIMD3(1, 0xE2 / 255.0, 0x7A / 255.0))
        #expect(yellow.x > 0.999 && yellow.z < 0x7A / 255.0 - 0.05)
    }

    @Test("an empty document (a new bundle: a fill, no layers) reads, and writes back as it was")
    func empty() throws {
        let document = try Self.document(#"{"fill": "automatic"}"#)
        #expect(document.groups.isEmpty && document.fill.base == .automatic)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "{\n  \"fill\" : \"automatic\"\n}\n")
    }

    @Test("tintype check takes one bundle as the folder to check: its document and its assets")
    func checkOneBundle() {
        let report = AppIconCheck.check(Fixtures.path("iconbundles/Layered.icon"), rendering: .inProcess)
        #expect(report.setsFound == 1)
        // The hidden sketch's image is not in Assets/: named; every other asset reads.
        #expect(report.breaches.map(\.file) == ["Assets/not-there.png"], "\(report.breaches)")
    }

    @Test("a bundle's SVG that only librsvg draws and whose paths hold 76,380 numbers: checked in workers, refused in this process")
    func checkManyPathNumbers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try folder.iconBundle("Pride.icon")
        try FileBytes.writeAtomically(RingsSVG.document(masked: true), to: bundle + "/Assets/background.svg")
        try FileBytes.writeAtomically(
            Array(#"{"fill": "automatic", "groups": [{"layers": [{"image-name": "background.svg", "glass": false}]}]}"#.utf8),
            to: bundle + "/icon.json")
        let inProcess = AppIconCheck.check(bundle, rendering: .inProcess)
        #expect(inProcess.breaches.map(\.detail).contains { $0.contains("over the 40000 librsvg is given in this process") })
        let pool = try BuiltTool.pool()
        let inWorkers = AppIconCheck.check(bundle, rendering: .workers(pool))
        #expect(inWorkers.breaches.isEmpty, "\(inWorkers.breaches)")
        // Drawn through the workers: the innermost ring, blue, at the middle.
        let drawn = try IconComposerBundle(reading: bundle).rendered(.default, side: 256, outline: .square, rendering: .workers(pool))
        #expect(drawn[128, 128].straight == StraightColor(red: 0x20, green: 0x40, blue: 0x80), "\(drawn[128, 128])")
    }

    @Test("--platform icon from a bundle writes the bundle back, its layers and assets as they were, not one flat glyph")
    func bundleRoundTrip() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = Fixtures.path("iconbundles/Layered.icon")
        let run = await CLI.run(["appicon", source, "-o", folder.path, "--platform", "ios,icon", "--no-proof"])
        // The hidden sketch's asset is missing in the source, and so in the copy: check names it.
        #expect(run.error.contains("AppIcon.icon/Assets/not-there.png: missing-file"), "\(run.error)")
        let written = try IconComposerDocument(json: FileBytes.read(folder.file("AppIcon.icon/icon.json")), file: "written")
        let original = try IconComposerDocument(json: FileBytes.read(source + "/icon.json"), file: "source")
        #expect(written == original)
        for asset in ["heart.svg", "dot.png", "plate.png"] {
            #expect(try FileBytes.read(folder.file("AppIcon.icon/Assets/" + asset)) == FileBytes.read(source + "/Assets/" + asset))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("AppIcon.icon/Assets/glyph.png")))
        // A picture no layer names (an old one the designer left in Assets/) is left out, and said.
        let copy = try TemporaryFolder()
        defer { copy.remove() }
        let bundle = copy.file("Layered.icon")
        try FileManager.default.copyItem(atPath: source, toPath: bundle)
        try FileBytes.writeAtomically(FileBytes.read(source + "/Assets/dot.png"), to: bundle + "/Assets/old-logo.png")
        let again = await CLI.run(["appicon", bundle, "-o", copy.file("out"), "--platform", "icon", "--no-proof"])
        #expect(
            again.error.contains("warning: \(bundle): Assets/ holds 1 picture no layer names (old-logo.png); AppIcon.icon leaves it out"),
            "\(again.error)")
        #expect(again.error.contains("copy them into AppIcon.icon/Assets yourself"), "\(again.error)")
        #expect(!FileManager.default.fileExists(atPath: copy.file("out/AppIcon.icon/Assets/old-logo.png")))
    }

    @Test("a layer's gradient fill recolours its coverage along the gradient, as a solid fill does with one colour")
    func layerGradientFill() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try folder.iconBundle("G.icon")
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: bundle + "/Assets/square.svg"))
        let json = #"""
            {"groups": [{"layers": [{"image-name": "square.svg", "position": {"scale": 5, "translation-in-points": [0, 0]},
              "fill": {"linear-gradient": ["srgb:1,0,0,1", "srgb:0,0,1,1"], "orientation": {"start": {"x": 0.5, "y": 0}, "stop": {"x": 0.5, "y": 1}}}}]}]}
            """#
        try Data(json.utf8).write(to: URL(fileURLWithPath: bundle + "/icon.json"))
        let read = try IconComposerBundle(reading: bundle)
        #expect(!read.notReproduced.contains("gradient fills of layers"))
        let image = try read.composed(side: 256, rendering: .inProcess)
        // The 500-point square spans 262…762 points: 65…190 px at 256; probed past its glass's lit band.
        let top = image[128, 72].straight
        let bottom = image[128, 183].straight
        #expect(top.red > 220 && top.blue < 35, "\(top)")
        #expect(bottom.blue > 220 && bottom.red < 35, "\(bottom)")
    }
}
