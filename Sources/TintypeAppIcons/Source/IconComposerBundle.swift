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
        /// The colour that fills the image's shape, when the layer has a solid fill.
        package var fill: StraightColor?
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

    /// Reads `folder/icon.json` (within `limits`' file size).
    /// - Throws: `ImageFileError` naming `icon.json` when it cannot be read, is not JSON, or a
    ///   layer names no image or one outside `Assets/`.
    package init(reading folder: String, limits: DecodeLimits = .default) throws(ImageFileError) {
        var trimmed = folder
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.folder = trimmed
        let file = trimmed + "/icon.json"
        let bytes = try FileBytes.read(file, maximumBytes: limits.maximumFileBytes)
        guard case .object(let document)? = try? JSONValue.parse(bytes) else {
            throw ImageFileError(file: file, problem: .access("not an Icon Composer document (not a JSON object)"))
        }
        var reader = Reader(file: file)
        background = reader.fill(document)
        groups = []
        for case .object(let group) in document["groups"].flatMap(Reader.array) ?? [] {
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
    /// Reads the document's members, noting what the flat composition leaves out.
    struct Reader {
        let file: String
        var notReproduced: [String] = []

        init(file: String) { self.file = file }

        static func array(_ value: JSONValue) -> [JSONValue]? { if case .array(let items) = value { items } else { nil } }

        /// A property in the light appearance: its axisless specialization, else its base key (and its `is-` spelling).
        static func value(_ object: [String: JSONValue], _ key: String, appearance: String? = nil) -> JSONValue? {
            for case .object(let entry) in object["\(key)-specializations"].flatMap(array) ?? [] {
                let axis = entry["appearance"].flatMap { if case .string(let name) = $0 { name } else { nil } }
                guard entry["idiom"] == nil, axis == appearance || (appearance == nil && axis == "light") else { continue }
                if let value = entry["value"] { return value }
            }
            guard appearance == nil else { return nil }
            return object[key] ?? object["is-" + key]
        }

        static func number(_ value: JSONValue?, default fallback: Double) -> Double {
            if case .number(let number)? = value, number.isFinite { return number }
            return fallback
        }

        static func flag(_ value: JSONValue?) -> Bool? { if case .bool(let flag)? = value { flag } else { nil } }

        /// The scale and offset of a `position`.
        static func position(_ object: [String: JSONValue]) -> (scale: Double, translation: VectorPoint) {
            guard case .object(let position)? = value(object, "position") else { return (1, VectorPoint(x: 0, y: 0)) }
            var translation = VectorPoint(x: 0, y: 0)
            if case .array(let pair)? = position["translation-in-points"], pair.count == 2 {
                translation = VectorPoint(x: number(pair[0], default: 0), y: number(pair[1], default: 0))
            }
            return (max(0, number(position["scale"], default: 1)), translation)
        }

        /// Notes a feature the flat composition leaves out, once.
        mutating func note(_ feature: String) {
            if !notReproduced.contains(feature) { notReproduced.append(feature) }
        }

        /// The light appearance's fill as a paint; notes the appearances it leaves out.
        mutating func fill(_ document: [String: JSONValue]) -> Paint? {
            for case .object(let entry) in document["fill-specializations"].flatMap(Self.array) ?? [] {
                if case .string(let appearance)? = entry["appearance"], appearance != "light" { note("\(appearance) background") }
            }
            return paint(Self.value(document, "fill"))
        }

        /// A fill value as a paint: a colour, a two-colour gradient, an automatic gradient (a lighter tint above the colour).
        mutating func paint(_ value: JSONValue?) -> Paint? {
            switch value {
            case .string(let name)?:
                switch name {
                case "system-light": return .solid(StraightColor(red: 255, green: 255, blue: 255))
                case "system-dark": return .solid(AppIconDesign.iosDarkTile)
                case "automatic":
                    note("automatic background (drawn white here)")
                    return .solid(StraightColor(red: 255, green: 255, blue: 255))
                default: return nil
                }
            case .object(let fill)?:
                if case .string(let text)? = fill["solid"], let color = IconComposerColor.parse(text) { return .solid(color) }
                if case .string(let text)? = fill["automatic-gradient"], let color = IconComposerColor.parse(text) {
                    note("automatic gradient (drawn here from a fifth lighter to the colour)")
                    func lighter(_ value: UInt8) -> UInt8 {
                        let weighted: Int = Int(value) * 4 + 255 + 2
                        return UInt8(weighted / 5)
                    }
                    let top = StraightColor(
                        red: lighter(color.red), green: lighter(color.green), blue: lighter(color.blue), alpha: color.alpha)
                    return Paint.vertical([top, color])
                }
                if case .array(let colors)? = fill["linear-gradient"] {
                    let stops = colors.compactMap { if case .string(let text) = $0 { IconComposerColor.parse(text) } else { nil } }
                    guard stops.count == colors.count, stops.count >= 2 else { return nil }
                    var start = VectorPoint(x: 0.5, y: 0)
                    var end = VectorPoint(x: 0.5, y: 1)
                    if case .object(let orientation)? = fill["orientation"] {
                        func point(_ key: String, _ fallback: VectorPoint) -> VectorPoint {
                            guard case .object(let xy)? = orientation[key] else { return fallback }
                            return VectorPoint(x: Self.number(xy["x"], default: fallback.x), y: Self.number(xy["y"], default: fallback.y))
                        }
                        (start, end) = (point("start", start), point("stop", end))
                    }
                    let located = stops.enumerated().map {
                        LinearGradient.Stop(location: Double($0.offset) / Double(stops.count - 1), color: $0.element)
                    }
                    return LinearGradient(stops: located, start: start, end: end).map(Paint.linearGradient)
                }
                return nil
            default: return nil
            }
        }

        /// A group with its visible layers; nil when it is hidden or holds none.
        mutating func group(_ group: [String: JSONValue]) throws(ImageFileError) -> Group? {
            guard Self.flag(Self.value(group, "hidden")) != true else { return nil }
            if case .string(let mode)? = Self.value(group, "blend-mode"), mode != "normal" { note("\(mode) blend mode") }
            if Self.flag(Self.value(group, "specular")) == true { note("specular highlights") }
            if case .object(let shadow)? = Self.value(group, "shadow"), case .string(let kind)? = shadow["kind"], kind != "none",
                Self.number(shadow["opacity"], default: 0) > 0
            {
                note("shadows")
            }
            if case .object(let translucency)? = Self.value(group, "translucency"), Self.flag(translucency["enabled"]) == true {
                note("translucency")
            }
            if Self.number(Self.value(group, "blur-material"), default: 0) > 0 { note("blur material") }
            var layers: [Layer] = []
            for case .object(let layer) in group["layers"].flatMap(Self.array) ?? [] {
                if let read = try self.layer(layer) { layers.append(read) }
            }
            guard !layers.isEmpty else { return nil }
            let (scale, translation) = Self.position(group)
            return Group(
                layers: layers, opacity: min(max(Self.number(Self.value(group, "opacity"), default: 1), 0), 1), scale: scale,
                translation: translation)
        }

        /// A visible layer; nil when it is hidden.
        mutating func layer(_ layer: [String: JSONValue]) throws(ImageFileError) -> Layer? {
            guard Self.flag(Self.value(layer, "hidden")) != true else { return nil }
            guard case .string(let image)? = Self.value(layer, "image-name"), !image.isEmpty, !image.contains("/"), image != "..",
                image != "."
            else {
                throw ImageFileError(
                    file: file, problem: .access("a layer names no image in Assets/ (its image-name is missing or a path)"))
            }
            if Self.flag(Self.value(layer, "glass")) == true { note("Liquid Glass") }
            if case .string(let mode)? = Self.value(layer, "blend-mode"), mode != "normal" { note("\(mode) blend mode") }
            if layer["image-name-specializations"] != nil { note("images of other appearances") }
            // A layer's fill recolours its image: a colour does; `automatic` and `none` keep the image's own
            // colours; a gradient is Apple's to draw across the shape (the image keeps its colours).
            var fill: StraightColor?
            if case .object(let value)? = Self.value(layer, "fill") {
                if case .string(let text)? = value["solid"] {
                    fill = IconComposerColor.parse(text)
                } else {
                    note("gradient fills of layers")
                }
            }
            var dark: StraightColor?
            if case .object(let value)? = Self.value(layer, "fill", appearance: "dark"), case .string(let text)? = value["solid"] {
                dark = IconComposerColor.parse(text)
            }
            let (scale, translation) = Self.position(layer)
            var name = image
            if case .string(let given)? = layer["name"] { name = given }
            return Layer(
                name: name, image: image, opacity: min(max(Self.number(Self.value(layer, "opacity"), default: 1), 0), 1), scale: scale,
                translation: translation, fill: fill, darkFill: dark)
        }
    }
}
