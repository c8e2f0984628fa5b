import TintypeSupport

/// electron-builder's configuration, planned for `--project` (SPEC §11.17): from `package.json`'s
/// `build`, `electron-builder.json` or `electron-builder.yml`, the build resources folder
/// (`directories.buildResources`, `build` by default) and the icons `mac.icon`, `win.icon` and
/// `linux.icon` name (``keys(in:notes:)``, read once). The icons it reads are drawn again where they are
/// (``named(in:keys:files:notes:)``); a platform with no icon gets one where electron-builder looks by default
/// (``additions(keys:files:notes:)``),
/// so no key needs adding.
enum ProjectElectronConfig {
    /// What the configuration says about icons: paths as written, from the project's top.
    struct Keys: Hashable {
        /// The build resources folder.
        var buildResources = "build"
        /// `mac.icon`, `win.icon` and `linux.icon`, when given.
        var mac: String?
        var win: String?
        var linux: String?
    }

    /// The configuration files electron-builder reads that Tintype cannot (code, or formats it does not parse).
    static let unread = [
        "electron-builder.config.js", "electron-builder.config.cjs", "electron-builder.config.mjs", "electron-builder.config.ts",
        "electron-builder.json5", "electron-builder.toml"
    ]

    /// The keys, from the first configuration electron-builder would read.
    static func keys(in folder: String, notes: inout [String]) -> Keys {
        func read(_ name: String) -> [UInt8]? { try? ConfinedFolder(folder).read(name, maximumBytes: 1 << 20) }
        for name in unread where ConfinedFolder(folder).kind(of: name) == .file {
            notes.append(
                "\(name): electron-builder's configuration as code or \(name.split(separator: ".").last!), not read; the icons in its default places are drawn"
            )
        }
        var flat: [String: String] = [:]
        if let bytes = read("electron-builder.json"), case .object(let root)? = try? JSONValue.parse(bytes) {
            flat = flatten(root)
        } else if let bytes = read("electron-builder.yml") ?? read("electron-builder.yaml") {
            flat = yamlScalars(String(decoding: bytes, as: UTF8.self))
        } else if let bytes = read("package.json"), case .object(let root)? = try? JSONValue.parse(bytes),
            case .object(let build)? = root["build"]
        {
            flat = flatten(build)
        }
        var keys = Keys()
        if let resources = flat["directories.buildResources"], let inside = ProjectPath.inside(resources) { keys.buildResources = inside }
        (keys.mac, keys.win, keys.linux) = (flat["mac.icon"], flat["win.icon"], flat["linux.icon"])
        return keys
    }

    /// Where a configured icon path lies: from the build resources folder when a file is there, else from the project's top.
    static func resolve(_ text: String, keys: Keys, files: Set<String>) -> String? {
        if let there = ProjectPath.inside(text, from: keys.buildResources), files.contains(there) { return there }
        return ProjectPath.inside(text)
    }

    /// The icon files electron-builder reads that are there: `icon.png`, `icon.icns` and `icon.ico` and
    /// `icons/NxN.png` in the build resources folder, and what `mac.icon`, `win.icon` and `linux.icon` name
    /// (a folder's PNGs for `linux.icon`).
    static func named(in folder: String, keys: Keys, files: Set<String>, notes: inout [String]) -> [String] {
        let resources = keys.buildResources + "/"
        var named = files.filter { file in
            guard file.hasPrefix(resources) else { return false }
            let rest = file.dropFirst(resources.count)
            return ["icon.png", "icon.icns", "icon.ico"].contains(rest)
                || (rest.hasPrefix("icons/") && rest.hasSuffix(".png") && rest.split(separator: "/").count == 2)
        }
        for key in [keys.mac, keys.win, keys.linux].compactMap({ $0 }) {
            guard let path = resolve(key, keys: keys, files: files) else { continue }
            if files.contains(path) {
                named.insert(path)
            } else {
                let inFolder = files.filter {
                    $0.hasPrefix(path + "/") && $0.hasSuffix(".png") && !$0.dropFirst(path.count + 1).contains("/")
                }
                named.formUnion(inFolder)
            }
        }
        // Drawn again at its own size, as every icon is; electron-builder asks for 512 pixels or more.
        let main = resources + "icon.png"
        if named.contains(main), let header = try? ConfinedFolder(folder).readPrefix(main, count: 64),
            let size = ImageDimensions.read(header), min(size.width, size.height) < 512
        {
            notes.append(
                "\(main): drawn again at its \(size.width)×\(size.height) px, where electron-builder asks for 512×512 or more (kept, as the project has it)"
            )
        }
        return named.sorted()
    }

