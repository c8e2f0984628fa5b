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

@Suite("Stretchable images")
struct StretchTests {
    @Test("caps stay, edges and middle stretch; a 1-pixel middle is replicated exactly")
    func stretch() {
        let source = RecipeArt.normalButton
        let stretchable = StretchableImage(image: source, leftCapWidth: 14, topCapHeight: 0)
        #expect(stretchable.insets == StretchableImage.CapInsets(top: 0, left: 14, bottom: 0, right: 14))
        let wide = stretchable.rendered(width: 120, height: 30)
        for y in 0..<30 {
            for x in 0..<14 {
                #expect(wide[x, y] == source[x, y])
                #expect(wide[120 - 14 + x, y] == source[15 + x, y])
            }
            for x in 14..<106 { #expect(wide[x, y] == source[14, y], "the one middle column, replicated") }
        }
    }

    @Test("four insets, stretch and tile modes, against golden pictures", arguments: StretchableImage.ResizingMode.allCases)
    func modes(_ mode: StretchableImage.ResizingMode) throws {
        var generator = SeededGenerator(seed: 4)
        let pattern = RGBAImage.random(width: 12, height: 10, using: &generator)
        let stretchable = StretchableImage(
            image: pattern, insets: StretchableImage.CapInsets(top: 2, left: 3, bottom: 3, right: 2), mode: mode)
        let big = stretchable.rendered(width: 40, height: 25)
        // Corners are copied.
        #expect(
            big.view(PixelRect(x: 0, y: 0, width: 3, height: 2)).makeImage()
                == pattern.view(PixelRect(x: 0, y: 0, width: 3, height: 2)).makeImage())
        #expect(
            big.view(PixelRect(x: 38, y: 22, width: 2, height: 3)).makeImage()
                == pattern.view(PixelRect(x: 10, y: 7, width: 2, height: 3)).makeImage())
        if mode == .tile {
            for x in 3..<38 { #expect(big[x, 0] == pattern[3 + (x - 3) % 7, 0]) }
        }
        try checkGolden(
            StretchableImage(
                image: RecipeArt.normalButton, insets: StretchableImage.CapInsets(top: 8, left: 8, bottom: 8, right: 8), mode: mode
            )
            .rendered(width: 160, height: 50), "stretch-\(mode.rawValue)")
    }

    @Test("targets smaller than the caps share the size between them")
    func small() {
        let stretchable = StretchableImage(
            image: RecipeArt.normalButton, insets: StretchableImage.CapInsets(top: 8, left: 10, bottom: 8, right: 10))
        let tiny = stretchable.rendered(width: 10, height: 12)
        #expect(tiny.width == 10 && tiny.height == 12)
        #expect(tiny[0, 0] == RecipeArt.normalButton[0, 0])
    }

    @Test("cap cropping: left cap only, right cap only, no caps")
    func capCropping() {
        let stretchable = StretchableImage(
            image: RecipeArt.normalButton, insets: StretchableImage.CapInsets(top: 0, left: 8, bottom: 0, right: 8))
        let full = stretchable.rendered(width: 58, height: 30)
        let left = stretchable.segment(width: 50, height: 30, cap: 8, caps: .leftOnly)
        #expect(left == full.view(PixelRect(x: 0, y: 0, width: 50, height: 30)).makeImage())
        let right = stretchable.segment(width: 50, height: 30, cap: 8, caps: .rightOnly)
        #expect(right == full.view(PixelRect(x: 8, y: 0, width: 50, height: 30)).makeImage())
        let middle = stretchable.segment(width: 50, height: 30, cap: 8, caps: .none)
        #expect(middle == stretchable.rendered(width: 66, height: 30).view(PixelRect(x: 8, y: 0, width: 50, height: 30)).makeImage())
    }

    @Test("a segmented control of three segments, the middle one selected")
    func segmented() async throws {
        let control = SegmentedControl(
            normal: StretchableImage(
                image: RecipeArt.normalButton, insets: StretchableImage.CapInsets(top: 0, left: 8, bottom: 0, right: 8)),
            selected: StretchableImage(
                image: RecipeArt.selectedButton, insets: StretchableImage.CapInsets(top: 0, left: 8, bottom: 0, right: 8)),
            divider: RecipeArt.divider, cap: 8)
        let picture = control.render(count: 3, segmentWidth: 70, height: 30, selectedIndex: 1)
        #expect(picture.width == 210)
        #expect(picture[105, 15].straight.blue > picture[105, 15].straight.red, "the middle segment is the selected one")
        #expect(picture[70, 15] == RecipeArt.divider[0, 15], "a divider on each boundary")
        try checkGolden(picture, "segments")

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try PNGEncoder().write(RecipeArt.normalButton, to: folder.file("segment.png"))
        try PNGEncoder().write(RecipeArt.selectedButton, to: folder.file("segment-on.png"))
        try PNGEncoder().write(RecipeArt.divider, to: folder.file("divider.png"))
        let output = folder.file("control.png")
        #expect(
            await CLI.status([
                "segments", "--image", folder.file("segment.png"), "--selected-image", folder.file("segment-on.png"),
                "--divider", folder.file("divider.png"), "--count", "3", "--segment-width", "70", "--cap", "8",
                "--selected", "1", "-o", output
            ]) == 0)
        #expect(try ImageDecoder.read(output).image == picture)
    }
}

