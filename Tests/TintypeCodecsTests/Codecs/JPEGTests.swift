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

@Suite("JPEG reading")
struct JPEGTests {
    @Test("each kind decodes to libjpeg-turbo's reference pixels", arguments: JPEGFixtures.decodable)
    func decodesToReference(_ name: String) throws {
        let decoded = try ImageDecoder.read(Fixtures.path("jpeg/\(name).jpg"))
        let image = decoded.image
        let reference = try Fixtures.reference("jpeg/ref/\(name).rgba", width: image.width, height: image.height)
        #expect(try Fixtures.bytes("jpeg/ref/\(name).rgba").count == image.width * image.height * 4)
        #expect(image.maximumDifference(from: reference) == 0)
        #expect(decoded.info.format == .jpeg)
        #expect(!decoded.info.hasAlpha)
        #expect(image.bytes.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 }, "JPEG pixels are opaque")
    }

    @Test("the header facts: color model and progressive coding")
    func headerFacts() throws {
        #expect(try ImageDecoder.read(Fixtures.path("jpeg/progressive.jpg")).info.interlaced)
        #expect(try !ImageDecoder.read(Fixtures.path("jpeg/baseline.jpg")).info.interlaced)
        #expect(try ImageDecoder.read(Fixtures.path("jpeg/grayscale.jpg")).info.colorModel.rawValue == "gray")
        #expect(try ImageDecoder.read(Fixtures.path("jpeg/cmyk-adobe.jpg")).info.colorModel.rawValue == "cmyk")
        #expect(try ImageDecoder.read(Fixtures.path("jpeg/baseline.jpg")).info.colorModel.rawValue == "ycbcr")
    }

    @Test("grayscale expands to R = G = B")
    func grayscaleIsNeutral() throws {
        let image = try ImageDecoder.read(Fixtures.path("jpeg/grayscale.jpg")).image
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                #expect(pixel.red == pixel.green && pixel.green == pixel.blue)
            }
        }
    }

    @Test("a truncated file is refused, not padded")
    func truncatedIsRefused() {
        let error = #expect(throws: ImageFileError.self) { try ImageDecoder.read(Fixtures.path("jpeg/truncated.jpg")) }
        #expect(error?.problem.description.contains("truncated") == true)
    }

    @Test("a frame header with zero width and height is refused")
    func zeroSizeIsRefused() {
        let path = Fixtures.path("jpeg/corrupt-sof-zero-size.jpg")
        let error = #expect(throws: ImageFileError.self) { try ImageDecoder.read(path) }
        #expect(error?.file == path)
        if case .jpeg = error?.problem.codec {} else { Issue.record("expected a JPEG error, got \(String(describing: error))") }
    }

    @Test("every prefix of a JPEG is refused or decoded, never a crash")
    func everyPrefix() throws {
        let bytes = try Fixtures.bytes("jpeg/progressive.jpg")
        for length in stride(from: 0, to: bytes.count, by: 37) {
            do {
                _ = try ImageDecoder.decode(Array(bytes[0..<length]), file: "prefix")
                Issue.record("a \(length)-byte prefix of \(bytes.count) decoded")
            } catch {
                #expect(error.file == "prefix")
            }
        }
    }
}
