import Foundation
import Testing
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeLaunch

/// `--project` on Tauri and electron-builder projects (SPEC §11.17): the icons their configuration
/// names are drawn again, what a platform lacks is added where the bundler looks, the configuration
/// is made to name it (edited in its own text), and `check` reads the project the same way.
@Suite("Desktop frameworks' icons, web manifests and Icon Composer bundles written into a project")
struct DesktopProjectTests {
    typealias Tree = AppProjectTests.Tree

    static let tauriConfig = """
        {
          "$schema": "https://schema.tauri.app/config/2",
          "productName": "demo",
          "bundle": {
            "active": true,
            "targets": "all",
            "icon": [
              "icons/32x32.png",
              "icons/128x128.png"
            ]
          }
        }

        """

    @Test("Tauri 2: the bundled icons it lacks added, bundle.icon naming all five (its lines kept); a rerun changes nothing")
    func tauri() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tree: Tree = [
            ("src-tauri/tauri.conf.json", AppProjectTests.text(Self.tauriConfig)), ("src-tauri/icons/32x32.png", AppProjectTests.png(32)),
            ("src-tauri/icons/128x128.png", AppProjectTests.png(128)), ("src/main.rs", AppProjectTests.text("fn main() {}\n"))
        ]
        try AppProjectTests.write(tree, to: folder.path)
        let (made, _) = try AppProjectTests.run(folder.path)
        #expect(made)
        let config = try FileBytes.read(folder.file("src-tauri/tauri.conf.json"))
        // The list gains the three it lacked, laid out as its own elements; every other byte is kept.
        let expected = Self.tauriConfig.replacingOccurrences(
            of: "\"icons/128x128.png\"\n",
            with: "\"icons/128x128.png\",\n      \"icons/128x128@2x.png\",\n      \"icons/icon.icns\",\n      \"icons/icon.ico\"\n")
        #expect(String(decoding: config, as: UTF8.self) == expected)
        #expect(Set(ProjectTauriConfig.named(in: folder.path)) == Set(ProjectTauriConfig.bundled.map { "src-tauri/" + $0 }))
        #expect(ImageDimensions.read(try FileBytes.read(folder.file("src-tauri/icons/128x128@2x.png")))?.width == 256)
        let icns = try #require(ICNSFile(reading: try FileBytes.read(folder.file("src-tauri/icons/icon.icns"))))
        #expect(Set(icns.entries.map(\.type)).isSuperset(of: ["ic10", "ic14", "il32"]))
        #expect(try FileBytes.read(folder.file("src/main.rs")) == AppProjectTests.text("fn main() {}\n"))
        let report = AppIconCheck.check(folder.path, rendering: .inProcess)
        #expect(report.breaches.isEmpty, "\(report.breaches)")
        let before = AppProjectTests.snapshot(folder.path)
        _ = try AppProjectTests.run(folder.path)
        #expect(AppProjectTests.snapshot(folder.path) == before)
    }

    @Test("Tauri 1's tauri.bundle.icon, and a configuration without an icon list, are given one")
    func tauriConfigurations() throws {
        for (config, path) in [
            (#"{"tauri": {"bundle": {"identifier": "x", "icon": []}}}"#, ["tauri", "bundle", "icon"]),
            (#"{"productName": "demo", "bundle": {"active": true}}"#, ["bundle", "icon"]), (#"{"productName": "demo"}"#, ["bundle", "icon"])
        ] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try AppProjectTests.write([("src-tauri/tauri.conf.json", AppProjectTests.text(config))], to: folder.path)
            #expect(try AppProjectTests.run(folder.path).0)
            let bytes = try FileBytes.read(folder.file("src-tauri/tauri.conf.json"))
            var value = try JSONValue.parse(bytes)
            for key in path {
                guard case .object(let object) = value, let next = object[key] else {
                    Issue.record("\(config): no \(path.joined(separator: ".")) in \(String(decoding: bytes, as: UTF8.self))")
                    return
                }
                value = next
            }
            #expect(value == .array(ProjectTauriConfig.bundled.map { .string($0) }), "\(config)")
            for file in ProjectTauriConfig.bundled { #expect(FileBytes.kind(of: folder.file("src-tauri/" + file)) == .file) }
        }
    }

    @Test("electron-builder: the icons its keys name drawn where they are, a platform without one given one in buildResources")
    func electron() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let package = """
            {
              "name": "demo",
              "devDependencies": { "electron": "30", "electron-builder": "25" },
              "build": { "mac": { "icon": "assets/app.icns" }, "linux": { "icon": "assets/linux" } }
            }

            """
        let tree: Tree =
            [("package.json", AppProjectTests.text(package)), ("build/icon.png", AppProjectTests.png(512))]
            + [16, 48, 256].map { ("assets/linux/\($0)x\($0).png", AppProjectTests.png($0)) }
        try AppProjectTests.write(tree, to: folder.path)
        #expect(try AppProjectTests.run(folder.path).0)
        for (path, bytes) in tree where path.hasSuffix(".png") {
            let new = try FileBytes.read(folder.file(path))
            #expect(new != bytes && ImageDimensions.read(new)! == ImageDimensions.read(bytes)!, "\(path)")
        }
        // macOS's icon where mac.icon names it; Windows takes build/icon.png, so no .ico is added.
        #expect(ICNSFile(reading: try FileBytes.read(folder.file("assets/app.icns"))) != nil)
        #expect(FileBytes.kind(of: folder.file("build/icon.ico")) == nil)
        #expect(try FileBytes.read(folder.file("package.json")) == AppProjectTests.text(package))
        #expect(AppIconCheck.check(folder.path, rendering: .inProcess).breaches.isEmpty)
        // electron-builder.yml moves the build resources, and names a Windows icon.
        let yaml = "appId: demo\ndirectories:\n  buildResources: res  # icons\n  output: dist\nwin:\n  icon: \"win/app.ico\"\n"
        try AppProjectTests.write([("electron-builder.yml", AppProjectTests.text(yaml))], to: folder.path)
        var notes: [String] = []
        let keys = ProjectElectronConfig.keys(in: folder.path, notes: &notes)
        #expect(keys == ProjectElectronConfig.Keys(buildResources: "res", mac: nil, win: "win/app.ico", linux: nil))
        let missing = AppIconCheck.check(folder.path, rendering: .inProcess).breaches.map { "\($0.file) \($0.rule.rawValue)" }
        #expect(missing == ["win/app.ico missing-file"])
        #expect(try AppProjectTests.run(folder.path).0)
        #expect(ICOFile(reading: try FileBytes.read(folder.file("win/app.ico")))?.entries.count == WindowsAppIcon.sides.count)
        #expect(ICNSFile(reading: try FileBytes.read(folder.file("res/icon.icns"))) != nil)
        #expect(ImageDimensions.read(try FileBytes.read(folder.file("res/icon.png")))?.width == 512)
    }

    @Test("check on a project: an icon its configuration names and lacks, a Tauri icon not at its named size, an Expo icon not square")
    func check() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tree: Tree = [
            ("src-tauri/tauri.conf.json", AppProjectTests.text(Self.tauriConfig)), ("src-tauri/icons/32x32.png", AppProjectTests.png(30)),
            ("app.json", AppProjectTests.text(#"{"expo": {"icon": "./assets/icon.png", "web": {"favicon": "./assets/favicon.png"}}}"#)),
            ("assets/icon.png", AppProjectTests.png(1024, 1000)),
            // A dependency's icons are not the project's: not checked.
            ("node_modules/dep/icon.appiconset/Contents.json", AppProjectTests.text("{}"))
        ]
        try AppProjectTests.write(tree, to: folder.path)
        let found = AppIconCheck.check(folder.path, rendering: .inProcess).breaches.map { "\($0.file) \($0.rule.rawValue)" }.sorted()
        #expect(
            found == [
                "assets/favicon.png missing-file", "assets/icon.png wrong-size", "src-tauri/icons/128x128.png missing-file",
                "src-tauri/icons/32x32.png wrong-size"
            ])
    }

    @Test("a Capacitor app's web manifest: each PNG it names drawn again at its size, a maskable one to its edges; a tray icon left")
    func webManifest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let manifest = """
            {"name": "app", "start_url": "./", "icons": [
              {"src": "icons/72.png", "sizes": "72x72", "type": "image/png", "purpose": "maskable any"},
              {"src": "icons/512.png", "sizes": "512x512", "type": "image/png"},
              {"src": "https://example.com/remote.png", "sizes": "96x96"}, {"src": "../../../outside.png"}]}
            """
        let tree: Tree = [
            ("capacitor.config.json", AppProjectTests.text(#"{"appId": "com.demo"}"#)),
            ("src/assets/manifest.webmanifest", AppProjectTests.text(manifest)), ("src/assets/icons/72.png", AppProjectTests.png(72)),
            ("src/assets/icons/512.png", AppProjectTests.png(512)), ("src/assets/img/tray.png", AppProjectTests.png(32))
        ]
        try AppProjectTests.write(tree, to: folder.path)
        #expect(try AppProjectTests.run(folder.path).0)
        let maskable = try ImageDecoder.decode(try FileBytes.read(folder.file("src/assets/icons/72.png")), file: "72.png").image
        let any = try ImageDecoder.decode(try FileBytes.read(folder.file("src/assets/icons/512.png")), file: "512.png").image
        #expect(maskable.width == 72 && maskable.bytes[3] == 255, "a maskable icon is opaque to its corners")
        #expect(any.width == 512 && any.bytes[3] == 0, "an icon for any purpose is the rounded icon")
        #expect(try FileBytes.read(folder.file("src/assets/img/tray.png")) == AppProjectTests.png(32))
        // The one the manifest names out of the project is named; the remote one is not the project's to check.
        #expect(AppIconCheck.check(folder.path, rendering: .inProcess).breaches.map(\.rule) == [.outsideFolder])
    }

    @Test(
        "Xcode 26's AppIcon.icon: written again as --platform icon writes one (the glyph's SVG and its document); a rerun changes nothing")
    func iconComposerBundle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let document = #"{"fill": "automatic", "groups": [{"layers": [{"image-name": "old.svg", "name": "old"}]}]}"#
        let tree: Tree = [
            ("Demo.xcodeproj/project.pbxproj", AppProjectTests.text("// !$*UTF8*$!\n")),
            ("Demo/AppIcon.icon/icon.json", AppProjectTests.text(document)),
            ("Demo/AppIcon.icon/Assets/old.svg", AppProjectTests.text("<svg xmlns='http://www.w3.org/2000/svg'/>"))
        ]
        try AppProjectTests.write(tree, to: folder.path)
        let (listed, planned) = try AppProjectTests.run(folder.path) { $0.dryRun = true }
        #expect(listed)
        let paths = planned.compactMap { if case .planned(let path, let reason, true) = $0, !reason.isEmpty { path } else { nil } }
        #expect(paths == ["Demo/AppIcon.icon"])
        let (made, events) = try AppProjectTests.run(folder.path)
        #expect(made)
        #expect(
            events.contains { if case .warning(let warning) = $0 { warning.message.contains("its assets (1) are kept") } else { false } })
        let bundle = try IconComposerBundle(reading: folder.file("Demo/AppIcon.icon"))
        #expect(bundle.document.imageNames == ["glyph.svg"])
        #expect(try FileBytes.read(folder.file("Demo.xcodeproj/project.pbxproj")) == AppProjectTests.text("// !$*UTF8*$!\n"))
        let before = AppProjectTests.snapshot(folder.path)
        _ = try AppProjectTests.run(folder.path)
        #expect(AppProjectTests.snapshot(folder.path) == before)
    }

    @Test("hostile project files: an icon claiming 100,000 px, a set of 300 entries, a Tauri list of 20 missing icons: left, and said")
    func hostile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A PNG whose header alone claims 100,000 × 100,000 pixels.
        var huge: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        huge += [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        let entries = (0..<300).map { _ in #"{"idiom": "iphone", "size": "60x60", "scale": "3x"}"# }.joined(separator: ", ")
        let list = (0..<20).map { "\"icons/\($0 + 1)x\($0 + 1).png\"" }.joined(separator: ", ")
        let tree: Tree = [
            ("src-tauri/tauri.conf.json", AppProjectTests.text(#"{"bundle": {"icon": [\#(list)]}}"#)),
            ("src-tauri/icons/32x32.png", huge),
            ("src-tauri/gen/apple/Assets.xcassets/AppIcon.appiconset/Contents.json", AppProjectTests.text(#"{"images": [\#(entries)]}"#))
        ]
        try AppProjectTests.write(tree, to: folder.path)
        let project = try AppProject(folder: folder.path)
        #expect(project.notes.contains { $0.contains("src-tauri/icons/32x32.png: 100000×100000 px") })
        #expect(project.notes.contains { $0.contains("300 entries") })
        #expect(project.notes.contains { $0.contains("names 20 icons that are not there") })
        // What is drawn: the five icons Tauri bundles, the configuration naming them; nothing of the hostile files.
        #expect(
            Set(project.files.map(\.path)).isSubset(
                of: Set(ProjectTauriConfig.bundled.map { "src-tauri/" + $0 } + ["src-tauri/tauri.conf.json"])))
    }

    @Test("Expo's app.config.ts: the images it names as plain paths drawn again, a notification icon left, what it lacks said")
    func expoCodeConfiguration() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let config = """
            import type { ExpoConfig } from 'expo/config';
            const name = `app-${process.env.APP_ENV}`;
            export default ({ config }): ExpoConfig => ({
              ...config, name, icon: './assets/icon.png',
              android: { adaptiveIcon: { foregroundImage: "./assets/adaptive-icon.png", backgroundColor: '#fff' } },
              web: { favicon: './assets/favicon.png' },
              plugins: [['expo-notifications', { icon: './assets/notification-icon.png' }]],
            });
            """
        let tree: Tree = [
            ("package.json", AppProjectTests.text(#"{"dependencies": {"expo": "52"}}"#)), ("app.config.ts", AppProjectTests.text(config)),
            ("assets/icon.png", AppProjectTests.png(1024)), ("assets/adaptive-icon.png", AppProjectTests.png(1024)),
            ("assets/favicon.png", AppProjectTests.png(48)), ("assets/notification-icon.png", AppProjectTests.png(96))
        ]
        try AppProjectTests.write(tree, to: folder.path)
        #expect(
            ProjectExpoConfig.codeImages(in: folder.path) == [
                "assets/icon.png": .full, "assets/adaptive-icon.png": .glyph, "assets/favicon.png": .rounded
            ])
        let (made, events) = try AppProjectTests.run(folder.path)
        #expect(made)
        #expect(events.contains { if case .warning(let warning) = $0 { warning.message.contains("monochromeImage") } else { false } })
        for (path, bytes) in tree where path.hasSuffix(".png") {
            let new = try FileBytes.read(folder.file(path))
            #expect((new == bytes) == path.contains("notification"), "\(path)")
        }
        #expect(try FileBytes.read(folder.file("app.config.ts")) == AppProjectTests.text(config))
    }
}
