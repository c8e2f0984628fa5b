import TintypeSupport

/// An Icon Composer bundle (`NAME.icon/`) read as an app icon's source (SPEC §11.15): the
/// document's background fill, and its groups of image layers (front to back, as Icon
/// Composer lists them) with their positions, scales, opacities, fills and hidden flags, in
/// the light appearance. ``composed(side:limits:rendering:)`` draws the layers with their blend
/// modes and an approximation of Liquid Glass; what only Apple's renderer draws (the rest of
/// Liquid Glass's refraction, the blur material, unknown blend modes) is named in ``notReproduced``.
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
        package var translation: VectorPath.Point
        /// The paint that fills the image's shape (a colour or a gradient across the layer), when the layer has one.
        package var fill: Paint?
        /// The solid fill of the dark appearance, when it has one.
        package var darkFill: StraightColor?
        /// How it is laid over what lies beneath.
        package var blendMode = IconComposerBlendMode.normal
        /// True when the layer is drawn as Liquid Glass: unless its `glass` is false, as Icon Composer
        /// draws a layer whose document does not say (it writes the key to turn glass off).
        package var glass = false
        /// Where the document lists it (hidden layers and groups counted): the same layer in every appearance.
        package var place = Place(group: 0, layer: 0)
    }

    /// A layer's place in the document: its group's index and its own within the group, front first.
    package struct Place: Sendable, Hashable, Comparable {
        /// The group's index in the document's `groups`.
        package var group: Int
        /// The layer's index in its group's `layers`.
        package var layer: Int

        /// True when `left` lies in front of `right`.
        package static func < (left: Place, right: Place) -> Bool { (left.group, left.layer) < (right.group, right.layer) }
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
        package var translation: VectorPath.Point
        /// How much of what lies beneath shows through its glass layers, from 0 to 1 (0 when translucency is off).
        package var translucency = 0.0
        /// How the group, composed, is laid over what lies beneath.
        package var blendMode = IconComposerBlendMode.normal
        /// The opacity of its neutral shadow (0 for none or another kind).
        package var shadow = 0.0
        /// Whether its glass layers catch the light (Icon Composer's `specular`, on unless turned off):
        /// the lit band inside each one's outline (``glazed(_:at:frame:over:translucency:specular:side:)``).
        package var specular = true
        /// The opacity of its layer-colour shadow (0 for none or another kind).
        package var layerShadow = 0.0
    }

    /// The bundle's folder.
    package var folder: String
    /// Its `icon.json`, as read.
    package var document: IconComposerDocument
    /// The appearance the layers and background below are resolved for.
    package var appearance: IconComposerAppearance
    /// The background: the document's fill in ``appearance``; nil for none (or `automatic`, the system's).
    package var background: Paint?
    /// ``background`` laid across the canvas as Apple's renderer lays a document's fill (``Reader/onCanvas(_:)``).
    package var ground: Paint?
    /// The visible groups, front to back.
    package var groups: [Group]
    /// What the flat composition leaves out, in words (`Liquid Glass on 2 layers`), each once.
    package var notReproduced: [String] = []

    /// The canvas side, in points.
    package static let canvas = 1024.0

    /// The ground Apple's renderer draws under a dark appearance whose document fill has no dark
    /// specialization: a grey from #313131 at the top to #121212 at the bottom (measured on its exports).
    static let darkGround = Paint.vertical(StraightColor(red: 49, green: 49, blue: 49), StraightColor(red: 18, green: 18, blue: 18))

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
    package init(reading folder: String, limits: ImageDecoder.Limits = .default) throws(ImageFileError) {
        var trimmed = folder
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        let file = trimmed + "/icon.json"
        let bytes = try ConfinedFolder(trimmed).read("icon.json", maximumBytes: limits.maximumFileBytes)
        try self.init(folder: trimmed, document: try IconComposerDocument(json: bytes, file: file), appearance: .default)
    }

    /// `document` (read from `folder`) as `appearance` shows it: each property's specialization
    /// for it (`dark`, `tinted`) where the document has one, else its base value.
    /// - Throws: `ImageFileError` naming `icon.json` when a visible layer names no image in `Assets/`.
    init(folder: String, document: IconComposerDocument, appearance: IconComposerAppearance) throws(ImageFileError) {
        self.folder = folder
        self.document = document
        self.appearance = appearance
        var reader = Reader(file: folder + "/icon.json", appearance: appearance.specialization)
        background = reader.background(document.fill, onCanvas: false)
        ground = reader.background(document.fill, onCanvas: true)
        groups = []
        for (index, group) in document.groups.enumerated() {
            if let read = try reader.group(group, at: index) { groups.append(read) }
        }
        if let space = document.untaggedSVGColorSpace, !IconComposerDocument.untaggedSVGColorSpaces.contains(space),
            groups.flatMap(\.layers).contains(where: { $0.image.lowercased().hasSuffix(".svg") })
        {
            reader.note("SVG colours in \(space.prefix(40)) (drawn as sRGB)")
        }
        notReproduced = reader.notReproduced
    }

    /// The same bundle as `appearance` shows it.
    /// - Throws: `ImageFileError` as ``init(reading:limits:)`` does.
    package func resolved(for appearance: IconComposerAppearance) throws(ImageFileError) -> IconComposerBundle {
        try IconComposerBundle(folder: folder, document: document, appearance: appearance)
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
        /// The specialization key read (`dark`, `tinted`); nil for the base values.
        let appearance: String?
        var notReproduced: [String] = []

        init(file: String, appearance: String?) {
            self.file = file
            self.appearance = appearance
        }

        /// Notes a feature the flat composition leaves out, once.
        mutating func note(_ feature: String) {
            if !notReproduced.contains(feature) { notReproduced.append(feature) }
        }

        /// The appearance's background as a paint, across the canvas as Apple draws a document's
        /// fill; in the dark appearance, an unspecialized fill, or the system's own (`automatic`), gives way to
        /// the system's dark ground.
        /// Without `onCanvas`, a gradient runs across the square from its start to its stop, as a tile's background.
        mutating func background(_ fill: IconComposerDocument.Specialized<IconComposerDocument.Fill>, onCanvas: Bool) -> Paint? {
            if appearance == "dark", fill.specialized(appearance: "dark") == nil { return IconComposerBundle.darkGround }
            guard let chosen = fill.value(appearance: appearance) else { return nil }
            if appearance == "dark", chosen == .automatic { return IconComposerBundle.darkGround }
            if onCanvas, case .linearGradient(let colours, let start, let stop) = chosen {
                return gradient(
                    colours, start: Self.onCanvas(start ?? Self.defaultOrientation.start),
                    stop: Self.onCanvas(stop ?? Self.defaultOrientation.stop))
            }
            return paint(chosen)
        }

        /// A gradient's orientation where its document gives none: the one Icon Composer gives a new gradient
        /// (and writes into every document it saves), from the top to 0.7 of the way down, as Apple's
        /// renders of documents written without one draw it.
        static let defaultOrientation = (start: VectorPath.Point(x: 0.5, y: 0), stop: VectorPath.Point(x: 0.5, y: 0.7))

        /// Where a point of a document fill's orientation lies on the canvas: Apple's renders draw the
        /// unit square's top at 0.1 of the canvas and stretch it by 1.14 (fitted on exported renders).
        static func onCanvas(_ point: VectorPath.Point) -> VectorPath.Point {
            VectorPath.Point(x: 0.5 + (point.x - 0.5) * 1.14, y: 0.1 + point.y * 1.14)
        }

        /// A fill as a paint: a colour, a gradient, an automatic gradient (a lighter tint above the colour).
        mutating func paint(_ fill: IconComposerDocument.Fill) -> Paint? {
            switch fill {
            case .none: return nil
            case .systemLight: return .solid(StraightColor(red: 255, green: 255, blue: 255))
            // Apple's renders draw `system-dark` as the dark ground an unspecialized fill gets.
            case .systemDark: return IconComposerBundle.darkGround
            case .automatic:
                // Apple's renders draw the system's fill white at the top, greying to #ECECEC from 10 % to 88 % of the way down.
                return Paint.LinearGradient(
                    stops: [
                        Paint.LinearGradient.Stop(location: 0, color: StraightColor(red: 255, green: 255, blue: 255)),
                        Paint.LinearGradient.Stop(location: 1, color: StraightColor(red: 236, green: 236, blue: 236))
                    ],
                    start: VectorPath.Point(x: 0.5, y: 0.1), end: VectorPath.Point(x: 0.5, y: 0.88)
                ).map(Paint.linearGradient)
            case .solid(let text): return IconComposerColor.parse(text).map(Paint.solid)
            case .automaticGradient(let text):
                guard let color = IconComposerColor.parse(text) else { return nil }
                return IconComposerBundle.automaticGradient(color).map(Paint.linearGradient)
            case .linearGradient(let colours, let start, let stop):
                return gradient(colours, start: start ?? Self.defaultOrientation.start, stop: stop ?? Self.defaultOrientation.stop)
            }
        }

        /// A gradient of the document's colours, evenly spaced from `start` to `stop`; nil when a colour cannot be read.
        func gradient(_ colours: [String], start: VectorPath.Point, stop: VectorPath.Point) -> Paint? {
            let stops = colours.compactMap(IconComposerColor.parse)
            guard stops.count == colours.count, stops.count >= 2 else { return nil }
            let located = stops.enumerated().map {
                Paint.LinearGradient.Stop(location: Double($0.offset) / Double(stops.count - 1), color: $0.element)
            }
            return Paint.LinearGradient(stops: located, start: start, end: stop).map(Paint.linearGradient)
        }

        /// A group with its visible layers (the document's group `index`); nil when it is hidden or holds none.
        mutating func group(_ group: IconComposerDocument.Group, at index: Int) throws(ImageFileError) -> Group? {
            guard group.hidden.value(appearance: appearance) != true else { return nil }
            if let shadow = group.shadow.value(appearance: appearance), !["none", "neutral", "layer-color"].contains(shadow.kind),
                shadow.opacity > 0
            {
                note("\(shadow.kind) shadows")
            }
            let translucency = group.translucency.value(appearance: appearance)
            if (group.blurMaterial.value(appearance: appearance) ?? 0) > 0 { note("blur material") }
            var layers: [Layer] = []
            for (place, layer) in group.layers.enumerated() {
                guard var read = try self.layer(layer) else { continue }
                read.place = Place(group: index, layer: place)
                layers.append(read)
            }
            guard !layers.isEmpty else { return nil }
            let position = group.position.value(appearance: appearance) ?? IconComposerDocument.Position()
            return Group(
                layers: layers, opacity: group.opacity.value(appearance: appearance) ?? 1, scale: position.scale,
                translation: position.translation,
                translucency: translucency.flatMap { $0.enabled ? min(max($0.value, 0), 1) : nil } ?? 0,
                blendMode: blendMode(group.blendMode.value(appearance: appearance)),
                shadow: shadow(group, kind: "neutral"),
                specular: group.specular.value(appearance: appearance) ?? true,
                layerShadow: shadow(group, kind: "layer-color"))
        }

        /// The opacity of `group`'s shadow in this appearance when it is of `kind`, else 0.
        func shadow(_ group: IconComposerDocument.Group, kind: String) -> Double {
            group.shadow.value(appearance: appearance).map { $0.kind == kind ? min(max($0.opacity, 0), 1) : 0 } ?? 0
        }

        /// The blend mode a document names; an unknown one is drawn normally, and noted.
        mutating func blendMode(_ name: String?) -> IconComposerBlendMode {
            guard let name else { return .normal }
            guard let mode = IconComposerBlendMode(rawValue: name) else {
                note("\(name) blend mode")
                return .normal
            }
            return mode
        }

        /// A visible layer; nil when it is hidden.
        mutating func layer(_ layer: IconComposerDocument.Layer) throws(ImageFileError) -> Layer? {
            guard layer.hidden.value(appearance: appearance) != true else { return nil }
            guard let image = layer.imageName.value(appearance: appearance), IconComposerDocument.isAssetName(image) else {
                throw ImageFileError(
                    file: file, problem: .access("a layer names no image in Assets/ (its image-name is missing or a path)"))
            }
            // Glass is drawn as measured (translucency, the clearer edge, the lit band); its refraction is not.
            if layer.glass.value(appearance: appearance) ?? true { note("glass layers' refraction") }
            // A layer's fill recolours its image's coverage: a colour, or a gradient across the layer;
            // `automatic` and `none` keep the image's own colours.
            var fill: Paint?
            switch layer.fill.value(appearance: appearance) {
            case let paintable? where paintable != .none && paintable != .automatic: fill = paint(paintable)
            default: break
            }
            var dark: StraightColor?
            if case .solid(let text)? = layer.fill.specialized(appearance: "dark") { dark = IconComposerColor.parse(text) }
            let position = layer.position.value(appearance: appearance) ?? IconComposerDocument.Position()
            return Layer(
                name: layer.name ?? image, image: image, opacity: layer.opacity.value(appearance: appearance) ?? 1, scale: position.scale,
                translation: position.translation, fill: fill, darkFill: dark,
                blendMode: blendMode(layer.blendMode.value(appearance: appearance)),
                glass: layer.glass.value(appearance: appearance) ?? true)
        }
    }
}
