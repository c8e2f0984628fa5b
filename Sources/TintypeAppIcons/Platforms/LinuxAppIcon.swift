/// Linux desktop icons (SPEC §11.14): the `hicolor` theme tree the freedesktop icon theme
/// specification lays out, `linux/hicolor/SIZExSIZE/apps/NAME.png` for 16 to 512 px, to be
/// installed under `/usr/share/icons` (or `~/.local/share/icons`), NAME the app's name as given
/// (its `.desktop` file's `Icon=`, usually the reverse-DNS app ID). The design in a rounded
/// square, as desktop icons are drawn. An SVG master also gives `scalable/apps/NAME.svg`, the
/// same design as plain SVG (``scalablePath(name:)``).
struct LinuxAppIcon: AppIconRules {
    static let folder = "linux/hicolor"
    /// The sizes of the tree's fixed-size folders.
    static let sides = [16, 24, 32, 48, 64, 128, 256, 512]
    /// The glyph: larger in small icons, where every pixel counts.
    static func glyphRadius(side: Int) -> Double { side <= 32 ? 0.4 : 0.34 }

    /// The scalable icon's path, and its canvas side and glyph (those of the 512 px icon).
    static func scalablePath(name: AppIconName) -> String { "\(folder)/scalable/apps/\(name.file).svg" }
    /// The scalable icon's canvas side.
    static let scalableSide = 512.0

    func slots(name: AppIconName) -> [AppIconSlot] {
        Self.sides.map { side in
            AppIconSlot(
                path: "\(Self.folder)/\(side)x\(side)/apps/\(name.file).png", side: side, layer: .rounded,
                glyphRadius: Self.glyphRadius(side: side))
        }
    }

    func textFiles(name: AppIconName, vectors: Set<String>) -> [OutputTextFile] { [] }

    /// The scalable icon: the 512 px icon's design as plain SVG, from an SVG master's tree; a
    /// warning when the design cannot be a vector. A raster master (an Icon Composer bundle's
    /// renders too) has none and no warning: the PNGs from 16 to 512 px are the whole theme, as
    /// hicolor expects of raster art.
    func drawnFiles(_ painter: AppIconPainter, name: AppIconName, vectors: AppIconVectors?) -> AppIconDrawnFiles {
        let path = Self.scalablePath(name: name)
        let why: String
        do throws(VectorDocument.Refusal) {
            // Raster art has no scalable icon to make; an SVG without a tree was named in the tree's own warning.
            guard let master = vectors?.master else { return AppIconDrawnFiles() }
            let document = try painter.roundedVector(
                side: Self.scalableSide, glyphRadius: Self.glyphRadius(side: Int(Self.scalableSide)), master: master)
            return AppIconDrawnFiles(files: [(path, Array(try SVGWriter.svg(document, file: painter.file).utf8))])
        } catch {
            why = error.summary
        }
        return AppIconDrawnFiles(
            warnings: [Warning(.notVector, file: path, message: "\(path) not written (the PNGs cover 16 to 512 px): \(why)")])
    }
}
