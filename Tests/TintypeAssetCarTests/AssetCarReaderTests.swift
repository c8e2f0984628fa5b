import Foundation
import Testing
import TintypeTestSupport

@testable import TintypeAssetCar
@testable import TintypeCLI

/// The reader of compiled catalogs on two cars Apple's actool wrote (Fixtures/car): what they hold, as
/// their sources say it (the Icon Composer bundle's colours and glyph, the image sets' names), and hostile
/// bytes refused, never followed.
@Suite("Assets.car reader")
struct AssetCarReaderTests {
    static let openUsage = Fixtures.path("car/openusage/Assets.car")
    static let acextract = Fixtures.path("car/acextract-ios/Assets.car")

    @Test("Xcode 26's car of an Icon Composer bundle: header, metadata, key format, appearances, facets, 23 renditions")
    func openUsageCar() throws {
        let car = try AssetCar(reading: Self.openUsage)
        #expect(car.header.coreUIVersion == 972 && car.header.storageVersion == 17 && car.header.renditionCount == 23)
        #expect(car.header.version == "Xcode 26.2 (17C52) via AssetCatalogAgent-AssetRuntime")
        #expect(car.metadata?.deploymentPlatform == "macosx" && car.metadata?.deploymentPlatformVersion == "15.0")
        #expect(car.keyFormat == [7, 13, 1, 2, 3, 17, 9, 11, 12])
        #expect(car.appearance(1) == "NSAppearanceNameDarkAqua" && car.appearance(10) == "ISAppearanceTintable")
        #expect(car.facets.map(\.name).first == "AppIcon" && car.facets.count == 10)
        #expect(car.renditions.count == 23)
        let layouts = Dictionary(grouping: car.renditions, by: \.layout).mapValues(\.count)
        #expect(layouts[CarRendition.Layout.iconImageStack.rawValue] == 3 && layouts[CarRendition.Layout.iconGroup.rawValue] == 3)
        #expect(layouts[CarRendition.Layout.color.rawValue] == 5 && layouts[CarRendition.Layout.namedGradient.rawValue] == 2)
    }

    @Test("the glyph is kept as the bundle's SVG; the fill's colour as icon.json gives it; the icon's sizes")
    func openUsageContent() throws {
        let car = try AssetCar(reading: Self.openUsage)
        let svg = try #require(car.renditions.first { $0.pixelFormat == "SVG " })
        #expect(svg.name == "image.svg" && svg.layout == CarRendition.Layout.vector.rawValue)
        guard case .data(let compressed, let bytes) = try svg.content() else {
            Issue.record("the SVG holds no data")
            return
        }
        // LZFSE, as Apple writes it: a block's magic, and shorter than the source it keeps.
        let source = try Data(
            contentsOf: URL(fileURLWithPath: Fixtures.path("car/openusage/source/AppIcon.icon/Assets/dashboard-3-line.svg")))
        #expect(compressed && Array(bytes.bytes.prefix(3)) == Array("bvx".utf8) && bytes.count < source.count)
        let colorFacet = try #require(car.facets.first { $0.name == "AppIcon_Assets/Color-2" })
        let color = try #require(car.renditions.first { $0.key[.identifier] == colorFacet.key[.identifier] })
        guard case .color(let space, let components) = try color.content() else {
            Issue.record("Color-2 holds no colour")
            return
        }
        // icon.json's dark fill, extended sRGB 0.17008, 0.49626, 1.02148, to three places.
        #expect(space == 4 && components.map { ($0 * 1000).rounded() } == [170, 496, 1021, 1000])
        let sizes = try #require(car.renditions.first { $0.layout == CarRendition.Layout.multisizeImageSet.rawValue })
        guard case .sizes(let list) = try sizes.content() else {
            Issue.record("no sizes")
            return
        }
        #expect(list.map(\.width) == [16, 32, 64, 128, 256, 512, 1024])
        let links = car.renditions.filter { $0.layout == CarRendition.Layout.internalLink.rawValue }
        #expect(links.count == 3)
        for link in links {
            guard case .link(let atlas, _, _, let width, let height, _) = try link.content() else {
                Issue.record("\(link.name) is not a link")
                continue
            }
            #expect(width == link.width && height == link.height && atlas.contains { $0.attribute == 1 && $0.value == 9 })
        }
    }

