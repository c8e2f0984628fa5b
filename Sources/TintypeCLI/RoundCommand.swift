import ArgumentParser
import Tintype
import TintypeSupport

/// `tintype round PHOTO -o OUT.png --size WxH`: the rounded contact photo.
struct RoundCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "round",
        abstract: "Aspect-fill a photo into a size, round its corners and draw a border inside the edge.",
        discussion: """
            Sizes are in points (pixels = points × --scale).

            Examples:
              tintype round photo.jpg -o avatar.png --size 64x64
              tintype round photo.jpg -o avatar@2x.png --size 64x64 --scale 2 --radius 10 \\
                --border 1 --border-color '#FFFFFFCC'
            """)

    @Argument(help: "The photo (JPEG or PNG).")
    var photo: String

    @OptionGroup
    var file: OutputFileOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The size in points, WxH.", valueName: "size"))
    var size: SizeArgument

    @Option(parsing: .unconditional, help: ArgumentHelp("The corner radius, \(NumberRange.points.words).", valueName: "points"))
    var radius = NumberArgument(5)

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The border's width inside the edge, \(NumberRange.points.words) (0 for none).", valueName: "points"))
    var border = NumberArgument(2)

    @Option(help: ArgumentHelp("The border's color: \(ColorArgument.formats).", valueName: "color"))
    var borderColor = ColorArgument(StraightColor(red: 0, green: 0, blue: 0, alpha: 128))

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point, \(NumberRange.scale.words).", valueName: "n"))
    var scale = NumberArgument(1)

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        try size.check(option: "--size")
        try NumberRange.points.check(radius.value, option: "--radius")
        try NumberRange.points.check(border.value, option: "--border")
        try NumberRange.scale.check(scale.value, option: "--scale")
        try checkOutputPixels(size.size, scale: scale.value, option: "--size")
        let half = min(size.width, size.height) / 2
        guard border.value < half else {
            throw ValidationError(
                "--border \(border) would cover the whole \(size) pt photo; it must be less than \(NumberText.shortest(half)) (half its shorter side)"
            )
        }
    }

    func run() async throws {
        let half = min(size.width, size.height) / 2
        if radius.value > half {
            Console.error(
                "warning: --radius \(radius) is more than half the \(size) pt size: \(NumberText.shortest(half)) used, the most it can round"
            )
        }
        try await reportingFailure {
            var recipe = RoundedPhoto(width: size.width, height: size.height)
            recipe.radius = radius.value
            recipe.border = border.value
            recipe.borderColor = borderColor.color
            let photo = try ImageDecoder.readArt(photo, limits: limits.decodeLimits, rendering: limits.svgRendering()).image
            try PNGEncoder().write(recipe.render(photo, scale: scale.value), to: file.output)
        }
    }
}
