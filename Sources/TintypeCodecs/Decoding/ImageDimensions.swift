/// An image's pixel size read from its header alone, without decoding: what a
/// batch needs to plan an icon (does the art fit the box?) on runs that decode nothing.
package enum ImageDimensions {
    /// The width and height a PNG's IHDR or a JPEG's SOF marker states; nil for
    /// SVG (it has no pixel size) and for headers that cannot be read.
    package static func read(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        switch ImageDecoder.Format.detect(bytes) {
        case .png, .cgbiPNG: return png(bytes)
        case .jpeg: return jpeg(bytes)
        case .svg, nil: return nil
        }
    }

    /// A big-endian 16-bit value (JPEG marker fields), nil past the end.
    private static func uint16(_ bytes: [UInt8], _ offset: Int) -> Int? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    /// The chunks after the signature, up to IHDR (a CgBI chunk comes first in Apple's files).
    private static func png(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var offset = 8
        for _ in 0..<4 {
            guard offset + 8 <= bytes.count else { return nil }
            let length = Int(readUInt32(bytes, at: offset))
            guard offset + 8 + length <= bytes.count else { return nil }
            if bytes[offset + 4..<offset + 8].elementsEqual("IHDR".utf8) {
                guard length >= 8 else { return nil }
                return (Int(readUInt32(bytes, at: offset + 8)), Int(readUInt32(bytes, at: offset + 12)))
            }
            offset += 12 + length
        }
        return nil
    }

    /// The markers after SOI, segment by segment, up to the first start-of-frame.
    private static func jpeg(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }
            if (0xD0...0xD9).contains(marker) || marker == 0x01 {
                offset += 2
                continue
            }
            guard let length = uint16(bytes, offset + 2), length >= 2 else { return nil }
            // SOF0…SOF15, less DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = uint16(bytes, offset + 5), let width = uint16(bytes, offset + 7) else { return nil }
                return (width, height)
            }
            offset += 2 + length
        }
        return nil
    }
}
