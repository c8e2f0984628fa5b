import ArgumentParser
import Tintype

/// `tintype round PHOTO -o OUT.png --size WxH`: the rounded contact photo.
struct RoundCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "round",
        abstract: "Aspect-fill a photo into a size, round its corners and draw a border inside the edge.",
        discussion: """
            Sizes are in points (pixels = points × --scale).

            Examples:
              tintype round photo.jpg -o avatar.png --size 64x64
              tintype round photo.jpg -o avatar@2x.png --size 64x64 --scale 2 --radius 10 --border 1 --border-color '#FFFFFFCC'
            """)

    @Argument(help: "The photo (JPEG or PNG).")
    var photo: String

    @Option(name: [.short, .customLong("output")], help: "The PNG file to write.")
    var output: String

    @Option(help: ArgumentHelp("The size in points, WxH.", valueName: "size"))
    var size: SizeArgument

    @Option(help: "The corner radius in points.")
    var radius: Double = 5

    @Option(help: "The border's width in points, inside the edge (0 for none).")
    var border: Double = 2

    @Option(help: ArgumentHelp("The border's color.", valueName: "color"))
    var borderColor: ColorArgument = ColorArgument(argument: "0,0,0,128")!

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        guard radius >= 0, border >= 0, scale > 0, scale <= 8 else { throw ValidationError("--radius and --border must not be negative, --scale from 0 to 8") }
        try checkOutputPixels(width: size.width, height: size.height, scale: scale, option: "--size")
    }

    func run() async throws {
        try await reportingFailure {
            var recipe = RoundedPhoto(width: size.width, height: size.height)
            recipe.radius = radius
            recipe.border = border
            recipe.borderColor = borderColor.color
            try PNGEncoder().write(recipe.render(try ImageDecoder.read(photo, limits: limits.decodeLimits).image, scale: scale), to: output)
        }
    }
}
