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

    @Argument(help: keyHelp("icon-folder"))
    var iconFolder: String

    @Option(name: [.short, .customLong("output")], help: keyHelp("output"))
    var output: String

    @Option(help: keyHelp("layout"))
    var layout: OutputLayout = .ios

    @Option(parsing: .unconditional, help: keyHelp("scales"))
    var scales: ScaleListArgument?

    @Option(parsing: .unconditional, help: keyHelp("item-size"))
    var itemSize: ItemSizeArgument?

    @Option(parsing: .unconditional, help: keyHelp("bar-width"))
    var barWidth = NumberArgument(320)

    @Option(help: keyHelp("style"))
    var style: String = "classic"

    @Option(help: keyHelp("normal"), transform: ColorArgument.parsed)
    var normal: ColorArgument?

    @Option(help: keyHelp("selected"), transform: PaintArgument.parsed)
    var selected: PaintArgument?

    @Option(name: .customLong("state"), help: keyHelp("state"))
    var states: [StyleDefinition.StateChange] = []

    @Flag(name: .customLong("no-dark"), help: keyHelp("no-dark"))
    var noDark = false

    @Flag(help: keyHelp("template"))
    var template = false

    @Flag(help: keyHelp("vector"))
    var vector = false

    @Flag(name: .customLong("no-preview"), help: keyHelp("no-preview"))
    var noPreview = false

    @Flag(help: keyHelp("rename-clashes"))
    var renameClashes = false

    @Option(help: keyHelp("mask"))
    var mask: Mask.Source?

    @OptionGroup(title: "Sizing")
    var sizing: SizingOptions

    @Flag(help: "Rewrite every file, even those already current.")
    var force = false

    @Flag(help: keyHelp("dry-run"))
    var dryRun = false

    @Option(parsing: .unconditional, help: keyHelp("jobs"))
    var jobs: Int = BatchOptions.processorCount

    @Flag(name: .customLong("no-sheet"), help: keyHelp("no-sheet"))
    var noSheet = false

    @Option(help: keyHelp("compression"))
    var compression: PNGEncoder.Compression = .default

    @Flag(name: .shortAndLong, help: "Print no progress and no summary: only warnings and errors.")
    var quiet = false

    @Flag(
        help: """
            List every warning and every icon as it is made. By default each kind of warning is one line when the batch \
            ends (its count, the first icons, the first whole; the manifest has them all), and progress a line a tenth of the batch.
            """)
    var verbose = false

    @Flag(help: keyHelp("strict"))
    var strict = false

    @Flag(help: keyHelp("json"))
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

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        do { _ = try job().options() } catch { throw JobRunning.usage(error) }
    }

    /// The job this command line describes.
    func job() -> BatchJob {
        var job = BatchJob(iconFolder: iconFolder, output: output)
        (job.layout, job.scales, job.itemSize, job.barWidth) = (layout, scales?.scales, itemSize?.itemSize, barWidth.value)
        (job.style, job.normal, job.selected, job.states) = (.named(style), normal?.color, selected?.paint, states)
        (job.noDark, job.template, job.vector, job.noPreview, job.mask) = (noDark, template, vector, noPreview, mask)
        (job.iconSize, job.sizing) = (sizing.iconSize?.size, sizing.choices)
        (job.dryRun, job.jobs, job.noSheet, job.compression) = (dryRun, jobs, noSheet, compression)
        (job.strict, job.json, job.limits) = (strict, json, limits.inputLimits)
        job.renameClashes = renameClashes
        return job
    }

    func run() async throws {
        if printJob { return try JobPrinting.printJob(command: "batch") }
        if let saveJob { return try JobPrinting.saveJob(command: "batch", to: saveJob) }
        try JobPrinting.checkRunFlags(verify: verify, clean: clean, others: ["--dry-run": dryRun, "--force": force])
        let ran = try JobRunning.run(
            JobFile.Job(work: .batch(job())), verify: verify, clean: clean, force: force, quiet: quiet, verbose: verbose)
        if !ran { throw ExitCode.failure }
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
        let files = "\(summary.filesWritten) file\(summary.filesWritten == 1 ? "" : "s")"
        return "\(icons): \(files) written, \(summary.upToDate) up to date, \(failed) (\(time))"
    }
}

/// `--item-size`: `WxH` in points, or `icon` for items the size of the icon box.
struct ItemSizeArgument: ExpressibleByArgument, CustomStringConvertible {
    var itemSize: BatchOptions.ItemSize

    init?(argument: String) {
        guard let itemSize = OptionWords.itemSize(argument) else { return nil }
        self.itemSize = itemSize
    }

    var description: String { itemSize.description }
}

extension StyleDefinition.StateChange: ExpressibleByArgument {
    /// `--state NAME=PAINT[,opacity=N][,glow][,selection]`.
    package init?(argument: String) { self.init(parsing: argument) }
}
