import TintypeSupport

/// The art of a launch screen, read once (SPEC §14): the logo fitted by its content radius on the
/// light and on the dark ground (the dark from art of its own when given), made readable on each,
/// the trees of SVG logos for vector outputs, and the branding image.
package struct LaunchArt {
    /// The logo on the light ground.
    package var light: AppIconPainter
    /// The logo on the dark ground.
    package var dark: AppIconPainter
    /// Android's icon on its plate (``LaunchScreenDesign/iconBackground``), light and dark: the logo made
    /// readable on the plate rather than the screen; ``light`` and ``dark`` when there is no plate.
    package var plated: (light: AppIconPainter, dark: AppIconPainter)
    /// The light and dark logos' vector trees, where the logos are SVGs the tree reads.
    package var trees: (light: VectorDocument, dark: VectorDocument)?
    /// The branding image (Android's 200 × 80 dp strip), and its paint on each ground: nil keeps its
    /// own colours, white or black where they would not show.
    package var branding: (master: ArtMaster, light: Paint?, dark: Paint?)?
    /// The branding image's file, for warnings.
    package var brandingFile = ""

    /// The colours, the light background a full-bleed master's border colour when none was chosen.
    package var design: LaunchScreenDesign
    /// What reading the art noticed.
    package var warnings: [Warning]

    /// Whether the dark logo is drawn otherwise than the light one (other art, or another paint).
    package var darkDiffers: Bool { Self.differ(light, dark) }

    /// Whether two painters of the logo draw it otherwise (other art, or another paint).
    static func differ(_ light: AppIconPainter, _ dark: AppIconPainter) -> Bool {
        dark.file != light.file || dark.design.glyph != light.design.glyph
    }

    /// One logo painted on `background`: fitted, a full-bleed master's ground taken as the background when
    /// `groundAsBackground`, and its colours made readable on it.
    static func painter(
        _ art: SourceArt, file: String, background: StraightColor, groundAsBackground: Bool, maskSource: Mask.Source
    ) throws(ImageFileError) -> (painter: AppIconPainter, warnings: [Warning]) {
        let made = try AppIconPainter.make(
            art: art, file: file, design: AppIconDesign(background: .solid(background)), maskSource: maskSource,
            groundAsBackground: groundAsBackground, grounds: AppIconPainter.ReadableGrounds(background: true, darkTile: false))
        // The silhouette warning is about the tinted app icons a launch screen does not make; the colour-art
        // mask matters only when the logo is painted in one colour (its own colours did not show).
        let kept = made.warnings.filter { $0.code != .silhouette && ($0.code != .colorArt || made.painter.design.glyph != nil) }
        return (made.painter, kept)
    }

    /// The branding art, trimmed, and its paint on the light and the dark ground: nil keeps its own
    /// colours; where more than ``unreadableShare`` of its covered pixels would not show on a ground
    /// (dark letters beside a bright mark), it is white or black there, with a warning.
    static func branding(
        _ art: SourceArt, file: String, design: LaunchScreenDesign, warnings: inout [Warning]
    ) throws(ImageFileError) -> (master: ArtMaster, light: Paint?, dark: Paint?) {
        let master = try ArtMaster(art, maskSource: .alpha, trim: true, file: file)
        let judged = try master.drawn(inside: PixelSize(width: 400, height: 160), template: false).art
        var paints: [Paint?] = []
        for (ground, name) in [(design.background, "light"), (design.darkBackground, "dark")] {
            var covered = 0
            var unreadable = 0
            for y in 0..<judged.height {
                for x in 0..<judged.width where judged[x, y].alpha >= ColorArtMask.solidAlpha {
                    covered += 1
                    if GlyphContrast.ratio(judged[x, y].straight, ground) < GlyphContrast.unreadable { unreadable += 1 }
                }
            }
            guard covered > 0, Double(unreadable) > unreadableShare * Double(covered) else {
                paints.append(nil)
                continue
            }
            let readable = GlyphContrast.readable(on: ground)
            paints.append(.solid(readable))
            warnings.append(
                Warning(
                    .lowContrast, file: file,
                    message: "\(file): \(Int((Double(unreadable) / Double(covered) * 100).rounded())) % of the branding does not show "
                        + "on the \(name) ground \(ground.hexString): it is \(readable.hexString) there"))
        }
        return (master, paints[0], paints[1])
    }

    /// The share of a branding image's covered pixels that may not show on a ground before it is painted in one readable colour.
    static let unreadableShare = 0.25

    /// The vector tree of an SVG logo, or nil with a `not-vector` warning saying which outputs are PNGs instead.
    static func tree(_ bytes: [UInt8], file: String, limits: ImageDecoder.Limits, warnings: inout [Warning]) -> VectorDocument? {
        guard ImageDecoder.Format.detect(bytes) == .svg else { return nil }
        return AppIconVectors.make(
            master: (bytes, file), monochrome: nil, limits: limits,
            lost: "the launch logo is PNGs (iOS at 1×, 2×, 3×; Android at each density), not vectors", warnings: &warnings
        )?.master
    }
}
