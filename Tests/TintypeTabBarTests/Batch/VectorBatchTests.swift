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

/// `batch --vector` (SPEC §13.5): each SVG icon written once as a vector the platform tints,
/// placed where the PNGs put the art; states the platform cannot tint, and icons the tree
/// cannot draw, stay PNGs with a warning. Checked by rendering, by aapt2 and by Chromium.
@Suite("Vector batch")
struct VectorBatchTests {
    /// The SVG icons of the fixtures the tree converts. (`gradient-logo`, a picture of several
    /// colours, gets the tones mask, which a vector tinted through its alpha cannot carry.)
    static let converted = ["badge", "bolt", "dashed", "evenodd-solid", "heart", "ring", "stroke-library", "styled-theme", "wide"]

    /// A folder of every SVG fixture and one PNG icon, in `folder/in`.
    static func input(_ folder: TemporaryFolder) throws -> String {
        let input = folder.file("in")
        try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
        for source in ["svg", "vector"] {
            for file in try FileManager.default.contentsOfDirectory(atPath: Fixtures.path(source)) where file.hasSuffix(".svg") {
                try FileManager.default.copyItem(atPath: Fixtures.path(source + "/" + file), toPath: input + "/" + file)
            }
        }
        try FileManager.default.copyItem(atPath: Fixtures.path("icons/bell@2x.png"), toPath: input + "/bell@2x.png")
        return input
    }

