import TintypeSupport

/// Icon files a framework reads by name, planned for `--project` (SPEC §11.17): Tauri's
/// `src-tauri/icons/`, electron-builder's `build/icon.png`, `.icns`, `.ico` and `build/icons/NxN.png`,
/// Flutter's web icons and favicon and its Windows `app_icon.ico`, and the images Expo's `app.json`
/// names. Each is drawn again at the sizes it holds, in its format: a PNG at its pixel size (a
/// `maskable` one the full square with its safe zone, the Windows Store's `Square…Logo.png` and
/// `StoreLogo.png` and an Apple touch icon the full square, an adaptive icon's foreground,
/// background or monochrome layer as Android's, the others the rounded icon Windows, Linux and the
/// web show), an `.ico` with each size it holds, an `.icns` with each image type it holds (the macOS
/// body; an `.ico` also gets the sizes Windows asks for that it lacks, an `.icns` the types macOS asks for). `roles` gives a file's layer where its name does not (Expo's keys); `maskable` the web icons a manifest calls maskable.
enum ProjectNamedIcons {
    static func plan(
        root: String, files: [String], roles: [String: AppIconLayer] = [:], maskable: Set<String> = [], notes: inout [String]
    ) -> [ProjectIconFile] {
        var planned: [ProjectIconFile] = []
        for file in files {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            if name.hasSuffix(".png") {
                if let png = png(file, root: root, given: roles[file], maskable: maskable.contains(file), notes: &notes) {
                    planned.append(png)
                }
            } else if name.hasSuffix(".ico") {
                guard let bytes = try? ConfinedFolder(root).read(file, maximumBytes: 1 << 24), let ico = ICOFile(reading: bytes),
                    !ico.entries.isEmpty
                else {
                    notes.append("\(file): not an .ico Tintype can read; left as it is")
                    continue
                }
                // The sizes it holds, and those Windows asks for that it lacks.
                let sides = Array(Set(ico.entries.map { min(max($0.width, 1), 256) }).union(WindowsAppIcon.sides)).sorted()
                planned.append(
                    ProjectIconFile(
                        path: file, content: .ico(layer: .rounded, sides: sides, glyphRadius: 0.34),
                        reason: "replaces the .ico (\(sides.map(String.init).joined(separator: ", ")) px)"))
            } else if name.hasSuffix(".icns") {
                guard let bytes = try? ConfinedFolder(root).read(file, maximumBytes: 1 << 26), let icns = ICNSFile(reading: bytes) else {
                    notes.append("\(file): not an .icns Tintype can read; left as it is")
                    continue
                }
                // Its image types; a classic mask is written with its colour type, not as an image of its own.
                let masks = Set(ICNSFile.imageTypes.values.compactMap(\.mask))
                let held = icns.entries.map(\.type).filter { ICNSFile.imageTypes[$0] != nil && !masks.contains($0) }
                guard !held.isEmpty else {
                    notes.append("\(file): holds no image type Tintype writes; left as it is")
                    continue
                }
                // The types it holds, and those of the sizes macOS asks for that it lacks.
                let sides = Set(held.compactMap { ICNSFile.imageTypes[$0]?.side })
                let lacking = ICNSFile.writtenTypes.filter { !sides.contains(ICNSFile.imageTypes[$0]!.side) }
                planned.append(
                    ProjectIconFile(
                        path: file, content: .icns(layer: .macos, types: held + lacking, glyphRadius: MacOSAppIcon.glyphRadius),
                        reason: "replaces the .icns (\(held.joined(separator: ", ")))"
                            + (lacking.isEmpty ? "" : ", adding \(lacking.joined(separator: ", "))")))
            } else {
                notes.append(
                    "\(file): a \(name.split(separator: ".").last.map { $0.uppercased() } ?? "file") Tintype does not write here; left as it is"
                )
            }
        }
        return planned
    }

