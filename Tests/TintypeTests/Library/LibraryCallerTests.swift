import Foundation
import Testing
import Tintype

/// The library as another package calls it: public names only (no `@testable` here), the few
/// lines each use takes.
@Suite("The library, called from outside")
struct LibraryCallerTests {
    @Test("a folder of masters becomes a folder of app icon sets in a few lines, told as events, and is checked clean")
    func appIconFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let masters = folder.file("masters")
        try FileManager.default.createDirectory(atPath: masters, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.path("svg/heart.svg"), toPath: masters + "/heart.svg")
        try FileManager.default.copyItem(atPath: Fixtures.path("masters/bolt.png"), toPath: masters + "/Bolt.png")
        try Data("not an icon".utf8).write(to: URL(fileURLWithPath: masters + "/notes.txt"))

        var run = AppIconRun(source: masters, output: folder.file("out"))
        run.platforms = [.ios, .android]
        run.design.background = .solid(StraightColor(red: 232, green: 65, blue: 60))
        run.backgroundChosen = true
        var apps: [String] = []
        var written = 0
        var finished: (apps: Int, failed: Int)?
        var passedOver: [String] = []
        let made = try run.run { event in
            switch event {
            case .app(let name, _): apps.append(name)
            case .wrote: written += 1
            case .finished(let all, let failed): finished = (all, failed)
            case .passedOver(let skipped): passedOver.append(skipped.path)
            default: break
            }
        }
        #expect(made && apps == ["Bolt", "heart"] && finished?.apps == 2 && finished?.failed == 0)
        #expect(passedOver == ["notes.txt"] && written > 20)
        for app in apps {
            let report = AppIconCheck.check(folder.file("out/\(app)"))
            #expect(report.breaches.isEmpty && report.filesChecked > 10, "\(app)")
        }

        // Run again: nothing is written; verified, nothing drifts.
        var again = 0
        #expect(try run.run { if case .wrote = $0 { again += 1 } })
        run.verify = true
        var drifted: [OutputRecord.DriftedFile] = []
        #expect(try run.run { if case .drift(let drift, _, _) = $0 { drifted += drift } })
        #expect(again == 0 && drifted.isEmpty)
    }

    @Test("a folder without masters, and one-app options given for a folder, are refused before anything is made")
    func appIconRefusals() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: AppIconRun.Refusal.noMasters(folder: folder.path)) {
            try AppIconRun(source: folder.path, output: folder.file("out")).run { _ in }
        }
        var named = AppIconRun(source: folder.path, output: folder.file("out"))
        named.name = "app"
        #expect(throws: AppIconRun.Refusal.singleAppOptions) { try named.run { _ in } }
        #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
    }
}

extension LibraryCallerTests {
    @Test("the README's batch lines, as written there, make an asset catalog of the fixture icons")
    func readmeBatch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let readme = try String(contentsOfFile: Fixtures.root + "/../README.md", encoding: .utf8)
        #expect(readme.contains("var options = BatchOptions(input: \"art\", output: \"Generated\")\noptions.layout = .xcassets\n"))
        #expect(readme.contains("var run = AppIconRun(source: \"logo.svg\", output: \"AppIcons\")\n"))
        var options = BatchOptions(input: Fixtures.path("icons"), output: folder.file("Generated"))
        options.layout = .xcassets
        let summary = try Batch.run(options)
        #expect(summary.failed == 0 && summary.filesWritten > 50 && summary.icons == 14)
        #expect(FileManager.default.fileExists(atPath: folder.file("Generated/Icons.xcassets/star.imageset/Contents.json")))
    }
}
