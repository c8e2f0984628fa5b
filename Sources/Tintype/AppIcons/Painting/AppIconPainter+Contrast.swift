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
        let (side, radius) = (Self.judgedSide, Self.judgedRadius)
        let shape = try glyphAlone(side: side, glyphRadius: radius)
        let covered = { (x: Int, y: Int) in shape[x, y].alpha >= ColorArtMask.solidAlpha }
        var ground = try image(.background, side: side, glyphRadius: radius)
        if !ground.isOpaque {
            var white = RGBAImage(width: side, height: side, filledWith: StraightColor.white.premultiplied)
            white.draw(ground, at: PixelPoint(x: 0, y: 0))
            ground = white
        }
        func warn(_ message: String) { warnings.append(Warning(.lowContrast, file: file, message: "\(file): " + message)) }
        let light =
            grounds.background
            ? GlyphContrast.contrast(of: try image(.full, side: side, glyphRadius: radius), on: .image(ground), measured: covered) : 21
        if light < GlyphContrast.unreadable {
            let under = Self.mean(of: ground, where: covered)
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
        guard grounds.darkTile else { return warnings }
        let tile = AppIconDesign.iosDarkTile
        var dark = RGBAImage(width: side, height: side, filledWith: tile.premultiplied)
        dark.draw(try image(.dark, side: side, glyphRadius: radius), at: PixelPoint(x: 0, y: 0))
        let onTile = GlyphContrast.contrast(of: dark, on: .color(tile), measured: covered)
        if onTile < GlyphContrast.unreadable {
            let measured = "the dark tile \(tile.hexString) iOS draws under the dark icon (contrast \(GlyphContrast.text(onTile)))"
            if design.darkGlyph == nil {
                design.darkGlyph = .solid(GlyphContrast.readable(on: tile))
                warn("its glyph does not show on \(measured): the dark glyph is \(GlyphContrast.readable(on: tile).hexString)")
            } else {
                warn("the dark glyph's paint does not show on \(measured)")
            }
        }
        return warnings
    }

    /// The glyph radius contrast is judged at: the iOS icons' (0.32 of the side).
    static let judgedRadius = 0.32

    /// The mean straight colour of `image`'s pixels that `accepts` takes (white when none is).
    private static func mean(of image: RGBAImage, where accepts: (Int, Int) -> Bool) -> StraightColor {
        var sum = SIMD3<Int>.zero
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where accepts(x, y) {
                let s = image[x, y].straight
                sum &+= SIMD3(Int(s.red), Int(s.green), Int(s.blue))
                count += 1
            }
        }
        guard count > 0 else { return .white }
        let mean = (sum &+ count / 2) / count
        return StraightColor(red: UInt8(mean.x), green: UInt8(mean.y), blue: UInt8(mean.z))
    }
}
