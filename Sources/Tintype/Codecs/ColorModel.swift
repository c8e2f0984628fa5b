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

/// PNG's color types (the IHDR byte), and what each means for the samples.
enum PNGColorType: Int32, CaseIterable {
    case gray = 0
    case rgb = 2
    case palette = 3
    case grayAlpha = 4
    case rgba = 6

    /// Samples a pixel.
    var channels: Int {
        switch self {
        case .gray, .palette: return 1
        case .grayAlpha: return 2
        case .rgb: return 3
        case .rgba: return 4
        }
    }

    /// The color model the type stores.
    var colorModel: ColorModel {
        switch self {
        case .gray: return .gray
        case .rgb: return .rgb
        case .palette: return .palette
        case .grayAlpha: return .grayAlpha
        case .rgba: return .rgba
        }
    }
}
