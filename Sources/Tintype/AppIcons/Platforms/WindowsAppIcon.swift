/// Windows app icons (SPEC §11.13): `windows/app.ico` holding 16, 24, 32, 48, 64 and 256 px
/// images (each a PNG), so that Explorer, the taskbar and the title bar each find their
/// own size rather than scaling one. The design in a rounded square, as desktop icons are drawn.
struct WindowsAppIcon: AppIconRules {
    static let folder = "windows"
    /// The icon file.
    static let ico = "\(folder)/app.ico"
    /// The sides the icon file holds.
    static let sides = [16, 24, 32, 48, 64, 256]
    /// The glyph: larger in small icons, where every pixel counts.
    static func glyphRadius(side: Int) -> Double { side <= 32 ? 0.4 : 0.34 }

    func slots(name: String) -> [AppIconSlot] {
        Self.sides.map { side in
            AppIconSlot(path: Self.ico, side: side, layer: .rounded, glyphRadius: Self.glyphRadius(side: side), inIconFile: true)
        }
    }

    func textFiles(name: String, vectors: Set<String>) -> [OutputTextFile] { [] }
}
