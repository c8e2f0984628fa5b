import ArgumentParser
import Tintype

/// `tintype tint ICON -o OUT.png`: one tinted variant of one icon.
struct TintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tint",
        abstract: "Fill an icon's mask with a color, gradient or gloss and place it on a canvas.",
        discussion: """
            The icon's alpha (or, for opaque art such as a JPEG, its darkness) becomes
            a mask; the mask is filled with the paint, which spans the icon's own
            bounds, and the result is centered on the canvas.

            Examples:
              tintype tint star.png -o star-normal.png --fill '#AAAAAA'
              tintype tint star@2x.png -o star-selected@2x.png --gradient '#D5E5F8,#318CE4' --canvas 64x44
              tintype tint glyph.jpg -o glyph.png --gloss --mask luminance
            """)

    @Argument(help: "The icon artwork (PNG, CgBI PNG or JPEG).")
    var icon: String

    @Option(name: [.short, .customLong("output")], help: "The PNG file to write.")
    var output: String

    @Option(help: ArgumentHelp("A solid fill: #RRGGBB, #RRGGBBAA or r,g,b[,a]. The default is the classic normal gray, #AAAAAA.", valueName: "color"))
    var fill: ColorArgument?

    @Option(help: ArgumentHelp("A vertical gradient, top to bottom: hex colors separated by commas, or r,g,b colors separated by semicolons.", valueName: "colors"))
    var gradient: ColorListArgument?

    @Flag(help: "The classic glossy selected fill.")
    var gloss = false

    @Option(help: ArgumentHelp("The canvas in points, WxH, the icon centered on it. Default: the icon's own size.", valueName: "size"))
    var canvas: SizeArgument?

    @Option(help: "Pixels per point of the icon art and the output. Default: from an @2x/@3x file name suffix, else 1.")
    var scale: Double?

    @Option(help: "Where coverage comes from: alpha, luminance (dark paints) or auto (alpha unless the art is opaque).")
    var mask: MaskSource = .auto

    @Option(help: "PNG compression: fast, default or smallest.")
    var compression: PNGCompression = .default

    func validate() throws {
        let paints = (fill == nil ? 0 : 1) + (gradient == nil ? 0 : 1) + (gloss ? 1 : 0)
        if paints > 1 { throw ValidationError("choose one of --fill, --gradient and --gloss") }
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be between 0 and 8, got \(scale)") }
    }

    var paint: Paint {
        if let gradient { return .vertical(gradient.colors)! }
        if gloss { return .gloss(.classic) }
        return .solid(fill?.color ?? ClassicPalette.normalIcon)
    }

    func run() async throws {
        try await reportingFailure {
            var art = try ImageDecoder.read(icon).image
            art.scale = scale ?? nameScale(icon)
            let tint = Tint(paint: paint, maskSource: mask)
            let result: Image
            if let canvas {
                let width = Int((canvas.width * art.scale).rounded()), height = Int((canvas.height * art.scale).rounded())
                result = tint.apply(to: art, canvasWidth: width, canvasHeight: height)
            } else {
                result = tint.apply(to: art)
            }
            try PNGEncoder(compression: compression).write(result, to: output)
        }
    }
}
