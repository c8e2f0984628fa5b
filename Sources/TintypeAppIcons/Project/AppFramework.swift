import TintypeSupport

/// The kinds of app project `tintype appicon --project` writes icons into (SPEC §11.17), each
/// known by the files at its top.
public enum AppFramework: String, CaseIterable, Hashable, Sendable {
    /// Flutter: `pubspec.yaml` naming the Flutter SDK.
    case flutter
    /// React Native: `package.json` depending on `react-native` (without Expo).
    case reactNative = "react-native"
    /// Expo: `app.json` with an `expo` object.
    case expo
    /// Capacitor or Ionic: `capacitor.config.json` or `.ts`.
    case capacitor
    /// Tauri: `src-tauri/tauri.conf.json`, or a `tauri.conf.json` beside a `Cargo.toml` in another folder at the top.
    case tauri
    /// Electron with electron-builder: `package.json` depending on `electron-builder`.
    case electron
    /// A native Xcode project: a `.xcodeproj` at the top.
    case xcode
    /// A native Gradle (Android) project: `settings.gradle` or `settings.gradle.kts` at the top.
    case gradle

    /// The frameworks whose marks `folder` holds at its top, from its top files and those of its
    /// Xcode projects alone: no folder deeper is walked.
    public static func detect(in folder: String) -> [AppFramework] {
        let top = FolderWalk(folder) { path in
            let inner = path.dropFirst(folder.count + 1)
            return inner.contains("/") || !inner.hasSuffix(".xcodeproj") ? SkippedFile.WalkReason.hidden : nil
        }
        return detect(in: folder, files: top.files)
    }

    /// The frameworks whose marks `folder` holds at its top (`files`: the project's files, relative
    /// to it), in this enum's order.
    public static func detect(in folder: String, files: [String]) -> [AppFramework] {
        func text(_ name: String) -> String? {
            (try? ConfinedFolder(folder).read(name, maximumBytes: 1 << 20)).map { String(decoding: $0, as: UTF8.self) }
        }
        func exists(_ name: String) -> Bool { ConfinedFolder(folder).kind(of: name) != nil }
        let package = text("package.json").flatMap { try? JSONValue.parse(Array($0.utf8)) }
        func depends(_ name: String) -> Bool {
            guard case .object(let object)? = package else { return false }
            return ["dependencies", "devDependencies"].contains { key in
                if case .object(let dependencies)? = object[key] { return dependencies[name] != nil }
                return false
            }
        }
        let expo: Bool = {
            guard let app = text("app.json"),
                case .object(let object)? = try? JSONValue.parse(JSONTextEdit.withoutTrailingCommas(Array(app.utf8)))
            else {
                return depends("expo")
            }
            return object["expo"] != nil || depends("expo")
        }()
        var found: [AppFramework] = []
        if let pubspec = text("pubspec.yaml"), pubspec.contains("sdk: flutter") { found.append(.flutter) }
        if depends("react-native") && !expo { found.append(.reactNative) }
        if expo { found.append(.expo) }
        if exists("capacitor.config.json") || exists("capacitor.config.ts") { found.append(.capacitor) }
        if ProjectTauriConfig.directory(in: folder) != nil { found.append(.tauri) }
        if depends("electron-builder") { found.append(.electron) }
        if files.contains(where: { $0.split(separator: "/").count == 2 && $0.hasSuffix(".xcodeproj/project.pbxproj") }) {
            found.append(.xcode)
        }
        if exists("settings.gradle") || exists("settings.gradle.kts") { found.append(.gradle) }
        return found
    }
}
