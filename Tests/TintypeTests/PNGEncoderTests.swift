import Foundation
import Testing

@testable import Tintype

@Suite("PNG writing")
struct PNGEncoderTests {
    @Test("random premultiplied images round-trip exactly, every compression", arguments: PNGCompression.allCases)
    func roundTrip(_ compression: PNGCompression) throws {
        var generator = SeededGenerator(seed: 11)
        for (width, height) in [(1, 1), (1, 7), (7, 1), (31, 17), (64, 64)] {
            let image = RGBAImage.random(width: width, height: height, using: &generator)
            let encoded = try PNGEncoder(compression: compression).encode(image)
            let decoded = try ImageDecoder.decode(encoded, file: "round-trip")
            #expect(decoded.image == image)
            #expect(decoded.info.colorModel.rawValue == "rgba")
        }
    }

    @Test("smallest compression is no larger than fast on real art")
    func compressionOrder() throws {
        let image = try ImageDecoder.read(Fixtures.path("jpeg/baseline.jpg")).image
        let fast = try PNGEncoder(compression: .fast).encode(image).count
        let smallest = try PNGEncoder(compression: .smallest).encode(image).count
        #expect(smallest <= fast)
    }

    @Test("lossless reduction picks gray, gray+alpha, palette or RGB and keeps every pixel")
    func reduction() throws {
        let cases: [(String, String)] = [
            ("jpeg/grayscale.jpg", "gray"), ("pngsuite/basn4a08.png", "gray+alpha"),
            ("pngsuite/tp1n3p08.png", "palette"), ("jpeg/baseline.jpg", "rgb"), ("pngsuite/basn6a08.png", "rgba")
        ]
        for (file, model) in cases {
            let image = try ImageDecoder.read(Fixtures.path(file)).image
            let reduced = try PNGEncoder(colorLayout: .smallestLossless).encode(image)
            let decoded = try ImageDecoder.decode(reduced, file: file)
            #expect(decoded.image == image, "\(file)")
            #expect(decoded.info.colorModel.rawValue == model, "\(file)")
            #expect(reduced.count <= (try PNGEncoder().encode(image)).count, "\(file)")
        }
    }

    @Test("empty images are refused with an error, not a crash")
    func emptyImage() {
        #expect(throws: ImageFileError.self) { try PNGEncoder().encode(RGBAImage(width: 0, height: 5), file: "empty.png") }
    }

    @Test("writes are atomic: a replaced file is whole, no temporary file is left")
    func atomicWrite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("icon.png")
        let first = RGBAImage(width: 4, height: 4, filledWith: StraightColor(red: 255, green: 0, blue: 0).premultiplied)
        let second = RGBAImage(width: 8, height: 2, filledWith: StraightColor(red: 0, green: 0, blue: 255, alpha: 128).premultiplied)
        try PNGEncoder().write(first, to: path)
        try PNGEncoder().write(second, to: path)
        #expect(try ImageDecoder.read(path).image == second)
        #expect(try folder.contents() == ["icon.png"])
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int ?? 0) & 0o044 != 0, "readable by others, like any file")
    }

    @Test("a write into a missing folder fails with the path and leaves nothing")
    func missingFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("no/such/icon.png")
        let error = #expect(throws: ImageFileError.self) { try PNGEncoder().write(RGBAImage(width: 1, height: 1), to: path) }
        #expect(error?.file == path)
        #expect(try folder.contents().isEmpty)
    }
}
