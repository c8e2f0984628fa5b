import CTintypeZlib

/// One chunk of a PNG stream: its type and data, CRC checked on reading.
struct PNGChunk {
    var type: [UInt8]
    var data: ArraySlice<UInt8>

    var typeName: String { String(decoding: type, as: UTF8.self) }

    /// The chunks after the 8-byte signature, up to and including IEND.
    /// Throws a description of the first structural problem.
    static func parse(_ bytes: [UInt8]) throws(PNGChunkError) -> [PNGChunk] {
        var chunks = [PNGChunk]()
        var offset = ImageDecoder.Format.pngSignature.count
        while true {
            guard bytes.count - offset >= 12 else {
                throw PNGChunkError(
                    reason: chunks.isEmpty
                        ? "no chunks after the signature"
                        : "unexpected end of file after the \(chunks.last!.typeName) chunk (the file is truncated)")
            }
            let length = Int(readUInt32(bytes, at: offset))
            let type = Array(bytes[offset + 4..<offset + 8])
            let name = String(decoding: type, as: UTF8.self)
            guard length <= Int(Int32.max), bytes.count - offset - 12 >= length else {
                throw PNGChunkError(reason: "\(name) chunk of \(length) bytes runs past the end of the file (the file is truncated)")
            }
            let data = bytes[offset + 8..<offset + 8 + length]
            let stored = readUInt32(bytes, at: offset + 8 + length)
            guard stored == crc(type: type, data: data) else {
                throw PNGChunkError(reason: "\(name) chunk has a bad CRC (the file is corrupt)")
            }
            chunks.append(PNGChunk(type: type, data: data))
            offset += 12 + length
            if name == "IEND" { return chunks }
        }
    }

    /// The chunk as stored: length, type, data, CRC.
    func serialized() -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(data.count + 12)
        append(to: &out)
        return out
    }

    /// Appends the chunk as stored to `bytes`.
    func append(to bytes: inout [UInt8]) {
        appendUInt32(UInt32(data.count), to: &bytes)
        bytes += type
        bytes += data
        appendUInt32(PNGChunk.crc(type: type, data: data), to: &bytes)
    }

    /// A whole PNG file: signature, IHDR (8-bit samples, not interlaced), PLTE
    /// and tRNS for a palette, the zlib stream `imageData` in IDAT chunks of at
    /// most 1 MiB, IEND.
    static func file(width: Int, height: Int, layout: PNGPixelLayout, imageData: [UInt8]) -> [UInt8] {
        var out = ImageDecoder.Format.pngSignature
        out.reserveCapacity(64 + layout.palette.count + layout.paletteAlpha.count + imageData.count + imageData.count / 1_048_576 * 12)
        var header = [UInt8]()
        appendUInt32(UInt32(width), to: &header)
        appendUInt32(UInt32(height), to: &header)
        header += [8, UInt8(layout.colorType.rawValue), 0, 0, 0]
        PNGChunk(type: Array("IHDR".utf8), data: header[...]).append(to: &out)
        if layout.colorType == .palette {
            PNGChunk(type: Array("PLTE".utf8), data: layout.palette[...]).append(to: &out)
            if !layout.paletteAlpha.isEmpty { PNGChunk(type: Array("tRNS".utf8), data: layout.paletteAlpha[...]).append(to: &out) }
        }
        var offset = 0
        repeat {
            let end = min(imageData.count, offset + 1_048_576)
            PNGChunk(type: Array("IDAT".utf8), data: imageData[offset..<end]).append(to: &out)
            offset = end
        } while offset < imageData.count
        PNGChunk(type: Array("IEND".utf8), data: [][...]).append(to: &out)
        return out
    }

    static func crc(type: [UInt8], data: ArraySlice<UInt8>) -> UInt32 {
        var value = type.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        data.withUnsafeBufferPointer { value = UInt32(crc32(UInt(value), $0.baseAddress, UInt32($0.count))) }
        return value
    }
}

/// A structural problem found while walking a PNG's chunks.
struct PNGChunkError: Error {
    var reason: String
}

func readUInt32<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at offset: Bytes.Index) -> UInt32 where Bytes.Index == Int {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
}

func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
}
