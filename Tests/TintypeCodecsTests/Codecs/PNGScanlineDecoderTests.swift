import CTintypeCodecs
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

/// Tintype's own PNG reading against libpng, the reference: the same pixels and
/// header facts for every file, or the same error.
@Suite("PNG scanline decoder")
struct PNGScanlineDecoderTests {
    /// Both paths on `bytes`: equal pixels and facts, or the same error.
    static func expectSameAsLibPNG(_ bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let ours = Result { () throws(ImageFileError) in try PNGDecoder.decode(bytes, file: name, limits: .default) }
        let libpng = Result { () throws(ImageFileError) in try PNGDecoder.decodeWithLibPNG(bytes, file: name, limits: .default) }
        switch (ours, libpng) {
        case (.success(let a), .success(let b)):
            #expect(a.image == b.image, "\(name): pixels differ from libpng's", sourceLocation: sourceLocation)
            #expect(a.info == b.info, "\(name): header facts differ from libpng's", sourceLocation: sourceLocation)
        case (.failure(let a), .failure(let b)):
            #expect(a.description == b.description, sourceLocation: sourceLocation)
        default:
            Issue.record("\(name): one path decoded, the other refused: \(ours) / \(libpng)", sourceLocation: sourceLocation)
        }
    }

    /// A PNG of 8-bit samples whose scanlines are `scanlines` as stored (filter bytes included),
    /// deflated and split into IDAT chunks at `splits` (offsets into the zlib stream).
    static func file(
        width: Int, height: Int, colorType: PNGColorType, scanlines: [UInt8], palette: [UInt8] = [], transparency: [UInt8]? = nil,
        splits: [Int] = []
    ) -> [UInt8] {
        let bound = tt_zlib_compress_bound(scanlines.count)
        var stream = [UInt8](repeating: 0, count: bound)
        let length = stream.withUnsafeMutableBufferPointer { out in
            scanlines.withUnsafeBufferPointer { tt_zlib_compress(6, $0.baseAddress, $0.count, out.baseAddress, bound) }
        }
        stream.removeSubrange(length...)
        var out = ImageDecoder.Format.pngSignature
        var header = [UInt8]()
        appendUInt32(UInt32(width), to: &header)
        appendUInt32(UInt32(height), to: &header)
        header += [8, UInt8(colorType.rawValue), 0, 0, 0]
        PNGChunk(type: Array("IHDR".utf8), data: header[...]).append(to: &out)
        if !palette.isEmpty { PNGChunk(type: Array("PLTE".utf8), data: palette[...]).append(to: &out) }
        if let transparency { PNGChunk(type: Array("tRNS".utf8), data: transparency[...]).append(to: &out) }
        var start = 0
        for end in (splits.filter { $0 < stream.count }.sorted() + [stream.count]) {
            PNGChunk(type: Array("IDAT".utf8), data: stream[start..<max(start, end)]).append(to: &out)
            start = max(start, end)
        }
        PNGChunk(type: Array("IEND".utf8), data: [][...]).append(to: &out)
        return out
    }