    /// The JSON object in the file at `path`.
    static func json(_ path: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    @Test("xcassets: a template image set that keeps its vector, drawn where the PNG template is, and a colour set per state")
    func assetCatalog() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = try Self.input(folder)
        let summary = try VectorBatchRuns.run(input, folder.file("vector"), layout: .xcassets, preview: true)
        _ = try VectorBatchRuns.run(input, folder.file("png"), layout: .xcassets, vector: false, template: true)
        let catalog = folder.file("vector/Icons.xcassets")
        for name in Self.converted {
            let set = catalog + "/\(name).imageset"
            #expect(try FileManager.default.contentsOfDirectory(atPath: set).sorted() == ["Contents.json", "\(name).svg"])
            let contents = try Self.json(set + "/Contents.json")
            let properties = contents["properties"] as? [String: Any]
            #expect(properties?["preserves-vector-representation"] as? Bool == true)
            #expect(properties?["template-rendering-intent"] as? String == "template")
            // The vector at 3×, against the PNG template the same options draw at 3× (alpha: it is what the tint shows).
            let svg = try SVGDocument(FileBytes.read(set + "/\(name).svg"), file: name, rendering: .inProcess)
            #expect(svg.canvasSize == PointSize(width: 64, height: 44))
            let rendered = try svg.render(width: 192, height: 132, canvasIn: (0, 0, 192, 132))
            let template = try ImageDecoder.read(folder.file("png/Icons.xcassets/\(name)-template.imageset/\(name)-template@3x.png")).image
            let difference = VectorBatchRuns.alphaDifference(rendered, template)
            #expect(difference <= 1, "\(name): \(difference)/255")
        }
        // What the tree refuses, and raster art, are PNG image sets, each with its reason.
        for name in ["bell", "refused-filter", "refused-text", "gradient-logo"] {
            #expect(FileManager.default.fileExists(atPath: catalog + "/\(name).imageset/\(name)@2x.png"), "\(name)")
            // A picture of several colours is told once, in its colour-art warning; the others in a not-vector one.
            let code: Warning.Code = name == "gradient-logo" ? .colorArt : .notVector
            let said = summary.warningDetails.filter { $0.icon == name && [.colorArt, .notVector].contains($0.code) }
            #expect(said.map(\.code) == [code], "\(name): \(summary.warningDetails)")
        }
        #expect(summary.warningDetails.first { $0.icon == "refused-text" && $0.code == .notVector }?.message.contains("<text>") == true)
        let tones = summary.warningDetails.first { $0.icon == "gradient-logo" }?.message ?? ""
        #expect(
            tones.contains("tones") && tones.hasSuffix("written as PNGs, since a vector tinted through its alpha cannot carry them"),
            "\(tones)")
        // The colours the app tints with, light and dark.
        for (state, colors) in StyleDefinition.flat.runTimeTints {
            let set = try Self.json(catalog + "/tint-\(state.name).colorset/Contents.json")
            let entries = try #require(set["colors"] as? [[String: Any]])
            let red = entries.map { (($0["color"] as? [String: Any])?["components"] as? [String: Any])?["red"] as? String }
            #expect(red == [String(format: "0x%02X", colors[.light]!.red), String(format: "0x%02X", colors[.dark]!.red)])
        }
        #expect(try VectorBatchRuns.run(input, folder.file("vector"), layout: .xcassets, preview: true).filesWritten == 0)
        // The preview page tints the vectors as the platform would: the normal colour shows, with no script error.
        let page = "file://" + folder.file("vector/preview.html")
        #expect(try Chromium.consoleMessages(page) == [])
        // Opened from the file system as a user opens it: the vectors are inline, no file access is needed.
        let shot = try Chromium.screenshot(page + "?scale=1", width: 700, height: 900)
        let normal = StyleDefinition.flat.runTimeTints.first { $0.state == .normal }!.colors[.light]!
        #expect(shot.count(normal, in: PixelRect(x: 0, y: 0, width: 700, height: 900), tolerance: 2) > 1000)
    }

    @Test("one warning per icon and cause: colour art kept in PNGs is said once; a dashed stroke is not told to be given as a PNG")
    func oneWarningPerCause() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = folder.file("in")
        try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
        // A red tile with a green disc: colour art on a filled silhouette, given the knockout mask.
        let tile =
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="3" y="3" width="18" height="18" rx="3" fill="#E33"/>"##
            + ##"<circle cx="12" cy="12" r="5" fill="#3A3"/></svg>"##
        try FileBytes.writeAtomically(Array(tile.utf8), to: input + "/tile.svg")
        try FileManager.default.copyItem(atPath: Fixtures.path("vector/dashed.svg"), toPath: input + "/dashed.svg")
        for layout in [OutputLayout.android, .xcassets] {
            let summary = try VectorBatchRuns.run(input, folder.file(layout.rawValue), layout: layout)
            let tileWarnings = summary.warningDetails.filter { $0.icon == "tile" }
            #expect(tileWarnings.map(\.code) == [.colorArt], "\(layout): \(tileWarnings)")
            #expect(
                tileWarnings.first?.message.hasSuffix("; written as PNGs, since a vector tinted through its alpha cannot carry them")
                    == true)
            let dashed = summary.warningDetails.filter { $0.icon == "dashed" }
            #expect(dashed.map(\.code) == (layout == .android ? [.notVector] : []), "\(layout): \(dashed)")
            #expect(!dashed.contains { $0.message.contains("instead") }, "\(dashed)")
            // A second run, with every file current, says the same.
            let again = try VectorBatchRuns.run(input, folder.file(layout.rawValue), layout: layout)
            #expect(again.filesWritten == 0 && again.warningDetails.filter { $0.icon == "tile" } == tileWarnings, "\(again.warningDetails)")
        }
    }

    @Test("android: drawables tinted by a colour state list, the glossy state in PNGs beside them, linked by aapt2")
    func android() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = try Self.input(folder)
        let summary = try VectorBatchRuns.run(input, folder.file("res"), layout: .android, style: .classic, preview: true)
        #expect(summary.warningDetails.contains { $0.code == .pngStates && $0.message.hasPrefix("selected (gloss)") })
        let heart = try String(contentsOfFile: folder.file("res/drawable/ic_heart.xml"), encoding: .utf8)
        #expect(heart.contains("android:tint=\"@color/tintype_icon_tint\""))
        #expect(heart.contains("android:width=\"24dp\""))
        let selector = try String(contentsOfFile: folder.file("res/drawable/ic_heart_state.xml"), encoding: .utf8)
        #expect(selector.contains("android:state_selected=\"true\" android:drawable=\"@drawable/ic_heart_selected\""))
        #expect(selector.contains("<item android:drawable=\"@drawable/ic_heart\" />"))
        #expect(FileManager.default.fileExists(atPath: folder.file("res/drawable-xxhdpi/ic_heart_selected.png")))
        #expect(!FileManager.default.fileExists(atPath: folder.file("res/drawable-xxhdpi/ic_heart.png")))
        let light = try String(contentsOfFile: folder.file("res/color/tintype_icon_tint.xml"), encoding: .utf8)
        let dark = try String(contentsOfFile: folder.file("res/color-night/tintype_icon_tint.xml"), encoding: .utf8)
        #expect(
            light.contains("<item android:color=\"#AAAAAA\" />") && dark.contains("<item android:color=\"#808080\" />"), "\(light)\(dark)")
        // Android's own tools accept every drawable, selector and colour list.
        let project = folder.file("project")
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: project + "/res", withIntermediateDirectories: true)
        for entry in try FileManager.default.contentsOfDirectory(atPath: folder.file("res"))
        where entry.hasPrefix("drawable") || entry.hasPrefix("color") {
            try FileManager.default.copyItem(atPath: folder.file("res/" + entry), toPath: project + "/res/" + entry)
        }
        let (compile, link) = try AAPT2.compileAndLink(project, minSdk: 24, targetSdk: 29)
        #expect(compile.status == 0, "\(compile.output)")
        #expect(link.status == 0, "\(link.output)")
        let dump = try AAPT2.run("/usr/bin/aapt2", ["dump", "resources", "icons.apk"], in: project)
        #expect(dump.output.contains("color/tintype_icon_tint") && dump.output.contains("drawable/ic_stroke_library"), "\(dump.output)")
        // The preview page cannot draw a VectorDrawable: it shows where the platform draws it, without a script error.
        #expect(try Chromium.consoleMessages("file://" + folder.file("res/preview.html")) == [])
    }

    @Test("android: the preview page shows each VectorDrawable through its coverage in the state's tint, not a placeholder")
    func androidPreview() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = folder.file("in")
        try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
        for name in ["heart", "bolt", "ring"] {
            try FileManager.default.copyItem(atPath: Fixtures.path("svg/\(name).svg"), toPath: input + "/\(name).svg")
        }
        _ = try VectorBatchRuns.run(input, folder.file("out"), layout: .android, preview: true)
        let page = try String(contentsOfFile: folder.file("out/preview.html"), encoding: .utf8)
        #expect(page.contains("data:image/svg+xml;base64,"), "the drawables carried inline as SVG")
        let shot = try Chromium.screenshot("file://" + folder.file("out/preview.html"), width: 800, height: 400, fileAccess: true)
        let tints = Dictionary(uniqueKeysWithValues: StyleDefinition.flat.runTimeTints.map { ($0.state, $0.colors[.light]!) })
        let whole = PixelRect(x: 0, y: 0, width: 800, height: 400)
        let normal = shot.count(tints[.normal]!, in: whole, tolerance: 2)
        let selected = shot.count(tints[.selected]!, in: whole, tolerance: 2)
        // A missing picture is a dashed #B00 box: there are none.
        let placeholders = shot.count(StraightColor(red: 0xBB, green: 0, blue: 0), in: whole, tolerance: 10)
        #expect(normal > 300 && selected > 100 && placeholders == 0, "normal \(normal), selected \(selected), placeholders \(placeholders)")
    }

    @Test("web: Chromium shows each state's colour through the SVG mask, from disk, and the PNGs of raster art")
    func web() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = try Self.input(folder)
        _ = try VectorBatchRuns.run(input, folder.file("web"), layout: .web)
        let css = try String(contentsOfFile: folder.file("web/icons.css"), encoding: .utf8)
        // The mask is inline, the heart's SVG as written: the page works from disk, without file access.
        #expect(css.contains("mask: var(--ti-mask) center / 64px 44px no-repeat;"))
        let svg = try Data(contentsOf: URL(fileURLWithPath: folder.file("web/heart.svg"))).base64EncodedString()
        #expect(css.contains(".ti-heart { --ti-mask: url(\"data:image/svg+xml;base64,\(svg)\"); }"))
        try Data(
            """
            <!doctype html><html><head><link rel="stylesheet" href="icons.css">
            <style>body { margin: 0; background: #FFFFFF; } button { position: absolute; top: 0; }</style></head><body>
            <button class="ti-heart" style="left: 0"></button>
            <button class="ti-heart" aria-selected="true" style="left: 64px"></button>
            <button class="ti-bell" style="left: 128px"></button>
            </body></html>
            """.utf8
        ).write(to: URL(fileURLWithPath: folder.file("web/page.html")))
        let shot = try Chromium.screenshot("file://" + folder.file("web/page.html"), width: 192, height: 44)
        let tints = Dictionary(uniqueKeysWithValues: StyleDefinition.flat.runTimeTints.map { ($0.state, $0.colors[.light]!) })
        let normal = shot.count(tints[.normal]!, in: PixelRect(x: 0, y: 0, width: 64, height: 44), tolerance: 2)
        let selected = shot.count(tints[.selected]!, in: PixelRect(x: 64, y: 0, width: 64, height: 44), tolerance: 2)
        let wrong = shot.count(tints[.selected]!, in: PixelRect(x: 0, y: 0, width: 64, height: 44), tolerance: 2)
        // The heart covers about 200 of the 64 × 44 points.
        #expect(normal > 150 && selected > 150 && wrong == 0, "normal \(normal), selected \(selected), wrong \(wrong)")
        let refused = shot.count(tints[.normal]!, in: PixelRect(x: 128, y: 0, width: 64, height: 44), tolerance: 2)
        #expect(refused > 20, "the raster icon's PNG shows: \(refused)")
    }
}
