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

@Suite("Resampling and blur")
struct ResamplingTests {
    @Test("area downscale is exact against doubles for 3:2, 3:1, 2:1 and within 1 for other ratios")
    func areaMatchesReference() {
        var generator = SeededGenerator(seed: 21)
        let cases = [
            (48, 48, 32, 32, 0), (48, 48, 16, 16, 0), (9, 6, 6, 4, 0), (3, 3, 1, 1, 0), (10, 7, 5, 7, 0),
            (1, 1, 1, 1, 0), (13, 11, 7, 5, 1), (97, 31, 50, 30, 1), (5, 5, 5, 5, 0), (7, 1, 3, 1, 1),
            (27, 9, 9, 3, 0), (6, 6, 2, 2, 0), (39, 6, 13, 2, 0), (15, 12, 10, 8, 0)
        ]
        for (sw, sh, dw, dh, tolerance) in cases {
            let image = RGBAImage.random(width: sw, height: sh, using: &generator)
            let fast = image.downscaled(width: dw, height: dh)
            #expect(
                fast.maximumDifference(from: Reference.downscale(image, width: dw, height: dh)) <= tolerance, "\(sw)×\(sh) → \(dw)×\(dh)")
        }
        #expect(RGBAImage(width: 5, height: 5).downscaled(width: 0, height: 3).isEmpty)
    }

    @Test("a 48 px icon shrunk to 32 and 16 keeps flat areas flat and has no dark fringe")
    func noDarkFringes() {
        // A white disk on transparent: downscaled edges stay white, only alpha falls.
        var icon = RGBAImage(width: 48, height: 48)
        for y in 0..<48 {
            for x in 0..<48 where (x - 24) * (x - 24) + (y - 24) * (y - 24) < 400 {
                icon[x, y] = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
            }
        }
        for size in [32, 16] {
            let small = icon.downscaled(width: size, height: size)
            for y in 0..<size {
                for x in 0..<size where small[x, y].alpha > 0 {
                    let straight = small[x, y].straight
                    #expect(straight.red >= 254, "\(size) px: (\(x), \(y)) is \(straight)")
                }
            }
            #expect(small[size / 2, size / 2].alpha == 255)
            #expect(small[0, 0].alpha == 0)
        }
    }

    @Test("bilinear resampling is within 1 of doubles, and exact for a 1-pixel middle")
    func bilinearMatchesReference() {
        var generator = SeededGenerator(seed: 22)
        for (sw, sh, dw, dh) in [(5, 5, 12, 9), (8, 3, 3, 8), (1, 1, 6, 4), (2, 7, 11, 2), (16, 16, 16, 16)] {
            let image = RGBAImage.random(width: sw, height: sh, using: &generator)
            let fast = image.resampledBilinear(width: dw, height: dh)
            #expect(fast.maximumDifference(from: Reference.bilinear(image, width: dw, height: dh)) <= 1, "\(sw)×\(sh) → \(dw)×\(dh)")
        }
        let one = RGBAImage(width: 1, height: 1, filledWith: PremultipliedColor(red: 10, green: 20, blue: 30, alpha: 40))
        #expect(one.resampledBilinear(width: 7, height: 3) == RGBAImage(width: 7, height: 3, filledWith: one[0, 0]))
    }

    @Test("bicubic enlarging is within 1 of doubles on random art and edge cases, and keeps flat areas flat")
    func bicubicMatchesReference() {
        var generator = SeededGenerator(seed: 23)
        for (sw, sh, dw, dh) in [
            (5, 5, 12, 9), (8, 3, 3, 8), (1, 1, 6, 4), (2, 7, 11, 2), (16, 16, 16, 16), (19, 13, 57, 39), (3, 1, 10, 1)
        ] {
            let image = RGBAImage.random(width: sw, height: sh, using: &generator)
            let fast = image.resampledBicubic(width: dw, height: dh)
            #expect(fast.maximumDifference(from: Reference.bicubic(image, width: dw, height: dh)) <= 1, "\(sw)×\(sh) → \(dw)×\(dh)")
            for y in 0..<dh {
                for x in 0..<dw {
                    let p = fast[x, y]
                    #expect(p.red <= p.alpha && p.green <= p.alpha && p.blue <= p.alpha, "\(sw)×\(sh) → \(dw)×\(dh) at (\(x), \(y))")
                }
            }
        }
        let flat = RGBAImage(width: 4, height: 3, filledWith: PremultipliedColor(red: 10, green: 20, blue: 30, alpha: 40))
        #expect(flat.resampledBicubic(width: 9, height: 7) == RGBAImage(width: 9, height: 7, filledWith: flat[0, 0]))
        // A hard edge enlarged 3×: the overshoot is clamped, and the edge is steeper than bilinear's.
        var edge = RGBAImage(width: 4, height: 1)
        for x in 2..<4 { edge[x, 0] = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255) }
        let cubic = edge.resampledBicubic(width: 12, height: 1)
        let linear = edge.resampledBilinear(width: 12, height: 1)
        #expect(cubic[5, 0].alpha < linear[5, 0].alpha && cubic[6, 0].alpha > linear[6, 0].alpha)
        #expect(cubic[0, 0].alpha == 0 && cubic[11, 0].alpha == 255)
    }

    @Test("bicubic enlarging of a window is exactly that part of the whole, clipped; an empty window is empty")
    func bicubicWindow() {
        var generator = SeededGenerator(seed: 29)
        let image = RGBAImage.random(width: 13, height: 11, using: &generator)
        let whole = image.resampledBicubic(width: 40, height: 31)
        for window in [
            PixelRect(x: 0, y: 0, width: 40, height: 31), PixelRect(x: 7, y: 5, width: 9, height: 13),
            PixelRect(x: -6, y: 20, width: 15, height: 40), PixelRect(x: 35, y: -3, width: 20, height: 4)
        ] {
            let part = image.resampledBicubic(width: 40, height: 31, window: window)
            let (left, top) = (max(window.x, 0), max(window.y, 0))
            #expect(part.width == min(window.x + window.width, 40) - left && part.height == min(window.y + window.height, 31) - top)
            var mismatches = 0
            for y in 0..<part.height {
                for x in 0..<part.width where part[x, y] != whole[left + x, top + y] { mismatches += 1 }
            }
            #expect(mismatches == 0, "\(window)")
        }
        #expect(image.resampledBicubic(width: 40, height: 31, window: PixelRect(x: 50, y: 0, width: 5, height: 5)).isEmpty)
        #expect(image.resampledBicubic(width: 40, height: 31, window: PixelRect(x: Int.max - 2, y: 0, width: 9, height: 5)).isEmpty)
    }

    @Test("Gaussian blur is within 1 of the exact convolution", arguments: [0.5, 1.0, 2.5, 4.0])
    func blurMatchesReference(_ sigma: Double) {
        var generator = SeededGenerator(seed: UInt64(sigma * 10))
        for (width, height) in [(1, 1), (9, 3), (17, 13), (40, 6)] {
            let image = RGBAImage.random(width: width, height: height, using: &generator)
            let fast = GaussianBlur(sigma: sigma).apply(to: image)
            #expect(fast.maximumDifference(from: Reference.blur(image, sigma: sigma)) <= 1, "σ \(sigma), \(width)×\(height)")
        }
    }

    @Test("blur keeps a flat opaque field flat away from the edges and conserves a dot's mass")
    func blurProperties() {
        let field = RGBAImage(width: 40, height: 40, filledWith: PremultipliedColor(red: 0, green: 190, blue: 252, alpha: 255))
        let blurred = GaussianBlur(sigmaPoints: 2, scale: 2).apply(to: field)
        #expect(blurred[20, 20] == field[20, 20])
        #expect(blurred[0, 0].alpha < 255 / 3 + 2, "the transparent outside pulls the corner down")
        var dot = RGBAImage(width: 41, height: 41)
        dot[20, 20] = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
        let spread = GaussianBlur(sigma: 1.5).apply(to: dot)
        let mass = spread.bytes.enumerated().filter { $0.offset % 4 == 3 }.reduce(0) { $0 + Int($1.element) }
        #expect(abs(mass - 255) < 30)
        #expect(GaussianBlur(sigma: 0).apply(to: dot) == dot)
    }
}
