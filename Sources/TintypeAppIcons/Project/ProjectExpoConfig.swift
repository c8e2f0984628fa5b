import TintypeSupport

/// Expo's `app.json`, planned for `--project` (SPEC §11.17): the images it names are drawn again
/// (``images(in:)``), and what it lacks is added (``additions(in:files:notes:)``): Android's
/// monochrome image beside the adaptive foreground, and iOS's dark and tinted icons (`ios.icon` as an
/// object of `light`, `dark` and `tinted`, Expo SDK 52), with the keys that name them added to
/// `app.json` in its own text.
enum ProjectExpoConfig {
    /// The images `app.json` names, by path, with what each holds: `icon` and `ios.icon` (or its
    /// `light`) the light icon, its `dark` and `tinted` those icons, `android.adaptiveIcon`'s foreground,
    /// background and monochrome images its layers, `web.favicon` the rounded icon. A path that leads
    /// out of the project is not taken.
    static func images(in folder: String) -> [String: AppIconLayer] {
        guard let expo = expo(in: folder) else { return codeImages(in: folder) }
        var images: [String: AppIconLayer] = [:]
        func take(_ value: JSONValue?, _ layer: AppIconLayer) {
            guard case .string(let text)? = value, let path = ProjectPath.inside(text) else { return }
            images[path] = images[path] ?? layer
        }
        take(expo["icon"], .full)
        let ios = object(expo["ios"])
        take(ios["icon"], .full)
        let appearances = object(ios["icon"])
        take(appearances["light"], .full)
        take(appearances["dark"], .dark)
        take(appearances["tinted"], .gray)
        let adaptive = object(object(expo["android"])["adaptiveIcon"])
        take(adaptive["foregroundImage"], .glyph)
        take(adaptive["backgroundImage"], .background)
        take(adaptive["monochromeImage"], .silhouette)
        take(object(expo["web"])["favicon"], .rounded)
        return images
    }

    /// The dynamic configurations Expo reads when there is no `app.json`.
    static let codeConfigurations = ["app.config.ts", "app.config.js", "app.config.mjs", "app.config.cjs"]

    /// The images a dynamic configuration (`app.config.ts`) names as string literals, read from its
    /// text without running it: `foregroundImage`, `backgroundImage` and `monochromeImage` as the adaptive
    /// layers, `favicon` as the rounded icon, `icon` as the light icon unless the file's name says it is
    /// another's (a notification's, a splash screen's, a badge's). A path built in code is not seen.
    static func codeImages(in folder: String) -> [String: AppIconLayer] {
        guard let name = codeConfigurations.first(where: { ConfinedFolder(folder).kind(of: $0) == .file }),
            let bytes = try? ConfinedFolder(folder).read(name, maximumBytes: 1 << 20)
        else { return [:] }
        let text = Array(bytes)
        let keys: [String: AppIconLayer] = [
            "icon": .full, "foregroundImage": .glyph, "backgroundImage": .background, "monochromeImage": .silhouette, "favicon": .rounded
        ]
        let words = keys.keys.sorted().map { ($0, Array($0.utf8)) }
        var images: [String: AppIconLayer] = [:]
        var index = 0
        // Each `key: 'literal'` (or "literal"), the key a whole word.
        while index < text.count {
            let found = words.first { _, chars in
                index + chars.count <= text.count && text[index..<(index + chars.count)].elementsEqual(chars)
                    && (index == 0 || !isWordByte(text[index - 1]))
                    && (index + chars.count == text.count || !isWordByte(text[index + chars.count]))
            }
            guard let key = found?.0 else {
                index += 1
                continue
            }
            var at = index + key.utf8.count
            index = at
            while at < text.count, text[at] == 0x20 || text[at] == 0x22 || text[at] == 0x27 { at += 1 }
            guard at < text.count, text[at] == UInt8(ascii: ":") else { continue }
            at += 1
            while at < text.count, text[at] == 0x20 || text[at] == 0x09 { at += 1 }
            guard at < text.count, text[at] == 0x22 || text[at] == 0x27 else { continue }
            let quote = text[at]
            guard let end = text[(at + 1)...].prefix(512).firstIndex(of: quote) else { continue }
            let value = String(decoding: text[(at + 1)..<end], as: UTF8.self)
            let lower = value.lowercased()
            if key == "icon", ["notification", "splash", "badge"].contains(where: lower.contains) { continue }
            if let path = ProjectPath.inside(value), images[path] == nil { images[path] = keys[key]! }
        }
        return images
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24
    }

