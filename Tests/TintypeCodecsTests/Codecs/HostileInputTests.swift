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

@Suite("Hostile inputs: absurd headers, scale suffixes and option sizes never crash")
struct HostileInputTests {
    @Test("a CgBI or PNG header claiming 0xFFFFFFFF × 0xFFFFFFFF is refused with a message, not a trap")
    func hugeHeaders() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = [UInt8](repeating: 0xFF, count: 8) + [8, 6, 0, 0, 0]
        let cgbi =
            signature + CgBITestEncoder.chunk("CgBI", [0x50, 0x00, 0x20, 0x06]) + CgBITestEncoder.chunk("IHDR", header)
            + CgBITestEncoder.chunk("IDAT", [UInt8](repeating: 0, count: 10)) + CgBITestEncoder.chunk("IEND", [])
        let plain = signature + CgBITestEncoder.chunk("IHDR", header) + CgBITestEncoder.chunk("IEND", [])
        for (name, bytes) in [("huge-cgbi.png", cgbi), ("huge.png", plain)] {
            #expect(throws: ImageFileError.self) { try ImageDecoder.decode(bytes, file: name) }
            try FileBytes.writeAtomically(bytes, to: folder.file(name))
            #expect(await CLI.status(["info", folder.file(name)]) == 1)
        }
        do { _ = try ImageDecoder.decode(cgbi, file: "huge-cgbi.png") } catch {
            #expect(error.description.contains("4294967295×4294967295") && error.description.contains("over the limit"))
        }
        // A batch over them reports both and still writes its manifest.
        let out = try TemporaryFolder()
        defer { out.remove() }
        let summary = try Batch.run(BatchOptions(input: folder.path, output: out.path))
        #expect(summary.failed == 2 && FileManager.default.fileExists(atPath: out.file("manifest.json")))
    }

    @Test("scale suffixes outside 0.5×…8× are skipped with a note naming the file; tint refuses them with exit 1")
    func scaleSuffixes() async throws {
        let folder = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            folder.remove()
            out.remove()
        }
        let art = try FileBytes.read(Fixtures.path("icons/star@3x.png"))
        for name in ["chat@1e-300x.png", "chat@0.01x.png", "chat@infx.png", "chat@nanx.png", "chat@100x.png", "chat@-2x.png", "star@2x.png"]
        {
            try FileBytes.writeAtomically(art, to: folder.file(name))
        }
        let scan = try IconScanner.scan(folder.path)
        #expect(scan.icons.map(\.name) == ["star"])
        #expect(scan.skipped.count == 6 && scan.skipped.allSatisfy { $0.description.contains("outside 0.5× to 8×") })
        let summary = try Batch.run(BatchOptions(input: folder.path, output: out.path))
        #expect(summary.failed == 0 && summary.skippedFiles == 6)
        #expect(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))) != nil)
        #expect(await CLI.status(["tint", folder.file("chat@1e-300x.png"), "-o", out.file("x.png")]) == 1)
        #expect(await CLI.status(["tint", folder.file("chat@1e-300x.png"), "-o", out.file("x.png"), "--scale", "3"]) == 0)
    }

    @Test("absurd sizes on the command line are usage errors (exit 2), checked before anything is allocated")
    func absurdOptions() async throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        let icon = Fixtures.path("icons/star@3x.png")
        let png = out.file("x.png")
        let cases: [[String]] = [
            ["tint", icon, "-o", png, "--canvas", "100000x100000"],
            ["tint", icon, "-o", png, "--canvas", "1e300x1"],
            ["tint", icon, "-o", png, "--canvas", "9000x9000", "--scale", "3"],
            ["stretch", icon, "--size", "100000x100000", "--insets", "2", "-o", png],
            ["round", icon, "--size", "1e20x1", "-o", png],
            ["tabbar", icon, "-o", png, "--width", "1e15"],
            ["batch", Fixtures.path("icons"), "-o", out.file("b"), "--bar-width", "1e12"],
            ["batch", Fixtures.path("icons"), "-o", out.file("b"), "--item-size", "9000x9000"]
        ]
        for arguments in cases {
            #expect(await CLI.status(arguments) == 2, "\(arguments)")
        }
        #expect(try out.contents().isEmpty)
    }

    @Test("a FIFO, a device and a 3 GiB junk file are refused at once, naming the file, without reading them")
    func nonRegularFiles() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.file("pipe.png")
        let junk = folder.file("junk.png")
        #expect(mkfifo(fifo, 0o600) == 0)
        let descriptor = open(junk, O_CREAT | O_WRONLY, 0o600)
        #expect(ftruncate(descriptor, 3 << 30) == 0)
        close(descriptor)
        for path in [fifo, "/dev/zero"] {
            do {
                _ = try ImageDecoder.read(path)
                Issue.record("\(path) was read")
            } catch {
                #expect(error.file == path && error.description.contains("not a regular file"))
            }
        }
        let started = ContinuousClock.now
        do {
            _ = try ImageDecoder.read(junk)
            Issue.record("junk was read")
        } catch {
            #expect(error.problem == .unknownFormat)
        }
        #expect(ContinuousClock.now - started < .seconds(2), "only the signature was read")
        #expect(await CLI.status(["info", fifo]) == 1)
        // A batch scanning a folder with a FIFO in it skips it and finishes.
        try FileManager.default.copyItem(atPath: Fixtures.path("icons/star@3x.png"), toPath: folder.file("star@3x.png"))
        let out = try TemporaryFolder()
        defer { out.remove() }
        let summary = try Batch.run(BatchOptions(input: folder.path, output: out.path))
        #expect(summary.icons == 1 && summary.failed == 0 && summary.skippedFiles == 2)
        let skipped = try IconScanner.scan(folder.path).skipped
        #expect(skipped.map(\.path) == ["junk.png", "pipe.png"] && skipped[1].reason as? SkippedFile.WalkReason == .notRegularFile)
    }

    @Test("found by fuzzing: a few bytes of white space and '<' (\"\\n<a\") trapped the SVG sniffing; now they are no known format")
    func shortMarkup() async throws {
        for text in ["\n<a", " <sv", "\t\t<s", "<", "\u{FEFF}<sv", " <svg"] {
            #expect(ImageDecoder.Format.detect(Array(text.utf8)) == (text == " <svg" ? .svg : nil), "\(text.debugDescription)")
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileBytes.writeAtomically(Array("\n<a".utf8), to: folder.file("short.svg"))
        #expect(await CLI.status(["info", folder.file("short.svg")]) == 1)
    }
}
