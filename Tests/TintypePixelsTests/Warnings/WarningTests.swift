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

/// Nothing that would look wrong happens without a warning that shows in the
/// terminal (with and without -q), the manifest and --json, on first and repeated runs.
@Suite("Warnings are data: typed, recorded, given on every run")
struct WarningTests {
    /// `copy@2x.png` pre-sized at 15 pt beside a 512 px `copy@3x.png` master, fitted to the 30 pt box;
    /// `small@2x.png` pre-sized at 15 pt beside `heart.svg`, fitted to 30 pt.
    static func mixedFolder() throws -> TemporaryFolder {
        let input = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Fixtures.path("icons/star.png"), toPath: input.file("copy@2x.png"))
        try FileManager.default.copyItem(atPath: Fixtures.path("masters/heart.png"), toPath: input.file("copy@3x.png"))
        try FileManager.default.copyItem(atPath: Fixtures.path("icons/star.png"), toPath: input.file("small@2x.png"))
        try FileManager.default.copyItem(atPath: Fixtures.path("svg/heart.svg"), toPath: input.file("heart.svg"))
        return input
    }

    @Test("an icon's files that disagree in size, and a set that mixes sizes, are named; the manifest keeps both")
    func sizes() throws {
        let input = try Self.mixedFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        let summary = try BatchRuns.run(input.path, out.path) { $0.contactSheet = false }
        let disagree = try #require(summary.warningDetails.first { $0.code == .sizesDisagree })
        #expect(disagree.icon == "copy" && disagree.message.contains("copy@2x.png is drawn at 15 pt"))
        #expect(disagree.message.contains("copy@3x.png is fitted to 30 pt"))
        let mixed = try #require(summary.warningDetails.first { $0.code == .mixedSizes })
        #expect(mixed.icon == nil && mixed.message.contains("small") && mixed.message.contains("heart"))
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        #expect(manifest.warnings == [mixed])
        #expect(manifest.icons.first { $0.name == "copy" }?.warnings.contains(disagree) == true)
        // The same warnings again on a run with nothing to write.
        let again = try BatchRuns.run(input.path, out.path) { $0.contactSheet = false }
        #expect(again.filesWritten == 0 && Set(again.warningDetails) == Set(summary.warningDetails))
    }

    @Test("the command line prints warnings with -q and --json, lists them in --json, and --strict fails on them")
    func commandLine() async throws {
        let input = try Self.mixedFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        for round in 0..<2 {
            let quiet = await CLI.run(["batch", input.path, "-o", out.path, "--no-sheet", "-q"])
            #expect(quiet.status == 0 && quiet.output.isEmpty, "round \(round)")
            #expect(quiet.error.contains("warning: copy: the icon's files disagree in size"), "round \(round): \(quiet.error)")
            #expect(quiet.error.contains("(--fit always fits every file into the icon box)"), "round \(round)")
            #expect(quiet.error.contains("warning: the set mixes sizes"), "round \(round)")
            let json = await CLI.run(["batch", input.path, "-o", out.path, "--no-sheet", "--json"])
            let summary = try JSONDecoder().decode(WarningsOnly.self, from: Data(json.output.utf8))
            // small@2x.png is also enlarged for @3x.
            #expect(summary.warnings == 3 && Set(summary.warningDetails.map(\.code)) == [.mixedSizes, .sizesDisagree, .enlarged])
            #expect(json.error.contains("warning: copy:"), "round \(round)")
            let strict = await CLI.run(["batch", input.path, "-o", out.path, "--no-sheet", "-q", "--strict"])
            #expect(strict.status == 1 && strict.error.contains("3 warnings, and --strict makes warnings failures"), "\(strict.error)")
        }
        // A set without warnings passes --strict.
        let clean = await CLI.run(["batch", Fixtures.path("icons"), "-o", out.file("clean"), "--no-sheet", "-q", "--strict"])
        #expect(clean.status == 0 && clean.error.isEmpty, "\(clean.error)")
    }
}

/// The warnings of `tintype batch --json`, as a program reading it would decode them.
private struct WarningsOnly: Decodable {
    var warnings: Int
    var warningDetails: [Warning]
}
