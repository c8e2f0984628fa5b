import ArgumentParser
import Tintype

/// `tintype tint ICON -o OUT.png`: one tinted variant of one icon.
struct TintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tint",
        abstract: "Fill an icon's mask with a color, gradient or gloss and place it on a canvas.",
        discussion: """
            The icon's alpha (or, for opaque art such as a JPEG, its darkness) becomes
            a mask; the mask is filled with the paint, which spans the art's own
            bounds, and the result is centered on the canvas. Art is sized as in
            'tintype batch': an SVG, or raster art larger than the icon box, is trimmed
            and fitted into the box (--icon-size, 30 pt); art that fits is placed as drawn.

            Examples:
              tintype tint Fixtures/icons/star.png -o star-normal.png --fill '#AAAAAA'
              tintype tint Fixtures/icons/star@2x.png -o star-selected@2x.png --gradient \\
                '#D5E5F8,#318CE4' --canvas 64x44
              tintype tint Fixtures/jpeg/glyph-dark-on-white.jpg -o glyph.png --gloss \\
                --mask luminance
              tintype tint Fixtures/svg/heart.svg -o heart@3x.png --scale 3 --canvas \\
                64x44 --padding 2
            """)

    @Argument(help: "The icon artwork (PNG, CgBI PNG, JPEG or SVG).")
    var icon: String

    @OptionGroup
    var file: OutputFileOptions

    @Option(
        help: ArgumentHelp("A solid fill: \(ColorArgument.formats). Default: the classic normal gray, #AAAAAA.", valueName: "color"),
        transform: ColorArgument.parsed)
    var fill: ColorArgument?

    @Option(
        help: ArgumentHelp(
            "A vertical gradient, top to bottom: hex colors separated by commas (#D5E5F8,#318CE4), or r,g,b colors separated by semicolons.",
            valueName: "colors"), transform: PaintArgument.parsed)
    var gradient: PaintArgument?

    @Flag(help: "The classic glossy selected fill.")
    var gloss = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The canvas in points, WxH, the icon centered on it (art reaching past it is cut off, with a warning). Default: the icon's own size.",
            valueName: "size"))
    var canvas: SizeArgument?

    @OptionGroup
    var scale: ScaleOptions

    @Option(
        help:
            "Where coverage comes from: alpha; luminance (dark paints); knockout (alpha less the details that differ from the dominant colour); tones (alpha times a tone for each of the picture's few colours, the dominant one whole); auto (knockout for colour art on a filled silhouette, tones for other art of several colours, luminance for opaque art, else alpha)."
    )
    var mask: Mask.Source = .auto

    @Option(help: "PNG compression: fast, default or smallest.")
    var compression: PNGEncoder.Compression = .default

    @OptionGroup(title: "Sizing")
    var sizing: SizingOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        let paints = (fill == nil ? 0 : 1) + (gradient == nil ? 0 : 1) + (gloss ? 1 : 0)
        if paints > 1 { throw ValidationError("choose one of --fill, --gradient and --gloss") }
        if let gradient, case .solid = gradient.paint {
            throw ValidationError("--gradient needs two colors or more, got one; a single color is --fill")
        }
        // An output name whose @Nx contradicts --scale is refused here.
        let outputScale = try scale.outputScale(output: file.output, input: icon)
        if let canvas {
            try canvas.check(option: "--canvas")
            try checkOutputPixels(canvas.size, scale: outputScale, option: "--canvas")
        }
    }

    var paint: Paint {
        if let gradient { return gradient.paint }
        if gloss { return .gloss(.classic) }
        return .solid(fill?.color ?? TabBarStyle.ClassicPalette.normalIcon)
    }

    func run() async throws {
        let sizing = try sizing.sizing(defaultBox: IconSizing.iosBox)
        try await reportingFailure {
            // The art is read at its own scale and drawn at the output's (home@3x.png: 3×).
            let artScale = try scale.scale(for: icon)
            let outputScale = try self.scale.outputScale(output: file.output, input: icon)
            let source = try SourceArt.read(icon, scale: artScale, limits: limits.decodeLimits, rendering: limits.svgRendering())
            let placed = try sizing.place(
                source, scale: outputScale, canvas: canvas?.size.pixels(at: outputScale), maskSource: mask, file: icon)
            for warning in placed.warnings { Console.error(warning.line) }
            if placed.clipped {
                Console.error("warning: \(icon): clipped: the art extends past the \(placed.canvasWidth)×\(placed.canvasHeight) px canvas")
            }
            try PNGEncoder(compression: compression).write(placed.tinted(paint), to: file.output)
        }
    }
}
