import ArgumentParser
import Tintype
import TintypeSupport

/// `tintype stretch IMAGE --size WxH --insets T,L,B,R [--tile] -o OUT.png`.
struct StretchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stretch",
        abstract: "Resize an image keeping its caps: corners copied, edges and middle stretched or tiled.",
        discussion: """
            Sizes and insets are in points (pixels = points × --scale; the scale
            defaults to an @2x/@3x name suffix, else 1). A .9.png brings its own
            insets from its markers, and an output named .9.png keeps them around
            the stretched middle. Insets that leave no pixel to stretch are refused;
            an output smaller than the caps shrinks them in proportion, with a
            warning.

            Examples (from the repository's root):
              tintype stretch Fixtures/recipes/button.png --size 200x44 --insets \\
                0,12,0,12 -o wide-button.png
              tintype stretch Fixtures/recipes/pattern.png --size 300x40 --insets 4 \\
                --tile -o strip.png
              tintype stretch Fixtures/recipes/bubble.9.png --size 240x120 -o bubble.png
              tintype stretch Fixtures/recipes/bubble.9.png --size 240x120 -o \\
                bubble-big.9.png
            """)

    @Argument(help: "The image to stretch (PNG, .9.png, JPEG).")
    var image: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The new size in points, WxH.", valueName: "size"))
    var size: SizeArgument

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The caps in points: top,left,bottom,right (or one number for all), leaving at least one pixel between them to stretch. Required unless the image is a .9.png.",
            valueName: "insets"))
    var insets: InsetsArgument?

    @Flag(help: "Repeat the middle instead of stretching it.")
    var tile = false

    @OptionGroup
    var scale: ScaleOptions

    @OptionGroup
    var file: OutputFileOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        if insets == nil && !NinePatch.isNinePatchPath(image) { throw ValidationError("--insets is required unless the image is a .9.png") }
        try insets?.check(option: "--insets")
        try size.check(option: "--size")
        try checkOutputPixels(size.size, scale: scale.estimatedScale(for: image), option: "--size")
    }

    func run() async throws {
        try await reportingFailure {
            let scale = try scale.scale(for: image)
            // A .9.png brings its insets and content padding; other images take --insets.
            let patch = NinePatch.isNinePatchPath(image) ? try NinePatch.read(image, limits: limits.decodeLimits) : nil
            var stretchable =
                try patch?.stretchable
                ?? StretchableImage(
                    image: ImageDecoder.readArt(image, limits: limits.decodeLimits, rendering: limits.svgRendering()).image,
                    insets: StretchableImage.CapInsets(top: 0, left: 0, bottom: 0, right: 0))
            stretchable.mode = tile ? .tile : .stretch
            if let insets {
                let pixels = insets.pixels(scale)
                let (width, height) = (stretchable.image.width, stretchable.image.height)
                guard pixels.leaveMiddle(width: width, height: height) else {
                    throw ValidationError(
                        "--insets \(insets) (\(pixels) px at \(NumberText.shortest(scale))×) do not fit \(image) (\(width)×\(height) px): left + right must be less than \(width) and top + bottom less than \(height), leaving a pixel to stretch"
                    )
                }
                stretchable.insets = pixels
            }
            let pixels = size.size.pixels(at: scale)
            let (width, height) = (pixels.width, pixels.height)
            let insets = stretchable.insets
            if insets.left + insets.right > width || insets.top + insets.bottom > height {
                Console.error(
                    "warning: \(image): the caps (\(insets) px) are larger than the \(width)×\(height) px output: they are shrunk in proportion"
                )
            }
            let result = stretchable.rendered(width: width, height: height)
            if file.isNinePatch {
                // The result stretches as its source did: the same caps, the markers around its middle.
                let stretched = StretchableImage(image: result, insets: insets)
                try PNGEncoder().write(NinePatch(stretched, padding: patch?.padding).bordered(), to: file.output)
            } else {
                try PNGEncoder().write(result, to: file.output)
            }
        }
    }
}