    /// The images `app.json` lacks, and `app.json` with the keys that name them; `files` are the
    /// project's files (a new image's path already taken is not written over, and said).
    /// With `background`, Android's adaptive `backgroundColor` is set to it where app.json gives another (or none).
    static func additions(in folder: String, files: Set<String>, background: StraightColor? = nil, notes: inout [String])
        -> [ProjectIconFile]
    {
        guard let expo = expo(in: folder, files: files, notes: &notes),
            var text = try? ConfinedFolder(folder).read("app.json", maximumBytes: 1 << 20)
        else { return [] }
        var added: [ProjectIconFile] = []
        func image(_ path: String, _ layer: AppIconLayer, canvas: CanvasPlacement, radius: Double, why: String) -> Bool {
            guard !files.contains(path) else {
                notes.append("app.json: \(path) is there already and not named by app.json; \(why) is not added over it")
                return false
            }
            added.append(
                ProjectIconFile(
                    path: path, content: .image(layer: layer, width: 1024, height: 1024, glyphRadius: radius, canvas: canvas),
                    reason: "adds \(why), 1024 px"))
            return true
        }
        // Android's monochrome layer (themed icons), beside the adaptive foreground.
        let adaptive = object(object(expo["android"])["adaptiveIcon"])
        if case .string(let foreground)? = adaptive["foregroundImage"], adaptive["monochromeImage"] == nil,
            let path = ProjectPath.inside(foreground), path.lowercased().hasSuffix(".png")
        {
            let new = ProjectPath.sibling(of: path, named: "adaptive-icon-monochrome.png")
            if image(
                new, .silhouette, canvas: AndroidAppIcon.canvas, radius: AndroidAppIcon.layerGlyphRadius, why: "Android's monochrome layer"),
                let edited = JSONTextEdit.adding(
                    "monochromeImage", value: JSONText.string("./" + new), to: ["expo", "android", "adaptiveIcon"], in: text)
            {
                text = edited
            }
        }
        // iOS's dark and tinted icons (iOS 18): `ios.icon` as an object of the three.
        let ios = object(expo["ios"])
        let light: String? =
            if case .string(let icon)? = ios["icon"] { icon } else if case .string(let icon)? = expo["icon"] { icon } else { nil }
        if ios["icon"].map({ if case .object = $0 { false } else { true } }) ?? true, let light, let lightPath = ProjectPath.inside(light),
            lightPath.lowercased().hasSuffix(".png")
        {
            let dark = ProjectPath.sibling(of: lightPath, named: "icon-dark.png")
            let tinted = ProjectPath.sibling(of: lightPath, named: "icon-tinted.png")
            if image(dark, .dark, canvas: .whole, radius: IOSAppIcon.glyphRadius, why: "iOS's dark icon"),
                image(tinted, .gray, canvas: .whole, radius: IOSAppIcon.glyphRadius, why: "iOS's tinted icon")
            {
                text = edited(text, light: light, dark: "./" + dark, tinted: "./" + tinted, hasIOS: expo["ios"] != nil) ?? text
            }
        }
        // The adaptive icon's ground as chosen: a glyph coloured for it would not show on app.json's old one.
        var groundChanged = false
        if let background, let withGround = Self.grounded(text, expo: expo, background: background, notes: &notes) {
            (text, groundChanged) = (withGround, true)
        }
        guard !added.isEmpty || groundChanged else { return [] }
        return added + [
            ProjectIconFile(
                path: "app.json", content: .text(text),
                reason: "names the icons added and the ground chosen (edited in place, its other keys kept)")
        ]
    }

    /// A dynamic configuration is code: what it says cannot be read, nor a key added to it; each is said in `notes`.
    static func codeConfigurationNotes(in folder: String, files: Set<String>, notes: inout [String]) {
        for name in codeConfigurations where files.contains(name) {
            notes.append(
                "\(name): Expo's configuration as code, not edited; "
                    + (ConfinedFolder(folder).kind(of: "app.json") == .file
                        ? "the images app.json names are drawn, and what it lacks is named in app.json (which \(name) receives)"
                        : "the images it names as plain paths are drawn again; Android's monochromeImage and iOS's dark and tinted "
                            + "icons are not added (name them in it by hand, or move its icons to app.json)"))
        }
    }

