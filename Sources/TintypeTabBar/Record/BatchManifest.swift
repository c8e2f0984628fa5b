import FoundationEssentials
import TintypeSupport

/// `OUT/manifest.json`: every icon, its sources and every file written, with
/// pixel size, scale, state and SHA-256; the style used and its hash. It is also
/// how the next run knows what is already current (each file's `recipe` (its input digest) digests
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
        /// `auto`, `always` or `never`: which masters sharing one canvas were sized as families.
        package var families: IconSizing.Families
        /// Points, or a percentage of the box (`10%`).
        package var padding: String
        /// `box` or `optical`.
        package var center: IconSizing.Centering
        /// `enlarge` or `omit`.
        package var smallArt: IconSizing.SmallArt

        /// The record of `sizing`.
        package init(_ sizing: IconSizing) {
            iconSize = "\(sizing.box)"
            fit = sizing.fit
            trim = sizing.trim
            families = sizing.families
            padding = "\(sizing.paddingOrNone)"
            center = sizing.centering
            smallArt = sizing.smallArt
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
            /// An icon's vector the platform tints (SVG, VectorDrawable); its width and height are the item's, in points.
            case vector
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
        /// The digest of everything the file was made from; equal digests give equal files.
        package var inputDigest: String
        /// True when the art extends past the item canvas and was cut off (absent otherwise).
        package var clipped: Bool?

        /// The manifest's names: the input digest is `recipe` there, as folders written by
        /// earlier versions have it (a folder they made stays up to date).
        package enum CodingKeys: String, CodingKey {
            case path, kind, state, appearance, element, scale, width, height, sha256, clipped
            case inputDigest = "recipe"
        }

        /// The record of a file; `variant` gives an icon file's state and appearance.
        package init(
            path: String, kind: Kind, variant: IconVariant?, element: SharedElement?, appearance: Appearance?, scale: Double?,
            width: Int?, height: Int?, sha256: String, inputDigest: String, clipped: Bool?
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
            self.inputDigest = inputDigest
            self.clipped = clipped
        }
    }

    package struct Icon: Codable, Hashable, Sendable {
        package var name: String
        package var sources: [Source]
        package var files: [File]
        package var warnings: [Warning]
        /// Why the icon failed, when it did.
        package var error: String?
        /// The canvas the icon shares with its family (`16x16 SVG`), when it was sized as one of it (SPEC §9.6).
        package var family: String?
        /// The icon's stroke weight at its output size (SPEC §9.7), measured where the batch's judging
        /// scale (2×, or the first) is drawn; nil for solid shapes, or when none was measured.
        package var weight: StrokeWeight?
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
    /// The contact sheet's pages (SPEC §9.5), in order.
    package var contactSheets: [File]
    /// Warnings about the whole set (each icon's are in its record).
    package var warnings: [Warning] = []
    /// Files an earlier run wrote here that this one no longer makes (another layout's, an icon
    /// removed), still holding their recorded bytes: kept on record so that a later `--clean`
    /// removes them. Absent when there are none.
    package var leftBehind: [File]?

    /// The manifest as stable JSON: keys sorted, so equal manifests are equal bytes (the same
    /// bytes `JSONEncoder` gives with `.prettyPrinted, .sortedKeys, .withoutEscapingSlashes`).
    /// - Throws: `ImageFileError` for `manifest.json` when a value cannot be
    ///   encoded (a scale that is not finite), rather than writing a broken file.
    package func encoded() throws(ImageFileError) -> [UInt8] {
        var json = JSONByteWriter(pretty: true)
        do throws(JSONByteWriter.NonFiniteNumber) {
            json.beginObject()
            try json.member("barWidth", barWidth)
            try json.member("contactSheets") { json throws(JSONByteWriter.NonFiniteNumber) in
                for page in contactSheets { try page.write(to: &json) }
            }
            try json.member("icons") { json throws(JSONByteWriter.NonFiniteNumber) in for icon in icons { try icon.write(to: &json) } }
            json.member("itemSize", itemSize)
            json.member("layout", layout.rawValue)
            if let leftBehind, !leftBehind.isEmpty {
                try json.member("leftBehind") { json throws(JSONByteWriter.NonFiniteNumber) in
                    for file in leftBehind { try file.write(to: &json) }
                }
            }
            try json.member("scales") { json throws(JSONByteWriter.NonFiniteNumber) in for scale in scales { try json.number(scale) } }
            try json.member("shared") { json throws(JSONByteWriter.NonFiniteNumber) in for file in shared { try file.write(to: &json) } }
            json.key("sizing")
            sizing.write(to: &json)
            json.key("style")
            json.beginObject()
            json.member("definition", style.definition)
            json.member("name", style.name)
            json.member("sha256", style.sha256)
            json.endObject()
            json.member("tintype", tintype)
            try json.member("warnings") { json throws(JSONByteWriter.NonFiniteNumber) in
                for warning in warnings { try warning.write(to: &json) }
            }
            json.endObject()
        } catch {
            throw ImageFileError(file: "manifest.json", problem: .access("cannot encode the manifest: \(error)"))
        }
        return json.bytes + [0x0A]
    }

    /// The most bytes a manifest is read at (a batch of 100,000 icons writes some 100 MB).
    package static let maximumBytes = 1 << 28

    /// Reads a manifest; nil when the bytes are not one.
    package static func decode(_ bytes: [UInt8]) -> BatchManifest? {
        try? JSONValue.decode(BatchManifest.self, from: bytes)
    }

    /// Every file the manifest records, by path.
    var filesByPath: [String: File] {
        var files = [String: File]()
        for file in (leftBehind ?? []) + icons.flatMap(\.files) + shared + contactSheets { files[file.path] = file }
        return files
    }
}

