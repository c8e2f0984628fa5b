import Foundation
import Testing
import TintypeCLI
import TintypeReference
import ZIPFoundation

@testable import Tintype
import TintypeSupport

/// Checks `image` against the golden picture `Fixtures/golden/NAME.png` (TINTYPE_UPDATE_GOLDEN=1 rewrites it; then look at it).
func checkGolden(_ image: RGBAImage, _ name: String, tolerance: Int = 1) throws {
    let path = Fixtures.path("golden/\(name).png")
    if ProcessInfo.processInfo.environment["TINTYPE_UPDATE_GOLDEN"] == "1" { try PNGEncoder(compression: .smallest).write(image, to: path) }
    let golden = try ImageDecoder.read(path).image
    #expect(golden.width == image.width && golden.height == image.height, "\(name)")
    if golden.width == image.width && golden.height == image.height {
        #expect(golden.maximumDifference(from: image) <= tolerance, "\(name)")
    }
}

@Suite("Tab bar layout and rendering")
struct TabBarTests {
    @Test("item frames, the seed's arrow formula, the raised center button")
    func layout() {
        let layout = TabBarLayout(barWidth: 320, itemCount: 5)
        #expect(layout.itemWidth == 64)
        #expect(layout.itemFrame(2) == PointRect(x: 128, y: 0, width: 64, height: 44))
        #expect(layout.arrowFrame(selected: 2) == PointRect(x: 128 + 27, y: -5, width: 10, height: 7))
        #expect(
            layout.raisedCenterFrame(size: PointSize(width: 80, height: 60)) == PointRect(x: 120, y: 22 - 8 - 30, width: 80, height: 60))
        #expect(layout.raisedCenterFrame(size: PointSize(width: 40, height: 30)) == PointRect(x: 140, y: 7, width: 40, height: 30))
        #expect(TabBarLayout.arrowPosition(from: 3, to: 0, time: 0) == 3)
        #expect(TabBarLayout.arrowPosition(from: 3, to: 0, time: 0.1) == 1.5)
        #expect(TabBarLayout.arrowPosition(from: 3, to: 0, time: 0.2) == 0)
        #expect(TabBarLayout.arrowPosition(from: 0, to: 4, time: 0.05) == 0.5, "ease in: a quarter of the time, an eighth of the way")
    }

    static func icons(_ scale: Double) throws -> [RGBAImage] {
        try ["star", "chat", "home", "clock", "music"].map { name in
            let art = try ImageDecoder.read(Fixtures.path("icons/\(name)@3x.png")).image
            return art.downscaled(width: Int(30 * scale), height: Int(30 * scale))
        }
    }

    @Test("the classic bar with 5 items, item 0 selected and item 2 glowing, at 1× and 2×", arguments: [1.0, 2.0])
    func classicBar(_ scale: Double) throws {
        let renderer = TabBarRenderer(layout: TabBarLayout(itemCount: 5), style: .classic, scale: scale)
        let bar = renderer.render(icons: try Self.icons(scale), selected: 0, glowing: [2])
        #expect(bar.width == Int(320 * scale) && bar.height == Int(49 * scale), "the canvas grows 5 pt upward for the arrow")
        try checkGolden(bar, "tabbar-classic@\(Int(scale))x")
    }

    @Test("the command line writes the bar and the arrow's slide frame by frame")
    func command() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let icons = ["star", "chat", "home", "clock", "music"].map { Fixtures.path("icons/\($0)@3x.png") }
        let output = folder.file("bar.png")
        #expect(
            await CLI.status(
                ["tabbar"] + icons + [
                    "-o", output, "--scale", "2", "--selected", "0", "--glow", "2",
                    "--frames", "5", "--from", "4"
                ]) == 0)
        #expect(
            try ImageDecoder.read(output).image.bytes
                == TabBarRenderer(layout: TabBarLayout(itemCount: 5), style: .classic, scale: 2)
                .render(icons: Self.icons(2), selected: 0, glowing: [2]).bytes)
        // The arrow's left edge in each frame, found by its rim color in the rows above the bar.
        var positions = [Int]()
        for frame in 1...5 {
            let picture = try ImageDecoder.read(folder.file("bar-frame0\(frame).png")).image
            positions.append((0..<picture.width).first { picture[$0, 9].alpha > 0 } ?? -1)
        }
        #expect(positions.first! > positions.last!, "it slides from item 4 to item 0")
        #expect(positions == positions.sorted(by: >), "monotonically")
        #expect(positions[2] == (positions[0] + positions[4]) / 2, "halfway at half time (ease in-out is symmetric)")
        #expect(await CLI.status(["tabbar"] + icons + ["-o", output, "--selected", "7"]) == 2)
        #expect(await CLI.status(["tabbar"] + icons + ["-o", output, "--frames", "3"]) == 2)
    }

    @Test("a raised center button taller than the bar moves up by half the difference")
    func raisedCenter() throws {
        let renderer = TabBarRenderer(layout: TabBarLayout(itemCount: 5), style: .flat, scale: 1)
        let button = RGBAImage(width: 60, height: 56, filledWith: StraightColor(red: 200, green: 40, blue: 40).premultiplied)
        let bar = renderer.render(icons: try Self.icons(1), selected: 0, raisedCenter: button)
        // Taller by 12: the center rises 6, so the top is 22 − 6 − 28 = −12: the canvas grows 12 pt.
        #expect(bar.height == 44 + 12)
        #expect(bar[160, 0] == button[0, 0] && bar[160, 55] == button[0, 0] && bar[129, 20].red != 200)
    }
}

