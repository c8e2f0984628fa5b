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
