import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeTabBar

/// A batch into a folder an earlier batch wrote (SPEC §12.3): what it no longer makes is named and kept
/// on record until `--clean` removes it.
@Suite("Files left behind: a layout change names them, and --clean removes them")
struct LeftBehindTests {
    @Test("ios, then android into the same folder: the ios files are named and recorded; --clean removes them, and only them")
    func layoutChange() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer { for folder in [input, out] { folder.remove() } }
        let art = try FileBytes.read(Fixtures.path("icons/star@3x.png"))
        for name in ["star@3x.png", "chat@3x.png"] { try FileBytes.writeAtomically(art, to: input.file(name)) }
        func run(_ layout: OutputLayout, clean: Bool = false) throws -> (Batch.Summary, OutputRecord.Cleaning?) {
            var options = BatchOptions(input: input.path, output: out.path)
            (options.layout, options.itemSize, options.contactSheet) = (layout, layout.defaultItemSize, false)
            return clean ? try Batch.runAndClean(options) : (try Batch.run(options), nil)
        }
        let (ios, _) = try run(.ios)
        try FileBytes.writeAtomically(Array("mine".utf8), to: out.file("notes.txt"))
        let (android, _) = try run(.android)
        // Every ios file but the two both layouts write (preview.html, the manifest).
        let iosFiles = ios.written.filter { !android.written.contains($0) }.sorted()
        #expect(iosFiles.count == 39)
        let warning = try #require(android.warningDetails.first { $0.code == .leftBehind }, "\(android.warningDetails)")
        #expect(warning.message.hasPrefix("\(iosFiles.count) files an earlier run wrote here in the ios layout are no longer made"))
        #expect(warning.message.contains(iosFiles[0]), "\(warning.message)")
        var manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        #expect(manifest.leftBehind?.map(\.path).sorted() == iosFiles)
        // Said again on the next run (the manifest, recording them, is unchanged), then removed by --clean.
        let (again, _) = try run(.android)
        #expect(again.filesWritten == 0 && again.warningDetails.contains { $0.code == .leftBehind }, "\(again.written)")
        let (cleaned, cleaning) = try run(.android, clean: true)
        #expect(cleaning?.removed.sorted() == iosFiles)
        #expect(!cleaned.warningDetails.contains { $0.code == .leftBehind })
        for path in iosFiles { #expect(!FileManager.default.fileExists(atPath: out.file(path)), "\(path)") }
        #expect(FileManager.default.fileExists(atPath: out.file("notes.txt")))
        #expect(FileManager.default.fileExists(atPath: out.file("drawable-xxhdpi/ic_star.png")))
        manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        #expect(manifest.leftBehind == nil)
        let (last, _) = try run(.android)
        #expect(last.filesWritten == 0 && !last.warningDetails.contains { $0.code == .leftBehind })
    }

    @Test("an icon removed from the input: its files are named; a failed icon's are kept on record without a word")
    func removedAndFailed() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer { for folder in [input, out] { folder.remove() } }
        let art = try FileBytes.read(Fixtures.path("icons/star@3x.png"))
        for name in ["star@3x.png", "chat@3x.png", "home@3x.png"] { try FileBytes.writeAtomically(art, to: input.file(name)) }
        _ = try BatchRuns.run(input.path, out.path) { $0.contactSheet = false }
        FileBytes.remove(input.file("chat@3x.png"))
        // home's art is cut short: it fails, and its files are not obsolete.
        try FileBytes.writeAtomically(Array(art.prefix(100)), to: input.file("home@3x.png"))
        let summary = try BatchRuns.run(input.path, out.path) { $0.contactSheet = false }
        #expect(summary.failedIcons == 1)
        let warning = try #require(summary.warningDetails.first { $0.code == .leftBehind }, "\(summary.warningDetails)")
        #expect(warning.message.hasPrefix("12 files an earlier run wrote here are no longer made"), "\(warning.message)")
        #expect(warning.message.contains("chat") && !warning.message.contains("home"), "\(warning.message)")
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        #expect(manifest.leftBehind?.contains { $0.path == "home@3x.png" } == true)
    }
}
