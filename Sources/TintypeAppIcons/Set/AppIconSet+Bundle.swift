import TintypeSupport

extension AppIconSet {
    /// The set with its Icon Composer bundle (`--platform icon`) taken from the master bundle
    /// `bundle` rather than drawn: its document as the model writes it (normalized: keys in
    /// Icon Composer's order, every layer and group as read) and each asset it names, so that
    /// a bundle round-trips with its layers instead of being flattened into one glyph (SPEC §11.15).
    /// - Throws: `ImageFileError` naming an asset that cannot be read within `limits`.
    package func withBundle(_ bundle: IconComposerBundle, limits: ImageDecoder.Limits) throws(ImageFileError) -> AppIconSet {
        let folder = IconComposerAppIcon.bundle + "/"
        var set = self
        set.files.removeAll { $0.path.hasPrefix(folder) }
        set.warnings.removeAll { $0.file?.hasPrefix(folder) == true }
        set.files.append(File(path: folder + "icon.json", bytes: bundle.document.bytes))
        let confined = ConfinedFolder(bundle.folder)
        for name in bundle.document.imageNames where IconComposerDocument.isAssetName(name) {
            // A hidden layer may name an asset the bundle lacks: the document keeps naming it, as it did.
            guard confined.kind(of: "Assets/" + name) != nil else { continue }
            // A linked Assets/ or picture is refused, as `check` refuses it: nothing is read from outside the bundle.
            let bytes = try confined.read("Assets/" + name, maximumBytes: limits.maximumFileBytes)
            set.files.append(File(path: folder + "Assets/" + name, bytes: bytes))
        }
        // What the folder holds that no layer names is left out, and said (CodexBar's bundle keeps two old pictures).
        let named = Set(bundle.document.imageNames)
        let unnamed = FolderWalk(bundle.folder + "/Assets").files.filter { !$0.contains("/") && !named.contains($0) }.sorted()
        if !unnamed.isEmpty {
            let shown = unnamed.prefix(8).joined(separator: ", ") + (unnamed.count > 8 ? " and \(unnamed.count - 8) more" : "")
            set.warnings.append(
                Warning(
                    .assetsLeftOut, file: bundle.folder,
                    message: "\(bundle.folder): Assets/ holds \(unnamed.count) picture\(unnamed.count == 1 ? "" : "s") no layer names "
                        + "(\(shown)); \(IconComposerAppIcon.bundle) leaves \(unnamed.count == 1 ? "it" : "them") out"))
        }
        return set
    }
}
