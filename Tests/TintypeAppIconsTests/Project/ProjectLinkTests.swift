import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeLaunch

/// One link policy (``ConfinedFolder``): `check`, `appicon`, `splash` and `--project` never read
/// through a link out of the project or the bundle, and agree on what they refuse (SPEC §12.3).
@Suite("Links out of a project or a bundle")
struct ProjectLinkTests {
    @Test("check: a linked adaptive icon XML and a linked tauri.conf.json are not read, and said")
    func checkDoesNotFollow() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let project = folder.file("app")
        let res = "android/app/src/main/res"
        try AppProjectTests.write(
            [
                (
                    "outside/ic_launcher.xml",
                    AppProjectTests.text(AppProjectTests.capacitorAdaptiveIcon.replacing("ic_launcher_foreground", with: "secret_layer"))
                ),
                ("outside/tauri.conf.json", AppProjectTests.text(#"{"bundle": {"icon": ["icons/secret-name.png"]}}"#)),
                ("app/capacitor.config.json", AppProjectTests.text("{}"))
            ] + AppProjectTests.mipmaps("app/" + res, ["ic_launcher", "ic_launcher_foreground"]), to: folder.path)
        try FileManager.default.createDirectory(atPath: project + "/\(res)/mipmap-anydpi-v26", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: project + "/\(res)/mipmap-anydpi-v26/ic_launcher.xml", withDestinationPath: folder.file("outside/ic_launcher.xml"))
        try FileManager.default.createDirectory(atPath: project + "/src-tauri", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: project + "/src-tauri/tauri.conf.json", withDestinationPath: folder.file("outside/tauri.conf.json"))
        let report = AppIconCheck.check(project, rendering: .inProcess).breaches.map(\.description).joined(separator: "\n")
        #expect(!report.contains("secret"), "\(report)")
        #expect(report.contains("ic_launcher.xml") && report.contains("symbolic link"), "\(report)")
        // The project run agrees: the linked XML is neither read nor written through.
        let plan = try AppProject(folder: project, framework: .capacitor)
        #expect(!plan.files.contains { $0.path.hasSuffix(".xml") }, "\(plan.files.map(\.path))")
        #expect(plan.notes.contains { $0.contains("ic_launcher.xml") && $0.contains("symbolic link") }, "\(plan.notes)")
    }

    @Test("appicon and splash refuse a bundle whose Assets/ or picture is a link out of it, as check does")
    func bundlesDoNotFollow() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try IconComposerRenderTests.squareBundle(in: folder)
        try FileManager.default.moveItem(atPath: bundle + "/Assets", toPath: folder.file("elsewhere"))
        try FileManager.default.createSymbolicLink(atPath: bundle + "/Assets", withDestinationPath: folder.file("elsewhere"))
        var appicon = AppIconRun(source: bundle, output: folder.file("out"))
        appicon.platforms = [.web]
        #expect {
            _ = try appicon.run { _ in }
        } throws: { "\($0)".contains("symbolic link") }
        var splash = LaunchScreenRun(source: bundle, output: folder.file("splash"))
        splash.compression = .fast
        #expect {
            _ = try splash.run { _ in }
        } throws: { "\($0)".contains("symbolic link") }
        #expect(!AppIconCheck.check(bundle, rendering: .inProcess).breaches.isEmpty)
        // A linked picture inside a real Assets/ is refused the same way.
        try FileManager.default.removeItem(atPath: bundle + "/Assets")
        try FileManager.default.createDirectory(atPath: bundle + "/Assets", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: bundle + "/Assets/square.png", withDestinationPath: folder.file("elsewhere/square.png"))
        #expect {
            _ = try appicon.run { _ in }
        } throws: { "\($0)".contains("symbolic link") }
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/web")))
    }
}
