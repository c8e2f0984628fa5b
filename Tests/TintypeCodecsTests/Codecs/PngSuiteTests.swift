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

@Suite("PngSuite conformance")
struct PngSuiteTests {
    @Test("the suite is all there")
    func suiteIsComplete() {
        #expect(PngSuiteEntry.all.count == 175)
        #expect(PngSuiteEntry.corrupt.count == 14)
    }

    @Test("every valid file decodes to the reference pixels", arguments: PngSuiteEntry.valid)
    func decodesToReference(_ entry: PngSuiteEntry) throws {
        let decoded = try ImageDecoder.read(Fixtures.path("pngsuite/" + entry.file))
        #expect(decoded.image.width == entry.width)
        #expect(decoded.image.height == entry.height)
        #expect(decoded.info.bitDepth == entry.bitDepth)
        #expect(decoded.info.interlaced == entry.interlaced)
        #expect(decoded.info.colorModel == PNGColorType(rawValue: Int32(entry.colorType))?.colorModel)
        #expect(decoded.info.format == .png)
        let name = entry.file.replacingOccurrences(of: ".png", with: "")
        let reference = try Fixtures.reference("pngsuite/ref/\(name).rgba", width: entry.width, height: entry.height)
        #expect(decoded.image.maximumDifference(from: reference) == 0)
    }

    @Test("every x* file is refused with an error naming it", arguments: PngSuiteEntry.corrupt)
    func refusesCorrupt(_ entry: PngSuiteEntry) {
        let path = Fixtures.path("pngsuite/" + entry.file)
        let error = #expect(throws: ImageFileError.self) { try ImageDecoder.read(path) }
        #expect(error?.file == path)
        #expect(error.map { !$0.problem.description.isEmpty } == true)
    }

    @Test("interlaced files decode to the same pixels as their non-interlaced twins")
    func interlacedTwinsAgree() throws {
        let interlaced = PngSuiteEntry.valid.filter { $0.file.hasPrefix("basi") }
        #expect(interlaced.count == 15)
        for entry in interlaced {
            let twin = "basn" + entry.file.dropFirst(4)
            let a = try ImageDecoder.read(Fixtures.path("pngsuite/" + entry.file)).image
            let b = try ImageDecoder.read(Fixtures.path("pngsuite/" + twin)).image
            #expect(a == b, "\(entry.file) and \(twin) differ")
        }
    }

    @Test("16-bit files agree within 1 with the same samples truncated to 8 bits")
    func sixteenBitAgreesWithEightBitTwin() throws {
        let files = PngSuiteEntry.valid.filter { $0.bitDepth == 16 && $0.colorType == 6 && !$0.interlaced }
        #expect(files.count >= 3)
        for entry in files {
            let decoded = try ImageDecoder.read(Fixtures.path("pngsuite/" + entry.file)).image
            // The naive 8-bit twin a converter would write: the high byte of each sample.
            let twin = try sixteenBitHighBytes(Fixtures.bytes("pngsuite/" + entry.file), entry: entry)
            #expect(decoded.maximumDifference(from: twin) <= 1, "\(entry.file)")
        }
    }

    /// Decodes a non-interlaced or interlaced RGBA16 file independently of the
    /// 8-bit path: libpng's 16-bit rows, high byte of each sample, premultiplied.
    private func sixteenBitHighBytes(_ bytes: [UInt8], entry: PngSuiteEntry) throws -> RGBAImage {
        let straight = try PNGTestDecoder.rgba16HighBytes(bytes)
        var pixels = straight
        pixels.withUnsafeMutableBufferPointer { Premultiplication.premultiply($0) }
        return RGBAImage(width: entry.width, height: entry.height, premultipliedBytes: pixels)!
    }
}
