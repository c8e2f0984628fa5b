import TintypeSupport

/// Tauri's `tauri.conf.json` in its crate's folder (`src-tauri/`, or any folder at the project's top holding one beside
/// a `Cargo.toml`, as Tauri's CLI finds it: ``directory(in:)``), planned for `--project` (SPEC §11.17): the icons its
/// `bundle.icon` (Tauri 2; `tauri.bundle.icon` in Tauri 1) names are drawn again where they are
/// (``named(in:)``); the icon files Tauri's bundler takes that the project lacks are added, and
/// the list is made to name each, edited in the file's own text (``additions(in:files:notes:)``).
enum ProjectTauriConfig {
    /// The folder Tauri's template keeps its crate in.
    static let usualDirectory = "src-tauri"

    /// The folder of Tauri's crate, from the project's top: `src-tauri/` when it holds `tauri.conf.json`, else the first
    /// folder at the top (in name order) holding one beside a `Cargo.toml`; nil when there is none.
    static func directory(in folder: String) -> String? {
        let project = ConfinedFolder(folder)
        if project.kind(of: usualDirectory + "/tauri.conf.json") == .file { return usualDirectory }
        let top = FolderWalk(folder) { path in path.dropFirst(folder.count + 1).contains("/") ? SkippedFile.WalkReason.hidden : nil }
        return top.files.lazy.filter { $0.hasSuffix("/tauri.conf.json") && $0.split(separator: "/").count == 2 }
            .map { String($0.dropLast("/tauri.conf.json".count)) }
            .first { !AppProject.passedOver.contains($0) && project.kind(of: $0 + "/Cargo.toml") == .file }
    }

    /// The configuration, from the project's top: `tauri.conf.json` in ``directory(in:)`` (`src-tauri/` when there is none).
    static func path(in folder: String) -> String { (directory(in: folder) ?? usualDirectory) + "/tauri.conf.json" }

    /// The files `tauri icon` writes for the desktop bundles and `bundle.icon` names, from the crate's folder.
    static let bundled = ["icons/32x32.png", "icons/128x128.png", "icons/128x128@2x.png", "icons/icon.icns", "icons/icon.ico"]

