import ArgumentParser
import Tintype
import TintypeSupport

/// `tintype appicon SOURCE -o OUT`: the app icons every platform asks for, from one master.
struct AppIconCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appicon",
        abstract: "Make the app icons of iOS, Android, notifications and the web from one master.",
        discussion: """
            The master (an SVG, or a large PNG or JPEG) is trimmed and its glyph fitted
            by its content: the farthest visible pixel from its centre lands on each
            image's safe radius (the 66 dp circle of Android's 108 dp layers, well
            inside the 80 % circle of a maskable web icon). Written under OUT:
              ios/AppIcon.appiconset/   1024 px light (opaque), dark and tinted (gray)
              android/res/mipmap-*/     adaptive layers (background, foreground,
                                        monochrome), legacy and round icons, and
                                        mipmap-anydpi-v26/ic_launcher(_round).xml
              android/res/drawable-*/   ic_stat_NAME.png: white notification icons
              web/                      icon-192/512 (any, maskable), a monochrome
                                        icon, apple-touch-icon.png, favicon.ico and
                                        manifest.webmanifest
              proof-sheet.png           the icons as they will be seen
              preview.html              the same, drawn by a browser from the files
            A file already holding the same bytes is left alone; no other file is
            touched, and a file the set would replace that tintype did not write
            there (or that was edited since) stops the run before anything is
            written, unless --force. The set is then checked as 'tintype check' checks it.

            A master that fills its square (a logo on its own background) is taken
            apart: its border colour becomes the background and the glyph is what
            differs from it. SOURCE may be a folder of masters, one app or flavour
            each: every SVG, PNG and JPEG at its top makes a set in OUT/NAME/, and
            NAME-monochrome.svg (or .png) beside NAME.svg is its monochrome art.

            --vector writes the Android layers an SVG master can draw exactly as
            VectorDrawables instead of a PNG a density: the adaptive foreground
            (drawable/ic_launcher_foreground.xml), the monochrome layer and the
            notification icon (drawable/ic_stat_NAME.xml), placed by the same
            content radius. A layer that cannot be one (raster art, colour art
            whose mask is its knockout, a gradient glyph, what the SVG tree
            refuses) stays PNGs, named in a warning.

            Examples:
              tintype appicon Fixtures/svg/heart.svg -o out --background '#E8413C' \\
                --glyph white
              tintype appicon logo.png -o out --platform ios,web --background \\
                '#2B5FD9,#1A3A8C'
              tintype appicon glyph.svg -o out --background-image sky.jpg \\
                --monochrome glyph-simple.svg
              tintype appicon flavours/ -o out
              tintype appicon Fixtures/svg/heart.svg -o out --platform android \\
                --vector
            """)

    @Argument(help: "The master: an SVG, or a PNG or JPEG of 512 px or more; or a folder of them.")
    var source: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into.", valueName: "folder"))
    var output: String

    @Option(
        help: ArgumentHelp(
            "The platforms, separated by commas: ios, android, notification, web. Default: all.", valueName: "list"))
    var platform: PlatformListArgument = PlatformListArgument(platforms: AppIconPlatform.allCases)

    @Option(
        help: ArgumentHelp(
            "Behind the glyph: \(PaintArgument.formats). Default: white, or a full-bleed master's border colour.",
            valueName: "paint"))
    var background: PaintArgument?

    @Option(
        help: ArgumentHelp(
            "A picture behind the glyph (over --background), scaled to cover each icon.", valueName: "file"))
    var backgroundImage: String?

    @Option(
        help: ArgumentHelp(
            "The glyph's paint on the background. Default: the art's own colours.", valueName: "paint"))
    var glyph: PaintArgument?

    @Option(
        help: ArgumentHelp(
            "The glyph's paint alone on transparent (iOS dark, the adaptive foreground). Default: as --glyph.",
            valueName: "paint"))
    var darkGlyph: PaintArgument?

    @Option(
        help: ArgumentHelp(
            "Other art for the monochrome, tinted and notification icons (a simpler glyph). Default: the master.",
            valueName: "file"))
    var monochrome: String?

    @Option(
        help: ArgumentHelp(
            "The notification icon's name (ic_stat_NAME). Default: the master's file name.", valueName: "name"))
    var name: String?

    @Option(help: "Where the glyph's coverage comes from: alpha, luminance, knockout or auto.")
    var mask: MaskSource = .auto

    @Flag(help: "Replace files here that tintype did not write, or that were edited since.")
    var force = false

    @Flag(name: .shortAndLong, help: "Print only warnings, errors and what --verify finds (no list of files written).")
    var quiet = false

    @Flag(help: "Write no proof-sheet.png and preview.html (launcher masks, themed, iOS appearances, a status bar).")
    var noProof = false

    @Flag(
        help:
            "Write the Android foreground, monochrome and notification layers of an SVG master as VectorDrawables (drawable/*.xml) where they can be drawn exactly."
    )
    var vector = false

    @Option(help: "PNG compression: fast, default or smallest.")
    var compression: PNGEncoder.Compression = .default

    @Flag(
        help:
            "Write nothing; list each file that is missing, stale (its master changed) or edited by hand, and exit 1 if any (for CI)."
    )
    var verify = false

    @Flag(
        help:
            "Then remove the files an earlier set wrote here that this one no longer makes (never a file tintype did not write or that was edited since)."
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

    func run() async throws {
        if printJob { return try JobPrinting.printJob(command: "appicon") }
        if let saveJob { return try JobPrinting.saveJob(command: "appicon", to: saveJob) }
        try JobPrinting.checkRunFlags(verify: verify, clean: clean, others: ["--force": force])
        try await reportingFailure {
            var run = AppIconRun(source: source, output: output)
            run.platforms = platform.platforms
            if let background { run.design.background = background.paint }
            if let backgroundImage {
                run.design.backgroundImage = try ImageDecoder.read(backgroundImage, limits: limits.decodeLimits).image
            }
            run.design.glyph = glyph?.paint
            run.design.darkGlyph = darkGlyph?.paint
            run.backgroundChosen = background != nil
            (run.monochrome, run.name, run.maskSource) = (monochrome, name, mask)
            (run.vector, run.proofSheet, run.compression) = (vector, !noProof, compression)
            (run.force, run.clean, run.verify) = (force, clean, verify)
            (run.limits, run.rendering) = (limits.decodeLimits, limits.svgRendering())
            let made: Bool
            do {
                made = try run.run(events: report)
            } catch AppIconRun.Refusal.singleAppOptions {
                throw ValidationError(
                    "--name and --monochrome name one app; in a folder each master is named by its file, "
                        + "and NAME-monochrome.svg is its monochrome art")
            } catch let refusal as AppIconRun.Refusal {
                throw ValidationError("\(refusal)")
            }
            if !made { throw ExitCode.failure }
        }
    }

    /// Words one event of the run: what it made on standard output, notes, warnings and errors on standard error.
    private func report(_ event: AppIconRun.Event) {
        switch event {
        case .passedOver(let skipped): Console.error("note: passed over \(source)/\(skipped)")
        case .conflict(let conflict): Console.error("error: \(source)/\(conflict)")
        case .app(let name, let master): Console.print("\(name): \(source)/\(master)")
        case .warning(let warning): Console.error(warning.line)
        case .drift(let drift, let output, let files): _ = JobPrinting.reportDrift(drift, output: output, files: files)
        case .refused(let error): Console.error("tintype: \(error) (--force replaces them)")
        case .wrote(let path): if !quiet { Console.print("wrote \(path)") }
        case .made(let files, let written, let upToDate):
            if !quiet { Console.print("\(files) files: \(written) written, \(upToDate) up to date") }
        case .cleaned(let outcome, let output): JobPrinting.reportCleaning(outcome, output: output, quiet: quiet)
        case .breach(let breach, let output): Console.error("error: \(output)/\(breach)")
        case .failed(_, let error): Console.error("tintype: \(error)")
        case .finished(let apps, let failed):
            Console.print("\(apps) app\(apps == 1 ? "" : "s"): \(apps - failed) made, \(failed) failed")
        }
    }
}

/// `ios,web`: platforms separated by commas, each once.
struct PlatformListArgument: ExpressibleByArgument, CustomStringConvertible {
    var platforms: [AppIconPlatform]

    init(platforms: [AppIconPlatform]) { self.platforms = platforms }

    init?(argument: String) {
        var platforms: [AppIconPlatform] = []
        for word in argument.split(separator: ",") {
            guard let platform = AppIconPlatform(rawValue: word.trimmingCharacters(in: .whitespaces)), !platforms.contains(platform)
            else { return nil }
            platforms.append(platform)
        }
        guard !platforms.isEmpty else { return nil }
        self.platforms = platforms
    }

    var description: String { platforms.map(\.rawValue).joined(separator: ",") }
}
