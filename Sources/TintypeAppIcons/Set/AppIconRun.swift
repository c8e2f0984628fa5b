import TintypeSupport

/// `tintype appicon` as a library call (SPEC §11): the app icon set of one master, or of each
/// master at the top of a folder (`AppIconFolder`), made, written (or verified), optionally
/// cleaned, and checked as ``AppIconCheck`` checks any set. What happens is told as ``Event``s,
/// in order; a caller words them (the command line prints them).
///
/// ```swift
/// var run = AppIconRun(source: "art/logo.svg", output: "AppIcons")
/// run.design.background = .solid(StraightColor(red: 232, green: 65, blue: 60))
/// let clean = try run.run { event in print(event) }
/// ```
public struct AppIconRun: Sendable {
    /// The master (an SVG, a PNG or JPEG: smaller than the largest icon needs is enlarged, and said), or a folder of masters.
    public var source: String
    /// The folder the set is written into; for a folder of masters, each app's set goes into `output/NAME`.
    public var output: String
    /// The platforms the set holds.
    public var platforms: [AppIconPlatform] = AppIconPlatform.defaults
    /// The background, the glyph's paints, and a background picture.
    public var design = AppIconDesign()
    /// True when ``design``'s background was chosen: a full-bleed master's border colour then does not replace it.
    public var backgroundChosen = false
    /// Other art for the monochrome, tinted and notification icons of a single master.
    public var monochrome: String?
    /// The notification icon's name for a single master; nil: the master's file name.
    public var name: String?
    /// Where the glyph's coverage comes from.
    public var maskSource: Mask.Source = .auto
    /// Writes the Android layers an SVG master can draw exactly as VectorDrawables.
    public var vector = false
    /// Writes `proof-sheet.png` and `preview.html`.
    public var proofSheet = true
    /// The PNG encoder's effort.
    public var compression: PNGEncoder.Compression = .default
    /// Replaces files that tintype did not write, or that were edited since.
    public var force = false
    /// Then removes what an earlier set wrote that this one no longer makes.
    public var clean = false
    /// Writes nothing: reports each file that differs from what the set makes.
    public var verify = false
    /// Writes the icons into this app project's own folders (SPEC §11.17) instead of a set into ``output``.
    public var project: String?
    /// The project's framework, where its folder holds several (nil: each found).
    public var framework: AppFramework?
    /// With ``project``: writes nothing, lists each file it would write or change and why.
    public var dryRun = false
    /// The decoders' limits.
    public var limits: ImageDecoder.Limits = .default
    /// How SVG masters are parsed and rendered.
    public var rendering: SVGDocument.Rendering = .inProcess

    /// A run of `source` into `output`, with every other choice at its default.
    public init(source: String, output: String) {
        self.source = source
        self.output = output
    }

    /// What a run reports, in the order it happens.
    public enum Event: Sendable {
        /// A file of a folder of masters that is not read (a subfolder, another kind of file).
        case passedOver(SkippedFile)
        /// A master of a folder whose set cannot be made (its name differs from another's only in case).
        case conflict(SkippedFile)
        /// The set of one master of a folder begins (`master` relative to the folder).
        case app(name: String, master: String)
        /// What the set's maker noticed.
        case warning(Warning)
        /// `verify`: the files under `output` that differ from what the set makes, of `files`.
        case drift([OutputRecord.DriftedFile], output: String, files: Int)
        /// Files the set would replace that tintype did not write: nothing was written.
        case refused(RunError)
        /// A step of a run that can take a while begins, in words (`drawing the launch screens of ios, android, web`).
        case stage(String)
        /// A file written, its path under the output folder.
        case wrote(String)
        /// `project`: the frameworks found in the project's folder (or the one asked for), before anything is drawn.
        case project(folder: String, frameworks: [AppFramework])
        /// `dryRun`: a file of the project the run would write (`change` true) or leaves as it holds already, and why.
        case planned(path: String, reason: String, change: Bool)
        /// The set is in place: `files` in all, `written` of them written now.
        case made(files: Int, written: Int, upToDate: Int)
        /// `clean`: what was removed and kept under `output`.
        case cleaned(OutputRecord.Cleaning, output: String)
        /// The written set breaks a platform's rule (a bug of this tool; the run fails).
        case breach(AppIconCheck.Breach, output: String)
        /// One master of a folder failed; the others go on.
        case failed(app: String, error: any Error)
        /// A folder's run is over: `apps` masters, `failed` of them not made.
        case finished(apps: Int, failed: Int)
    }

    /// Why a run does not start.
    public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// The folder holds no SVG, PNG or JPEG master at its top.
        case noMasters(folder: String)
        /// A name or a monochrome file was given for a folder, where each master is named by its file.
        case singleAppOptions

