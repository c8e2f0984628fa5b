import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeFormats

@Suite("An asset catalog's Contents.json: one writer, one reader")
struct AssetCatalogContentsTests {
    /// Every `Contents.json` of a real catalog Xcode wrote (acextract's test catalog, MIT, licence beside it).
    static let xcodeFiles: [String] = {
        let root = Fixtures.path("assetcatalog/acextract")
        return FolderWalk(root).files.filter { $0.hasSuffix("Contents.json") }.sorted()
    }()

    @Test("each file Xcode wrote is read: every image entry, its file, idiom and scale, as the text has them")
    func readsXcodeFiles() throws {
        #expect(Self.xcodeFiles.count == 43)
        var entries = 0
        for file in Self.xcodeFiles {
            let bytes = try Fixtures.bytes("assetcatalog/acextract/" + file)
            let contents = try #require(AssetCatalogContents(reading: bytes), "\(file)")
            let text = String(decoding: bytes, as: UTF8.self)
            // Counted in the text itself, not through any JSON reader: one "filename" per image with a file.
            let named = text.components(separatedBy: "\"filename\" :").count - 1
            #expect((contents.images ?? []).compactMap(\.filename).count == named, "\(file)")
            if file.contains(".imageset/") {
                let images = try #require(contents.images, "\(file)")
                #expect(!images.isEmpty && images.allSatisfy { $0.idiom != nil }, "\(file)")
            } else {
                #expect(contents.images == nil, "\(file): a folder's or the catalog's own has no images")
            }
            entries += contents.images?.count ?? 0
        }
        let horizontal = try #require(
            AssetCatalogContents(
                reading: try Fixtures.bytes("assetcatalog/acextract/Images.xcassets/size class/sc_wh_a&r&c.imageset/Contents.json")))
        #expect(horizontal.images?.first == AssetCatalogContents.Image(filename: "green.png", idiom: "universal", scale: "1x"))
        #expect(entries > 100)
    }

    @Test("what the writer writes reads back as the same contents: images, colours, appearances and properties")
    func roundTrip() throws {
        let cases = [
            AssetCatalogContents(),
            AssetCatalogContents(
                images: [
                    .init(filename: "a.png", scale: "1x"), .init(appearances: [.dark], filename: "a-dark@2x.png", scale: "2x"),
                    .init(filename: nil, idiom: "iphone", size: "60x60")
                ], templateRenderingIntent: "template"),
            AssetCatalogContents(
                images: [.init(filename: "v.svg")], preservesVectorRepresentation: true, templateRenderingIntent: "original"),
            AssetCatalogContents(
                colors: [
                    .init(color: StraightColor(red: 0x8E, green: 0, blue: 255)),
                    .init(appearances: [.dark], color: StraightColor(red: 1, green: 2, blue: 3, alpha: 128))
                ]),
            AssetCatalogContents(
                images: [
                    .init(
                        appearances: [.init(appearance: "luminosity", value: "tinted")], filename: "AppIcon-tinted.png", platform: "ios",
                        size: "1024x1024")
                ])
        ]
        for contents in cases {
            let text = contents.text
            #expect(text.hasSuffix("}\n") && text.contains("\"author\" : \"tintype\""))
            #expect(AssetCatalogContents(reading: Array(text.utf8)) == contents, "\(text)")
        }
    }

    @Test("a file that is not one is refused whole: not an object, a list of other than objects")
    func refusesOthers() {
        for text in ["[]", "{\"images\" : [1]}", "{\"images\" : {}}", "{\"colors\" : [\"red\"]}", "not json"] {
            #expect(AssetCatalogContents(reading: Array(text.utf8)) == nil, "\(text)")
        }
        // Colour components as Xcode writes them in other forms: 0 to 1, 0 to 255; another colour space is not read.
        let forms =
            #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"1.000","green":"128","blue":"0x10","alpha":"1.000"}}},"#
            + #"{"color":{"color-space":"display-p3","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}]}"#
        let colors = AssetCatalogContents(reading: Array(forms.utf8))?.colors
        #expect(colors?.map(\.color) == [StraightColor(red: 255, green: 128, blue: 16, alpha: 255), nil])
    }
}
