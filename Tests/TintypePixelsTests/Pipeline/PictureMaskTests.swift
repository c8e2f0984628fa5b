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

/// A picture of several colours keeps its structure in the tab-bar mask (SPEC §2, `tones`).
@Suite("Pictures in the tab-bar mask: tones")
struct PictureMaskTests {
    /// Every logo of `Fixtures/logos` (its README describes them), by name.
    static func logoNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Fixtures.path("logos")).filter { $0.hasSuffix(".svg") }.map {
            String($0.dropLast(4))
        }.sorted()
    }

    /// The one-colour logos: their alpha is their picture.
    static let oneColour: Set = ["black-mark", "white-mark", "flat-disc"]

    /// The master of a fixture logo under `auto`, trimmed, as a batch reads it.
    static func master(_ logo: String) throws -> ArtMaster {
        let file = Fixtures.path("logos/\(logo).svg")
        return try ArtMaster(
            try SourceArt.decode(try FileBytes.read(file), file: file, rendering: .inProcess), maskSource: .auto, trim: true, file: file)
    }

    /// A logo's tab-bar mask in a 30 pt box at `scale`: its template (coverage as alpha) placed in the box.
    static func mask(_ master: ArtMaster, scale: Double) throws -> RGBAImage {
        let placed = try master.placed(IconSizing(box: PointSize(width: 30, height: 30)), scale: scale, canvas: nil, file: "logo")
        var box = RGBAImage(width: placed.canvasWidth, height: placed.canvasHeight, scale: scale)
        box.draw(placed.art, at: PixelPoint(x: placed.frame.x, y: placed.frame.y))
        return box
    }

    @Test("23 colour logos: a picture of several colours keeps 2 or more tones, one colour keeps its alpha, no two masks alike")
    func distinctMasks() throws {
        let names = try Self.logoNames()
        #expect(names.count >= 26)
        var masks: [(String, RGBAImage)] = []
        let masters = try names.map { try Self.master($0) }
        for (name, master) in zip(names, masters) {
            let mask = try Self.mask(master, scale: 2)
            #expect(master.maskSource == .alpha, "\(name)")
            if Self.oneColour.contains(name) {
                #expect(master.colorArt == nil && IconLevels.levels(mask) == 1, "\(name)")
                continue
            }
            if case .tones(let tones)? = master.colorArt {
                #expect(tones.centres.count >= 2 && IconLevels.levels(mask) >= 2, "\(name): \(tones.centres.count) tones")
            }
            masks.append((name, mask))
        }
        #expect(masks.count >= 20)
        // How many logos are pictures given tones, and how many colour art given the knockout: both kinds are here.
        let kinds = masters.map(\.colorArt)
        #expect(kinds.filter { if case .tones? = $0 { true } else { false } }.count >= 10)
        #expect(kinds.filter { if case .knockout? = $0 { true } else { false } }.count >= 4)
        // Every two masks differ (by more than 48 in coverage) in at least a tenth of the pixels either covers.
        IconLevels.expectAllDiffer(masks)
    }

    /// The coverage levels of a mask's covered pixels: values held by at least 3 % of them, 24 or more apart.
    static func levelValues(_ image: RGBAImage) -> [Int] {
        var histogram = [Int](repeating: 0, count: 256)
        for offset in stride(from: 3, to: image.bytes.count, by: 4) where image.bytes[offset] > 24 {
            histogram[Int(image.bytes[offset])] += 1
        }
        let total = histogram.reduce(0, +)
        var levels: [Int] = []
        for value in 0..<256 where histogram[value] * 100 >= 3 * total {
            if let last = levels.last, value - last < 24 { continue }
            levels.append(value)
        }
        return levels
    }

    @Test("an SVG's tones are found once: its masks at 1x, 2x and 3x take the same levels")
    func sameTonesAtEveryScale() throws {
        for name in ["pinwheel", "pie-chart", "overlapping-circles", "ring-and-centre"] {
            let master = try Self.master(name)
            guard case .tones? = master.colorArt else {
                Issue.record("\(name) is a picture given tones")
                continue
            }
            let levels = try [1.0, 2, 3].map { Self.levelValues(try Self.mask(master, scale: $0)) }
            #expect(levels[0].count >= 2 && levels[0].count == levels[1].count && levels[1].count == levels[2].count, "\(name): \(levels)")
            for (a, b) in zip(levels[0], levels[2]) { #expect(abs(a - b) <= 3, "\(name): \(levels)") }
        }
    }

    @Test("a batch names a picture given tones in a color-art warning; --mask alpha gives its plain disc")
    func batchWarning() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        let alpha = try TemporaryFolder()
        defer { for folder in [input, out, alpha] { folder.remove() } }
        for name in ["pinwheel", "black-mark"] {
            try FileManager.default.copyItem(atPath: Fixtures.path("logos/\(name).svg"), toPath: input.file("\(name).svg"))
        }
        let summary = try BatchRuns.run(input.path, out.path) { $0.contactSheet = false }
        let warnings = summary.warningDetails.filter { $0.code == .colorArt }
        #expect(warnings.count == 1 && warnings[0].icon == "pinwheel", "\(warnings)")
        #expect(warnings.first?.message.contains("keeps them as 4 tones, its dominant colour #") == true, "\(warnings)")
        _ = try BatchRuns.run(input.path, alpha.path) {
            $0.contactSheet = false
            $0.style.mask = .alpha
        }
        // The mark is the same under both masks; the pinwheel's alpha is a plain disc, its tones are not.
        let toned = try ImageDecoder.read(out.file("pinwheel@2x.png")).image
        let disc = try ImageDecoder.read(alpha.file("pinwheel@2x.png")).image
        #expect(IconLevels.levels(toned) >= 3 && IconLevels.levels(disc) == 1)
        #expect(try FileBytes.read(out.file("black-mark@2x.png")) == FileBytes.read(alpha.file("black-mark@2x.png")))
    }
}
