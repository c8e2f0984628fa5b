/// The images an icon container lists, read from its directory without trusting it: an Apple
/// icon file (`.icns`) or a Windows icon file (`.ico`). Each entry gives the side its type or
/// directory states and its data, which the caller decodes and measures (SPEC §11.8).
package enum IconFileDirectory {
    /// One image of an icon file.
    package struct Entry: Hashable, Sendable {
        /// The type (`ic10`, `is32`) of an `.icns` entry; `ico` for a Windows icon's.
        package var type: String
        /// The width in pixels the type or the directory states.
        package var width: Int
        /// The height in pixels the type or the directory states.
        package var height: Int
        /// The image's bytes: a PNG file, or the type's own encoding (run-length RGB, a mask, a DIB).
        package var data: ArraySlice<UInt8>
    }

    /// The pixel side of each `.icns` image type Tintype knows (the PNG types of macOS 10.7 and
    /// later, and the classic colour and mask types); other types (`TOC `, `icnV`, `name`) hold no image.
    package static let icnsSides: [String: Int] = [
        "icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512, "ic10": 1024, "ic11": 32, "ic12": 64,
        "ic13": 256, "ic14": 512, "is32": 16, "s8mk": 16, "il32": 32, "l8mk": 32, "ih32": 48, "h8mk": 48, "it32": 128, "t8mk": 128
    ]

    /// The images of an `.icns` file, in file order; nil when it is not one (no `icns` magic, a
    /// stated length that is not the file's, an entry that runs past the end or is shorter than its header).
    package static func icns(_ bytes: [UInt8]) -> [Entry]? {
        guard bytes.count >= 8, bytes.prefix(4).elementsEqual("icns".utf8), bigEndian(bytes, 4) == bytes.count else { return nil }
        var entries: [Entry] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { return nil }
            let length = bigEndian(bytes, offset + 4)
            guard length >= 8, length <= bytes.count - offset else { return nil }
            let type = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            if let side = icnsSides[type] {
                entries.append(Entry(type: type, width: side, height: side, data: bytes[offset + 8..<offset + length]))
            }
            offset += length
        }
        return entries
    }

    /// The images of an `.ico` file, in directory order; nil when it is not one (a header that is not
    /// an icon's, no images, an image whose data lies outside the file).
    package static func ico(_ bytes: [UInt8]) -> [Entry]? {
        guard bytes.count >= 6, littleEndian16(bytes, 0) == 0, littleEndian16(bytes, 2) == 1 else { return nil }
        let count = littleEndian16(bytes, 4)
        guard count > 0, 6 + 16 * count <= bytes.count else { return nil }
        var entries: [Entry] = []
        for index in 0..<count {
            let entry = 6 + 16 * index
            let size = littleEndian16(bytes, entry + 8) | littleEndian16(bytes, entry + 10) << 16
            let offset = littleEndian16(bytes, entry + 12) | littleEndian16(bytes, entry + 14) << 16
            guard size > 0, offset >= 6 + 16 * count, offset <= bytes.count, size <= bytes.count - offset else { return nil }
            // A side of 256 is stored as 0.
            let width = bytes[entry] == 0 ? 256 : Int(bytes[entry])
            let height = bytes[entry + 1] == 0 ? 256 : Int(bytes[entry + 1])
            entries.append(Entry(type: "ico", width: width, height: height, data: bytes[offset..<offset + size]))
        }
        return entries
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

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    private static func littleEndian16(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }
}