// The manifest's JSON, member by member in sorted key order (`encoded()`); `Codable` reads it back.
extension BatchManifest.Sizing {
    fileprivate func write(to json: inout JSONByteWriter) {
        json.beginObject()
        json.member("center", center.rawValue)
        json.member("families", families.rawValue)
        json.member("fit", fit.rawValue)
        json.member("iconSize", iconSize)
        json.member("padding", padding)
        json.member("smallArt", smallArt.rawValue)
        json.member("trim", trim)
        json.endObject()
    }
}

extension BatchManifest.File {
    /// Writes the record as a JSON object (the manifest's, and a journal line).
    func write(to json: inout JSONByteWriter) throws(JSONByteWriter.NonFiniteNumber) {
        json.beginObject()
        json.member("appearance", appearance?.rawValue)
        json.member("clipped", clipped)
        json.member("element", element?.rawValue)
        json.member("height", height)
        json.member("kind", kind.rawValue)
        json.member("path", path)
        json.member("recipe", inputDigest)
        try json.member("scale", scale)
        json.member("sha256", sha256)
        json.member("state", state?.name)
        json.member("width", width)
        json.endObject()
    }
}

extension BatchManifest.Icon {
    fileprivate func write(to json: inout JSONByteWriter) throws(JSONByteWriter.NonFiniteNumber) {
        json.beginObject()
        json.member("error", error)
        json.member("family", family)
        try json.member("files") { json throws(JSONByteWriter.NonFiniteNumber) in for file in files { try file.write(to: &json) } }
        json.member("name", name)
        try json.member("sources") { json throws(JSONByteWriter.NonFiniteNumber) in
            for source in sources {
                json.beginObject()
                json.member("path", source.path)
                try json.member("scale", source.scale)
                json.member("sha256", source.sha256)
                json.endObject()
            }
        }
        try json.member("warnings") { json throws(JSONByteWriter.NonFiniteNumber) in
            for warning in warnings { try warning.write(to: &json) }
        }
        if let weight {
            json.key("weight")
            json.beginObject()
            json.member("basis", weight.basis.rawValue)
            try json.member("points", weight.points)
            json.endObject()
        }
        json.endObject()
    }
}
