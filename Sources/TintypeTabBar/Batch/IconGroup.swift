import FoundationEssentials
import TintypeSupport

/// One icon of a batch: its name, its raster art by scale, and its SVG master.
package struct IconGroup: Hashable, Sendable {
    /// The file name without the scale suffix and extension (`chat` for `chat@2x.png`).
    package var name: String
    /// Raster sources (PNG, CgBI, JPEG): paths relative to the input folder, by
    /// the scale their names announce (1 when none).
    package var sources: [Double: String]
    /// The SVG source, relative to the input folder, when there is one.
    package var vector: String?

    /// An icon with raster `sources` and an optional SVG.
    package init(name: String, sources: [Double: String], vector: String? = nil) {
        self.name = name
        self.sources = sources
        self.vector = vector
    }

    /// The raster source with the highest scale; nil when the icon has only an SVG.
    var largest: (scale: Double, path: String)? {
        guard let scale = sources.keys.max() else { return nil }
        return (scale, sources[scale]!)
    }

    /// Every source path, raster and vector, sorted.
    package var allPaths: [String] { (Array(sources.values) + (vector.map { [$0] } ?? [])).sorted() }
}
