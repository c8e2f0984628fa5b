import CTintypeZlib
import Tintype

/// Writes Apple-style CgBI PNGs for tests: a CgBI chunk before IHDR, raw deflate
/// (no zlib header or checksum), premultiplied BGRA (or BGR) samples, optionally
/// Adam7-interlaced, with the image data split over several IDAT chunks.
package enum CgBITestEncoder {
    package static func encode(_ image: RGBAImage, withAlpha: Bool = true, interlaced: Bool = false, idatSize: Int = 97) -> [UInt8] {
        var scanlines = [UInt8]()
        let passes =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        for (x0, y0, dx, dy) in passes {
            guard image.width > x0, image.height > y0 else { continue }
            for y in stride(from: y0, to: image.height, by: dy) {
                scanlines.append(0)  // filter: none
                for x in stride(from: x0, to: image.width, by: dx) {
                    let pixel = image[x, y]
                    scanlines += [pixel.blue, pixel.green, pixel.red]
                    if withAlpha { scanlines.append(pixel.alpha) }
                }
            }
        }
        var output: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        output += chunk("CgBI", [0x50, 0x00, 0x20, 0x06])
        var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        header += [8, withAlpha ? 6 : 2, 0, 0, interlaced ? 1 : 0]
        output += chunk("IHDR", header)
        let deflated = rawDeflate(scanlines)
        for start in stride(from: 0, to: deflated.count, by: idatSize) {
            output += chunk("IDAT", Array(deflated[start..<min(start + idatSize, deflated.count)]))
        }
        output += chunk("IEND", [])
        return output
    }

    /// zlib's output without its 2-byte header and 4-byte Adler-32 trailer.
    package static func rawDeflate(_ data: [UInt8]) -> [UInt8] {
        let stream = zlibCompress(data)
        return Array(stream[2..<stream.count - 4])
    }

    /// A whole zlib stream (as a standard PNG's IDAT holds).
    package static func zlibCompress(_ data: [UInt8]) -> [UInt8] {
        var compressed = [UInt8](repeating: 0, count: Int(compressBound(UInt(data.count))))
        var size = UInt(compressed.count)
        precondition(compress2(&compressed, &size, data, UInt(data.count), 9) == Z_OK)
        return Array(compressed[0..<Int(size)])
    }

    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        var crcInput = typeBytes + data
        let crc = UInt32(crc32(0, &crcInput, UInt32(crcInput.count)))
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc)
    }

    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
