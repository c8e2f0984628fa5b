import TintypeSupport

/// A `tintype splash` job as its options give it (SPEC §14), from a command line or a job file's
/// keys: the ``LaunchScreenRun`` it makes, with a screen table still a path and the input limits as given.
package struct SplashJob: Sendable {
    /// The run, every choice the keys make set.
    package var run: LaunchScreenRun
    /// A JSON table of more Apple screens, read when the job runs.
    package var deviceTable: String?
    package var limits = InputLimits()

    /// A job of the logo `source` into `output`.
    package init(source: String, output: String) {
        run = LaunchScreenRun(source: source, output: output)
    }

    /// The largest screen table read, in bytes.
    static let maximumTableBytes = 1 << 20
    /// The most screens a table may add.
    static let maximumScreens = 64

    /// The keys of a launch screen job, in the order `tintype splash --help` lists its options.
    package static let fields: [JobFile.Field<SplashJob>] =
        [
            .option(
                .init(
                    name: "source", kind: .argument,
                    help: "The logo: an SVG, a PNG or JPEG, or an Icon Composer bundle (NAME.icon, its layers composed).",
                    required: true, isPath: true)
            ) { $0.run.source = $1 },
            .option(
                .init(
                    name: "output", kind: .option, help: "The folder to write into.", valueName: "folder", shortName: "o", required: true,
                    isPath: true)
            ) { $0.run.output = $1 },
            .parsed(
                .init(
                    name: "platform", kind: .option, list: true,
                    help: "The platforms, separated by commas: ios, android, web; or all. Default: all three.", valueName: "list"),
                as: "platforms separated by commas, each once: ios, android, web; or all", OptionWords.launchPlatforms
            ) { $0.run.platforms = $1 },
            color("background", "The screen's colour in the light appearance. Default: white, or a full-bleed logo's border colour.") {
                job, color in
                job.run.design.background = color
                job.run.backgroundChosen = true
            },
            color("dark-background", "The screen's colour in the dark appearance. Default: black.") {
                $0.run.design.darkBackground = $1
            },
            color(
                "icon-background",
                "Android 12's icon background: a circle behind the logo, which then sits on the 240 dp canvas. Default: none."
            ) { $0.run.design.iconBackground = $1 },
            color("dark-icon-background", "The icon background in the dark appearance. Default: as --icon-background.") {
                $0.run.design.darkIconBackground = $1
            },
            .option(
                .init(
                    name: "dark-source", kind: .option,
                    help:
                        "Other art for the dark appearance (a logo drawn for a dark ground). Default: the logo, white or black where its colours would not show.",
                    valueName: "file", isPath: true)
            ) { $0.run.darkSource = $1 },
            .option(
                .init(
                    name: "branding", kind: .option,
                    help:
                        "A wordmark for the foot of the screen: Android 12's branding image (200 × 80 dp), the storyboard's and the web images'.",
                    valueName: "file", isPath: true)
            ) { $0.run.branding = $1 },
            .choice(
                "devices",
                "The web's startup images: all (every Apple screen in portrait and landscape, light and dark) or short (one a screen, portrait, light and dark).",
                \.run.devices),
            .option(
                .init(
                    name: "device-table", kind: .option,
                    help:
                        "A JSON table of more Apple screens for the web images: {\"screens\": [{\"devices\": \"…\", \"width\": 402, \"height\": 874, \"scale\": 3}]}, portrait sizes in CSS pixels.",
                    valueName: "file", isPath: true)
            ) { $0.deviceTable = $1 },
            .option(
                .init(
                    name: "post-splash-theme", kind: .option,
                    help: "The app's own Android theme, which the compat library switches to once the app has drawn. Default: AppTheme.",
                    valueName: "name")
            ) { $0.run.postSplashTheme = $1 },
            .choice("mask", "Where the logo's coverage comes from: alpha, luminance, knockout, tones or auto.", \.run.maskSource),
            .flag(
                "no-proof", "Write no proof-sheet.png and preview.html (the screens as an iPhone, an Android phone and an iPad show them)."
            ) {
                $0.run.proofSheet = !$1
            },
            .choice("compression", "PNG compression: fast, default or smallest.", \.run.compression)
        ] + InputLimits.fields(\SplashJob.limits)

    /// A key whose value is one colour (``StraightColor/init(parsing:)``).
    private static func color(
        _ name: String, _ help: String, set: @escaping @Sendable (inout SplashJob, StraightColor) -> Void
    ) -> JobFile.Field<SplashJob> {
        .parsed(
            .init(name: name, kind: .option, help: help, valueName: "color"), as: OptionWords.color, StraightColor.init(parsing:), set: set)
    }

    /// The run ready to go: the limits set, the screen table read and added, SVG rendered by workers
    /// of `workerExecutable` (in process when nil).
    /// - Throws: ``JobFile/Problem`` when a limit is out of range or the screen table cannot be read.
    package func prepared(workerExecutable: String?) throws -> LaunchScreenRun {
        if let problem = limits.problem { throw JobFile.Problem(key: problem.key, reason: problem.reason) }
        var run = run
        run.limits = limits.decodeLimits
        if let deviceTable {
            let bytes: [UInt8]
            do { bytes = try FileBytes.read(deviceTable, maximumBytes: Self.maximumTableBytes) } catch {
                throw JobFile.Problem(key: "device-table", reason: "\(error)")
            }
            let screens: [AppleScreen]
            do { screens = try AppleScreen.read(table: bytes, file: deviceTable) } catch {
                throw JobFile.Problem(key: "device-table", reason: "\(error)")
            }
            guard screens.count <= Self.maximumScreens else {
                throw JobFile.Problem(
                    key: "device-table", reason: "\(deviceTable) gives \(screens.count) screens, over the limit of \(Self.maximumScreens)")
            }
            run.screens += screens
        }
        run.rendering = limits.rendering(executable: workerExecutable, workers: BatchOptions.processorCount)
        return run
    }
}
