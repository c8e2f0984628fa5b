import TintypeSupport

/// The desktop icons of a Tauri app (`src-tauri/icons/`) and of an Electron app built by
/// electron-builder (`build/icon.png`, `.icns`, `.ico`, `build/icons/NxN.png`), planned for
/// `--project` (SPEC §11.17): each is drawn again at the sizes it holds, in its format: a PNG at
/// its pixel size (the Windows Store's `Square…Logo.png` and `StoreLogo.png` the full square,
/// the others the rounded icon Windows and Linux show), an `.ico` with each size it holds, an
/// `.icns` with each image type it holds, the macOS body.
enum ProjectDesktopIcons {
    /// The files that plan the icons `files` (relative to the project at `root`).
    static func plan(root: String, files: [String], notes: inout [String]) -> [ProjectIconFile] {
        var planned: [ProjectIconFile] = []
        for file in files {
            let full = root + "/" + file
            let name = file.split(separator: "/").last.map(String.init) ?? file
            if name.hasSuffix(".png") {
                guard let header = try? FileBytes.readPrefix(full, count: 64), let size = ImageDimensions.read(header) else {
                    notes.append("\(file): not a PNG Tintype can read; left as it is")
                    continue
                }
                let store = name.hasPrefix("Square") || name == "StoreLogo.png"
                let side = min(size.width, size.height)
                planned.append(
                    ProjectIconFile(
                        path: file,
                        content: .png(
                            layer: store ? .full : .rounded, width: size.width, height: size.height,
                            glyphRadius: store ? IOSAppIcon.glyphRadius : WindowsAppIcon.glyphRadius(side: side), canvas: .whole),
                        reason: "replaces the \(size.width)×\(size.height) PNG"))
            } else if name.hasSuffix(".ico") {
                guard let bytes = try? FileBytes.read(full, maximumBytes: 1 << 24), let ico = ICOFile(reading: bytes), !ico.entries.isEmpty
                else {
                    notes.append("\(file): not an .ico Tintype can read; left as it is")
                    continue
                }
                let sides = Array(Set(ico.entries.map { min(max($0.width, 1), 256) })).sorted()
                planned.append(
                    ProjectIconFile(
                        path: file, content: .ico(layer: .rounded, sides: sides, glyphRadius: 0.34),
                        reason: "replaces the .ico (\(sides.map(String.init).joined(separator: ", ")) px)"))
            } else if name.hasSuffix(".icns") {
                guard let bytes = try? FileBytes.read(full, maximumBytes: 1 << 26), let icns = ICNSFile(reading: bytes) else {
                    notes.append("\(file): not an .icns Tintype can read; left as it is")
                    continue
                }
                let types = icns.entries.map(\.type).filter { ICNSFile.imageTypes[$0] != nil }
                guard !types.isEmpty else {
                    notes.append("\(file): holds no image type Tintype writes; left as it is")
                    continue
                }
                planned.append(
                    ProjectIconFile(
                        path: file, content: .icns(layer: .macos, types: types, glyphRadius: MacOSAppIcon.glyphRadius),
                        reason: "replaces the .icns (\(types.joined(separator: ", ")))"))
            }
        }
        return planned
    }
}