@Suite("Nine-slice and NinePatch")
struct NineSliceTests {
    @Test("stretching the minimal nine-slice back reproduces every pixel outside the stretched lines")
    func minimalRoundTrip() {
        var generator = SeededGenerator(seed: 31)
        for (width, height, h, v) in [(40, 30, 10, 8), (9, 9, 4, 4), (21, 5, 3, 0), (7, 12, 0, 5), (50, 44, 12, 12)] {
            // A rendered cell: random corners, each middle line uniform along its length.
            var image = RGBAImage.random(width: width, height: height, using: &generator)
            for y in 0..<height { for x in h..<(width - h) { image[x, y] = image[h, y] } }
            for x in 0..<width { for y in v..<(height - v) { image[x, y] = image[x, v] } }
            let slice = StretchableImage.NineSlice.minimal(image, horizontalCap: h, verticalCap: v)
            #expect(slice.image.width == min(width, 2 * h + 1) && slice.image.height == min(height, 2 * v + 1))
            let back = slice.rendered(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width where (x < h || x >= width - h) && (y < v || y >= height - v) {
                    #expect(back[x, y] == image[x, y], "\(width)×\(height) at (\(x), \(y))")
                }
            }
            #expect(back == image, "and, since the middles are uniform, everything")
        }
    }

    @Test("a real shrunk cell: random art outside the stretched lines comes back exactly")
    func randomCell() {
        var generator = SeededGenerator(seed: 32)
        let image = RGBAImage.random(width: 33, height: 21, using: &generator)
        let back = StretchableImage.NineSlice.minimal(image, horizontalCap: 6, verticalCap: 5).rendered(width: 33, height: 21)
        for y in 0..<21 {
            for x in 0..<33 where (x < 6 || x >= 27) && (y < 5 || y >= 16) { #expect(back[x, y] == image[x, y]) }
        }
    }

    @Test("NinePatch markers read and write; a .9.png stretches like any stretchable image")
    func ninePatch() async throws {
        let stretchable = StretchableImage(
            image: RecipeArt.normalButton, insets: StretchableImage.CapInsets(top: 9, left: 8, bottom: 10, right: 7))
        let patch = NinePatch(stretchable, padding: StretchableImage.CapInsets(top: 4, left: 5, bottom: 6, right: 7))
        let bordered = patch.bordered()
        #expect(bordered.width == 31 && bordered.height == 32)
        let read = try NinePatch(bordered: bordered, file: "button.9.png")
        #expect(read == patch)
        #expect(read.stretchable == stretchable)
        #expect(throws: NinePatch.BorderError.self) { try NinePatch(bordered: RecipeArt.normalButton, file: "plain.9.png") }
        #expect(throws: NinePatch.BorderError.self) { try NinePatch(bordered: RGBAImage(width: 2, height: 2), file: "tiny.9.png") }

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try PNGEncoder().write(bordered, to: folder.file("button.9.png"))
        #expect(await CLI.status(["stretch", folder.file("button.9.png"), "--size", "100x40", "-o", folder.file("wide.png")]) == 0)
        #expect(try ImageDecoder.read(folder.file("wide.png")).image == stretchable.rendered(width: 100, height: 40))
        #expect(
            await CLI.status([
                "stretch", folder.file("button.9.png"), "--size", "100x40", "--insets", "2,3,2,3", "--tile",
                "-o", folder.file("tiled.png")
            ]) == 0)
        #expect(await CLI.status(["stretch", Fixtures.path("icons/star.png"), "--size", "100x40", "-o", folder.file("x.png")]) == 2)
        // slice → .9.png → stretch gives the original back.
        var cell = RGBAImage(width: 40, height: 30, filledWith: StraightColor(red: 240, green: 240, blue: 240).premultiplied)
        var frame = VectorPath()
        frame.addRoundedRect(x: 0.5, y: 0.5, width: 39, height: 29, radius: 8)
        cell.draw(
            CoverageRasterizer.coverage(of: frame, width: 40, height: 30).image(color: StraightColor(red: 90, green: 120, blue: 200)),
            at: .zero)
        try PNGEncoder().write(cell, to: folder.file("cell.png"))
        #expect(await CLI.status(["slice", folder.file("cell.png"), "--caps", "10,10", "-o", folder.file("cell.9.png")]) == 0)
        #expect(await CLI.status(["stretch", folder.file("cell.9.png"), "--size", "40x30", "-o", folder.file("back.png")]) == 0)
        #expect(try ImageDecoder.read(folder.file("back.png")).image == cell)
        #expect(await CLI.status(["slice", folder.file("cell.png"), "--caps", "10", "-o", folder.file("y.png")]) == 2)
    }
}
