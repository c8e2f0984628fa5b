/// Android notification icons (SPEC §11.5): `drawable-<density>/ic_stat_NAME.png`,
/// 24 dp, white with alpha only, the glyph inside the 22 dp live area (its
/// inscribed circle).
struct NotificationIcon: AppIconRules {
    /// The live area's inscribed circle, as a fraction of the 24 dp side.
    static let glyphRadius = 11.0 / 24

    func slots(name: AppIconName) -> [AppIconSlot] {
        AndroidAppIcon.densities.map { density in
            AppIconSlot(
                path: "android/res/drawable-\(density.name)/ic_stat_\(name.resource).png", side: 24 * density.scale / 2, layer: .silhouette,
                glyphRadius: Self.glyphRadius, vectorPath: "android/res/drawable/ic_stat_\(name.resource).xml", vectorSide: 24)
        }
    }

    func textFiles(name: AppIconName, vectors: Set<String>) -> [OutputTextFile] { [] }
}
