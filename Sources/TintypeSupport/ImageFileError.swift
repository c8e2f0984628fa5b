extension ImageFileError {
    /// Why an image file could not be read or written. Each case names the stage
    /// that failed; `ImageFileError` adds the file.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The file system refused: missing file, a folder, no permission…
        case access(String)
        /// The file holds no bytes.
        case empty
        /// The bytes are neither PNG nor JPEG.
        case unknownFormat
        /// libpng (or Tintype's PNG checks) rejected the data.
        case png(String)
        /// libjpeg rejected the data.
        case jpeg(String)
        /// An Apple CgBI PNG whose structure or compressed data is broken.
        case cgbi(String)
        /// librsvg (or Tintype's SVG checks) rejected the document.
        case svg(String)
        /// The image decodes, but holds no art to fit (nothing is covered).
        case noArt(String)
        /// The file is larger than allowed (its size on disk, or what reading it found); nothing of it was kept.
        case fileSize(bytes: Int, limit: Int)
        /// The header asks for more pixels than allowed; nothing was allocated.
        case pixelLimit(width: Int, height: Int, limit: Int)
        /// The worker process rendering the file stopped (time, memory, crash) before it answered.
        case rendererStopped(ImageFileError.RendererStop)
        /// An output that would be replaced holds bytes tintype did not record writing there (edited
        /// by hand, or never tintype's): left as it is unless the run forces it.
        case notWrittenByTintype

        /// The problem in words, without the file.
        public var description: String {
            switch self {
            case .access(let reason): return reason
            case .empty: return "the file is empty"
            case .unknownFormat: return "not a PNG, JPEG or SVG file (unrecognised signature)"
            case .png(let reason): return "PNG: \(reason)"
            case .jpeg(let reason): return "JPEG: \(reason)"
            case .cgbi(let reason): return "CgBI PNG: \(reason)"
            case .svg(let reason): return "SVG: \(reason)"
            case .noArt(let reason): return "no art to fit: \(reason)"
            case .fileSize(let bytes, let limit):
                return "the file is \(bytes) bytes, over the limit of \(limit) bytes"
            case .pixelLimit(let width, let height, let limit):
                // Sizes come from file headers and may be absurd: the product is not computed when it overflows.
                let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
                let count = overflow ? "more than \(Int.max)" : "\(pixels)"
                return "image is \(width)×\(height) (\(count) pixels), over the limit of \(limit) pixels"
            case .rendererStopped(let stop): return "SVG: \(stop)"
            case .notWrittenByTintype:
                return "edited since tintype wrote it, or not written by tintype: left as it is (--force replaces it)"
            }
        }
    }
}

/// An error reading or writing an image file: which file, and why.
public struct ImageFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path (or name) of the file concerned.
    public var file: String
    /// What went wrong, by stage.
    public var problem: ImageFileError.Problem

    /// An error about `file`.
    public init(file: String, problem: ImageFileError.Problem) {
        self.file = file
        self.problem = problem
    }

    /// `file: problem`, as messages print it.
    public var description: String { DisplayText.escaped("\(file): \(problem)") }
}
