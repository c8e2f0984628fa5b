import ArgumentParser
import Tintype

/// `tintype slice IMAGE --caps H,V -o OUT.png`: the minimal nine-slice.
struct SliceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slice",
        abstract: "Cut a rendered image down to its minimal stretchable nine-slice and print its insets.",
        discussion: """
            The result is (2H+1)×(2V+1) pixels: the four corners and the one-pixel lines
            between them. Stretched back to the original size with the printed insets it
            reproduces every pixel outside the stretched lines. Caps are in pixels. An
            output named .9.png gets NinePatch markers instead of printed insets.

            Caps must leave a pixel between them: H at most (width − 1) / 2, V at most
            (height − 1) / 2.

            Examples (from the repository's root):
              tintype slice Fixtures/recipes/cell.png --caps 12,12 -o cell-small.png
              tintype slice Fixtures/recipes/cell.png --caps 12,12 -o cell.9.png
            """)

    @Argument(help: "The rendered image.")
    var image: String

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The caps in pixels, H,V: the left and right caps are H wide, the top and bottom V tall; each less than half the image.",
            valueName: "h,v"))
    var caps: CapsArgument

    @OptionGroup
    var file: OutputFileOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        try caps.check(option: "--caps")
    }

    func run() async throws {
        try await reportingFailure {
            let source = try ImageDecoder.readArt(image, limits: limits.decodeLimits, rendering: limits.svgRendering()).image
            // Two caps and the one stretched pixel between them must fit the image.
            let (largestH, largestV) = ((source.width - 1) / 2, (source.height - 1) / 2)
            let insets = StretchableImage.CapInsets(
                top: caps.vertical, left: caps.horizontal, bottom: caps.vertical, right: caps.horizontal)
            guard insets.leaveMiddle(width: source.width, height: source.height) else {
                throw ValidationError(
                    "--caps \(caps) does not fit \(image) (\(source.width)×\(source.height) px): two caps and the pixel between them must fit, so H can be at most \(largestH) and V at most \(largestV)"
                )
            }
            let slice = StretchableImage.NineSlice.minimal(source, horizontalCap: caps.horizontal, verticalCap: caps.vertical)
            if file.isNinePatch {
                try PNGEncoder().write(NinePatch(slice).bordered(), to: file.output)
            } else {
                try PNGEncoder().write(slice.image, to: file.output)
            }
            Console.print("\(file.output): \(slice.image.width)×\(slice.image.height), insets \(slice.insets) (top,left,bottom,right)")
        }
    }
}
