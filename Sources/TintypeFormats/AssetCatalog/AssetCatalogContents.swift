import TintypeSupport

/// One `Contents.json` of an Xcode asset catalog (a catalog's own, an image set's, an app icon set's, a
/// colour set's) as a model: the one writer every layout, app icon and launch screen fills (``text``,
/// Xcode's own formatting: keys in order, two-space indents, ` : `), and the one reader every check and
/// project edit reads through (``init(reading:)``).
package struct AssetCatalogContents: Hashable, Sendable {
    /// An entry's `appearances` item: `luminosity` with `dark` or `tinted`.
    package struct Appearance: Hashable, Sendable {
        /// What the appearance varies: `luminosity`.
        package var appearance: String
        /// Its value: `dark`, `tinted`, `light`.
        package var value: String

        /// The dark appearance, as Xcode names it.
        package static let dark = Appearance(appearance: "luminosity", value: "dark")

        /// The appearance `appearance` of `value`.
        package init(appearance: String, value: String) { (self.appearance, self.value) = (appearance, value) }
    }

    /// An `images` entry; a member the file leaves out (or gives as other than a string) is nil.
    package struct Image: Hashable, Sendable {
        /// Its appearances (none for the light or only one).
        package var appearances: [Appearance] = []
        /// The image file, beside `Contents.json`.
        package var filename: String?
        /// `universal`, `iphone`, `ipad`, `mac`, …
        package var idiom: String? = "universal"
        /// `ios`, `macos`, … (an app icon's).
        package var platform: String?
        /// `2x`; none for a vector or a single-size icon.
        package var scale: String?
        /// In points, `1024x1024` (an app icon's).
        package var size: String?

        /// An entry of these members.
        package init(
            appearances: [Appearance] = [], filename: String?, idiom: String? = "universal", platform: String? = nil, scale: String? = nil,
            size: String? = nil
        ) {
            (self.appearances, self.filename, self.idiom, self.platform, self.scale, self.size) =
                (appearances, filename, idiom, platform, scale, size)
        }
    }

    /// A `colors` entry: an sRGB colour (nil when the file's is in another form) in its appearances.
    package struct Color: Hashable, Sendable {
        /// Its appearances (none for the light or only one).
        package var appearances: [Appearance] = []
        /// The colour, written as Xcode writes an 8-bit sRGB one.
        package var color: StraightColor?
        /// `universal`.
        package var idiom: String? = "universal"

        /// An entry of `color` in `appearances`.
        package init(appearances: [Appearance] = [], color: StraightColor?, idiom: String? = "universal") {
            (self.appearances, self.color, self.idiom) = (appearances, color, idiom)
        }
    }

    /// The `images` list (nil when the file has none).
    package var images: [Image]?
    /// The `colors` list (nil when the file has none).
    package var colors: [Color]?
    /// `properties.preserves-vector-representation`: a vector image set keeps its vector.
    package var preservesVectorRepresentation: Bool?
    /// `properties.template-rendering-intent`: `original` or `template`.
    package var templateRenderingIntent: String?

    /// Contents of these lists and properties; with none, a catalog's or a folder's own.
    package init(
        images: [Image]? = nil, colors: [Color]? = nil, preservesVectorRepresentation: Bool? = nil, templateRenderingIntent: String? = nil
    ) {
        (self.images, self.colors) = (images, colors)
        (self.preservesVectorRepresentation, self.templateRenderingIntent) = (preservesVectorRepresentation, templateRenderingIntent)
    }
}

extension AssetCatalogContents {
    /// The file's text as Xcode writes it, `info` naming tintype as its author, and a final newline.
    package var text: String {
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        if let colors { json.member("colors", array: { json in for color in colors { Self.write(color, to: &json) } }) }
        if let images { json.member("images", array: { json in for image in images { Self.write(image, to: &json) } }) }
        json.objectMember(
            "info",
            { json in
                json.member("author", "tintype")
                json.member("version", 1)
            })
        if preservesVectorRepresentation != nil || templateRenderingIntent != nil {
            json.objectMember(
                "properties",
                { json in
                    if let preservesVectorRepresentation { json.member("preserves-vector-representation", preservesVectorRepresentation) }
                    if let templateRenderingIntent { json.member("template-rendering-intent", templateRenderingIntent) }
                })
        }
        json.endObject()
        return json.text + "\n"
    }

