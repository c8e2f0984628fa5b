import Foundation
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

/// Colour art on a filled silhouette gets a mask that keeps its picture; glyph art keeps its alpha.
@Suite("Colour art: the knockout mask")
struct ColorArtTests {
    /// A `size` px app icon: a disc (or rounded square) of `ground` with the fixture glyph `glyph` in `detail` on it.
    static func appIcon(
        ground: StraightColor, detail: StraightColor, glyph: Int, square: Bool = false, size: Int = 90
    ) -> RGBAImage {
        var shape = VectorPath()
        if square {
            shape.addRoundedRect(x: 2, y: 2, width: Double(size - 4), height: Double(size - 4), radius: Double(size) / 5)
        } else {
            shape.addEllipse(x: 2, y: 2, width: Double(size - 4), height: Double(size - 4))
        }
        var icon = CoverageRasterizer.coverage(of: shape, width: size, height: size).filled(with: .solid(ground))
        // The glyph drawn on a 30 pt grid at `size / 30` a point, inset so that it sits inside the disc.
        var path = VectorPath()
        FixtureIcons.all[glyph].draw(&path, Double(size) / 45)
        let mark = CoverageRasterizer.coverage(of: path, width: size * 2 / 3, height: size * 2 / 3).filled(with: .solid(detail))
        icon.draw(mark, at: PixelPoint(x: size / 6, y: size / 6))
        return icon
    }

    static let white = StraightColor(red: 255, green: 255, blue: 255)
    static let logos: [(name: String, image: RGBAImage)] = [
        ("blue-star", appIcon(ground: StraightColor(red: 30, green: 136, blue: 229), detail: white, glyph: 0)),
        ("green-home", appIcon(ground: StraightColor(red: 67, green: 160, blue: 71), detail: white, glyph: 1)),
        ("red-chat", appIcon(ground: StraightColor(red: 229, green: 57, blue: 53), detail: white, glyph: 2, square: true)),
        (
            "orange-search",
            appIcon(ground: StraightColor(red: 251, green: 140, blue: 0), detail: StraightColor(red: 40, green: 40, blue: 40), glyph: 3)
        ),
        (
            "purple-star",
            appIcon(
                ground: StraightColor(red: 142, green: 36, blue: 170), detail: StraightColor(red: 255, green: 214, blue: 0), glyph: 0,
                square: true)
        )
    ]

    @Test("colour logos are detected, each gives its own mask, and the picture survives as holes in the silhouette")
    func distinctMasks() throws {
        var masks = [[UInt8]]()
        for (name, image) in Self.logos {
            #expect(ColorArtMask.detect(in: image), "\(name)")
            let mask = ColorArtMask(of: image)
            #expect(Mask.Source.auto.resolved(for: image) == .knockout, "\(name)")
            let coverage = Mask(of: image, source: .auto)
            let alpha = Mask(of: image, source: .alpha)
            // The knocked-out picture: a good share of the silhouette is uncovered, unlike the plain alpha mask.
            let holes = zip(coverage.coverage, alpha.coverage).filter { $0 < 64 && $1 > 192 }.count
            #expect(holes > image.width * image.height / 20, "\(name): \(holes) pixels knocked out, dominant \(mask.dominant)")
            masks.append(coverage.coverage)
        }
        // Every pair of masks differs visibly (in at least 5% of the pixels).
        for i in masks.indices {
            for j in masks.indices where j > i {
                let differing = zip(masks[i], masks[j]).filter { abs(Int($0) - Int($1)) > 128 }.count
                #expect(differing > masks[i].count / 20, "\(Self.logos[i].name) and \(Self.logos[j].name)")
            }
        }
    }

