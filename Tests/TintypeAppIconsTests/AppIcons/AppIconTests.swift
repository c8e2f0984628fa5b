import Foundation
import Testing
import Tintype
import TintypeSupport
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

#if canImport(FoundationXML)
import FoundationXML
#endif

/// App icons from one master (SPEC §11): every file each platform asks for, with the pixel
/// rules stores and launchers check, from an SVG glyph and from a 1024 px colour PNG logo.
@Suite("App icons")
struct AppIconTests {
    static let red = StraightColor(red: 232, green: 65, blue: 60)

    /// A 1024 px colour logo drawn here: a blue disc with an orange bar across it, off centre,
    /// on transparent (colour art, whose glyph is the whole silhouette).
    static func colourLogo() throws -> [UInt8] {
        var path = VectorPath()
        path.addEllipse(x: 300, y: 200, width: 600, height: 600)
        var logo = CoverageRasterizer.coverage(of: path, width: 1024, height: 1024)
            .filled(with: .solid(StraightColor(red: 40, green: 90, blue: 210)))
        var bar = VectorPath()
        bar.addRoundedRect(x: 380, y: 460, width: 440, height: 80, radius: 40)
        logo.draw(
            CoverageRasterizer.coverage(of: bar, width: 1024, height: 1024).filled(
                with: .solid(StraightColor(red: 250, green: 150, blue: 30))),
            at: PixelPoint(x: 0, y: 0))
        return try PNGEncoder().encode(logo)
    }

    static func set(_ bytes: [UInt8], file: String, design: AppIconDesign) throws -> AppIconSet {
        let master = try ArtMaster(
            try SourceArt.decode(bytes, file: file, rendering: .inProcess), maskSource: .auto, trim: true, file: file)
        return try AppIconSet.make(
            try AppIconPainter(master: master, design: design, file: file), platforms: AppIconPlatform.defaults, name: "My Logo",
            compression: .fast)
    }

    /// The sets from both masters, made once for every test.
    static func masters() throws -> [(name: String, set: AppIconSet, background: StraightColor)] { try made.get() }

    static let made = Result { () throws -> [(name: String, set: AppIconSet, background: StraightColor)] in
        [
            (
                "heart.svg",
                try set(
                    try Fixtures.bytes("svg/heart.svg"), file: "heart.svg",
                    design: AppIconDesign(background: .solid(red), glyph: .solid(StraightColor(red: 255, green: 255, blue: 255)))), red
            ),
            (
                "logo.png", try set(try colourLogo(), file: "logo.png", design: AppIconDesign()),
                StraightColor(red: 255, green: 255, blue: 255)
            )
        ]
    }

    static func decoded(_ file: AppIconSet.File) throws -> ImageDecoder.DecodedImage {
        try ImageDecoder.decode(file.bytes, file: file.path)
    }

