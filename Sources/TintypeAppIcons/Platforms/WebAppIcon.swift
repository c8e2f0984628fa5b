import TintypeSupport

/// Web app icons (SPEC §11.6): `any` icons (the background in a rounded square),
/// `maskable` ones (opaque to the edges, the glyph well inside the central 80 %
/// circle), a `monochrome` one, the Apple touch icon, `favicon.ico` and a
/// `manifest.webmanifest` fragment listing them with their purposes.
struct WebAppIcon: AppIconRules {
    static let folder = "web"
    /// The glyph of `any` and maskable icons: 0.32 of the side, inside the maskable zone's 0.4.
    static let glyphRadius = 0.32
    /// A maskable icon's safe zone: the central circle of 80 % of the side.
    static let maskableSafeRadius = 0.4
    /// The favicon's glyph is larger: at 16 px every pixel counts.
    static let faviconGlyphRadius = 0.4

    func slots(name: AppIconName) -> [AppIconSlot] {
        var slots: [AppIconSlot] = []
        for side in [192, 512] {
            slots.append(AppIconSlot(path: "\(Self.folder)/icon-\(side).png", side: side, layer: .rounded, glyphRadius: Self.glyphRadius))
            slots.append(
                AppIconSlot(
                    path: "\(Self.folder)/icon-maskable-\(side).png", side: side, layer: .full, glyphRadius: Self.glyphRadius,
                    canvas: CanvasPlacement(share: 1, safeRadius: Self.maskableSafeRadius)))
        }
        slots.append(
            AppIconSlot(path: "\(Self.folder)/icon-monochrome-512.png", side: 512, layer: .silhouette, glyphRadius: Self.glyphRadius))
        slots.append(AppIconSlot(path: "\(Self.folder)/apple-touch-icon.png", side: 180, layer: .full, glyphRadius: Self.glyphRadius))
        for side in [16, 32, 48] {
            slots.append(
                AppIconSlot(
                    path: "\(Self.folder)/favicon.ico", side: side, layer: .rounded, glyphRadius: Self.faviconGlyphRadius, inIconFile: true)
            )
        }
        return slots
    }

    /// `manifest.webmanifest`: the `icons` member of a web app manifest.
    func textFiles(name: AppIconName, vectors: Set<String>) -> [OutputTextFile] {
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        json.member(
            "icons",
            array: { json in
                let entries = [
                    ("icon-192.png", 192, "any"), ("icon-512.png", 512, "any"), ("icon-maskable-192.png", 192, "maskable"),
                    ("icon-maskable-512.png", 512, "maskable"), ("icon-monochrome-512.png", 512, "monochrome")
                ]
                for (file, side, purpose) in entries {
                    json.beginObject()
                    json.member("purpose", purpose)
                    json.member("sizes", "\(side)x\(side)")
                    json.member("src", file)
                    json.member("type", "image/png")
                    json.endObject()
                }
            })
        json.endObject()
        return [OutputTextFile(path: "\(Self.folder)/manifest.webmanifest", text: json.text + "\n")]
    }
}
