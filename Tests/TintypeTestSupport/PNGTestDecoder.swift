import CTintypeZlib

/// A deliberately plain PNG reader for tests, independent of libpng: non-interlaced
/// RGBA16 only, used to build the 8-bit twin of a 16-bit file.
package enum PNGTestDecoder {
    package struct Failure: Error { var reason: String }

    /// Straight RGBA8 made of the high byte of each 16-bit sample.
    package static func rgba16HighBytes(_ bytes: [UInt8]) throws -> [UInt8] {
        var offset = 8
        var width = 0
        var height = 0
        var compressed = [UInt8]()
        while offset + 8 <= bytes.count {
            let length = Int(bigEndian(bytes, offset))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let data = Array(bytes[offset + 8..<offset + 8 + length])
            if type == "IHDR" {
                width = Int(bigEndian(data, 0))
                height = Int(bigEndian(data, 4))
                guard data[8] == 16, data[9] == 6, data[12] == 0 else { throw Failure(reason: "not non-interlaced RGBA16") }
            }
            if type == "IDAT" { compressed += data }
            offset += 12 + length
        }
        let rowBytes = width * 8
        var raw = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        var size = UInt(raw.count)
        guard uncompress(&raw, &size, compressed, UInt(compressed.count)) == Z_OK else { throw Failure(reason: "inflate") }
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var output = [UInt8]()
        for y in 0..<height {
            let filter = raw[y * (rowBytes + 1)]
            var line = Array(raw[y * (rowBytes + 1) + 1..<(y + 1) * (rowBytes + 1)])
            for i in 0..<rowBytes {
                let left = i >= 8 ? Int(line[i - 8]) : 0
                let up = Int(previous[i])
                let upLeft = i >= 8 ? Int(previous[i - 8]) : 0
                guard let predictor = pngPrediction(Int(filter), left: left, up: up, upLeft: upLeft) else {
                    throw Failure(reason: "filter \(filter)")
                }
                line[i] = UInt8((Int(line[i]) + predictor) & 0xFF)
            }
            for i in stride(from: 0, to: rowBytes, by: 2) { output.append(line[i]) }
            previous = line
        }
        return output
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}

/// PNG's prediction for a byte under filter type `filter` (0 None … 4 Paeth) from
/// its left, upper and upper-left neighbours; nil for an unknown filter type.
package func pngPrediction(_ filter: Int, left: Int, up: Int, upLeft: Int) -> Int? {
    switch filter {
    case 0: return 0
    case 1: return left
    case 2: return up
    case 3: return (left + up) / 2
    case 4:
        let p = left + up - upLeft
        let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
    default: return nil
    }
}
