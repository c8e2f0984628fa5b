import TintypeSupport

/// An app's project folder as `tintype appicon --project` sees it (SPEC §11.17): the frameworks
/// it is built with, and every icon file those read, planned to be drawn again where it is, at
/// its own size and in its format, with the configuration that names them.
package struct AppProject: Sendable {
    /// The project's folder.
    package let folder: String
    /// The frameworks found at its top (or the one asked for).
    package let frameworks: [AppFramework]
    /// Every file to write or change.
    package let files: [ProjectIconFile]
    /// What was found and left as it is, each in a sentence.
    package let notes: [String]

    /// The folders never entered: dependencies, builds and caches hold other apps' icons.
    static let passedOver: Set<String> = [
        "node_modules", "Pods", "build", "DerivedData", ".dart_tool", ".gradle", "dist", "out", "target", "vendor", "Carthage",
        ".build", ".git", "intermediates", "generated"
    ]

    /// The most app icon sets a project's are drawn for: an app with its alternate icons has a few;
    /// more is no app's, and would be work out of proportion (each set is drawn at every size it names).
    static let mostSets = 64

    /// The project at `folder`, `framework` when given (else each found at its top).
    /// - Throws: `AppProject.Problem` when the folder holds no app project, or `framework` is not there.
    /// `background`, when given (`--background` with one colour), is also the colour the framework's
    /// configuration gives the adaptive icon's ground (Expo's `android.adaptiveIcon.backgroundColor`), so that
    /// the glyph drawn for the chosen ground is not shown on another.
    package init(folder: String, framework: AppFramework? = nil, background: StraightColor? = nil) throws(AppProject.Problem) {
        try self.init(folder: folder, framework: framework, background: background, workspace: true)
    }

    /// The project at `folder`; with `workspace`, the apps of its own a few folders down too (``ProjectWorkspace``),
    /// each planned as a project at its folder, its paths and notes then given from the top.
    private init(folder: String, framework: AppFramework?, background: StraightColor?, workspace: Bool) throws(AppProject.Problem) {
        self.folder = folder
        guard FileBytes.kind(of: folder) == .folder else { throw .notAFolder(folder) }
        let walk = Self.walk(folder)
        let detected = AppFramework.detect(in: folder, files: walk.files)
        var notes: [String] = []
        let apps =
            workspace ? ProjectWorkspace.apps(in: folder, files: walk.files, top: detected, framework: framework, notes: &notes) : []
        let found = ProjectWorkspace.own(detected, in: folder, apps: apps)
        if let framework, !found.contains(framework), apps.isEmpty {
            throw .frameworkMissing(framework, folder: folder, found: found)
        }
        let chosen = framework.map { found.contains($0) ? [$0] : [] } ?? found
        guard !chosen.isEmpty || !apps.isEmpty else { throw .noProject(folder) }
        // The top's own files: an app's are its own project's.
        let files = walk.files.filter { file in !apps.contains { file.hasPrefix($0.path + "/") } }
        var planned = chosen.isEmpty ? [] : Self.plan(folder: folder, files: files, chosen: chosen, background: background, notes: &notes)
        var frameworks = chosen
        for app in apps {
            do throws(AppProject.Problem) {
                let inner = try AppProject(folder: folder + "/" + app.path, framework: framework, background: background, workspace: false)
                planned += inner.files.map { file in
                    var file = file
                    file.path = app.path + "/" + file.path
                    return file
                }
                notes += inner.notes.map { "\(app.path): \($0)" }
                frameworks += inner.frameworks.filter { !frameworks.contains($0) }
            } catch {
                notes.append("\(app.path): \(error); left as it is")
            }
        }
        self.frameworks = frameworks
        self.files = ProjectPlanCheck.checked(planned, root: folder, notes: &notes)
        self.notes = notes
    }

    /// The files `chosen` frameworks read in the project at `folder` (`files`: its own, relative), planned.
    private static func plan(
        folder: String, files: [String], chosen: [AppFramework], background: StraightColor?, notes: inout [String]
    ) -> [ProjectIconFile] {
        let present = Set(files)
        var planned: [ProjectIconFile] = []
        planned += Self.catalogs(folder: folder, files: files, chosen: chosen, notes: &notes)
        planned += Self.bundles(folder: folder, files: files, chosen: chosen, notes: &notes)
        // Android resource folders with launcher icons.
        var resources: [String: [String]] = [:]
        for file in files where file.contains("/res/mipmap-") && Self.within(file, chosen) {
            let range = file.range(of: "/res/mipmap-")!
            let res = String(file[..<range.lowerBound]) + "/res"
            resources[res, default: []].append(String(file[file.index(range.lowerBound, offsetBy: 5)...]))
        }
        for (res, held) in resources.sorted(by: { $0.key < $1.key }) {
            planned += ProjectAndroidResources.plan(root: folder, res: res, files: held, grounding: background != nil, notes: &notes)
        }
        let electron = chosen.contains(.electron) ? ProjectElectronConfig.keys(in: folder, notes: &notes) : nil
        planned += Self.namedIcons(folder: folder, files: files, present: present, chosen: chosen, electron: electron, notes: &notes)
        if chosen.contains(.expo) {
            ProjectExpoConfig.codeConfigurationNotes(in: folder, files: present, notes: &notes)
            planned += ProjectExpoConfig.additions(in: folder, files: present, background: background, notes: &notes)
        }
        if let electron {
            planned += ProjectElectronConfig.additions(keys: electron, files: present, notes: &notes)
        }
        if chosen.contains(.tauri) {
            planned += ProjectTauriConfig.additions(in: folder, files: present, notes: &notes)
            planned += ProjectTauriConfig.mobileIcons(in: folder, files: files, notes: &notes)
        }
        return planned
    }

    /// Xcode's app icon sets, wherever the project keeps them (ios/, macos/, the Xcode project's own folder):
    /// at most ``mostSets``, the rest said.
    static func catalogs(folder: String, files: [String], chosen: [AppFramework], notes: inout [String]) -> [ProjectIconFile] {
        var planned: [ProjectIconFile] = []
        let catalogs = files.filter { $0.hasSuffix(".appiconset/Contents.json") && Self.within($0, chosen) }
        if catalogs.count > Self.mostSets {
            notes.append(
                "\(catalogs.count) app icon sets, more than an app has (\(Self.mostSets)); the first \(Self.mostSets) in path order are drawn, "
                    + "the others from \(catalogs[Self.mostSets]) on are left as they are")
        }
        for contents in catalogs.prefix(Self.mostSets) {
            let set = String(contents.dropLast("/Contents.json".count))
            do throws(ImageFileError) {
                let text = try ConfinedFolder(folder).read(contents, maximumBytes: 1 << 20)
                planned += ProjectAssetCatalog.plan(folder: set, text: text, notes: &notes)
            } catch {
                notes.append("\(contents): \(error.problem); its set is left as it is")
            }
        }
        return planned
    }

    /// Icon Composer bundles (Xcode 26's AppIcon.icon, electron-builder's and Expo's .icon), and those Tauri's
    /// macOS bundle ships from src-tauri/ (`bundle.macOS.files`), whose prebuilt `Assets.car` is said to be stale.
    static func bundles(folder: String, files: [String], chosen: [AppFramework], notes: inout [String]) -> [ProjectIconFile] {
        let shipped = chosen.contains(.tauri) ? ProjectTauriConfig.macOSFiles(in: folder) : (bundles: [], catalogs: [])
        let planned = ProjectIconBundles.plan(
            root: folder,
            files: files.filter { file in
                Self.within(file, chosen) || !Self.isNative(file) || shipped.bundles.contains { file.hasPrefix($0 + "/") }
            }, notes: &notes)
        for car in shipped.catalogs where files.contains(car) {
            notes.append(
                "\(car): the compiled asset catalog Tauri's macOS bundle ships (bundle.macOS.files); Tintype does not compile "
                    + "Assets.car yet, so it still holds the old icon: compile it again from the bundle with Xcode's actool")
        }
        return planned
    }

    /// The icons read by name: Tauri's, electron-builder's, Flutter's web and Windows icons, those a
    /// web manifest names, Expo's `app.json` images (``ProjectNamedIcons``).
    static func namedIcons(
        folder: String, files: [String], present: Set<String>, chosen: [AppFramework], electron: ProjectElectronConfig.Keys?,
        notes: inout [String]
    ) -> [ProjectIconFile] {
        let roles = chosen.contains(.expo) ? ProjectExpoConfig.images(in: folder) : [:]
        let web = ProjectWebManifest.icons(files: files.filter { !Self.isNative($0) }, root: folder)
        let tauriNamed = chosen.contains(.tauri) ? Set(ProjectTauriConfig.named(in: folder)) : []
        let tauriIcons = (ProjectTauriConfig.directory(in: folder) ?? ProjectTauriConfig.usualDirectory) + "/icons/"
        let electronNamed = electron.map { Set(ProjectElectronConfig.named(in: folder, keys: $0, files: present, notes: &notes)) } ?? []
        let named = files.filter { file in
            let depth = file.split(separator: "/").count
            return (chosen.contains(.tauri) && file.hasPrefix(tauriIcons) && depth == 3 && ProjectTauriConfig.isAppIcon(file))
                || electronNamed.contains(file)
                || (chosen.contains(.flutter)
                    && ((file.hasPrefix("web/icons/") && depth == 3) || file == "web/favicon.png"
                        || file == "windows/runner/resources/app_icon.ico"))
                || roles[file] != nil || tauriNamed.contains(file) || web[file] != nil
        }
        let planned = ProjectNamedIcons.plan(
            root: folder, files: named, roles: roles, maskable: Set(web.filter(\.value).keys), notes: &notes)
        for file in planned where roles[file.path] != nil {
            guard case .image(_, let width, let height, _, _, _) = file.content, width != height else { continue }
            notes.append(
                "\(file.path): drawn again at its \(width)×\(height) px, where Expo asks for a square image (kept, as the project has it)")
        }
        return planned
    }

    /// The project's own files under `folder`: hidden files, dependencies, builds and caches
    /// (``passedOver``) are not entered, but for electron-builder's `build/` beside a `package.json` (the top's, a workspace package's).
    package static func walk(_ folder: String) -> FolderWalk {
        FolderWalk(folder, includeHidden: false) { path in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            // electron-builder keeps its icons in `build/` beside its package.json, which is elsewhere a build's output.
            let parent = path.dropFirst(folder.count + 1).dropLast(name.count)
            if name == "build", ConfinedFolder(folder).kind(of: parent + "package.json") == .file { return nil }
            // Not the app's own: passed over as a hidden folder is (the walk's passed-over list is not shown).
            return Self.passedOver.contains(name) ? SkippedFile.WalkReason.hidden : nil
        }
    }

    /// True for a path in a framework's native project folders (`ios/`, `android/`, `macos/`…), where no web manifest is read.
    static func isNative(_ path: String) -> Bool {
        let top = path.split(separator: "/").first.map(String.init) ?? ""
        return ["ios", "macos", "android", "windows", "linux"].contains(top) || path.hasPrefix("src-tauri/")
    }

    /// True when `path` belongs to one of `frameworks`' native projects: a native Xcode or Gradle
    /// project's anywhere; a framework's under the folders it keeps them in.
    static func within(_ path: String, _ frameworks: [AppFramework]) -> Bool {
        if frameworks.contains(.xcode) || frameworks.contains(.gradle) { return true }
        let top = path.split(separator: "/").first.map(String.init) ?? ""
        return ["ios", "macos", "android"].contains(top) || path.hasPrefix("src-tauri/gen/")
    }

    /// Why a project cannot be written into.
    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The path is not a folder.
        case notAFolder(String)
        /// The folder holds none of the projects Tintype knows.
        case noProject(String)
        /// `--framework` names a framework the folder does not hold.
        case frameworkMissing(AppFramework, folder: String, found: [AppFramework])

        /// The reason in a sentence.
        package var description: String {
            switch self {
            case .notAFolder(let path): return "\(path) is not a folder"
            case .noProject(let folder):
                return "\(folder) holds no app project Tintype knows (Flutter, React Native, Expo, Capacitor, Tauri, "
                    + "Electron with electron-builder, an Xcode or a Gradle project) at its top"
            case .frameworkMissing(let framework, let folder, let found):
                let article = "aeiou".contains(framework.rawValue.first!) ? "an" : "a"
                return "\(folder) is not \(article) \(framework.rawValue) project"
                    + (found.isEmpty ? "" : " (it is \(found.map(\.rawValue).joined(separator: ", ")))")
            }
        }
    }
}
