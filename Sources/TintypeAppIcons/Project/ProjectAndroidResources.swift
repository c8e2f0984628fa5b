import TintypeSupport

/// An Android resource folder in a project (`…/src/main/res`), planned for `--project` (SPEC
/// §11.17): each launcher icon it holds in `mipmap-DENSITY/` is drawn again at its own pixel size
/// (`ic_launcher` the legacy rounded square, `ic_launcher_round` the round one, `_foreground`,
/// `_background` and `_monochrome` the adaptive icon's layers); a folder without an adaptive icon
/// gets one (its three layers at each density it has, and `mipmap-anydpi-v26/ic_launcher.xml`,
/// with `ic_launcher_round.xml` where it has round icons); an adaptive icon without a monochrome
/// layer gets one, and one that draws a layer from `@drawable/` draws the PNGs written instead. A WebP icon is written as a lossless WebP; an icon in another format (JPEG, say) is named in a note and left as it is.
enum ProjectAndroidResources {
    /// The scale of each density folder, against mdpi.
    static let densities: [String: Double] = ["ldpi": 0.75, "mdpi": 1, "hdpi": 1.5, "xhdpi": 2, "xxhdpi": 3, "xxxhdpi": 4]
    /// What each launcher icon's name holds, its size in dp, and how far its glyph reaches.
    static let icons: [String: (layer: AppIconLayer, dp: Double, radius: Double, canvas: CanvasPlacement)] = [
        "ic_launcher": (.rounded, 48, AndroidAppIcon.legacyGlyphRadius, .whole),
        "ic_launcher_round": (.round, 48, AndroidAppIcon.legacyGlyphRadius, .whole),
        "ic_launcher_foreground": (.glyph, 108, AndroidAppIcon.layerGlyphRadius, AndroidAppIcon.canvas),
        "ic_launcher_background": (.background, 108, 0, AndroidAppIcon.canvas),
        "ic_launcher_monochrome": (.silhouette, 108, AndroidAppIcon.layerGlyphRadius, AndroidAppIcon.canvas)
    ]

    /// The files that plan the resource folder `res` (relative to the project at `root`), whose
    /// files (relative to `res`) are `files`. Problems are named in `notes`. With `grounding` (a `--background` colour
    /// chosen), an adaptive icon's background drawn from `@color/` is drawn from Tintype's background layer instead.
    static func plan(root: String, res: String, files: [String], grounding: Bool = false, notes: inout [String]) -> [ProjectIconFile] {
        var planned: [ProjectIconFile] = []
        var densitiesHeld = Set<String>()
        var round = false
        // The adaptive icons there are, read once: the layers they draw from mipmaps of other names (`@mipmap/ic_foreground`).
        var xmls: [AdaptiveIconFile] = []
        for name in ["ic_launcher", "ic_launcher_round"] {
            let path = "\(res)/mipmap-anydpi-v26/\(name).xml"
            guard ConfinedFolder(root).kind(of: path) != nil else { continue }
            xmls.append(AdaptiveIconFile(path: path, root: root, grounding: grounding, notes: &notes))
        }
        var named = icons
        for case let edit? in xmls.map(\.edit) {
            for element in ["background", "foreground", "monochrome"] {
                if let name = edit.mipmap(element), named[name] == nil { named[name] = icons["ic_launcher_" + element] }
            }
        }
        for file in files {
            let parts = file.split(separator: "/")
            guard parts.count == 2, parts[0].hasPrefix("mipmap-"), let dot = parts[1].lastIndex(of: ".") else { continue }
            let density = String(parts[0].dropFirst("mipmap-".count))
            let (name, format) = (String(parts[1][..<dot]), String(parts[1][parts[1].index(after: dot)...]))
            guard let scale = densities[density], let icon = named[name] else { continue }
            densitiesHeld.insert(density)
            if name == "ic_launcher_round" { round = true }
            guard format == "png" || format == "webp" else {
                notes.append("\(res)/\(file): a \(format.uppercased()) icon; Tintype writes PNG and WebP icons, so it is left as it is")
                continue
            }
            let webp = format == "webp"
            let bytes = try? ConfinedFolder(root).readPrefix(res + "/" + file, count: 64)
            let stated = bytes.flatMap { webp ? WebPLossless.dimensions($0) : ImageDimensions.read($0) }
            let side =
                stated.map { max($0.width, $0.height) }
                ?? Int(clamping: icon.dp * scale, to: 1...ProjectIconFile.largestSide, rounding: .toNearestOrAwayFromZero)
            guard side <= ProjectIconFile.largestSide else {
                notes.append(
                    "\(res)/\(file): \(side) px a side, more than a launcher icon is drawn at (\(ProjectIconFile.largestSide)); left as it is"
                )
                continue
            }
            planned.append(
                ProjectIconFile(
                    path: "\(res)/\(file)",
                    content: .image(
                        layer: icon.layer, width: side, height: side, glyphRadius: icon.radius, canvas: icon.canvas, webp: webp),
                    reason: "replaces the \(density) \(name), \(side) px, as a \(webp ? "lossless WebP" : "PNG")"))
        }
        guard !densitiesHeld.isEmpty else { return planned }
        return planned
            + adaptiveIcon(
                xmls, res: res, densities: densitiesHeld, round: round, planned: planned, held: files.map { res + "/" + $0 }, notes: &notes)
    }

