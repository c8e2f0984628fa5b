import FoundationEssentials

/// `OUT/manifest.json`: every icon, its sources and every file written, with
/// pixel size, scale, state and SHA-256; the style used and its hash. It is also
/// how the next run knows what is already current (each file's `recipe` digests
/// everything that went into it).
package struct BatchManifest: Codable, Hashable, Sendable {
    package struct Style: Codable, Hashable, Sendable {
        package var name: String
        package var sha256: String
        /// The style document itself.
        package var definition: String
    }

    package struct Source: Codable, Hashable, Sendable {
        package var path: String
        /// The scale the file name announces; nil for an SVG (drawn at every scale).
        package var scale: Double?
        package var sha256: String
    }

    /// How art was sized into the icon box (SPEC §9).
    package struct Sizing: Codable, Hashable, Sendable {
        /// The icon box in points, `WxH`.
        package var iconSize: String
        /// `auto`, `always` or `none`.
        package var fit: IconSizing.Fit
        package var trim: Bool
        /// Points, or a percentage of the box (`10%`).
        package var padding: String
        /// `box` or `optical`.
        package var center: IconSizing.Centering
        package var allowUpscale: Bool

        /// The record of `sizing`.
        package init(_ sizing: IconSizing) {
            iconSize = "\(sizing.box)"
            fit = sizing.fit
            trim = sizing.trim
            padding = "\(sizing.padding)"
            center = sizing.centering
            allowUpscale = sizing.allowUpscale
        }
    }

    /// A file the batch wrote.
    package struct File: Codable, Hashable, Sendable {
        /// What a written file is, as the manifest spells it.
        package enum Kind: String, Codable, Hashable, Sendable {
            /// One icon in one state and appearance at one scale.
            case icon
            /// One icon's template image at one scale.
            case template
            /// A bar background, selection background, glow or arrow.
            case shared
            /// A layout's descriptor: `Contents.json`, a state-list XML.
            case descriptor
            /// `contact-sheet.png`.
            case contactSheet = "contact-sheet"
            /// `icons.css` (the web layout).
            case stylesheet
            /// `preview.html`.
            case preview
        }

        package var path: String
        /// What the file is.
        package var kind: Kind
        /// The icon's state (icon files only).
        package var state: IconState?
        /// The appearance, for icons and shared pieces drawn for one (absent for light icons made before appearances existed).
        package var appearance: Appearance?
        package var element: SharedElement?
        package var scale: Double?
        package var width: Int?
        package var height: Int?
        package var sha256: String
        /// The digest of everything the file was made from; equal recipes give equal files.
        package var recipe: String
        /// True when the art extends past the item canvas and was cut off (absent otherwise).
        package var clipped: Bool?

        /// The record of a file; `variant` gives an icon file's state and appearance.
        package init(
            path: String, kind: Kind, variant: IconVariant?, element: SharedElement?, appearance: Appearance?, scale: Double?,
            width: Int?, height: Int?, sha256: String, recipe: String, clipped: Bool?
        ) {
            self.path = path
            self.kind = kind
            self.element = element
            self.appearance = appearance
            switch variant {
            case .state(let state, let variantAppearance):
                self.state = state
                self.appearance = variantAppearance
            case .template, nil:
                self.state = nil
            }
            self.scale = scale
            self.width = width
            self.height = height
            self.sha256 = sha256
            self.recipe = recipe
            self.clipped = clipped
        }
    }

    package struct Icon: Codable, Hashable, Sendable {
        package var name: String
        package var sources: [Source]
        package var files: [File]
        package var warnings: [String]
        /// Why the icon failed, when it did.
        package var error: String?
    }

    package var tintype: String
    package var layout: OutputLayout
    package var scales: [Double]
    package var itemSize: String
    package var barWidth: Double
    package var sizing: Sizing
    package var style: Style
    package var icons: [Icon]
    package var shared: [File]
    package var contactSheet: File?

    /// The manifest as stable JSON: keys sorted, so equal manifests are equal bytes (the same
    /// bytes `JSONEncoder` gives with `.prettyPrinted, .sortedKeys, .withoutEscapingSlashes`).
    /// - Throws: ``ImageFileError`` for `manifest.json` when a value cannot be
    ///   encoded (a scale that is not finite), rather than writing a broken file.
    package func encoded() throws(ImageFileError) -> [UInt8] {
        var json = JSONByteWriter(pretty: true)
        do throws(JSONByteWriter.NonFiniteNumber) {
            json.beginObject()
            json.key("barWidth")
            try json.number(barWidth)
            if let contactSheet {
                json.key("contactSheet")
                try contactSheet.write(to: &json)
            }
            json.key("icons")
            json.beginArray()
            for icon in icons { try icon.write(to: &json) }
            json.endArray()
            json.key("itemSize")
            json.string(itemSize)
            json.key("layout")
            json.string(layout.rawValue)
            json.key("scales")
            json.beginArray()
            for scale in scales { try json.number(scale) }
            json.endArray()
            json.key("shared")
            json.beginArray()
            for file in shared { try file.write(to: &json) }
            json.endArray()
            json.key("sizing")
            sizing.write(to: &json)
            json.key("style")
            style.write(to: &json)
            json.key("tintype")
            json.string(tintype)
            json.endObject()
        } catch {
            throw ImageFileError(file: "manifest.json", problem: .access("cannot encode the manifest: \(error)"))
        }
        return json.bytes + [0x0A]
    }

    /// Reads a manifest; nil when the bytes are not one.
    package static func decode(_ bytes: [UInt8]) -> BatchManifest? {
        try? JSONDecoder().decode(BatchManifest.self, from: Data(bytes))
    }

    /// Every file the manifest records, by path.
    var filesByPath: [String: File] {
        var files = [String: File]()
        for file in icons.flatMap(\.files) + shared + (contactSheet.map { [$0] } ?? []) { files[file.path] = file }
        return files
    }
}

