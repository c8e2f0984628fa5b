import ArgumentParser
import Foundation
import Tintype
import TintypeSupport

/// `tintype batch ICON_FOLDER -o OUT`: every icon of a folder, every state, every scale.
struct BatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Make every state and appearance of every icon in a folder, at every scale, with a preview page.",
        usage: "tintype batch <icon-folder> -o <output> [<job options>] [<options>]",
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

            """ + JobFile.Command.batch.optionsHelp())

    /// The job's words, read by its keys (``JobPrinting/job(_:arguments:)``), not here.
    @Argument(parsing: .allUnrecognized, help: .private)
    var jobWords: [String] = []

    @Flag(help: "Rewrite every file, even those already current.")
    var force = false

    @Flag(name: .shortAndLong, help: "Print no progress and no summary: only warnings and errors.")
    var quiet = false

    @Flag(
        help: """
            List every warning and every icon as it is made. By default each kind of warning is one line when the batch \
            ends (its count, the first icons, the first whole; the manifest has them all), and progress a line a tenth of the batch.
            """)
    var verbose = false

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

    func validate() throws { _ = try JobPrinting.job(.batch) }

    func run() async throws {
        if printJob { return try JobPrinting.printJob(command: "batch") }
        if let saveJob { return try JobPrinting.saveJob(command: "batch", to: saveJob) }
        let job = try JobPrinting.job(.batch)
        guard case .batch(let batch) = job.work else { return }
        try JobPrinting.checkRunFlags(verify: verify, clean: clean, others: ["--dry-run": batch.dryRun, "--force": force])
        let ran = try JobRunning.run(job, verify: verify, clean: clean, force: force, quiet: quiet, verbose: verbose)
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

extension StyleDefinition.StateChange: ExpressibleByArgument {
    /// `--state NAME=PAINT[,opacity=N][,glow][,selection]`.
    package init?(argument: String) { self.init(parsing: argument) }
}
