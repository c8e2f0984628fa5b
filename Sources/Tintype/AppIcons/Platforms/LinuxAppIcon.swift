/// Linux desktop icons (SPEC §11.14): the `hicolor` theme tree the freedesktop icon theme
/// specification lays out, `linux/hicolor/SIZExSIZE/apps/NAME.png` for 16 to 512 px, to be
/// installed under `/usr/share/icons` (or `~/.local/share/icons`). The design in a rounded
/// square, as desktop icons are drawn.
struct LinuxAppIcon: AppIconRules {
    static let folder = "linux/hicolor"
    /// The sizes of the tree's fixed-size folders.
    static let sides = [16, 24, 32, 48, 64, 128, 256, 512]
    /// The glyph: larger in small icons, where every pixel counts.
    static func glyphRadius(side: Int) -> Double { side <= 32 ? 0.4 : 0.34 }

    func slots(name: String) -> [AppIconSlot] {
        Self.sides.map { side in
            AppIconSlot(
                path: "\(Self.folder)/\(side)x\(side)/apps/\(name).png", side: side, layer: .rounded,
                glyphRadius: Self.glyphRadius(side: side))
        }
    }

    func textFiles(name: String, vectors: Set<String>) -> [OutputTextFile] { [] }
}
