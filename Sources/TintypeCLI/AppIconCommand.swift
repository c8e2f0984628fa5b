import ArgumentParser
import Tintype

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
            A file already holding the same bytes is left alone; no other file is
            touched, and a file the set would replace that tintype did not write
            there (or that was edited since) stops the run before anything is
            written, unless --force. The set is then checked as 'tintype check' checks it.

            Examples:
              tintype appicon Fixtures/svg/heart.svg -o out --background '#E8413C' \\
                --glyph white
              tintype appicon logo.png -o out --platform ios,web --background \\
                '#2B5FD9,#1A3A8C'
            """)

    @Argument(help: "The master: an SVG, or a PNG or JPEG of 512 px or more.")
    var source: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into.", valueName: "folder"))
    var output: String

    @Option(
        help: ArgumentHelp(
            "The platforms, separated by commas: ios, android, notification, web. Default: all.", valueName: "list"))
    var platform: PlatformListArgument = PlatformListArgument(platforms: AppIconPlatform.allCases)

    @Option(help: ArgumentHelp("Behind the glyph: \(PaintArgument.formats). Default: white.", valueName: "paint"))
    var background: PaintArgument?

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
            "The notification icon's name (ic_stat_NAME). Default: the master's file name.", valueName: "name"))
    var name: String?

    @Option(help: "Where the glyph's coverage comes from: alpha, luminance, knockout or auto.")
    var mask: MaskSource = .auto

    @Flag(help: "Replace files here that tintype did not write, or that were edited since.")
    var force = false

    @Flag(help: "Write no proof-sheet.png (the icons under launcher masks, themed, iOS appearances, a status bar).")
    var noProof = false

    @Option(help: "PNG compression: fast, default or smallest.")
    var compression: PNGCompression = .default

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func run() async throws {
        try await reportingFailure {
            var design = AppIconDesign()
            if let background { design.background = background.paint }
            design.glyph = glyph?.paint
            design.darkGlyph = darkGlyph?.paint
            let art = try SourceArt.read(source, limits: limits.decodeLimits, rendering: limits.svgRendering())
            let master = try ArtMaster(art, maskSource: mask, trim: true, file: source)
            let painter = try AppIconPainter(master: master, design: design, file: source)
            let set = try AppIconSet.make(
                painter, platforms: platform.platforms, name: name ?? Self.baseName(source), compression: compression,
                proofSheet: !noProof)
            for warning in set.warnings { Console.error("warning: \(warning)") }
            let outcome: AppIconSet.WriteOutcome
            do {
                outcome = try set.write(to: output, force: force)
            } catch let error as BatchError where error.reason.isNotWrittenByTintype {
                Console.error("tintype: \(error) (--force replaces them)")
                throw ExitCode.failure
            }
            for file in outcome.written { Console.print("wrote \(output)/\(file)") }
            Console.print("\(set.files.count) files: \(outcome.written.count) written, \(outcome.upToDate.count) up to date")
            // The set is checked as 'tintype check' checks it: a breach here is a bug of this tool.
            let report = AppIconCheck.check(output, limits: limits.decodeLimits)
            for breach in report.breaches { Console.error("error: \(output)/\(breach)") }
            if !report.breaches.isEmpty { throw ExitCode.failure }
        }
    }

    /// `logo` for `art/logo@2x.png`.
    static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        return String(stem.split(separator: "@").first ?? Substring(stem))
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
