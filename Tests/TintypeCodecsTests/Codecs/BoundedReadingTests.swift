import CTintypeZlib
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

/// Inputs read within bounds (SPEC §7): a file's size is checked before it is read, an
/// archive's directory before its entries, and nothing is passed over in silence.
@Suite("Bounded reading")
struct BoundedReadingTests {
    /// A 3 GiB sparse file (nothing on disk) that starts as a valid PNG header.
    static func hugeSparsePNG(_ path: String) throws {
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        try FileBytes.writeAtomically(header + [0, 0, 0, 64, 0, 0, 0, 64, 8, 6, 0, 0, 0, 0, 0, 0, 0], to: path)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
    }

    @Test("a 3 GiB file is refused on its size, before a byte of it is read, in every command; the batch goes on")
    func hugeFile() async throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        try Self.hugeSparsePNG(input.file("huge.png"))
        try FileBytes.writeAtomically(try Fixtures.bytes("icons/star@3x.png"), to: input.file("star@3x.png"))
        #expect(throws: ImageFileError(file: input.file("huge.png"), problem: .fileSize(bytes: 3 << 30, limit: 256 << 20))) {
            try ImageDecoder.read(input.file("huge.png"))
        }
        let summary = try Batch.run(BatchOptions(input: input.path, output: out.path))
        #expect(summary.failedIcons == 1 && summary.icons == 2)
        #expect(summary.errors.first?.contains("huge.png: the file is 3221225472 bytes, over the limit of 268435456 bytes") == true)
        let info = await CLI.run(["info", input.file("huge.png")])
        #expect(info.status == 1 && info.error.contains("over the limit of 268435456 bytes"), "\(info.error)")
        let small = await CLI.run(["info", input.file("huge.png"), "--max-file-size", "1"])
        #expect(small.error.contains("over the limit of 1048576 bytes"), "the option sets the limit: \(small.error)")
        let uncrush = await CLI.run(["uncrush", input.file("huge.png"), "-o", out.file("pngs")])
        #expect(uncrush.status == 1 && uncrush.error.contains("over the limit of 268435456 bytes"))
    }

    /// A zip of stored entries: each name with its data, and `aliases` more names in the
    /// directory pointing at the first entry's data.
    static func zip(_ entries: [(name: String, data: [UInt8])], aliases: Int = 0) -> [UInt8] {
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16(value >> 16 & 0xFFFF) }
        var bytes = [UInt8]()
        var directory = [UInt8]()
        var records = 0
        var first: (offset: Int, crc: Int, size: Int)?
        func record(_ name: String, offset: Int, crc: Int, size: Int) {
            directory += le32(0x0201_4B50) + le16(20) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0) + le32(crc) + le32(size)
            directory += le32(size) + le16(name.utf8.count) + le16(0) + le16(0) + le16(0) + le16(0) + le32(0) + le32(offset)
            directory += Array(name.utf8)
            records += 1
        }
        for (name, data) in entries {
            var input = data
            let crc = Int(crc32(0, &input, UInt32(data.count)))
            let offset = bytes.count
            bytes += le32(0x0403_4B50) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0) + le32(crc) + le32(data.count)
            bytes += le32(data.count) + le16(name.utf8.count) + le16(0) + Array(name.utf8) + data
            record(name, offset: offset, crc: crc, size: data.count)
            if first == nil { first = (offset, crc, data.count) }
        }
        for index in 0..<aliases { record("Payload/copy\(index).png", offset: first!.offset, crc: first!.crc, size: first!.size) }
        let start = bytes.count
        bytes += directory
        bytes += le32(0x0605_4B50) + le16(0) + le16(0) + le16(records) + le16(records) + le32(directory.count) + le32(start) + le16(0)
        return bytes
    }

    @Test("an archive listing one entry's data under many names is refused before anything is written")
    func overlappingEntries() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let png = try Fixtures.bytes("icons/star@3x.png")
        try FileBytes.writeAtomically(Self.zip([("Payload/star.png", png)], aliases: 40), to: folder.file("bomb.ipa"))
        let run = await CLI.run(["uncrush", folder.file("bomb.ipa"), "-o", folder.file("out")])
        #expect(run.status == 1)
        #expect(run.error.contains("refused: the entries Payload/star.png and Payload/copy0.png share their data"), "\(run.error)")
        #expect((try? folder.contents())?.contains("out") == true)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.file("out"))) ?? []).isEmpty)
        // The same entries without the aliases: read and copied.
        try FileBytes.writeAtomically(Self.zip([("Payload/star.png", png)]), to: folder.file("fine.ipa"))
        #expect(await CLI.status(["uncrush", folder.file("fine.ipa"), "-o", folder.file("fine"), "-q"]) == 0)
    }

    @Test("past --max-archive-size in all, the remaining entries are refused unread, naming the option")
    func archiveTotal() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let png = try Fixtures.bytes("icons/star@3x.png")
        let padded = png + [UInt8](repeating: 0, count: 700_000 - png.count)
        try FileBytes.writeAtomically(Self.zip([("a.png", padded), ("b.png", padded)]), to: folder.file("big.ipa"))
        let run = await CLI.run(["uncrush", folder.file("big.ipa"), "-o", folder.file("out"), "--max-archive-size", "1"])
        #expect(run.status == 1)
        #expect(
            run.error.contains("b.png: refused unread: with it the archive's entries would pass 1 MiB in all (--max-archive-size)"),
            "\(run.error)")
        #expect(run.output.contains("0 reverted, 1 copied, 1 failed"), "\(run.output)")
    }

    @Test("hidden files and folders in the input are passed over with a note; a style over 1 MiB is refused unparsed")
    func hiddenAndStyle() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        let art = try Fixtures.bytes("icons/star@3x.png")
        try FileBytes.writeAtomically(art, to: input.file("star@3x.png"))
        try FileBytes.writeAtomically(art, to: input.file(".hidden@3x.png"))
        try FileBytes.createFolder(input.file(".git"))
        try FileBytes.writeAtomically(art, to: input.file(".git/inside@3x.png"))
        let scan = try IconScanner.scan(input.path)
        #expect(scan.skipped.map(\.path) == [".git", ".hidden@3x.png"])
        #expect(scan.skipped.allSatisfy { $0.reason as? SkippedFile.WalkReason == .hidden })
        let summary = try Batch.run(BatchOptions(input: input.path, output: out.path))
        #expect(summary.skippedFiles == 2 && summary.icons == 1)
        let big = Array("{\"name\": \"\(String(repeating: "x", count: 1 << 20))\"}".utf8)
        #expect(throws: StyleDefinition.ReadError.self) { try StyleDefinition.parse(big, file: "big.json") }
    }
}
