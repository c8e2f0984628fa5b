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
            item I to the selected item as K pictures, NAME-frame01.png … NAME-frameK.png.

            Examples:
              tintype tabbar star.png chat.png home.png clock.png music.png -o bar.png --selected 0 --glow 2
              tintype tabbar Fixtures/icons/{star,chat,home,clock,music}@3x.png -o bar@2x.png --scale 2 --frames 6 --from 3
              tintype tabbar a.png b.png c.png -o bar.png --raised-center camera-button.png --selected 0
            """)

    @Argument(help: "The icons, left to right.")
    var icons: [String]

    @Option(name: [.short, .customLong("output")], help: "The PNG file to write.")
    var output: String

    @Option(help: "The selected item (from 0).")
    var selected: Int = 0

    @Option(help: ArgumentHelp("Items that glow, comma separated (from 0).", valueName: "list"))
    var glow: String?

    @Option(help: "The bar's width in points.")
    var width: Double = 320

    @Option(help: "Pixels per point of the picture.")
    var scale: Double = 1

    @Option(help: ArgumentHelp("classic, flat or a style JSON file.", valueName: "style"))
    var style: String = "classic"

    @Option(help: ArgumentHelp("An image drawn centered on the bar, raised when taller than it.", valueName: "image"))
    var raisedCenter: String?

    @Option(help: "Also write the arrow's slide as this many pictures (with --from).")
    var frames: Int?

    @Option(help: "The item the arrow slides from (with --frames).")
    var from: Int?

    @OptionGroup(title: "Sizing")
    var sizing: SizingOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        guard selected >= 0, selected < icons.count else { throw ValidationError("--selected must be an item from 0 to \(icons.count - 1)") }
        guard width > 0, width <= maximumPoints, scale > 0, scale <= 8 else {
            throw ValidationError("--width must be more than 0 and at most \(Int(maximumPoints)) points, --scale more than 0 and at most 8")
        }
        try checkOutputPixels(width: width, height: ClassicElements.barHeight, scale: scale, option: "--width")
        _ = try glowing()
        _ = try loadStyle(style)
        if let frames, frames < 2 { throw ValidationError("--frames needs at least 2 pictures") }
        if (frames == nil) != (from == nil) { throw ValidationError("--frames and --from go together") }
        if let from, from < 0 || from >= icons.count { throw ValidationError("--from must be an item from 0 to \(icons.count - 1)") }
    }

    func glowing() throws -> Set<Int> {
        guard let glow else { return [] }
        let items = glow.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard items.allSatisfy({ $0 != nil && $0! >= 0 && $0! < icons.count }) else {
            throw ValidationError("--glow: expected item numbers from 0 to \(icons.count - 1), got '\(glow)'")
        }
        return Set(items.map { $0! })
    }

    func run() async throws {
        try await reportingFailure {
            let definition = try loadStyle(style)
            let sizing = try self.sizing.sizing(defaultBox: definition.iconSize ?? IconSizing.iosBox)
            let layout = TabBarLayout(barWidth: width, itemCount: icons.count)
            let art = try icons.enumerated().map { index, path in
                let frame = layout.itemFrame(index).pixels(scale)
                let source = try SourceArt.read(path, scale: try nameScale(path), limits: limits.decodeLimits)
                let (placed, warning) = try sizing.place(source, scale: scale, canvas: (frame.width, frame.height), maskSource: definition.mask, file: path)
                if let warning { Console.error("warning: \(warning)") }
                if placed.clipped { Console.error("warning: \(path): clipped: the art extends past its \(frame.width)×\(frame.height) px item") }
                return placed
            }
            let renderer = TabBarRenderer(layout: layout, style: definition.tabBarStyle, scale: scale, maskSource: definition.mask)
            let raised = try raisedCenter.map { try readArt($0, scale: scale, limits: limits.decodeLimits) }
            let glowing = try glowing()
            try PNGEncoder().write(renderer.render(placedIcons: art, selected: selected, glowing: glowing, raisedCenter: raised), to: output)
            if let frames, let from {
                for frame in 0..<frames {
                    let time = 0.2 * Double(frame) / Double(frames - 1)
                    let position = TabBarLayout.arrowPosition(from: from, to: selected, time: time)
                    let picture = renderer.render(placedIcons: art, selected: selected, glowing: glowing, raisedCenter: raised, arrowPosition: position)
                    let number = frame + 1 < 10 ? "0\(frame + 1)" : "\(frame + 1)"
                    try PNGEncoder().write(picture, to: path(output, suffixed: "-frame\(number)"))
                }
            }
        }
    }
}