    @Test("every file each platform asks for, at its size")
    func everyFile() throws {
        for (name, set, _) in try Self.masters() {
            let paths = Set(set.files.map(\.path))
            var expected: Set<String> = [
                "ios/AppIcon.appiconset/AppIcon.png", "ios/AppIcon.appiconset/AppIcon-dark.png",
                "ios/AppIcon.appiconset/AppIcon-tinted.png", "ios/AppIcon.appiconset/Contents.json",
                "android/res/mipmap-anydpi-v26/ic_launcher.xml", "android/res/mipmap-anydpi-v26/ic_launcher_round.xml",
                "web/icon-192.png", "web/icon-512.png", "web/icon-maskable-192.png", "web/icon-maskable-512.png",
                "web/icon-monochrome-512.png", "web/apple-touch-icon.png", "web/favicon.ico", "web/manifest.webmanifest"
            ]
            for (density, scale) in [("mdpi", 1.0), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4)] {
                for layer in ["background", "foreground", "monochrome"] {
                    expected.insert("android/res/mipmap-\(density)/ic_launcher_\(layer).png")
                }
                expected.insert("android/res/mipmap-\(density)/ic_launcher.png")
                expected.insert("android/res/mipmap-\(density)/ic_launcher_round.png")
                expected.insert("android/res/drawable-\(density)/ic_stat_my_logo.png")
                for file in set.files
                where file.path.hasPrefix("android/res/mipmap-\(density)/") || file.path.hasPrefix("android/res/drawable-\(density)/") {
                    let dp =
                        file.path.contains("ic_stat")
                        ? 24.0 : file.path.hasSuffix("ic_launcher.png") || file.path.hasSuffix("_round.png") ? 48 : 108
                    #expect(try Self.decoded(file).image.width == Int(dp * scale), "\(name): \(file.path)")
                }
            }
            #expect(paths == expected, "\(name): \(paths.symmetricDifference(expected))")
            for file in set.files where file.path.hasSuffix(".png") {
                let image = try Self.decoded(file).image
                #expect(image.width == image.height && image.width == file.side, "\(name): \(file.path)")
            }
        }
    }

    @Test("the iOS light icon has no alpha channel, the tinted one is gray and opaque, the dark one is the glyph on transparent")
    func iosAppearances() throws {
        for (name, set, background) in try Self.masters() {
            let files = Dictionary(uniqueKeysWithValues: set.files.map { ($0.path, $0) })
            let light = try Self.decoded(files["ios/AppIcon.appiconset/AppIcon.png"]!)
            #expect(!light.info.hasAlpha && [.rgb, .gray, .palette].contains(light.info.colorModel), "\(name): \(light.info)")
            #expect(light.image[2, 2].straight == background, "\(name)")
            let tinted = try Self.decoded(files["ios/AppIcon.appiconset/AppIcon-tinted.png"]!)
            #expect(tinted.info.colorModel == .gray && !tinted.info.hasAlpha, "\(name): \(tinted.info)")
            let dark = try Self.decoded(files["ios/AppIcon.appiconset/AppIcon-dark.png"]!).image
            #expect(dark[2, 2].alpha == 0 && dark[512, 512].alpha > 0, "\(name)")
        }
    }

    @Test("notification and monochrome pixels are white, with alpha only")
    func whiteSilhouettes() throws {
        for (name, set, _) in try Self.masters() {
            for file in set.files where file.layer == .silhouette {
                let image = try Self.decoded(file).image
                // Premultiplied white is r = g = b = alpha.
                let (covered, offWhite) = image.withUnsafeBytes { bytes in
                    var covered = 0
                    var offWhite = 0
                    for offset in stride(from: 0, to: bytes.count, by: 4) where bytes[offset + 3] > 0 {
                        covered += 1
                        if bytes[offset] != bytes[offset + 3] || bytes[offset + 1] != bytes[offset + 3]
                            || bytes[offset + 2] != bytes[offset + 3]
                        {
                            offWhite += 1
                        }
                    }
                    return (covered, offWhite)
                }
                #expect(offWhite == 0, "\(name): \(file.path) has \(offWhite) pixels that are not white")
                #expect(covered > image.width * image.height / 10, "\(name): \(file.path) is nearly empty")
            }
        }
    }

    /// The farthest pixel from the centre whose colour is not `background` (or, without one, that is covered).
    static func farthestArt(_ image: RGBAImage, background: StraightColor?) -> Double {
        let center = Double(image.width) / 2
        let ground = background?.premultiplied
        return image.withUnsafeBytes { bytes in
            var farthest = 0.0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let offset = (y * image.width + x) * 4
                    let isArt =
                        ground.map {
                            bytes[offset] != $0.red || bytes[offset + 1] != $0.green || bytes[offset + 2] != $0.blue
                                || bytes[offset + 3] != $0.alpha
                        } ?? (bytes[offset + 3] > 0)
                    guard isArt else { continue }
                    let dx = max(abs(Double(x) - center), abs(Double(x + 1) - center))
                    let dy = max(abs(Double(y) - center), abs(Double(y + 1) - center))
                    farthest = max(farthest, (dx * dx + dy * dy).squareRoot())
                }
            }
            return farthest
        }
    }

    @Test("maskable art lies inside the 80 % circle on an opaque square; adaptive art inside the 66 dp circle")
    func safeZones() throws {
        for (name, set, background) in try Self.masters() {
            for file in set.files {
                guard let side = file.side else { continue }
                let image = try Self.decoded(file).image
                if file.path.contains("icon-maskable") {
                    #expect(!(try Self.decoded(file).info.hasAlpha), "\(name): \(file.path)")
                    #expect(Self.farthestArt(image, background: background) <= 0.4 * Double(side), "\(name): \(file.path)")
                }
                if file.path.contains("ic_launcher_foreground") || file.path.contains("ic_launcher_monochrome") {
                    let reach = Self.farthestArt(image, background: nil)
                    #expect(reach <= 33.0 / 108 * Double(side), "\(name): \(file.path) reaches \(reach)")
                    // Fitted by content: the art reaches the safe circle, not far short of it.
                    #expect(reach >= 33.0 / 108 * Double(side) - 3, "\(name): \(file.path) reaches \(reach)")
                }
                if file.path.hasSuffix("ic_launcher_background.png") {
                    #expect(image[side / 2, side / 2].straight == background && image[0, 0].alpha == 255)
                }
            }
        }
    }

    @Test("Contents.json, the adaptive icon XML and the web manifest parse and name the images written")
    func textFiles() throws {
        let set = try Self.masters()[0].set
        let files = Dictionary(uniqueKeysWithValues: set.files.map { ($0.path, $0) })
        let contents = try JSONSerialization.jsonObject(with: Data(files["ios/AppIcon.appiconset/Contents.json"]!.bytes)) as! [String: Any]
        let images = contents["images"] as! [[String: Any]]
        #expect(images.count == 3)
        #expect(
            images.allSatisfy {
                $0["idiom"] as? String == "universal" && $0["platform"] as? String == "ios" && $0["size"] as? String == "1024x1024"
            })
        let appearances = images.map { (($0["appearances"] as? [[String: String]])?.first?["value"]) }
        #expect(appearances == [nil, "dark", "tinted"])
        for image in images { #expect(files["ios/AppIcon.appiconset/" + (image["filename"] as! String)] != nil) }
        for xmlFile in ["ic_launcher", "ic_launcher_round"] {
            let xml = String(decoding: files["android/res/mipmap-anydpi-v26/\(xmlFile).xml"]!.bytes, as: UTF8.self)
            let document = try XMLDocument(xmlString: xml)
            let root = try #require(document.rootElement())
            #expect(root.name == "adaptive-icon")
            let layers = (root.children ?? []).compactMap { $0 as? XMLElement }
            #expect(layers.map(\.name) == ["background", "foreground", "monochrome"])
            #expect(
                layers.map { $0.attribute(forName: "android:drawable")?.stringValue } == [
                    "@mipmap/ic_launcher_background", "@mipmap/ic_launcher_foreground", "@mipmap/ic_launcher_monochrome"
                ])
        }
        let manifest = try JSONSerialization.jsonObject(with: Data(files["web/manifest.webmanifest"]!.bytes)) as! [String: Any]
        let icons = manifest["icons"] as! [[String: String]]
        #expect(icons.map { $0["purpose"]! } == ["any", "any", "maskable", "maskable", "monochrome"])
        for icon in icons {
            let file = try #require(files["web/" + icon["src"]!])
            #expect(icon["sizes"] == "\(file.side!)x\(file.side!)" && icon["type"] == "image/png")
        }
    }

    @Test("favicon.ico holds 16, 32 and 48 px PNGs")
    func favicon() throws {
        let set = try Self.masters()[0].set
        let ico = try #require(set.files.first { $0.path == "web/favicon.ico" }).bytes
        #expect(Array(ico[0..<6]) == [0, 0, 1, 0, 3, 0])
        for (index, side) in [16, 32, 48].enumerated() {
            let entry = Array(ico[(6 + 16 * index)..<(22 + 16 * index)])
            #expect(Int(entry[0]) == side && Int(entry[1]) == side && entry[4] == 1 && entry[6] == 32)
            let size = entry[8..<12].reversed().reduce(0) { $0 << 8 | Int($1) }
            let offset = entry[12..<16].reversed().reduce(0) { $0 << 8 | Int($1) }
            let png = try ImageDecoder.decode(Array(ico[offset..<(offset + size)]), file: "favicon \(side)")
            #expect(png.image.width == side && png.image.height == side)
        }
    }

    @Test(
        "written into a folder: a second run writes nothing, a file the tool did not make is left alone, one edited by hand is not replaced"
    )
    func writing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let set = try Self.masters()[0].set
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder.path + "/notes.txt"))
        let first = try set.write(to: folder.path)
        #expect(first.written.count == set.files.count && first.upToDate.isEmpty)
        let second = try set.write(to: folder.path)
        #expect(second.written.isEmpty && second.upToDate.count == set.files.count)
        #expect(try String(contentsOfFile: folder.path + "/notes.txt", encoding: .utf8) == "mine")
        // A file edited by hand (or put there by someone else) stops the write; nothing is written.
        let edited = folder.path + "/web/icon-192.png"
        try Data("hand-made".utf8).write(to: URL(fileURLWithPath: edited))
        try FileManager.default.removeItem(atPath: folder.path + "/web/icon-512.png")
        #expect(throws: RunError(folder: folder.path, reason: .notWrittenByTintype(["web/icon-192.png"]))) {
            try set.write(to: folder.path)
        }
        #expect(try String(contentsOfFile: edited, encoding: .utf8) == "hand-made")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/web/icon-512.png"))
        let forced = try set.write(to: folder.path, force: true)
        #expect(forced.written == ["web/icon-192.png", "web/icon-512.png"])
    }

    @Test("a raster master with fewer pixels than its largest glyph is enlarged with a warning naming it; an SVG never is")
    func smallMaster() throws {
        var small = RGBAImage(width: 64, height: 64)
        small.draw(RGBAImage(width: 40, height: 40, filledWith: Self.red.premultiplied), at: PixelPoint(x: 12, y: 12))
        let master = try ArtMaster(.raster(small), maskSource: .auto, trim: true, file: "small.png")
        let set = try AppIconSet.make(
            try AppIconPainter(master: master, design: AppIconDesign(), file: "small.png"), platforms: [.web], name: "small")
        #expect(set.warnings.map(\.code) == [.enlarged])
        #expect(
            set.warnings.first?.message.hasPrefix("small.png: the art is 40×40 px; the largest icons draw it ") == true, "\(set.warnings)")
        // The SVG is drawn at every size; the 1024 px logo's 600 px disc is drawn 654 px wide in the iOS icon.
        let made = try Self.masters()
        #expect(made[0].set.warnings.isEmpty)
        #expect(
            made[1].set.warnings.map(\.message) == [
                "logo.png: the art is 600×600 px; the largest icons draw it 1.1× larger: enlarged (art of 649 px or more, or an SVG, stays sharp)"
            ])
    }

    @Test("a folder where the set would write a file is not the set's: nothing is written")
    func folderInTheWay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let set = try Self.masters()[0].set
        try FileManager.default.createDirectory(
            atPath: folder.path + "/ios/AppIcon.appiconset/AppIcon.png", withIntermediateDirectories: true)
        #expect(throws: RunError(folder: folder.path, reason: .notWrittenByTintype(["ios/AppIcon.appiconset/AppIcon.png"]))) {
            try set.write(to: folder.path)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/web"))
    }

    @Test("the content radius is the farthest corner of a covered pixel from the centre")
    func contentRadius() {
        var coverage = [UInt8](repeating: 0, count: 10 * 10)
        coverage[0] = 255
        #expect(ArtMaster.farthestCorner(of: Mask(width: 10, height: 10, coverage: coverage)!) == (50.0).squareRoot())
        coverage[0] = 1
        coverage[55] = 255
        #expect(ArtMaster.farthestCorner(of: Mask(width: 10, height: 10, coverage: coverage)!) == (2.0).squareRoot())
    }
}

