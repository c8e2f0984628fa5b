/// Android launcher icons (SPEC §11.4): adaptive icons (API 26+) whose layers are
/// 108 dp PNGs with the glyph inside the 66 dp safe circle (the padding is in
/// the pixels, no `<inset>`), a `<monochrome>` layer for themed icons (API 33+),
/// and the legacy 48 dp square and round icons.
package struct AndroidAppIcon: AppIconRules {
    /// The densities and their scales, mdpi to xxxhdpi.
    package static let densities: [(name: String, scale: Int)] = [("mdpi", 2), ("hdpi", 3), ("xhdpi", 4), ("xxhdpi", 6), ("xxxhdpi", 8)]
    /// The 66 dp safe circle of a 108 dp layer, as a fraction of its side.
    package static let layerGlyphRadius = 33.0 / 108
    /// Where a design's canvas lies on a 108 dp layer: its 72 dp viewport, the art within the 66 dp circle.
    package static let canvas = CanvasPlacement(share: 72.0 / 108, safeRadius: layerGlyphRadius)
    /// The legacy icons' glyph, as in the adaptive icon's 72 dp viewport.
    package static let legacyGlyphRadius = 0.32

    package func slots(name: AppIconName) -> [AppIconSlot] {
        Self.densities.flatMap { density -> [AppIconSlot] in
            let folder = "android/res/mipmap-\(density.name)"
            let layer = 108 * density.scale / 2
            let legacy = 48 * density.scale / 2
            return [
                AppIconSlot(
                    path: "\(folder)/ic_launcher_background.png", side: layer, layer: .background, glyphRadius: 0,
                    canvas: Self.canvas),
                AppIconSlot(
                    path: "\(folder)/ic_launcher_foreground.png", side: layer, layer: .glyph, glyphRadius: Self.layerGlyphRadius,
                    vectorPath: Self.vectorPath("ic_launcher_foreground"), vectorSide: 108, canvas: Self.canvas),
                AppIconSlot(
                    path: "\(folder)/ic_launcher_monochrome.png", side: layer, layer: .silhouette, glyphRadius: Self.layerGlyphRadius,
                    vectorPath: Self.vectorPath("ic_launcher_monochrome"), vectorSide: 108, canvas: Self.canvas),
                AppIconSlot(path: "\(folder)/ic_launcher.png", side: legacy, layer: .rounded, glyphRadius: Self.legacyGlyphRadius),
                AppIconSlot(path: "\(folder)/ic_launcher_round.png", side: legacy, layer: .round, glyphRadius: Self.legacyGlyphRadius)
            ]
        }
    }

    /// The VectorDrawable that stands for a layer's PNGs: `drawable/ic_launcher_foreground.xml`.
    package static func vectorPath(_ layer: String) -> String { "android/res/drawable/\(layer).xml" }

    /// `mipmap-anydpi-v26/ic_launcher.xml` and `ic_launcher_round.xml`: the three layers, each
    /// the `@drawable/` VectorDrawable when it was written as one, else the `@mipmap/` PNGs.
    package func textFiles(name: AppIconName, vectors: Set<String>) -> [OutputTextFile] {
        func layer(_ name: String) -> String { vectors.contains(Self.vectorPath(name)) ? "@drawable/" + name : "@mipmap/" + name }
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
                <background android:drawable="@mipmap/ic_launcher_background"/>
                <foreground android:drawable="\(layer("ic_launcher_foreground"))"/>
                <monochrome android:drawable="\(layer("ic_launcher_monochrome"))"/>
            </adaptive-icon>

            """
        return ["ic_launcher", "ic_launcher_round"].map { OutputTextFile(path: "android/res/mipmap-anydpi-v26/\($0).xml", text: xml) }
    }
}
