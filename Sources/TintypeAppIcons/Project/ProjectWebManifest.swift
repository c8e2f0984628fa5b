import TintypeSupport

/// A web app manifest in an app's project (`manifest.webmanifest`, or a `manifest.json` naming
/// icons as one does: Flutter's `web/`, an Ionic app's `src/`), planned for `--project`
/// (SPEC §11.17): each PNG its `icons` name, from the manifest's folder, is drawn again at its own
/// size, a `maskable` one as the full square with its safe zone.
enum ProjectWebManifest {
    /// The icons the project's manifests name that are there, by path, true for a maskable one.
    static func icons(files: [String], root: String) -> [String: Bool] {
        var icons: [String: Bool] = [:]
        let present = Set(files)
        for file in files {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            guard name == "manifest.webmanifest" || name == "manifest.json",
                let bytes = try? ConfinedFolder(root).read(file, maximumBytes: 1 << 20),
                case .object(let manifest)? = try? JSONValue.parse(bytes), case .array(let list)? = manifest["icons"],
                manifest["name"] != nil || manifest["short_name"] != nil || manifest["start_url"] != nil
            else { continue }
            let folder = file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) : ""
            for case .object(let icon) in list {
                guard case .string(let source)? = icon["src"], let path = ProjectPath.inside(source, from: folder),
                    path.hasSuffix(".png"), present.contains(path)
                else { continue }
                let maskable: Bool =
                    if case .string(let purpose)? = icon["purpose"] { purpose.split(separator: " ").contains("maskable") } else { false }
                icons[path] = (icons[path] ?? false) || maskable
            }
        }
        return icons
    }
}
