import TintypeSupport

/// An Icon Composer bundle (`NAME.icon/`) read as an app icon's source (SPEC §11.15): the
/// document's background fill, and its groups of image layers (front to back, as Icon
/// Composer lists them) with their positions, scales, opacities, fills and hidden flags, in
/// the light appearance. ``composed(side:limits:rendering:)`` draws the layers flat; what only
/// Apple's renderer draws (Liquid Glass, specular highlights, shadows, translucency, blur,
/// blend modes, and the appearances but a dark glyph colour) is named in ``notReproduced``.
package struct IconComposerBundle: Sendable {
    /// One image layer, as the light appearance shows it.
    package struct Layer: Sendable {
        /// The layer's name in the document.
        package var name: String
        /// The image's file in `Assets/`.
        package var image: String
        /// From 0 to 1.
        package var opacity: Double
        /// The factor on the image's own size (points: an SVG's canvas, a PNG's pixels).
        package var scale: Double
        /// The offset of the image's centre from the canvas's, in points (y down).
        package var translation: VectorPoint
        /// The paint that fills the image's shape (a colour or a gradient across the layer), when the layer has one.
        package var fill: Paint?
        /// The solid fill of the dark appearance, when it has one.
        package var darkFill: StraightColor?
    }

    /// A group of layers, moved, scaled and faded together.
    package struct Group: Sendable {
        /// The visible layers, front to back.
        package var layers: [Layer]
        /// From 0 to 1.
        package var opacity: Double
        /// The factor on its layers' sizes and offsets.
        package var scale: Double
        /// The offset of its layers, in points.
        package var translation: VectorPoint
    }

    /// The bundle's folder.
    package var folder: String
    /// Its `icon.json`, as read.
    package var document: IconComposerDocument
    /// The background: the document's fill in the light appearance; nil for none (or `automatic`, the system's).
    package var background: Paint?
    /// The visible groups, front to back.
    package var groups: [Group]
    /// What the flat composition leaves out, in words (`Liquid Glass on 2 layers`), each once.
    package var notReproduced: [String] = []

    /// The canvas side, in points.
    package static let canvas = 1024.0

    /// True when `path` is a folder whose name ends in `.icon` and that holds an `icon.json`.
    package static func isBundle(_ path: String) -> Bool {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed.lowercased().hasSuffix(".icon") && FileBytes.kind(of: trimmed) == .folder
            && FileBytes.kind(of: trimmed + "/icon.json") == .file
    }

    /// Reads `folder/icon.json` (within `limits`' file size) as an ``IconComposerDocument``.
    /// - Throws: `ImageFileError` naming `icon.json` when it cannot be read or is not a document
    ///   the format describes (``IconComposerDocument/init(json:file:limits:)``), or a visible
    ///   layer names no image or one outside `Assets/`.
    package init(reading folder: String, limits: DecodeLimits = .default) throws(ImageFileError) {
        var trimmed = folder
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.folder = trimmed
        let file = trimmed + "/icon.json"
        let bytes = try FileBytes.read(file, maximumBytes: limits.maximumFileBytes)
        document = try IconComposerDocument(json: bytes, file: file)
        var reader = Reader(file: file)
        background = reader.background(document.fill)
        groups = []
        for group in document.groups {
            if let read = try reader.group(group) { groups.append(read) }
        }
        notReproduced = reader.notReproduced
    }

    /// The dark appearance's glyph colour: the one solid colour every visible layer is filled
    /// with in the dark appearance; nil when they have none, or not one.
    package var darkGlyph: StraightColor? {
        let fills = groups.flatMap(\.layers).map(\.darkFill)
        guard let first = fills.first, let colour = first, fills.allSatisfy({ $0 == colour }) else { return nil }
        return colour
    }
}

extension IconComposerBundle {
    /// Turns the document's light appearance into layers to draw, noting what the flat composition leaves out.
    struct Reader {
        let file: String
        var notReproduced: [String] = []

        init(file: String) { self.file = file }

        /// Notes a feature the flat composition leaves out, once.
        mutating func note(_ feature: String) {
            if !notReproduced.contains(feature) { notReproduced.append(feature) }
        }

