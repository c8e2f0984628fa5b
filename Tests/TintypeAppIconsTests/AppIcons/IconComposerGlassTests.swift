import Foundation
import Testing
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeLaunch
@testable import TintypePixels

/// How Icon Composer's layers are laid over what lies beneath them (SPEC §11.15): blend modes and Liquid Glass.
@Suite("Icon Composer glass and blend modes")
struct IconComposerGlassTests {
    /// A bundle in `folder` on a `fill`, its layers (image colour, side in points, glass, blend mode)
    /// centred, front to back, in one group with `translucency`.
    static func bundle(
        in folder: TemporaryFolder, fill: String, translucency: Double,
        layers: [(color: PremultipliedColor, side: Int, glass: Bool, blend: String)], group: String = ""
    ) throws -> String {
        let bundle = try folder.iconBundle("Layers.icon")
        var entries: [String] = []
        for (index, layer) in layers.enumerated() {
            try PNGEncoder().write(
                RGBAImage(width: layer.side, height: layer.side, filledWith: layer.color), to: bundle + "/Assets/\(index).png")
            entries.append(
                "{\"image-name\": \"\(index).png\", \"name\": \"l\(index)\", \"glass\": \(layer.glass), \"blend-mode\": \"\(layer.blend)\"}"
            )
        }
        let json = """
            {"fill": \(fill), "groups": [{"layers": [\(entries.joined(separator: ", "))],
              "translucency": {"enabled": true, "value": \(translucency)}\(group)}], "supported-platforms": {"squares": "shared"}}
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: bundle + "/icon.json"))
        return bundle
    }

    /// ``bundle(in:fill:translucency:layers:group:)`` of a black 400-point glass square over a blue 800-point square
    /// that is not glass, on a red fill, in a group of translucency 0.5.
    static func blackGlassOverBlue(in folder: TemporaryFolder, group: String = "") throws -> String {
        let black = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
        let blue = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255)
        return try bundle(
            in: folder, fill: "{\"solid\": \"srgb:1,0,0,1\"}", translucency: 0.5,
            layers: [(black, 400, true, "normal"), (blue, 800, false, "normal")], group: group)
    }

    @Test("each blend mode as the W3C's compositing specification computes it, the non-separable ones clipped into the gamut")
    func blendModes() {
        let backdrop = SIMD3<Double>(0.5, 0.25, 1)
        let source = SIMD3<Double>(0.4, 0.75, 0)
        func near(_ mode: IconComposerBlendMode, _ expected: SIMD3<Double>, over b: SIMD3<Double> = backdrop, _ s: SIMD3<Double> = source) {
            let got = mode.blend(b, s)
            #expect(abs(got.x - expected.x) < 1e-9 && abs(got.y - expected.y) < 1e-9 && abs(got.z - expected.z) < 1e-9, "\(mode) \(got)")
        }
        near(.normal, source)
        near(.multiply, SIMD3(0.2, 0.1875, 0))
        near(.screen, SIMD3(0.7, 0.8125, 1))
        near(.darken, SIMD3(0.4, 0.25, 0))
        near(.lighten, SIMD3(0.5, 0.75, 1))
        // Hard light: source ≤ 0.5 multiplies by twice it, above screens with twice it less one.
        near(.hardLight, SIMD3(0.4, 0.25 + 0.5 - 0.125, 0))
        // Overlay: hard light with the operands swapped (here the backdrop decides).
        near(.overlay, SIMD3(0.4, 0.375, 1))
        near(.difference, SIMD3(0.1, 0.5, 1))
        near(.exclusion, SIMD3(0.5, 0.625, 1))
        near(.colorDodge, SIMD3(0.5 / 0.6, 1, 1))
        // Colour burn: 1 − (1 − b)/s, at least 0; a white backdrop stays white.
        near(.colorBurn, SIMD3(0, 0, 1))
        near(.plusDarker, SIMD3(0, 0, 0))
        near(.plusLighter, SIMD3(0.9, 1, 1))
        // Colour: red's hue and saturation at grey's luminosity, 0.5: (1.2, 0.2, 0.2) clipped about it.
        near(.color, SIMD3(1, 0.5 - 0.3 * 0.5 / 0.7, 0.5 - 0.3 * 0.5 / 0.7), over: SIMD3(repeating: 0.5), SIMD3(1, 0, 0))
        near(.luminosity, SIMD3(repeating: 0.3), over: SIMD3(1, 1, 1), SIMD3(0.3, 0.3, 0.3))
        near(.saturation, SIMD3(repeating: 0.5), over: SIMD3(repeating: 0.5), SIMD3(0.2, 0.2, 0.2))
    }

    @Test("a layer's blend mode mixes it with what lies beneath; a glass layer's is drawn normally, as Apple's renders show")
    func blendedLayers() throws {
        let cyan = PremultipliedColor(red: 0, green: 255, blue: 255, alpha: 255)
        for glass in [false, true] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let path = try Self.bundle(
                in: folder, fill: "{\"solid\": \"srgb:1,1,0,1\"}", translucency: 0,
                layers: [(cyan, 512, glass, "multiply")])
            let drawn = try IconComposerBundle(reading: path).rendered(.default, side: 256, outline: .square, rendering: .inProcess)
            let expected = glass ? StraightColor(red: 0, green: 255, blue: 255) : StraightColor(red: 0, green: 255, blue: 0)
            #expect(drawn[128, 128].straight == expected, "glass \(glass): \(drawn[128, 128])")
            #expect(drawn[10, 10].straight == StraightColor(red: 255, green: 255, blue: 0), "the fill around it")
        }
    }

    @Test(
        "glass: what lies beneath shows through near the outline and lower down; the top left is lit, the bottom right barely, unless specular is off"
    )
    func glass() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let drawn = try IconComposerBundle(reading: try Self.blackGlassOverBlue(in: folder)).rendered(
            .default, side: 1024, outline: .square, rendering: .inProcess)
        // The black square spans 312..<712. Near its top, at its middle: black.
        #expect(drawn[512, 340].red < 8 && drawn[512, 340].blue < 8, "\(drawn[512, 340])")
        // Within 7 px of its outline, what lies beneath its group shows: the red fill, not the blue square of its own
        // group (Bellows' glass flame shows the blue fill, not the flames drawn under it in the same group).
        let edge = drawn[512, 315]
        #expect(edge.red > 60 && edge.blue < 20, "\(edge)")
        // Lower down, more of the red shows.
        #expect(drawn[512, 680].red > drawn[512, 400].red + 40, "\(drawn[512, 680]) \(drawn[512, 400])")
        // The lit band, 10 px inside: brighter along the top and the left than along the bottom and the right.
        let top = drawn[512, 322].green
        let left = drawn[322, 512].green
        let bottom = drawn[512, 701].green
        let right = drawn[701, 512].green
        #expect(top > bottom + 20 && left > right + 20, "top \(top) left \(left) bottom \(bottom) right \(right)")
        // Outside the layers, the fill.
        #expect(drawn[20, 512].straight == StraightColor(red: 255, green: 0, blue: 0))
        // A group that turns `specular` off has no lit band: the top-left band as dark as the bottom-right one.
        let unlitFolder = try TemporaryFolder()
        defer { unlitFolder.remove() }
        let unlit = try IconComposerBundle(reading: try Self.blackGlassOverBlue(in: unlitFolder, group: ", \"specular\": false"))
            .rendered(.default, side: 1024, outline: .square, rendering: .inProcess)
        #expect(unlit[322, 512].green < 4 && unlit[512, 322].green < 4, "\(unlit[322, 512]) \(unlit[512, 322])")
        #expect(drawn[322, 512].green > unlit[322, 512].green + 20)
    }

    @Test("a glass layer shows what lies beneath its group: a layer of a group below it does show")
    func glassOverGroups() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try Self.blackGlassOverBlue(in: folder)
        // The same two layers, each in a group of its own: the glass square's group above the blue square's.
        let json = """
            {"fill": {"solid": "srgb:1,0,0,1"}, "groups": [
              {"layers": [{"image-name": "0.png", "name": "l0", "glass": true}], "translucency": {"enabled": true, "value": 0.5}},
              {"layers": [{"image-name": "1.png", "name": "l1", "glass": false}]}]}
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: path + "/icon.json"))
        let drawn = try IconComposerBundle(reading: path).rendered(.default, side: 1024, outline: .square, rendering: .inProcess)
        let edge = drawn[512, 315]
        #expect(edge.blue > 60 && edge.red < 20, "\(edge)")
        #expect(drawn[512, 680].blue > drawn[512, 400].blue + 40, "\(drawn[512, 680]) \(drawn[512, 400])")
    }

    @Test("an SVG layer's colours are Display P3 where the document says so, sRGB otherwise; a PNG's are its own")
    func untaggedSVGColors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try folder.iconBundle("P3.icon")
        try Data(
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="#FFE27A"/></svg>"##.utf8
        )
        .write(to: URL(fileURLWithPath: bundle + "/Assets/note.svg"))
        let expected = DisplayP3.sRGB(fromDisplayP3: SIMD3(1, 0xE2 / 255.0, 0x7A / 255.0)) * 255
        for space in [nil, "display-p3", "srgb", "rec2020"] {
            let key = space.map { "\"color-space-for-untagged-svg-colors\": \"\($0)\", " } ?? ""
            let json =
                "{\(key)\"fill\": {\"solid\": \"srgb:0,0,0,1\"}, \"groups\": [{\"layers\": [{\"image-name\": \"note.svg\", \"glass\": false}]}]}"
            try Data(json.utf8).write(to: URL(fileURLWithPath: bundle + "/icon.json"))
            let read = try IconComposerBundle(reading: bundle)
            // A space Tintype does not know is drawn as sRGB, and named among what it does not reproduce.
            #expect(read.notReproduced.contains { $0.contains("SVG colours in rec2020") } == (space == "rec2020"), "\(read.notReproduced)")
            let drawn = try read.rendered(.default, side: 256, outline: .square, rendering: .inProcess)[128, 128].straight
            if space == "display-p3" {
                #expect(abs(Double(drawn.green) - expected.y) <= 1.5 && abs(Double(drawn.blue) - expected.z) <= 1.5, "\(drawn)")
            } else {
                #expect(drawn == StraightColor(red: 0xFF, green: 0xE2, blue: 0x7A), "\(space ?? "none"): \(drawn)")
            }
        }
    }

    @Test("a picture's transparent margin is left out, to the last bit: its covered part, and the window of it grown, give its pixels")
    func transparentMargins() {
        var generator = SeededGenerator(seed: 1_729)
        for _ in 0..<12 {
            let (width, height) = (Int.random(in: 8...40, using: &generator), Int.random(in: 8...40, using: &generator))
            var picture = RGBAImage(width: width, height: height)
            // Art in a random rectangle (sometimes touching the edges), faint and opaque pixels alike.
            let (x0, y0) = (Int.random(in: 0..<width / 2, using: &generator), Int.random(in: 0..<height / 2, using: &generator))
            let (x1, y1) = (Int.random(in: x0 + 1...width, using: &generator), Int.random(in: y0 + 1...height, using: &generator))
            let art = RGBAImage.random(width: x1 - x0, height: y1 - y0, using: &generator)
            for y in y0..<y1 {
                for x in x0..<x1 { picture[x, y] = art[x - x0, y - y0] }
            }
            // The covered part, put back where it lay, is the picture.
            if let part = IconComposerBundle.coveredPart(of: picture) {
                var back = RGBAImage(width: width, height: height)
                back.draw(part.image, at: part.at)
                #expect(back == picture)
            }
            // Grown 2.6 times on a canvas that shows part of it: the window's pixels, placed, are the whole resample's.
            let size = (Int(Double(width) * 2.6), Int(Double(height) * 2.6))
            let origin = PixelPoint(x: -7, y: 5)
            let showing = (left: 0, top: 5, right: min(size.0 - 7, 60), bottom: min(size.1 + 5, 70))
            var whole = RGBAImage(width: showing.right, height: showing.bottom - showing.top)
            whole.draw(picture.resampledBicubic(width: size.0, height: size.1), at: PixelPoint(x: origin.x, y: origin.y - showing.top))
            var windowed = RGBAImage(width: whole.width, height: whole.height)
            if let window = IconComposerBundle.grownWindow(of: picture, size: size, showing: showing, at: origin) {
                let part = picture.resampledBicubic(width: size.0, height: size.1, window: window)
                windowed.draw(part, at: PixelPoint(x: origin.x + window.x, y: origin.y + window.y - showing.top))
            }
            #expect(windowed == whole, "\(width)×\(height), art \(x0),\(y0) to \(x1),\(y1)")
        }
    }

    @Test("a glass layer the canvas cuts shows what lies beneath along its whole frame's rows (scalar reference), not the canvas's")
    func fullBleedGlass() {
        let side = 64
        let white = RGBAImage(width: side, height: side, filledWith: PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
        let black = RGBAImage(width: side, height: side, filledWith: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255))
        let origin = PixelPoint(x: 0, y: 0)
        // A layer twice the canvas's height, centred: its frame runs from -32 to 96.
        let framed = IconComposerBundle.glazed(
            white, at: origin, frame: -32...96, over: black, translucency: 0.5, specular: false, side: side)
        let cut = IconComposerBundle.glazed(white, at: origin, over: black, translucency: 0.5, specular: false, side: side)
        func expected(_ down: Double) -> Double { 255 * (1 - IconComposerBundle.glassCoreClearing * 0.5 * pow(down, 1.5)) }
        for y in [8, 32, 63] {
            #expect(abs(Double(framed[32, y].red) - expected((Double(y) + 32) / 128)) <= 1, "\(y): \(framed[32, y])")
            #expect(abs(Double(cut[32, y].red) - expected(Double(y) / 64)) <= 1, "\(y): \(cut[32, y])")
        }
    }

    @Test("a neutral shadow darkens what lies below a group's layers, softly, and not above them")
    func neutralShadow() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let white = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
        let path = try Self.bundle(
            in: folder, fill: "{\"solid\": \"srgb:1,1,1,1\"}", translucency: 0, layers: [(white, 400, false, "normal")],
            group: ", \"shadow\": {\"kind\": \"neutral\", \"opacity\": 0.5}")
        let read = try IconComposerBundle(reading: path)
        #expect(!read.notReproduced.contains { $0.contains("shadow") })
        let drawn = try read.rendered(.default, side: 1024, outline: .square, rendering: .inProcess)
        // The white square spans 312..<712 on white: below it a grey shade, above it almost none, far off none.
        let below = Int(drawn[512, 720].red)
        let above = Int(drawn[512, 306].red)
        #expect(below < 250 && below > 200 && above > below + 3, "below \(below) above \(above)")
        #expect(drawn[512, 900].red >= 254 && drawn[30, 30].red == 255)
        // A layer-colour shadow of the same opacity is drawn too, darker (fitted on Apple's exports), and not noted.
        let layerFolder = try TemporaryFolder()
        defer { layerFolder.remove() }
        let layerColour = try IconComposerBundle(
            reading: try Self.bundle(
                in: layerFolder, fill: "{\"solid\": \"srgb:1,1,1,1\"}", translucency: 0, layers: [(white, 400, false, "normal")],
                group: ", \"shadow\": {\"kind\": \"layer-color\", \"opacity\": 0.5}"))
        #expect(layerColour.notReproduced.isEmpty, "\(layerColour.notReproduced)")
        let shaded = try layerColour.rendered(.default, side: 1024, outline: .square, rendering: .inProcess)
        #expect(Int(shaded[512, 720].red) < below - 20 && shaded[512, 900].red >= 250, "\(shaded[512, 720]) \(shaded[512, 900])")
    }
}
