/// What a PNG's IDAT chunks can hold: used to refuse, before allocating, an image
/// whose header promises more pixels than its compressed data could ever give.
enum PNGImageData {
    /// Deflate's largest expansion: a 258-byte match coded in 2 bits is 1032:1.
    static let maximumInflationRatio = 1032

    /// The size of the filtered scanlines IHDR describes, over all Adam7 passes when interlaced.
    static func inflatedSize(width: Int, height: Int, bitDepth: Int, colorType: PNGColorType, interlaced: Bool) -> Int {
        let bitsPerPixel = colorType.channels * max(bitDepth, 1)
        func scanlines(_ w: Int, _ h: Int) -> Int {
            w == 0 || h == 0 ? 0 : h * (1 + (w * bitsPerPixel + 7) / 8)
        }
        guard interlaced else { return scanlines(width, height) }
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return passes.reduce(0) { total, pass in
            let (x0, y0, dx, dy) = pass
            return total + scanlines(max(0, (width - x0 + dx - 1) / dx), max(0, (height - y0 + dy - 1) / dy))
        }
    }

    /// The bytes of every IDAT chunk together, found by walking the chunk lengths
    /// (no CRCs: libpng checks those while decoding). Stops at the end of the data.
    static func compressedLength(_ bytes: [UInt8]) -> Int {
        var offset = ImageDecoder.Format.pngSignature.count
        var total = 0
        while bytes.count - offset >= 12 {
            let length = Int(readUInt32(bytes, at: offset))
            if bytes[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) { total += min(length, bytes.count - offset - 12) }
            guard length <= bytes.count - offset - 12 else { break }
            offset += 12 + length
        }
        return total
    }

    /// Throws when the image data is too short to inflate to the scanlines the header describes.
    static func checkPlausible(
        compressedLength available: Int, width: Int, height: Int, bitDepth: Int, colorType: PNGColorType, interlaced: Bool,
        failure: (String) -> ImageFileError
    ) throws(ImageFileError) {
        let needed = inflatedSize(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlaced: interlaced)
        if available.multipliedReportingOverflow(by: maximumInflationRatio).partialValue + 64 < needed {
            throw failure(
                "the image data (\(available) bytes) is too short for a \(width)×\(height) image, "
                    + "which needs \(needed) bytes inflated (the file is truncated or forged)")
        }
    }
}