    /// The icons a platform lacks: an icon a key names that is not there (drawn as its name says);
    /// with no key, macOS's `icon.icns`, Windows's `icon.ico` and Linux's `icon.png` in the build
    /// resources folder when none of the files electron-builder takes for that platform is there.
    static func additions(keys: Keys, files: Set<String>, notes: inout [String]) -> [ProjectIconFile] {
        let resources = keys.buildResources + "/"
        var added: [ProjectIconFile] = []
        func add(_ path: String, _ why: String) {
            guard !files.contains(path), !added.contains(where: { $0.path == path }) else { return }
            if let new = ProjectNamedIcons.added(path, why: why) {
                added.append(new)
            } else {
                notes.append(
                    "electron-builder names \(path) for \(why), which is not there and whose size its name does not give; not added")
            }
        }
        let platforms: [(key: String?, takes: [String], default: String, why: String)] = [
            (keys.mac, ["icon.icon", "icon.icns", "icon.png"], "icon.icns", "macOS's icon"),
            (keys.win, ["icon.ico", "icon.png"], "icon.ico", "Windows's icon"),
            (keys.linux, ["icon.png", "icons", "icon.icns"], "icon.png", "Linux's icon")
        ]
        for platform in platforms {
            if let key = platform.key {
                guard let path = resolve(key, keys: keys, files: files) else { continue }
                let isFolder = files.contains { $0.hasPrefix(path + "/") }
                if !isFolder { add(path, platform.why) }
            } else if !platform.takes.contains(where: { name in
                files.contains { $0 == resources + name || $0.hasPrefix(resources + name + "/") }
            }) {
                add(resources + platform.default, platform.why)
            }
        }
        return added
    }

    /// An object's string values by their dotted key paths (`mac.icon`).
    private static func flatten(_ object: [String: JSONValue], prefix: String = "") -> [String: String] {
        var flat: [String: String] = [:]
        for (key, value) in object {
            switch value {
            case .string(let text): flat[prefix + key] = text
            case .object(let inner) where prefix.isEmpty: flat.merge(flatten(inner, prefix: key + "."), uniquingKeysWith: { a, _ in a })
            default: continue
            }
        }
        return flat
    }

    /// A YAML file's scalars at its top two levels, by dotted key paths (`mac.icon`): block mappings
    /// only, each `key: value` on its line, quotes and comments taken off; anything else passed over.
    static func yamlScalars(_ text: String) -> [String: String] {
        var flat: [String: String] = [:]
        var parent: String?
        var childIndent: Int?
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = String(raw)
            let indent = line.prefix { $0 == " " }.count
            var body = line.dropFirst(indent)
            guard !body.isEmpty, !body.hasPrefix("#"), !body.hasPrefix("- "), let colon = body.firstIndex(of: ":") else { continue }
            let key = trimmed(body[..<colon])
            body = body[body.index(after: colon)...]
            if let hash = body.range(of: " #") { body = body[..<hash.lowerBound] }
            let value = trimmed(body)
            if indent == 0 {
                (parent, childIndent) = (value.isEmpty ? key : nil, nil)
                if !value.isEmpty { flat[key] = value }
            } else if let parent, childIndent == nil || childIndent == indent {
                childIndent = indent
                if !value.isEmpty { flat[parent + "." + key] = value }
            }
        }
        return flat
    }

    /// `text` without spaces and quotes at either end.
    private static func trimmed(_ text: Substring) -> String {
        let kept: (Character) -> Bool = { $0 != " " && $0 != "\"" && $0 != "'" && $0 != "\t" }
        guard let first = text.firstIndex(where: kept), let last = text.lastIndex(where: kept) else { return "" }
        return String(text[first...last])
    }
}
