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

@Suite("Tint: stencil, mask, paint, placement, fused")
struct TintTests {
    static let gray = StraightColor(red: 170, green: 170, blue: 170)
    static let paints: [Paint] = [
        .solid(gray),
        .solid(StraightColor(red: 0, green: 122, blue: 255, alpha: 200)),
        .vertical(StraightColor(red: 213, green: 229, blue: 248), StraightColor(red: 49, green: 140, blue: 228)),
        .vertical([
            StraightColor(red: 255, green: 0, blue: 0), StraightColor(red: 0, green: 255, blue: 0, alpha: 128),
            StraightColor(red: 0, green: 0, blue: 255)
        ])!,
        .linearGradient(
            Paint.LinearGradient(
                colors: [StraightColor(red: 255, green: 255, blue: 0), StraightColor(red: 0, green: 0, blue: 90)], angle: 30)!),
        .linearGradient(
            Paint.LinearGradient(
                colors: [StraightColor(red: 9, green: 200, blue: 30), StraightColor(red: 240, green: 10, blue: 90, alpha: 30)], angle: 90)!),
        .gloss(.classic),
        .image(RGBAImage.random(width: 9, height: 13, using: &sharedGenerator))
    ]
    nonisolated(unsafe) static var sharedGenerator = SeededGenerator(seed: 99)

    /// Sizes that exercise the vector loop, its 4-pixel step and the scalar tail.
    static let sizes = [(1, 1), (1, 5), (3, 2), (4, 4), (7, 3), (8, 8), (13, 11), (33, 9), (0, 4), (4, 0)]