    /// `text` with `android.adaptiveIcon.backgroundColor` set to `background` (said when it replaces
    /// another); nil when it already is, or app.json has no adaptive icon drawn on a colour.
    private static func grounded(
        _ text: [UInt8], expo: [String: JSONValue], background: StraightColor, notes: inout [String]
    ) -> [UInt8]? {
        let adaptive = object(object(expo["android"])["adaptiveIcon"])
        guard object(expo["android"])["adaptiveIcon"] != nil, adaptive["backgroundImage"] == nil else { return nil }
        let hex = JSONText.string(background.hexString)
        let path = ["expo", "android", "adaptiveIcon", "backgroundColor"]
        guard case .string(let old)? = adaptive["backgroundColor"] else {
            return JSONTextEdit.adding("backgroundColor", value: hex, to: Array(path.dropLast()), in: text)
        }
        guard old.uppercased() != background.hexString, let edited = JSONTextEdit.replacing(path, with: hex, in: text) else { return nil }
        notes.append(
            "app.json: android.adaptiveIcon.backgroundColor \(DisplayText.escaped(String(old.prefix(40)))) set to "
                + "\(background.hexString), the --background given")
        return edited
    }

    /// `text` with `ios.icon` the object of the light, dark and tinted icons.
    private static func edited(_ text: [UInt8], light: String, dark: String, tinted: String, hasIOS: Bool) -> [UInt8]? {
        func object(indent: String) -> String {
            // Each path through JSON's own escaping: `light` is read from app.json and may hold anything.
            "{\n\(indent)  \"light\": \(JSONText.string(light)),\n\(indent)  \"dark\": \(JSONText.string(dark)),\n"
                + "\(indent)  \"tinted\": \(JSONText.string(tinted))\n\(indent)}"
        }
        if let span = JSONTextEdit.valueSpan(text, path: ["expo", "ios", "icon"]) {
            return JSONTextEdit.replacing(
                ["expo", "ios", "icon"], with: object(indent: JSONTextEdit.indentation(text, at: span.lowerBound)), in: text)
        }
        if hasIOS, let span = JSONTextEdit.valueSpan(text, path: ["expo", "ios"]) {
            let indent = JSONTextEdit.indentation(text, at: span.lowerBound) + "  "
            return JSONTextEdit.adding("icon", value: object(indent: indent), to: ["expo", "ios"], in: text)
        }
        guard let span = JSONTextEdit.valueSpan(text, path: ["expo"]) else { return nil }
        let indent = JSONTextEdit.indentation(text, at: span.lowerBound) + "  "
        return JSONTextEdit.adding(
            "ios", value: "{\n\(indent)  \"icon\": \(object(indent: indent + "  "))\n\(indent)}", to: ["expo"], in: text)
    }

    /// `app.json`'s `expo` object; nil when there is none.
    /// The adaptive icon's foreground image and the colour Android's launcher shows under it: `app.json`'s
    /// `android.adaptiveIcon.backgroundColor`, white when it gives none (as Expo's prebuild writes it); nil when
    /// there is no foreground, a background image lies under it, or the colour is not one Tintype reads.
    static func adaptiveGround(in folder: String) -> (foreground: String, ground: StraightColor)? {
        let adaptive = object(object(expo(in: folder)?["android"])["adaptiveIcon"])
        guard case .string(let text)? = adaptive["foregroundImage"], let foreground = ProjectPath.inside(text),
            adaptive["backgroundImage"] == nil
        else { return nil }
        guard case .string(let colour)? = adaptive["backgroundColor"] else {
            return (foreground, StraightColor(red: 255, green: 255, blue: 255))
        }
        return StraightColor(parsing: colour).map { (foreground, $0) }
    }

    /// ``expo(in:)``, with a note when the project's `app.json` (in `files`) cannot be read as one.
    private static func expo(in folder: String, files: Set<String>, notes: inout [String]) -> [String: JSONValue]? {
        guard let expo = expo(in: folder) else {
            if files.contains("app.json") {
                notes.append(
                    "app.json: not JSON (or JSON5 with trailing commas) with an \"expo\" object Tintype reads; its icons are left as they are"
                )
            }
            return nil
        }
        return expo
    }

    private static func expo(in folder: String) -> [String: JSONValue]? {
        guard let bytes = try? ConfinedFolder(folder).read("app.json", maximumBytes: 1 << 20),
            case .object(let root)? = try? JSONValue.parse(JSONTextEdit.withoutTrailingCommas(bytes)),
            case .object(let expo)? = root["expo"]
        else { return nil }
        return expo
    }

    private static func object(_ value: JSONValue?) -> [String: JSONValue] { if case .object(let object)? = value { object } else { [:] } }

}
