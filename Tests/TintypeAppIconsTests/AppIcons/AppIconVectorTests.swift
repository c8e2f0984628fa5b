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

/// `appicon --vector` (SPEC §13.6): the Android foreground, monochrome and notification layers
/// of an SVG master as VectorDrawables, placed by the same content radius as the PNGs; read
/// back by the independent reader, they draw what the PNGs draw; aapt2 links them; `check`
/// measures them; what cannot be a vector stays PNGs with a warning.
@Suite("App icon VectorDrawables")
struct AppIconVectorTests {
    /// The Android and notification sets of the SVG `fixture`, with vectors or without.
    static func set(_ fixture: String, design: AppIconDesign, vectors: Bool) throws -> AppIconSet {
        let file = Fixtures.path(fixture)
        let bytes = try FileBytes.read(file)
        let master = try ArtMaster(
            try SourceArt.decode(bytes, file: file, rendering: .inProcess), maskSource: .auto, trim: true, file: file)
        let painter = try AppIconPainter(master: master, design: design, file: file)
        return try AppIconSet.make(
            painter, platforms: [.android, .notification], name: "heart", compression: .fast,
            vectors: vectors ? AppIconVectors(master: try VectorDocument(svg: bytes, file: file)) : nil)
    }

    static let design = AppIconDesign(background: .solid(StraightColor(red: 232, green: 65, blue: 60)), glyph: .solid(.white))

