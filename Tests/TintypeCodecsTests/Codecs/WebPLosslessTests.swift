import Testing
import TintypeTestSupport

@testable import TintypeCodecs
@testable import TintypePixels

/// The lossless WebP writer (`WebPLossless`, through libwebp): every pixel comes back as it went
/// in, alpha and edge cases included, and the header states the size.
@Suite("Lossless WebP")
struct WebPLosslessTests {
    @Test("random and edge-case images come back exactly", arguments: [(1, 1), (7, 3), (48, 48), (192, 191)])
    func roundTrip(width: Int, height: Int) throws {
        var generator = SeededGenerator(seed: UInt64(width * 1_000 + height))
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                // Colours of every alpha, from straight values, so premultiplying back gives the same bytes.
                let alpha: UInt8 = x == 0 ? 0 : x == 1 ? 255 : UInt8.random(in: 0...255, using: &generator)
                image[x, y] =
                    StraightColor(
                        red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                        blue: .random(in: 0...255, using: &generator), alpha: alpha
                    ).premultiplied
            }
        }
        let bytes = try WebPLossless.encode(image)
        #expect(WebPLossless.dimensions(bytes)! == (width, height))
        let back = try #require(WebPLossless.decode(bytes))
        for y in 0..<height {
            for x in 0..<width where image[x, y].alpha > 0 {
                #expect(back[x, y] == image[x, y], "(\(x), \(y))")
            }
        }
    }

    @Test("what is not a WebP has no size and no pixels; an image past WebP's sides is refused")
    func refusals() throws {
        #expect(WebPLossless.dimensions(Array("RIFF....WEBPVP8L".utf8)) == nil)
        #expect(WebPLossless.decode([]) == nil)
        #expect(throws: ImageFileError.self) { try WebPLossless.encode(RGBAImage(width: 16_384, height: 1)) }
    }
}