        /// The light appearance's background as a paint; notes the appearances it leaves out.
        mutating func background(_ fill: IconComposerDocument.Specialized<IconComposerDocument.Fill>) -> Paint? {
            for entry in fill.specializations {
                if let appearance = entry.appearance, appearance != "light" { note("\(appearance) background") }
            }
            return fill.value().flatMap { paint($0) }
        }

        /// A fill as a paint: a colour, a gradient, an automatic gradient (a lighter tint above the colour).
        mutating func paint(_ fill: IconComposerDocument.Fill) -> Paint? {
            switch fill {
            case .none: return nil
            case .systemLight: return .solid(StraightColor(red: 255, green: 255, blue: 255))
            case .systemDark: return .solid(AppIconDesign.iosDarkTile)
            case .automatic:
                note("automatic background (drawn white here)")
                return .solid(StraightColor(red: 255, green: 255, blue: 255))
            case .solid(let text): return IconComposerColor.parse(text).map(Paint.solid)
            case .automaticGradient(let text):
                guard let color = IconComposerColor.parse(text) else { return nil }
                note("automatic gradient (drawn here from a fifth lighter to the colour)")
                func lighter(_ value: UInt8) -> UInt8 {
                    let weighted: Int = Int(value) * 4 + 255 + 2
                    return UInt8(weighted / 5)
                }
                let top = StraightColor(red: lighter(color.red), green: lighter(color.green), blue: lighter(color.blue), alpha: color.alpha)
                return Paint.vertical([top, color])
            case .linearGradient(let colours, let start, let stop):
                let stops = colours.compactMap(IconComposerColor.parse)
                guard stops.count == colours.count, stops.count >= 2 else { return nil }
                let located = stops.enumerated().map {
                    LinearGradient.Stop(location: Double($0.offset) / Double(stops.count - 1), color: $0.element)
                }
                return LinearGradient(
                    stops: located, start: start ?? VectorPoint(x: 0.5, y: 0), end: stop ?? VectorPoint(x: 0.5, y: 1)
                ).map(Paint.linearGradient)
            }
        }

        /// A group with its visible layers; nil when it is hidden or holds none.
        mutating func group(_ group: IconComposerDocument.Group) throws(ImageFileError) -> Group? {
            guard group.hidden.value() != true else { return nil }
            if let mode = group.blendMode.value(), mode != "normal" { note("\(mode) blend mode") }
            if group.specular.value() == true { note("specular highlights") }
            if let shadow = group.shadow.value(), shadow.kind != "none", shadow.opacity > 0 { note("shadows") }
            if group.translucency.value()?.enabled == true { note("translucency") }
            if (group.blurMaterial.value() ?? 0) > 0 { note("blur material") }
            var layers: [Layer] = []
            for layer in group.layers {
                if let read = try self.layer(layer) { layers.append(read) }
            }
            guard !layers.isEmpty else { return nil }
            let position = group.position.value() ?? IconComposerDocument.Position()
            return Group(
                layers: layers, opacity: group.opacity.value() ?? 1, scale: position.scale, translation: position.translation)
        }

        /// A visible layer; nil when it is hidden.
        mutating func layer(_ layer: IconComposerDocument.Layer) throws(ImageFileError) -> Layer? {
            guard layer.hidden.value() != true else { return nil }
            guard let image = layer.imageName.value(), IconComposerDocument.isAssetName(image) else {
                throw ImageFileError(
                    file: file, problem: .access("a layer names no image in Assets/ (its image-name is missing or a path)"))
            }
            if layer.glass.value() == true { note("Liquid Glass") }
            if let mode = layer.blendMode.value(), mode != "normal" { note("\(mode) blend mode") }
            if !layer.imageName.specializations.isEmpty { note("images of other appearances") }
            // A layer's fill recolours its image's coverage: a colour, or a gradient across the layer;
            // `automatic` and `none` keep the image's own colours.
            var fill: Paint?
            switch layer.fill.value() {
            case let paintable? where paintable != .none && paintable != .automatic: fill = paint(paintable)
            default: break
            }
            var dark: StraightColor?
            if case .solid(let text)? = layer.fill.specialized(appearance: "dark") { dark = IconComposerColor.parse(text) }
            let position = layer.position.value() ?? IconComposerDocument.Position()
            return Layer(
                name: layer.name ?? image, image: image, opacity: layer.opacity.value() ?? 1, scale: position.scale,
                translation: position.translation, fill: fill, darkFill: dark)
        }
    }
}