    @Test("fused tint equals the scalar reference on random icons", arguments: 0..<paints.count)
    func fusedMatchesReference(_ paintIndex: Int) {
        let paint = Self.paints[paintIndex]
        var generator = SeededGenerator(seed: UInt64(paintIndex))
        // Gradients at an angle and the gloss are computed in floating point: within 1 of the reference.
        let tolerance: Int
        switch paint {
        case .linearGradient(let g) where g.start.x != g.end.x: tolerance = 1
        case .gloss: tolerance = 1
        default: tolerance = 0
        }
        for (width, height) in Self.sizes {
            let icon = RGBAImage.random(width: width, height: height, using: &generator)
            for (canvasWidth, canvasHeight) in [(width, height), (width + 5, height + 2), (max(0, width - 3), height + 1), (2, 2)] {
                for source in [Mask.Source.alpha, .luminance, .knockout, .tones, .auto] {
                    let fast = Tint(paint: paint, maskSource: source).apply(to: icon, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
                    let slow = Reference.tint(icon, paint: paint, source: source, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
                    #expect(
                        fast.maximumDifference(from: slow) <= tolerance, "\(width)×\(height) on \(canvasWidth)×\(canvasHeight), \(source)")
                }
            }
        }
    }

    @Test("icons that are all transparent or all opaque", arguments: 0..<paints.count)
    func uniformAlpha(_ paintIndex: Int) {
        let paint = Self.paints[paintIndex]
        let tolerance = paintIndex >= 4 && paintIndex <= 6 ? 1 : 0
        for (width, height) in [(1, 1), (9, 3), (16, 2)] {
            for fill in [
                PremultipliedColor.clear, PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255),
                PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255), PremultipliedColor(red: 30, green: 90, blue: 10, alpha: 255)
            ] {
                let icon = RGBAImage(width: width, height: height, filledWith: fill)
                for source in [Mask.Source.alpha, .luminance, .knockout, .tones, .auto] {
                    let fast = Tint(paint: paint, maskSource: source).apply(to: icon, canvasWidth: width + 2, canvasHeight: height)
                    let slow = Reference.tint(icon, paint: paint, source: source, canvasWidth: width + 2, canvasHeight: height)
                    #expect(fast.maximumDifference(from: slow) <= tolerance, "\(width)×\(height) \(fill) \(source)")
                }
            }
        }
    }

    @Test("the step-by-step recipe gives the fused result", arguments: 0..<paints.count)
    func stepByStepEqualsFused(_ paintIndex: Int) throws {
        let paint = Self.paints[paintIndex]
        let icon = try ImageDecoder.read(Fixtures.path("pngsuite/basn6a08.png")).image
        let stencil = Stencil(alphaOf: icon)
        let mask = Mask(stencil: stencil)
        #expect(mask == Mask(of: icon, source: .alpha))
        let placed = mask.filled(with: paint).placedCentered(width: 44, height: 30)
        #expect(placed == Tint(paint: paint, maskSource: .alpha).apply(to: icon, canvasWidth: 44, canvasHeight: 30))
    }

    @Test("stencil: white background, black content; the mask inverts it")
    func stencilSemantics() {
        var icon = RGBAImage(width: 3, height: 1)
        icon[0, 0] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
        icon[1, 0] = PremultipliedColor(red: 10, green: 10, blue: 10, alpha: 64)
        #expect(Stencil(alphaOf: icon).samples == [0, 191, 255])
        #expect(Mask(stencil: Stencil(alphaOf: icon)).coverage == [255, 64, 0])
    }

    @Test("opaque art masks by luminance: dark paints, white does not")
    func luminanceMask() throws {
        let glyph = try ImageDecoder.read(Fixtures.path("jpeg/glyph-dark-on-white.jpg")).image
        #expect(Mask.Source.auto.resolved(for: glyph) == .luminance)
        let mask = Mask(of: glyph, source: .auto)
        #expect(mask[0, 0] < 8, "white corner: no coverage")
        #expect(mask.coverage.max()! > 240, "the dark glyph: full coverage")
        for (index, value) in mask.coverage.enumerated() {
            let pixel = Reference.pixel(glyph, index % glyph.width, index / glyph.width)
            #expect(abs(Int(value) - (255 - Reference.luminanceOverWhite(pixel))) <= 1)
        }
        #expect(Stencil(of: glyph, source: .auto).samples == mask.coverage.map { 255 - $0 })
    }

    @Test("luminance matches round(0.299 R + 0.587 G + 0.114 B) within 1 over every gray and random colors")
    func luminanceAccuracy() {
        var generator = SeededGenerator(seed: 5)
        var exact = 0
        var total = 0
        for _ in 0..<20_000 {
            let pixel = [
                Int.random(in: 0...255, using: &generator), Int.random(in: 0...255, using: &generator),
                Int.random(in: 0...255, using: &generator), 255
            ]
            let fast = Int(Luminance.ofPixel(UInt32(pixel[0] | pixel[1] << 8 | pixel[2] << 16 | 255 << 24)))
            let slow = Reference.luminanceOverWhite(pixel)
            #expect(abs(fast - slow) <= 1)
            exact += fast == slow ? 1 : 0
            total += 1
        }
        #expect(Double(exact) / Double(total) > 0.99)
    }

    @Test("placement centers at floor((outer − inner)/2), negative when the canvas is smaller")
    func placement() {
        #expect(
            Placement.centeredOrigin(outer: PixelSize(width: 64, height: 44), inner: PixelSize(width: 30, height: 30))
                == PixelPoint(x: 17, y: 7))
        #expect(
            Placement.centeredOrigin(outer: PixelSize(width: 10, height: 10), inner: PixelSize(width: 13, height: 12))
                == PixelPoint(x: -2, y: -1))
        #expect(Placement.centeredOrigin(outer: PixelSize(width: 5, height: 5), inner: PixelSize(width: 4, height: 4)) == .zero)
    }

    @Test("the default vertical gradient gives row y the color at t = (y + 0.5)/h")
    func verticalGradientRows() {
        let top = StraightColor(red: 0, green: 0, blue: 0)
        let bottom = StraightColor(red: 200, green: 100, blue: 255)
        let mask = Mask(width: 3, height: 4, coverage: [UInt8](repeating: 255, count: 12))!
        let filled = mask.filled(with: .vertical(top, bottom))
        for y in 0..<4 {
            let t = (Double(y) + 0.5) / 4
            #expect(
                filled[1, y]
                    == StraightColor(
                        red: UInt8((200 * t).rounded()), green: UInt8((100 * t).rounded()),
                        blue: UInt8((255 * t).rounded())
                    ).premultiplied)
        }
    }

    @Test("a tinted real icon: normal gray and selected gradient keep the icon's shape")
    func realIcon() throws {
        let icon = try ImageDecoder.read(Fixtures.path("pngsuite/basn6a08.png")).image
        // Its colours are a gradient of several, which `auto` would keep as tones: the shape is its alpha.
        let normal = Tint(paint: .solid(Self.gray), maskSource: .alpha).apply(to: icon)
        for y in 0..<icon.height {
            for x in 0..<icon.width {
                #expect(normal[x, y].alpha == icon[x, y].alpha)
                #expect(normal[x, y].red == normal[x, y].blue)
            }
        }
    }
}
