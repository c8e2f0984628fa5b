import Foundation
import Synchronization
import Testing
import Tintype
import TintypeCLI
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

@Suite("Batch driver", .serialized)
struct BatchTests {

    @Test("every icon, state and scale is written in the iOS layout, with the shared pieces, manifest and sheet")
    func fullRun() throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        let summary = try BatchRuns.run(Fixtures.path("icons"), out.path)
        #expect(summary.icons == 14 && summary.failed == 0 && summary.warnings == 0)
        let files = BatchRuns.allFiles(out.path)
        for icon in ["star", "home", "chat", "bookmark", "message", "settings"] {
            for suffix in ["", "@2x", "@3x"] {
                #expect(files["\(icon)\(suffix).png"] != nil && files["\(icon)-selected\(suffix).png"] != nil, "\(icon)\(suffix)")
            }
        }
        for piece in ["tabbar-background", "tabbar-selection", "tabbar-glow", "tabbar-arrow"] {
            #expect(files["\(piece)@2x.png"] != nil)
        }
        // The README shows this run's contact sheet: keep the picture current
        // (TINTYPE_UPDATE_GOLDEN=1 rewrites it; then look at it).
        let sheetPath = Fixtures.root + "/../docs/contact-sheet.png"
        if ProcessInfo.processInfo.environment["TINTYPE_UPDATE_GOLDEN"] == "1" {
            try FileBytes.writeAtomically(files["contact-sheet.png"]!, to: sheetPath)
        }
        #expect(
            try ImageDecoder.decode(files["contact-sheet.png"]!, file: "sheet").image.maximumDifference(
                from: ImageDecoder.read(sheetPath).image) <= 1)
        // The manifest describes every file truthfully.
        let manifest = try #require(BatchManifest.decode(files["manifest.json"]!))
        #expect(manifest.icons.count == 14)
        #expect(manifest.style.name == "classic" && manifest.style.sha256 == StyleDefinition.classic.sha256)
        let recorded = manifest.icons.flatMap(\.files) + manifest.shared + manifest.contactSheets
        #expect(recorded.count == files.count - 1)
        for file in recorded {
            #expect(SHA256.hex(files[file.path]!) == file.sha256, "\(file.path)")
            if let width = file.width { #expect(try ImageDecoder.decode(files[file.path]!, file: file.path).image.width == width) }
        }
        let star = try #require(manifest.icons.first { $0.name == "star" })
        #expect(star.sources.map(\.path) == ["star.png", "star@2x.png", "star@3x.png"])
        #expect(try ImageDecoder.decode(files["star@2x.png"]!, file: "").image.width == 128)
    }

    @Test("variants are the tint recipe of the right art: native where there is some, shrunk from the largest otherwise")
    func pixels() throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        _ = try BatchRuns.run(Fixtures.path("icons"), out.path) { $0.contactSheet = false }
        let star2x = try ImageDecoder.read(Fixtures.path("icons/star@2x.png")).image
        let normal = try ImageDecoder.read(out.file("star@2x.png")).image
        #expect(
            normal
                == Reference.tint(
                    star2x, paint: .solid(TabBarStyle.ClassicPalette.normalIcon), source: .alpha, canvasWidth: 128, canvasHeight: 88))
        // home has only @3x art: 1× is the area-averaged 90 → 30 px art.
        let home3x = try ImageDecoder.read(Fixtures.path("icons/home@3x.png")).image
        let home1x = home3x.downscaled(width: 30, height: 30)
        let selected = try ImageDecoder.read(out.file("home-selected.png")).image
        #expect(
            selected.maximumDifference(
                from: Reference.tint(home1x, paint: .gloss(.classic), source: .alpha, canvasWidth: 64, canvasHeight: 44)) <= 1)
        // The JPEG glyph is masked by luminance; the CgBI bookmark reads like any PNG.
        let message = try ImageDecoder.read(out.file("message@3x.png")).image
        #expect(message[0, 0].alpha == 0 && message[96, 66].alpha > 200)
        #expect(try ImageDecoder.read(out.file("bookmark@3x.png")).image[96, 66].straight == TabBarStyle.ClassicPalette.normalIcon)
    }

    @Test("a blank icon (a transparent PNG, an SVG that draws nothing) is written empty with one warning, and fails nothing")
    func blankIcons() throws {
        let icons = try BatchRuns.iconFolder()
        let out = try TemporaryFolder()
        defer {
            icons.remove()
            out.remove()
        }
        try PNGEncoder().write(RGBAImage(width: 96, height: 96), to: icons.file("spacer@2x.png"))
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g/></svg>"#.utf8).write(
            to: URL(fileURLWithPath: icons.file("empty.svg")))
        let first = try BatchRuns.run(icons.path, out.path)
        let blank = first.warningDetails.filter { $0.code == .blank }
        #expect(first.failed == 0 && first.failedIcons == 0)
        #expect(blank.map(\.icon) == ["empty", "spacer"] && blank.allSatisfy { $0.scale == nil }, "\(blank)")
        #expect(blank.allSatisfy { $0.message.contains("no art to fit") && $0.message.contains("written without art") })
        let files = BatchRuns.allFiles(out.path)
        for name in ["empty", "spacer"] {
            for file in ["", "-selected"].flatMap({ state in ["", "@2x", "@3x"].map { "\(name)\(state)\($0).png" } }) {
                // The classic style paints within the mask only: every pixel is transparent.
                let image = try ImageDecoder.decode(try #require(files[file]), file: file).image
                #expect(image.width > 0 && image.bytes.allSatisfy { $0 == 0 }, "\(file)")
            }
        }
        // Up to date, the warning is given again, and the manifest stays as it was.
        let second = try BatchRuns.run(icons.path, out.path)
        #expect(second.filesWritten == 0 && second.warningDetails.filter { $0.code == .blank } == blank)
    }

    @Test("a second run writes nothing; a changed icon or style rewrites only what it affects")
    func incremental() throws {
        let icons = try BatchRuns.iconFolder()
        let out = try TemporaryFolder()
        defer {
            icons.remove()
            out.remove()
        }
        let first = try BatchRuns.run(icons.path, out.path)
        let before = BatchRuns.allFiles(out.path)
        let second = try BatchRuns.run(icons.path, out.path)
        #expect(second.nothingToDo && second.filesWritten == 0 && second.upToDate == first.filesWritten)
        #expect(BatchRuns.allFiles(out.path) == before)

        // Change one icon's 3× art: its files (both states, both appearances), the sheet and the manifest change, nothing else.
        try PNGEncoder().write(FixtureIcons.render(FixtureIcons.bookmark, scale: 3), to: icons.file("heart@3x.png"))
        let third = try BatchRuns.run(icons.path, out.path)
        let heartFiles = ["", "-selected"].flatMap { state in
            ["", "-dark"].flatMap { dark in ["", "@2x", "@3x"].map { "heart\(state)\(dark)\($0).png" } }
        }
        #expect(Set(third.written) == Set(heartFiles + ["contact-sheet.png", "manifest.json"]))

        // A new selected color (classic's dark appearance has no selected paint of its own, so both change):
        // selected variants, the sheet and the manifest; normal variants and pieces stay.
        let fourth = try BatchRuns.run(icons.path, out.path) { $0.style.selected = .solid(StraightColor(red: 0, green: 122, blue: 255)) }
        #expect(fourth.written.count == 14 * 3 * 2 + 2)
        #expect(fourth.written.allSatisfy { $0.contains("-selected") || $0 == "contact-sheet.png" || $0 == "manifest.json" })

        // --force rewrites everything.
        let forced = try BatchRuns.run(icons.path, out.path) {
            $0.force = true
            $0.style.selected = .solid(StraightColor(red: 0, green: 122, blue: 255))
        }
        #expect(forced.filesWritten == first.filesWritten - 1)
    }

    @Test("an interrupted run leaves whole files, and the next run finishes the job")
    func interrupted() throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        let first = try BatchRuns.run(Fixtures.path("icons"), out.path)
        // As if killed: some files never written, one replaced by a stale version, the manifest gone.
        try FileManager.default.removeItem(atPath: out.file("star@3x.png"))
        try FileManager.default.removeItem(atPath: out.file("tabbar-glow@2x.png"))
        try FileBytes.writeAtomically(try FileBytes.read(out.file("chat.png")), to: out.file("clock.png"))
        try FileBytes.writeAtomically([0x89, 0x50], to: out.file(".star@2x.png.tintype-Ab12Cd"))  // a write cut short
        let next = try BatchRuns.run(Fixtures.path("icons"), out.path)
        #expect(Set(next.written).isSuperset(of: ["star@3x.png", "tabbar-glow@2x.png"]) && !next.written.contains("clock.png"))
        // clock.png holds bytes no record gives as tintype's (the manifest is gone): kept, named, until forced.
        #expect(next.failed == 1 && next.errors.first?.contains("clock.png: edited since tintype wrote it") == true, "\(next.errors)")
        let forced = try BatchRuns.run(Fixtures.path("icons"), out.path) { $0.force = true }
        #expect(forced.failed == 0)
        let after = try BatchRuns.run(Fixtures.path("icons"), out.path)
        #expect(after.nothingToDo)
        #expect(!BatchRuns.allFiles(out.path).keys.contains { $0.contains(".tintype-") }, "no temporary files are left")
        #expect(first.filesWritten == BatchRuns.allFiles(out.path).count)
    }

    @Test("the output is the same bytes whatever the number of jobs")
    func jobsDoNotChangeOutput() throws {
        let one = try TemporaryFolder()
        let many = try TemporaryFolder()
        defer {
            one.remove()
            many.remove()
        }
        _ = try BatchRuns.run(Fixtures.path("icons"), one.path) { $0.jobs = 1 }
        _ = try BatchRuns.run(Fixtures.path("icons"), many.path) { $0.jobs = 4 }
        #expect(BatchRuns.allFiles(one.path) == BatchRuns.allFiles(many.path))
    }

    @Test("a corrupt icon is reported with its path and the batch goes on; other files are skipped with a note")
    func badInput() throws {
        let icons = try BatchRuns.iconFolder()
        let out = try TemporaryFolder()
        defer {
            icons.remove()
            out.remove()
        }
        try FileBytes.writeAtomically(
            Array(try FileBytes.read(Fixtures.path("pngsuite/basn6a08.png")).prefix(120)), to: icons.file("broken.png"))
        try FileBytes.writeAtomically(Array("notes".utf8), to: icons.file("README.txt"))
        let events = Mutex([String]())
        let summary = try Batch.run(BatchOptions(input: icons.path, output: out.path)) { event in
            if case .scanned(_, let skipped) = event { events.withLock { $0 += skipped.map(\.description) } }
        }
        #expect(summary.icons == 15 && summary.failed == 1)
        #expect(summary.errors.count == 1 && summary.errors[0].contains("broken.png") && summary.errors[0].contains("truncated"))
        #expect(events.withLock { $0 } == ["README.txt: not a PNG, JPEG or SVG file"])
        #expect(FileManager.default.fileExists(atPath: out.file("star@3x.png")))
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        #expect(manifest.icons.first { $0.name == "broken" }?.error?.contains("truncated") == true)
        #expect(try FileBytes.read(icons.file("README.txt")) == Array("notes".utf8), "inputs are never modified")
    }

    @Test("an output folder inside the input folder is never scanned")
    func outputInsideInput() throws {
        let icons = try BatchRuns.iconFolder()
        defer { icons.remove() }
        let first = try BatchRuns.run(icons.path, icons.file("out"))
        let second = try BatchRuns.run(icons.path, icons.file("out"))
        #expect(first.icons == 14 && second.icons == 14 && second.nothingToDo)
        #expect(throws: RunError.self) { try BatchRuns.run(icons.path, icons.path) }
    }

    @Test("asset catalog: an imageset per icon and state with valid Contents.json")
    func xcassets() throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        _ = try BatchRuns.run(Fixtures.path("icons"), out.path) { $0.layout = .xcassets }
        let set = out.file("Icons.xcassets/chat-selected.imageset")
        let contents = try JSONSerialization.jsonObject(with: Data(try FileBytes.read(set + "/Contents.json"))) as? [String: Any]
        let images = try #require(contents?["images"] as? [[String: Any]])
        #expect(
            images.map { $0["filename"] as? String } == [
                "chat-selected.png", "chat-selected-dark.png", "chat-selected@2x.png", "chat-selected-dark@2x.png", "chat-selected@3x.png",
                "chat-selected-dark@3x.png"
            ])
        #expect(images.map { $0["scale"] as? String } == ["1x", "1x", "2x", "2x", "3x", "3x"])
        // The dark files are the luminosity-dark appearance of the same image set.
        for (index, image) in images.enumerated() {
            let appearances = image["appearances"] as? [[String: String]]
            #expect(appearances == (index % 2 == 1 ? [["appearance": "luminosity", "value": "dark"]] : nil))
        }
        #expect((contents?["properties"] as? [String: String])?["template-rendering-intent"] == "original")
        for image in images { #expect(FileManager.default.fileExists(atPath: set + "/" + (image["filename"] as! String))) }
        #expect(FileManager.default.fileExists(atPath: out.file("Icons.xcassets/Contents.json")))
    }

    @Test("Android: density folders, sanitized names, a state-list selector; two inputs for one name fail once with both named")
    func android() throws {
        let icons = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            icons.remove()
            out.remove()
        }
        let star = FixtureIcons.render(FixtureIcons.all[0].draw, scale: 3)
        try PNGEncoder().write(star, to: icons.file("My Icon@3x.png"))
        try PNGEncoder().write(star, to: icons.file("Tab-Bar@3x.png"))
        try PNGEncoder().write(star, to: icons.file("tab bar@3x.png"))
        let summary = try BatchRuns.run(icons.path, out.path) { $0.layout = .android }
        // One clash, one failure and one message naming both files (it used to be said twice).
        #expect(summary.failed == 1 && summary.icons == 2 && summary.errors.count == 1)
        #expect(summary.errors.allSatisfy { $0.contains("Tab-Bar@3x.png") && $0.contains("tab bar@3x.png") && $0.contains("tab_bar") })
        for (folder, size) in [("mdpi", 64), ("hdpi", 96), ("xhdpi", 128), ("xxhdpi", 192)] {
            #expect(try ImageDecoder.read(out.file("drawable-\(folder)/ic_my_icon_selected.png")).image.width == size)
        }
        // 90 px of @3x art is 30 dp, larger than the 24 dp Material box: a master, fitted at every
        // density into the 20 dp live area (Material's 2 dp each side): 60 px at xxhdpi, 80 px at
        // xxxhdpi, which the 90 px art covers without enlarging: one size in points, no warning.
        #expect(try ImageDecoder.read(out.file("drawable-xxhdpi/ic_my_icon.png")).image.coverageBounds(.alpha)?.width == 60)
        #expect(try ImageDecoder.read(out.file("drawable-xxxhdpi/ic_my_icon.png")).image.coverageBounds(.alpha)?.width == 80)
        #expect(summary.warnings == 0, "\(summary.warningDetails)")
        let selector = String(decoding: try FileBytes.read(out.file("drawable/ic_my_icon_state.xml")), as: UTF8.self)
        #expect(selector.contains("android:state_selected=\"true\" android:drawable=\"@drawable/ic_my_icon_selected\""))
    }

    @Test("scales without art are enlarged with a warning, or left out with one when asked; never smaller")
    func upscale() throws {
        let icons = try TemporaryFolder()
        let out = try TemporaryFolder()
        let omitted = try TemporaryFolder()
        defer {
            icons.remove()
            out.remove()
            omitted.remove()
        }
        try PNGEncoder().write(FixtureIcons.render(FixtureIcons.bookmark, scale: 1), to: icons.file("bookmark.png"))
        let enlarged = try BatchRuns.run(icons.path, out.path)
        #expect(enlarged.warnings == 2 && enlarged.warningDetails.allSatisfy { $0.code == .enlarged && $0.file == "bookmark.png" })
        #expect(enlarged.warningDetails.map(\.scale) == [2, 3])
        #expect(try ImageDecoder.read(out.file("bookmark@3x.png")).image.height == 132)
        // The rerun writes nothing and gives the same warnings.
        let again = try BatchRuns.run(icons.path, out.path)
        #expect(again.filesWritten == 0 && again.warningDetails == enlarged.warningDetails)
        let left = try BatchRuns.run(icons.path, omitted.path) { $0.sizing.smallArt = .omit }
        #expect(left.warnings == 2 && left.warningDetails.allSatisfy { $0.code == .scaleOmitted })
        #expect(!FileManager.default.fileExists(atPath: omitted.file("bookmark@2x.png")))
        #expect(FileManager.default.fileExists(atPath: omitted.file("bookmark.png")))
    }

    @Test("a dry run writes nothing and lists what it would write")
    func dryRun() throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        let summary = try BatchRuns.run(Fixtures.path("icons"), out.file("new")) { $0.dryRun = true }
        // 14 icons × 2 states × 2 appearances × 3 scales; bar backgrounds in both appearances, selection, glow and
        // arrow at 3 scales; contact sheet, preview page, manifest.
        #expect(summary.filesWritten == 14 * 12 + 3 * 5 + 3 && summary.written.contains("star-selected-dark@3x.png"))
        #expect(!FileManager.default.fileExists(atPath: out.file("new")))
    }

    @Test("the command line: exit status, usage errors, styles")
    func commandLine() async throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        #expect(await CLI.status(["batch", Fixtures.path("icons"), "-o", out.path, "--quiet", "--jobs", "2", "--style", "flat"]) == 0)
        #expect(BatchManifest.decode(try FileBytes.read(out.file("manifest.json")))?.style.name == "flat")
        #expect(await CLI.status(["batch", "/nonexistent", "-o", out.path, "-q"]) == 1)
        #expect(await CLI.status(["batch", Fixtures.path("icons"), "-o", out.path, "--scales", "1,5"]) == 2)
        #expect(await CLI.status(["batch", Fixtures.path("icons"), "-o", out.path, "--item-size", "wide"]) == 2)
        #expect(await CLI.status(["batch", Fixtures.path("icons"), "-o", out.path, "--style", "nope"]) == 2)
        #expect(await CLI.status(["batch", Fixtures.path("icons"), "-o", out.path, "--jobs", "0"]) == 2)
        let style = out.file("bad.json")
        try FileBytes.writeAtomically(
            Array("{\"normal\": {\"fill\": \"#AAA\"}, \"selected\": {\"fill\": \"#00F\"}, \"glw\": true}".utf8), to: style)
        #expect(await CLI.status(["batch", Fixtures.path("icons"), "-o", out.path, "--style", style]) == 2)
        #expect(await CLI.status(["style", "classic"]) == 0)
    }
}
