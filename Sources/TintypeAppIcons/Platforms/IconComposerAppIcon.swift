import TintypeSupport

/// Icon Composer bundles (SPEC §11.15): `AppIcon.icon/`, the document Xcode 26 builds Liquid
/// Glass icons from, for a designer to refine in Icon Composer or to add to a project as it is.
/// It holds `icon.json` and `Assets/`:
/// - the glyph as one layer, `Assets/glyph.svg` (the master's tree, placed on the 1024-point
///   canvas as the iOS icon places it, in the glyph's paint) or `Assets/glyph.png` (1024 px)
///   when the master is raster art or the glyph cannot be a vector (a warning says why);
/// - the background as the document's fill: a colour (`solid`) or a two-colour linear gradient
///   (`linear-gradient` with its `orientation`); any other background (more stops, a picture)
///   is a `background.png` layer in a group behind the glyph's, without glass;
/// - dark and tinted specializations from the colours the iOS set uses: on the dark appearance
///   the iOS dark tile's colour and the dark glyph's paint (when it is one colour), on the
///   tinted appearance a black ground and a white glyph, as the iOS tinted icon is;
/// - Icon Composer's defaults for the rest: the glyph is glass, its group has a neutral shadow
///   and translucency, and the icon is shared by the square platforms and watchOS.
struct IconComposerAppIcon: AppIconRules {
    static let bundle = "AppIcon.icon"
    /// The canvas side in points, and the side of the PNG layers in pixels.
    static let canvas = 1024
    /// The glyph as the iOS icon draws it.
    static let glyphRadius = IOSAppIcon.glyphRadius

    func slots(name: AppIconName) -> [AppIconSlot] { [] }

    func textFiles(name: AppIconName, vectors: Set<String>) -> [OutputTextFile] { [] }

    func drawnFiles(_ painter: AppIconPainter, name: AppIconName, vectors: AppIconVectors?) throws(ImageFileError) -> AppIconDrawnFiles {
        var drawn = AppIconDrawnFiles()
        let encoder = PNGEncoder(colorLayout: .smallestLossless)
        let side = Double(Self.canvas)
        var glyph: (name: String, bytes: [UInt8])?
        if let master = vectors?.master {
            do throws(VectorDocument.Refusal) {
                let document = try painter.vector(.glyph, side: side, glyphRadius: Self.glyphRadius, master: master)
                glyph = ("glyph.svg", Array(try SVGWriter.svg(document, file: painter.file).utf8))
            } catch {
                let why = error.summary
                let path = "\(Self.bundle)/Assets/glyph.png"
                drawn.warnings.append(Warning(.notVector, file: path, message: "\(path) written as a PNG, not an SVG: \(why)"))
            }
        }
        if glyph == nil {
            let image = try painter.image(.glyph, side: Self.canvas, glyphRadius: Self.glyphRadius)
            glyph = ("glyph.png", try encoder.encode(image, file: "\(Self.bundle)/Assets/glyph.png"))
        }
        let fill = Self.fill(painter.design)
        if fill == nil {
            let background = try painter.image(.background, side: Self.canvas, glyphRadius: 0)
            drawn.files.append(("\(Self.bundle)/Assets/background.png", try encoder.encode(background, file: "background.png")))
        }
        drawn.files.append(("\(Self.bundle)/Assets/\(glyph!.name)", glyph!.bytes))
        drawn.files.append(("\(Self.bundle)/icon.json", Self.document(painter.design, glyph: glyph!.name, fill: fill).bytes))
        return drawn
    }

    /// The document's fill for `design`'s background: a colour or a two-colour gradient; nil
    /// when the background is drawn as a layer.
    static func fill(_ design: AppIconDesign) -> IconComposerDocument.Fill? {
        guard design.backgroundImage == nil else { return nil }
        switch design.background {
        case .solid(let color): return .solid(IconComposerColor.text(color))
        case .linearGradient(let gradient)
        where gradient.stops.count == 2 && gradient.stops[0].location == 0 && gradient.stops[1].location == 1:
            return .linearGradient(gradient.stops.map { IconComposerColor.text($0.color) }, start: gradient.start, stop: gradient.end)
        default: return nil
        }
    }

    /// `icon.json`: the fill and its appearances, the glyph's group, the background's when it is a layer.
    static func document(_ design: AppIconDesign, glyph: String, fill: IconComposerDocument.Fill?) -> IconComposerDocument {
        var document = IconComposerDocument()
        document.fill.specializations = [.init(value: fill ?? IconComposerDocument.Fill.none)]
        for (appearance, color) in [("dark", AppIconDesign.iosDarkTile), ("tinted", StraightColor(red: 0, green: 0, blue: 0))] {
            document.fill.specializations.append(.init(appearance: appearance, value: .solid(IconComposerColor.text(color))))
        }
        document.groups.append(group(name: "Glyph", layer: glyph, design: design))
        if fill == nil { document.groups.append(group(name: "Background", layer: "background.png", design: nil)) }
        document.supportedPlatforms = .init(circles: ["watchOS"], squares: .shared)
        return document
    }

    /// One group of one layer, at the canvas's centre at its own size; the glyph's (with `design`)
    /// has the glass, shadow and translucency Icon Composer gives a new group, and its dark and tinted fills.
    private static func group(name: String, layer image: String, design: AppIconDesign?) -> IconComposerDocument.Group {
        var layer = IconComposerDocument.Layer(name: name, image: image)
        if let design {
            var dark: StraightColor?
            if case .solid(let color)? = design.darkGlyph ?? design.glyph { dark = color }
            for (appearance, color) in [("dark", dark), ("tinted", StraightColor(red: 255, green: 255, blue: 255))] {
                guard let color else { continue }
                layer.fill.specializations.append(.init(appearance: appearance, value: .solid(IconComposerColor.text(color))))
            }
        }
        layer.glass = .init(design != nil)
        layer.position = .init(IconComposerDocument.Position())
        var group = IconComposerDocument.Group(name: name, layers: [layer])
        group.shadow = .init(IconComposerDocument.Shadow(kind: design == nil ? "none" : "neutral", opacity: design == nil ? 0 : 0.5))
        group.translucency = .init(IconComposerDocument.Translucency(enabled: design != nil, value: 0.5))
        return group
    }
}
