/// An Apple icon file (`.icns`): the one model of the format that the app icon writer and
/// `tintype check` share. The file is the magic `icns` and the file's length, then each image as
/// its four-letter type, its length (both big-endian, the length counting the 8-byte entry
/// header) and its data. Images of 256 px and more, and the 2× images, are PNGs, as macOS 10.7
/// and later read them; the 16, 32 and 128 px images are also written in the classic form every
/// reader knows (run-length coded RGB and an 8-bit mask), so that the small sizes survive in
/// tools that read only those.
package struct ICNSFile: Hashable, Sendable {
    /// One image of an icon file: its type and its data, as the type stores it.
    package struct Entry: Hashable, Sendable {
        /// The four-letter type (`ic10`, `is32`).
        package var type: String
        /// The image's data: a PNG file, or the type's own encoding (run-length RGB, a mask).
        package var data: ArraySlice<UInt8>

        /// An entry of `type` holding `data`.
        package init(type: String, data: ArraySlice<UInt8>) {
            self.type = type
            self.data = data
        }

        /// The pixel side its type states; nil for a type that holds no image Tintype knows.
        package var side: Int? { ICNSFile.imageTypes[type]?.side }
    }

    /// An image type: its pixel side, the size Tintype writes it for, and, for a classic colour
    /// type, the mask type it is paired with.
    package struct ImageType: Hashable, Sendable {
        /// The pixel side.
        package var side: Int
        /// The points and scale (1 or 2) of the app icon size written as this type; nil for a
        /// type Tintype reads but does not write.
        package var writtenFor: Pair?
        /// For a classic colour type (run-length coded RGB), the type of its 8-bit mask.
        package var mask: String?

        /// A size in points at a scale.
        package struct Pair: Hashable, Sendable {
            /// The side in points.
            package var points: Int
            /// The scale: 1 or 2.
            package var scale: Int
        }
    }

    /// The image types Tintype knows (the PNG types of macOS 10.7 and later, and the classic
    /// colour and mask types); other types (`TOC `, `icnV`, `name`) hold no image.
    package static let imageTypes: [String: ImageType] = {
        func type(_ side: Int, _ written: (Int, Int)? = nil, mask: String? = nil) -> ImageType {
            ImageType(side: side, writtenFor: written.map { ImageType.Pair(points: $0.0, scale: $0.1) }, mask: mask)
        }
        return [
            "is32": type(16, (16, 1), mask: "s8mk"), "s8mk": type(16), "il32": type(32, (32, 1), mask: "l8mk"), "l8mk": type(32),
            "ih32": type(48, mask: "h8mk"), "h8mk": type(48), "it32": type(128, (128, 1), mask: "t8mk"), "t8mk": type(128),
            "icp4": type(16), "icp5": type(32), "icp6": type(64), "ic07": type(128), "ic08": type(256, (256, 1)),
            "ic09": type(512, (512, 1)), "ic10": type(1024, (512, 2)), "ic11": type(32, (16, 2)), "ic12": type(64, (32, 2)),
            "ic13": type(256, (128, 2)), "ic14": type(512, (256, 2))
        ]
    }()

    /// The pixel sides of the images Tintype writes (16 to 512 points at 1× and 2×), smallest first:
    /// what an app's icon file holds.
    package static let writtenSides: [Int] = Set(
        imageTypes.values.compactMap { type in
            type.writtenFor.map { $0.points * $0.scale }
        }
    ).sorted()

    /// The image types Tintype writes in an app's icon file (16 to 512 points at 1× and 2×), by name.
    package static let writtenTypes: [String] = imageTypes.filter { $0.value.writtenFor != nil }.keys.sorted()

    /// The images, in file order.
    package var entries: [Entry]

    /// A file of `entries`, in the order given.
    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// The file in `bytes`, read without trusting it: its images of the types Tintype knows, in
    /// file order; nil when it is not an icon file (no `icns` magic, a stated length that is not
    /// the file's, an entry that runs past the end or is shorter than its header).
    /// The most images a file is read with: every type there is, many times over (a file of
    /// millions of empty entries is no icon).
    package static let maximumEntries = 256

    package init?(reading bytes: [UInt8]) {
        guard bytes.count >= 8, bytes.prefix(4).elementsEqual("icns".utf8), Self.bigEndian(bytes, 4) == bytes.count else { return nil }
        var entries: [Entry] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { return nil }
            let length = Self.bigEndian(bytes, offset + 4)
            guard length >= 8, length <= bytes.count - offset else { return nil }
            let type = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            if Self.imageTypes[type] != nil {
                guard entries.count < Self.maximumEntries else { return nil }
                entries.append(Entry(type: type, data: bytes[offset + 8..<offset + length]))
            }
            offset += length
        }
        self.entries = entries
    }

    /// The file's bytes.
    package var bytes: [UInt8] {
        var bytes: [UInt8] = []
        func append32(_ value: Int) { for shift in [24, 16, 8, 0] { bytes.append(UInt8(value >> shift & 0xFF)) } }
        bytes += Array("icns".utf8)
        append32(8 + entries.reduce(0) { $0 + 8 + $1.data.count })
        for entry in entries {
            bytes += Array(entry.type.utf8.prefix(4))
            append32(8 + entry.data.count)
            bytes += entry.data
        }
        return bytes
    }

    /// The type an image `points` a side drawn at `scale` (1 or 2) is written as: a PNG type,
    /// or for the classic 16, 32 and 128 px sizes the colour type of a colour-and-mask pair;
    /// nil for a size macOS has no type for.
    package static func type(points: Int, scale: Int) -> String? {
        let wanted = ImageType.Pair(points: points, scale: scale)
        return imageTypes.first { $0.value.writtenFor == wanted }?.key
    }

    /// The entries of `image` as `type`: a PNG of 8-bit RGBA (libicns misreads palette PNGs),
    /// or for a classic colour type its run-length coded colour and its mask.
    /// - Throws: `ImageFileError` when the PNG cannot be encoded.
    package static func entries(
        type: String, image: RGBAImage, encoder: PNGEncoder = PNGEncoder(colorLayout: .rgba)
    ) throws(ImageFileError) -> [Entry] {
        guard let maskType = imageTypes[type]?.mask else { return [Entry(type: type, data: try encoder.encode(image)[...])] }
        var planes: [[UInt8]] = [[], [], [], []]
        for y in 0..<image.height {
            for x in 0..<image.width {
                let color = image[x, y].straight
                planes[0].append(color.red)
                planes[1].append(color.green)
                planes[2].append(color.blue)
                planes[3].append(color.alpha)
            }
        }
        // `it32` data begins with four zero bytes.
        let colour = (type == "it32" ? [0, 0, 0, 0] : []) + planes[0..<3].flatMap(packBits)
        return [Entry(type: type, data: colour[...]), Entry(type: maskType, data: planes[3][...])]
    }

    /// One channel in the icon format's run-length code: a control byte below 128 copies the
    /// next (control + 1) bytes; one of 128 or more repeats the next byte (control − 125) times.
    static func packBits(_ channel: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var literal: [UInt8] = []
        func flush() {
            guard !literal.isEmpty else { return }
            out.append(UInt8(literal.count - 1))
            out += literal
            literal.removeAll(keepingCapacity: true)
        }
        var index = 0
        while index < channel.count {
            var run = 1
            while index + run < channel.count, channel[index + run] == channel[index], run < 130 { run += 1 }
            if run >= 3 {
                flush()
                out += [UInt8(run + 125), channel[index]]
                index += run
            } else {
                literal.append(channel[index])
                index += 1
                if literal.count == 128 { flush() }
            }
        }
        flush()
        return out
    }

    /// The length unpacked from run-length coded `data` (as `packBits` writes it); nil when a
    /// control byte promises more bytes than follow.
    package static func unpackedLength(_ data: ArraySlice<UInt8>) -> Int? {
        var index = data.startIndex
        var length = 0
        while index < data.endIndex {
            let control = Int(data[index])
            if control < 128 {
                guard data.endIndex - index >= control + 2 else { return nil }
                length += control + 1
                index += control + 2
            } else {
                guard data.endIndex - index >= 2 else { return nil }
                length += control - 125
                index += 2
            }
        }
        return length
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }
}
