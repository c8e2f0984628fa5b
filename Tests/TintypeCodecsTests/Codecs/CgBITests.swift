import Testing
import Tintype
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

@Suite("CgBI (iPhone-optimized PNG) reading")
struct CgBITests {
    static let sources = ["basn6a08", "basi6a08", "tbrn2c08", "tp1n3p08", "basn4a16", "s01n3p01", "s07i3p02", "s39n3p04"]

    @Test("a CgBI file made from a PNG reads back as the same pixels", arguments: sources, [false, true])
    func roundTrip(_ name: String, interlaced: Bool) throws {
        let original = try ImageDecoder.read(Fixtures.path("pngsuite/\(name).png")).image
        let cgbi = CgBITestEncoder.encode(original, interlaced: interlaced)
        #expect(ImageDecoder.Format.detect(cgbi) == .cgbiPNG)
        let decoded = try ImageDecoder.decode(cgbi, file: "\(name)-cgbi.png")
        #expect(decoded.info.isCgBI)
        #expect(decoded.info.interlaced == interlaced)
        #expect(decoded.image == original)
    }

    @Test("random translucent images survive, at odd sizes, 1×1 included")
    func randomImages() throws {
        var generator = SeededGenerator(seed: 7)
        for (width, height) in [(1, 1), (1, 9), (9, 1), (17, 5), (33, 31)] {
            let original = RGBAImage.random(width: width, height: height, using: &generator)
            for interlaced in [false, true] {
                let decoded = try ImageDecoder.decode(CgBITestEncoder.encode(original, interlaced: interlaced), file: "random")
                #expect(decoded.image == original, "\(width)×\(height), interlaced: \(interlaced)")
            }
        }
    }

    @Test("an opaque BGR CgBI file reads as RGB")
    func opaqueBGR() throws {
        let original = try ImageDecoder.read(Fixtures.path("pngsuite/basn2c08.png")).image
        let decoded = try ImageDecoder.decode(CgBITestEncoder.encode(original, withAlpha: false), file: "bgr")
        #expect(decoded.image == original)
        #expect(decoded.info.colorModel.rawValue == "rgb")
    }

    @Test("an ordinary PNG reader fails on CgBI; Tintype's standard stream is valid")
    func standardStreamIsValid() throws {
        let original = try ImageDecoder.read(Fixtures.path("pngsuite/basn6a08.png")).image
        let cgbi = CgBITestEncoder.encode(original)
        // Fed to the plain PNG path, libpng refuses the CgBI file…
        #expect(throws: ImageFileError.self) { try PNGDecoder.decode(cgbi, file: "x", limits: .default) }
        // …and accepts the stream Tintype rebuilds from it.
        let standard = try CgBIDecoder.standardPNG(from: cgbi, file: "x", limits: .default)
        #expect(ImageDecoder.Format.detect(standard) == .png)
        #expect(try PNGDecoder.decode(standard, file: "x", limits: .default).image.width == 32)
    }

    @Test("corrupt compressed data is refused with a CgBI error")
    func corruptDeflate() {
        // Build with garbage as the deflate data, with valid chunk CRCs.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += CgBITestEncoder.chunk("CgBI", [0x50, 0x00, 0x20, 0x06])
        bytes += CgBITestEncoder.chunk("IHDR", CgBITestEncoder.bigEndian(32) + CgBITestEncoder.bigEndian(32) + [8, 6, 0, 0, 0])
        bytes += CgBITestEncoder.chunk("IDAT", [0xFF, 0xFF, 0xFF, 0xFF, 0x12, 0x34])
        bytes += CgBITestEncoder.chunk("IEND", [])
        let error = #expect(throws: ImageFileError.self) { try ImageDecoder.decode(bytes, file: "bad.png") }
        if case .cgbi(let reason) = error?.problem.codec {
            #expect(reason.contains("compressed"))
        } else {
            Issue.record("expected a CgBI error, got \(String(describing: error))")
        }
    }

    @Test("every truncation of a CgBI file is refused")
    func truncations() throws {
        let original = try ImageDecoder.read(Fixtures.path("pngsuite/basi6a08.png")).image
        let cgbi = CgBITestEncoder.encode(original, interlaced: true)
        for length in stride(from: 0, to: cgbi.count - 1, by: 13) {
            #expect(throws: ImageFileError.self) { try ImageDecoder.decode(Array(cgbi[0..<length]), file: "cut") }
        }
    }

    @Test("a bad CRC in a CgBI file is refused")
    func badCRC() throws {
        let original = try ImageDecoder.read(Fixtures.path("pngsuite/basn6a08.png")).image
        var cgbi = CgBITestEncoder.encode(original)
        cgbi[cgbi.count - 20] ^= 0x40  // inside the last IDAT's data
        let error = #expect(throws: ImageFileError.self) { try ImageDecoder.decode(cgbi, file: "crc.png") }
        #expect(error?.problem.description.contains("CRC") == true)
    }
}
