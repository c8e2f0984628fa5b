import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeLaunch
@testable import TintypePixels

/// `tintype appicon --project` (SPEC §11.17) on project trees laid out as each framework's
/// template lays them out (made here, their icons solid placeholders): every icon the project
/// had is drawn again at its own pixel size and format, nothing else changes, a rerun changes
/// nothing, a hand edit is refused without --force, the configuration names every file
/// written, and Android's resources compile and link with aapt2.
@Suite("App icons written into a project")
struct AppProjectTests {
    /// A project tree: each file's path and bytes.
    typealias Tree = [(String, [UInt8])]

    static func png(_ width: Int, _ height: Int? = nil) -> [UInt8] {
        let image = RGBAImage(
            width: width, height: height ?? width, filledWith: StraightColor(red: 10, green: 120, blue: 200).premultiplied)
        return try! PNGEncoder().encode(image)
    }

    static func text(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func webp(_ side: Int) -> [UInt8] {
        try! WebPLossless.encode(
            RGBAImage(width: side, height: side, filledWith: StraightColor(red: 10, green: 120, blue: 200).premultiplied))
    }

    /// Xcode's per-size iOS set, as Flutter's and React Native's templates have it (a few of its sizes).
    static func perSizeSet(_ folder: String) -> Tree {
        let entries = [
            ("20x20", "iphone", 2), ("29x29", "iphone", 3), ("60x60", "iphone", 3), ("83.5x83.5", "ipad", 2),
            ("1024x1024", "ios-marketing", 1)
        ]
        var json = "{\n  \"images\" : [\n"
        var files: Tree = []
        for (index, (size, idiom, scale)) in entries.enumerated() {
            let points = Double(size.split(separator: "x")[0])!
            let name = "Icon-App-\(size)@\(scale)x.png"
            files.append(("\(folder)/\(name)", png(Int((points * Double(scale)).rounded()))))
            json +=
                "    {\n      \"size\" : \"\(size)\",\n      \"idiom\" : \"\(idiom)\",\n      \"filename\" : \"\(name)\",\n      \"scale\" : \"\(scale)x\"\n    }"
            json += index == entries.count - 1 ? "\n" : ",\n"
        }
        json += "  ],\n  \"info\" : {\n    \"version\" : 1,\n    \"author\" : \"xcode\"\n  }\n}\n"
        return files + [("\(folder)/Contents.json", text(json))]
    }

    /// Xcode 16's new single-size set: light, dark and tinted slots, none with a file yet.
    static func singleSizeSet(_ folder: String) -> Tree {
        let json = """
            {
              "images" : [
                {
                  "idiom" : "universal",
                  "platform" : "ios",
                  "size" : "1024x1024"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],
                  "idiom" : "universal",
                  "platform" : "ios",
                  "size" : "1024x1024"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "tinted"
                    }
                  ],
                  "idiom" : "universal",
                  "platform" : "ios",
                  "size" : "1024x1024"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """
        return [("\(folder)/Contents.json", text(json))]
    }

    /// Legacy launcher icons at each density (`names` in each), as Flutter's and React Native's templates have them.
    static func mipmaps(_ res: String, _ names: [String], format: String = "png") -> Tree {
        [("mdpi", 1.0), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4)].flatMap { density, scale in
            names.map { name in
                let side = Int((name.hasSuffix("foreground") || name.hasSuffix("background") ? 108 : 48) * scale)
                return ("\(res)/mipmap-\(density)/\(name).\(format)", format == "png" ? png(side) : webp(side))
            }
        } + [("\(res)/values/strings.xml", text("<resources><string name=\"app_name\">Demo</string></resources>\n"))]
    }