// The manifest's JSON, member by member in sorted key order (`encoded()`); `Codable` reads it back.
extension BatchManifest.Style {
    fileprivate func write(to json: inout JSONByteWriter) {
        json.beginObject()
        json.key("definition")
        json.string(definition)
        json.key("name")
        json.string(name)
        json.key("sha256")
        json.string(sha256)
        json.endObject()
    }
}

extension BatchManifest.Source {
    fileprivate func write(to json: inout JSONByteWriter) throws(JSONByteWriter.NonFiniteNumber) {
        json.beginObject()
        json.key("path")
        json.string(path)
        if let scale {
            json.key("scale")
            try json.number(scale)
        }
        json.key("sha256")
        json.string(sha256)
        json.endObject()
    }
}

extension BatchManifest.Sizing {
    fileprivate func write(to json: inout JSONByteWriter) {
        json.beginObject()
        json.key("allowUpscale")
        json.bool(allowUpscale)
        json.key("center")
        json.string(center.rawValue)
        json.key("fit")
        json.string(fit.rawValue)
        json.key("iconSize")
        json.string(iconSize)
        json.key("padding")
        json.string(padding)
        json.key("trim")
        json.bool(trim)
        json.endObject()
    }
}

extension BatchManifest.File {
    /// Writes the record as a JSON object (the manifest's, and a journal line).
    func write(to json: inout JSONByteWriter) throws(JSONByteWriter.NonFiniteNumber) {
        json.beginObject()
        if let appearance {
            json.key("appearance")
            json.string(appearance.rawValue)
        }
        if let clipped {
            json.key("clipped")
            json.bool(clipped)
        }
        if let element {
            json.key("element")
            json.string(element.rawValue)
        }
        if let height {
            json.key("height")
            json.number(height)
        }
        json.key("kind")
        json.string(kind.rawValue)
        json.key("path")
        json.string(path)
        json.key("recipe")
        json.string(recipe)
        if let scale {
            json.key("scale")
            try json.number(scale)
        }
        json.key("sha256")
        json.string(sha256)
        if let state {
            json.key("state")
            json.string(state.name)
        }
        if let width {
            json.key("width")
            json.number(width)
        }
        json.endObject()
    }
}

extension BatchManifest.Icon {
    fileprivate func write(to json: inout JSONByteWriter) throws(JSONByteWriter.NonFiniteNumber) {
        json.beginObject()
        if let error {
            json.key("error")
            json.string(error)
        }
        json.key("files")
        json.beginArray()
        for file in files { try file.write(to: &json) }
        json.endArray()
        json.key("name")
        json.string(name)
        json.key("sources")
        json.beginArray()
        for source in sources { try source.write(to: &json) }
        json.endArray()
        json.key("warnings")
        json.beginArray()
        for warning in warnings { json.string(warning) }
        json.endArray()
        json.endObject()
    }
}
