import ArgumentParser
import Tintype

/// `tintype tabbar ICON... -o bar.png`: a picture of the whole bar as the app would show it.
struct TabBarCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabbar",
        abstract: "Draw a whole tab bar: background, items, selection, glows, arrow, raised center button.",
        discussion: """
            One item per icon, the bar shared equally. The selected item gets the selection
            background and the selected paint, the arrow sits above it (the picture grows
            upward to hold it), --glow items glow. Icon art is brought to --scale (its own
            scale comes from an @2x/@3x name suffix) and sized as in 'tintype batch': an
            SVG, or raster art larger than the icon box, is trimmed and fitted into it.

            --frames K with --from I also writes the arrow's 0.2 s ease-in-out slide from
            item I to the selected item as K pictures, NAME-frame01.png … NAME-frameK.png
            (bar@2x.png: bar-frame01@2x.png …, the scale suffix last).

            Examples:
              tintype tabbar Fixtures/icons/{star,chat,home,clock,music}@3x.png -o \\
                bar.png --selected 0 --glow 2
              tintype tabbar Fixtures/icons/{star,chat,home,clock,music}@3x.png -o \\
                bar@2x.png --scale 2 --frames 6 --from 3
              tintype tabbar Fixtures/icons/{star,chat,home}@3x.png -o bar.png \\
                --raised-center Fixtures/recipes/button.png
            """)

    @Argument(help: "The icons, left to right (1 to 20).")
    var icons: [String]

    @OptionGroup
    var file: OutputFileOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The selected item, from 0.", valueName: "n"))
    var selected: Int = 0

    @Option(parsing: .unconditional, help: ArgumentHelp("Items that glow, from 0, comma separated (0,2).", valueName: "list"))
    var glow: ItemListArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("The bar's width, \(NumberRange.length.words).", valueName: "points"))
    var width = NumberArgument(320)

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Pixels per point of the picture, \(NumberRange.scale.words). Default: the output name's @2x/@3x suffix, else 1.",
            valueName: "n"))
    var scale: NumberArgument?

    /// The picture's scale: `--scale`, else the output name's suffix, else 1.
    var pictureScale: Double { (try? outputNameScale(file.output, asked: scale?.value)) ?? scale?.value ?? 1 }

    @Option(help: ArgumentHelp("classic, flat or a style JSON file.", valueName: "style"))
    var style: String = "classic"

    @Option(help: ArgumentHelp("An image drawn centered on the bar, raised when taller than it.", valueName: "image"))
    var raisedCenter: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Also write the arrow's slide as this many pictures, 2 to 100 (with --from).", valueName: "n"))
    var frames: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("The item the arrow slides from (with --frames).", valueName: "n"))
    var from: Int?

    @OptionGroup(title: "Sizing")
    var sizing: SizingOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        try NumberRange.from(1, to: 20).check(icons.count, option: "the number of icons")
        let items = NumberRange.from(0, to: Double(icons.count - 1))
        try items.check(selected, option: "--selected")
        try NumberRange.length.check(width.value, option: "--width")
        if let scale { try NumberRange.scale.check(scale.value, option: "--scale") }
        _ = try outputNameScale(file.output, asked: scale?.value)
        try checkOutputPixels(
            PointSize(width: width.value, height: TabBarRenderer.ClassicElements.barHeight), scale: pictureScale, option: "--width")
        try glow?.check(option: "--glow", count: icons.count)
        _ = try loadStyle(style)
        if let frames { try NumberRange.from(2, to: 100).check(frames, option: "--frames") }
        if (frames == nil) != (from == nil) { throw ValidationError("--frames and --from go together") }
        if let from { try items.check(from, option: "--from") }
    }

    func run() async throws {
        try await reportingFailure {
            let definition = try loadStyle(style)
            let sizing = try self.sizing.sizing(defaultBox: definition.iconSize ?? IconSizing.iosBox)
            let layout = TabBarRenderer.Layout(barWidth: width.value, itemCount: icons.count)
            let scale = pictureScale
            let rendering = limits.svgRendering()
            let art = try icons.enumerated().map { index, path in
                let frame = layout.itemFrame(index).pixels(scale)
                let source = try SourceArt.read(path, scale: try nameScale(path), limits: limits.decodeLimits, rendering: rendering)
                let placed = try sizing.place(
                    source, scale: scale, canvas: PixelSize(width: frame.width, height: frame.height), maskSource: definition.mask,
                    file: path)
                for warning in placed.warnings { Console.error(warning.line) }
                if placed.clipped {
                    Console.error("warning: \(path): clipped: the art extends past its \(frame.width)×\(frame.height) px item")
                }
                return placed
            }
            let renderer = TabBarRenderer(layout: layout, style: definition.tabBarStyle, scale: scale, maskSource: definition.mask)
            let raised = try raisedCenter.map { try readArt($0, scale: scale, limits: limits.decodeLimits, rendering: rendering) }
            let glowing = Set(glow?.items ?? [])
            try PNGEncoder().write(
                renderer.render(placedIcons: art, selected: selected, glowing: glowing, raisedCenter: raised), to: file.output)
            if let frames, let from {
                try renderer.arrowSlide(
                    placedIcons: art, selected: selected, from: from, frames: frames, glowing: glowing, raisedCenter: raised
                ) { frame, picture in
                    let number = frame + 1 < 10 ? "0\(frame + 1)" : "\(frame + 1)"
                    try PNGEncoder().write(picture, to: path(file.output, suffixed: "-frame\(number)"))
                }
            }
        }
    }
}