    @Test("every PNG in Fixtures decodes as libpng decodes it, and the common ones take the fast path")
    func fixturesMatchLibPNG() throws {
        let root = Fixtures.path("")
        let paths = FileManager.default.enumerator(atPath: root)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }.sorted()
        #expect(paths.count > 200)
        var fast = 0
        for path in paths {
            let bytes = try Fixtures.bytes(path)
            guard ImageDecoder.Format.detect(bytes) == .png else { continue }
            Self.expectSameAsLibPNG(bytes, path)
            if (try? PNGScanlineDecoder.decode(bytes, file: path, limits: .default)) != nil { fast += 1 }
        }
        // PngSuite's 8-bit, non-interlaced valid files (but for those with odd chunks) and the icon fixtures.
        #expect(fast > 60)
        for name in ["basn2c08.png", "basn6a08.png", "basn0g08.png", "basn4a08.png", "basn3p08.png", "tbrn2c08.png", "tbbn3p08.png"] {
            let bytes = try Fixtures.bytes("pngsuite/" + name)
            #expect((try? PNGScanlineDecoder.decode(bytes, file: name, limits: .default)) != nil, "\(name) left to libpng")
        }
    }

    @Test("random scanlines of every color type and filter, with tRNS and split IDATs, match libpng exactly")
    func randomScanlinesMatch() {
        var random = SeededGenerator(seed: 38)
        var checked = 0
        for colorType in PNGColorType.allCases {
            for (width, height) in [(1, 1), (1, 5), (2, 3), (3, 2), (5, 7), (17, 4), (64, 9), (130, 3)] {
                for variant in 0..<3 {
                    let rowBytes = width * colorType.channels
                    var scanlines = [UInt8]()
                    for _ in 0..<height {
                        scanlines.append(UInt8.random(in: 0...4, using: &random))
                        scanlines += (0..<rowBytes).map { _ in UInt8.random(in: 0...255, using: &random) }
                    }
                    var palette = [UInt8]()
                    var transparency: [UInt8]?
                    switch colorType {
                    case .palette:
                        // Every index in range: random indices over a full palette.
                        palette = (0..<768).map { _ in UInt8.random(in: 0...255, using: &random) }
                        if variant > 0 {
                            transparency = (0..<(variant == 1 ? 256 : 7)).map { _ in UInt8.random(in: 0...255, using: &random) }
                        }
                    case .gray:
                        if variant > 0 { transparency = [0, scanlines[1]] }
                    case .rgb:
                        if variant > 0, rowBytes >= 3 { transparency = [0, scanlines[1], 0, scanlines[2], 0, scanlines[3]] }
                    case .grayAlpha, .rgba:
                        break
                    }
                    let splits = variant == 2 ? [0, 1, 2, 7, 40] : []
                    let bytes = Self.file(
                        width: width, height: height, colorType: colorType, scanlines: scanlines, palette: palette,
                        transparency: transparency, splits: splits)
                    Self.expectSameAsLibPNG(bytes, "random \(colorType) \(width)×\(height) #\(variant)")
                    #expect(
                        (try? PNGScanlineDecoder.decode(bytes, file: "random", limits: .default)) != nil,
                        "random \(colorType) \(width)×\(height) #\(variant) left to libpng")
                    checked += 1
                }
            }
        }
        #expect(checked == 5 * 8 * 3)
    }

    @Test("what the fast path does not take is left to libpng, with libpng's pixels or error")
    func leftToLibPNG() throws {
        var random = SeededGenerator(seed: 7)
        let width = 9
        let height = 4
        var scanlines = [UInt8]()
        for _ in 0..<height { scanlines += [4] + (0..<width).map { _ in UInt8.random(in: 0...255, using: &random) } }
        let palette = (0..<30).map { UInt8($0 * 7) }  // 10 entries; random indices reach past them
        let cases: [(String, [UInt8])] = [
            (
                "palette index past the palette",
                Self.file(width: width, height: height, colorType: .palette, scanlines: scanlines, palette: palette)
            ),
            ("filter type 5", Self.file(width: width, height: height, colorType: .gray, scanlines: [5] + scanlines.dropFirst())),
            ("stream one row short", Self.file(width: width, height: height + 1, colorType: .gray, scanlines: scanlines)),
            ("stream one row long", Self.file(width: width, height: height - 1, colorType: .gray, scanlines: scanlines)),
            (
                "tRNS on RGBA",
                Self.file(width: 3, height: 1, colorType: .rgba, scanlines: [0] + Array(repeating: 9, count: 12), transparency: [0, 9])
            ),
            (
                "palette image with tRNS but no PLTE",
                Self.file(width: width, height: height, colorType: .palette, scanlines: scanlines, transparency: [0, 0])
            ),
            ("palette image with no PLTE", Self.file(width: width, height: height, colorType: .palette, scanlines: scanlines)),
            (
                "PLTE in a gray image",
                Self.file(width: width, height: height, colorType: .gray, scanlines: scanlines, palette: palette)
            ),
            (
                "tRNS gray key above 255",
                Self.file(width: width, height: height, colorType: .gray, scanlines: scanlines, transparency: [1, 0])
            )
        ]
        for (name, bytes) in cases {
            #expect((try? PNGScanlineDecoder.decode(bytes, file: name, limits: .default)) == nil, "\(name) taken by the fast path")
            Self.expectSameAsLibPNG(bytes, name)
        }
        // A bad CRC and a truncated file: libpng's own error.
        var good = Self.file(width: width, height: height, colorType: .gray, scanlines: scanlines)
        Self.expectSameAsLibPNG(Array(good.dropLast(13)), "no IEND")
        good[good.count - 20] ^= 0x40
        #expect((try? PNGScanlineDecoder.decode(good, file: "bad CRC", limits: .default)) == nil)
        Self.expectSameAsLibPNG(good, "bad CRC")
    }

    @Test("byte flips in real files decode as libpng decodes them, or fail with its error")
    func mutatedFilesMatch() throws {
        var random = SeededGenerator(seed: 2026)
        let sources = ["pngsuite/basn6a08.png", "pngsuite/basn3p08.png", "pngsuite/tbrn2c08.png", "pngsuite/basn0g08.png"]
        for source in sources {
            let original = try Fixtures.bytes(source)
            for trial in 0..<60 {
                var bytes = original
                let offset = Int.random(in: 8..<bytes.count, using: &random)
                bytes[offset] ^= UInt8.random(in: 1...255, using: &random)
                // Half the trials make the chunk's CRC right again, so the flip reaches the decoders.
                if trial.isMultiple(of: 2) { Self.fixCRCs(&bytes) }
                Self.expectSameAsLibPNG(bytes, "\(source) with byte \(offset) flipped")
            }
        }
    }

    /// Rewrites every chunk's CRC to match its bytes (stopping where the lengths stop making sense).
    static func fixCRCs(_ bytes: inout [UInt8]) {
        var offset = 8
        while bytes.count - offset >= 12 {
            let length = Int(readUInt32(bytes, at: offset))
            guard length <= bytes.count - offset - 12 else { return }
            let crc = PNGChunk.crc(type: Array(bytes[offset + 4..<offset + 8]), data: bytes[offset + 8..<offset + 8 + length])
            let at = offset + 8 + length
            bytes[at..<at + 4] = [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)][...]
            offset = at + 4
        }
    }
}
