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
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        json.member(
            "images",
            array: { json in
                for (file, appearance) in [("AppIcon.png", nil), ("AppIcon-dark.png", "dark"), ("AppIcon-tinted.png", "tinted")] {
                    json.beginObject()
                    if let appearance {
                        json.member(
                            "appearances",
                            array: { json in
                                json.beginObject()
                                json.member("appearance", "luminosity")
                                json.member("value", appearance)
                                json.endObject()
                            })
                    }
                    json.member("filename", file)
                    json.member("idiom", "universal")
                    json.member("platform", "ios")
                    json.member("size", "1024x1024")
                    json.endObject()
                }
            })
        AssetCatalogInfo.write(&json)
        json.endObject()
        return [OutputTextFile(path: "\(Self.folder)/Contents.json", text: json.text + "\n")]
    }
}
