/// A `tintype appicon` job as its options give it (SPEC §12.1), from a command line or a job
/// file's keys: the ``AppIconRun`` it makes, with the background picture still a path and
/// the input limits as given.
package struct AppIconJob: Sendable {
    /// The run, every choice the keys make set.
    package var run: AppIconRun
    /// A picture to put behind the glyph, read when the job runs.
    package var backgroundImage: String?
    package var limits = InputLimits()

    /// A job of the master (or folder of masters) `source` into `output`.
    package init(source: String, output: String) {
        run = AppIconRun(source: source, output: output)
    }

    /// The keys of an app icon job, in the order `tintype appicon --help` lists its options.
    package static let fields: [JobFile.Field<AppIconJob>] =
        [
            .option(
                .init(
                    name: "source", kind: .argument,
                    help:
                        "The master: an SVG, a PNG or JPEG (1,024 px or more stays sharp; smaller art is enlarged, and said), or an Icon Composer bundle (NAME.icon); or a folder of masters.",
                    required: true, isPath: true)
            ) { $0.run.source = $1 },
            .option(
                .init(
                    name: "output", kind: .option, help: "The folder to write the set into (or --project).", valueName: "folder",
                    shortName: "o", isPath: true)
            ) { $0.run.output = $1 },
            .option(
                .init(
                    name: "project", kind: .option,
                    help:
                        "An app's project folder (Flutter, React Native, Expo, Capacitor, Tauri, Electron with electron-builder, Xcode, Gradle) to write the icons into, where it reads them, at their own sizes and formats, with the configuration that names them (instead of -o).",
                    valueName: "folder", isPath: true)
            ) { $0.run.project = $1 },
            .choice(
                "framework",
                "With --project, the framework whose icons to write where the folder holds several: \(AppFramework.allCases.map(\.rawValue).joined(separator: ", ")). Default: each found."
            ) { $0.run.framework = $1 },
            .flag("dry-run", "With --project, write nothing: list each file that would be written or changed, and why.") {
                $0.run.dryRun = $1
            },
            .parsed(
                .init(
                    name: "platform", kind: .option, list: true,
                    help:
                        "The platforms, separated by commas: ios, android, notification, web; for the desktop macos, windows, linux; icon (an Icon Composer bundle); or all. Default: ios,android,notification,web.",
                    valueName: "list"),
                as: "platforms separated by commas, each once: \(AppIconPlatform.allCases.map(\.rawValue).joined(separator: ", ")); or all",
                OptionWords.platforms
            ) { $0.run.platforms = $1 },
            paint("background", "Behind the glyph: \(Paint.formats). Default: white, or a full-bleed master's border colour.") {
                job, paint in
                job.run.design.background = paint
                job.run.backgroundChosen = true
            },
            .option(
                .init(
                    name: "background-image", kind: .option,
                    help: "A picture behind the glyph (over --background), scaled to cover each icon.",
                    valueName: "file", isPath: true)
            ) { $0.backgroundImage = $1 },
            paint(
                "glyph", "The glyph's paint on the background. Default: the art's own colours, or white or black where they would not show."
            ) {
                $0.run.design.glyph = $1
            },
            paint(
                "dark-glyph",
                "The glyph's paint in the iOS dark icon, on the tile iOS draws. Default: as --glyph, or white where it would not show."
            ) { $0.run.design.darkGlyph = $1 },
            .option(
                .init(
                    name: "monochrome", kind: .option,
                    help: "Other art for the monochrome, tinted and notification icons (a simpler glyph). "
                        + "Default: the master, a colour picture in its tones.",
                    valueName: "file", isPath: true)
            ) { $0.run.monochrome = $1 },
            .option(
                .init(
                    name: "name", kind: .option,
                    help:
                        "The app's name: the notification icon's (ic_stat_NAME, made a resource name) and the Linux icons' (as given: the app ID the .desktop file's Icon= names). Default: the master's file name.",
                    valueName: "name")
            ) { $0.run.name = $1 },
            .choice("mask", "Where the glyph's coverage comes from: alpha, luminance, knockout, tones or auto.", \.run.maskSource),
            .flag("no-proof", "Write no proof-sheet.png and preview.html (launcher masks, themed, iOS appearances, a status bar).") {
                $0.run.proofSheet = !$1
            },
            .flag(
                "vector",
                "Write the Android foreground, monochrome and notification layers of an SVG master as VectorDrawables (drawable/*.xml) where they can be drawn exactly."
            ) { $0.run.vector = $1 },
            .choice("compression", "PNG compression: fast, default or smallest.", \.run.compression)
        ] + InputLimits.fields(\AppIconJob.limits)

    /// Why the job's outputs do not go together: a set needs a folder (`output`), a project run its
    /// project and not `clean` (a project's record is its own); nil when they do.
    package var outputProblem: JobFile.Problem? {
        switch (run.output.isEmpty, run.project) {
        case (true, nil):
            return JobFile.Problem(key: "output", reason: "give the folder to write into (-o), or an app's project (--project)")
        case (false, .some): return JobFile.Problem(key: "project", reason: "--project writes into the project: give it without -o")
        case (true, .some) where run.clean:
            return JobFile.Problem(
                key: "project", reason: "--clean belongs to a set's folder; --dry-run lists what --project would change")
        case (false, nil) where run.dryRun || run.framework != nil:
            return JobFile.Problem(key: "project", reason: "--dry-run and --framework belong to --project")
        default: return nil
        }
    }

    /// A key whose value is a paint: a color or a gradient (``Paint/init(parsing:)``).
    private static func paint(
        _ name: String, _ help: String, set: @escaping @Sendable (inout AppIconJob, Paint) -> Void
    ) -> JobFile.Field<AppIconJob> {
        .parsed(
            .init(name: name, kind: .option, help: help, valueName: "paint"), as: OptionWords.paint, Paint.init(parsing:), set: set)
    }

    /// The run ready to go: the limits set, SVG rendered by workers of `workerExecutable` (in
    /// process when nil), the background picture read (an SVG drawn there too).
    /// - Throws: ``JobFile/Problem`` when a limit is out of range; `ImageFileError` when the picture cannot be read.
    package func prepared(workerExecutable: String?) throws -> AppIconRun {
        if let problem = limits.problem { throw JobFile.Problem(key: problem.key, reason: problem.reason) }
        if let problem = outputProblem { throw problem }
        var run = run
        run.limits = limits.decodeLimits
        run.rendering = limits.rendering(executable: workerExecutable, workers: BatchOptions.processorCount)
        // An SVG picture is drawn as every SVG of the run is: by the tree, or by librsvg in a worker within the render limits.
        if let backgroundImage {
            run.design.backgroundImage = try ImageDecoder.readArt(backgroundImage, limits: run.limits, rendering: run.rendering).image
        }
        return run
    }
}
