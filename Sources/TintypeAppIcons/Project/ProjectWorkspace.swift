import TintypeSupport

/// The apps of a workspace or monorepo that are projects of their own (SPEC §11.17): a package with its own
/// configuration a few folders down (`apps/mobile` with its `app.json`, `electron/` with its electron-builder
/// configuration, `desktop/` with its Tauri crate), each planned as a project of its own, its paths from its
/// own folder, as its framework reads them.
enum ProjectWorkspace {
    /// One app inside the project.
    struct App: Hashable {
        /// Its folder, relative to the project's.
        var path: String
        /// The frameworks found at its top.
        var frameworks: [AppFramework]
    }

    /// How many folders down an app is looked for (`apps/web/desktop`).
    static let deepest = 3
    /// The most apps a workspace's are drawn for; the rest are said.
    static let mostApps = 16

    /// The names whose folder may be an app's top.
    private static let marks: Set<String> = [
        "package.json", "app.json", "app.config.js", "app.config.ts", "pubspec.yaml", "capacitor.config.json",
        "capacitor.config.ts", "settings.gradle", "settings.gradle.kts"
    ]

    /// The apps under `folder` (`files`: its files, relative), outermost first and none inside another, none in a
    /// framework's native folders (`ios/`, `android/`…, which the project's own framework reads), and none when the
    /// project is a native Xcode or Gradle one (which reads every folder). `framework`, when given, keeps only its apps.
    static func apps(in folder: String, files: [String], top: [AppFramework], framework: AppFramework?, notes: inout [String]) -> [App] {
        guard !top.contains(.xcode), !top.contains(.gradle) else { return [] }
        var candidates: Set<String> = []
        for file in files {
            let parts = file.split(separator: "/").map(String.init)
            guard parts.count >= 2, parts.count <= deepest + 1 else { continue }
            let name = parts.last!
            let parent = parts.dropLast().joined(separator: "/")
            if marks.contains(name) {
                candidates.insert(parent)
            } else if name == "tauri.conf.json", parts.count >= 3 {
                // Tauri's crate folder (`src-tauri/`, or another holding a Cargo.toml) inside the app's.
                candidates.insert(parts.dropLast(2).joined(separator: "/"))
            } else if name == "project.pbxproj", parts.count >= 3, parts[parts.count - 2].hasSuffix(".xcodeproj") {
                candidates.insert(parts.dropLast(2).joined(separator: "/"))
            }
        }
        var apps: [App] = []
        for path in candidates.sorted() where !path.isEmpty && !(!top.isEmpty && AppProject.isNative(path)) {
            guard !apps.contains(where: { path.hasPrefix($0.path + "/") }) else { continue }
            let found = AppFramework.detect(in: folder + "/" + path)
            guard !found.isEmpty, framework.map(found.contains) ?? true else { continue }
            apps.append(App(path: path, frameworks: found))
        }
        if apps.count > mostApps {
            notes.append(
                "\(apps.count) apps of their own in the project, more than a workspace holds (\(mostApps)); the first \(mostApps) "
                    + "in path order are drawn, the others from \(apps[mostApps].path) on are left as they are")
        }
        return Array(apps.prefix(mostApps))
    }

    /// The frameworks of the project's top that are its own: one found only by a dependency (`electron-builder`,
    /// `expo`, `react-native` in a workspace root's `package.json`) whose configuration the top does not hold is an
    /// app's (`apps`), not the top's.
    static func own(_ found: [AppFramework], in folder: String, apps: [App]) -> [AppFramework] {
        let project = ConfinedFolder(folder)
        func has(_ names: [String]) -> Bool { names.contains { project.kind(of: $0) != nil } }
        return found.filter { framework in
            guard apps.contains(where: { $0.frameworks.contains(framework) }) else { return true }
            switch framework {
            case .electron:
                let package = (try? project.read("package.json", maximumBytes: 1 << 20)).flatMap { try? JSONValue.parse($0) }
                if case .object(let root)? = package, root["build"] != nil { return true }
                return has(["electron-builder.json", "electron-builder.yml", "electron-builder.yaml"] + ProjectElectronConfig.unread)
            case .expo: return has(["app.json", "app.config.js", "app.config.ts"])
            case .reactNative: return has(["ios", "android"])
            default: return true
            }
        }
    }
}
