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

    /// The trees of the SVG master whose bytes `master` holds (read from `file`) and of its
    /// monochrome art; nil, with a warning in `warnings`, when the master is not an SVG, is over
    /// the SVG size limit or the tree refuses it (its layers are then PNGs; `lost` says so). Monochrome art that
    /// cannot be a tree is left out, with a warning.
    package static func make(
        master: (bytes: [UInt8], file: String), monochrome: (bytes: [UInt8], file: String)?, limits: ImageDecoder.Limits,
        lost: String = "its Android layers are PNGs, not vectors", warnings: inout [Warning]
    ) -> AppIconVectors? {
        func tree(_ bytes: [UInt8], _ file: String) -> VectorDocument? {
            let why: String
            do {
                guard bytes.count <= limits.maximumSVGBytes else {
                    throw ImageFileError(file: file, problem: .fileSize(bytes: bytes.count, limit: limits.maximumSVGBytes))
                }
                guard ImageDecoder.Format.detect(bytes) == .svg else {
                    throw VectorDocument.Refusal(file: file, element: "", feature: "raster art", reason: "it is raster art")
                }
                return try VectorDocument(svg: bytes, file: file)
            } catch let refusal as VectorDocument.Refusal {
                why = refusal.summary
            } catch {
                why = "\(error)"
            }
            warnings.append(Warning(.notVector, file: file, message: "\(file): \(lost): \(why)"))
            return nil
        }
        guard let masterTree = tree(master.bytes, master.file) else { return nil }
        return AppIconVectors(master: masterTree, monochrome: monochrome.flatMap { tree($0.bytes, $0.file) })
    }
}
