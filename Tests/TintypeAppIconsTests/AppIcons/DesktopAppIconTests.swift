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

/// Windows and Linux app icons (SPEC §11.13, §11.14), checked by the tools that read them.
@Suite("Desktop app icons")
struct DesktopAppIconTests {
    @Test("windows/app.ico holds 16, 24, 32, 48, 64 and 256 px, as icotool lists and extracts them")
    func windowsIcon() throws {
        for master in [Fixtures.path("svg/heart.svg"), Fixtures.path("masters/bolt.png")] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            var run = AppIconRun(source: master, output: folder.file("out"))
            run.platforms = [.windows]
            run.proofSheet = false
            #expect(try run.run { _ in })
            let list = try AAPT2.run("/usr/bin/icotool", ["-l", folder.file("out/windows/app.ico")])
            #expect(list.status == 0, "\(list.output)")
            for side in WindowsAppIcon.sides {
                #expect(list.output.contains("--width=\(side) --height=\(side)"), "\(side) in \(list.output)")
            }
            let extracted = try AAPT2.run("/usr/bin/icotool", ["-x", "-o", folder.path, folder.file("out/windows/app.ico")])
            #expect(extracted.status == 0, "\(extracted.output)")
            let pngs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
            #expect(pngs.count == WindowsAppIcon.sides.count, "\(pngs)")
            for png in pngs {
                let image = try ImageDecoder.read(folder.file(png)).image
                #expect(WindowsAppIcon.sides.contains(image.width) && image.width == image.height)
                #expect(image[image.width / 2, image.height / 2].alpha == 255, "\(png): the design reaches the centre")
            }
        }
    }

    @Test("linux/hicolor holds 16 to 512 px named by the app ID, and the SVG master's scalable icon; gtk-update-icon-cache indexes it")
    func linuxTree() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var run = AppIconRun(source: Fixtures.path("svg/heart.svg"), output: folder.file("out"))
        run.platforms = [.linux]
        run.proofSheet = false
        run.name = "org.example.Heart"
        run.design.background = .solid(StraightColor(red: 0x1E, green: 0x88, blue: 0xE5))
        let (succeeded, warnings) = try run.runCollectingWarnings()
        #expect(succeeded)
        #expect(warnings.isEmpty, "\(warnings)")
        let tree = folder.file("out/linux/hicolor")
        for side in LinuxAppIcon.sides {
            let image = try ImageDecoder.read("\(tree)/\(side)x\(side)/apps/org.example.Heart.png").image
            #expect(image.width == side && image.height == side)
        }
        // The scalable icon draws what the 512 px icon holds: librsvg's pixels of it against the PNG's.
        let svg = try SVGDocument.read("\(tree)/scalable/apps/org.example.Heart.svg", rendering: .inProcess).renderAsDrawn(scale: 1)
        let png = try ImageDecoder.read("\(tree)/512x512/apps/org.example.Heart.png").image
        #expect(svg.width == 512 && svg.height == 512)
        var differing = 0
        for y in 0..<512 {
            for x in 0..<512
            where abs(Int(svg[x, y].alpha) - Int(png[x, y].alpha)) > 64 || abs(Int(svg[x, y].red) - Int(png[x, y].red)) > 64 {
                differing += 1
            }
        }
        #expect(differing < 512 * 4, "\(differing) pixels differ: only edges may")
        let cache = try AAPT2.run("/usr/bin/gtk-update-icon-cache", ["--ignore-theme-index", "--force", tree])
        #expect(cache.status == 0, "\(cache.output)")
        #expect(FileManager.default.fileExists(atPath: tree + "/icon-theme.cache"))
    }

    @Test("a raster master's Linux tree has no scalable icon, and no warning about what raster art never has")
    func linuxRasterMaster() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var run = AppIconRun(source: Fixtures.path("masters/bolt.png"), output: folder.file("out"))
        run.platforms = [.linux]
        run.proofSheet = false
        let (succeeded, warnings) = try run.runCollectingWarnings()
        #expect(succeeded)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/linux/hicolor/scalable")))
        #expect(FileManager.default.fileExists(atPath: folder.file("out/linux/hicolor/512x512/apps/bolt.png")))
    }

    @Test("an app name that is not a file name is made one: no folder, no hidden file")
    func linuxNames() {
        #expect(AppIconName("org.example.Heart").file == "org.example.Heart")
        #expect(AppIconName("../up").file == "_._up")
        #expect(AppIconName(".hidden").file == "_hidden")
        #expect(AppIconName("a/b\u{7}c").file == "a_b_c")
        #expect(AppIconName("").file == "app")
        #expect(AppIconName("org.example.Heart").resource == "org_example_heart")
    }

    /// Every MSIX asset's pixel size, as Microsoft's tables give them (scales 100, 125, 150, 200, 400).
    static let msixSizes: [String: [(Int, Int)]] = [
        "Square44x44Logo": [(44, 44), (55, 55), (66, 66), (88, 88), (176, 176)],
        "Square150x150Logo": [(150, 150), (188, 188), (225, 225), (300, 300), (600, 600)],
        "Wide310x150Logo": [(310, 150), (388, 188), (465, 225), (620, 300), (1240, 600)],
        "SmallTile": [(71, 71), (89, 89), (107, 107), (142, 142), (284, 284)],
        "LargeTile": [(310, 310), (388, 388), (465, 465), (620, 620), (1240, 1240)],
        "StoreLogo": [(50, 50), (63, 63), (75, 75), (100, 100), (200, 200)]
    ]

    @Test("windows/Assets holds the MSIX set, every file at the size its name gives, and the manifest lines name them")
    func msixAssets() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var run = AppIconRun(source: Fixtures.path("svg/heart.svg"), output: folder.file("out"))
        run.platforms = [.windows]
        run.proofSheet = false
        run.design.background = .solid(StraightColor(red: 0x1E, green: 0x88, blue: 0xE5))
        #expect(try run.run { _ in })
        let assets = folder.file("out/windows/Assets")
        var expected: [String: (Int, Int)] = [:]
        for (name, sizes) in Self.msixSizes {
            for (scale, size) in zip([100, 125, 150, 200, 400], sizes) { expected["\(name).scale-\(scale).png"] = size }
        }
        for side in [16, 20, 24, 30, 32, 36, 40, 48, 60, 64, 72, 80, 96, 256] {
            for form in ["", "_altform-unplated", "_altform-lightunplated"] {
                expected["Square44x44Logo.targetsize-\(side)\(form).png"] = (side, side)
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: assets)
        #expect(Set(files) == Set(expected.keys), "\(Set(files).symmetricDifference(expected.keys))")
        for (file, size) in expected {
            let image = try ImageDecoder.read("\(assets)/\(file)").image
            #expect(image.width == size.0 && image.height == size.1, "\(file): \(image.width)×\(image.height)")
            // Plated images and tiles are the ground to the edges; unplated ones are clear at the corners.
            let corner = image[0, 0].alpha
            #expect(file.contains("unplated") ? corner < 32 : corner == 255, "\(file): corner alpha \(corner)")
            // The glyph (black on blue) sits at the centre of every one, a wide tile's too.
            #expect(image[image.width / 2, image.height / 2].blue < 64, "\(file): the glyph is centred")
        }
        let manifest = try String(contentsOfFile: folder.file("out/windows/VisualElements.xml"), encoding: .utf8)
        for name in ["StoreLogo", "Square150x150Logo", "Square44x44Logo", "Wide310x150Logo", "SmallTile", "LargeTile"] {
            #expect(manifest.contains("Assets\\\(name).png"), "\(name)")
        }
    }

    @Test(
        "tintype check names each broken desktop file: a cut .icns, a missing iconset PNG, an .ico without Windows' sizes, an MSIX asset or hicolor icon of the wrong size, no 48 px icon"
    )
    func brokenDesktopFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var run = AppIconRun(source: Fixtures.path("masters/bolt.png"), output: folder.path)
        run.platforms = [.macos, .windows, .linux]
        run.proofSheet = false
        #expect(try run.run { _ in })
        #expect(AppIconCheck.check(folder.path, rendering: .inProcess).breaches.isEmpty)
        let icns = try FileBytes.read(folder.file("macos/AppIcon.icns"))
        try Data(icns.prefix(icns.count / 2)).write(to: URL(fileURLWithPath: folder.file("macos/AppIcon.icns")))
        try FileManager.default.removeItem(atPath: folder.file("macos/AppIcon.iconset/icon_16x16.png"))
        let small = try Data(contentsOf: URL(fileURLWithPath: folder.file("windows/Assets/StoreLogo.scale-100.png")))
        try small.write(to: URL(fileURLWithPath: folder.file("windows/Assets/StoreLogo.scale-125.png")))
        try FileManager.default.removeItem(atPath: folder.file("linux/hicolor/24x24/apps/bolt.png"))
        try FileManager.default.copyItem(
            atPath: folder.file("linux/hicolor/16x16/apps/bolt.png"), toPath: folder.file("linux/hicolor/24x24/apps/bolt.png"))
        try FileManager.default.removeItem(atPath: folder.file("linux/hicolor/48x48/apps/bolt.png"))
        try Data(ICOFile(pngsOf: [RGBAImage(width: 16, height: 16), RGBAImage(width: 32, height: 32)]).bytes).write(
            to: URL(fileURLWithPath: folder.file("windows/app.ico")))
        let found = AppIconCheck.check(folder.path, rendering: .inProcess).breaches.map { "\($0.file) \($0.rule.rawValue)" }
        #expect(
            found.sorted() == [
                "linux/hicolor/24x24/apps/bolt.png wrong-size", "linux/hicolor/48x48/apps/bolt.png missing-file",
                "macos/AppIcon.icns unreadable", "macos/AppIcon.iconset/icon_16x16.png missing-file",
                "windows/Assets/StoreLogo.scale-125.png wrong-size", "windows/app.ico missing-file"
            ], "\(found)")
    }

    @Test("the icon file models read back what they write, and refuse what does not hold: a wrong length, an entry past the end, no images")
    func hostileDirectories() throws {
        let written = try ICOFile(pngsOf: [RGBAImage(width: 16, height: 16), RGBAImage(width: 256, height: 256)])
        #expect(ICOFile(reading: written.bytes) == written && written.entries.map(\.width) == [16, 256])
        let classic = ICNSFile(entries: try ICNSFile.entries(type: "it32", image: RGBAImage(width: 128, height: 128)))
        #expect(ICNSFile(reading: classic.bytes) == classic && classic.entries.map(\.type) == ["it32", "t8mk"])
        #expect(ICNSFile.type(points: 512, scale: 2) == "ic10" && ICNSFile.type(points: 64, scale: 1) == nil)
        #expect(ICNSFile.writtenSides == [16, 32, 64, 128, 256, 512, 1024])
        let icns = ICNSFile(entries: [ICNSFile.Entry(type: "ic08", data: [1, 2, 3])]).bytes
        #expect(ICNSFile(reading: icns)?.entries.map(\.type) == ["ic08"])
        #expect(ICNSFile(reading: Array(icns.dropLast())) == nil)
        var long = icns
        long[15] = 200
        #expect(ICNSFile(reading: long) == nil)
        #expect(ICOFile(reading: [0, 0, 1, 0, 0, 0]) == nil)
        var ico: [UInt8] = [0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]
        ico += [10, 0, 0, 0, 22, 0, 0, 0] + [UInt8](repeating: 0, count: 9)
        #expect(ICOFile(reading: ico) == nil)
        #expect(ICOFile(reading: ico + [0])?.entries.first.map { [$0.width, $0.height] } == [16, 16])
        #expect(ICNSFile.unpackedLength([2, 1, 2, 3, 130, 9]) == 8)
        #expect(ICNSFile.unpackedLength([5, 1]) == nil)
    }

    @Test("the desktop row: the proof sheet draws it for a desktop set, and the preview page, screenshot in Chromium, draws it alike")
    func desktopRow() throws {
        let (painter, _) = try AppIconPainter.make(
            art: try SourceArt.decode(try Fixtures.bytes("masters/bolt.png"), file: "bolt.png", rendering: .inProcess), file: "bolt.png",
            design: AppIconDesign(background: .solid(StraightColor(red: 0x1E, green: 0x88, blue: 0xE5))))
        let set = try AppIconSet.make(painter, platforms: [.macos, .windows, .linux], name: "bolt", compression: .fast, proofSheet: true)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try set.write(to: folder.path)
        let phone = try AppIconProofSheet.render(painter, scale: 1)
        let sheet = try AppIconProofSheet.render(painter, scale: 1, desktop: [.macos, .windows, .linux])
        let row = AppIconProofSheet.labelHeight + AppIconProofSheet.cell + AppIconProofSheet.margin
        #expect(sheet.height == phone.height + row)
        // No notification icon made, no status bar drawn: the desktop set's sheet has no such row.
        let bar = AppIconProofSheet.labelHeight + 48 + AppIconProofSheet.margin
        #expect(try AppIconProofSheet.render(painter, scale: 1, notification: false).height == phone.height - bar)
        let written = try ImageDecoder.decode(try FileBytes.read(folder.file(AppIconSet.proofSheetName)), file: "proof").image
        #expect(written.height == 2 * (sheet.height - bar), "\(written.height)")
        // The page holds the desktop section alone (the set has no phone files): its row is the first.
        let shot = try Chromium.screenshot("file://" + folder.file("preview.html"), width: sheet.width, height: row * 2)
        let sheetTop = phone.height + AppIconProofSheet.labelHeight
        let pageTop = AppIconProofSheet.margin + AppIconProofSheet.labelHeight
        var differing = 0
        for y in 0..<AppIconProofSheet.cell {
            for x in 0..<sheet.width {
                let a = shot[x, pageTop + y].straight
                let b = sheet[x, sheetTop + y].straight
                if max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue))) > 48 {
                    differing += 1
                }
            }
        }
        // Resampled edges only (the browser shrinks the larger files): under 5 %; a missing icon is a quarter of the row.
        #expect(differing < sheet.width * AppIconProofSheet.cell / 20, "\(differing) pixels differ")
    }
}
