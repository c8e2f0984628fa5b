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

@Suite("Fitting art into the icon box")
struct FittingTests {
    /// Random art with a transparent (or white, for opaque art) margin of random widths.
    static func framedArt(width: Int, height: Int, opaque: Bool, using generator: inout SeededGenerator) -> RGBAImage {
        var image =
            opaque
            ? RGBAImage(width: width, height: height, filledWith: StraightColor(red: 255, green: 255, blue: 255).premultiplied)
            : RGBAImage(width: width, height: height)
        guard width > 2, height > 2 else { return image }
        let x0 = Int.random(in: 0..<width / 2, using: &generator)
        let y0 = Int.random(in: 0..<height / 2, using: &generator)
        let x1 = Int.random(in: x0..<width, using: &generator)
        let y1 = Int.random(in: y0..<height, using: &generator)
        let art = RGBAImage.random(width: x1 - x0 + 1, height: y1 - y0 + 1, using: &generator)
        image.draw(art, at: PixelPoint(x: x0, y: y0), mode: opaque ? .sourceOver : .copy)
        return image
    }

    @Test("coverage bounds and centroid equal the per-pixel reference (alpha and luminance, odd sizes, empty art)")
    func boundsAndCentroid() {
        var generator = SeededGenerator(seed: 8)
        let sizes = [(1, 1), (1, 7), (7, 1), (3, 5), (17, 9), (64, 64), (33, 70), (129, 3)]
        for (width, height) in sizes {
            for opaque in [false, true] {
                for _ in 0..<4 {
                    let image = Self.framedArt(width: width, height: height, opaque: opaque, using: &generator)
                    let source: Mask.Source = opaque ? .luminance : .alpha
                    #expect(image.coverageBounds(source) == Reference.coverageBounds(image, source: source), "\(width)×\(height) \(source)")
                    let fast = image.coverageCentroid(source)
                    let slow = Reference.coverageCentroid(image, source: source)
                    #expect((fast == nil) == (slow == nil))
                    // Alpha coverage is exact; the fast luminance is within 1 of the real-number one, which moves the centroid a little.
                    let tolerance = opaque ? 0.5 : 1e-9
                    if let fast, let slow {
                        #expect(abs(fast.x - slow.x) < tolerance && abs(fast.y - slow.y) < tolerance, "\(width)×\(height) \(source)")
                    }
                }
            }
        }
        // Nothing covered: fully transparent, white on white; a single faint pixel at the far corner.
        #expect(RGBAImage(width: 9, height: 4).coverageBounds(.alpha) == nil)
        #expect(
            RGBAImage(width: 9, height: 4, filledWith: StraightColor(red: 255, green: 255, blue: 255).premultiplied).coverageBounds(.auto)
                == nil)
        var faint = RGBAImage(width: 40, height: 30)
        faint[39, 29] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(faint.coverageBounds(.alpha) == PixelRect(x: 39, y: 29, width: 1, height: 1))
        #expect(faint.coverageCentroid(.alpha)! == VectorPath.Point(x: 39.5, y: 29.5))
    }

    @Test("alpha coverage bounds of scattered pixels equal the per-pixel reference, at widths around eight-pixel steps")
    func scatteredBounds() {
        var generator = SeededGenerator(seed: 81)
        for width in [1, 2, 7, 8, 9, 15, 16, 17, 31, 33, 100] {
            for height in [1, 3, 8, 20] {
                for _ in 0..<6 {
                    var image = RGBAImage(width: width, height: height)
                    for _ in 0..<Int.random(in: 0...4, using: &generator) {
                        let alpha = UInt8.random(in: 1...255, using: &generator)
                        image[Int.random(in: 0..<width, using: &generator), Int.random(in: 0..<height, using: &generator)] =
                            PremultipliedColor(red: 0, green: 0, blue: 0, alpha: alpha)
                    }
                    // Colour without alpha is not coverage (it does not happen premultiplied, but the bounds read alpha only).
                    image[Int.random(in: 0..<width, using: &generator), 0] = PremultipliedColor(
                        uncheckedRed: 200, green: 9, blue: 1, alpha: 0)
                    #expect(image.coverageBounds(.alpha) == Reference.coverageBounds(image, source: .alpha), "\(width)×\(height)")
                }
            }
        }
    }

    @Test("fitted frames equal the reference for raster masters of many shapes, boxes, paddings, scales and centerings")
    func fittedFrames() throws {
        var generator = SeededGenerator(seed: 9)
        for (width, height) in [(512, 512), (300, 97), (41, 200), (96, 96), (1000, 7)] {
            let master = Self.framedArt(width: width, height: height, opaque: false, using: &generator)
            let trimmed = try #require(master.coverageBounds(.alpha))
            for box in [PointSize(square: 30), PointSize(square: 24), PointSize(width: 40, height: 22)] {
                for padding in [IconSizing.Padding.points(0), .points(2.5), .percent(10)] {
                    for centering in IconSizing.Centering.allCases {
                        for scale in [1.0, 1.5, 2, 3, 4] {
                            var sizing = IconSizing(box: box)
                            sizing.padding = padding
                            sizing.centering = centering
                            let fitted = try ArtMaster(.raster(master), maskSource: .alpha, trim: true, file: "m").fitted(
                                sizing, scale: scale)
                            let expected = Reference.fittedFrame(
                                region: (Double(trimmed.width), Double(trimmed.height)), box: box, padding: padding.points(in: box),
                                scale: scale,
                                centering: centering, centroid: Reference.coverageCentroid(fitted.art, source: .alpha))
                            #expect(fitted.frame == expected, "\(width)×\(height) in \(box) pad \(padding) \(centering) @\(scale)x")
                            // The longer side (relative to the area's shape) is exactly the area, to the pixel.
                            let area = sizing.artArea.pixels(at: scale)
                            #expect(fitted.art.width == area.width || fitted.art.height == area.height)
                            #expect(fitted.art.width <= area.width && fitted.art.height <= area.height)
                        }
                    }
                }
            }
        }
    }

    @Test("a small raster is enlarged to fill the box, and the placed art says so with a typed warning")
    func upscale() throws {
        var art = RGBAImage(width: 20, height: 10, filledWith: StraightColor(red: 0, green: 0, blue: 0).premultiplied)
        art.scale = 1
        var sizing = IconSizing(box: PointSize(square: 30))
        sizing.fit = .always
        let master = try ArtMaster(.raster(art), maskSource: .alpha, trim: true, file: "small.png")
        let fitted = try master.fitted(sizing, scale: 1)
        #expect(fitted.art.width == 30 && fitted.art.height == 15 && fitted.enlargedFrom == PixelSize(width: 20, height: 10))
        let placed = try master.placed(sizing, scale: 1, canvas: nil, file: "small.png")
        #expect(placed.warnings.first?.code == .enlarged && placed.warnings.first?.file == "small.png" && placed.warnings.first?.scale == 1)
        #expect(placed.warnings.first?.message.contains("20×10 px") == true && placed.warnings.first?.message.contains("--") == false)
        // Art with enough pixels is shrunk, with no warning.
        let shrunk = try master.fitted(IconSizing(box: PointSize(square: 10)), scale: 1)
        #expect(shrunk.art.width == 10 && shrunk.enlargedFrom == nil)
    }

    @Test("art with nothing covered is refused with the file named")
    func nothingToFit() {
        #expect(throws: ImageFileError.self) {
            try ArtMaster(.raster(RGBAImage(width: 8, height: 8)), maskSource: .auto, trim: true, file: "empty.png")
        }
        do {
            _ = try ArtMaster(.raster(RGBAImage(width: 8, height: 8)), maskSource: .auto, trim: true, file: "empty.png")
        } catch {
            #expect(error.description.hasPrefix("empty.png: no art to fit"))
        }
    }

    @Test("placement: centered as drawn, clipped only when covered pixels leave the canvas")
    func clippedDetection() {
        var art = RGBAImage(width: 100, height: 100)
        // Covered pixels only in the middle 20×20: a 64×44 canvas cuts transparent margins only.
        for y in 40..<60 { for x in 40..<60 { art[x, y] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255) } }
        #expect(!ArtMaster.PlacedArt(centering: art, canvasWidth: 64, canvasHeight: 44, maskSource: .alpha).clipped)
        #expect(ArtMaster.PlacedArt(centering: art, canvasWidth: 16, canvasHeight: 44, maskSource: .alpha).clipped)
        let placed = ArtMaster.PlacedArt(centering: art, canvasWidth: 64, canvasHeight: 44, maskSource: .alpha)
        #expect(placed.frame == PixelRect(x: -18, y: -28, width: 100, height: 100))
    }

    @Test("optical origin: the centroid goes to the center, clamped inside the box")
    func opticalOrigin() {
        #expect(
            Placement.opticalOrigin(
                outer: PixelSize(width: 30, height: 30), inner: PixelSize(width: 20, height: 20), centroid: VectorPath.Point(x: 10, y: 10))
                == PixelPoint(x: 5, y: 5))
        #expect(
            Placement.opticalOrigin(
                outer: PixelSize(width: 30, height: 30), inner: PixelSize(width: 20, height: 20), centroid: VectorPath.Point(x: 4, y: 16))
                == PixelPoint(x: 10, y: 0))
        #expect(
            Placement.opticalOrigin(
                outer: PixelSize(width: 30, height: 30), inner: PixelSize(width: 30, height: 10), centroid: VectorPath.Point(x: 2, y: 5))
                == PixelPoint(x: 0, y: 10))
    }
}
