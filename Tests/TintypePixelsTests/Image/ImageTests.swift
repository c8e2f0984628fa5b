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

@Suite("RGBAImage, views and masks")
struct ImageTests {
    @Test("straight and premultiplied colors convert with SPEC rounding")
    func colorConversion() {
        let color = StraightColor(red: 255, green: 128, blue: 1, alpha: 128)
        #expect(color.premultiplied == PremultipliedColor(red: 128, green: 64, blue: 1, alpha: 128))
        #expect(color.premultiplied.straight == StraightColor(red: 255, green: 128, blue: 2, alpha: 128))
        #expect(PremultipliedColor(red: 200, green: 10, blue: 10, alpha: 100).red == 100, "clamped to alpha")
        #expect(PremultipliedColor.clear.straight == StraightColor(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test("the rounding multiply is exact for every pair of bytes")
    func multiplyIsExact() {
        for x in 0...255 {
            for y in 0...255 {
                let exact = (Double(x * y) / 255).rounded()
                #expect(PixelMath.multiply(UInt32(x), UInt32(y)) == UInt32(exact))
            }
        }
    }

    @Test("premultiply then unpremultiply is the identity on premultiplied bytes")
    func premultiplyRoundTrip() {
        var pixels = [UInt8]()
        for alpha in 0...255 {
            for value in 0...alpha { pixels += [UInt8(value), UInt8(value / 2), 0, UInt8(alpha)] }
        }
        var copy = pixels
        copy.withUnsafeMutableBufferPointer { Premultiplication.unpremultiply($0) }
        copy.withUnsafeMutableBufferPointer { Premultiplication.premultiply($0) }
        #expect(copy == pixels)
    }

    @Test("views read sub-rectangles in place, clipped to the image")
    func views() {
        var image = RGBAImage(width: 5, height: 4, scale: 2)
        image[3, 2] = PremultipliedColor(red: 9, green: 8, blue: 7, alpha: 10)
        let view = image.view(PixelRect(x: 2, y: 1, width: 10, height: 10))
        #expect(view.rect == PixelRect(x: 2, y: 1, width: 3, height: 3))
        #expect(view[1, 1] == image[3, 2])
        #expect(Array(view.row(1)) == [0, 0, 0, 0, 9, 8, 7, 10, 0, 0, 0, 0])
        let copy = view.makeImage()
        #expect(copy.width == 3 && copy.height == 3 && copy.scale == 2)
        #expect(copy[1, 1] == image[3, 2])
        #expect(image.view(PixelRect(x: 9, y: 9, width: 2, height: 2)).rect.isEmpty)
    }

    @Test("rectangles intersect and contain")
    func rects() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(PixelRect(x: 5, y: -3, width: 10, height: 5)) == PixelRect(x: 5, y: 0, width: 5, height: 2))
        #expect(a.intersection(PixelRect(x: 20, y: 0, width: 1, height: 1)).isEmpty)
        #expect(a.contains(PixelRect(x: 1, y: 1, width: 9, height: 9)))
        #expect(!a.contains(PixelRect(x: 1, y: 1, width: 10, height: 9)))
        #expect(PixelRect(x: 0, y: 0, width: -4, height: 2).width == 0)
    }

    @Test("masks hold coverage by row")
    func masks() {
        var mask = Mask(width: 3, height: 2)
        mask[2, 1] = 200
        #expect(Array(mask.row(1)) == [0, 0, 200])
        #expect(Mask(width: 2, height: 2, coverage: [1, 2, 3]) == nil)
        #expect(RGBAImage(width: 2, height: 2, premultipliedBytes: [0]) == nil)
    }

    @Test("signatures decide the format, not names")
    func formatDetection() throws {
        #expect(ImageDecoder.Format.detect(try Fixtures.bytes("pngsuite/basn0g01.png")) == .png)
        #expect(ImageDecoder.Format.detect(try Fixtures.bytes("jpeg/grayscale.jpg")) == .jpeg)
        #expect(ImageDecoder.Format.detect([0x89, 0x50]) == nil)
        #expect(ImageDecoder.Format.detect([UInt8]()) == nil)
    }
}
