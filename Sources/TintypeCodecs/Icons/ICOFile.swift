/// A Windows icon file (`.ico`): the one model of the format that the app icon writer and
/// `tintype check` share. The file is a 6-byte header, a 16-byte directory entry per image, then
/// the images' data. Tintype writes PNG images, as browsers and Windows Vista and later read them
/// (SPEC §11.6); a file it reads may also hold Windows bitmaps (DIBs).
package struct ICOFile: Hashable, Sendable {
    /// One image of an icon file: the size its directory entry states, and its data.
    package struct Entry: Hashable, Sendable {
        /// The width in pixels the directory states (a stored 0 is 256).
        package var width: Int
        /// The height in pixels the directory states (a stored 0 is 256).
        package var height: Int
        /// The image's bytes: a PNG file or a Windows bitmap.
        package var data: ArraySlice<UInt8>

        /// An entry of `width`×`height` pixels holding `data`.
        package init(width: Int, height: Int, data: ArraySlice<UInt8>) {
            self.width = width
            self.height = height
            self.data = data
        }
    }

    /// The images, in directory order.
    package var entries: [Entry]

    /// A file of `entries`, in the order given.
    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// The file of `images` as PNGs (each square, 1 to 256 pixels a side), in the order given.
    /// - Throws: `ImageFileError` when an image is not square or too large for an icon entry.
    package init(pngsOf images: [RGBAImage], encoder: PNGEncoder = PNGEncoder(colorLayout: .rgba)) throws(ImageFileError) {
        var entries: [Entry] = []
        for image in images {
            guard image.width == image.height, (1...256).contains(image.width) else {
                throw ImageFileError(
                    file: "favicon.ico", problem: .png("an icon entry must be square and 1 to 256 px, not \(image.width)×\(image.height)"))
            }
            entries.append(Entry(width: image.width, height: image.height, data: try encoder.encode(image)[...]))
        }
        self.entries = entries
    }

    /// The file in `bytes`, read without trusting it: its images in directory order; nil when it is
    /// not an icon file (a header that is not an icon's, no images, an image whose data lies outside
    /// the file).
    package init?(reading bytes: [UInt8]) {
        guard bytes.count >= 6, Self.littleEndian16(bytes, 0) == 0, Self.littleEndian16(bytes, 2) == 1 else { return nil }
        let count = Self.littleEndian16(bytes, 4)
        guard count > 0, 6 + 16 * count <= bytes.count else { return nil }
        var entries: [Entry] = []
        for index in 0..<count {
            let entry = 6 + 16 * index
            let size = Self.littleEndian16(bytes, entry + 8) | Self.littleEndian16(bytes, entry + 10) << 16
            let offset = Self.littleEndian16(bytes, entry + 12) | Self.littleEndian16(bytes, entry + 14) << 16
            guard size > 0, offset >= 6 + 16 * count, offset <= bytes.count, size <= bytes.count - offset else { return nil }
            // A side of 256 is stored as 0.
            let width = bytes[entry] == 0 ? 256 : Int(bytes[entry])
            let height = bytes[entry + 1] == 0 ? 256 : Int(bytes[entry + 1])
            entries.append(Entry(width: width, height: height, data: bytes[offset..<offset + size]))
        }
        self.entries = entries
    }

    /// The file's bytes: every entry written as a 32-bit image of one plane.
    package var bytes: [UInt8] {
        var bytes: [UInt8] = []
        func append16(_ value: Int) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func append32(_ value: Int) { for shift in [0, 8, 16, 24] { bytes.append(UInt8(value >> shift & 0xFF)) } }
        append16(0)
        append16(1)
        append16(entries.count)
        var offset = 6 + 16 * entries.count
        for entry in entries {
            // A side of 256 is written as 0.
            bytes += [UInt8(entry.width & 0xFF), UInt8(entry.height & 0xFF), 0, 0]
            append16(1)
            append16(32)
            append32(entry.data.count)
            append32(offset)
            offset += entry.data.count
        }
        for entry in entries { bytes += entry.data }
        return bytes
    }

    /// The width and height a Windows bitmap (DIB) entry's header states, the height halved (it
    /// counts the colour and the mask); nil when the header cannot be read.
    package static func bitmapSize(_ data: ArraySlice<UInt8>) -> (width: Int, height: Int)? {
        let bytes = Array(data)
        guard bytes.count >= 16, littleEndian16(bytes, 0) >= 40 else { return nil }
        let width = Int(Int32(bitPattern: UInt32(littleEndian16(bytes, 4) | littleEndian16(bytes, 6) << 16)))
        let height = Int(Int32(bitPattern: UInt32(littleEndian16(bytes, 8) | littleEndian16(bytes, 10) << 16)))
        return (width, abs(height) / 2)
    }

    private static func littleEndian16(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }
}
