import CTintypeCodecs

/// How hard the PNG encoder works for a smaller file.
public enum PNGCompression: String, CaseIterable, Hashable, Sendable, Codable {
    /// zlib level 1, Sub filter: several times faster, somewhat larger.
    case fast
    /// zlib level 6, adaptive filters: libpng's defaults.
    case `default`
    /// zlib level 9, adaptive filters.
    case smallest

    var zlibLevel: Int32 {
        switch self {
        case .fast: return 1
        case .default: return 6
        case .smallest: return 9
        }
    }

    var filters: Int32 {
        self == .fast ? tt_png_filter_sub() : tt_png_filter_all()
    }
}

/// The pixel layout of a written PNG.
public enum PNGColorLayout: String, CaseIterable, Hashable, Sendable, Codable {
    /// Straight-alpha RGBA, 8 bits a channel, whatever the image holds.
    case rgba
    /// The smallest layout that keeps every pixel exactly: gray, gray+alpha,
    /// palette (with tRNS), RGB or RGBA.
    case smallestLossless
}

/// Writes images as PNG files through libpng: premultiplied pixels become
/// straight alpha (`round(c·255/a)`).
public struct PNGEncoder: Sendable {
    /// How hard deflate works.
    public var compression: PNGCompression
    /// Which PNG color type is written.
    public var colorLayout: PNGColorLayout

    /// An encoder; the defaults write RGBA at zlib's default level.
    public init(compression: PNGCompression = .default, colorLayout: PNGColorLayout = .rgba) {
        self.compression = compression
        self.colorLayout = colorLayout
    }

    /// The PNG file's bytes; `file` names the destination in errors.
    public func encode(_ image: RGBAImage, file: String = "<memory>") throws(ImageFileError) -> [UInt8] {
        var straight = image.bytes
        straight.withUnsafeMutableBufferPointer { Premultiplication.unpremultiply($0) }
        let layout = colorLayout == .rgba ? PNGPixelLayout.rgba(straight) : PNGPixelLayout.smallest(straight)
        var message = [CChar](repeating: 0, count: 256)
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let width = layout.bytesPerPixel * image.width
        let status = layout.samples.withUnsafeBufferPointer { samples in
            layout.palette.withUnsafeBufferPointer { palette in
                layout.paletteAlpha.withUnsafeBufferPointer { alpha in
                    message.withUnsafeMutableBufferPointer { text in
                        tt_png_write(
                            samples.baseAddress, width, UInt32(image.width), UInt32(image.height),
                            layout.colorType.rawValue, 8, palette.baseAddress, Int32(palette.count / 3),
                            alpha.baseAddress, Int32(alpha.count), compression.zlibLevel, compression.filters,
                            &output, &size, text.baseAddress, text.count)
                    }
                }
            }
        }
        guard status == 0, let output else {
            throw ImageFileError(file: file, problem: .png(String(cChars: message)))
        }
        defer { tt_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    /// Encodes `image` and writes it to `path` atomically (temporary file, then rename).
    public func write(_ image: RGBAImage, to path: String) throws(ImageFileError) {
        try FileBytes.writeAtomically(encode(image, file: path), to: path)
    }
}