    static func write(_ tree: Tree, to folder: String) throws {
        for (path, bytes) in tree {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: full))
        }
    }

    /// Every file under `folder` but the record, by path, with its bytes.
    static func snapshot(_ folder: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for path in FolderWalk(folder, includeHidden: true).files where path != AppIconSet.projectRecordName {
            files[path] = try? FileBytes.read(folder + "/" + path)
        }
        return files
    }

    /// `appicon heart.svg --project folder` (with `change` made to the run); its success and events.
    static func run(_ folder: String, _ change: (inout AppIconRun) -> Void = { _ in }) throws -> (Bool, [AppIconRun.Event]) {
        var run = AppIconRun(source: Fixtures.path("svg/heart.svg"), output: "")
        run.project = folder
        run.design.background = .solid(StraightColor(red: 232, green: 65, blue: 60))
        run.backgroundChosen = true
        run.design.glyph = .solid(.white)
        change(&run)
        var events: [AppIconRun.Event] = []
        let made = try run.run { events.append($0) }
        return (made, events)
    }

    /// A Flutter app's tree: its pubspec and code, web and Windows icons, the iOS set and the Android icons.
    static func flutterTree(set: String, res: String) throws -> Tree {
        return [
            ("pubspec.yaml", Self.text("name: demo\ndependencies:\n  flutter:\n    sdk: flutter\n")),
            ("lib/main.dart", Self.text("void main() {}\n")), ("web/favicon.png", Self.png(16)),
            ("web/icons/Icon-192.png", Self.png(192)), ("web/icons/Icon-maskable-512.png", Self.png(512)),
            (
                "windows/runner/resources/app_icon.ico",
                try ICOFile(pngsOf: [16, 32, 48, 256].map { RGBAImage(width: $0, height: $0) }).bytes
            )
        ]
            + Self.perSizeSet(set) + Self.mipmaps(res, ["ic_launcher"])
    }

    /// Expects every line of `old` (but an object's closing brace, which may gain a comma) in `new`, in order.
    static func expectLinesKept(_ old: [UInt8], in new: [UInt8]) {
        var remaining = String(decoding: new, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)[...]
        for line in String(decoding: old, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        where line != "    }," && line != "    }" {
            guard let at = remaining.firstIndex(of: line) else {
                Issue.record("the edited file lost the line \(line)")
                return
            }
            remaining = remaining[remaining.index(after: at)...]
        }
    }

    /// Expects each PNG of `before` replaced in `after` by one of the same pixel size, and its code and values kept.
    static func expectReplacedAtTheirSizes(_ before: [String: [UInt8]], _ after: [String: [UInt8]]) {
        for path in before.keys where path.hasSuffix(".dart") || path.hasSuffix(".yaml") || path.hasSuffix("strings.xml") {
            #expect(after[path] == before[path], "\(path) changed")
        }
        for (path, bytes) in before where path.hasSuffix(".png") {
            guard let new = after[path] else {
                Issue.record("\(path) is gone")
                continue
            }
            #expect(new != bytes, "\(path) was not replaced")
            #expect(ImageDimensions.read(new)! == ImageDimensions.read(bytes)!, "\(path) changed size")
        }
    }

    /// Expects aapt2 to compile `res` and link it against Android's framework.
    static func expectLinks(_ res: String, minSdk: Int) throws {
        let android = try TemporaryFolder()
        defer { android.remove() }
        try FileManager.default.copyItem(atPath: res, toPath: android.file("res"))
        let (compile, link) = try AAPT2.compileAndLink(android.path, minSdk: minSdk, targetSdk: 34)
        #expect(compile.status == 0 && link.status == 0, "\(compile.output)\(link.output)")
    }

    @Test("each framework is known by the files at its top")
    func detection() throws {
        let cases: [(Tree, [AppFramework])] = [
            ([("pubspec.yaml", Self.text("name: demo\ndependencies:\n  flutter:\n    sdk: flutter\n"))], [.flutter]),
            ([("package.json", Self.text(#"{"dependencies": {"react-native": "0.76.0"}}"#))], [.reactNative]),
            ([("package.json", Self.text(#"{"dependencies": {"expo": "~52.0.0", "react-native": "0.76.0"}}"#))], [.expo]),
            ([("app.json", Self.text(#"{"expo": {"name": "demo", "icon": "./assets/icon.png"}}"#))], [.expo]),
            (
                [("capacitor.config.json", Self.text("{}")), ("package.json", Self.text(#"{"dependencies": {"@capacitor/core": "6"}}"#))],
                [.capacitor]
            ),
            ([("src-tauri/tauri.conf.json", Self.text("{}"))], [.tauri]),
            ([("package.json", Self.text(#"{"devDependencies": {"electron": "33", "electron-builder": "25"}}"#))], [.electron]),
            ([("Demo.xcodeproj/project.pbxproj", Self.text("// !$*UTF8*$!\n"))], [.xcode]),
            ([("settings.gradle.kts", Self.text("include(\":app\")\n"))], [.gradle]),
            ([("README.md", Self.text("# nothing\n"))], [])
        ]
        for (tree, expected) in cases {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try Self.write(tree, to: folder.path)
            #expect(AppFramework.detect(in: folder.path, files: FolderWalk(folder.path).files) == expected, "\(tree.map(\.0))")
        }
        let empty = try TemporaryFolder()
        defer { empty.remove() }
        #expect(throws: AppProject.Problem.noProject(empty.path)) { try AppProject(folder: empty.path) }
    }

    @Test(
        "a Flutter project: every icon at its own size, dark and tinted added, the adaptive icon added, aapt2 links, a rerun changes nothing, a hand edit is refused"
    )
    func flutter() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let set = "ios/Runner/Assets.xcassets/AppIcon.appiconset"
        let res = "android/app/src/main/res"
        try Self.write(Self.flutterTree(set: set, res: res), to: folder.path)
        let before = Self.snapshot(folder.path)

        // A dry run lists what it would do and writes nothing.
        let (_, planned) = try Self.run(folder.path) { $0.dryRun = true }
        #expect(Self.snapshot(folder.path) == before)
        let plannedPaths = planned.compactMap { if case .planned(let path, _, true) = $0 { path } else { nil } }
        #expect(plannedPaths.contains("\(res)/mipmap-hdpi/ic_launcher.png") && plannedPaths.contains("\(set)/Contents.json"))

        let (made, _) = try Self.run(folder.path)
        #expect(made)
        let after = Self.snapshot(folder.path)
        // Every icon the project had is replaced at its own pixel size; nothing but icons and their configuration changed.
        Self.expectReplacedAtTheirSizes(before, after)
        let changed = Set(after.keys).subtracting(before.keys).union(before.keys.filter { after[$0] != before[$0] })
        #expect(
            changed.allSatisfy {
                $0.hasPrefix(set + "/") || $0.hasPrefix(res + "/mipmap-") || $0.hasPrefix("web/") || $0.hasPrefix("windows/")
            })
        #expect(after["windows/runner/resources/app_icon.ico"] != before["windows/runner/resources/app_icon.ico"])
        #expect(try ImageDecoder.read(folder.file("web/icons/Icon-maskable-512.png")).image.isOpaque)

        // Contents.json: its own lines kept in order, every file it names there, the dark and tinted icons named.
        let contents = try #require(after["\(set)/Contents.json"])
        Self.expectLinesKept(before["\(set)/Contents.json"]!, in: contents)
        let entries = try #require(ProjectAssetCatalog.entries(contents))
        #expect(entries.count == 15)
        for entry in entries { #expect(after["\(set)/\(entry.filename ?? "-")"] != nil, "\(entry.filename ?? "no file") missing") }
        let dark = try ImageDecoder.read(
            folder.file(set + "/" + entries.first { $0.appearance == "dark" && $0.idiom == "ios-marketing" }!.filename!)
        ).image
        #expect(dark[0, 0].alpha == 0 && dark.width == 1024)

        // Android: the adaptive icon added beside the legacy icons, and aapt2 compiles and links the resources.
        #expect(after["\(res)/mipmap-anydpi-v26/ic_launcher.xml"] != nil && after["\(res)/mipmap-xxhdpi/ic_launcher_monochrome.png"] != nil)
        try Self.expectLinks(folder.file(res), minSdk: 21)
        // `tintype check` reads the project as any set: no breach (a project without round icons needs none).
        let checked = AppIconCheck.check(folder.path, rendering: .inProcess)
        #expect(checked.breaches.isEmpty, "\(checked.breaches)")

        // A rerun with the same master changes nothing.
        let (again, events) = try Self.run(folder.path)
        #expect(again && Self.snapshot(folder.path) == after)
        #expect(events.contains { if case .made(_, 0, _) = $0 { true } else { false } })

        // A file edited by hand since is refused, named, and nothing is written; --force replaces it.
        try Data(Self.png(72)).write(to: URL(fileURLWithPath: folder.file("\(res)/mipmap-hdpi/ic_launcher.png")))
        let edited = Self.snapshot(folder.path)
        let (refused, refusal) = try Self.run(folder.path) { $0.design.background = .solid(.black) }
        #expect(!refused && Self.snapshot(folder.path) == edited)
        #expect(refusal.contains { if case .refused(let error) = $0 { "\(error)".contains("mipmap-hdpi/ic_launcher.png") } else { false } })
        let (forced, _) = try Self.run(folder.path) { $0.force = true }
        #expect(forced && Self.snapshot(folder.path) == after)
    }

    @Test("Xcode 16's single-size set: its empty light, dark and tinted slots get files, named in its Contents.json")
    func xcodeSingleSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let set = "Demo/Assets.xcassets/AppIcon.appiconset"
        try Self.write([("Demo.xcodeproj/project.pbxproj", Self.text("// !$*UTF8*$!\n"))] + Self.singleSizeSet(set), to: folder.path)
        let (made, _) = try Self.run(folder.path)
        #expect(made)
        let entries = try #require(ProjectAssetCatalog.entries(try FileBytes.read(folder.file(set + "/Contents.json"))))
        #expect(entries.map(\.filename) == ["AppIcon.png", "AppIcon-dark.png", "AppIcon-tinted.png"])
        let light = try ImageDecoder.read(folder.file(set + "/AppIcon.png")).image
        let tinted = try ImageDecoder.read(folder.file(set + "/AppIcon-tinted.png")).image
        #expect(light.isOpaque && light[0, 0].straight == StraightColor(red: 232, green: 65, blue: 60))
        #expect(
            tinted[0, 0].straight == StraightColor(red: 0, green: 0, blue: 0)
                && tinted[512, 512].straight.red == tinted[512, 512].straight.blue)
    }

    @Test("a Capacitor project's adaptive icon gains its monochrome layer, its colour background kept and named (no --background colour)")
    func adaptiveIcons() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let xml = Self.capacitorAdaptiveIcon
        let res = "android/app/src/main/res"
        try Self.write(
            [
                ("capacitor.config.json", Self.text("{}")), ("\(res)/mipmap-anydpi-v26/ic_launcher.xml", Self.text(xml)),
                ("\(res)/mipmap-anydpi-v26/ic_launcher_round.xml", Self.text(xml)),
                (
                    "\(res)/values/ic_launcher_background.xml",
                    Self.text("<resources><color name=\"ic_launcher_background\">#FFFFFF</color></resources>\n")
                )
            ] + Self.mipmaps(res, ["ic_launcher", "ic_launcher_round", "ic_launcher_foreground"]), to: folder.path)
        // A gradient ground sets no colour: the project's colour resource stays its ground (with a solid --background,
        // ProjectSafetyTests.colourResourceGround).
        let (made, events) = try Self.run(folder.path) {
            $0.design.background = .vertical(StraightColor(red: 20, green: 40, blue: 120), StraightColor(red: 40, green: 80, blue: 160))
        }
        #expect(made)
        let edited = String(decoding: try FileBytes.read(folder.file("\(res)/mipmap-anydpi-v26/ic_launcher.xml")), as: UTF8.self)
        #expect(edited.contains("    <monochrome android:drawable=\"@mipmap/ic_launcher_monochrome\"/>\n</adaptive-icon>"))
        #expect(edited.contains("@color/ic_launcher_background"))
        #expect(try FileBytes.read(folder.file("\(res)/mipmap-anydpi-v26/ic_launcher_round.xml")) == Array(edited.utf8))
        #expect(
            events.contains {
                if case .warning(let warning) = $0 {
                    warning.message.contains("is drawn from @color/ic_launcher_background")
                } else {
                    false
                }
            })
        try Self.expectLinks(folder.file(res), minSdk: 26)

    }

    /// Capacitor's adaptive icon: a colour behind the foreground mipmap, no monochrome layer.
    static let capacitorAdaptiveIcon = """
        <?xml version="1.0" encoding="utf-8"?>
        <adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
            <background android:drawable="@color/ic_launcher_background"/>
            <foreground android:drawable="@mipmap/ic_launcher_foreground"/>
        </adaptive-icon>

        """

    @Test("an adaptive icon drawing its layers from mipmaps of its own names: those are drawn again as the layers")
    func namedLayers() throws {
        let xml = Self.capacitorAdaptiveIcon
        // An adaptive icon drawing its layers from mipmaps of its own names: those are drawn again as the layers.
        let named = try TemporaryFolder()
        defer { named.remove() }
        let own = xml.replacingOccurrences(of: "@color/ic_launcher_background", with: "@mipmap/ic_background")
            .replacingOccurrences(of: "@mipmap/ic_launcher_foreground", with: "@mipmap/ic_foreground")
        try Self.write(
            [("settings.gradle", Self.text("include ':app'\n")), ("app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml", Self.text(own))]
                + Self.mipmaps("app/src/main/res", ["ic_launcher", "ic_background", "ic_foreground"]), to: named.path)
        let ownBefore = Self.snapshot(named.path)
        #expect(try Self.run(named.path).0)
        Self.expectReplacedAtTheirSizes(ownBefore, Self.snapshot(named.path))
        #expect(try ImageDecoder.read(named.file("app/src/main/res/mipmap-xhdpi/ic_foreground.png")).image[0, 0].alpha == 0)
        #expect(
            AppIconCheck.check(named.path, rendering: .inProcess).breaches.isEmpty,
            "\(AppIconCheck.check(named.path, rendering: .inProcess).breaches)")

    }

    @Test("Android Studio's template: WebP icons drawn again as lossless WebP, the layers drawn from @drawable pointed at the PNGs")
    func androidStudio() throws {
        let xml = Self.capacitorAdaptiveIcon
        // Android Studio's template: WebP legacy icons, the layers vectors in drawable/.
        let gradle = try TemporaryFolder()
        defer { gradle.remove() }
        let studio = xml.replacingOccurrences(of: "@color/ic_launcher_background", with: "@drawable/ic_launcher_background")
            .replacingOccurrences(of: "@mipmap/ic_launcher_foreground", with: "@drawable/ic_launcher_foreground")
        try Self.write(
            [
                ("settings.gradle.kts", Self.text("include(\":app\")\n")),
                ("app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml", Self.text(studio))
            ]
                + Self.mipmaps("app/src/main/res", ["ic_launcher"], format: "webp"), to: gradle.path)
        let (gradleMade, gradleEvents) = try Self.run(gradle.path)
        #expect(gradleMade)
        let pointed = String(decoding: try FileBytes.read(gradle.file("app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml")), as: UTF8.self)
        #expect(
            pointed.contains("@mipmap/ic_launcher_background") && pointed.contains("@mipmap/ic_launcher_foreground")
                && !pointed.contains("@drawable/"))
        #expect(FileBytes.kind(of: gradle.file("app/src/main/res/mipmap-xhdpi/ic_launcher_foreground.png")) == .file)
        // The WebP icons are drawn again as lossless WebP at their own sizes, and aapt2 compiles them with the rest.
        for (density, side) in [("mdpi", 48), ("xxxhdpi", 192)] {
            let bytes = try FileBytes.read(gradle.file("app/src/main/res/mipmap-\(density)/ic_launcher.webp"))
            #expect(bytes != Self.webp(side) && WebPLossless.dimensions(bytes)! == (side, side))
        }
        #expect(!gradleEvents.contains { if case .warning(let warning) = $0 { warning.message.contains("WEBP") } else { false } })
        try Self.expectLinks(gradle.file("app/src/main/res"), minSdk: 26)
    }

    @Test(
        "an Expo project: the images its app.json names drawn again at their sizes, each as its key says; the monochrome layer and the dark and tinted icons added, and named in app.json"
    )
    func expo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let json = """
            {
              "expo": {
                "name": "demo",
                "icon": "./assets/icon.png",
                "android": {
                  "adaptiveIcon": {
                    "foregroundImage": "./assets/adaptive-icon.png",
                    "backgroundColor": "#ffffff"
                  }
                },
                "web": { "favicon": "./assets/favicon.png" },
                "splash": { "image": "./assets/splash-icon.png" }
              }
            }

            """
        try Self.write(
            [
                ("app.json", Self.text(json)), ("assets/icon.png", Self.png(1024)), ("assets/adaptive-icon.png", Self.png(1024)),
                ("assets/favicon.png", Self.png(48)), ("assets/splash-icon.png", Self.png(200))
            ], to: folder.path)
        let before = Self.snapshot(folder.path)
        let (made, _) = try Self.run(folder.path)
        #expect(made)
        let after = Self.snapshot(folder.path)
        #expect(after["assets/splash-icon.png"] == before["assets/splash-icon.png"])
        let icon = try ImageDecoder.read(folder.file("assets/icon.png")).image
        let foreground = try ImageDecoder.read(folder.file("assets/adaptive-icon.png")).image
        #expect(icon.isOpaque && icon.width == 1024 && foreground[0, 0].alpha == 0 && foreground.width == 1024)
        #expect(after["assets/favicon.png"] != before["assets/favicon.png"])
        // app.json names the icons added, its own lines and keys kept: Android's monochrome layer, iOS's dark and tinted icons.
        let edited = try #require(after["app.json"])
        // The adaptive ground is the --background given (the glyph is coloured for it), its one line changed.
        let ground = String(decoding: before["app.json"]!, as: UTF8.self).replacing("\"#ffffff\"", with: "\"#E8413C\"")
        Self.expectLinesKept(Array(ground.utf8), in: edited)
        let images = ProjectExpoConfig.images(in: folder.path)
        #expect(images["assets/adaptive-icon-monochrome.png"] == .silhouette)
        #expect(images["assets/icon-dark.png"] == .dark && images["assets/icon-tinted.png"] == .gray && images["assets/icon.png"] == .full)
        #expect(try ImageDecoder.read(folder.file("assets/icon-dark.png")).image[0, 0].alpha == 0)
        // A rerun changes nothing.
        let (again, events) = try Self.run(folder.path)
        #expect(again && Self.snapshot(folder.path) == after)
        #expect(events.contains { if case .made(_, 0, _) = $0 { true } else { false } })
    }

    @Test("Tauri's and electron-builder's icons: each PNG at its size, the .ico with its sizes, the .icns with its types")
    func desktop() throws {
        let ico = try ICOFile(pngsOf: [16, 32, 256].map { RGBAImage(width: $0, height: $0) }).bytes
        let icns = ICNSFile(
            entries: try ["is32", "ic07", "ic09"].flatMap { type in
                try ICNSFile.entries(
                    type: type, image: RGBAImage(width: ICNSFile.imageTypes[type]!.side, height: ICNSFile.imageTypes[type]!.side))
            }
        ).bytes
        for (marker, folderName) in [("src-tauri/tauri.conf.json", "src-tauri/icons"), ("package.json", "build")] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let files: Tree =
                folderName == "build"
                ? [
                    ("package.json", Self.text(#"{"devDependencies": {"electron-builder": "25"}}"#)), ("build/icon.png", Self.png(512)),
                    ("build/icons/64x64.png", Self.png(64)), ("build/icon.ico", ico), ("build/icon.icns", icns)
                ]
                : [
                    (marker, Self.text("{}")), ("src-tauri/icons/32x32.png", Self.png(32)),
                    ("src-tauri/icons/128x128@2x.png", Self.png(256)),
                    ("src-tauri/icons/Square44x44Logo.png", Self.png(44)), ("src-tauri/icons/icon.ico", ico),
                    ("src-tauri/icons/icon.icns", icns)
                ]
            try Self.write(files, to: folder.path)
            let (made, _) = try Self.run(folder.path)
            #expect(made)
            for (path, bytes) in files where path.hasSuffix(".png") {
                let new = try FileBytes.read(folder.file(path))
                #expect(new != bytes && ImageDimensions.read(new)! == ImageDimensions.read(bytes)!, "\(path)")
            }
            let written = try #require(ICOFile(reading: try FileBytes.read(folder.file("\(folderName)/icon.ico"))))
            #expect(written.entries.map(\.width).sorted() == [16, 24, 32, 48, 64, 256])
            let types = try #require(ICNSFile(reading: try FileBytes.read(folder.file("\(folderName)/icon.icns")))).entries.map(\.type)
            // The types it held first, a classic type with its mask as it was (the mask is not an image
            // of its own); then those macOS asks for that it lacked.
            #expect(Array(types.prefix(4)) == ["is32", "s8mk", "ic07", "ic09"])
            let sides = Set(types.compactMap { ICNSFile.imageTypes[$0]?.side })
            #expect(sides.isSuperset(of: ICNSFile.writtenSides) && types.count == Set(types).count, "\(types)")
            #expect(AppIconCheck.check(folder.file("\(folderName)/icon.icns"), rendering: .inProcess).breaches.isEmpty)
        }
    }
}
