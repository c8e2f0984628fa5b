import AppIcons
import Foundation
import Testing

/// The icons the plugin made at build time are in the bundle, at their sizes. (CI checks their
/// pixels too: the files are the same bytes `tintype run` makes of the same job file.)
@Suite("Icons made by TintypePlugin")
struct AppIconsTests {
    @Test("the selected home tab icon at 2x: a 128 x 88 px PNG with transparency")
    func tabIcon() throws {
        let url = try #require(AppIcons.tab("home-selected@2x.png"))
        let header = try PNGHeader(Data(contentsOf: url))
        #expect(header.width == 128 && header.height == 88)
        #expect(header.hasAlpha)
    }

    @Test("the iOS app icon: a 1024 px PNG without alpha (App Store Connect refuses one with it)")
    func appIcon() throws {
        let url = try #require(AppIcons.appIcon("ios/AppIcon.appiconset/AppIcon.png"))
        let header = try PNGHeader(Data(contentsOf: url))
        #expect(header.width == 1024 && header.height == 1024)
        #expect(!header.hasAlpha)
    }
}

/// What a PNG's header says: its size in pixels, and whether it can hold transparency (an alpha
/// channel, or a tRNS chunk giving a palette or grey level transparency).
struct PNGHeader {
    var width: Int
    var height: Int
    var hasAlpha: Bool

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count >= 33, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw NotAPNG() }
        func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        func kind(at offset: Int) -> String { String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) }
        guard kind(at: 8) == "IHDR" else { throw NotAPNG() }
        width = number(at: 16)
        height = number(at: 20)
        // Colour types 4 (grey and alpha) and 6 (RGBA) carry alpha; the others may have a tRNS chunk.
        var transparent = bytes[25] == 4 || bytes[25] == 6
        var chunk = 8
        while chunk + 8 <= bytes.count, kind(at: chunk) != "IDAT" {
            transparent = transparent || kind(at: chunk) == "tRNS"
            chunk += 12 + number(at: chunk)
        }
        hasAlpha = transparent
    }

    struct NotAPNG: Error {}
}
