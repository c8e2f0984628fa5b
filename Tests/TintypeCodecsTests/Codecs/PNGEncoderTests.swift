import Foundation
import Testing
import Tintype
import TintypeReference
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

@Suite("PNG writing")
struct PNGEncoderTests {
    @Test("random premultiplied images round-trip exactly, every compression", arguments: PNGEncoder.Compression.allCases)
    func roundTrip(_ compression: PNGEncoder.Compression) throws {
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

@Suite("PNG straight colors")
struct PNGStraightColorTests {
    @Test("the nearest straight value to any wanted one premultiplies to the stored value, for every alpha and stored value")
    func nearestIsExact() {
        var wrong: [String] = []
        for alpha in UInt32(1)...254 {
            // The values that premultiply to each stored value, by brute force: an interval.
            var lowest = [UInt32](repeating: 255, count: 256)
            var highest = [UInt32](repeating: 0, count: 256)
            for value in UInt32(0)...255 {
                let stored = Int(PixelMath.multiply(value, alpha))
                lowest[stored] = min(lowest[stored], value)
                highest[stored] = max(highest[stored], value)
            }
            for stored in 0...alpha {
                for wanted in UInt32(0)...255 {
                    let chosen = PNGStraightColors.nearest(to: wanted, storing: stored, alpha: alpha)
                    let best = min(max(wanted, lowest[Int(stored)]), highest[Int(stored)])
                    if chosen != best { wrong.append("alpha \(alpha), stored \(stored), wanted \(wanted): \(chosen), not \(best)") }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test("chosen colors premultiply back to every pixel: random, edge and sparse images")
    func chosenColorsAreExact() {
        var generator = SeededGenerator(seed: 13)
        var images = [
            RGBAImage(width: 1, height: 1),
            RGBAImage(width: 3, height: 2, filledWith: PremultipliedColor(red: 1, green: 0, blue: 1, alpha: 1))
        ]
        for (width, height) in [(1, 9), (9, 1), (17, 13), (64, 44)] {
            images.append(.random(width: width, height: height, using: &generator))
            // Mostly transparent, a few faint pixels: the case the row starts and left colors serve.
            var sparse = RGBAImage(width: width, height: height)
            for _ in 0..<max(1, width * height / 8) {
                let alpha = UInt8.random(in: 0...255, using: &generator)
                sparse[Int.random(in: 0..<width, using: &generator), Int.random(in: 0..<height, using: &generator)] =
                    StraightColor(red: .random(in: 0...255, using: &generator), green: 90, blue: 200, alpha: alpha).premultiplied
            }
            images.append(sparse)
        }
        for image in images {
            var (straight, census) = PNGStraightColors.choose(image)
            // The census counted on the way is the one a scan of every stored pixel gives.
            var scanned = PNGColorCensus()
            for offset in stride(from: 0, to: straight.count, by: 4) {
                scanned.count(straight[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) })
            }
            #expect(census.opaque == scanned.opaque && census.gray == scanned.gray, "\(image.width)×\(image.height)")
            #expect(census.colors.entries == scanned.colors.entries && census.colors.isFull == scanned.colors.isFull)
            straight.withUnsafeMutableBufferPointer { Premultiplication.premultiply($0) }
            #expect(straight == image.bytes, "\(image.width)×\(image.height)")
        }
    }

    @Test("a tinted icon stores its paint's color on every pixel of a row, transparent ones included")
    func tintedRowsAreUniform() throws {
        let art = try ImageDecoder.read(Fixtures.path("icons/star.png")).image
        let paint = Paint.vertical(StraightColor(red: 213, green: 229, blue: 248), StraightColor(red: 49, green: 140, blue: 228))
        var tinted = RGBAImage(width: art.width, height: art.height)
        Tint(paint: paint, maskSource: .alpha).apply(to: art, into: &tinted)
        let straight = PNGStraightColors.choose(tinted).bytes
        let expected = Reference.tint(art, paint: paint, source: .alpha, canvasWidth: art.width, canvasHeight: art.height)
        var checked = 0
        for y in 0..<art.height {
            let row = (0..<art.width).map { x in Array(straight[(y * art.width + x) * 4..<(y * art.width + x) * 4 + 3]) }
            // The most opaque pixel's color, everywhere in the row.
            let opaque = (0..<art.width).max { expected[$0, y].alpha < expected[$1, y].alpha }!
            if expected[opaque, y].alpha == 255 {
                let color = expected[opaque, y]
                #expect(row.allSatisfy { $0 == [color.red, color.green, color.blue] }, "row \(y)")
                checked += 1
            }
        }
        #expect(checked >= art.height / 2, "rows with an opaque pixel: \(checked) of \(art.height)")
    }
}
