import Synchronization

/// What reading a source found, before any decoding.
package struct SourceFacts: Sendable {
    /// The file's SHA-256.
    var sha256: String
    /// The pixel size its header states (nil for SVG).
    var size: (width: Int, height: Int)?
    /// The canvas an SVG declares on its root element (`16x16`), read from its text (nil for raster art).
    var svgCanvas: String?
    /// The file's bytes, kept for the job while the batch's allowance for them lasts
    /// (nil: the job reads the file again if it needs the pixels).
    var bytes: [UInt8]?

    /// What reading each source found, or why it could not be read, by path relative to the input folder.
    package typealias ByPath = [String: Result<SourceFacts, ImageFileError>]

    /// How many bytes of source files a batch keeps in memory between hashing and decoding them.
    static let keptSourceBytes = 64 << 20

    /// The SHA-256 and header size of every source of `icons`, read on `threads` threads:
    /// hashing every source is a pass over all the input before any icon starts. Up to
    /// ``keptSourceBytes`` of the files are kept for the jobs, which then need not read them again.
    package static func read(_ icons: [IconGroup], in input: String, limits: ImageDecoder.Limits, threads: Int) -> ByPath {
        let paths = icons.flatMap(\.allPaths)
        let allowance = Atomic<Int>(keptSourceBytes)
        let facts = ParallelWork.map(paths.count, threads: threads) { index -> Result<SourceFacts, ImageFileError> in
            do throws(ImageFileError) {
                let bytes = try FileBytes.read(input + "/" + paths[index], maximumBytes: limits.maximumFileBytes)
                let keep = allowance.subtract(bytes.count, ordering: .relaxed).newValue >= 0
                if !keep { allowance.add(bytes.count, ordering: .relaxed) }
                let svgCanvas = ImageDecoder.Format.detect(bytes) == .svg ? SVGCanvasHint.read(bytes) : nil
                return .success(
                    SourceFacts(
                        sha256: SHA256.hex(bytes), size: ImageDimensions.read(bytes), svgCanvas: svgCanvas, bytes: keep ? bytes : nil))
            } catch {
                return .failure(error)
            }
        }
        return Dictionary(zip(paths, facts), uniquingKeysWith: { first, _ in first })
    }
}
