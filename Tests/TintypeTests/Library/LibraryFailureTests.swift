import Foundation
import Synchronization
import Testing
import Tintype
import TintypeTestSupport

/// Failures a library caller switches on: cases, never text to search.
extension LibraryCallerTests {
    @Test("a batch's failures are typed: names that differ only in case, and a broken PNG, each a case to switch on")
    func typedBatchFailures() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = folder.file("art")
        try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
        for name in ["Tag.svg", "tag.svg"] {
            try FileManager.default.copyItem(atPath: Fixtures.path("svg/heart.svg"), toPath: input + "/" + name)
        }
        try FileManager.default.copyItem(atPath: Fixtures.path("icons/star@2x.png"), toPath: input + "/star@2x.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("broken".utf8)).write(
            to: URL(fileURLWithPath: input + "/broken.png"))
        let reported = Mutex([String: Batch.Failure.Reason]())
        let summary = try Batch.run(BatchOptions(input: input, output: folder.file("out"))) { event in
            if case .iconFinished(let report, _, _) = event, let failure = report.failure {
                reported.withLock { $0[report.name] = failure }
            }
        }
        #expect(summary.failedIcons == 2 && summary.icons == 3, "\(summary.errors)")
        var clashed: [String] = []
        var unreadable: ImageFileError?
        for failure in summary.failures {
            switch failure.reason {
            case .nameClash(.caseOnly(let files)): clashed = files
            case .file(let error): unreadable = error
            case .nameClash(let other): Issue.record("unexpected clash: \(other)")
            }
        }
        #expect(Set(clashed) == ["Tag.svg", "tag.svg"])
        #expect(unreadable?.file.hasSuffix("broken.png") == true)
        if case .png = unreadable?.problem.codec {} else { Issue.record("expected a PNG problem, got \(String(describing: unreadable))") }
        // What the progress events told is what the summary lists.
        #expect(reported.withLock { $0.count } == 2 && Set(reported.withLock { $0.values }) == Set(summary.failures.map(\.reason)))
    }

    @Test("each layer's reason is read through that layer's property only, and compares and hashes as itself")
    func layeredReasons() throws {
        let problems: [ImageFileError.Problem] = [
            .png("bad CRC"), .svg("bad CRC"), .rendererStopped(.timeLimit(seconds: 1)), .unknownFormat,
            .noArt("nothing covered"), .notWrittenByTintype, .access("bad CRC"), .empty,
            .fileSize(bytes: 2, limit: 1), .pixelLimit(width: 2, height: 2, limit: 3)
        ]
        #expect(Set(problems).count == problems.count)
        #expect(Set(problems + problems).count == problems.count)
        #expect(problems.map { $0.codec != nil } == [true, true, true, true, false, false, false, false, false, false])
        #expect(problems.map { $0.fitting != nil } == [false, false, false, false, true, false, false, false, false, false])
        #expect(problems.map { $0.record != nil } == [false, false, false, false, false, true, false, false, false, false])
        #expect(ImageFileError.Problem.png("x") == .png("x") && ImageFileError.Problem.png("x") != .png("y"))
        #expect(problems[0].description == "PNG: bad CRC" && problems[4].description == "no art to fit: nothing covered")
        // A fully transparent PNG decodes (a codec has no complaint) and is refused by the fitting.
        let clear = try PNGEncoder().encode(RGBAImage(width: 4, height: 4))
        do {
            let art = try SourceArt.decode(clear, file: "clear.png", rendering: .inProcess)
            _ = try ArtMaster(art, maskSource: .alpha, trim: true, file: "clear.png")
            Issue.record("a clear image was fitted")
        } catch {
            if case .noArt = error.problem.fitting {} else { Issue.record("expected no art, got \(error)") }
            #expect(error.problem.codec == nil)
        }
    }

    @Test("uncrush as a library call: CgBI reverted, others copied, escapes, repeats and a caller's failing reader told as cases")
    func uncrushRun() throws {
        struct EntryRefused: Error {}
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let icon = try ImageDecoder.read(Fixtures.path("pngsuite/basn6a08.png")).image
        let plain = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("pngsuite/basn3p04.png")))
        try FileManager.default.createDirectory(atPath: folder.file("app/Icons"), withIntermediateDirectories: true)
        try Data(CgBITestEncoder.encode(icon)).write(to: URL(fileURLWithPath: folder.file("app/Icons/icon@2x.png")))
        try plain.write(to: URL(fileURLWithPath: folder.file("app/plain.png")))
        try Data("hello".utf8).write(to: URL(fileURLWithPath: folder.file("app/readme.txt")))

        var run = try Uncrush.Run(output: folder.file("out"))
        var events: [Uncrush.Run.Event] = []
        run.add(folder.file("app")) { events.append($0) }
        run.add(folder.file("missing")) { events.append($0) }
        let record: (Uncrush.Run.Event) -> Void = { events.append($0) }
        run.add("../evil.png", from: "App.ipa", read: { [UInt8](plain) }, events: record)
        run.add("plain.png", from: "App.ipa", read: { [UInt8](plain) }, events: record)
        run.add("Payload/bad.png", from: "App.ipa", read: { throw EntryRefused() }, events: record)

        #expect(run.reverted == 1 && run.copied == 1 && run.failed == 4, "\(events)")
        #expect(try ImageDecoder.read(folder.file("out/Icons/icon@2x.png")).image == icon)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("out/plain.png"))) == plain)
        var failures: [String] = []
        for case .failed(let origin, let failure) in events {
            switch failure {
            case .missing: failures.append("missing")
            case .leavesOutput: failures.append("leaves " + origin)
            case .alreadyWritten(let earlier, _): failures.append("again, after " + (earlier.hasSuffix("plain.png") ? "plain" : earlier))
            case .unreadable(let error): failures.append(error is EntryRefused ? "refused entry" : "\(error)")
            default: failures.append("\(failure)")
            }
        }
        #expect(failures == ["missing", "leaves App.ipa: ../evil.png", "again, after plain", "refused entry"])
    }
}
