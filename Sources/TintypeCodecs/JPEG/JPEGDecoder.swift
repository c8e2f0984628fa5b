import CTintypeCodecs

/// Decodes baseline, progressive, grayscale, RGB, CMYK and YCCK JPEGs through
/// libjpeg(-turbo) into opaque RGBA8.
///
/// CMYK converts as `R = (255 − C)·(255 − K)/255` (likewise G, B) with C, M, Y,
/// K the ink amounts; files with an Adobe APP14 marker store them inverted.
/// A file that ends before its image does is refused, not padded.
enum JPEGDecoder {
    static func decode(_ bytes: [UInt8], file: String, limits: ImageDecoder.Limits) throws(ImageFileError) -> ImageDecoder.DecodedImage {
        let result: Result<ImageDecoder.DecodedImage, ImageFileError> = bytes.withUnsafeBufferPointer { buffer in
            guard let reader = tt_jpeg_reader_create(buffer.baseAddress, buffer.count, Int32(clamping: limits.maximumJPEGScans)) else {
                return .failure(ImageFileError(file: file, problem: .jpeg("out of memory")))
            }
            defer { tt_jpeg_reader_destroy(reader) }
            do throws(ImageFileError) {
                return .success(try decode(reader, file: file, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func decode(_ reader: OpaquePointer, file: String, limits: ImageDecoder.Limits) throws(ImageFileError)
        -> ImageDecoder.DecodedImage
    {
        func failure() -> ImageFileError {
            ImageFileError(file: file, problem: .jpeg(String(cString: tt_jpeg_reader_message(reader))))
        }
        var header = tt_jpeg_header()
        guard tt_jpeg_reader_read_header(reader, &header) == 0 else { throw failure() }
        let width = Int(header.width)
        let height = Int(header.height)
        try limits.check(width: width, height: height, file: file)
        guard let colorModel = colorModel(header.color_space) else {
            throw ImageFileError(file: file, problem: .jpeg("unsupported color space \(header.color_space)"))
        }
        let info = ImageDecoder.Info(
            format: .jpeg, width: width, height: height, colorModel: colorModel,
            bitDepth: 8, interlaced: header.progressive != 0, hasAlpha: false)

        guard tt_jpeg_reader_start(reader) == 0 else { throw failure() }
        var image = RGBAImage(width: width, height: height)
        let status = image.withUnsafeMutableBytes { tt_jpeg_reader_read_rows(reader, $0.baseAddress, width * 4) }
        guard status == 0 else { throw failure() }
        if tt_jpeg_reader_was_truncated(reader) != 0 {
            throw ImageFileError(file: file, problem: .jpeg("the data ends before the image does (the file is truncated)"))
        }
        if header.color_space == 4 || header.color_space == 5 {
            image.withUnsafeMutableBytes { convertCMYK($0, inverted: header.adobe != 0) }
        }
        return ImageDecoder.DecodedImage(image: image, info: info)
    }

    /// CMYK samples (stored inverted when `inverted`) to opaque RGB, in place.
    private static func convertCMYK(_ pixels: UnsafeMutableBufferPointer<UInt8>, inverted: Bool) {
        var offset = 0
        while offset + 3 < pixels.count {
            // `white` is 255 − ink: how much of each channel survives.
            let black = UInt32(inverted ? pixels[offset + 3] : 255 - pixels[offset + 3])
            for channel in offset..<offset + 3 {
                let white = UInt32(inverted ? pixels[channel] : 255 - pixels[channel])
                pixels[channel] = UInt8(PixelMath.multiply(white, black))
            }
            pixels[offset + 3] = 255
            offset += 4
        }
    }

    /// libjpeg's J_COLOR_SPACE as a color model; nil for one it cannot convert to RGB.
    static func colorModel(_ colorSpace: Int32) -> ImageDecoder.Info.ColorModel? {
        switch colorSpace {
        case 1: return .gray
        case 2: return .rgb
        case 3: return .ycbcr
        case 4: return .cmyk
        case 5: return .ycck
        default: return nil
        }
    }
}
