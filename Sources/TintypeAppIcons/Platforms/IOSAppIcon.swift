import TintypeSupport

/// iOS 18+ app icons (SPEC §11.3): one 1024 × 1024 image per appearance in one
/// `AppIcon.appiconset` — light (opaque, no alpha), dark (the glyph on
/// transparent; the system draws the background) and tinted (grayscale).
struct IOSAppIcon: AppIconRules {
    static let folder = "ios/AppIcon.appiconset"
    /// The glyph within 0.32 of the side from the centre: inside the inner circle of Apple's icon grid.
    static let glyphRadius = 0.32

    func slots(name: AppIconName) -> [AppIconSlot] {
        [
            AppIconSlot(path: "\(Self.folder)/AppIcon.png", side: 1024, layer: .full, glyphRadius: Self.glyphRadius),
            AppIconSlot(path: "\(Self.folder)/AppIcon-dark.png", side: 1024, layer: .dark, glyphRadius: Self.glyphRadius),
            AppIconSlot(path: "\(Self.folder)/AppIcon-tinted.png", side: 1024, layer: .gray, glyphRadius: Self.glyphRadius)
        ]
    }

    /// `Contents.json`: the three images, dark and tinted as luminosity appearances of the light one.
    func textFiles(name: AppIconName, vectors: Set<String>) -> [OutputTextFile] {
        let images = [("AppIcon.png", nil), ("AppIcon-dark.png", "dark"), ("AppIcon-tinted.png", "tinted")].map { file, appearance in
            AssetCatalogContents.Image(
                appearances: appearance.map { [AssetCatalogContents.Appearance(appearance: "luminosity", value: $0)] } ?? [],
                filename: file, platform: "ios", size: "1024x1024")
        }
        return [OutputTextFile(path: "\(Self.folder)/Contents.json", text: AssetCatalogContents(images: images).text)]
    }
}
