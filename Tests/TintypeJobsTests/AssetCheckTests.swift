import Foundation
import Testing
import TintypeJobs
import TintypeSupport
import TintypeTestSupport

/// `AssetCheck`, the library call `tintype check` prints: one path's app icon sets, launch screens and batch
/// outputs held against the rules, or why the path cannot be checked.
@Suite("AssetCheck")
struct AssetCheckTests {
    @Test("a missing path and a file check does not read are named; a folder of nothing holds no set")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        guard case .unreadable(let missing) = AssetCheck.check(folder.file("gone"), limits: .default, rendering: .inProcess) else {
            Issue.record("a missing path was checked")
            return
        }
        #expect(missing == "no such file or folder")
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder.file("notes.txt")))
        guard case .unreadable(let text) = AssetCheck.check(folder.file("notes.txt"), limits: .default, rendering: .inProcess) else {
            Issue.record("a text file was checked")
            return
        }
        #expect(text.hasPrefix("not a folder, .ico, .icns"), "\(text)")
        guard case .checked(let empty) = AssetCheck.check(folder.path, limits: .default, rendering: .inProcess) else {
            Issue.record("a folder was not checked")
            return
        }
        #expect(empty.setsFound == 0 && empty.breaches.isEmpty)
    }

    @Test("an app icon set appicon wrote: found, read, no breach; a file of it broken is a breach named under the folder")
    func appIconSet() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var run = AppIconRun(source: Fixtures.path("svg/heart.svg"), output: folder.file("out"))
        run.platforms = [.ios]
        run.rendering = .inProcess
        run.proofSheet = false
        #expect(try run.run { _ in })
        guard case .checked(let report) = AssetCheck.check(folder.file("out"), limits: .default, rendering: .inProcess) else {
            Issue.record("the set was not checked")
            return
        }
        #expect(report.setsFound >= 1 && report.filesChecked >= 3 && report.breaches.isEmpty, "\(report.breaches)")
        let icon = "ios/AppIcon.appiconset/AppIcon.png"
        #expect(FileManager.default.fileExists(atPath: folder.file("out/\(icon)")))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder.file("out/\(icon)")))
        guard case .checked(let broken) = AssetCheck.check(folder.file("out"), limits: .default, rendering: .inProcess) else {
            Issue.record("the set was not checked")
            return
        }
        #expect(broken.root == folder.file("out"))
        #expect(broken.breaches.contains { $0.hasPrefix(icon) }, "\(broken.breaches)")
    }
}
