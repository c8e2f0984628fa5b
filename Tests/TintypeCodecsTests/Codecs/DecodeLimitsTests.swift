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

@Suite("Pixel limit")
struct DecodeLimitsTests {
    /// A PNG whose IHDR asks for `width × height` RGBA pixels, with one tiny IDAT.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += CgBITestEncoder.chunk("IHDR", CgBITestEncoder.bigEndian(width) + CgBITestEncoder.bigEndian(height) + [8, 6, 0, 0, 0])
        bytes += CgBITestEncoder.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        bytes += CgBITestEncoder.chunk("IEND", [])
        return bytes
    }

    @Test("a 100000×100000 PNG header is refused before decoding")
    func hugePNG() {
        let error = #expect(throws: ImageFileError.self) {
            try ImageDecoder.decode(Self.pngHeader(width: 100_000, height: 100_000), file: "huge.png")
        }
        #expect(error?.problem == .pixelLimit(width: 100_000, height: 100_000, limit: 100_000_000))
        #expect(error?.description == "huge.png: image is 100000×100000 (10000000000 pixels), over the limit of 100000000 pixels")
    }

    @Test("the largest PNG dimensions the format allows are refused without overflow")
    func maximalPNG() {
        let error = #expect(throws: ImageFileError.self) {
            try ImageDecoder.decode(Self.pngHeader(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF), file: "max.png")
        }
        if case .pixelLimit = error?.problem {} else { Issue.record("expected the pixel limit, got \(String(describing: error))") }
    }

    @Test("the limit is configurable and applies to every format")
    func configurable() throws {
        let small = ImageDecoder.Limits(maximumPixels: 32 * 32 - 1)
        let exact = ImageDecoder.Limits(maximumPixels: 32 * 32)
        let png = try Fixtures.bytes("pngsuite/basn6a08.png")
        #expect(throws: ImageFileError(file: "a", problem: .pixelLimit(width: 32, height: 32, limit: 1023))) {
            try ImageDecoder.decode(png, file: "a", limits: small)
        }
        #expect(try ImageDecoder.decode(png, file: "a", limits: exact).image.width == 32)

        let jpeg = try Fixtures.bytes("jpeg/baseline.jpg")
        #expect(throws: ImageFileError(file: "b", problem: .pixelLimit(width: 96, height: 72, limit: 1023))) {
            try ImageDecoder.decode(jpeg, file: "b", limits: small)
        }

        let cgbi = CgBITestEncoder.encode(try ImageDecoder.decode(png, file: "a").image)
        #expect(throws: ImageFileError(file: "c", problem: .pixelLimit(width: 32, height: 32, limit: 1023))) {
            try ImageDecoder.decode(cgbi, file: "c", limits: small)
        }
    }
}