    /// An adaptive icon's XML that is there, read and edited (``AdaptiveIconEdit``); one that cannot be (too
    /// large, a link, another encoding, not an adaptive icon) is kept as it is, said, and still counts as there.
    struct AdaptiveIconFile {
        /// Its path, relative to the project.
        var path: String
        /// Its bytes and their edit; nil when it is kept as it is.
        var bytes: [UInt8]?
        var edit: AdaptiveIconEdit?

        /// The XML at `path` under `root` (`grounding`: ``AdaptiveIconEdit/init(editing:grounding:)``); what keeps it
        /// from being edited is named in `notes`.
        init(path: String, root: String, grounding: Bool, notes: inout [String]) {
            self.path = path
            do throws(ImageFileError) {
                let bytes = try ConfinedFolder(root).read(path, maximumBytes: ProjectAndroidResources.largestXML)
                self.bytes = bytes
                do throws(AdaptiveIconEdit.Refusal) {
                    edit = try AdaptiveIconEdit(editing: bytes, grounding: grounding)
                    if let colour = edit?.layers["background"], colour.hasPrefix("@color/"),
                        edit?.needed.contains("ic_launcher_background") == true
                    {
                        notes.append(
                            "\(path): its background was drawn from \(colour); now from the background layer drawn in the --background given"
                        )
                    }
                } catch {
                    notes.append("\(path): \(error); kept as it is")
                }
            } catch {
                notes.append("\(path): \(error.problem); kept as it is, and no adaptive icon is written in its place")
            }
        }
    }

    /// The largest adaptive icon XML read: Android Studio's are under a kilobyte.
    static let largestXML = 1 << 20

    /// The adaptive icon's files: a new one (its layers at each of `densitiesHeld` and its XML), or an
    /// existing one's (`xmls`) missing monochrome layer and the layers it drew from `@drawable/`, with
    /// its XML (and the round one's) edited on its bytes; none already in `planned`.
    private static func adaptiveIcon(
        _ xmls: [AdaptiveIconFile], res: String, densities densitiesHeld: Set<String>, round: Bool,
        planned: [ProjectIconFile], held: [String], notes: inout [String]
    ) -> [ProjectIconFile] {
        var added: [ProjectIconFile] = []
        var layers: Set<String> = []
        for xml in xmls {
            guard let edit = xml.edit, let bytes = xml.bytes else { continue }
            layers.formUnion(edit.needed)
            // A layer the XML already draws from Tintype's mipmap gets it at every density the folder has.
            for element in ["background", "foreground", "monochrome"] where edit.mipmap(element) == "ic_launcher_" + element {
                layers.insert("ic_launcher_" + element)
            }
            for element in ["background", "foreground"] where edit.mipmap(element) == nil && !edit.needed.contains("ic_launcher_" + element)
            {
                let source = edit.layers[element].map { "is drawn from \($0)" } ?? "is not given"
                notes.append("\(xml.path): its \(element) \(source), not a launcher icon Tintype draws; kept as it is")
            }
            if edit.bytes != bytes {
                added.append(
                    ProjectIconFile(path: xml.path, content: .text(edit.bytes), reason: "draws the layers written (edited in place)"))
            }
        }
        if xmls.isEmpty {
            layers = ["ic_launcher_background", "ic_launcher_foreground", "ic_launcher_monochrome"]
            for name in ["ic_launcher"] + (round ? ["ic_launcher_round"] : []) {
                added.append(
                    ProjectIconFile(
                        path: "\(res)/mipmap-anydpi-v26/\(name).xml", content: .text(Array(newAdaptiveIcon.utf8)),
                        reason: "adds the \(name == "ic_launcher" ? "" : "round ")adaptive icon (Android 8)"))
            }
        }
        for name in layers.sorted() {
            let icon = icons[name]!
            for density in densitiesHeld.sorted(by: { densities[$0]! < densities[$1]! }) {
                let stem = "\(res)/mipmap-\(density)/\(name)"
                // One there in any format (a WebP) is the layer already: a second would be a duplicate resource.
                guard !planned.contains(where: { $0.path.hasPrefix(stem + ".") }), !held.contains(where: { $0.hasPrefix(stem + ".") })
                else {
                    continue
                }
                let path = stem + ".png"
                let side = Int(
                    clamping: icon.dp * densities[density]!, to: 1...ProjectIconFile.largestSide, rounding: .toNearestOrAwayFromZero)
                added.append(
                    ProjectIconFile(
                        path: path,
                        content: .image(layer: icon.layer, width: side, height: side, glyphRadius: icon.radius, canvas: icon.canvas),
                        reason: "adds the adaptive icon's \(name.dropFirst("ic_launcher_".count)) layer, \(density), \(side) px"))
            }
        }
        return added
    }

    /// The adaptive icon a resource folder without one gets: the three layers' PNGs.
    static let newAdaptiveIcon = """
        <?xml version="1.0" encoding="utf-8"?>
        <adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
            <background android:drawable="@mipmap/ic_launcher_background"/>
            <foreground android:drawable="@mipmap/ic_launcher_foreground"/>
            <monochrome android:drawable="@mipmap/ic_launcher_monochrome"/>
        </adaptive-icon>

        """
}