        /// The reason in a sentence.
        public var description: String {
            switch self {
            case .noMasters(let folder): return "\(folder) holds no SVG, PNG or JPEG master at its top"
            case .singleAppOptions:
                return "a name and monochrome art belong to one app; in a folder each master is named by its file, "
                    + "and NAME-monochrome.svg is its monochrome art"
            }
        }
    }

    /// Makes every set; true when each was made (or verified unchanged) and passed its check.
    /// - Throws: ``Refusal`` before anything is made; for a single master, what reading, drawing or writing threw.
    public func run(events: (Event) -> Void) throws -> Bool {
        if let project { return try makeProject(project, events: events) }
        guard FileBytes.kind(of: source) == .folder, !IconComposerBundle.isBundle(source) else {
            return try make(
                master: source, monochrome: monochrome, name: name ?? AppIconFolder.appName(source), into: output, events: events)
        }
        if name != nil || monochrome != nil { throw Refusal.singleAppOptions }
        let folder = AppIconFolder(source)
        for skipped in folder.skipped { events(.passedOver(skipped)) }
        for conflict in folder.conflicts { events(.conflict(conflict)) }
        if folder.apps.isEmpty && folder.conflicts.isEmpty { throw Refusal.noMasters(folder: source) }
        var failed = folder.conflicts.count
        for app in folder.apps {
            events(.app(name: app.name, master: app.master))
            do {
                let made = try make(
                    master: source + "/" + app.master, monochrome: app.monochrome.map { source + "/" + $0 }, name: app.name,
                    into: output + "/" + app.name, events: events)
                if !made { failed += 1 }
            } catch {
                events(.failed(app: app.name, error: error))
                failed += 1
            }
        }
        events(.finished(apps: folder.apps.count + folder.conflicts.count, failed: failed))
        return failed == 0
    }

    /// An Icon Composer bundle as a master: every image drawn as Apple draws the design
    /// (``IconComposerRenders``), its canvas the icon, nothing fitted or refused; its fill as the
    /// design's background unless one was chosen, its dark glyph colour unless one was chosen; the
    /// `not-reproduced` warning naming what only Apple's renderer draws, and a note when it has no
    /// layers (the icon is its fill alone).
    private func bundlePainter(
        _ bundle: IconComposerBundle, file: String, name: String
    ) throws(ImageFileError) -> (AppIconPainter, [Warning]) {
        var design = self.design
        if !backgroundChosen, let background = bundle.background { design.background = background }
        if design.darkGlyph == nil, let dark = bundle.darkGlyph { design.darkGlyph = .solid(dark) }
        // Only what the set's slots hold (the proof sheet shows every kind).
        let kinds = proofSheet ? nil : Set(platforms.flatMap { $0.rules.slots(name: AppIconName(name)).map(\.layer) })
        let renders = try IconComposerRenders(
            bundle, kinds: kinds ?? Set(AppIconLayer.allCases), limits: limits, rendering: rendering)
        // The composed layers stand as the master only for what is not drawn from the renders (vectors are not made from a bundle).
        let master = try ArtMaster(.raster(renders.layers), maskSource: .alpha, trim: false, file: file)
        var painter = try AppIconPainter(master: master, design: design, file: file)
        painter.renders = { layer, size, canvas in renders.image(layer, size: size, canvas: canvas) }
        var warnings: [Warning] = []
        if !bundle.notReproduced.isEmpty {
            warnings.append(
                Warning(
                    .notReproduced, file: file,
                    message: "\(file): drawn as designed, without what only Apple's renderer draws: its "
                        + WordList.joined(bundle.notReproduced)))
        }
        if bundle.groups.isEmpty {
            warnings.append(Warning(.noLayers, file: file, message: "\(file) has no layers: every icon is its fill alone"))
        }
        return (painter, warnings)
    }

    /// The master's vector tree where it serves: the Android layers (with --vector), the Linux
    /// theme's scalable icon and the Icon Composer glyph; nil otherwise, or with a warning when it cannot.
    func vectors(
        master: (bytes: [UInt8], file: String), monochrome: (bytes: [UInt8], file: String)?, warnings: inout [Warning]
    ) -> AppIconVectors? {
        let (linux, icon) = (platforms.contains(.linux), platforms.contains(.icon))
        guard vector || ((linux || icon) && ImageDecoder.Format.detect(master.bytes) == .svg) else { return nil }
        let lost = [
            vector ? "its Android layers are PNGs, not vectors" : nil, linux ? "the Linux theme has no scalable SVG" : nil,
            icon ? "the Icon Composer glyph is a PNG" : nil
        ]
        return AppIconVectors.make(
            master: master, monochrome: vector ? monochrome : nil, limits: limits, lost: lost.compactMap { $0 }.joined(separator: " and "),
            warnings: &warnings)
    }

    /// The master read once (an Icon Composer bundle, or its bytes and its monochrome art's) and the
    /// painter that draws every image from it, with what it noticed.
    func painted(master: String, monochrome: String?, name: String) throws -> (
        bundle: IconComposerBundle?, master: (bytes: [UInt8], file: String), monochrome: (bytes: [UInt8], file: String)?,
        made: (painter: AppIconPainter, warnings: [Warning])
    ) {
        // Each file is read once: its art, and its vector tree when the Android layers are vectors.
        let bundle = IconComposerBundle.isBundle(master) ? try IconComposerBundle(reading: master, limits: limits) : nil
        let masterBytes = (bytes: bundle != nil ? [] : try FileBytes.read(master, maximumBytes: limits.maximumFileBytes), file: master)
        let monochromeBytes = try monochrome.map { (bytes: try FileBytes.read($0, maximumBytes: limits.maximumFileBytes), file: $0) }
        if let bundle { return (bundle, masterBytes, monochromeBytes, try bundlePainter(bundle, file: master, name: name)) }
        let monochromeArt = try monochromeBytes.map {
            (art: try SourceArt.decode($0.bytes, file: $0.file, limits: limits, rendering: rendering), file: $0.file)
        }
        let made = try AppIconPainter.make(
            art: try SourceArt.decode(masterBytes.bytes, file: master, limits: limits, rendering: rendering), file: master,
            design: design, maskSource: maskSource, groundAsBackground: !backgroundChosen, monochrome: monochromeArt,
            grounds: AppIconPainter.ReadableGrounds(platforms: platforms))
        return (nil, masterBytes, monochromeBytes, made)
    }

    /// Makes, writes (or verifies) and checks the set of one master; false when it was refused,
    /// drifted or failed its check.
    private func make(
        master: String, monochrome: String?, name: String, into output: String, events: (Event) -> Void
    ) throws -> Bool {
        events(.stage("reading \(master)"))
        let (bundle, masterBytes, monochromeBytes, made) = try painted(master: master, monochrome: monochrome, name: name)
        events(
            .stage("drawing the icons of \(platforms.map(\.rawValue).joined(separator: ", "))\(proofSheet ? ", and the proof sheet" : "")"))
        var treeWarnings: [Warning] = []
        let vectors = self.vectors(master: masterBytes, monochrome: monochromeBytes, warnings: &treeWarnings)
        var set = try AppIconSet.make(
            made.painter, platforms: platforms, name: name, compression: compression, proofSheet: proofSheet, vectors: vectors,
            vectorLayers: vector)
        // A bundle master keeps its layers in the bundle written: its own, not one drawn from the flat composition.
        if let bundle, platforms.contains(.icon) { set = try set.withBundle(bundle, limits: limits) }
        for warning in made.warnings + treeWarnings + set.warnings { events(.warning(warning)) }
        if case .finished(let made) = try set.deliver(to: output, verify: verify, force: force, clean: clean, events: events) {
            return made
        }
        // The set is checked as 'tintype check' checks it: a breach here is a bug of this tool.
        events(.stage("checking \(output)"))
        // A paint given that does not show was kept and warned of, a bundle without layers is its fill
        // alone and said so: their low-contrast breaches are those warnings'.
        let warned = made.warnings.contains { $0.code == .lowContrast || $0.code == .noLayers }
        var breaches = AppIconCheck.check(output, limits: limits, rendering: rendering).breaches.filter {
            !warned || $0.rule != .lowContrast
        }
        // A bundle's colours are its designer's, drawn as Apple draws them: what does not show is said, not a failure.
        if bundle != nil {
            for breach in breaches where breach.rule == .lowContrast {
                events(.warning(Warning(.lowContrast, file: breach.file, message: "\(breach.file): as designed, \(breach.detail)")))
            }
            breaches.removeAll { $0.rule == .lowContrast }
        }
        for breach in breaches { events(.breach(breach, output: output)) }
        return breaches.isEmpty
    }
}

extension AppIconPainter.ReadableGrounds {
    /// The grounds the icons of `platforms` are drawn on: the background for every platform but the
    /// notification icon, the dark tile for iOS and the Icon Composer bundle's dark fill.
    init(platforms: [AppIconPlatform]) {
        self.init(background: platforms.contains { $0 != .notification }, darkTile: platforms.contains(.ios) || platforms.contains(.icon))
    }
}
