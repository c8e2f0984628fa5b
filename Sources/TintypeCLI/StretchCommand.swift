import ArgumentParser
import Tintype

/// `tintype stretch IMAGE --size WxH --insets T,L,B,R [--tile] -o OUT.png`.
struct StretchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stretch",
        abstract: "Resize an image keeping its caps: corners copied, edges and middle stretched or tiled.",
        discussion: """
            Sizes and insets are in points (pixels = points × --scale; the scale defaults to
            an @2x/@3x name suffix, else 1). A .9.png brings its own insets from its markers.

            Examples:
              tintype stretch button.png --size 200x44 --insets 0,12,0,12 -o wide-button.png
              tintype stretch pattern.png --size 300x40 --insets 4 --tile -o strip.png
              tintype stretch bubble.9.png --size 240x120 -o bubble.png
            """)

    @Argument(help: "The image to stretch (PNG, .9.png, JPEG).")
    var image: String

    @Option(help: ArgumentHelp("The new size in points, WxH.", valueName: "size"))
    var size: SizeArgument

    @Option(help: ArgumentHelp("The caps in points: top,left,bottom,right (or one number for all). Required unless the image is a .9.png.", valueName: "insets"))
    var insets: InsetsArgument?

    @Flag(help: "Repeat the middle instead of stretching it.")
    var tile = false

    @Option(help: "Pixels per point. Default: from an @2x/@3x name suffix, else 1.")
    var scale: Double?

    @Option(name: [.short, .customLong("output")], help: "The PNG file to write (a .9.png name keeps the markers).")
    var output: String

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        if insets == nil && !image.lowercased().hasSuffix(".9.png") { throw ValidationError("--insets is required unless the image is a .9.png") }
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be more than 0 and at most 8, got \(scale)") }
        try checkOutputPixels(width: size.width, height: size.height, scale: scale ?? (try? nameScale(image)) ?? 1, option: "--size")
    }

    func run() async throws {
        try await reportingFailure {
            let scale = try self.scale ?? nameScale(image)
            let stretchable = try StretchableImage.read(image, insets: insets?.pixels(scale), mode: tile ? .tile : .stretch, limits: limits.decodeLimits)
            let result = stretchable.rendered(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
            try PNGEncoder().write(result, to: output)
        }
    }
}
