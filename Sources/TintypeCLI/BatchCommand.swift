import ArgumentParser
import Foundation
import Tintype

/// `tintype batch ICON_FOLDER -o OUT`: every icon of a folder, every state, every scale.
struct BatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Make the normal and selected variants of every icon in a folder, at every scale.",
        discussion: """
            Reads every PNG (CgBI included), JPEG and SVG file under ICON_FOLDER, recognised
            by content. name.png, name@2x.png and name@3x.png are one icon with art per
            scale; name.svg is a master drawn at every scale.

            Every icon is sized into the icon box (--icon-size, 30 pt; 24 dp on Android),
            centered in the tab item. With --fit auto, raster art that fits the box is
            placed exactly as drawn (a scale without art is shrunk from the largest
            source); an SVG, or raster art larger than the box (a 512 px master, say), is
            trimmed of its transparent border and fitted so that its longer side fills the
            box less the --padding, at every scale. Art cut off by the item's edge is
            named in a warning and marked "clipped" in the manifest.

            Each icon is tinted normal and selected and written in the chosen layout with
            the shared tab bar pieces (bar background, selection background, glow, arrow),
            OUT/manifest.json and OUT/contact-sheet.png.

            A second run with the same inputs writes nothing; a changed icon or style
            rewrites only what it affects. Every file appears atomically, so an
            interrupted run leaves only whole files and the next run finishes the job.

            Examples:
              tintype batch Fixtures/icons -o out
              tintype batch Fixtures/masters -o out --padding 10% --center optical
              tintype batch art -o App/Icons --layout xcassets --style flat
              tintype batch art -o res --layout android --selected '#D5E5F8,#318CE4'
              tintype batch art -o out --style mystyle.json --dry-run
            """)

    @Argument(help: "The folder of icon artwork (searched recursively).")
    var iconFolder: String

    @Option(name: [.short, .customLong("output")], help: "The output folder (created if missing; never scanned as input).")
    var output: String

    @Option(help: "ios (name.png, name@2x.png, name-selected.png…), xcassets (Icons.xcassets) or android (drawable-*dpi folders).")
    var layout: OutputLayout = .ios

    @Option(help: ArgumentHelp("Scales to make, comma separated. Default: 1,2,3; android: 1,1.5,2,3,4 (mdpi…xxxhdpi).", valueName: "list"))
    var scales: String?

    @Option(help: ArgumentHelp("The tab item in points, WxH, or 'icon' for the icon's own size.", valueName: "size"))
    var itemSize: String = "64x44"

    @Option(help: "The bar background's width in points.")
    var barWidth: Double = 320

    @Option(help: ArgumentHelp("classic, flat, or a style JSON file ('tintype style classic' prints one to start from).", valueName: "style"))
    var style: String = "classic"

    @Option(help: ArgumentHelp("Override the normal icons' color.", valueName: "color"))
    var normal: ColorArgument?

    @Option(help: ArgumentHelp("Override the selected icons' paint: one color, or a vertical gradient (#C1,#C2[,...]).", valueName: "colors"))
    var selected: String?

    @Option(help: "Where coverage comes from: alpha, luminance or auto. Default: the style's (auto).")
    var mask: MaskSource?

    @OptionGroup(title: "Sizing")
    var sizing: SizingOptions

    @Flag(help: "Rewrite every file, even those already current.")
    var force = false

    @Flag(help: "List what would be written, and write nothing.")
    var dryRun = false

    @Option(help: "Icons processed at once. Default: all cores.")
    var jobs: Int = BatchOptions.processorCount

    @Flag(name: .customLong("no-sheet"), help: "Do not make contact-sheet.png.")
    var noSheet = false

    @Option(help: "PNG compression: fast, default or smallest.")
    var compression: PNGCompression = .default

    @Flag(name: .shortAndLong, help: "Print nothing but problems.")
    var quiet = false

    @Flag(help: "Print a JSON summary on standard output.")
    var json = false

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        _ = try options()
    }

    /// The batch's options, or a usage error naming what is wrong.
    func options() throws -> BatchOptions {
        var options = BatchOptions(input: iconFolder, output: output)
        options.layout = layout
        if let scales {
            let parsed = scales.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard !parsed.isEmpty, parsed.allSatisfy({ $0 != nil }) else { throw ValidationError("--scales: '\(scales)' is not a list of numbers") }
            for scale in parsed.map({ $0! }) where !layout.allowedScales.contains(scale) {
                throw ValidationError("--scales: the \(layout.rawValue) layout has no scale \(scale); it has \(layout.allowedScales.map { "\($0)" }.joined(separator: ", "))")
            }
            options.scales = Array(Set(parsed.map { $0! })).sorted()
        }
        if itemSize.lowercased() == "icon" {
            options.itemSize = .icon
        } else if let size = SizeArgument(argument: itemSize) {
            options.itemSize = .points(width: size.width, height: size.height)
        } else {
            throw ValidationError("--item-size: expected WxH in points (64x44) or 'icon', got '\(itemSize)'")
        }
        guard barWidth > 0, barWidth <= maximumPoints else { throw ValidationError("--bar-width must be more than 0 and at most \(Int(maximumPoints)) points") }
        options.barWidth = barWidth
        let largestScale = options.effectiveScales.last ?? 1
        try checkOutputPixels(width: barWidth, height: ClassicElements.barHeight, scale: largestScale, option: "--bar-width")
        if case .points(let width, let height) = options.itemSize {
            try checkOutputPixels(width: width, height: height, scale: largestScale, option: "--item-size")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        options.jobs = jobs
        options.style = try loadStyle(style)
        if let normal { options.style.normal = .fill(normal.color) }
        if let selected {
            if let color = StraightColor(parsing: selected) {
                options.style.selected = .fill(color)
            } else if let list = ColorListArgument(argument: selected) {
                options.style.selected = .gradient(list.colors)
            } else {
                throw ValidationError("--selected: expected a color or a list of colors (#D5E5F8,#318CE4), got '\(selected)'")
            }
        }
        if let mask { options.style.mask = mask }
        options.sizing = try sizing.sizing(defaultBox: layout.defaultIconBox)
        options.iconSize = sizing.iconSize?.size
        options.limits = limits.decodeLimits
        options.force = force
        options.dryRun = dryRun
        options.contactSheet = !noSheet
        options.compression = compression
        return options
    }

    func run() async throws {
        let options = try options()
        let progress = BatchProgress(quiet: quiet || json)
        let summary: BatchSummary
        do {
            summary = try Batch.run(options) { progress.handle($0) }
        } catch {
            progress.finish()
            Console.error("tintype: \(error)")
            throw ExitCode.failure
        }
        progress.finish()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            Console.print(String(decoding: try encoder.encode(summary), as: UTF8.self))
        } else if !quiet {
            if dryRun { for path in summary.written { Console.print("would write \(path)") } }
            Console.print(Self.summaryLine(summary))
        }
        if summary.failed > 0 { throw ExitCode.failure }
    }

    static func summaryLine(_ summary: BatchSummary) -> String {
        let time = String(format: "%.2f s, %.1f icons/s", summary.seconds, summary.iconsPerSecond)
        let icons = "\(summary.icons) icon\(summary.icons == 1 ? "" : "s")"
        if summary.dryRun {
            return "dry run: \(icons), \(summary.filesWritten) files would be written, \(summary.upToDate) up to date, \(summary.failed) failed"
        }
        if summary.nothingToDo {
            return "everything is up to date: \(icons), \(summary.upToDate) files, nothing written (\(time))"
        }
        return "\(icons): \(summary.filesWritten) files written, \(summary.upToDate) up to date, \(summary.failed) failed (\(time))"
    }
}

extension OutputLayout: ExpressibleByArgument {}
