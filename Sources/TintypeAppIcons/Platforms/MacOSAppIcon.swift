/// macOS app icons (SPEC §11.12): `AppIcon.iconset/`, the PNGs `iconutil` takes (16, 32, 128,
/// 256 and 512 points at 1× and 2×, named `icon_16x16.png`, `icon_16x16@2x.png` …), and
/// `AppIcon.icns` holding the same PNGs, written by Tintype. Each is the design on Apple's
/// macOS grid: the background in the rounded-rectangle body (824 of 1024 px, 100 px of margin
/// around it for the system's shadow, corners 185.4 px), the glyph inside it, without a shadow.
struct MacOSAppIcon: AppIconRules {
    static let folder = "macos"
    /// The iconset folder `iconutil -c icns` takes.
    static let iconset = "\(folder)/AppIcon.iconset"
    /// The icon file, holding every image of the iconset.
    static let icns = "\(folder)/AppIcon.icns"
    /// The glyph: 0.3 of the side, inside the body's half-width of 0.40.
    static let glyphRadius = 0.3
    /// The sizes in points of the iconset, each at 1× and 2×.
    static let points = [16, 32, 128, 256, 512]

    func slots(name: AppIconName) -> [AppIconSlot] {
        Self.points.flatMap { points in
            [1, 2].map { scale in
                AppIconSlot(
                    path: "\(Self.iconset)/icon_\(points)x\(points)\(scale == 2 ? "@2x" : "").png", side: points * scale, layer: .macos,
                    glyphRadius: Self.glyphRadius, icns: ICNSFile.type(points: points, scale: scale).map { (Self.icns, $0) })
            }
        }
    }

    func textFiles(name: AppIconName, vectors: Set<String>) -> [OutputTextFile] { [] }
}
