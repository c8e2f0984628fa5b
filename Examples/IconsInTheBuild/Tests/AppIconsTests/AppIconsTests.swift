import AppIcons
import Foundation
import Testing
import Tintype

/// The icons the plugin made at build time are in the bundle, and their pixels are right.
@Suite("Icons made by TintypePlugin")
struct AppIconsTests {
    @Test("the selected home tab icon at 2x: 60 px box in a 128 x 88 px item, the art painted, its corners clear")
    func tabIcon() throws {
        let url = try #require(AppIcons.tab("home-selected@2x.png"))
        let icon = try ImageDecoder.decode(Array(try Data(contentsOf: url)), file: url.path).image
        #expect(icon.width == 128 && icon.height == 88)
        #expect(icon[0, 0].alpha == 0)
        // The house's wall, below its roof, left of the door: covered.
        #expect(icon[64 - 20, 44 + 10].alpha > 200)
    }

    @Test("the iOS app icon: 1024 px, opaque, the background colour at its corner and a white star at its centre")
    func appIcon() throws {
        let url = try #require(AppIcons.appIcon("ios/AppIcon.appiconset/AppIcon.png"))
        let decoded = try ImageDecoder.decode(Array(try Data(contentsOf: url)), file: url.path)
        #expect(decoded.image.width == 1024 && decoded.image.isOpaque)
        #expect(decoded.image[8, 8].straight == StraightColor(red: 0x2B, green: 0x5F, blue: 0xD9))
        #expect(decoded.image[512, 540].straight == StraightColor(red: 255, green: 255, blue: 255))
    }
}
