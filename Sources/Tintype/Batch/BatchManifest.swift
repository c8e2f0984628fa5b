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
        public var scale: Double
        public var sha256: String
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
    public var style: Style
    public var icons: [Icon]
    public var shared: [File]
    public var contactSheet: File?

    /// The manifest as stable JSON: keys sorted, so equal manifests are equal bytes.
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array((try? encoder.encode(self)) ?? Data()) + [0x0A]
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
