/// Writes Windows icon files (`.ico`) whose images are PNGs, as browsers and
/// Windows Vista and later read them (SPEC §11.6): a 6-byte header, a 16-byte
/// entry per image, then the PNG files.
package enum ICOEncoder {
    /// The icon file holding `images` (each square, 1 to 256 pixels a side), in the order given.
    /// - Throws: `ImageFileError` when an image is not square or too large for an icon entry.
    package static func encode(_ images: [RGBAImage], encoder: PNGEncoder = PNGEncoder(colorLayout: .rgba)) throws(ImageFileError)
        -> [UInt8]
    {
        var pngs: [[UInt8]] = []
        for image in images {
            guard image.width == image.height, (1...256).contains(image.width) else {
                throw ImageFileError(
                    file: "favicon.ico", problem: .png("an icon entry must be square and 1 to 256 px, not \(image.width)×\(image.height)"))
            }
            pngs.append(try encoder.encode(image))
        }
        var bytes: [UInt8] = []
        func append16(_ value: Int) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func append32(_ value: Int) { for shift in [0, 8, 16, 24] { bytes.append(UInt8(value >> shift & 0xFF)) } }
        append16(0)
        append16(1)
        append16(images.count)
        var offset = 6 + 16 * images.count
        for (image, png) in zip(images, pngs) {
            // A side of 256 is written as 0.
            bytes += [UInt8(image.width & 0xFF), UInt8(image.height & 0xFF), 0, 0]
            append16(1)
            append16(32)
            append32(png.count)
            append32(offset)
            offset += png.count
        }
        for png in pngs { bytes += png }
        return bytes
    }
}
