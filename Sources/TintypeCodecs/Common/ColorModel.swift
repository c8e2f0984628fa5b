extension ImageDecoder.Info {
    /// How a file stores its colors, as its headers say (`tintype info` prints the
    /// raw value). Decoding always yields premultiplied RGBA whatever the model.
    public enum ColorModel: String, Hashable, Sendable, Codable, CaseIterable {
        /// One gray sample a pixel (PNG color type 0, JPEG grayscale).
        case gray
        /// Gray and alpha (PNG color type 4).
        case grayAlpha = "gray+alpha"
        /// Red, green, blue (PNG color type 2, JPEG stored as RGB).
        case rgb
        /// Red, green, blue and alpha (PNG color type 6).
        case rgba
        /// Indices into a palette of up to 256 colors (PNG color type 3).
        case palette
        /// JPEG's luma and chroma.
        case ycbcr
        /// JPEG's cyan, magenta, yellow, black (Adobe files store it inverted).
        case cmyk
        /// JPEG's YCbCr plus black.
        case ycck
        /// An SVG document: shapes, rendered to RGBA at the size asked for.
        case vector
    }
}
