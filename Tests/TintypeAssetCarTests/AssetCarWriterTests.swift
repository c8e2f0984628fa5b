import Foundation
import Testing
import TintypeTestSupport

@testable import TintypeAssetCar

/// The catalog writer's container held against Apple's: the blocks of the car Xcode 26.2's actool wrote,
/// laid out again by `AssetCarBlocks`, give Apple's file byte for byte (header, block order, padding,
/// pages with their inline keys, vars, block table).
@Suite("Assets.car writer")
struct AssetCarWriterTests {
    @Test("Apple's Xcode 26 car, read into its blocks and written again, is the same bytes")
    func sameBytes() throws {
        let apple = Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("car/openusage/Assets.car"))))
        let blocks = try AssetCarBlocks(try BOMStore(apple))
        let written = try blocks.bytes()
        #expect(written.count == apple.count)
        #expect(Self.difference(written, apple) == nil)
        // And what is written reads as what was read.
        let car = try AssetCar(written)
        #expect(car.renditions.count == 23 && car.facets.count == 10)
    }

    @Test("each of Apple's renditions written again from what Tintype read of it: its header, its layers, links and content, byte for byte")
    func renditionsWrittenAgain() throws {
        var compared = 0
        for file in ["car/openusage/Assets.car", "car/acextract-ios/Assets.car"] {
            let store = try BOMStore(Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(file)))))
            let car = try AssetCar(Array(store.bytes.bytes))
            let values = try #require(try store.tree("RENDITIONS")).entries.sorted { $0.valueBlock < $1.valueBlock }.map {
                Array($0.value.bytes)
            }
            for (rendition, apple) in zip(car.renditions, values) {
                #expect(Self.difference(rendition.bytes(), apple) == nil, "\(file) \(rendition.name): the header and properties as read")
                var rebuilt = rendition
                let content = try rendition.content()
                // What Tintype writes from what it understood: the layers, the link and the payload.
                let layers = try rendition.layers()
                if !layers.isEmpty {
                    let written = Dictionary(
                        CarRendition.Layer.properties(layers).map { ($0.type, $0.value) }, uniquingKeysWith: { a, _ in a })
                    rebuilt.properties = rendition.properties.map { type, value in (type, written[type].map { CarBytes($0[...]) } ?? value)
                    }
                }
                if let link = content.linkProperty() {
                    rebuilt.properties = rebuilt.properties.map { type, value in (type, type == 1010 ? CarBytes(link[...]) : value) }
                }
                switch content {
                case .bitmap, .other: break
                default: rebuilt.payload = CarBytes(content.payload()[...])
                }
                #expect(Self.difference(rebuilt.bytes(), apple) == nil, "\(file) \(rendition.name): written from its content")
                compared += 1
            }
        }
        #expect(compared == 225)
    }

    @Test("a bitmap written from pixels is chunked as actool chunks it and reads back as the same pixels, Apple's atlas among them")
    func bitmapWritten() throws {
        let car = try AssetCar(reading: Fixtures.path("car/openusage/Assets.car"))
        var images = try car.renditions.filter {
            $0.width > 0 && $0.pixelFormat == "ARGB" && $0.layout != CarRendition.Layout.internalLink.rawValue
        }
        .map { try #require(try car.image($0)) }
        images.append(RGBAImage(width: 7, height: 2, filledWith: PremultipliedColor(red: 10, green: 20, blue: 30, alpha: 40)))
        for image in images {
            let rowBytes = (image.width * 4 + 15) / 16 * 16
            let content = CarRendition.Content.bitmap(image, rowBytes: rowBytes)
            guard case .bitmap(let compression, let chunks) = content else {
                Issue.record("not a bitmap")
                continue
            }
            #expect(compression == 4)
            // Apple's: 1024 rows in 341, 341, 341, 1; 132 in 44, 44, 44.
            if image.height == 1024 { #expect(chunks.map(\.rows) == [341, 341, 341, 1]) }
            if image.height == 132 { #expect(chunks.map(\.rows) == [44, 44, 44]) }
            var rendition = try #require(car.renditions.first { $0.pixelFormat == "ARGB" && $0.layout == 12 })
            (rendition.width, rendition.height) = (image.width, image.height)
            rendition.properties = rendition.properties.map { type, value in
                var bytes = CarByteWriter()
                bytes.u32(UInt32(rowBytes))
                return (type, type == 1007 ? CarBytes(bytes.bytes[...]) : value)
            }
            rendition.payload = CarBytes(content.payload()[...])
            let read = try CarRendition(key: rendition.key, value: CarBytes(rendition.bytes()[...]))
            #expect(try car.image(read)?.bytes == image.bytes, "\(image.width)×\(image.height)")
        }
        #expect(images.count >= 5)
    }

    @Test(
        "LZVN: what the coder writes decodes to its input: empty, one byte, long runs and matches, far distances, random bytes, real pixels"
    )
    func lzvnRoundTrip() throws {
        var generator = SystemRandomNumberGenerator()
        var inputs: [[UInt8]] = [[], [7], Array("abcabcabcabc".utf8), [UInt8](repeating: 9, count: 100_000)]
        inputs.append((0..<70_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let far = (0..<66_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        inputs.append(far + Array(far.prefix(300)) + Array(far.suffix(300)))
        inputs.append((0..<5_000).map { UInt8($0 % 251) } + (0..<300).map { _ in UInt8.random(in: 0...3, using: &generator) })
        let car = try AssetCar(reading: Fixtures.path("car/openusage/Assets.car"))
        for rendition in car.renditions where rendition.width >= 256 && rendition.pixelFormat == "ARGB" {
            inputs.append(try #require(try car.image(rendition)).bytes)
        }
        for input in inputs {
            let stream = LZVNEncoder.stream(input[...])
            #expect(try LZFSE.decode(stream[...], maximumBytes: input.count) == input, "\(input.count) bytes")
        }
        // A flat icon's pixels come out under half their size (Apple's LZFSE: 17 %).
        let icon = inputs.last!
        #expect(LZVNEncoder.stream(icon[...]).count * 2 < icon.count)
    }

    @Test("BITMAPKEYS made from the renditions' keys are the ones Apple wrote, byte for byte")
    func bitmapKeys() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("car/openusage/Assets.car"))))
        let car = try AssetCar(bytes)
        let made = CarBitmapKeys.entries(
            keyFormat: car.keyFormat, renditions: car.renditions.map(\.key), identifiers: car.facets.map { $0.key[.identifier] })
        let apple = try AssetCarBlocks(try BOMStore(bytes)).bitmapKeys.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        #expect(made.count == 10 && made.count == apple.count)
        for (ours, theirs) in zip(made, apple) {
            #expect(ours.key == theirs.key && ours.value == theirs.value, "identifier \(ours.key)")
        }
    }

    /// Where `a` and `b` first differ (a length that differs counts at the shorter's end), or nil.
    static func difference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? (a.count == b.count ? nil : min(a.count, b.count))
    }

    @Test(
        "Apple's Xcode 26 car read as a catalog and written from that is Apple's bytes, but for the order BITMAPKEYS' values were made in")
    func catalogWrittenAgain() throws {
        let apple = Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("car/openusage/Assets.car"))))
        let car = try AssetCar(apple)
        #expect(car.header.bytes == Array(try #require(try BOMStore(apple).named("CARHEADER")).bytes))
        let written = try car.blocks().bytes()
        // actool makes BITMAPKEYS' values in an order of its own (not the identifiers', the facets' or the
        // renditions'); CoreUI finds them by key, and the tree's page is where the orders show.
        let page = 1_755_920
        #expect(written.count == apple.count && Self.difference(Array(written.prefix(page)), Array(apple.prefix(page))) == nil)
        func bitmapKeys(_ bytes: [UInt8]) throws -> [[UInt8]: [UInt8]] {
            Dictionary(try AssetCarBlocks(try BOMStore(bytes)).bitmapKeys.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        }
        #expect(try bitmapKeys(written) == bitmapKeys(apple))
    }

    @Test("a tree of more entries than one page holds is refused, not written wrong")
    func fullPage() throws {
        var blocks = AssetCarBlocks(header: [], keyFormat: [], metadata: nil)
        blocks.facets = (0...BOMStoreWriter.maximumEntries(pageSize: 4096)).map { (Array("facet\($0)".utf8), [0]) }
        #expect(throws: ImageFileError.CarProblem.self) { try blocks.bytes() }
    }
}
