import ArgumentParser
import Foundation
import Tintype
import TintypeSupport

/// `tintype batch ICON_FOLDER -o OUT`: every icon of a folder, every state, every scale.
struct BatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Make every state and appearance of every icon in a folder, at every scale, with a preview page.",
        discussion: """
            Reads every PNG (CgBI included), JPEG and SVG file under ICON_FOLDER,
            recognised by content. name.png, name@2x.png and name@3x.png are one
            icon with art per scale; name.svg is a master drawn at every scale.

            Every icon is sized into the icon box (--icon-size, 30 pt; 24 dp on
            Android), centered in the tab item. With --fit auto, raster art that
            fits the box is placed exactly as drawn; an SVG, or raster art larger
            than the box (a 512 px master, say), is trimmed of its transparent
            border and fitted so that its longer side fills the box less the
            --padding. Masters drawn on one grid (one SVG viewBox) are sized as a
            family, at one scale factor, so that stroke weights and relative sizes
            survive. An icon has one size in points at every scale: art with too
            few pixels for a scale is enlarged, with a warning. Colour art on a
            filled silhouette (app icons) gets a mask that keeps its picture.

            Each icon is made in every state of the style (normal and selected; a
            style file or --state adds pressed, disabled or any other), in each
            appearance (light, and dark when the style has one: the built-in
            styles do), and written in the chosen layout with the shared tab bar
            pieces (bar background, selection background, glow, arrow),
            OUT/manifest.json, OUT/contact-sheet.png (in pages past 60 icons) and
            OUT/preview.html, a page that shows the icons as working tab bars
            (open it in any browser, from the file system).

            Layouts: ios writes chat.png, chat-selected@2x.png, chat-dark@2x.png,
            chat-pressed-dark@3x.png; xcassets an image set per state, the dark
            appearance inside it; android drawable-*dpi/ic_chat_selected.png,
            drawable-night-*dpi/ for dark, and drawable/ic_chat_state.xml, a state
            list (pressed, selected, other states, disabled, then the default);
            web the ios names and icons.css, a class per icon (.ti-chat) whose
            states are :active, [aria-selected="true"], :disabled.

            --vector writes each SVG icon once, as a vector the platform tints at
            run time, placed and sized as the PNGs would be: in xcassets
            chat.imageset holds chat.svg as a template image that keeps its
            vector, and tint-normal.colorset, tint-selected.colorset (light and
            dark) are the colours to tint it with; in android drawable/ic_chat.xml
            is a VectorDrawable tinted by color/tintype_icon_tint.xml, a colour
            state list (color-night/ for dark); in web chat.svg is a mask the
            state's colour shows through in icons.css. States drawn with gloss, a
            gradient, a glow or a selection background stay PNGs beside it, and
            icons the vector tree cannot draw exactly (raster art, filters, text,
            colour art) are PNGs, each named in a warning.

            Warnings (art enlarged or cut off, sizes that disagree, colour art)
            are printed on every run, with --quiet too, recorded in the manifest
            and listed by --json; --strict makes them fail the run, for CI.

            A second run with the same inputs writes nothing; a changed icon or
            style rewrites only what it affects. Every file appears atomically, so
            an interrupted run leaves only whole files and the next run finishes
            the job.

            Examples:
              tintype batch Fixtures/icons -o out
              tintype batch Fixtures/masters -o out --padding 10% --center optical
              tintype batch art -o App/Icons --layout xcassets --style flat
              tintype batch art -o res --layout android --selected steelblue
              tintype batch Fixtures/svg -o App/Icons --layout xcassets \\
                --style flat --vector
              tintype batch Fixtures/icons -o out --layout web \\
                --style Fixtures/styles/four-states.json
              tintype batch art -o out --state pressed='#0051A8' \\
                --state disabled=normal,opacity=0.38
              tintype batch art -o out --style mystyle.json --dry-run --strict
            """)

    @Argument(help: "The folder of icon artwork (searched recursively).")
    var iconFolder: String

    @Option(name: [.short, .customLong("output")], help: "The output folder (created if missing; never scanned as input).")
    var output: String

    @Option(
        help:
            "ios (name.png, name@2x.png, name-selected.png…), xcassets (Icons.xcassets), android (drawable-*dpi folders) or web (PNGs and icons.css)."
    )
    var layout: OutputLayout = .ios

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Scales to make, comma separated: 1, 2, 3 (ios, xcassets); 0.75, 1, 1.5, 2, 3, 4 (android). Default: 1,2,3; android: 1,1.5,2,3,4 (mdpi…xxxhdpi).",
            valueName: "list"))
    var scales: ScaleListArgument?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The tab item in points, WxH, at least the icon box, or 'icon' for the icon box itself. Default: 64x44; android: icon (Material's bottom navigation takes 24 dp icon drawables).",
            valueName: "size"))
    var itemSize: ItemSizeArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("The bar background's width, \(NumberRange.length.words).", valueName: "points"))
    var barWidth = NumberArgument(320)

    @Option(
        help: ArgumentHelp("classic, flat, or a style JSON file ('tintype style classic' prints one to start from).", valueName: "style"))
    var style: String = "classic"

    @Option(help: ArgumentHelp("Override the normal icons' color: \(ColorArgument.formats).", valueName: "color"))
    var normal: ColorArgument?

    @Option(help: ArgumentHelp("Override the selected icons' paint: \(PaintArgument.formats).", valueName: "paint"))
    var selected: PaintArgument?

    @Option(
        name: .customLong("state"),
        help: ArgumentHelp("Add a state or change one, repeatable: \(StateArgument.formats).", valueName: "state"))
    var states: [StateArgument] = []

    @Flag(name: .customLong("no-dark"), help: "Make the light appearance only, even when the style has a dark one.")
    var noDark = false

    @Flag(help: "Also write each icon's template image (black, alpha kept) for apps that tint at run time.")
    var template = false

    @Flag(
        help: ArgumentHelp(
            "Write each SVG icon once as a vector the platform tints (xcassets: a template image set and tint-STATE colour sets; android: drawable/ic_NAME.xml and color/tintype_icon_tint.xml; web: NAME.svg masked in icons.css). States it cannot tint stay PNGs."
        ))
    var vector = false

    @Flag(name: .customLong("no-preview"), help: "Do not write preview.html.")
    var noPreview = false

    @Option(
        help:
            "Where coverage comes from: alpha; luminance; knockout (alpha with the details that differ from the art's dominant colour knocked out, for colour art); auto: knockout for colour art on a filled silhouette, luminance for opaque art, alpha otherwise. Default: the style's (auto)."
    )
    var mask: MaskSource?

    @OptionGroup(title: "Sizing")
    var sizing: SizingOptions

    @Flag(help: "Rewrite every file, even those already current.")
    var force = false

    @Flag(help: "List what would be written, and write nothing.")
    var dryRun = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Icons processed at once, 1 to 256. Default: one per core.", valueName: "n"))
    var jobs: Int = BatchOptions.processorCount

    @Flag(name: .customLong("no-sheet"), help: "Do not make contact-sheet.png.")
    var noSheet = false

    @Option(help: "PNG compression: fast, default or smallest.")
    var compression: PNGEncoder.Compression = .default

    @Flag(name: .shortAndLong, help: "Print no progress and no summary: only warnings and errors.")
    var quiet = false

    @Flag(help: "Fail (exit 1) when the batch gives any warning, as a CI check: nothing that would look wrong passes in silence.")
    var strict = false

    @Flag(help: "Print a JSON summary on standard output.")
    var json = false

    @Flag(
        help:
            "Write nothing; list each file that is missing, stale (its sources changed) or edited by hand, and exit 1 if any (for CI)."
    )
    var verify = false

    @Flag(
        help:
            "Then remove the files an earlier run wrote that this one no longer makes (never a file tintype did not write or that was edited since)."
    )
    var clean = false

    @Flag(
        help:
            "Print this command line as a job file for 'tintype run', and do nothing else (paths as given: save it in this folder)."
    )
    var printJob = false

    @Option(
        help: ArgumentHelp(
            "Save this command line as a job file at FILE, its paths relative to FILE's folder, and do nothing else.",
            valueName: "file"))
    var saveJob: String?

    /// An inline style document, from a job file's `style` object (`tintype run`).
    @Option(name: .customLong("style-json"), help: .hidden)
    var styleJSON: String?

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        _ = try options()
    }

    /// The batch's options, or a usage error naming what is wrong.
    func options() throws -> BatchOptions {
        var options = BatchOptions(input: iconFolder, output: output)
        options.layout = layout
        options.scales = scales?.scales
        try itemSize?.check(option: "--item-size")
        options.itemSize = itemSize?.itemSize ?? layout.defaultItemSize
        try NumberRange.length.check(barWidth.value, option: "--bar-width")
        options.barWidth = barWidth.value
        let largestScale = options.effectiveScales.last ?? 1
        try checkOutputPixels(
            PointSize(width: barWidth.value, height: TabBarRenderer.ClassicElements.barHeight), scale: largestScale, option: "--bar-width")
        if case .points(let width, let height) = options.itemSize {
            try checkOutputPixels(PointSize(width: width, height: height), scale: largestScale, option: "--item-size")
        }
        try NumberRange.from(1, to: 256).check(jobs, option: "--jobs")
        options.jobs = jobs
        options.style = try styleJSON.map(Self.inlineStyle) ?? loadStyle(style)
        // A paint given on the command line is that state's paint in every appearance.
        if let normal {
            options.style.normal = .solid(normal.color)
            options.style.dark?.paints[.normal] = nil
        }
        if let selected {
            options.style.selected = selected.paint
            options.style.dark?.paints[.selected] = nil
        }
        for state in states { try state.apply(to: &options.style) }
        guard options.style.states.count <= StyleDefinition.maximumStates else {
            throw ValidationError(
                "--state: the style would have \(options.style.states.count) states, over the \(StyleDefinition.maximumStates) a style may have"
            )
        }
        if noDark { options.style.dark = nil }
        options.template = template
        options.vector = vector
        options.preview = !noPreview
        if let mask { options.style.mask = mask }
        options.sizing = try sizing.sizing(defaultBox: layout.defaultIconBox)
        options.iconSize = sizing.iconSize?.size
        // The library's own checks, worded with the options that fix them.
        do { try options.validate() } catch {
            switch error.reason {
            case .scaleNotInLayout: throw ValidationError("--scales: \(error)")
            case .noVectorForm: throw ValidationError("--vector: \(error)")
            case .itemSmallerThanIconBox: throw ValidationError("--item-size: \(error); give a larger --item-size or a smaller --icon-size")
            default: throw ValidationError("\(error)")
            }
        }
        options.limits = limits.decodeLimits
        options.svgRendering = limits.svgRendering()
        options.force = force
        options.dryRun = dryRun
        options.contactSheet = !noSheet
        options.compression = compression
        return options
    }

    /// The style of a job file's `style` object; its errors name the key under `--style-json`,
    /// which `tintype run` words as the job's key path.
    static func inlineStyle(_ json: String) throws -> StyleDefinition {
        do { return try StyleDefinition.parse(Array(json.utf8), file: "style") } catch {
            throw ValidationError("--style-json\(error.key.isEmpty ? "" : "." + error.key): \(error.reason)")
        }
    }

    func run() async throws {
        if printJob { return try JobPrinting.printJob(command: "batch") }
        if let saveJob { return try JobPrinting.saveJob(command: "batch", to: saveJob) }
        try JobPrinting.checkRunFlags(verify: verify, clean: clean, others: ["--dry-run": dryRun, "--force": force])
        let options = try options()
        if verify {
            let verified: (summary: Batch.Summary, drift: [OutputRecord.DriftedFile])
            do { verified = try Batch.verify(options) } catch {
                Console.error("tintype: \(error)")
                throw ExitCode.failure
            }
            for failure in verified.summary.failures { Console.error("tintype: \(failure)") }
            let current = JobPrinting.reportDrift(verified.drift, output: output, files: verified.summary.upToDate + verified.drift.count)
            if !current || verified.summary.failed > 0 { throw ExitCode.failure }
            return
        }
        let progress = BatchProgress(quiet: quiet || json, dryRun: dryRun)
        let summary: Batch.Summary
        var cleaned: OutputRecord.Cleaning?
        do {
            if clean {
                (summary, cleaned) = try Batch.runAndClean(options) { progress.handle($0) }
            } else {
                summary = try Batch.run(options) { progress.handle($0) }
            }
        } catch {
            progress.finish()
            Console.error("tintype: \(error)")
            throw ExitCode.failure
        }
        progress.finish()
        if clean { JobPrinting.reportCleaning(cleaned, output: output, quiet: quiet || json) }
        if json {
            Console.print(try summary.json(), lines: true)
        } else if !quiet {
            for (canvas, count) in summary.families.sorted(by: { $0.key < $1.key }) {
                Console.error("note: \(count) icons share the canvas \(canvas): sized as one family, at one scale factor")
            }
            if dryRun { for path in summary.written { Console.print("would write \(path)") } }
            Console.print(Self.summaryLine(summary))
        }
        if summary.failed > 0 { throw ExitCode.failure }
        if strict && summary.warnings > 0 {
            Console.error("tintype: \(summary.warnings) warning\(summary.warnings == 1 ? "" : "s"), and --strict makes warnings failures")
            throw ExitCode.failure
        }
    }

    static func summaryLine(_ summary: Batch.Summary) -> String {
        let icons = "\(summary.icons) icon\(summary.icons == 1 ? "" : "s")"
        var failed = "\(summary.failed) failed"
        let others = summary.failed - summary.failedIcons
        if summary.failedIcons > 0 && others > 0 {
            failed += " (\(summary.failedIcons) icon\(summary.failedIcons == 1 ? "" : "s"), \(others) other file\(others == 1 ? "" : "s"))"
        }
        if summary.dryRun {
            return "dry run: \(icons), \(summary.filesWritten) files would be written, \(summary.upToDate) up to date, \(failed)"
        }
        // A rate is only worth giving for icons that were made.
        let time =
            summary.failed == 0
            ? String(format: "%.2f s, %.1f icons/s", summary.seconds, summary.iconsPerSecond) : String(format: "%.2f s", summary.seconds)
        if summary.nothingToDo {
            return "everything is up to date: \(icons), \(summary.upToDate) files, nothing written (\(time))"
        }
        return "\(icons): \(summary.filesWritten) files written, \(summary.upToDate) up to date, \(failed) (\(time))"
    }
}

/// `--item-size`: `WxH` in points, or `icon` for items the size of the icon box.
struct ItemSizeArgument: ExpressibleByArgument, CustomStringConvertible {
    var itemSize: BatchOptions.ItemSize

    init(_ itemSize: BatchOptions.ItemSize) {
        self.itemSize = itemSize
    }

    init?(argument: String) {
        if argument.lowercased() == "icon" {
            itemSize = .icon
        } else if let size = SizeArgument(argument: argument) {
            itemSize = .points(width: size.width, height: size.height)
        } else {
            return nil
        }
    }

    var description: String {
        if case .points(let width, let height) = itemSize { return SizeArgument(PointSize(width: width, height: height)).description }
        return "icon"
    }

    /// - Throws: `ValidationError` when a side is 0, negative or over the largest size.
    func check(option: String) throws {
        if case .points(let width, let height) = itemSize {
            try SizeArgument(PointSize(width: width, height: height)).check(option: option)
        }
    }
}
