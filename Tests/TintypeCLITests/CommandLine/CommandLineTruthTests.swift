import Foundation
import Testing
import Tintype
import TintypeCLI
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

/// The command line says what it does: each numbered problem of issue #9, run as
/// a user would and checked by what is written and what is printed.
@Suite("A command line that never lies")
struct CommandLineTruthTests {
    static let commands = ["batch", "tint", "tabbar", "stretch", "slice", "segments", "round", "uncrush", "style", "info", "convert"]

    @Test("1: a .9.png stretched to a .9.png keeps its markers: the same caps around the new middle, and its content area")
    func stretchKeepsMarkers() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = try NinePatch.read(Fixtures.path("recipes/bubble.9.png"))
        let run = await CLI.run(["stretch", Fixtures.path("recipes/bubble.9.png"), "--size", "240x120", "-o", folder.file("big.9.png")])
        #expect(run.status == 0 && run.error.isEmpty, "\(run.error)")
        let big = try NinePatch.read(folder.file("big.9.png"))
        #expect(big.image.width == 240 && big.image.height == 120)
        let caps = source.stretchable.insets
        #expect(big.stretchable.insets == caps)
        #expect(big.padding == source.padding && big.padding != nil)
        // Drawn without markers, the same stretch gives the same pixels as the marked one's inside.
        let plain = await CLI.run(["stretch", Fixtures.path("recipes/bubble.9.png"), "--size", "240x120", "-o", folder.file("big.png")])
        #expect(plain.status == 0)
        #expect(try ImageDecoder.read(folder.file("big.png")).image == big.image)
    }

    @Test("6: insets leaving nothing to stretch are a usage error naming the image's size; an output smaller than the caps warns")
    func stretchGeometry() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try PNGEncoder().write(
            RGBAImage(width: 29, height: 30, filledWith: StraightColor(red: 200, green: 0, blue: 0).premultiplied),
            to: folder.file("odd.png"))
        let cross = await CLI.run([
            "stretch", folder.file("odd.png"), "--size", "100x100", "--insets", "20,20,20,20", "-o", folder.file("out.png")
        ])
        #expect(cross.status == 2 && cross.error.contains("29×30 px") && cross.error.contains("do not fit"), "\(cross.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out.png")))
        let squeezed = await CLI.run(["stretch", folder.file("odd.png"), "--size", "10x10", "--insets", "6", "-o", folder.file("small.png")]
        )
        #expect(
            squeezed.status == 0 && squeezed.error.contains("warning:") && squeezed.error.contains("shrunk in proportion"),
            "\(squeezed.error)")
    }

    @Test("6: slice caps wider than the image and batch items smaller than the icon box are usage errors with the numbers that fit")
    func otherGeometry() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try PNGEncoder().write(
            RGBAImage(width: 200, height: 44, filledWith: StraightColor(red: 0, green: 90, blue: 200).premultiplied),
            to: folder.file("cell.png"))
        let slice = await CLI.run(["slice", folder.file("cell.png"), "--caps", "150,10", "-o", folder.file("s.png")])
        #expect(slice.status == 2 && slice.error.contains("H can be at most 99") && slice.error.contains("200×44"), "\(slice.error)")
        #expect(slice.error.contains("tintype slice --help"))
        let fits = await CLI.run(["slice", folder.file("cell.png"), "--caps", "99,21", "-o", folder.file("s.png")])
        #expect(fits.status == 0 && fits.output.contains("199×43"), "\(fits.output)")
        let batch = await CLI.run(["batch", Fixtures.path("icons"), "-o", folder.file("out"), "--item-size", "10x10"])
        #expect(batch.status == 2 && batch.error.contains("smaller than the 30x30 pt icon box"), "\(batch.error)")
        let box = await CLI.run(["batch", Fixtures.path("icons"), "-o", folder.file("out"), "--item-size", "20x20", "--icon-size", "16"])
        #expect(box.status == 0, "\(box.error)")
        let round = await CLI.run([
            "round", Fixtures.path("jpeg/baseline.jpg"), "-o", folder.file("r.png"), "--size", "20x20", "--radius", "40"
        ])
        #expect(
            round.status == 0 && round.error.contains("warning: --radius 40 is more than half the 20x20 pt size: 10 used"), "\(round.error)"
        )
        let border = await CLI.run([
            "round", Fixtures.path("jpeg/baseline.jpg"), "-o", folder.file("r.png"), "--size", "20x20", "--border", "10"
        ])
        #expect(border.status == 2 && border.error.contains("would cover the whole"), "\(border.error)")
    }

    @Test("2: two inputs with one output name: the second is refused, naming the first, and the run fails")
    func uncrushSameName() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let star = try FileBytes.read(Fixtures.path("icons/star.png"))
        let bell = try FileBytes.read(Fixtures.path("icons/bell@2x.png"))
        try FileBytes.createFolder(folder.file("a"))
        try FileBytes.createFolder(folder.file("b"))
        try FileBytes.writeAtomically(star, to: folder.file("a/icon.png"))
        try FileBytes.writeAtomically(bell, to: folder.file("b/icon.png"))
        let run = await CLI.run(["uncrush", folder.file("a/icon.png"), folder.file("b/icon.png"), "-o", folder.file("out")])
        #expect(
            run.status == 1 && run.error.contains("already written") && run.output.contains("1 copied, 1 failed"),
            "\(run.output) \(run.error)")
        #expect(try FileBytes.read(folder.file("out/icon.png")) == star)
    }

    @Test("3: every command's help reads as typed: defaults as a user writes them, formats and ranges named, no Swift type names")
    func helpReads() async throws {
        /// The help with its line wrapping undone.
        func text(_ help: String) -> String { help.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        for command in Self.commands {
            let help = await CLI.run(["help", command])
            #expect(help.status == 0 && help.output.contains("USAGE: tintype \(command)"), "\(command)")
            for leak in ["Argument(", "Tintype.", "StraightColor", "(default: nil)"] {
                #expect(!help.output.contains(leak), "tintype help \(command) shows \(leak)")
            }
            #expect(text(help.output).firstMatch(of: /\(default: -?[0-9]+\.0\)/) == nil, "tintype help \(command) shows a number as 5.0")
        }
        let round = text(await CLI.run(["help", "round"]).output)
        #expect(
            round.contains("(default: #00000080)") && round.contains("(default: 5)") && round.contains("more than 0 and at most 8"),
            "\(round)")
        let unknown = await CLI.run(["help", "nosuch"])
        #expect(
            unknown.status == 2 && unknown.error.contains("no command 'nosuch'") && unknown.error.contains("batch, tint"),
            "\(unknown.error)")
    }

    @Test("4: zero and negative numbers parse and are refused with the allowed range")
    func numbers() async throws {
        let star = Fixtures.path("icons/star.png")
        let out = NSTemporaryDirectory() + "never-written.png"
        let cases: [([String], String)] = [
            (["tint", star, "-o", out, "--scale", "0"], "--scale must be more than 0 and at most 8, got 0"),
            (["tint", star, "-o", out, "--scale", "-2"], "--scale must be more than 0 and at most 8, got -2"),
            (
                ["batch", Fixtures.path("icons"), "-o", out, "--bar-width", "-5"],
                "--bar-width must be more than 0 and at most 10000 points, got -5"
            ),
            (["slice", star, "--caps", "-1,3", "-o", out], "--caps must be H,V, each 0 to 100000 pixels, got -1,3"),
            (
                ["stretch", star, "--size", "10x10", "--insets", "-1", "-o", out],
                "--insets must be T,L,B,R (or one number), each 0 to 10000 points, got -1,-1,-1,-1"
            ),
            (
                ["round", star, "-o", out, "--size", "-5x5"],
                "--size must be WxH with each side more than 0 and at most 10000 points, got -5x5"
            ),
            (["tabbar", star, "-o", out, "--selected", "-1"], "--selected must be 0 to 0, got -1"),
            (
                ["segments", "--image", star, "--selected-image", star, "--count", "2", "--segment-width", "-9", "-o", out],
                "--segment-width must be more than 0 and at most 10000 points, got -9"
            ),
            (["tint", star, "-o", out, "--padding", "-3"], "--padding must be 0 or more, got -3"),
            (["batch", Fixtures.path("icons"), "-o", out, "--jobs", "-1"], "--jobs must be 1 to 256, got -1")
        ]
        for (arguments, message) in cases {
            let run = await CLI.run(arguments)
            #expect(run.status == 2 && run.error.contains(message), "\(arguments): \(run.error)")
            #expect(!run.error.contains("Missing value"), "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("5, 8: a dry run says 'would be written'; a rerun counts as up to date exactly what the first run wrote")
    func dryRunAndCounts() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Each icon's line with --verbose (by default a line a tenth of the batch, the last icon's too).
        let dry = await CLI.run(["batch", Fixtures.path("icons"), "-o", folder.file("out"), "--dry-run", "--verbose"])
        #expect(dry.status == 0 && dry.error.contains("] bell: 12 would be written, 0 up to date"), "\(dry.error)")
        let tenths = await CLI.run(["batch", Fixtures.path("icons"), "-o", folder.file("out"), "--dry-run"])
        let lines = tenths.error.split(separator: "\n").filter { $0.hasPrefix("[") }
        #expect(lines.count <= 10 && lines.last?.hasPrefix("[14/14] ") == true, "\(tenths.error)")
        #expect(!dry.error.contains(": 12 written"))
        let first = await CLI.run(["batch", Fixtures.path("icons"), "-o", folder.file("out")])
        let second = await CLI.run(["batch", Fixtures.path("icons"), "-o", folder.file("out")])
        #expect(first.output.contains("14 icons: 186 files written, 0 up to date, 0 failed"), "\(first.output)")
        #expect(second.output.contains("everything is up to date: 14 icons, 186 files, nothing written"), "\(second.output)")
    }

    @Test("a folder without icon art is said, exit 1, and nothing is written (it wrote a sheet and a manifest of nothing, exit 0)")
    func noIconArt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("art"), withIntermediateDirectories: true)
        try Data("notes\n".utf8).write(to: URL(fileURLWithPath: folder.file("art/README.txt")))
        let run = await CLI.run(["batch", folder.file("art"), "-o", folder.file("out")])
        #expect(
            run.status == 1
                && run.error.contains("art: no icon art in it (PNG, JPEG or SVG files); 1 file passed over; nothing was written"),
            "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
    }

    @Test("7: an old output folder inside the input is passed over with a note; doubled icons are named scale by scale")
    func oldOutputInsideInput() async throws {
        let icons = try BatchRuns.iconFolder()
        let out = try TemporaryFolder()
        defer {
            icons.remove()
            out.remove()
        }
        #expect(await CLI.status(["batch", icons.path, "-o", icons.file("old-out"), "-q"]) == 0)
        let run = await CLI.run(["batch", icons.path, "-o", out.path])
        #expect(run.status == 0 && run.error.contains("note: skipped old-out: a tintype output folder"), "\(run.error)")
        #expect(run.output.contains("14 icons: 186 files written"), "\(run.output)")

        try FileBytes.createFolder(icons.file("copy"))
        for name in ["bell@2x.png", "bell@3x.png"] {
            try FileBytes.writeAtomically(FileBytes.read(icons.file(name)), to: icons.file("copy/" + name))
        }
        let doubled = await CLI.run(["batch", icons.path, "-o", out.path])
        #expect(doubled.status == 1)
        #expect(
            doubled.error.contains(
                "tintype: bell: bell@2x.png and copy/bell@2x.png are the same icon at @2x; bell@3x.png and copy/bell@3x.png are the same icon at @3x"
            ),
            "\(doubled.error)")
        #expect(doubled.error.components(separatedBy: "same icon").count == 3)
    }

    @Test("9: reasons: a file in the way, a missing folder, a fake archive, an unknown color's formats, the failure line")
    func reasons() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileBytes.writeAtomically(Array("not a folder".utf8), to: folder.file("README.md"))
        let file = await CLI.run(["batch", Fixtures.path("icons"), "-o", folder.file("README.md")])
        #expect(
            file.status == 1 && file.error.contains("README.md: cannot create the folder: a file of that name is in the way"),
            "\(file.error)")
        let missing = await CLI.run(["batch", folder.file("nosuchdir"), "-o", folder.file("out")])
        #expect(
            missing.status == 1 && missing.error.contains("nosuchdir: cannot read the input folder (no such folder)"), "\(missing.error)")
        try FileBytes.writeAtomically(Array("hi\n".utf8), to: folder.file("fake.ipa"))
        let archive = await CLI.run(["uncrush", folder.file("fake.ipa"), "-o", folder.file("pngs")])
        #expect(
            archive.status == 1 && archive.error.contains("not a zip archive")
                && !archive.error.contains("missingEndOfCentralDirectoryRecord"), "\(archive.error)")
        let pink = await CLI.run([
            "round", Fixtures.path("jpeg/baseline.jpg"), "-o", folder.file("r.png"), "--size", "9x9", "--border-color", "pinkish"
        ])
        #expect(
            pink.status == 2 && pink.error.contains("'pinkish'") && pink.error.contains("#RRGGBB, #RRGGBBAA, #RGB, r,g,b[,a]")
                && pink.error.contains("CSS color name"),
            "\(pink.error)")

        // A batch whose every icon fails says how many icons failed and gives no icons/s.
        let broken = try TemporaryFolder()
        defer { broken.remove() }
        try FileBytes.writeAtomically(Array(try FileBytes.read(Fixtures.path("icons/star.png")).prefix(60)), to: broken.file("star.png"))
        let failed = await CLI.run(["batch", broken.path, "-o", folder.file("out2")])
        #expect(
            failed.status == 1 && failed.output.contains("1 icon: ") && failed.output.contains("1 failed (")
                && !failed.output.contains("icons/s"), "\(failed.output)")
    }

    @Test("10: an output named .jpg (or without an extension) is refused before anything is read or written")
    func pngOnly() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let star = Fixtures.path("icons/star.png")
        for arguments in [
            ["tint", star, "-o", folder.file("x.jpg")], ["convert", star, folder.file("x.jpg")],
            ["round", star, "-o", folder.file("x"), "--size", "9x9"], ["tabbar", star, "-o", folder.file("bar.JPEG")]
        ] {
            let run = await CLI.run(arguments)
            #expect(run.status == 2 && run.error.contains("tintype writes PNG files only"), "\(arguments): \(run.error)")
        }
        #expect(try folder.contents().isEmpty)
        #expect(await CLI.status(["tint", star, "-o", folder.file("x.PNG")]) == 0)
    }

    @Test("tabbar frames keep the scale suffix last: slide-frame01@2x.png")
    func frameNames() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let icons = ["star", "chat", "home"].map { Fixtures.path("icons/\($0)@3x.png") }
        let run = await CLI.run(["tabbar"] + icons + ["-o", folder.file("slide@2x.png"), "--scale", "2", "--frames", "2", "--from", "2"])
        #expect(run.status == 0, "\(run.error)")
        #expect(try folder.contents() == ["slide-frame01@2x.png", "slide-frame02@2x.png", "slide@2x.png"])
    }
}
