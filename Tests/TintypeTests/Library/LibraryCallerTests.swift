import Foundation
import Testing
import Tintype
import TintypeTestSupport

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
        run.proofSheet = false
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
            let report = AppIconCheck.check(folder.file("out/\(app)"), rendering: .inProcess)
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
    /// The package's root, where the README and the examples are.
    static let packageRoot = URL(fileURLWithPath: Fixtures.root).deletingLastPathComponent().path

    @Test("the README's library section shows Examples/LibraryUses/main.swift as it is (the build compiles it)")
    func readmeLibraryUses() throws {
        let program = try String(contentsOfFile: Self.packageRoot + "/Examples/LibraryUses/main.swift", encoding: .utf8)
        let readme = try String(contentsOfFile: Self.packageRoot + "/README.md", encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] + "\n" }
        #expect(blocks.contains(program))
        #expect(
            program.contains("SourceArt.read(") && program.contains("ArtMaster(") && program.contains("Batch.run(")
                && program.contains("AppIconRun(")
                && program.contains("JobFile("))
    }

    @Test("an SVG sized and tinted as the README's first use shows it has the pixels batch writes for it")
    func svgSizedLikeBatch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let master = try ArtMaster(
            SourceArt.read(Fixtures.path("svg/heart.svg"), rendering: .inProcess), maskSource: .auto, trim: true, file: "heart.svg")
        let item = PointSize(width: 64, height: 44).pixels(at: 3)
        let placed = try master.placed(IconSizing(box: PointSize(square: 30)), scale: 3, canvas: item, file: "heart.svg")
        let icon = placed.tinted(StyleDefinition.flat.selected)
        try FileManager.default.createDirectory(atPath: folder.file("in"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.path("svg/heart.svg"), toPath: folder.file("in/heart.svg"))
        var options = BatchOptions(input: folder.file("in"), output: folder.file("out"))
        options.style = .flat
        options.contactSheet = false
        _ = try Batch.run(options)
        let batch = try ImageDecoder.read(folder.file("out/heart-selected@3x.png")).image
        #expect(batch.size == icon.size && batch.bytes == icon.bytes)
    }
}
