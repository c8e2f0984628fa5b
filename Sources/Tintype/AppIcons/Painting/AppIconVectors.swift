import TintypeSupport

/// The vector trees an app icon set's VectorDrawable layers are made from (SPEC §13.6): the
/// master's, and the monochrome art's when the silhouette is drawn from other art.
package struct AppIconVectors: Sendable {
    /// The master's tree.
    package var master: VectorDocument
    /// The monochrome art's tree; nil when there is no monochrome art, or it is not a vector.
    package var monochrome: VectorDocument?

    /// The trees of a master and its monochrome art.
    package init(master: VectorDocument, monochrome: VectorDocument? = nil) {
        self.master = master
        self.monochrome = monochrome
    }

    /// The trees of the SVG master at `master` and of its monochrome art; nil, with a warning in
    /// `warnings`, when the master is not an SVG or the tree refuses it (its layers are then PNGs).
    /// Monochrome art that cannot be a tree is left out, with a warning.
    package static func read(master: String, monochrome: String?, limits: DecodeLimits, warnings: inout [Warning]) -> AppIconVectors? {
        func tree(_ file: String) -> VectorDocument? {
            let why: String
            do {
                let bytes = try FileBytes.read(file, maximumBytes: limits.maximumSVGBytes)
                guard ImageDecoder.Format.detect(bytes) == .svg else {
                    throw VectorDocument.Refusal(file: file, element: "", feature: "raster art", reason: "it is raster art")
                }
                return try VectorDocument(svg: bytes, file: file)
            } catch let refusal as VectorDocument.Refusal {
                why = "\(refusal.element.isEmpty ? refusal.feature : refusal.element): \(refusal.reason)"
            } catch {
                why = "\(error)"
            }
            warnings.append(Warning(.notVector, file: file, message: "\(file): its Android layers are PNGs, not vectors: \(why)"))
            return nil
        }
        guard let master = tree(master) else { return nil }
        return AppIconVectors(master: master, monochrome: monochrome.flatMap(tree))
    }
}
