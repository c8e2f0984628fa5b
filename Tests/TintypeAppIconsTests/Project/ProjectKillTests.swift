import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeLaunch

/// `appicon --project` killed with SIGKILL at every step of its write (injected by
/// `TINTYPE_TEST_KILL_AT_STEP`, not timed), then run again: the project is byte for byte the one an
/// uninterrupted run makes, and `--verify` agrees with what is on disk before and after (SPEC §11.7).
@Suite("A project run killed at each step of its write")
struct ProjectKillTests {
    /// The built tool run with `arguments` (and the kill step, when given); its exit status (9 when SIGKILL
    /// ended it) and what it printed.
    static func tool(_ arguments: [String], killAt step: Int? = nil) throws -> (status: Int32, output: String) {
        try AAPT2.run(
            try #require(BuiltTool.path), arguments, environment: step.map { ["TINTYPE_TEST_KILL_AT_STEP": String($0)] } ?? [:])
    }

    /// A Gradle app whose adaptive icon lacks its monochrome layer (its XML is edited, and layers added), at three densities.
    static func project(in folder: String) throws {
        let res = "app/src/main/res"
        try AppProjectTests.write(
            [
                ("settings.gradle.kts", AppProjectTests.text("include(\":app\")\n")),
                ("\(res)/mipmap-anydpi-v26/ic_launcher.xml", AppProjectTests.text(AppProjectTests.capacitorAdaptiveIcon))
            ] + AppProjectTests.mipmaps(res, ["ic_launcher", "ic_launcher_foreground"]).filter { !$0.0.contains("xxhdpi") },
            to: folder)
    }

    @Test("every step: the rerun makes what an uninterrupted run makes, with no false 'edited since', and --verify is true to disk")
    func killedAtEveryStep() throws {
        let heart = Fixtures.path("svg/heart.svg")
        let reference = try TemporaryFolder()
        defer { reference.remove() }
        try Self.project(in: reference.path)
        let arguments = ["appicon", heart, "--background", "#2B5FD9", "--glyph", "white", "-q", "--project"]
        let made = try Self.tool(arguments + [reference.path])
        try #require(made.status == 0, "\(made.output)")
        let expected = AppProjectTests.snapshot(reference.path)
        let record = try FileBytes.read(reference.file(AppIconSet.projectRecordName))
        let written = try #require(
            (try JSONSerialization.jsonObject(with: Data(record)) as? [String: Any])?["files"] as? [String: Any]
        ).count
        // Steps 0 (journal written) to written + 1 (record written, journal not yet removed).
        for step in 0...(written + 1) {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try Self.project(in: folder.path)
            let killed = try Self.tool(arguments + [folder.path], killAt: step)
            #expect(killed.status == SIGKILL, "step \(step): \(killed.output)")
            #expect(FileManager.default.fileExists(atPath: folder.file(AppIconSet.journalName(of: AppIconSet.projectRecordName))))
            // Before the rerun, --verify says what is not in place yet (nothing, once every rename was made).
            let verified = try Self.tool(arguments + [folder.path, "--verify"])
            #expect((verified.status == 0) == (step >= written), "step \(step): \(verified.output)")
            let rerun = try Self.tool(arguments + [folder.path])
            #expect(rerun.status == 0, "step \(step): \(rerun.output)")
            #expect(AppProjectTests.snapshot(folder.path) == expected, "step \(step): the project differs from an uninterrupted run's")
            #expect(try FileBytes.read(folder.file(AppIconSet.projectRecordName)) == record, "step \(step): the record differs")
            #expect(try Self.tool(arguments + [folder.path, "--verify"]).status == 0, "step \(step)")
            let hidden = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter {
                FileBytes.isTemporaryName(($0 as NSString).lastPathComponent) || $0.hasSuffix(".journal")
            }
            #expect(hidden.isEmpty, "step \(step): \(hidden) left behind")
        }
    }

    @Test("a journal that is not Tintype's is refused by name, and nothing is written")
    func hostileJournal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.project(in: folder.path)
        let before = AppProjectTests.snapshot(folder.path)
        let journal = folder.file(AppIconSet.journalName(of: AppIconSet.projectRecordName))
        let outside =
            #"{"files": {}, "renames": [{"path": "../escaped.png", "temporary": "../.escaped.png.tintype-aaaaaa", "sha256": "\#(String(repeating: "0", count: 64))"}]}"#
        for text in ["not json", outside] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: journal))
            let run = try Self.tool(["appicon", Fixtures.path("svg/heart.svg"), "-q", "--project", folder.path])
            #expect(run.status != 0 && run.output.contains(".tintype-icons.journal"), "\(run.output)")
            #expect(AppProjectTests.snapshot(folder.path).filter { $0.key != ".tintype-icons.journal" } == before)
        }
    }
}
