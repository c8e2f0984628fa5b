/// Paths a project's configuration gives (`./assets/icon.png`, `icons/32x32.png` from
/// `src-tauri/`), as paths inside the project (SPEC §11.17).
enum ProjectPath {
    /// `text` read from the folder `base` (relative to the project; "" for its top) as a path from the
    /// project's top, `.` and `..` resolved; nil for a URL, an absolute path, one that leads out of the
    /// project, or one holding a backslash or a control character (no icon's path does; a hostile one might).
    static func inside(_ text: String, from base: String = "") -> String? {
        guard !text.isEmpty, !text.hasPrefix("/"), !text.contains("://"), !text.contains("\\"),
            !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F })
        else { return nil }
        var parts = base.split(separator: "/").map(String.init)
        for part in text.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// `name` in the folder of `path`.
    static func sibling(of path: String, named name: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return name }
        return String(path[...slash]) + name
    }
}
