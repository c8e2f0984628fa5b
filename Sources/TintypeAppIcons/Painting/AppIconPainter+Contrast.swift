extension AppIconPainter {
    /// The grounds a set draws its glyph on, which ``makeReadable(on:)`` judges.
    package struct ReadableGrounds: Hashable, Sendable {
        /// The design's background (every platform's icons but the notification icon's).
        package var background: Bool
        /// The tile iOS draws under the dark icon (iOS, and the Icon Composer bundle's dark fill).
        package var darkTile: Bool

        /// Both grounds.
        package static let all = ReadableGrounds(background: true, darkTile: true)

        /// The grounds given.
        package init(background: Bool, darkTile: Bool) {
            (self.background, self.darkTile) = (background, darkTile)
        }
    }

    /// Makes the glyph show on the `grounds` it is drawn on (SPEC §11.16), as ``GlyphContrast``
    /// measures it at ``judgedSide``: the light icon's background, and the tile iOS draws
    /// under the dark icon. Where the art's own colours would not show (under 1.5:1), the
    /// glyph's paint becomes white or black, whichever reads, and a `low-contrast` warning
    /// names the choice; a paint given in the design is kept, and the warning says it does not show.
    /// - Returns: The warnings.
    /// - Throws: `ImageFileError` when an SVG render fails.
    package mutating func makeReadable(on grounds: ReadableGrounds = .all) throws(ImageFileError) -> [Warning] {
        var warnings: [Warning] = []
        func warn(_ message: String) { warnings.append(Warning(.lowContrast, file: file, message: "\(file): " + message)) }
        let (side, radius) = (Self.judgedSide, Self.judgedRadius)
        // The glyph's own pixels are measured: those it covers in the light icon (the dark icon's are the same).
        let shape = try image(.glyph, side: side, glyphRadius: radius)
        // Art that is nowhere half opaque shows on no ground, whatever its paint: said as it is, its colours kept.
        let opaque = stride(from: 3, to: shape.bytes.count, by: 4).reduce(UInt8(0)) { max($0, shape.bytes[$1]) }
        guard opaque >= ColorArtMask.solidAlpha else {
            warn(
                "its most opaque pixel is \(Int((Double(opaque) / 255 * 100).rounded())) % opaque: the glyph barely shows on any "
                    + "ground, whatever its colour")
            return warnings
        }
        let covered = { (x: Int, y: Int) in shape[x, y].alpha >= ColorArtMask.solidAlpha }
        if grounds.background {
            let ground = opaqueBackground(PixelSize(width: side, height: side))
            let light = GlyphContrast.contrast(of: try image(.full, side: side, glyphRadius: radius), on: .image(ground), measured: covered)
            if light < GlyphContrast.unreadable {
                let under =
                    StraightColor.mean(
                        (0..<side).lazy.flatMap { y in (0..<side).lazy.filter { covered($0, y) }.map { ground[$0, y].straight } }) ?? .white
                let readable = GlyphContrast.readable(on: under)
                let choice = "\(readable.hexString) (\(GlyphContrast.text(GlyphContrast.ratio(readable, under))))"
                let measured = "the background \(under.hexString) (contrast \(GlyphContrast.text(light)))"
                if design.glyph == nil {
                    design.glyph = .solid(readable)
                    warn("its own colours do not show on \(measured): the glyph is \(choice)")
                } else {
                    warn("the glyph's paint does not show on \(measured); \(choice) would")
                }
            }
        }
        guard grounds.darkTile else { return warnings }
        let tile = AppIconDesign.iosDarkTile
        var dark = RGBAImage(width: side, height: side, filledWith: tile.premultiplied)
        dark.draw(try image(.dark, side: side, glyphRadius: radius), at: PixelPoint(x: 0, y: 0))
        let onTile = GlyphContrast.contrast(of: dark, on: .color(tile), measured: covered)
        if onTile < GlyphContrast.unreadable {
            let measured = "the dark tile \(tile.hexString) iOS draws under the dark icon (contrast \(GlyphContrast.text(onTile)))"
            if design.darkGlyph == nil {
                let readable = GlyphContrast.readable(on: tile)
                design.darkGlyph = .solid(readable)
                warn("its glyph does not show on \(measured): the dark glyph is \(readable.hexString)")
            } else {
                warn("the dark glyph's paint does not show on \(measured)")
            }
        }
        return warnings
    }

    /// The glyph radius contrast is judged at: the iOS icons' (0.32 of the side).
    static let judgedRadius = 0.32
}