    private static func write(_ image: Image, to json: inout JSONByteWriter) {
        json.beginObject()
        write(image.appearances, to: &json)
        for (key, value) in [
            ("filename", image.filename), ("idiom", image.idiom), ("platform", image.platform), ("scale", image.scale), ("size", image.size)
        ] {
            if let value { json.member(key, value) }
        }
        json.endObject()
    }

    private static func write(_ color: Color, to json: inout JSONByteWriter) {
        json.beginObject()
        write(color.appearances, to: &json)
        if let value = color.color {
            json.objectMember(
                "color",
                { json in
                    json.member("color-space", "srgb")
                    json.objectMember(
                        "components",
                        { json in
                            json.member("alpha", component(value.alpha))
                            json.member("blue", component(value.blue))
                            json.member("green", component(value.green))
                            json.member("red", component(value.red))
                        })
                })
        }
        if let idiom = color.idiom { json.member("idiom", idiom) }
        json.endObject()
    }

    private static func write(_ appearances: [Appearance], to json: inout JSONByteWriter) {
        guard !appearances.isEmpty else { return }
        json.member(
            "appearances",
            array: { json in
                for item in appearances {
                    json.beginObject()
                    json.member("appearance", item.appearance)
                    json.member("value", item.value)
                    json.endObject()
                }
            })
    }

    /// A colour component as Xcode writes an 8-bit one: `0x8E`.
    private static func component(_ value: UInt8) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "0x" + (hex.count == 1 ? "0" + hex : hex)
    }
}

extension AssetCatalogContents {
    /// Reads a `Contents.json`'s bytes; nil when they are not a JSON object, or when its `images` or
    /// `colors` list holds anything but objects (not a file Xcode wrote or reads).
    package init?(reading bytes: [UInt8]) {
        guard case .object(let root)? = try? JSONValue.parse(bytes) else { return nil }
        self.init()
        if let list = root["images"] {
            guard case .array(let items) = list else { return nil }
            var images: [Image] = []
            for item in items {
                guard case .object(let entry) = item else { return nil }
                images.append(
                    Image(
                        appearances: Self.appearances(entry["appearances"]), filename: Self.string(entry["filename"]),
                        idiom: Self.string(entry["idiom"]), platform: Self.string(entry["platform"]), scale: Self.string(entry["scale"]),
                        size: Self.string(entry["size"])))
            }
            self.images = images
        }
        if let list = root["colors"] {
            guard case .array(let items) = list else { return nil }
            var colors: [Color] = []
            for item in items {
                guard case .object(let entry) = item else { return nil }
                colors.append(
                    Color(
                        appearances: Self.appearances(entry["appearances"]), color: Self.color(entry["color"]),
                        idiom: Self.string(entry["idiom"])))
            }
            self.colors = colors
        }
        if case .object(let properties)? = root["properties"] {
            if case .bool(let keeps)? = properties["preserves-vector-representation"] { preservesVectorRepresentation = keeps }
            templateRenderingIntent = Self.string(properties["template-rendering-intent"])
        }
    }

    private static func string(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { text } else { nil }
    }

    /// An entry's `appearances`: each object of the list with both members strings.
    private static func appearances(_ value: JSONValue?) -> [Appearance] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { item in
            guard case .object(let pair) = item, let value = string(pair["value"]) else { return nil }
            return Appearance(appearance: string(pair["appearance"]) ?? "", value: value)
        }
    }

    /// An sRGB colour whose components are `0xNN`, 0 to 255, or 0 to 1 (as Xcode writes them); else nil.
    private static func color(_ value: JSONValue?) -> StraightColor? {
        guard case .object(let color)? = value, string(color["color-space"]) ?? "srgb" == "srgb",
            case .object(let parts)? = color["components"]
        else { return nil }
        func part(_ key: String) -> UInt8? {
            guard
                let text = string(parts[key]) ?? parts[key].flatMap({ if case .number(let n) = $0 { NumberText.shortest(n) } else { nil } })
            else { return nil }
            if text.hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16) }
            guard let number = Double(text), number >= 0, number <= 255 else { return nil }
            // A fraction of one ("0.502") is of 1; a whole number ("128") of 255.
            return Int(checked: text.contains(".") && number <= 1 ? number * 255 : number).flatMap { UInt8(exactly: $0) }
        }
        guard let red = part("red"), let green = part("green"), let blue = part("blue") else { return nil }
        return StraightColor(red: red, green: green, blue: blue, alpha: part("alpha") ?? 255)
    }
}
