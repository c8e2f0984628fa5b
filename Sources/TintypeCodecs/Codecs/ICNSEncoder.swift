/// Writes Apple icon files (`.icns`): the magic `icns` and the file's length, then each image
/// as its four-letter type, its length (both big-endian, the length counting the 8-byte
/// entry header) and its data. Images of 256 px and more, and the 2× images, are PNGs, as
/// macOS 10.7 and later read them; the 16, 32 and 128 px images are also written in the
/// classic form every reader knows (run-length coded RGB and an 8-bit mask), so that the
/// small sizes survive in tools that read only those.
package enum ICNSEncoder {
    /// An image of an icon file: its type and its data.
    package struct Entry: Hashable, Sendable {
        /// The four-letter type (`ic10`).
        package var type: String
        /// The image's data, as the type stores it.
        package var data: [UInt8]
    }

    /// The type an image `points` a side drawn at `scale` (1 or 2) is written as: a PNG type,
    /// or for the classic 16, 32 and 128 px sizes the colour type of a colour-and-mask pair;
    /// nil for a size macOS has no type for.
    package static func type(points: Int, scale: Int) -> String? {
        switch (points, scale) {
        case (16, 1): "is32"
        case (32, 1): "il32"
        case (128, 1): "it32"
        case (256, 1): "ic08"
        case (512, 1): "ic09"
        case (16, 2): "ic11"
        case (32, 2): "ic12"
        case (128, 2): "ic13"
        case (256, 2): "ic14"
        case (512, 2): "ic10"
        default: nil
        }
    }

    /// The classic colour types and the mask type each is paired with.
    package static let classicMasks = ["is32": "s8mk", "il32": "l8mk", "ih32": "h8mk", "it32": "t8mk"]

    /// The entries of `image` as `type`: a PNG of 8-bit RGBA (libicns misreads palette PNGs),
    /// or for a classic type its run-length coded colour and its mask.
    /// - Throws: `ImageFileError` when the PNG cannot be encoded.
    package static func entries(
        type: String, image: RGBAImage, encoder: PNGEncoder = PNGEncoder(colorLayout: .rgba)
    ) throws(ImageFileError) -> [Entry] {
        guard let maskType = classicMasks[type] else { return [Entry(type: type, data: try encoder.encode(image))] }
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
        return [Entry(type: type, data: colour), Entry(type: maskType, data: planes[3])]
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

    /// The icon file holding `entries` in the order given.
    package static func encode(_ entries: [Entry]) -> [UInt8] {
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
}