    @Test("the icon's stack and group per appearance: the fill under the group, the glyph's frame, glass and shadow as icon.json says")
    func openUsageLayers() throws {
        let car = try AssetCar(reading: Self.openUsage)
        func identifier(_ name: String) throws -> UInt16 { try #require(car.facets.first { $0.name == name }).key[.identifier] }
        let stacks = car.renditions.filter { $0.layout == CarRendition.Layout.iconImageStack.rawValue }
        #expect(
            Set(stacks.compactMap { car.appearance($0.key[.appearance]) }) == [
                "NSAppearanceNameAqua", "NSAppearanceNameDarkAqua", "ISAppearanceTintable"
            ])
        let aqua = try #require(stacks.first { car.appearance($0.key[.appearance]) == "NSAppearanceNameAqua" })
        let layers = try aqua.layers()
        #expect(layers.count == 2)
        #expect(layers[0].reference.contains { $0.attribute == 17 && $0.value == (try? identifier("AppIcon_Assets/Gradient-1")) })
        #expect(layers[1].reference.contains { $0.attribute == 17 && $0.value == (try? identifier("AppIcon/Group")) })
        // icon.json: the group's translucency 0.46, a neutral shadow of opacity 1.08, specular on.
        #expect(abs(layers[1].translucency - 0.46) < 1e-6 && layers[1].shadowStyle == 3 && abs(layers[1].shadowOpacity - 1.08) < 1e-6)
        #expect(layers[1].glass == 1 && layers[0].glass == 0)
        let groups = car.renditions.filter { $0.layout == CarRendition.Layout.iconGroup.rawValue }
        #expect(groups.count == 3)
        for group in groups {
            let glyph = try #require(try group.layers().first)
            // icon.json's scale 37.48 on the 1024 canvas, centred: 900 pixels from 62.
            #expect((glyph.x, glyph.y, glyph.width, glyph.height) == (62, 62, 900, 900))
            #expect(glyph.reference.contains { $0.attribute == 17 && $0.value == (try? identifier("AppIcon_Assets/dashboard-3-line")) })
            let dark = car.appearance(group.key[.appearance]) == "NSAppearanceNameDarkAqua"
            #expect(glyph.fill == (dark ? "AppIcon_Assets/Color-2" : "AppIcon_Assets/Color-5") && glyph.lighting & 1 == 1)
        }
    }

    @Test("Xcode 7.3's car of 33 image sets: every set's name, scales 1 to 3, template rendering as the sets ask")
    func acextractCar() throws {
        let car = try AssetCar(reading: Self.acextract)
        #expect(car.header.coreUIVersion == 374 && car.metadata == nil && car.renditions.count == 202)
        #expect(car.keyFormat.first == RenditionAttribute.scale.rawValue)
        #expect(car.facets.count == 30 && car.facets.contains { $0.name == "r_template" })
        let template = try #require(car.facets.first { $0.name == "r_template" })
        let templates = car.renditions.filter { $0.key[.identifier] == template.key[.identifier] }
        #expect(!templates.isEmpty && templates.allSatisfy { $0.templateRendering == "template" })
        #expect(Set(car.renditions.map(\.key[.scale])).isSuperset(of: [1, 2, 3]))
        let pdfs = car.renditions.filter { $0.pixelFormat == "PDF " }
        #expect(pdfs.count == 7)
        for pdf in pdfs {
            guard case .data(false, let bytes) = try pdf.content() else {
                Issue.record("\(pdf.name) holds no PDF")
                continue
            }
            #expect(Array(bytes.bytes.prefix(5)) == Array("%PDF-".utf8))
        }
    }

