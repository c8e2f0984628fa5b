import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@Suite("Fixture icons")
struct FixtureIconTests {
    @Test("the committed icons are what FixtureIcons draws")
    func iconsMatchTheirScript() throws {
        let update = ProcessInfo.processInfo.environment["TINTYPE_UPDATE_FIXTURES"] == "1"
        for file in FixtureIcons.files() {
            let path = Fixtures.path("icons/" + file.name)
            if update {
                let bytes = file.cgbi ? CgBITestEncoder.encode(file.image) : try PNGEncoder(compression: .smallest).encode(file.image)
                try FileBytes.writeAtomically(bytes, to: path)
            }
            let decoded = try ImageDecoder.read(path)
            #expect(decoded.image.bytes == file.image.bytes, "\(file.name)")
            #expect(decoded.info.isCgBI == file.cgbi, "\(file.name)")
        }
        if update {
            try FileBytes.writeAtomically(try Fixtures.bytes("jpeg/glyph-dark-on-white.jpg"), to: Fixtures.path("icons/message@3x.jpg"))
        }
        #expect(ImageDecoder.Format.detect(try Fixtures.bytes("icons/message@3x.jpg")) == .jpeg)
    }
}
