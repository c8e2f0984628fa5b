import Foundation
import Synchronization
import Testing
import Tintype
import TintypeCLI
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

@Suite("Unlucky folders: locks, resumed runs, links, long names, everything skipped is said")
struct OutputFolderTests {
    static func icons(_ names: [String], in folder: TemporaryFolder) throws {
        let art = try FileBytes.read(Fixtures.path("icons/star@3x.png"))
        for name in names { try FileBytes.writeAtomically(art, to: folder.file(name)) }
    }

    @Test("a second run on a folder in use is refused at once, naming the holder; a lock left by a dead run is not stale")
    func lock() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        try Self.icons(["star@3x.png"], in: input)
        var held: OutputLock? = try OutputLock(folder: out.path)
        #expect(throws: RunError.self) { try Batch.run(BatchOptions(input: input.path, output: out.path)) }
        do { _ = try Batch.run(BatchOptions(input: input.path, output: out.path)) } catch {
            #expect(error.reason == .outputInUse(processID: Int(getpid())) && error.folder == FileBytes.resolvedPath(out.path), "\(error)")
            #expect(error.description.contains("in use by another tintype batch (process \(getpid()))"), "\(error)")
        }
        #expect(try out.contents() == [".tintype.lock"], "nothing was written or removed")
        withExtendedLifetime(held) {}
        held = nil
        // The file is still there, with a pid in it, but nobody holds it: the run goes ahead.
        #expect(try Batch.run(BatchOptions(input: input.path, output: out.path)).failed == 0)
    }

    @Test("files that landed before a run died are journaled; the next run writes only what is missing; a failed manifest is said")
    func resume() throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        // The manifest cannot be written (a folder is in its place), as if the run died before writing it.
        try FileManager.default.createDirectory(atPath: out.file("manifest.json"), withIntermediateDirectories: true)
        let failures = Mutex([String]())
        let first = try Batch.run(BatchOptions(input: Fixtures.path("icons"), output: out.path)) { event in
            if case .failed(let failure) = event { failures.withLock { $0.append(failure.description) } }
        }
        #expect(first.failed == 1 && first.errors.count == 1 && first.errors[0].hasPrefix("manifest: "))
        #expect(failures.withLock { $0 } == first.errors, "the failure was reported as it happened")
        let journal = OutputJournal.records(in: out.path)
        #expect(journal.count == first.filesWritten, "every file that landed is in the journal")
        try FileManager.default.removeItem(atPath: out.file("manifest.json"))
        // One file the dead run wrote is gone; it alone is redone.
        try FileManager.default.removeItem(atPath: out.file("star@2x.png"))
        let next = try Batch.run(BatchOptions(input: Fixtures.path("icons"), output: out.path))
        #expect(Set(next.written) == ["star@2x.png", "manifest.json"])
        #expect(!FileManager.default.fileExists(atPath: out.file(OutputJournal.fileName)), "the manifest replaces the journal")
        #expect(try Batch.run(BatchOptions(input: Fixtures.path("icons"), output: out.path)).nothingToDo)
    }

    @Test("a link inside the output folder is not written through; an output folder given as a link into the input is not scanned")
    func links() async throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        let elsewhere = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
            elsewhere.remove()
        }
        try Self.icons(["star@3x.png"], in: input)
        try FileManager.default.createSymbolicLink(atPath: out.file("drawable-xhdpi"), withDestinationPath: elsewhere.path)
        var options = BatchOptions(input: input.path, output: out.path)
        options.layout = .android
        let summary = try Batch.run(options)
        // The icon and the shared pieces both stop at the link, each saying so.
        #expect(summary.failed == 2 && summary.errors.allSatisfy { $0.contains("drawable-xhdpi is a symbolic link") }, "\(summary.errors)")
        #expect(try elsewhere.contents().isEmpty)
        // uncrush: OUT/Payload -> elsewhere.
        let pngs = try TemporaryFolder()
        defer { pngs.remove() }
        try FileManager.default.createDirectory(atPath: pngs.file("Payload"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.path("icons/star@3x.png"), toPath: pngs.file("Payload/star.png"))
        try FileManager.default.createSymbolicLink(atPath: out.file("Payload"), withDestinationPath: elsewhere.path)
        #expect(await CLI.status(["uncrush", pngs.path, "-o", out.path, "-q"]) == 1)
        #expect(try elsewhere.contents().isEmpty)
        // -o through a link that points into the input folder.
        try FileManager.default.createDirectory(atPath: input.file("generated"), withIntermediateDirectories: true)
        let link = out.file("into-input")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: input.file("generated"))
        #expect(try Batch.run(BatchOptions(input: input.path, output: link)).failed == 0)
        let again = try Batch.run(BatchOptions(input: input.path, output: link))
        #expect(again.icons == 1 && again.nothingToDo, "the outputs were not scanned as icons")
    }

    @Test("an icon named after a shared piece fails alone; the piece, the manifest and a rerun stay right")
    func reservedNames() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        try Self.icons(["star@3x.png", "tabbar-glow@3x.png", "contact-sheet@3x.png"], in: input)
        let summary = try Batch.run(BatchOptions(input: input.path, output: out.path))
        #expect(summary.failedIcons == 2 && summary.icons == 3, "\(summary.errors)")
        #expect(
            summary.errors.contains { $0.hasPrefix("tabbar-glow: its file tabbar-glow.png would be the batch's own tabbar-glow piece") })
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        let paths = (manifest.icons.flatMap(\.files) + manifest.shared + manifest.contactSheets).map(\.path)
        #expect(Set(paths).count == paths.count, "every path once")
        #expect(manifest.shared.contains { $0.path == "tabbar-glow@3x.png" && $0.kind == .shared })
        let again = try Batch.run(BatchOptions(input: input.path, output: out.path))
        #expect(again.filesWritten == 0, "\(again.written)")
    }

    @Test(
        "long names: a 230-byte stem is written (temporary names stay short); a name over 255 bytes fails naming the file, none of its files written"
    )
    func longNames() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        let long = String(repeating: "é", count: 115)
        let tooLong = String(repeating: "a", count: 244)
        try Self.icons([long + "@3x.png", tooLong + ".png"], in: input)
        let summary = try Batch.run(BatchOptions(input: input.path, output: out.path))
        #expect(FileManager.default.fileExists(atPath: out.file(long + "-selected@3x.png")))
        #expect(summary.failed == 1 && summary.errors[0].contains("over the 255 bytes a file system allows"), "\(summary.errors)")
        #expect(!(try out.contents()).contains { $0.contains(".tintype-") })
        #expect(!(try out.contents()).contains { $0.hasPrefix(tooLong) }, "all or nothing: none of its files, not even the short ones")
    }

    @Test(
        "everything passed over is named with its reason: non-UTF-8 names, FIFOs, links to folders, folders too deep to open, empty and unreadable files"
    )
    func skippedEntries() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        try Self.icons(["star@3x.png"], in: input)
        let invalid: [CChar] = Array("bad-".utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)] + Array(".png".utf8CString)
        let created = invalid.withUnsafeBufferPointer { name -> Int32 in
            let folder = open(input.path, O_RDONLY | O_DIRECTORY)
            defer { close(folder) }
            return openat(folder, name.baseAddress!, O_CREAT | O_WRONLY, 0o644)
        }
        #expect(created >= 0)
        close(created)
        #expect(mkfifo(input.file("pipe.png"), 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: input.file("linked"), withDestinationPath: "/tmp")
        try FileBytes.writeAtomically([], to: input.file("empty.png"))
        // Folders nested past PATH_MAX: the deepest cannot be opened by its path.
        let segment = String(repeating: "d", count: 200)
        var folder = open(input.path, O_RDONLY | O_DIRECTORY)
        for _ in 0..<22 {
            #expect(mkdirat(folder, segment, 0o755) == 0)
            let next = openat(folder, segment, O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
        }
        close(folder)
        let scan = try IconScanner.scan(input.path)
        let reasons = Dictionary(scan.skipped.map { ($0.path.prefix(20), $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(reasons["bad-\\xFF.png"] as? SkippedFile.WalkReason == .nameNotUTF8, "\(scan.skipped)")
        #expect(reasons["pipe.png"] as? SkippedFile.WalkReason == .notRegularFile)
        #expect(reasons["linked"] as? SkippedFile.WalkReason == .linkToFolder)
        #expect(reasons["empty.png"] as? Batch.PassedOver == .empty)
        #expect(reasons["pipe.png"]?.description == "not a regular file (a FIFO, device or socket)")
        #expect(
            scan.skipped.contains {
                guard case .unreadable(let reason)? = $0.reason as? SkippedFile.WalkReason else { return false }
                return $0.path.hasPrefix(segment) && $0.unreadable && reason == "file name too long"
            }, "\(scan.skipped)")
        #expect(scan.icons.map(\.name) == ["star"])
        let summary = try Batch.run(BatchOptions(input: input.path, output: out.path))
        #expect(summary.skippedFiles == 5 && summary.failed == 0)
    }

    @Test("the output folder cannot be made: the operating system's reason; a missing input folder is said so")
    func unusableFolders() throws {
        let input = try TemporaryFolder()
        defer { input.remove() }
        try Self.icons(["star@3x.png"], in: input)
        try FileBytes.writeAtomically([1], to: input.file("a-file"))
        do {
            _ = try Batch.run(BatchOptions(input: input.path, output: input.file("a-file/out")))
            Issue.record("ran")
        } catch {
            #expect(error.description.contains("a-file") && error.description.contains("a file of that name is in the way"), "\(error)")
        }
        do {
            _ = try Batch.run(BatchOptions(input: input.path, output: "/proc/tintype-out"))
            Issue.record("ran")
        } catch {
            #expect(error.description.contains("/proc/tintype-out: cannot create the folder: "), "\(error)")
        }
        do {
            _ = try Batch.run(BatchOptions(input: input.file("nowhere"), output: input.file("out")))
            Issue.record("ran")
        } catch {
            #expect(error.description.contains("no such folder"), "\(error)")
        }
    }

    @Test("uncrush: a PNG whose name is not UTF-8 fails the run, named; a link to a folder (as in framework bundles) is only a note")
    func uncrushSkips() async throws {
        let folder = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            folder.remove()
            out.remove()
        }
        try Self.icons(["star.png"], in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.file("Current"), withDestinationPath: folder.path)
        #expect(await CLI.status(["uncrush", folder.path, "-o", out.path, "-q"]) == 0)
        let art = try FileBytes.read(Fixtures.path("icons/star@3x.png"))
        let name: [CChar] = Array("bad-".utf8CString.dropLast()) + [CChar(bitPattern: 0xFE)] + Array(".png".utf8CString)
        let descriptor = name.withUnsafeBufferPointer { name -> Int32 in
            let parent = open(folder.path, O_RDONLY | O_DIRECTORY)
            defer { close(parent) }
            return openat(parent, name.baseAddress!, O_CREAT | O_WRONLY, 0o644)
        }
        #expect(art.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == art.count)
        close(descriptor)
        #expect(FolderWalk(folder.path).skipped.map(\.path) == ["Current", "bad-\\xFE.png"])
        #expect(await CLI.status(["uncrush", folder.path, "-o", out.path, "-q"]) == 1)
        #expect(try FileBytes.read(out.file("star.png")) == art)
    }
}
