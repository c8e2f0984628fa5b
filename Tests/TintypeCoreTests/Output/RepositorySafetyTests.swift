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

/// The output folder in a repository (SPEC §12.3): nothing is read, replaced or removed through
/// a link, records and descriptors are read in time linear in their size, the lock leaves no
/// trace, and a killed app icon write is recovered by the next one.
@Suite("Safe in a repository")
struct RepositorySafetyTests {
    static let red = StraightColor(red: 232, green: 65, blue: 60)

    /// A web-only set of a red disc on `background`: small and quick to make.
    static func set(background: StraightColor) throws -> AppIconSet {
        var path = VectorPath()
        path.addEllipse(x: 128, y: 128, width: 768, height: 768)
        let disc = CoverageRasterizer.coverage(of: path, width: 1024, height: 1024).filled(with: .solid(red))
        let master = try ArtMaster(.raster(disc), maskSource: .auto, trim: true, file: "disc.png")
        let painter = try AppIconPainter(master: master, design: AppIconDesign(background: .solid(background)), file: "disc.png")
        return try AppIconSet.make(painter, platforms: [.web], name: "disc", compression: .fast)
    }

    /// A folder holding `victim.txt` beside `out/`, with `out/up` a link to the folder itself.
    static func linkedFolder() throws -> (folder: TemporaryFolder, out: String, victim: String, hash: String) {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("out"), withIntermediateDirectories: true)
        try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: folder.file("victim.txt")))
        try FileManager.default.createSymbolicLink(atPath: folder.file("out/up"), withDestinationPath: "..")
        return (folder, folder.file("out"), folder.file("victim.txt"), SHA256.hex(Array("keep me\n".utf8)))
    }

    @Test("cleaning never follows a link out of the folder, even with the victim's real SHA-256 recorded")
    func cleaningStaysInside() throws {
        let (folder, out, victim, hash) = try Self.linkedFolder()
        defer { folder.remove() }
        let outcome = OutputRecord(["up/victim.txt": hash, "/etc/hostname": hash, "../victim.txt": hash]).removeObsolete(
            in: out, keeping: [])
        #expect(FileManager.default.fileExists(atPath: victim))
        #expect(outcome.removed.isEmpty)
        #expect(outcome.notFollowed.map(\.path).sorted() == ["../victim.txt", "/etc/hostname", "up/victim.txt"])
        #expect(outcome.notFollowed.first { $0.path == "up/victim.txt" }?.reason == .link("up"))
        // A file tintype recorded, really inside, still goes.
        try Data("mine".utf8).write(to: URL(fileURLWithPath: out + "/mine.png"))
        let inside = OutputRecord(["mine.png": SHA256.hex(Array("mine".utf8))]).removeObsolete(in: out, keeping: [])
        #expect(inside.removed == ["mine.png"])
    }

    @Test("--verify names a file behind a link, and a batch's store neither reads nor writes through one")
    func verifyAndStoreRefuseLinks() throws {
        let (folder, out, victim, hash) = try Self.linkedFolder()
        defer { folder.remove() }
        let drift = OutputRecord(["up/victim.txt": hash]).drift(of: ["up/victim.txt", "gone.png"], in: out)
        #expect(drift.map(\.reason) == [.link, .missing])
        let record = BatchManifest.File(
            path: "up/victim.txt", kind: .icon, variant: nil, element: nil, appearance: nil, scale: 1, width: 1, height: 1,
            sha256: hash, inputDigest: "d", clipped: nil)
        let store = OutputStore(root: out, previous: ["up/victim.txt": record], force: false, dryRun: false, journal: nil)
        #expect(store.current("up/victim.txt", digest: "d") == nil)
        #expect(throws: ImageFileError.self) { try store.write(Array("changed".utf8), to: "up/victim.txt") }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me\n")
    }

    @Test("a batch output whose bytes tintype did not record is not replaced unless forced")
    func handEditsKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("edited".utf8).write(to: URL(fileURLWithPath: folder.file("a.png")))
        let store = OutputStore(root: folder.path, previous: [:], force: false, dryRun: false, journal: nil)
        #expect(throws: ImageFileError(file: folder.file("a.png"), problem: .notWrittenByTintype)) {
            try store.write(Array("new".utf8), to: "a.png")
        }
        // The same bytes as the run makes are tintype's (a killed run's file that missed its record).
        try store.write(Array("edited".utf8), to: "a.png")
        let forced = OutputStore(root: folder.path, previous: [:], force: true, dryRun: false, journal: nil)
        try forced.write(Array("new".utf8), to: "a.png")
        #expect(try String(contentsOfFile: folder.file("a.png"), encoding: .utf8) == "new")
    }

    @Test("outputs are compared as the file system finds them: '..' after a link climbs from its target, dangling links followed")
    func resolvedPaths() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = FileBytes.resolvedPath(folder.path)
        try FileManager.default.createDirectory(atPath: folder.file("gen/sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("L"), withDestinationPath: "gen/sub")
        try FileManager.default.createSymbolicLink(atPath: folder.file("D"), withDestinationPath: "nowhere/x")
        try FileManager.default.createSymbolicLink(atPath: folder.file("loop"), withDestinationPath: "loop")
        #expect(FileBytes.resolvedPath(folder.file("L/../a")) == root + "/gen/a")
        #expect(FileBytes.resolvedPath(folder.file("D/y")) == root + "/nowhere/x/y")
        #expect(FileBytes.resolvedPath(folder.file("gen/./sub/../../gen")) == root + "/gen")
        #expect(FileBytes.resolvedPath(folder.file("loop")).hasPrefix(root))
    }

    @Test("the lock is an empty file, refused to a second holder with the process, and gone when the run ends")
    func lockLeavesNoTrace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var lock: OutputLock? = try OutputLock(folder: folder.path)
        let lockFile = folder.file(OutputLock.fileName)
        // Read with FileBytes: Foundation leaks the buffer it reads an empty file into (LeakSanitizer sees it).
        #expect(try FileBytes.read(lockFile) == [])
        #expect(throws: RunError(folder: folder.path, reason: .outputInUse(processID: Int(getpid())))) {
            _ = try OutputLock(folder: folder.path)
        }
        withExtendedLifetime(lock) {}
        lock = nil
        #expect(!FileManager.default.fileExists(atPath: lockFile))
        // A lock file a killed run left is taken as it is.
        _ = FileManager.default.createFile(atPath: lockFile, contents: Data())
        lock = try OutputLock(folder: folder.path)
        #expect(FileManager.default.fileExists(atPath: lockFile))
        withExtendedLifetime(lock) {}
    }

    @Test("a write killed while it renamed, or before its record, is recovered by the next run with the same set")
    func killedWriteRecovered() throws {
        let old = try Self.set(background: StraightColor(red: 255, green: 255, blue: 255))
        let new = try Self.set(background: StraightColor(red: 20, green: 20, blue: 60))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try old.write(to: folder.path)
        // The state a kill leaves between the record of both and the last rename: half the files
        // new, half old, the record giving both, a temporary file of ours beside them.
        var files: [String: String] = [:]
        var replacing: [String: String] = [:]
        for (index, file) in new.files.enumerated() {
            files[file.path] = SHA256.hex(file.bytes)
            replacing[file.path] = SHA256.hex(old.files[index].bytes)
            if index.isMultiple(of: 2) { try Data(file.bytes).write(to: URL(fileURLWithPath: folder.file(file.path))) }
        }
        let record = try JSONSerialization.data(withJSONObject: ["files": files, "replacing": replacing])
        try record.write(to: URL(fileURLWithPath: folder.file(AppIconSet.recordName)))
        let stray = folder.file("web/.icon-192.png.tintype-a1B2c3")
        _ = FileManager.default.createFile(atPath: stray, contents: Data())
        let drift = new.drift(in: folder.path)
        #expect(drift.allSatisfy { $0.reason == .stale }, "\(drift)")
        let outcome = try new.write(to: folder.path)
        let unrenamed = new.files.indices.filter { !$0.isMultiple(of: 2) && new.files[$0].bytes != old.files[$0].bytes }
        #expect(outcome.written.count == unrenamed.count)
        #expect(new.drift(in: folder.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: stray))
        let cleaned = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.file(AppIconSet.recordName))))
        #expect((cleaned as? [String: Any])?["replacing"] == nil)
        // Files of ours that landed before a record named them are known by their bytes.
        let fresh = try TemporaryFolder()
        defer { fresh.remove() }
        for file in new.files {
            try FileManager.default.createDirectory(
                atPath: fresh.file((file.path as NSString).deletingLastPathComponent), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: URL(fileURLWithPath: fresh.file(file.path)))
        }
        #expect(try new.write(to: fresh.path).upToDate.count == new.files.count)
    }

    @Test("an app icon write that would go through a link, or name a file too long, writes nothing")
    func refusedBeforeWriting() throws {
        let set = try Self.set(background: Self.red)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("out/web"), withDestinationPath: "../elsewhere")
        #expect(throws: RunError.self) { _ = try set.write(to: folder.file("out")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("elsewhere")).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("out")) == ["web"])
        var long = set
        long.files[0].path = "web/" + String(repeating: "n", count: 300) + ".png"
        try FileManager.default.removeItem(atPath: folder.file("out/web"))
        #expect(throws: RunError.self) { _ = try long.write(to: folder.file("out")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("out")).isEmpty)
    }

    @Test("JSON is read in one pass: deep nesting refused, numbers out of range refused, the rest as Foundation reads it")
    func jsonReader() throws {
        let deep = Array(String(repeating: "{\"a\":", count: 500).utf8) + Array("1".utf8) + Array(repeating: UInt8(ascii: "}"), count: 500)
        var megabyte = Array("[".utf8)
        while megabyte.count < 1 << 20 { megabyte += deep + Array(",".utf8) }
        megabyte[megabyte.count - 1] = UInt8(ascii: "]")
        #expect(throws: (any Error).self) { try JSONValue.parse(megabyte) }
        #expect(throws: (any Error).self) { try JSONValue.decode([String: Int].self, from: deep) }
        #expect(JSONValue.nestingDepth(deep) == 500)
        for bad in ["1e400", "-1e999", "[1,]", "{\"a\" 1}", "01", "\"\\x\"", "[1] 2", "", "nan", "\"\u{01}\""] {
            #expect(throws: (any Error).self, "\(bad)") { try JSONValue.parse(Array(bad.utf8)) }
        }
        let documents = [
            #"{"a": [1, -2.5e3, true, false, null], "b": {"c": "é\n\u00e9\ud83d\ude00\/"}, "d": 0}"#,
            #"[[[[]]], {}, "", 1E2, -0, 0.125]"#, #"  "just text"  "#
        ]
        for text in documents {
            let ours = try JSONValue.parse(Array(text.utf8))
            let theirs = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
            #expect(ours == theirs, "\(text)")
        }
    }
}