    /// A PNG of the project drawn again at its pixel size, as `given` or its name says; nil, said in
    /// `notes`, when it cannot be read or is larger than an icon is drawn at.
    static func png(_ file: String, root: String, given: AppIconLayer?, maskable: Bool, notes: inout [String]) -> ProjectIconFile? {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        guard let header = try? ConfinedFolder(root).readPrefix(file, count: 64), let size = ImageDimensions.read(header) else {
            notes.append("\(file): not a PNG Tintype can read; left as it is")
            return nil
        }
        guard max(size.width, size.height) <= ProjectIconFile.largestSide else {
            notes.append(
                "\(file): \(size.width)×\(size.height) px, more than an icon is drawn at (\(ProjectIconFile.largestSide) a side); left as it is"
            )
            return nil
        }
        let side = min(size.width, size.height)
        let (layer, radius, canvas) = role(of: name, given: given, side: side, maskable: maskable)
        return ProjectIconFile(
            path: file,
            content: .image(layer: layer, width: size.width, height: size.height, glyphRadius: radius, canvas: canvas),
            reason: "replaces the \(size.width)×\(size.height) PNG")
    }

    /// A file the project lacks at `path`, drawn as its name says: `NxN.png` (or `NxN@2x.png`,
    /// twice the side) at that size, `icon.png` at 512 pixels, an `.icns` with every image type
    /// Tintype writes, an `.ico` with the sizes Windows asks for; nil for a name that says no size.
    static func added(_ path: String, why: String) -> ProjectIconFile? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".icns") {
            return ProjectIconFile(
                path: path, content: .icns(layer: .macos, types: ICNSFile.writtenTypes, glyphRadius: MacOSAppIcon.glyphRadius),
                reason: "adds \(why), an .icns (\(ICNSFile.writtenTypes.joined(separator: ", ")))")
        }
        if name.hasSuffix(".ico") {
            return ProjectIconFile(
                path: path, content: .ico(layer: .rounded, sides: WindowsAppIcon.sides, glyphRadius: 0.34),
                reason: "adds \(why), an .ico (\(WindowsAppIcon.sides.map(String.init).joined(separator: ", ")) px)")
        }
        guard name.hasSuffix(".png") else { return nil }
        let stem = name.dropLast(4)
        let (sized, scale) = stem.hasSuffix("@2x") ? (stem.dropLast(3), 2) : (stem, 1)
        let sides = sized.split(separator: "x", omittingEmptySubsequences: false)
        let width: Int
        let height: Int
        if sides.count == 2, let w = Int(sides[0]), let h = Int(sides[1]), (1...1024).contains(w), (1...1024).contains(h) {
            (width, height) = (w * scale, h * scale)
        } else if name == "icon.png" {
            (width, height) = (512, 512)
        } else {
            return nil
        }
        let (layer, radius, canvas) = role(of: name, given: nil, side: min(width, height))
        return ProjectIconFile(
            path: path, content: .image(layer: layer, width: width, height: height, glyphRadius: radius, canvas: canvas),
            reason: "adds \(why), \(width)×\(height) PNG")
    }

    /// What a PNG named `name` holds (`given` when its framework says), how far its glyph reaches, and where a design's canvas lies.
    static func role(of name: String, given: AppIconLayer?, side: Int, maskable: Bool = false) -> (AppIconLayer, Double, CanvasPlacement) {
        let lower = name.lowercased()
        switch given {
        case .glyph?, .background?, .silhouette?: return (given!, AndroidAppIcon.layerGlyphRadius, AndroidAppIcon.canvas)
        case .full?, .dark?, .gray?: return (given!, IOSAppIcon.glyphRadius, .whole)
        default: break
        }
        if maskable || lower.contains("maskable") {
            return (.full, WebAppIcon.glyphRadius, CanvasPlacement(share: 1, safeRadius: WebAppIcon.maskableSafeRadius))
        }
        if name.hasPrefix("Square") || name == "StoreLogo.png" || lower.contains("apple-touch") {
            return (.full, IOSAppIcon.glyphRadius, .whole)
        }
        return (.rounded, WindowsAppIcon.glyphRadius(side: side), .whole)
    }
}