@Suite("Stretchable images")
struct StretchTests {
    @Test("caps stay, edges and middle stretch; a 1-pixel middle is replicated exactly")
    func stretch() {
        let source = RecipeArt.normalButton
        let stretchable = StretchableImage(image: source, leftCapWidth: 14, topCapHeight: 0)
        #expect(stretchable.insets == CapInsets(top: 0, left: 14, bottom: 0, right: 14))
        let wide = stretchable.rendered(width: 120, height: 30)
        for y in 0..<30 {
            for x in 0..<14 {
                #expect(wide[x, y] == source[x, y])
                #expect(wide[120 - 14 + x, y] == source[15 + x, y])
            }
            for x in 14..<106 { #expect(wide[x, y] == source[14, y], "the one middle column, replicated") }
        }
    }

    @Test("four insets, stretch and tile modes, against golden pictures", arguments: ResizingMode.allCases)
    func modes(_ mode: ResizingMode) throws {
        var generator = SeededGenerator(seed: 4)
        let pattern = RGBAImage.random(width: 12, height: 10, using: &generator)
        let stretchable = StretchableImage(image: pattern, insets: CapInsets(top: 2, left: 3, bottom: 3, right: 2), mode: mode)
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
            StretchableImage(image: RecipeArt.normalButton, insets: CapInsets(top: 8, left: 8, bottom: 8, right: 8), mode: mode)
                .rendered(width: 160, height: 50), "stretch-\(mode.rawValue)")
    }

    @Test("targets smaller than the caps share the size between them")
    func small() {
        let stretchable = StretchableImage(image: RecipeArt.normalButton, insets: CapInsets(top: 8, left: 10, bottom: 8, right: 10))
        let tiny = stretchable.rendered(width: 10, height: 12)
        #expect(tiny.width == 10 && tiny.height == 12)
        #expect(tiny[0, 0] == RecipeArt.normalButton[0, 0])
    }