    @Test(
        "LZFSE: the SVG Apple keeps decodes to the bundle's own bytes; the icon's pictures decode at their sizes, links cut from the atlas")
    func openUsagePixels() throws {
        let car = try AssetCar(reading: Self.openUsage)
        let svg = try #require(car.renditions.first { $0.pixelFormat == "SVG " })
        guard case .data(true, let bytes) = try svg.content() else {
            Issue.record("the SVG holds no data")
            return
        }
        let source = Array(
            try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("car/openusage/source/AppIcon.icon/Assets/dashboard-3-line.svg"))))
        #expect(try LZFSE.decode(bytes.bytes, maximumBytes: 1 << 20) == source)
        #expect(throws: LZFSE.Failure.self) { try LZFSE.decode(bytes.bytes, maximumBytes: source.count - 1) }
        let icons = car.renditions.filter { $0.key[.part] == 220 }
        #expect(icons.count == 7)
        var sides: [Int] = []
        for icon in icons {
            let image = try #require(try car.image(icon))
            #expect(image.width == icon.width && image.height == icon.height && image.scale == icon.scale)
            sides.append(image.width)
            // The flat icon is drawn on the squircle: its middle opaque, its corner clear.
            #expect(image[image.width / 2, image.height / 2].alpha == 255 && image[0, 0].alpha == 0, "\(icon.name)")
        }
        #expect(sides.sorted() == [32, 64, 128, 256, 512, 1024, 1024])
    }

    @Test("Xcode 7.3's pictures, inline and in atlases, are the image sets' PNGs premultiplied, pixel for pixel")
    func acextractPixels() throws {
        let car = try AssetCar(reading: Self.acextract)
        let sets = ["render/r_default", "render/r_template", "render/r_original", "alignment/a_any", "alignment/a_no"]
        var compared = 0
        for set in sets {
            let facet = try #require(car.facets.first { $0.name == String(set.split(separator: "/").last!) })
            for rendition in car.renditions where rendition.key[.identifier] == facet.key[.identifier] && rendition.pixelFormat == "ARGB" {
                let image = try #require(try car.image(rendition))
                let source = try ImageDecoder.read(
                    Fixtures.path("assetcatalog/acextract/Images.xcassets/\(set).imageset/\(rendition.name)")
                ).image
                #expect(image.width == source.width && image.height == source.height, "\(set) \(rendition.name)")
                let worst = zip(image.bytes, source.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
                #expect(worst <= 1, "\(set) \(rendition.name): \(worst)/255 off")
                compared += 1
            }
        }
        #expect(compared >= 15)
    }

    @Test("tintype info lists a car asset by asset; --json gives each rendition; a file that is not a car is named")
    func infoCommand() async throws {
        let run = await CLI.run(["info", Self.openUsage])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output.contains("compiled asset catalog by Xcode 26.2 (17C52)")
                && run.output.contains("macosx 15.0, 10 assets, 23 renditions"))
        #expect(
            run.output.contains(
                "icon group: appearance NSAppearanceNameDarkAqua, layers AppIcon_Assets/dashboard-3-line at 62,62 900×900 filled AppIcon_Assets/Color-2"
            ), "\(run.output)")
        let json = await CLI.run(["info", "--json", Self.acextract])
        let reports = try JSONDecoder().decode([InfoReport].self, from: Data(json.output.utf8))
        #expect(reports.first?.format == "car" && reports.first?.car?.renditions.count == 202)
        #expect(
            reports.first?.car?.renditions.contains { $0.asset == "r_template" && $0.detail == "template rendering" && $0.width == 150 }
                == true)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("not a car".utf8).write(to: URL(fileURLWithPath: folder.file("Assets.car")))
        let refused = await CLI.run(["info", folder.file("Assets.car")])
        #expect(
            refused.status == 1 && refused.error.contains("Assets.car") && refused.error.contains("not a readable Assets.car"),
            "\(refused.error)")
    }

    @Test("tintype export takes a car's pictures and vectors out: the image sets' PNGs, the bundle's SVG, named by asset and key")
    func exportCommand() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = await CLI.run(["export", Self.acextract, "-o", folder.file("ax"), "-q"])
        #expect(run.status == 0, "\(run.error)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.file("ax")).sorted()
        #expect(names.count == 125 + 24 + 7, "\(names.count)")
        #expect(
            names.contains("r_template@2x.png") && names.contains("v_device-iPhone.pdf")
                && names.contains("d_iphone4-iPhone-subtype-568@2x.png"))
        let blue = try ImageDecoder.read(folder.file("ax/r_template@3x.png")).image
        let source = try ImageDecoder.read(Fixtures.path("assetcatalog/acextract/Images.xcassets/render/r_template.imageset/blue@3x.png"))
            .image
        #expect(blue.width == source.width && zip(blue.bytes, source.bytes).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        let icon = await CLI.run(["export", Self.openUsage, "-o", folder.file("ou")])
        #expect(icon.status == 0 && icon.output.contains("AppIcon-dimension2-7.png"), "\(icon.output)")
        let svg = try Data(contentsOf: URL(fileURLWithPath: folder.file("ou/AppIcon_Assets_dashboard-3-line.svg")))
        #expect(
            svg
                == (try Data(
                    contentsOf: URL(fileURLWithPath: Fixtures.path("car/openusage/source/AppIcon.icon/Assets/dashboard-3-line.svg")))))
    }

    @Test("tintype check reads a car whole: Apple's two have no breach; a link, a layer and a fill that lead nowhere are unresolved")
    func checkCommand() async throws {
        for car in [Self.openUsage, Self.acextract] {
            let run = await CLI.run(["check", car])
            #expect(run.status == 0 && run.output.hasSuffix("\(car): 1 file checked, 0 breaches\n"), "\(run.output)\(run.error)")
        }
        // The openusage car with its atlas keyed at another scale and Color-5 renamed: the names that led there lead nowhere.
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.openUsage)))
        let blocks = try AssetCarBlocks(try BOMStore(bytes))
        var edited = blocks
        edited.facets = blocks.facets.map { key, value in
            (String(decoding: key, as: UTF8.self) == "AppIcon_Assets/Color-5" ? Array("AppIcon_Assets/Color-9".utf8) : key, value)
        }
        edited.renditions = try blocks.renditions.map { key, value in
            let rendition = try CarRendition(key: RenditionKey([]), value: CarBytes(value[...]))
            guard rendition.layout == CarRendition.Layout.packedImage.rawValue else { return (key, value) }
            // The atlas keyed as another scale (the key's last attribute): the links keyed to scale 2 find none.
            var changed = key
            changed[16] = 7
            return (changed, value)
        }
        bytes = try edited.bytes()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(bytes).write(to: URL(fileURLWithPath: folder.file("Assets.car")))
        let run = await CLI.run(["check", folder.file("Assets.car")])
        #expect(run.status == 1, "\(run.output)")
        #expect(
            run.output.contains("Assets.car: unresolved: AppIcon16x16")
                && run.output.contains("links to an atlas the catalog does not hold"), "\(run.output)")
        #expect(
            run.output.contains("Assets.car: unresolved: IconGroup: a layer is filled with AppIcon_Assets/Color-5, no asset"),
            "\(run.output)")
        let broken = await CLI.run(["check", Self.acextract.replacingOccurrences(of: "Assets.car", with: "Makefile")])
        #expect(broken.status == 1)
    }

    @Test("hostile bytes: every cut, and every byte of the tables changed, is refused or read, never a crash or a read past the end")
    func hostile() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.openUsage)))
        for length in [0, 8, 511, 512, 600, 4096, bytes.count / 2, bytes.count - 1] {
            #expect(throws: ImageFileError.CarProblem.self) { try AssetCar(Array(bytes.prefix(length))) }
        }
        // The header, the vars and the block table, and the first blocks (the header and the trees' pages),
        // each byte set to every high value a count or an offset could take.
        var generator = SystemRandomNumberGenerator()
        let regions = [0..<32, bytes.count - 2200..<bytes.count, 512..<1500]
        for region in regions {
            for offset in region where offset < bytes.count {
                var changed = bytes
                changed[offset] = [0xFF, 0x7F, 0x00, UInt8.random(in: 0...255, using: &generator)][offset % 4]
                _ = try? AssetCar(changed)
            }
        }
    }
}
