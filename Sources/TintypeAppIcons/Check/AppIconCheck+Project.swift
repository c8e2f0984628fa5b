import TintypeSupport

extension Checker {
    /// Checks the icons an app project's configuration names (SPEC §11.8): Tauri's `bundle.icon`,
    /// Expo's `app.json` images, electron-builder's icons. Each must be there; a Tauri PNG named
    /// for its size (`128x128@2x.png`) must have it; Expo's images must be square; electron-builder's
    /// `icon.png` at least 512 pixels a side, as it asks. `files` are the project's own files.
    mutating func checkProject(_ frameworks: [AppFramework], files: Set<String>) {
        if frameworks.contains(.tauri) {
            sets += 1
            for path in ProjectTauriConfig.named(in: root) {
                guard files.contains(path) else {
                    breach(path, .missingFile, "\(ProjectTauriConfig.path(in: root)) names it in its icons, and it is not there")
                    continue
                }
                if path.hasSuffix(".png"), case .image(_, let width, let height, _, _, _)? = ProjectNamedIcons.added(path, why: "")?.content
                {
                    _ = image(path, size: PixelSize(width: width, height: height))
                }
            }
        }
        if frameworks.contains(.expo) {
            sets += 1
            for path in ProjectExpoConfig.images(in: root).keys.sorted() {
                guard files.contains(path) else {
                    breach(path, .missingFile, "Expo's configuration names it, and it is not there")
                    continue
                }
                if let decoded = image(path, size: nil), decoded.image.width != decoded.image.height {
                    breach(path, .wrongSize, "\(decoded.image.width)×\(decoded.image.height) px where Expo asks for a square image")
                }
            }
            checkExpoGround(files: files)
        }
        if frameworks.contains(.electron) { checkElectron(files: files) }
    }

    /// A `low-contrast` breach when Expo's adaptive foreground does not show on the ground Android's launcher draws
    /// under it (``ProjectExpoConfig/adaptiveGround(in:)``: app.json's backgroundColor, white when it gives none).
    mutating func checkExpoGround(files: Set<String>) {
        guard let (foreground, ground) = ProjectExpoConfig.adaptiveGround(in: root), files.contains(foreground),
            let decoded = image(foreground, size: nil)
        else { return }
        checkContrast(foreground, decoded.image, on: ground, named: "app.json's android.adaptiveIcon.backgroundColor")
    }

    /// The icons the configuration of a workspace's app names (``checkProject(_:files:)`` at its folder), its
    /// breaches and files given from the top.
    mutating func checkApp(_ app: ProjectWorkspace.App) {
        absorb(app.path) { inner in inner.checkProject(app.frameworks, files: Set(AppProject.walk(inner.root).files)) }
    }

    /// What `check` (run on a checker rooted at `folder` under this one's root) found, taken as this checker's:
    /// its sets and files, and its breaches with their files given from this root.
    mutating func absorb(_ folder: String, _ check: (inout Checker) -> Void) {
        var inner = Checker(root: root + "/" + folder, limits: limits, rendering: rendering)
        check(&inner)
        sets += inner.sets
        read.formUnion(inner.read.map { folder + "/" + $0 })
        for found in inner.listedBreaches { breach(folder + "/" + found.file, found.rule, found.detail) }
    }

    /// electron-builder's icons: each key's file there, `icon.png` at least 512 pixels a side.
    private mutating func checkElectron(files: Set<String>) {
        sets += 1
        var notes: [String] = []
        let keys = ProjectElectronConfig.keys(in: root, notes: &notes)
        for (key, text) in [("mac.icon", keys.mac), ("win.icon", keys.win), ("linux.icon", keys.linux)] {
            guard let text, let path = ProjectElectronConfig.resolve(text, keys: keys, files: files) else { continue }
            if !files.contains(path) && !files.contains(where: { $0.hasPrefix(path + "/") }) {
                breach(path, .missingFile, "electron-builder's \(key) names it, and it is not there")
            }
        }
        for path in ProjectElectronConfig.named(in: root, keys: keys, files: files, notes: &notes) where path.hasSuffix("/icon.png") {
            if let decoded = image(path, size: nil), min(decoded.image.width, decoded.image.height) < 512 {
                breach(
                    path, .wrongSize, "\(decoded.image.width)×\(decoded.image.height) px where electron-builder asks for at least 512×512")
            }
        }
    }
}
