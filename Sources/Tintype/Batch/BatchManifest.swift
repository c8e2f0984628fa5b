import FoundationEssentials

/// `OUT/manifest.json`: every icon, its sources and every file written, with
/// pixel size, scale, state and SHA-256; the style used and its hash. It is also
/// how the next run knows what is already current (each file's `recipe` digests
/// everything that went into it).
public struct BatchManifest: Codable, Hashable, Sendable {
    public struct Style: Codable, Hashable, Sendable {
        public var name: String
        public var sha256: String
        /// The style document itself.
        public var definition: String
    }

    public struct Source: Codable, Hashable, Sendable {
        public var path: String
        /// The scale the file name announces; nil for an SVG (drawn at every scale).
        public var scale: Double?
        public var sha256: String
    }

    /// How art was sized into the icon box (SPEC §9).
    public struct Sizing: Codable, Hashable, Sendable {
        /// The icon box in points, `WxH`.
        public var iconSize: String
        /// `auto`, `always` or `none`.
        public var fit: IconSizing.Fit
        public var trim: Bool
        /// Points, or a percentage of the box (`10%`).
        public var padding: String
        /// `box` or `optical`.
        public var center: IconSizing.Centering
        public var allowUpscale: Bool

        /// The record of `sizing`.
        public init(_ sizing: IconSizing) {
            iconSize = "\(sizing.box)"
            fit = sizing.fit
            trim = sizing.trim
            padding = "\(sizing.padding)"
            center = sizing.centering
            allowUpscale = sizing.allowUpscale
        }
    }

    public struct File: Codable, Hashable, Sendable {
        public var path: String
        /// `icon`, `shared`, `descriptor` or `contact-sheet`.
        public var kind: String
        public var state: IconState?
        public var element: SharedElement?
        public var scale: Double?
        public var width: Int?
        public var height: Int?
        public var sha256: String
        /// The digest of everything the file was made from; equal recipes give equal files.
        public var recipe: String
        /// True when the art extends past the item canvas and was cut off (absent otherwise).
        public var clipped: Bool?
    }

    public struct Icon: Codable, Hashable, Sendable {
        public var name: String
        public var sources: [Source]
        public var files: [File]
        public var warnings: [String]
        /// Why the icon failed, when it did.
        public var error: String?
    }

    public var tintype: String
    public var layout: OutputLayout
    public var scales: [Double]
    public var itemSize: String
    public var barWidth: Double
    public var sizing: Sizing
    public var style: Style
    public var icons: [Icon]
    public var shared: [File]
    public var contactSheet: File?

    /// The manifest as stable JSON: keys sorted, so equal manifests are equal bytes.
    /// - Throws: ``ImageFileError`` for `manifest.json` when a value cannot be
    ///   encoded (a scale that is not finite), rather than writing a broken file.
    public func encoded() throws(ImageFileError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(self)) + [0x0A]
        } catch {
            throw ImageFileError(file: "manifest.json", problem: .access("cannot encode the manifest: \(error)"))
        }
    }

    /// Reads a manifest; nil when the bytes are not one.
    public static func decode(_ bytes: [UInt8]) -> BatchManifest? {
        try? JSONDecoder().decode(BatchManifest.self, from: Data(bytes))
    }

    /// Every file the manifest records, by path.
    var filesByPath: [String: File] {
        var files = [String: File]()
        for file in icons.flatMap(\.files) + shared + (contactSheet.map { [$0] } ?? []) { files[file.path] = file }
        return files
    }
}
