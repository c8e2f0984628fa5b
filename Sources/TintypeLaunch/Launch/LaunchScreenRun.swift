import TintypeSupport

/// `tintype splash` as a library call (SPEC §14): the launch screens of iOS, Android 12+ (and the
/// compat library's API 23–30) and the web from one logo, made, written (or verified), optionally
/// cleaned, and checked as ``LaunchScreenCheck`` checks any set. What happens is told as
/// ``AppIconRun/Event``s, as an app icon run tells it.
///
/// ```swift
/// var run = LaunchScreenRun(source: "art/logo.svg", output: "Launch")
/// run.design.background = StraightColor(red: 232, green: 65, blue: 60)
/// let clean = try run.run { event in print(event) }
/// ```
package struct LaunchScreenRun: Sendable {
    /// The logo: an SVG, a PNG or JPEG, or an Icon Composer bundle (its layers composed).
    package var source: String
    /// The folder the set is written into.
    package var output: String
    /// The platforms the set holds.
    package var platforms: [LaunchPlatform] = LaunchPlatform.allCases
    /// The grounds and Android's icon plate.
    package var design = LaunchScreenDesign()
    /// True when ``design``'s light background was chosen: a full-bleed logo's border colour then does not replace it.
    package var backgroundChosen = false
    /// Other art for the dark appearance (a logo drawn for a dark ground); nil: the logo, made readable on the dark ground.
    package var darkSource: String?
    /// A wordmark shown at the foot of the screen (Android's branding image, 200 × 80 dp; the
    /// storyboard's and the web images' too); nil for none.
    package var branding: String?
    /// Which of ``screens`` get web startup images, and how many each.
    package var devices: LaunchDeviceSet = .all
    /// The Apple screens the web images are made for: ``AppleScreen/table`` and any of a table of your own.
    package var screens: [AppleScreen] = AppleScreen.table
    /// The app's own theme, which Android's compat library switches to once the app has drawn (`postSplashScreenTheme`).
    package var postSplashTheme = "AppTheme"
    /// Where the logo's coverage comes from.
    package var maskSource: Mask.Source = .auto
    /// Writes `proof-sheet.png` and `preview.html`.
    package var proofSheet = true
    /// The PNG encoder's effort.
    package var compression: PNGEncoder.Compression = .default
    /// Replaces files that tintype did not write, or that were edited since.
    package var force = false
    /// Then removes what an earlier set wrote that this one no longer makes.
    package var clean = false
    /// Writes nothing: reports each file that differs from what the set makes.
    package var verify = false
    /// The decoders' limits.
    package var limits: ImageDecoder.Limits = .default
    /// How SVG logos are parsed and rendered.
    package var rendering: SVGDocument.Rendering = .inProcess

    /// A run of `source` into `output`, with every other choice at its default.
    package init(source: String, output: String) {
        self.source = source
        self.output = output
    }

    /// Why a run does not start.
    package enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// The post-splash theme is not a name Android's resources accept.
        case themeName(String)
        /// No platform was asked for.
        case noPlatforms

        /// The reason in a sentence.
        package var description: String {
            switch self {
            case .themeName(let name):
                return DisplayText.escaped(
                    "'\(name)' is not an Android style name (letters, digits, '_' and '.', not starting with a digit or '.')")
            case .noPlatforms: return "no platform was asked for"
            }
        }
    }

    /// Whether `name` is a style name Android's resources accept: `Theme.MyApp`, `AppTheme`.
    package static func isStyleName(_ name: String) -> Bool {
        guard let first = name.utf8.first, name.utf8.count <= 200, first != UInt8(ascii: "."), !(48...57).contains(first) else {
            return false
        }
        return name.utf8.allSatisfy { byte in
            (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: ".")
        }
    }

    /// Makes the set, writes (or verifies) it and checks it; true when it was made (or verified unchanged)
    /// and passed its check.
    /// - Throws: ``Refusal`` before anything is read; what reading, drawing or writing threw.
    package func run(events: (AppIconRun.Event) -> Void) throws -> Bool {
        guard Self.isStyleName(postSplashTheme) else { throw Refusal.themeName(postSplashTheme) }
        guard !platforms.isEmpty else { throw Refusal.noPlatforms }
        events(.stage("reading \(source)"))
        let art = try self.art()
        let drawn = platforms.map(\.rawValue).joined(separator: ", ")
        events(.stage("drawing the launch screens of \(drawn)\(proofSheet ? ", and the proof sheet" : "")"))
        let set = try LaunchScreenSet.make(
            art, platforms: platforms, screens: screens, devices: devices, postTheme: postSplashTheme, compression: compression,
            proofSheet: proofSheet)
        for warning in set.warnings { events(.warning(warning)) }
        if case .finished(let made) = try set.deliver(to: output, verify: verify, force: force, clean: clean, events: events) {
            return made
        }
        // The set is checked as 'tintype check' checks launch screens: a breach here is a bug of this tool.
        events(.stage("checking \(output)"))
        let breaches = LaunchScreenCheck.check(output, limits: limits, rendering: rendering).breaches
        for breach in breaches { events(.breach(breach, output: output)) }
        return breaches.isEmpty
    }

    /// The logo on each ground, the dark art's, the trees for vectors and the branding, each file read once.
    func art() throws -> LaunchArt {
        var warnings: [Warning] = []
        let logo = try read(source, warnings: &warnings)
        let darkLogo = try darkSource.map { file in try read(file, warnings: &warnings) } ?? logo
        func painter(
            _ read: (art: SourceArt, tree: VectorDocument?, file: String), on ground: StraightColor, groundAsBackground: Bool = false
        ) throws(ImageFileError) -> AppIconPainter {
            let made = try LaunchArt.painter(
                read.art, file: read.file, background: ground, groundAsBackground: groundAsBackground, maskSource: maskSource)
            warnings += made.warnings
            return made.painter
        }
        var design = self.design
        let light = try painter(logo, on: design.background, groundAsBackground: !backgroundChosen)
        // A full-bleed logo's border colour became the light ground.
        if case .solid(let ground) = light.design.background { design.background = ground }
        let dark = try painter(darkLogo, on: design.darkBackground)
        var plated = (light: light, dark: dark)
        if platforms.contains(.android), let plate = design.iconBackground {
            // On Android the logo sits on its plate, not on the screen: readable there.
            plated = (try painter(logo, on: plate), try painter(darkLogo, on: design.darkIconBackground ?? plate))
        }
        var trees: (light: VectorDocument, dark: VectorDocument)?
        if let lightTree = logo.tree, let darkTree = darkLogo.tree { trees = (lightTree, darkTree) }
        var branding: (master: ArtMaster, light: Paint?, dark: Paint?)?
        if let file = self.branding {
            let bytes = try FileBytes.read(file, maximumBytes: limits.maximumFileBytes)
            let art = try SourceArt.decode(bytes, file: file, limits: limits, rendering: rendering)
            branding = try LaunchArt.branding(art, file: file, design: design, warnings: &warnings)
        }
        var art = LaunchArt(
            light: light, dark: dark, plated: plated, trees: trees, branding: branding, design: design, warnings: warnings)
        art.brandingFile = self.branding ?? ""
        return art
    }

    /// One logo file's art, and its vector tree when it is an SVG the tree reads (an Icon Composer
    /// bundle: its layers composed on transparent, as its renders compose them).
    private func read(_ file: String, warnings: inout [Warning]) throws -> (art: SourceArt, tree: VectorDocument?, file: String) {
        if IconComposerBundle.isBundle(file) {
            let bundle = try IconComposerBundle(reading: file, limits: limits)
            return (.raster(try IconComposerRenders(bundle, kinds: [.glyph], limits: limits, rendering: rendering).layers), nil, file)
        }
        let bytes = try FileBytes.read(file, maximumBytes: limits.maximumFileBytes)
        let art = try SourceArt.decode(bytes, file: file, limits: limits, rendering: rendering)
        return (art, LaunchArt.tree(bytes, file: file, limits: limits, warnings: &warnings), file)
    }
}
