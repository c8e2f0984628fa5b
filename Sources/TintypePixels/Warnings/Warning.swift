import TintypeSupport

/// Something the tool did that a person looking at the output should know
/// about: art enlarged, a scale left out, art cut off by its item, sizes that
/// disagree (SPEC §10). A warning is data: a code a program can act on, the
/// files it concerns, and words a person can read. The words name files and
/// sizes, never a command-line option: the command line adds its own hints.
///
/// A batch records every warning in `manifest.json` (per icon, or at the top
/// for the whole set), gives them on every run, up-to-date ones included, and
/// lists them in ``Batch/Summary/warningDetails``.
public struct Warning: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What kind of warning it is; stable across versions, for programs to match on.
    public enum Code: String, CaseIterable, Hashable, Sendable, Codable {
        /// Raster art had fewer pixels than a scale needs and was enlarged to keep the icon's size in points.
        case enlarged
        /// A scale was left out because its art would have had to be enlarged (``IconSizing/SmallArt/omit``).
        case scaleOmitted = "scale-omitted"
        /// The art reaches past its item's edge and was cut off.
        case clipped
        /// One icon's own files give it different sizes in points at different scales.
        case sizesDisagree = "sizes-disagree"
        /// The set mixes art placed as drawn with art fitted to the box, at clearly different sizes.
        case mixedSizes = "mixed-sizes"
        /// The art was judged colour art on a filled silhouette and given the knockout mask.
        case colorArt = "color-art"
        /// An app icon's master filled its square: its border colour became the background and the glyph what differs from it.
        case fullBleed = "full-bleed"
        /// An app icon's master is a picture of more colours than its monochrome, tinted and
        /// notification icons keep as tones (or, with a mask chosen, of several colours they lose).
        case silhouette
        /// Vector output was asked for, but this icon was written as PNGs: why (raster art, what the
        /// vector tree refused, a mask taken from the art's colours).
        case notVector = "not-vector"
        /// Vector output was asked for, but some states are drawn in ways the platform cannot tint at
        /// run time (a gradient, gloss, a glow or selection background): those stay PNGs.
        case pngStates = "png-states"
        /// A batch icon's art covers no pixel (an intentionally blank slot of a set): its files are
        /// written without art, each state's background alone.
        case blank
        /// An app icon's source is an Icon Composer bundle that uses what only Apple's renderer draws
        /// (Liquid Glass's refraction, the blur material, a blend mode it does not know): it is drawn without them.
        case notReproduced = "not-reproduced"
        /// An app icon's source is an Icon Composer bundle without layers (a new one): every icon is its fill alone.
        case noLayers = "no-layers"
        /// An icon file of an app's project (`--project`) left as it is: a format Tintype does not write, a
        /// file it cannot read, or a framework's icons it does not write yet.
        case projectLeft = "project-left"
        /// An app icon's glyph would not show on its ground (contrast under 1.5:1): the glyph's colour
        /// chosen for it, or the paint given kept.
        case lowContrast = "low-contrast"
        /// Icons of one batch have stroke weights more than about a third apart at their output size
        /// (measured as the stroke width the art's shapes show): the lighter and heavier icons are named, with the set's weight.
        case mixedWeights = "mixed-weights"
        /// A batch mixes outline icons (SVGs drawn with strokes only) with solid ones (filled shapes
        /// without stems), as one bar drawn from two libraries' styles: each side is named.
        case outlineAndSolid = "outline-and-solid"
        /// Files an earlier batch wrote into the output folder (another layout's, a removed icon's) that
        /// this one no longer makes: they stay, on record, until a run that cleans.
        case leftBehind = "left-behind"
        /// Pictures in an Icon Composer bundle master's `Assets/` that no layer names: the bundle written
        /// back (`--platform icon`) leaves them out, as Icon Composer would when it saves.
        case assetsLeftOut = "assets-left-out"
        /// A batch icon's canvas is not its family's (a 1600-unit icon in a set drawn on 16 units): it was
        /// fitted whole on the family's grid, as its members are (SPEC §9.6).
        case offGrid = "off-grid"
    }

    /// What kind of warning it is.
    public var code: Code
    /// The icon it concerns, as the layout names it; nil for a warning about the whole set.
    public var icon: String?
    /// The file it concerns (a source, relative to the input folder, or an output file), when one.
    public var file: String?
    /// The scale it concerns, when one.
    public var scale: Double?
    /// What happened, in words that name the files and sizes concerned.
    public var message: String

    /// A warning.
    /// - Parameters:
    ///   - code: What kind of warning it is.
    ///   - icon: The icon it concerns; nil for the whole set.
    ///   - file: The file it concerns, when one.
    ///   - scale: The scale it concerns, when one.
    ///   - message: What happened, naming the files and sizes.
    public init(_ code: Code, icon: String? = nil, file: String? = nil, scale: Double? = nil, message: String) {
        self.code = code
        self.icon = icon
        self.file = file
        self.scale = scale
        self.message = message
    }

    /// The warning for raster art with fewer pixels than `scale` needs (SPEC §9.1): `reason`
    /// says which, then what was done, `enlarged` or that scale `left out`.
    package static func smallArt(omitted: Bool, icon: String? = nil, file: String, scale: Double, reason: String) -> Warning {
        Warning(
            omitted ? .scaleOmitted : .enlarged, icon: icon, file: file, scale: scale,
            message: reason + (omitted ? ": @\(NumberText.shortest(scale))x left out" : ": enlarged"))
    }

    /// Why fitted art needs enlarging: `file`'s art is `from`, fewer pixels than the `to` its box needs at `scale`.
    package static func fewerPixels(file: String, from: PixelSize, to: PixelSize, scale: Double) -> String {
        "\(file): the art is \(from.width)×\(from.height) px, fewer than the \(to.width)×\(to.height) px the icon box needs at "
            + "@\(NumberText.shortest(scale))x"
    }

    /// `icon: message`, or the message alone for a warning about the whole set.
    public var description: String { DisplayText.escaped(icon.map { "\($0): \(message)" } ?? message) }
}

extension Warning {
    /// Writes the warning as an object, keys sorted (as the manifest and `--json` record it).
    package func write(to json: inout JSONByteWriter) throws(JSONByteWriter.NonFiniteNumber) {
        json.beginObject()
        json.member("code", code.rawValue)
        json.member("file", file)
        json.member("icon", icon)
        json.member("message", message)
        try json.member("scale", scale)
        json.endObject()
    }
}
