import ArgumentParser
import Tintype

/// `tintype export NAME.icon -o DIR`: an Icon Composer bundle drawn as Apple's renderer draws it.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Draw an Icon Composer bundle in each appearance, as Icon Composer exports it; take the pictures out of an Assets.car.",
        discussion: """
            The bundle's 1024-point canvas is the icon: its fill (or the
            appearance's ground) under its layers, each at its own position and
            scale, cut to Apple's continuous-corner square (iOS, macOS) or the
            circle (watchOS). The appearances are Default, Dark, ClearLight,
            ClearDark, TintedLight and TintedDark; the files are named as Icon
            Composer names its exports (NAME-iOS-Dark-1024x1024@1x.png), each
            written whole or not at all. Liquid Glass is drawn as Apple's
            renders show it (rim light, glass edges, specular highlights,
            translucency, shadows, blend modes); what only Apple's renderer
            draws (refraction, the blur material) is named in a warning.

            Given a compiled asset catalog (NAME.car, Apple's or any other), export
            takes out every picture as a PNG (a picture in a packed atlas cut from it)
            and every vector as the SVG or PDF it keeps, named for its asset and the
            rest of its key (AppIcon-dimension2-6@2x.png, v_device-iPhone.pdf).

            Examples:
              tintype export AppIcon.icon -o exports
              tintype export MyApp.app/Contents/Resources/Assets.car -o pictures
              tintype export AppIcon.icon -o exports --platform ios,watchos \\
                --appearance default,dark --size 256
            """)

    @Argument(
        help: ArgumentHelp(
            "The Icon Composer bundle to draw, or a compiled Assets.car whose pictures (as PNGs) and vectors (SVG, PDF) to take out.",
            valueName: "NAME.icon|NAME.car"))
    var bundle: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into (made if missing).", valueName: "folder"))
    var output: String

    @Option(help: "The platforms, comma-separated: ios, macos, watchos.")
    var platform = "ios"

    @Option(help: "The appearances, comma-separated (default, dark, clear-light, clear-dark, tinted-light, tinted-dark), or all.")
    var appearance = "all"

    @Option(
        help: "The side of each image, in pixels (watchOS's circle is 64 of every 1024 wider: the design centred, its fill running on).")
    var size = 1024

    @Flag(help: "Draw the whole square, opaque, without the platform's outline (the iOS image an app ships).")
    var square = false

    @Flag(name: .shortAndLong, help: "Print only warnings and errors (no list of files written).")
    var quiet = false

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    /// The platforms asked for.
    func platforms() throws -> [IconComposerExport.Platform] {
        try platform.split(separator: ",").map { word in
            guard let found = IconComposerExport.Platform(word: String(word)) else {
                throw ValidationError("--platform: no platform '\(word)'; the platforms are ios, macos and watchos")
            }
            return found
        }
    }

    /// The appearances asked for.
    func appearances() throws -> [IconComposerAppearance] {
        if appearance.lowercased() == "all" { return IconComposerAppearance.allCases }
        return try appearance.split(separator: ",").map { word in
            guard let found = IconComposerAppearance(name: String(word)) else {
                throw ValidationError(
                    "--appearance: no appearance '\(word)'; they are default, dark, clear-light, clear-dark, tinted-light, tinted-dark and all"
                )
            }
            return found
        }
    }

    func validate() throws {
        guard (16...4096).contains(size) else { throw ValidationError("--size must be from 16 to 4096 pixels, not \(size)") }
        _ = try platforms()
        _ = try appearances()
    }

    func run() async throws {
        try await reportingFailure {
            if bundle.lowercased().hasSuffix(".car") { return try extractCar() }
            guard IconComposerBundle.isBundle(bundle) else {
                throw ImageFileError(file: bundle, problem: .access("not an Icon Composer bundle (a NAME.icon folder holding icon.json)"))
            }
            let read = try IconComposerBundle(reading: bundle, limits: limits.decodeLimits)
            let export = IconComposerExport(platforms: try platforms(), appearances: try appearances(), side: size, square: square)
            // Drawn whole before anything is said or written: a bundle refused (over a limit, an asset
            // unreadable) leaves no folder and no warning that it was drawn.
            let drawn = try export.drawn(read, limits: limits.decodeLimits, rendering: limits.svgRendering())
            if !read.notReproduced.isEmpty {
                Console.error(
                    "warning: \(bundle): drawn without what only Apple's renderer draws: its \(WordList.joined(read.notReproduced))")
            }
            try FileBytes.createFolder(output)
            for image in drawn {
                let file = "\(output)/\(image.fileName)"
                try PNGEncoder().write(image.image, to: file)
                if !quiet { Console.print(file) }
            }
        }
    }

    /// `NAME.car`: every picture as a PNG and every vector as its SVG or PDF, read whole before anything is
    /// written.
    private func extractCar() throws {
        let car = try AssetCar(reading: bundle, limits: limits.decodeLimits)
        let files: [AssetCar.ExtractedFile]
        do { files = try car.extracted(limits: limits.decodeLimits) } catch { throw ImageFileError(file: bundle, problem: .layer(error)) }
        try FileBytes.createFolder(output)
        for file in files {
            try FileBytes.writeAtomically(file.bytes, to: "\(output)/\(file.name)")
            if !quiet { Console.print("\(output)/\(file.name)") }
        }
        if files.isEmpty { Console.error("warning: \(bundle): holds no picture or vector to take out") }
    }
}
