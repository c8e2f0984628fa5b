import Foundation
import Testing
import Tintype
import TintypeCLI
import TintypeReference
import TintypeSupport
import TintypeTestSupport
import ZIPFoundation

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

@Suite("Rounded photo")
struct RoundedPhotoTests {
    @Test("aspect fill, rounded clip, border inside the edge")
    func roundedPhoto() async throws {
        let photo = try RecipeArt.photo()  // 96 × 72
        var recipe = RoundedPhoto(width: 64, height: 64)
        recipe.radius = 10
        let image = recipe.render(photo, scale: 2)
        #expect(image.width == 128 && image.height == 128)
        #expect(image[0, 0].alpha == 0, "the corner is cut")
        #expect(image[64, 64].alpha == 255 && image[64, 64] == RoundedPhoto.aspectFill(photo, width: 128, height: 128)[64, 64])
        #expect(
            image[64, 1].alpha == 255
                && image[64, 1].straight.red < RoundedPhoto.aspectFill(photo, width: 128, height: 128)[64, 1].straight.red,
            "the half-black border darkens the edge")
        try checkGolden(image, "rounded-photo@2x")
        let filled = RoundedPhoto.aspectFill(photo, width: 50, height: 100)
        #expect(filled.width == 50 && filled.height == 100)

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(
            await CLI.status([
                "round", Fixtures.path("jpeg/baseline.jpg"), "-o", folder.file("avatar.png"), "--size", "64x64",
                "--radius", "10", "--scale", "2"
            ]) == 0)
        #expect(try ImageDecoder.read(folder.file("avatar.png")).image.bytes == image.bytes)
        #expect(await CLI.status(["round", Fixtures.path("jpeg/truncated.jpg"), "-o", folder.file("b.png"), "--size", "64x64"]) == 1)
    }
}