    /// True for the names `tauri icon` gives the app's icons in `src-tauri/icons/` (`32x32.png`,
    /// `128x128@2x.png`, `icon.png`, `icon.icns`, `icon.ico`, `Square…Logo.png`, `StoreLogo.png`):
    /// a tray icon or any other picture kept there is not the app's icon.
    static func isAppIcon(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if ["icon.png", "icon.icns", "icon.ico", "StoreLogo.png"].contains(name) { return true }
        if name.hasPrefix("Square") && name.hasSuffix("Logo.png") { return true }
        let stem = name.hasSuffix("@2x.png") ? name.dropLast(7) : name.hasSuffix(".png") ? name.dropLast(4) : ""
        let sides = stem.split(separator: "x", omittingEmptySubsequences: false)
        return sides.count == 2 && sides.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// The icons `bundle.icon` names, as paths from the project's top (a path leading out of it is not taken).
    static func named(in folder: String) -> [String] {
        configuration(in: folder).map { named($0.1, from: $0.directory) } ?? []
    }

    /// The icons the configuration `root` in the crate's folder `directory` lists, as paths from the project's top.
    private static func named(_ root: [String: JSONValue], from directory: String) -> [String] {
        guard case .array(let list)? = value(root, at: listPath(root)) else { return [] }
        return list.compactMap { if case .string(let text) = $0 { ProjectPath.inside(text, from: directory) } else { nil } }
    }

    /// What the macOS bundle ships from `bundle.macOS.files` (Tauri 2; `tauri.bundle.macOS.files` in Tauri 1:
    /// a path in the app's Resources for each source, from `src-tauri/`): the Icon Composer bundles among the
    /// sources (drawn again as any bundle is) and the prebuilt `Assets.car` files, as paths from the project's top.
    static func macOSFiles(in folder: String) -> (bundles: [String], catalogs: [String]) {
        guard let (_, root, directory) = configuration(in: folder) else { return ([], []) }
        let base = Array(listPath(root).dropLast())
        guard case .object(let files)? = value(root, at: base + ["macOS", "files"]) else { return ([], []) }
        var bundles: [String] = []
        var catalogs: [String] = []
        for case .string(let source) in files.values {
            guard let path = ProjectPath.inside(source, from: directory) else { continue }
            if path.lowercased().hasSuffix(".icon") { bundles.append(path) }
            if path.hasSuffix("/Assets.car") || path == "Assets.car" { catalogs.append(path) }
        }
        return (bundles.sorted(), catalogs.sorted())
    }

    /// The mobile icons `tauri icon` writes beside the desktop ones, which `tauri android init` and `tauri ios init`
    /// copy into the generated projects: `icons/ios/AppIcon-*.png` (iOS's square icons) and
    /// `icons/android/mipmap-*/ic_launcher*.png` (Android's legacy, round and layer icons), each drawn again at its
    /// own size as what its name says; `files` are the project's.
    static func mobileIcons(in folder: String, files: [String], notes: inout [String]) -> [ProjectIconFile] {
        let icons = (directory(in: folder) ?? usualDirectory) + "/icons/"
        var planned: [ProjectIconFile] = []
        for file in files where file.hasPrefix(icons) && file.hasSuffix(".png") {
            let parts = file.dropFirst(icons.count).split(separator: "/").map(String.init)
            guard parts.count == 2 || parts.count == 3, let name = parts.last else { continue }
            if parts.count == 2, parts[0] == "ios", name.hasPrefix("AppIcon") {
                if let png = ProjectNamedIcons.png(file, root: folder, given: .full, maskable: false, notes: &notes) { planned.append(png) }
            } else if parts.count == 3, parts[0] == "android", parts[1].hasPrefix("mipmap-"),
                let icon = ProjectAndroidResources.icons[String(name.dropLast(4))],
                var png = ProjectNamedIcons.png(file, root: folder, given: nil, maskable: false, notes: &notes),
                case .image(_, let width, let height, _, _, _) = png.content
            {
                png.content = .image(layer: icon.layer, width: width, height: height, glyphRadius: icon.radius, canvas: icon.canvas)
                planned.append(png)
            }
        }
        return planned
    }

    /// The bundled icons the project lacks (``bundled``, and any `bundle.icon` names that is not there),
    /// and the configuration with `bundle.icon` naming every one of ``bundled``; `files` are the project's files.
    static func additions(in folder: String, files: Set<String>, notes: inout [String]) -> [ProjectIconFile] {
        let path = path(in: folder)
        guard let (text, root, directory) = configuration(in: folder) else {
            if ConfinedFolder(folder).kind(of: path) == .file {
                notes.append("\(path): not JSON Tintype can read; its icons are left as they are")
            }
            return []
        }
        let key = listPath(root)
        let named = named(root, from: directory)
        var added: [ProjectIconFile] = []
        let wanted = named.filter { !files.contains($0) }
        // A list naming more missing icons than Tauri bundles is not drawn out (each would be a file of its own).
        if wanted.count > 16 {
            notes.append("\(path): names \(wanted.count) icons that are not there; none of them is added")
        }
        for file in (wanted.count > 16 ? [] : wanted) + bundled.map({ directory + "/" + $0 })
        where !files.contains(file) && !added.contains(where: { $0.path == file }) {
            if let new = ProjectNamedIcons.added(file, why: "an icon Tauri bundles") {
                added.append(new)
            } else {
                notes.append("\(path): names \(file), which is not there and whose size its name does not give; not added")
            }
        }
        let listed = Set(named)
        let missing = bundled.filter { !listed.contains(directory + "/" + $0) }.map { "\"\($0)\"" }
        guard !missing.isEmpty else { return added }
        let edited: [UInt8]?
        switch value(root, at: key) {
        case .array?: edited = JSONTextEdit.appending(missing, toArrayAt: key, in: text)
        case nil where value(root, at: Array(key.dropLast())) != nil:
            edited = JSONTextEdit.adding("icon", value: "[" + missing.joined(separator: ", ") + "]", to: Array(key.dropLast()), in: text)
        case nil: edited = JSONTextEdit.adding("bundle", value: "{ \"icon\": [" + missing.joined(separator: ", ") + "] }", to: [], in: text)
        default:
            notes.append("\(path): \(key.joined(separator: ".")) is not a list; the icons it lacks are not named in it")
            return added
        }
        guard let edited else { return added }
        return added + [
            ProjectIconFile(
                path: path, content: .text(edited),
                reason: "names \(missing.joined(separator: ", ")) in \(key.joined(separator: ".")) (edited in place, its other keys kept)")
        ]
    }

    /// The configuration's text and value, and the crate's folder it is in; nil when it is not there or not JSON.
    private static func configuration(in folder: String) -> ([UInt8], [String: JSONValue], directory: String)? {
        guard let directory = directory(in: folder),
            let bytes = try? ConfinedFolder(folder).read(directory + "/tauri.conf.json", maximumBytes: 1 << 20),
            case .object(let root)? = try? JSONValue.parse(bytes)
        else { return nil }
        return (bytes, root, directory)
    }

    /// Where the icon list lives: `tauri.bundle.icon` in a Tauri 1 configuration (a `tauri` object
    /// with a `bundle`, and no top `bundle`), `bundle.icon` otherwise.
    private static func listPath(_ root: [String: JSONValue]) -> [String] {
        if root["bundle"] == nil, value(root, at: ["tauri", "bundle"]) != nil { return ["tauri", "bundle", "icon"] }
        return ["bundle", "icon"]
    }

    /// The value at `path` of object keys.
    private static func value(_ root: [String: JSONValue], at path: [String]) -> JSONValue? {
        var current = JSONValue.object(root)
        for key in path {
            guard case .object(let object) = current, let next = object[key] else { return nil }
            current = next
        }
        return current
    }
}
