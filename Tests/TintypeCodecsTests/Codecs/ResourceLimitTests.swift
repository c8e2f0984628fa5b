import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport
import ZIPFoundation

@testable import TintypeAppIcons
@testable import TintypeCLI
@testable import TintypeCodecs
@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeFormats
@testable import TintypeJobs
@testable import TintypeLaunch
@testable import TintypePixels
@_spi(Measuring) @testable import TintypeSVG
@testable import TintypeTabBar

@Suite("Resource limits: JPEG scans, PNG data too short for its header, archive entries")
struct ResourceLimitTests {
    /// `Fixtures/jpeg/progressive.jpg` with its last scan repeated `extra` more times.
    static func repeatingLastScan(_ extra: Int) throws -> [UInt8] {
        let bytes = try Fixtures.bytes("jpeg/progressive.jpg")
        #expect(bytes.suffix(2) == [0xFF, 0xD9])
        let lastScan = (0..<bytes.count - 1).last { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA }!
        let scan = bytes[lastScan..<bytes.count - 2]
        return Array(bytes.dropLast(2)) + Array((0..<extra).map { _ in scan }.joined()) + [0xFF, 0xD9]
    }

    @Test("a progressive JPEG is refused past the scan limit, quickly; the limit is exact")
    func jpegScans() async throws {
        let original = try Fixtures.bytes("jpeg/progressive.jpg")
        let scans = original.indices.dropLast().filter { original[$0] == 0xFF && original[$0 + 1] == 0xDA }.count
        #expect(scans == 10)
        #expect(throws: ImageFileError.self) {
            try ImageDecoder.decode(original, file: "p", limits: ImageDecoder.Limits(maximumJPEGScans: scans - 1))
        }
        #expect(try ImageDecoder.decode(original, file: "p", limits: ImageDecoder.Limits(maximumJPEGScans: scans)).image.width > 0)