/// The proof sheet (SPEC §11.9): the icon cut by each launcher mask, themed, in iOS's appearances and a status bar.
@Suite("App icon proof sheet")
struct AppIconProofSheetTests {
    @Test("the masks cut the composed adaptive icon, and the themed icons take the theme's colours")
    func sheet() throws {
        let master = try ArtMaster(
            try SourceArt.decode(try Fixtures.bytes("svg/heart.svg"), file: "heart.svg", rendering: .inProcess), maskSource: .auto,
            trim: true, file: "heart.svg")
        let painter = try AppIconPainter(
            master: master,
            design: AppIconDesign(background: .solid(AppIconTests.red), glyph: .solid(StraightColor(red: 255, green: 255, blue: 255))))
        let sheet = try AppIconProofSheet.render(painter)
        let cell = AppIconProofSheet.cell
        let gap = AppIconProofSheet.margin
        #expect(sheet.width == 5 * gap + 4 * cell)
        let top = gap + AppIconProofSheet.labelHeight
        let page = StraightColor(red: 245, green: 245, blue: 247)
        // Circle: its corner is the page; teardrop: its bottom-right corner is the icon's background.
        #expect(sheet[gap + 1, top + 1].straight == page)
        #expect(sheet[gap + cell / 2, top + cell - 3].straight == AppIconTests.red)
        #expect(sheet[gap + 3 * (cell + gap) + cell - 2, top + cell - 2].straight == AppIconTests.red)
        #expect(sheet[gap + 3 * (cell + gap) + 1, top + 1].straight == page)
        // The themed icon on the light wallpaper: a dark glyph in the middle of a light disc.
        let themedTop = top + cell + gap + AppIconProofSheet.labelHeight
        #expect(sheet[gap + cell + gap / 2, themedTop + cell / 2].straight == StraightColor(red: 4, green: 30, blue: 73))
        #expect(sheet[gap + 2, themedTop + 2].straight == StraightColor(red: 232, green: 238, blue: 246))
        // The README's picture is this sheet at 2×, as 'tintype appicon' writes it.
        let written = try PNGEncoder(colorLayout: .smallestLossless).encode(try AppIconProofSheet.render(painter, scale: 2))
        #expect(
            written == (try Fixtures.bytes("../docs/appicon-proof.png")),
            "docs/appicon-proof.png is not the sheet the README's example makes")
    }
}
