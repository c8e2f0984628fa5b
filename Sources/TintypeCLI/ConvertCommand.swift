import ArgumentParser
import Tintype

/// `tintype convert INPUT OUTPUT.png`: any readable image to a standard PNG.
struct ConvertCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert any readable image (PNG, CgBI, JPEG, SVG) to a standard PNG.",
        discussion: """
            An SVG is drawn at its own size (its width and height, else its
            viewBox), one pixel a CSS pixel. The output is written to a
            temporary file beside it and renamed into place, so it is either the
            whole new file or untouched.

            Examples:
              tintype convert crushed-icon.png icon.png
              tintype convert photo.jpg photo.png --compression smallest --reduce
              tintype convert Fixtures/svg/heart.svg heart.png
            """)

    @Argument(help: "The image to read.")
    var input: String

    @Argument(help: ArgumentHelp("The PNG file to write, named .png; replaced whole if it exists.", valueName: "output.png"))
    var output: String

    @Option(help: "PNG compression: fast, default or smallest.")
    var compression: PNGEncoder.Compression = .default

    @Flag(help: "Write gray, gray+alpha, palette or RGB instead of RGBA where that keeps every pixel exactly.")
    var reduce = false

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        if input == output { throw ValidationError("the output must not be the input file") }
        try checkPNGName(output, option: "the output")
    }

    func run() async throws {
        try await reportingFailure {
            let decoded = try ImageDecoder.readArt(input, limits: limits.decodeLimits, rendering: limits.svgRendering())
            let encoder = PNGEncoder(compression: compression, colorLayout: reduce ? .smallestLossless : .rgba)
            try encoder.write(decoded.image, to: output)
        }
    }
}