        let hostile = try Self.repeatingLastScan(5000)
        let started = ContinuousClock.now
        do {
            _ = try ImageDecoder.decode(hostile, file: "scans.jpg")
            Issue.record("a JPEG of 5010 scans was decoded")
        } catch {
            #expect(error.file == "scans.jpg" && error.description.contains("more than 100 scans"), "\(error)")
        }
        #expect(ContinuousClock.now - started < .seconds(5))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileBytes.writeAtomically(hostile, to: folder.file("scans.jpg"))
        #expect(await CLI.status(["info", folder.file("scans.jpg")]) == 1)
        #expect(await CLI.status(["info", "--max-jpeg-scans", "6000", folder.file("scans.jpg")]) == 0)
        #expect(await CLI.status(["info", "--max-jpeg-scans", "-1", folder.file("scans.jpg")]) == 2)
    }

    /// The PNG signature and an IHDR chunk (8 bits a sample, not interlaced), then `rest` as given.
    static func png(width: UInt32, height: UInt32, colorType: UInt8, then rest: [UInt8]) -> [UInt8] {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = CgBITestEncoder.bigEndian(width) + CgBITestEncoder.bigEndian(height) + [8, colorType, 0, 0, 0]
        return signature + CgBITestEncoder.chunk("IHDR", header) + rest
    }

    /// A 1-pixel-wide gray PNG of `height` rows, all `value`; with `data: false`, its IDAT is empty.
    static func tallPNG(height: Int, value: UInt8, data: Bool = true) -> [UInt8] {
        let idat = data ? CgBITestEncoder.zlibCompress(Array((0..<height).map { _ in [UInt8(0), value] }.joined())) : []
        return png(
            width: 1, height: UInt32(height), colorType: 0, then: CgBITestEncoder.chunk("IDAT", idat) + CgBITestEncoder.chunk("IEND", []))
    }

    @Test("a PNG header promising more rows than its data can hold is refused before allocating; tall images decode row by row")
    func tallPNGs() throws {
        // 57 bytes claiming 1 × 100,000,000 (inside the pixel limit), with an empty IDAT.
        let forged = Self.tallPNG(height: 100_000_000, value: 0, data: false)
        #expect(forged.count == 57)
        let started = ContinuousClock.now
        do {
            _ = try ImageDecoder.decode(forged, file: "tall.png")
            Issue.record("the forged PNG was decoded")
        } catch {
            #expect(error.description.contains("too short for a 1×100000000 image"), "\(error)")
        }
        #expect(ContinuousClock.now - started < .milliseconds(500))
        // A real tall image: every row where it belongs.
        let tall = try ImageDecoder.decode(Self.tallPNG(height: 300_000, value: 77), file: "t").image
        #expect(tall.width == 1 && tall.height == 300_000)
        #expect(tall[0, 0] == PremultipliedColor(red: 77, green: 77, blue: 77, alpha: 255))
        #expect(tall[0, 299_999] == PremultipliedColor(red: 77, green: 77, blue: 77, alpha: 255))
    }

    @Test("uncrush refuses an archive entry over the entry limit, or one inflating past its declared size, and goes on")
    func archiveEntries() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let plain = try FileBytes.read(Fixtures.path("pngsuite/basn3p04.png"))
        let zeros = [UInt8](repeating: 0, count: 3 << 20)
        let ipa = folder.file("App.ipa")
        let archive = try Archive(url: URL(fileURLWithPath: ipa), accessMode: .create)
        for (path, bytes) in [("Payload/big.png", zeros), ("Payload/liar.png", zeros), ("Payload/plain.png", plain)] {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(bytes.count), compressionMethod: .deflate) {
                position, size in
                Data(bytes[Int(position)..<Int(position) + size])
            }
        }
        // liar.png's headers claim 1000 bytes: patch both the local and the central record.
        var zip = try FileBytes.read(ipa)
        let name = Array("Payload/liar.png".utf8)
        for (signature, sizeOffset, nameOffset) in [([0x50, 0x4B, 0x03, 0x04] as [UInt8], 22, 30), ([0x50, 0x4B, 0x01, 0x02], 24, 46)] {
            let start = (0..<zip.count - 4).first {
                zip[$0..<$0 + 4].elementsEqual(signature) && zip[($0 + nameOffset)...].starts(with: name)
            }!
            zip.replaceSubrange(start + sizeOffset..<start + sizeOffset + 4, with: [0xE8, 0x03, 0, 0])
        }
        try FileBytes.writeAtomically(zip, to: ipa)
        let out = folder.file("out")
        #expect(await CLI.status(["uncrush", ipa, "-o", out, "-q", "--max-entry-size", "2"]) == 1)
        #expect(!FileManager.default.fileExists(atPath: out + "/Payload/big.png"))
        #expect(!FileManager.default.fileExists(atPath: out + "/Payload/liar.png"))
        #expect(try FileBytes.read(out + "/Payload/plain.png") == plain, "the entries after the refused ones are processed")
        #expect(await CLI.status(["uncrush", ipa, "-o", out, "--max-entry-size", "0"]) == 2)
        // Not a zip at all: said in words.
        try FileBytes.writeAtomically(Array("not a zip".utf8), to: folder.file("fake.ipa"))
        do {
            _ = try Archive(url: URL(fileURLWithPath: folder.file("fake.ipa")), accessMode: .read)
            Issue.record("a text file opened as a zip archive")
        } catch {
            #expect(ArchivePNGs.describe(error) == "not a zip archive (no end-of-central-directory record)")
        }
    }

    @Test("found by fuzzing: a text chunk claiming 1.9 GB made libpng allocate it before reading; such chunks are now skipped unread")
    func hugeTextChunk() throws {
        let claim =
            CgBITestEncoder.bigEndian(0x7300_0000) + Array("zTXt".utf8) + [0x63, 0x41, 0x4D, 0x41, 0, 1]
            + [UInt8](repeating: 0x20, count: 40)
        let bytes = Self.png(width: 2, height: 2, colorType: 6, then: claim)
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let before = usage.ru_maxrss
        do {
            _ = try ImageDecoder.decode(bytes, file: "text.png")
            Issue.record("decoded")
        } catch {
            #expect(error.description.contains("the file is truncated"), "\(error)")
        }
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #expect(usage.ru_maxrss - before < 500_000, "the peak grew by \(usage.ru_maxrss - before) KB")
        // The same chunks in a valid file are skipped without changing its pixels.
        let plain = try Fixtures.bytes("pngsuite/ctzn0g04.png")  // zTXt chunks
        #expect(try ImageDecoder.decode(plain, file: "t").image == Fixtures.reference("pngsuite/ref/ctzn0g04.rgba", width: 32, height: 32))
    }
}