    @Test("glyph art, art with holes in its alpha and opaque art are not colour art")
    func notColorArt() throws {
        for file in FixtureIcons.files() where !file.cgbi {
            #expect(!ColorArtMask.detect(in: file.image), "\(file.name)")
        }
        // A blue disc with the star cut out of its alpha: the alpha already carries the picture.
        var disc = Self.appIcon(ground: StraightColor(red: 30, green: 136, blue: 229), detail: Self.white, glyph: 0)
        for y in 0..<disc.height {
            for x in 0..<disc.width where disc[x, y].straight.red > 200 {
                disc[x, y] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)
            }
        }
        #expect(!ColorArtMask.detect(in: disc) && Mask.Source.auto.resolved(for: disc) == .alpha)
        let opaque = RGBAImage(width: 8, height: 8, filledWith: Self.white.premultiplied)
        #expect(Mask.Source.auto.resolved(for: opaque) == .luminance)
        #expect(!ColorArtMask.detect(in: RGBAImage(width: 3, height: 3)))
        // A large logo is judged on a sampled grid, the same way.
        let large = Self.appIcon(ground: StraightColor(red: 30, green: 136, blue: 229), detail: Self.white, glyph: 0, size: 900)
        #expect(ColorArtMask.detect(in: large))
    }

    @Test("the knockout tint equals the scalar reference, on the logos and on random art")
    func matchesReference() {
        var generator = SeededGenerator(seed: 77)
        var images = Self.logos.map(\.image)
        images.append(RGBAImage.random(width: 13, height: 9, using: &generator))
        images.append(RGBAImage(width: 1, height: 1))
        let paint = Paint.solid(StraightColor(red: 10, green: 120, blue: 250))
        for (index, image) in images.enumerated() {
            let fast = Tint(paint: paint, maskSource: .knockout).apply(to: image)
            let reference = Reference.tint(image, paint: paint, source: .knockout, canvasWidth: image.width, canvasHeight: image.height)
            #expect(fast == reference, "image \(index)")
            let mask = ColorArtMask(of: image)
            #expect(
                mask.dominant.red == UInt8(Reference.dominantColor(image)[0])
                    && mask.dominant.blue == UInt8(Reference.dominantColor(image)[2]),
                "image \(index)")
        }
        // auto on a logo is the knockout tint; on a glyph, the alpha tint.
        let logo = Self.logos[0].image
        #expect(
            Tint(paint: paint).apply(to: logo)
                == Reference.tint(logo, paint: paint, source: .auto, canvasWidth: logo.width, canvasHeight: logo.height))
    }

    @Test("a batch: glyphs come out as with --mask alpha; colour icons get the knockout with a warning kept on reruns")
    func batch() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        let alpha = try TemporaryFolder()
        let glyphs = try TemporaryFolder()
        defer { for folder in [input, out, alpha, glyphs] { folder.remove() } }
        for (name, image) in Self.logos { try PNGEncoder().write(image, to: input.file(name + "@3x.png")) }
        let summary = try BatchRuns.run(input.path, out.path) { $0.contactSheet = false }
        let colorWarnings = summary.warningDetails.filter { $0.code == .colorArt }
        #expect(colorWarnings.count == Self.logos.count && colorWarnings.allSatisfy { $0.message.contains("dominant colour #") })
        let again = try BatchRuns.run(input.path, out.path) { $0.contactSheet = false }
        #expect(again.filesWritten == 0 && Set(again.warningDetails) == Set(summary.warningDetails))
        // Forced alpha: the same disc for every logo.
        _ = try BatchRuns.run(input.path, alpha.path) {
            $0.contactSheet = false
            $0.style.mask = .alpha
        }
        let knocked = try ImageDecoder.read(out.file("blue-star@3x.png")).image
        let disc = try ImageDecoder.read(alpha.file("blue-star@3x.png")).image
        #expect(knocked != disc)
        // Glyph art: the default mask gives the same bytes as --mask alpha, in every fixture folder.
        for folder in ["icons", "svg", "masters"] {
            let auto = try TemporaryFolder()
            let forced = try TemporaryFolder()
            defer {
                auto.remove()
                forced.remove()
            }
            let first = try BatchRuns.run(Fixtures.path(folder), auto.path) { $0.contactSheet = false }
            _ = try BatchRuns.run(Fixtures.path(folder), forced.path) {
                $0.contactSheet = false
                $0.style.mask = .alpha
            }
            #expect(first.warningDetails.allSatisfy { $0.code != .colorArt }, "\(folder)")
            // message@3x.jpg is opaque: auto reads its luminance, as before; every other file is the same.
            func glyphFiles(_ root: String) -> [String: [UInt8]] {
                BatchRuns.allFiles(root).filter { $0.key.hasSuffix(".png") && !$0.key.hasPrefix("message") }
            }
            #expect(glyphFiles(auto.path).count > 20 && glyphFiles(auto.path) == glyphFiles(forced.path), "\(folder)")
        }
    }
}