    @Test("cap cropping: left cap only, right cap only, no caps")
    func capCropping() {
        let stretchable = StretchableImage(image: RecipeArt.normalButton, insets: CapInsets(top: 0, left: 8, bottom: 0, right: 8))
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
            normal: StretchableImage(image: RecipeArt.normalButton, insets: CapInsets(top: 0, left: 8, bottom: 0, right: 8)),
            selected: StretchableImage(image: RecipeArt.selectedButton, insets: CapInsets(top: 0, left: 8, bottom: 0, right: 8)),
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
            let slice = NineSlice.minimal(image, horizontalCap: h, verticalCap: v)
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
        let back = NineSlice.minimal(image, horizontalCap: 6, verticalCap: 5).rendered(width: 33, height: 21)
        for y in 0..<21 {
            for x in 0..<33 where (x < 6 || x >= 27) && (y < 5 || y >= 16) { #expect(back[x, y] == image[x, y]) }
        }
    }

    @Test("NinePatch markers read and write; a .9.png stretches like any stretchable image")
    func ninePatch() async throws {
        let stretchable = StretchableImage(image: RecipeArt.normalButton, insets: CapInsets(top: 9, left: 8, bottom: 10, right: 7))
        let patch = NinePatch(stretchable, padding: CapInsets(top: 4, left: 5, bottom: 6, right: 7))
        let bordered = patch.bordered()
        #expect(bordered.width == 31 && bordered.height == 32)
        let read = try NinePatch(bordered: bordered, file: "button.9.png")
        #expect(read == patch)
        #expect(read.stretchable == stretchable)
        #expect(throws: ImageFileError.self) { try NinePatch(bordered: RecipeArt.normalButton, file: "plain.9.png") }
        #expect(throws: ImageFileError.self) { try NinePatch(bordered: RGBAImage(width: 2, height: 2), file: "tiny.9.png") }

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

@Suite("Uncrush")
struct UncrushTests {
    @Test("files, folders and .ipa archives: CgBI reverted, others copied, escaping paths refused")
    func uncrush() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let icon = try ImageDecoder.read(Fixtures.path("pngsuite/basn6a08.png")).image
        let crushed = CgBITestEncoder.encode(icon)
        let plain = try FileBytes.read(Fixtures.path("pngsuite/basn3p04.png"))
        // A folder with a nested CgBI file and a plain PNG.
        try FileManager.default.createDirectory(atPath: folder.file("app/Icons"), withIntermediateDirectories: true)
        try FileBytes.writeAtomically(crushed, to: folder.file("app/Icons/icon@2x.png"))
        try FileBytes.writeAtomically(plain, to: folder.file("app/plain.png"))
        try FileBytes.writeAtomically(Array("hello".utf8), to: folder.file("app/readme.txt"))
        // An .ipa with the same, a corrupt CgBI and an entry that tries to escape.
        let ipa = URL(fileURLWithPath: folder.file("App.ipa"))
        let archive = try Archive(url: ipa, accessMode: .create)
        for (path, bytes) in [
            ("Payload/App.app/icon.png", crushed), ("Payload/App.app/plain.png", plain),
            ("Payload/App.app/broken.png", Array(crushed.prefix(60))), ("../evil.png", plain)
        ] {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(bytes.count), compressionMethod: .deflate) {
                position, size in
                Data(bytes[Int(position)..<Int(position) + size])
            }
        }
        let out = folder.file("out")
        #expect(await CLI.status(["uncrush", folder.file("app"), folder.file("App.ipa"), "-o", out, "-q"]) == 1)
        #expect(try ImageDecoder.read(out + "/Icons/icon@2x.png").info.format == .png)
        #expect(try ImageDecoder.read(out + "/Icons/icon@2x.png").image == icon)
        #expect(try FileBytes.read(out + "/plain.png") == plain)
        #expect(try ImageDecoder.read(out + "/Payload/App.app/icon.png").image == icon)
        #expect(try FileBytes.read(out + "/Payload/App.app/plain.png") == plain)
        #expect(!FileManager.default.fileExists(atPath: out + "/Payload/App.app/broken.png"))
        #expect(
            !FileManager.default.fileExists(atPath: folder.file("evil.png"))
                && !FileManager.default.fileExists(atPath: out + "/../evil.png"))
        #expect(!FileManager.default.fileExists(atPath: out + "/readme.txt"))
        // Only the good files: all succeed.
        #expect(await CLI.status(["uncrush", folder.file("app/Icons/icon@2x.png"), "-o", folder.file("single"), "-q"]) == 0)
        #expect(try ImageDecoder.read(folder.file("single/icon@2x.png")).image == icon)
        #expect(try Uncrush.revert(plain, file: "p") == .copied(plain))
    }
}
