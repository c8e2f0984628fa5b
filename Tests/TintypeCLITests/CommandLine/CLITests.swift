import Foundation
import Testing
import Tintype
import TintypeCLI
import TintypeSupport
import TintypeTestSupport

@Suite("Command line")
struct CLITests {
    @Test("info succeeds on every valid fixture and fails with 1 on corrupt ones")
    func info() async throws {
        let valid = PngSuiteEntry.valid.map { Fixtures.path("pngsuite/" + $0.file) }
        #expect(await CLI.status(["info"] + valid) == 0)
        #expect(await CLI.status(["info", "--json"] + JPEGFixtures.decodable.map { Fixtures.path("jpeg/\($0).jpg") }) == 0)
        #expect(await CLI.status(["info", Fixtures.path("pngsuite/basn0g01.png"), Fixtures.path("pngsuite/xcsn0g01.png")]) == 1)
        #expect(await CLI.status(["info", Fixtures.path("jpeg/truncated.jpg")]) == 1)
    }

    @Test("names that clash are told in one message with the way through; --rename-clashes makes them all, each named")
    func nameClashes() async throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer { for folder in [input, out] { folder.remove() } }
        let art = try FileBytes.read(Fixtures.path("icons/star@3x.png"))
        for name in ["Star@3x.png", "star@3x.png", "Chat@3x.png", "CHAT@3x.png", "home@3x.png"] {
            try FileBytes.writeAtomically(art, to: input.file(name))
        }
        let failed = await CLI.run(["batch", input.path, "-o", out.path, "--no-sheet"])
        #expect(failed.status == 1)
        let lines = failed.error.split(separator: "\n").filter { $0.hasPrefix("tintype: ") }
        #expect(lines.count == 1, "\(failed.error)")
        #expect(lines.first?.hasPrefix("tintype: 2 names clash, and none of their icons was made: CHAT@3x.png and Chat@3x.png") == true)
        #expect(lines.first?.hasSuffix("Rename all but one of each, or --rename-clashes gives each a distinct name") == true)
        let renamed = await CLI.run(["batch", input.path, "-o", out.path, "--no-sheet", "--rename-clashes"])
        #expect(renamed.status == 0, "\(renamed.error)")
        #expect(renamed.error.contains("note: star@3x.png written as star-2: its name clashes with Star's"), "\(renamed.error)")
        #expect(
            FileManager.default.fileExists(atPath: out.file("star-2@3x.png"))
                && FileManager.default.fileExists(atPath: out.file("Star@3x.png")))
    }

    @Test("usage errors exit with 2, help and version with 0")
    func usage() async {
        #expect(await CLI.status(["info"]) == 2)
        #expect(await CLI.status(["frobnicate"]) == 2)
        #expect(await CLI.status(["convert", "a.png"]) == 2)
        #expect(await CLI.status(["convert", "a.png", "a.png"]) == 2)
        #expect(await CLI.status(["convert", "a.png", "b.png", "--compression", "max"]) == 2)
        #expect(await CLI.status(["--help"]) == 0)
        #expect(await CLI.status(["--version"]) == 0)
    }

    @Test("convert turns a CgBI file into a standard PNG with the same pixels")
    func convertCgBI() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let original = try ImageDecoder.read(Fixtures.path("pngsuite/basi6a08.png")).image
        let crushed = folder.file("crushed.png")
        try Data(CgBITestEncoder.encode(original, interlaced: true)).write(to: URL(fileURLWithPath: crushed))
        let output = folder.file("plain.png")
        #expect(await CLI.status(["convert", crushed, output, "--compression", "smallest"]) == 0)
        let converted = try ImageDecoder.read(output)
        #expect(converted.info.format == .png)
        #expect(converted.image == original)
    }

    @Test("convert reads JPEG and writes PNG, reduced on request")
    func convertJPEG() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.file("gray.png")
        #expect(await CLI.status(["convert", Fixtures.path("jpeg/grayscale.jpg"), output, "--reduce"]) == 0)
        let converted = try ImageDecoder.read(output)
        #expect(converted.info.colorModel.rawValue == "gray")
        #expect(converted.image == (try ImageDecoder.read(Fixtures.path("jpeg/grayscale.jpg")).image))
    }

    @Test("a corrupt input exits with 1 and writes nothing")
    func convertCorrupt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.file("out.png")
        #expect(await CLI.status(["convert", Fixtures.path("pngsuite/xdtn0g01.png"), output]) == 1)
        #expect(await CLI.status(["convert", Fixtures.path("jpeg/corrupt-sof-zero-size.jpg"), output]) == 1)
        #expect(try folder.contents().isEmpty)
    }
}
