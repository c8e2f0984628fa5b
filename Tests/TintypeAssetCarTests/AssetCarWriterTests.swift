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
        if let first = (0..<min(written.count, apple.count)).first(where: { written[$0] != apple[$0] }) {
            Issue.record("first difference at byte \(first) of \(apple.count)")
        }
        // And what is written reads as what was read.
        let car = try AssetCar(written)
        #expect(car.renditions.count == 23 && car.facets.count == 10)
    }

    @Test("a tree of more entries than one page holds is refused, not written wrong")
    func fullPage() throws {
        var blocks = AssetCarBlocks(header: [], keyFormat: [], metadata: nil)
        blocks.facets = (0...BOMStoreWriter.maximumEntries(pageSize: 4096)).map { (Array("facet\($0)".utf8), [0]) }
        #expect(throws: ImageFileError.CarProblem.self) { try blocks.bytes() }
    }
}
