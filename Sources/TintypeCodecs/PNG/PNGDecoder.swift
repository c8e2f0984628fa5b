import CTintypeCodecs

/// Decodes PNG data of every color type and bit depth, interlaced or not: the
/// commonest files through ``PNGScanlineDecoder``, the rest through libpng.
///
/// Output is premultiplied RGBA8: palettes and gray are expanded, tRNS becomes
/// alpha, 16-bit samples are reduced as `round(v·255/65535)`. Gamma and
/// color-space chunks are not applied.
enum PNGDecoder {
    /// How the stored samples are laid out; CgBI data is BGRA and already premultiplied.
    struct Layout {
        var swapsRedAndBlue = false
        var isPremultiplied = false
        var format = ImageDecoder.Format.png
    }

    static func decode(_ bytes: [UInt8], file: String, limits: ImageDecoder.Limits, layout: Layout = Layout()) throws(ImageFileError)
        -> ImageDecoder.DecodedImage
    {
        if !layout.swapsRedAndBlue, !layout.isPremultiplied, layout.format == .png,
            let decoded = try PNGScanlineDecoder.decode(bytes, file: file, limits: limits)
        {
            return decoded
        }
        return try decodeWithLibPNG(bytes, file: file, limits: limits, layout: layout)
    }

    /// Decodes through libpng alone: every file the format allows, and the canonical error for the rest.
    static func decodeWithLibPNG(_ bytes: [UInt8], file: String, limits: ImageDecoder.Limits, layout: Layout = Layout())
        throws(ImageFileError)
        -> ImageDecoder.DecodedImage
    {
        let result: Result<ImageDecoder.DecodedImage, ImageFileError> = bytes.withUnsafeBufferPointer { buffer in
            guard let reader = tt_png_reader_create(buffer.baseAddress, buffer.count) else {
                return .failure(ImageFileError(file: file, problem: .png("out of memory")))
            }
            defer { tt_png_reader_destroy(reader) }
            do throws(ImageFileError) {
                return .success(
                    try decode(reader, compressedLength: PNGImageData.compressedLength(bytes), file: file, limits: limits, layout: layout))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func decode(_ reader: OpaquePointer, compressedLength: Int, file: String, limits: ImageDecoder.Limits, layout: Layout)
        throws(ImageFileError) -> ImageDecoder.DecodedImage
    {
        func failure() -> ImageFileError {
            ImageFileError(file: file, problem: .png(String(cString: tt_png_reader_message(reader))))
        }
        var header = tt_png_header()
        guard tt_png_reader_read_header(reader, &header) == 0 else { throw failure() }
        let width = Int(header.width)
        let height = Int(header.height)
        try limits.check(width: width, height: height, file: file)
        guard let colorType = PNGColorType(rawValue: header.color_type) else {
            throw ImageFileError(file: file, problem: .png("unknown color type \(header.color_type)"))
        }
        try PNGImageData.checkPlausible(
            compressedLength: compressedLength, width: width, height: height, bitDepth: Int(header.bit_depth), colorType: colorType,
            interlaced: header.interlace != 0
        ) { ImageFileError(file: file, problem: .png($0)) }
        let info = ImageDecoder.Info(
            format: layout.format, width: width, height: height,
            colorModel: colorType.colorModel, bitDepth: Int(header.bit_depth),
            interlaced: header.interlace != 0,
            hasAlpha: header.color_type & 4 != 0 || header.has_trns != 0)

        var rowBytes = 0
        guard tt_png_reader_prepare_rgba(reader, layout.swapsRedAndBlue ? 1 : 0, &rowBytes) == 0 else { throw failure() }
        guard rowBytes == width * 4 else {
            throw ImageFileError(file: file, problem: .png("libpng gives rows of \(rowBytes) bytes, not RGBA8 (\(width * 4))"))
        }
        var image = RGBAImage(width: width, height: height)
        let stride = image.bytesPerRow
        let status = image.withUnsafeMutableBytes { tt_png_reader_read_rows(reader, $0.baseAddress, stride, header.height) }
        guard status == 0 else { throw failure() }
        if layout.isPremultiplied {
            image.withUnsafeMutableBytes { Premultiplication.clampToAlpha($0) }
        } else {
            image.withUnsafeMutableBytes { Premultiplication.premultiply($0) }
        }
        return ImageDecoder.DecodedImage(image: image, info: info)
    }
}