    @Test("each layer is one drawable that draws what its largest PNG draws; the adaptive icon names it; check and aapt2 pass")
    func layers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let vectors = try Self.set("svg/heart.svg", design: Self.design, vectors: true)
        let pixels = try Self.set("svg/heart.svg", design: Self.design, vectors: false)
        #expect(vectors.warnings.isEmpty, "\(vectors.warnings)")
        let paths = Set(vectors.files.map(\.path))
        for drawable in ["ic_launcher_foreground", "ic_launcher_monochrome", "ic_stat_heart"] {
            #expect(paths.contains("android/res/drawable/\(drawable).xml"), "\(drawable)")
        }
        #expect(!paths.contains { $0.hasSuffix("ic_launcher_foreground.png") || $0.hasSuffix("ic_stat_heart.png") })
        let adaptive = try #require(vectors.files.first { $0.path.hasSuffix("mipmap-anydpi-v26/ic_launcher.xml") })
        #expect(
            String(decoding: adaptive.bytes, as: UTF8.self).contains("<foreground android:drawable=\"@drawable/ic_launcher_foreground\"/>"))
        _ = try vectors.write(to: folder.path)
        #expect(AppIconCheck.check(folder.path, rendering: .inProcess).breaches == [])
        // Read back by the independent reader and drawn by librsvg at the largest PNG's size: the same alpha.
        let reader = Fixtures.root + "/../Tests/Tools/vectordrawable_to_svg.py"
        for (drawable, png, side) in [
            ("ic_launcher_foreground", "mipmap-xxxhdpi/ic_launcher_foreground.png", 432),
            ("ic_launcher_monochrome", "mipmap-xxxhdpi/ic_launcher_monochrome.png", 432),
            ("ic_stat_heart", "drawable-xxxhdpi/ic_stat_heart.png", 96)
        ] {
            let svg = try AAPT2.run("/usr/bin/python3", [reader, folder.file("android/res/drawable/\(drawable).xml")])
            #expect(svg.status == 0, "\(svg.output)")
            let drawn = try VectorTreeRenders.render(Array(svg.output.utf8), side: side)
            let file = try #require(pixels.files.first { $0.path.hasSuffix(png) })
            let image = try ImageDecoder.decode(file.bytes, file: png).image
            let difference = VectorBatchRuns.alphaDifference(drawn, image)
            #expect(difference <= 1, "\(drawable): \(difference)/255")
        }
        // Android's own tools link the resources.
        let android = folder.file("android")
        let (compile, link) = try AAPT2.compileAndLink(android, minSdk: 26, targetSdk: 33)
        #expect(compile.status == 0, "\(compile.output)")
        #expect(link.status == 0, "\(link.output)")
    }

    @Test("check finds a drawable past the safe circle, and a coloured notification drawable")
    func checkMeasuresDrawables() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.set("svg/heart.svg", design: Self.design, vectors: true).write(to: folder.path)
        let foreground = folder.file("android/res/drawable/ic_launcher_foreground.xml")
        var text = try String(contentsOfFile: foreground, encoding: .utf8)
        text = text.replacingOccurrences(of: "android:pathData=\"M", with: "android:pathData=\"M2 2L106 2L106 106Z M")
        try FileBytes.writeAtomically(Array(text.utf8), to: foreground)
        let notification = folder.file("android/res/drawable/ic_stat_heart.xml")
        let coloured = try String(contentsOfFile: notification, encoding: .utf8).replacingOccurrences(of: "#FFFFFF", with: "#E8413C")
        try FileBytes.writeAtomically(Array(coloured.utf8), to: notification)
        let breaches = AppIconCheck.check(folder.path, rendering: .inProcess).breaches
        #expect(
            breaches.contains { $0.rule == .outsideSafeZone && $0.file.hasSuffix("drawable/ic_launcher_foreground.xml") }, "\(breaches)")
        #expect(breaches.contains { $0.rule == .notificationColor && $0.file.hasSuffix("drawable/ic_stat_heart.xml") }, "\(breaches)")
    }

    @Test("check moves each path by the groups around it: a glyph translated past the safe circle is found, one scaled into it passes")
    func checkAppliesGroupTransforms() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.set("svg/heart.svg", design: Self.design, vectors: true).write(to: folder.path)
        let foreground = folder.file("android/res/drawable/ic_launcher_foreground.xml")
        let original = try String(contentsOfFile: foreground, encoding: .utf8)
        func breaches(wrapping attributes: String) throws -> [AppIconCheck.Breach] {
            var lines = original.components(separatedBy: "\n")
            let open = try #require(lines.firstIndex { $0.contains("<path") || $0.contains("<group") })
            let close = try #require(lines.lastIndex { $0.contains("</vector>") })
            lines.insert("    <group \(attributes)>", at: open)
            lines.insert("    </group>", at: close + 1)
            try FileBytes.writeAtomically(Array(lines.joined(separator: "\n").utf8), to: foreground)
            return AppIconCheck.check(folder.path, rendering: .inProcess).breaches.filter { $0.rule == .outsideSafeZone }
        }
        #expect(try breaches(wrapping: "android:translateX=\"40\"").count == 1)
        #expect(try breaches(wrapping: "android:scaleX=\"3\" android:scaleY=\"3\" android:pivotX=\"54\" android:pivotY=\"54\"").count == 1)
        #expect(try breaches(wrapping: "android:scaleX=\".5\" android:scaleY=\".5\" android:pivotX=\"54\" android:pivotY=\"54\"").isEmpty)
        #expect(try breaches(wrapping: "android:rotation=\"90\" android:pivotX=\"54\" android:pivotY=\"54\"").isEmpty)
    }

    @Test("a gradient glyph keeps its foreground in PNGs, named in a warning; raster art and refused SVGs are named by the command")
    func refusals() async throws {
        let gradient = AppIconDesign(
            background: .solid(.white),
            glyph: .vertical(StraightColor(red: 255, green: 0, blue: 0), StraightColor(red: 0, green: 0, blue: 255)))
        let set = try Self.set("svg/heart.svg", design: gradient, vectors: true)
        #expect(set.warnings.contains { $0.code == .notVector && $0.file == "android/res/drawable/ic_launcher_foreground.xml" })
        // The warning names the layer and where its PNGs are, never a drawable that was not written.
        let foreground = try #require(set.warnings.first { $0.code == .notVector })
        #expect(foreground.message.hasPrefix("ic_launcher_foreground is PNGs at each density in android/res, not VectorDrawables: "))
        // Colour art's layers share one reason (its colour mask): one warning names all three.
        let colour = try Self.set("color/camera.svg", design: Self.design, vectors: true)
        let mask = colour.warnings.filter { $0.code == .notVector }
        #expect(
            mask.count == 1
                && mask.first?.message.hasPrefix("ic_launcher_foreground, ic_launcher_monochrome and ic_stat_heart are PNGs") == true,
            "\(mask)")
        #expect(set.files.contains { $0.path.hasSuffix("mipmap-xxxhdpi/ic_launcher_foreground.png") })
        #expect(set.files.contains { $0.path == "android/res/drawable/ic_launcher_monochrome.xml" })
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let raster = await CLI.run([
            "appicon", Fixtures.path("masters/heart.png"), "-o", folder.path, "--platform", "android", "--vector", "-q"
        ])
        #expect(raster.status == 0)
        #expect(raster.error.contains("its Android layers are PNGs, not vectors: raster art"), "\(raster.error)")
        let text = await CLI.run([
            "appicon", Fixtures.path("vector/refused-text.svg"), "-o", folder.file("t"), "--platform", "android", "--vector", "-q"
        ])
        #expect(text.error.contains("its Android layers are PNGs, not vectors: <text>"), "\(text.error)")
    }
}
