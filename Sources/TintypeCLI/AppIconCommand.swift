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
    var compression: PNGCompression = .default

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
            let rendering = limits.svgRendering()
            var design = AppIconDesign()
            if let background { design.background = background.paint }
            if let backgroundImage {
                design.backgroundImage = try ImageDecoder.read(backgroundImage, limits: limits.decodeLimits).image
            }
            design.glyph = glyph?.paint
            design.darkGlyph = darkGlyph?.paint
            let made: Bool
            if FileBytes.kind(of: source) == .folder {
                made = try makeFolder(design: design, rendering: rendering)
            } else {
                made = try make(
                    master: source, monochrome: monochrome, name: name ?? AppIconFolder.appName(source), into: output,
                    design: design, rendering: rendering)
            }
            if !made { throw ExitCode.failure }
        }
    }

    /// Makes the set of every master in the folder ``source``, each in its own folder; false when one failed (already said).
    /// - Throws: `ValidationError` when the folder holds no master or a single app's options were given.
    private func makeFolder(design: AppIconDesign, rendering: SVGRendering) throws -> Bool {
        if name != nil || monochrome != nil {
            throw ValidationError(
                "--name and --monochrome name one app; in a folder each master is named by its file, "
                    + "and NAME-monochrome.svg is its monochrome art")
        }
        let folder = AppIconFolder(source)
        for skipped in folder.skipped { Console.error("note: passed over \(source)/\(skipped)") }
        for conflict in folder.conflicts { Console.error("error: \(source)/\(conflict)") }
        if folder.apps.isEmpty && folder.conflicts.isEmpty {
            throw ValidationError("\(source) holds no SVG, PNG or JPEG master at its top")
        }
        var failed = folder.conflicts.count
        for app in folder.apps {
            Console.print("\(app.name): \(source)/\(app.master)")
            if !makeReporting(app, design: design, rendering: rendering) { failed += 1 }
        }
        let total = folder.apps.count + folder.conflicts.count
        Console.print("\(total) app\(total == 1 ? "" : "s"): \(total - failed) made, \(failed) failed")
        return failed == 0
    }

    /// Makes one app of a folder; an error is said here, so that one app's failure never stops the others.
    private func makeReporting(_ app: AppIconFolder.App, design: AppIconDesign, rendering: SVGRendering) -> Bool {
        do {
            return try make(
                master: source + "/" + app.master, monochrome: app.monochrome.map { source + "/" + $0 }, name: app.name,
                into: output + "/" + app.name, design: design, rendering: rendering)
        } catch {
            Console.error("tintype: \(error)")
            return false
        }
    }

    /// Writes `set` into `output`; nil when files there that tintype did not write stopped it (already said).
    private func write(_ set: AppIconSet, to output: String) throws -> AppIconSet.WriteOutcome? {
        do {
            return try set.write(to: output, force: force)
        } catch {
            guard error.reason.isNotWrittenByTintype else { throw error }
            Console.error("tintype: \(error) (--force replaces them)")
            return nil
        }
    }

    /// The vector trees of an SVG master and its monochrome art for `--vector`; nil, with a warning
    /// in `warnings`, when the master is not an SVG or the tree refuses it (its layers are then PNGs).
    static func vectors(master: String, monochrome: String?, limits: DecodeLimits, warnings: inout [BatchWarning]) -> AppIconVectors? {
        func tree(_ file: String) -> VectorDocument? {
            let why: String
            do {
                let bytes = try FileBytes.read(file, maximumBytes: limits.maximumSVGBytes)
                guard ImageFormat.detect(bytes) == .svg else {
                    throw VectorRefusal(file: file, element: "", feature: "raster art", reason: "it is raster art")
                }
                return try VectorDocument(svg: bytes, file: file)
            } catch let refusal as VectorRefusal {
                why = "\(refusal.element.isEmpty ? refusal.feature : refusal.element): \(refusal.reason)"
            } catch {
                why = "\(error)"
            }
            warnings.append(BatchWarning(.notVector, file: file, message: "\(file): its Android layers are PNGs, not vectors: \(why)"))
            return nil
        }
        guard let master = tree(master) else { return nil }
        return AppIconVectors(master: master, monochrome: monochrome.flatMap(tree))
    }

    /// Makes, writes and checks the set of one master; false when it was refused or its check failed (already said).
    /// - Throws: what reading, drawing or writing threw.
    private func make(
        master: String, monochrome: String?, name: String, into output: String, design: AppIconDesign, rendering: SVGRendering
    ) throws -> Bool {
        let art = try SourceArt.read(master, limits: limits.decodeLimits, rendering: rendering)
        var monochromeArt: (art: SourceArt, file: String)?
        if let monochrome {
            let read = try SourceArt.read(monochrome, limits: limits.decodeLimits, rendering: rendering)
            monochromeArt = (read, monochrome)
        }
        let made = try AppIconPainter.make(
            art: art, file: master, design: design, maskSource: mask, groundAsBackground: background == nil,
            monochrome: monochromeArt)
        let painter = made.painter
        let warnings = made.warnings
        var treeWarnings: [BatchWarning] = []
        let vectors =
            vector ? Self.vectors(master: master, monochrome: monochrome, limits: limits.decodeLimits, warnings: &treeWarnings) : nil
        let set = try AppIconSet.make(
            painter, platforms: platform.platforms, name: name, compression: compression, proofSheet: !noProof, vectors: vectors)
        for warning in warnings + treeWarnings + set.warnings { Console.error(warning.line) }
        if verify {
            let drift = set.drift(in: output)
            return JobPrinting.reportDrift(drift, output: output, files: set.files.count)
        }
        guard let outcome = try write(set, to: output) else { return false }
        if !quiet {
            for file in outcome.written { Console.print("wrote \(output)/\(file)") }
            Console.print("\(set.files.count) files: \(outcome.written.count) written, \(outcome.upToDate.count) up to date")
        }
        if clean { JobPrinting.reportCleaning(try set.removeObsolete(in: output), output: output, quiet: quiet) }
        // The set is checked as 'tintype check' checks it: a breach here is a bug of this tool.
        let report = AppIconCheck.check(output, limits: limits.decodeLimits)
        for breach in report.breaches { Console.error("error: \(output)/\(breach)") }
        return report.breaches.isEmpty
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

extension BatchError.Reason {
    /// True for ``BatchError/Reason/notWrittenByTintype(_:)``.
    fileprivate var isNotWrittenByTintype: Bool {
        if case .notWrittenByTintype = self { return true }
        return false
    }
}
