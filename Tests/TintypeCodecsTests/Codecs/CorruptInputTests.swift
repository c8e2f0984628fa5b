import Foundation
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

@Suite("Bad input: clear errors, never a crash")
struct CorruptInputTests {
    @Test("empty, garbage and unknown formats")
    func notImages() {
        #expect(throws: ImageFileError(file: "e", problem: .empty)) { try ImageDecoder.decode([], file: "e") }
        #expect(throws: ImageFileError(file: "g", problem: .unknownFormat)) {
            try ImageDecoder.decode(Array("GIF89a, not supported".utf8), file: "g")
        }
        #expect(throws: ImageFileError.self) { try ImageDecoder.decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], file: "s") }
        #expect(throws: ImageFileError.self) { try ImageDecoder.decode([0xFF, 0xD8, 0xFF], file: "j") }
    }

    @Test("missing files and folders name the path and the reason")
    func fileSystem() throws {
        let missing = #expect(throws: ImageFileError.self) { try ImageDecoder.read("/nonexistent/icon.png") }
        #expect(missing?.description == "/nonexistent/icon.png: no such file or directory")
        let folder = #expect(throws: ImageFileError.self) { try ImageDecoder.read(Fixtures.path("pngsuite")) }
        #expect(folder?.description.hasSuffix("is a folder, not a file") == true)
    }

    @Test("every prefix of PNG files is refused", arguments: ["basn6a08", "basi3p02", "basn0g16"])
    func pngPrefixes(_ name: String) throws {
        let bytes = try Fixtures.bytes("pngsuite/\(name).png")
        for length in 0..<bytes.count - 12 {  // the last 12 bytes are IEND, which libpng need not reach
            #expect(throws: ImageFileError.self, "prefix of \(length) bytes") {
                try ImageDecoder.decode(Array(bytes[0..<length]), file: "cut")
            }
        }
    }

    @Test("random byte damage decodes or throws, never crashes", arguments: ["basn6a08.png", "basi4a16.png"])
    func randomDamage(_ name: String) throws {
        let original = try Fixtures.bytes("pngsuite/" + name)
        var generator = SeededGenerator(seed: 42)
        var refused = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes[Int.random(in: 8..<bytes.count, using: &generator)] = .random(in: 0...255, using: &generator)
            }
            do {
                _ = try ImageDecoder.decode(bytes, file: "damaged")
            } catch {
                refused += 1
            }
        }
        #expect(refused > 250, "CRCs catch nearly all damage")
    }

    @Test("random damage to JPEG data decodes or throws, never crashes")
    func jpegDamage() throws {
        let original = try Fixtures.bytes("jpeg/baseline.jpg")
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<200 {
            var bytes = original
            bytes[Int.random(in: 2..<bytes.count, using: &generator)] = .random(in: 0...255, using: &generator)
            _ = try? ImageDecoder.decode(bytes, file: "damaged.jpg")
        }
    }
}
