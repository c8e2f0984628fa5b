extension ImageFileError {
    /// Why a codec refused a file: its signature, or what libpng, libjpeg, the CgBI reader,
    /// librsvg (with Tintype's SVG checks) or the SVG worker said.
    public enum CodecProblem: ImageFileError.LayerProblem {
        /// The bytes are neither PNG nor JPEG nor SVG.
        case unknownFormat
        /// libpng (or Tintype's PNG checks) rejected the data.
        case png(String)
        /// libjpeg rejected the data.
        case jpeg(String)
        /// An Apple CgBI PNG whose structure or compressed data is broken.
        case cgbi(String)
        /// librsvg (or Tintype's SVG checks) rejected the document.
        case svg(String)
        /// The worker process rendering the file stopped (time, memory, crash) before it answered.
        case rendererStopped(ImageFileError.RendererStop)

        /// The reason in words, without the file.
        public var description: String {
            switch self {
            case .unknownFormat: return "not a PNG, JPEG or SVG file (unrecognised signature)"
            case .png(let reason): return "PNG: \(reason)"
            case .jpeg(let reason): return "JPEG: \(reason)"
            case .cgbi(let reason): return "CgBI PNG: \(reason)"
            case .svg(let reason): return "SVG: \(reason)"
            case .rendererStopped(let stop): return "SVG: \(stop)"
            }
        }
    }
}

extension ImageFileError.Problem {
    /// The codec's reason, or `nil` when another stage failed.
    public var codec: ImageFileError.CodecProblem? { reason(of: ImageFileError.CodecProblem.self) }

    /// The bytes are neither PNG nor JPEG nor SVG (``ImageFileError/CodecProblem/unknownFormat``).
    public static var unknownFormat: Self { .layer(ImageFileError.CodecProblem.unknownFormat) }
    /// libpng (or Tintype's PNG checks) rejected the data.
    public static func png(_ reason: String) -> Self { .layer(ImageFileError.CodecProblem.png(reason)) }
    /// libjpeg rejected the data.
    public static func jpeg(_ reason: String) -> Self { .layer(ImageFileError.CodecProblem.jpeg(reason)) }
    /// An Apple CgBI PNG whose structure or compressed data is broken.
    public static func cgbi(_ reason: String) -> Self { .layer(ImageFileError.CodecProblem.cgbi(reason)) }
    /// librsvg (or Tintype's SVG checks) rejected the document.
    public static func svg(_ reason: String) -> Self { .layer(ImageFileError.CodecProblem.svg(reason)) }
    /// The worker process rendering the file stopped before it answered.
    public static func rendererStopped(_ stop: ImageFileError.RendererStop) -> Self {
        .layer(ImageFileError.CodecProblem.rendererStopped(stop))
    }
}
