import Foundation
import Testing
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeLaunch

/// Projects as they are kept: a workspace whose apps are packages of their own, a few folders down
/// (SPEC §11.17), each written where its own configuration reads its icons.
@Suite("Workspaces and monorepos")
struct WorkspaceProjectTests {
    typealias Tree = AppProjectTests.Tree

    /// A JavaScript workspace: electron-builder and Expo hoisted into the root's devDependencies, the Electron app in
    /// `electron/` (its configuration's paths from there), an Expo app in `apps/mobile/`, a Tauri app whose crate folder
    /// is `desktop/shell/` (not `src-tauri`).
    static let workspace: Tree = [
        (
            "package.json",
            AppProjectTests.text(
                #"{"private": true, "workspaces": ["electron", "apps/*", "desktop"], "devDependencies": {"electron-builder": "25.1.8", "expo": "52.0.0"}}"#
            )
        ),
        (
            "electron/package.json",
            AppProjectTests.text(
                #"{"name": "desk", "devDependencies": {"electron": "33.0.0", "electron-builder": "25.1.8"}, "build": {"appId": "x.y", "mac": {"icon": "build/icon.icns"}}}"#
            )
        ),
        ("electron/build/icon.png", AppProjectTests.png(512)),
        ("apps/mobile/app.json", AppProjectTests.text(#"{"expo": {"name": "m", "icon": "./assets/icon.png"}}"#)),
        ("apps/mobile/assets/icon.png", AppProjectTests.png(1024)),
        ("desktop/package.json", AppProjectTests.text(#"{"name": "d", "devDependencies": {"@tauri-apps/cli": "2"}}"#)),
        ("desktop/shell/Cargo.toml", AppProjectTests.text("[package]\nname = \"shell\"\n")),
        ("desktop/shell/tauri.conf.json", AppProjectTests.text(#"{"bundle": {"icon": ["icons/32x32.png"]}}"#)),
        ("desktop/shell/icons/32x32.png", AppProjectTests.png(32))
    ]

    @Test("each app of a workspace gets its icons where its own configuration reads them; none at the root; check agrees")
    func workspace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try AppProjectTests.write(Self.workspace, to: folder.path)
        let before = AppProjectTests.snapshot(folder.path)
        let (made, events) = try AppProjectTests.run(folder.path)
        #expect(made, "\(events)")
        let after = AppProjectTests.snapshot(folder.path)
        // electron/'s own icons replaced and its mac.icon added there, from electron/; nothing in the root's build/.
        #expect(after["electron/build/icon.png"] != before["electron/build/icon.png"])
        #expect(after["electron/build/icon.icns"] != nil)
        #expect(!after.keys.contains { $0.hasPrefix("build/") }, "\(after.keys.filter { $0.hasPrefix("build/") })")
        // The Expo app's icon and app.json under apps/mobile; the root's package.json untouched.
        #expect(after["apps/mobile/assets/icon.png"] != before["apps/mobile/assets/icon.png"])
        let appJSON = try #require(after["apps/mobile/app.json"])
        #expect(String(decoding: appJSON, as: UTF8.self).contains("./assets/icon-dark.png"))
        #expect(after["package.json"] == before["package.json"] && after["electron/package.json"] == before["electron/package.json"])
        // The Tauri crate in desktop/shell/: its icon drawn again, the bundled ones added and named in its configuration.
        let side = try ImageDecoder.read(folder.file("desktop/shell/icons/32x32.png")).image
        #expect(side.width == 32 && after["desktop/shell/icons/icon.icns"] != nil)
        let tauri = String(decoding: try #require(after["desktop/shell/tauri.conf.json"]), as: UTF8.self)
        #expect(tauri.contains("\"icons/icon.icns\"") && (try? JSONValue.parse(Array(tauri.utf8))) != nil)
        // Every file changed is an app's icon or configuration; the record at the top.
        let changed = Set(after.keys).subtracting(before.keys).union(before.keys.filter { after[$0] != before[$0] })
        #expect(
            changed.allSatisfy { path in
                ["electron/build/", "apps/mobile/", "desktop/shell/"].contains { path.hasPrefix($0) }
                    || path == AppIconSet.projectRecordName
            }, "\(changed.sorted())")
        // A rerun changes nothing; check reads the apps as the run wrote them, and names an icon an app's configuration lacks.
        _ = try AppProjectTests.run(folder.path)
        #expect(AppProjectTests.snapshot(folder.path) == after)
        #expect(
            AppIconCheck.check(folder.path, rendering: .inProcess).breaches.isEmpty,
            "\(AppIconCheck.check(folder.path, rendering: .inProcess).breaches)")
        try FileManager.default.removeItem(atPath: folder.file("electron/build/icon.icns"))
        #expect(AppIconCheck.check(folder.path, rendering: .inProcess).breaches.map(\.file) == ["electron/build/icon.icns"])
    }

    @Test("a framework's own native folders and a native Xcode or Gradle project are not taken for a workspace's apps")
    func notApps() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let set = "ios/Runner/Assets.xcassets/AppIcon.appiconset"
        try AppProjectTests.write(
            AppProjectTests.flutterTree(set: set, res: "android/app/src/main/res")
                + [("ios/Runner.xcodeproj/project.pbxproj", AppProjectTests.text("// !$*UTF8*$!\n"))], to: folder.path)
        var notes: [String] = []
        let files = AppProject.walk(folder.path).files
        #expect(ProjectWorkspace.apps(in: folder.path, files: files, top: [.flutter], framework: nil, notes: &notes).isEmpty)
        #expect(ProjectWorkspace.apps(in: folder.path, files: files, top: [.gradle], framework: nil, notes: &notes).isEmpty)
        #expect(try AppProject(folder: folder.path).frameworks == [.flutter])
    }

    @Test("Tauri's mobile icons (`tauri icon`'s icons/ios and icons/android): each drawn again at its size as its name says")
    func tauriMobileIcons() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try AppProjectTests.write(
            [
                ("src-tauri/tauri.conf.json", AppProjectTests.text(#"{"bundle": {"icon": ["icons/32x32.png"]}}"#)),
                ("src-tauri/icons/32x32.png", AppProjectTests.png(32)),
                ("src-tauri/icons/ios/AppIcon-60x60@3x.png", AppProjectTests.png(180)),
                ("src-tauri/icons/ios/AppIcon-20x20@2x-1.png", AppProjectTests.png(40)),
                ("src-tauri/icons/android/mipmap-xxxhdpi/ic_launcher.png", AppProjectTests.png(192)),
                ("src-tauri/icons/android/mipmap-xxxhdpi/ic_launcher_round.png", AppProjectTests.png(192)),
                ("src-tauri/icons/android/mipmap-xxxhdpi/ic_launcher_foreground.png", AppProjectTests.png(432)),
                ("src-tauri/icons/tray.png", AppProjectTests.png(22))
            ], to: folder.path)
        let project = try AppProject(folder: folder.path)
        func layer(_ path: String) -> (AppIconLayer, Int)? {
            guard
                case .image(let layer, let width, _, _, _, _)? = project.files.first(where: { $0.path == "src-tauri/icons/" + path })?
                    .content
            else { return nil }
            return (layer, width)
        }
        #expect(layer("ios/AppIcon-60x60@3x.png").map { $0 == (.full, 180) } == true)
        #expect(layer("ios/AppIcon-20x20@2x-1.png").map { $0 == (.full, 40) } == true)
        #expect(layer("android/mipmap-xxxhdpi/ic_launcher.png").map { $0 == (.rounded, 192) } == true)
        #expect(layer("android/mipmap-xxxhdpi/ic_launcher_round.png").map { $0 == (.round, 192) } == true)
        #expect(layer("android/mipmap-xxxhdpi/ic_launcher_foreground.png").map { $0 == (.glyph, 432) } == true)
        #expect(layer("tray.png") == nil, "a tray icon is not the app's")
        #expect(try AppProjectTests.run(folder.path).0)
        let round = try ImageDecoder.read(folder.file("src-tauri/icons/android/mipmap-xxxhdpi/ic_launcher_round.png")).image
        #expect(round.width == 192 && round[0, 0].alpha == 0 && round[96, 96].alpha == 255)
        #expect(try ImageDecoder.read(folder.file("src-tauri/icons/ios/AppIcon-60x60@3x.png")).image.isOpaque)
    }
}
