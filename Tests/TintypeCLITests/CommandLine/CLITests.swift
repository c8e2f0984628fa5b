import Foundation
import Testing
import Tintype
import TintypeCLI
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
