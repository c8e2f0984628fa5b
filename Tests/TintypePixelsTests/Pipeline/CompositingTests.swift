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

@Suite("Compositing")
struct CompositingTests {
    @Test("every mode equals the scalar reference, clipped at the edges", arguments: RGBAImage.BlendMode.allCases)
    func matchesReference(_ mode: RGBAImage.BlendMode) {
        var generator = SeededGenerator(seed: UInt64(mode.hashValue & 0xFFFF))
        for (sw, sh, dw, dh, x, y) in [
            (1, 1, 1, 1, 0, 0), (7, 3, 9, 5, 1, 1), (13, 4, 10, 6, -2, 3), (33, 9, 20, 20, 5, -4),
            (4, 4, 3, 3, 0, 0), (5, 5, 8, 8, 9, 9), (0, 3, 4, 4, 0, 0), (6, 6, 6, 6, -6, 0)
        ] {
            let source = RGBAImage.random(width: sw, height: sh, using: &generator)
            let destination = RGBAImage.random(width: dw, height: dh, using: &generator)
            var fast = destination
            fast.draw(source, at: PixelPoint(x: x, y: y), mode: mode)
            let slow = Reference.draw(source, onto: destination, at: PixelPoint(x: x, y: y), mode: mode)
            #expect(fast == slow, "\(sw)×\(sh) onto \(dw)×\(dh) at (\(x), \(y))")
        }
    }

    @Test("every mode, every pair of alphas 0 and 255 and mid values")
    func edgeAlphas() {
        let values: [PremultipliedColor] = [
            .clear, PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255),
            PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255),
            PremultipliedColor(red: 100, green: 30, blue: 128, alpha: 128), PremultipliedColor(red: 1, green: 0, blue: 1, alpha: 1)
        ]
        for mode in RGBAImage.BlendMode.allCases {
            for s in values {
                for d in values {
                    let source = RGBAImage(width: 5, height: 1, filledWith: s)
                    let destination = RGBAImage(width: 5, height: 1, filledWith: d)
                    var fast = destination
                    fast.draw(source, at: .zero, mode: mode)
                    #expect(fast == Reference.draw(source, onto: destination, at: .zero, mode: mode), "\(mode) \(s) over \(d)")
                }
            }
        }
    }

    @Test("hand-computed pixels")
    func handComputed() {
        let red = StraightColor(red: 255, green: 0, blue: 0, alpha: 128).premultiplied  // (128, 0, 0, 128)
        let blue = StraightColor(red: 0, green: 0, blue: 255).premultiplied
        func result(_ mode: RGBAImage.BlendMode) -> PremultipliedColor {
            var image = RGBAImage(width: 1, height: 1, filledWith: blue)
            image.draw(RGBAImage(width: 1, height: 1, filledWith: red), at: .zero, mode: mode)
            return image[0, 0]
        }
        // 255·127/255 = 127
        #expect(result(.sourceOver) == PremultipliedColor(red: 128, green: 0, blue: 127, alpha: 255))
        #expect(result(.destinationIn) == PremultipliedColor(red: 0, green: 0, blue: 128, alpha: 128))
        #expect(result(.destinationOut) == PremultipliedColor(red: 0, green: 0, blue: 127, alpha: 127))
        #expect(result(.plus) == PremultipliedColor(red: 128, green: 0, blue: 255, alpha: 255))
        #expect(result(.screen) == PremultipliedColor(red: 128, green: 0, blue: 255, alpha: 255))
        #expect(result(.sourceAtop) == PremultipliedColor(red: 128, green: 0, blue: 127, alpha: 255))
        // Red times blue is black where they overlap: R = 128·0/255 + 128·(255 − 255)/255 + 0 = 0.
        #expect(result(.multiply) == PremultipliedColor(red: 0, green: 0, blue: 127, alpha: 255))
    }

    @Test("drawing a view draws only its part")
    func views() {
        var generator = SeededGenerator(seed: 8)
        let source = RGBAImage.random(width: 10, height: 10, using: &generator)
        var a = RGBAImage(width: 6, height: 6)
        var b = RGBAImage(width: 6, height: 6)
        a.draw(source.view(PixelRect(x: 2, y: 3, width: 4, height: 5)), at: PixelPoint(x: 1, y: 0))
        b.draw(source.view(PixelRect(x: 2, y: 3, width: 4, height: 5)).makeImage(), at: PixelPoint(x: 1, y: 0))
        #expect(a == b)
    }
}
