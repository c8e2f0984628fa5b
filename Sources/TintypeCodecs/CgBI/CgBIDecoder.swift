import CTintypeZlib

/// Reads Apple's iPhone-optimized ("CgBI") PNGs.
///
/// Such a file has a CgBI chunk before IHDR, IDAT data compressed as raw
/// deflate (no zlib header or Adler-32), BGRA byte order and premultiplied
/// pixels. Tintype rebuilds a standard PNG stream around the same deflate data
/// (adding the zlib header and the checksum, found by inflating once in small
/// pieces) and lets libpng do the rest, swapping blue and red and keeping the
/// premultiplication.
enum CgBIDecoder {
    static func decode(_ bytes: [UInt8], file: String, limits: ImageDecoder.Limits) throws(ImageFileError) -> ImageDecoder.DecodedImage {
        let standard = try standardPNG(from: bytes, file: file, limits: limits)
        let layout = PNGDecoder.Layout(swapsRedAndBlue: true, isPremultiplied: true, format: .cgbiPNG)
        return try PNGDecoder.decode(standard, file: file, limits: limits, layout: layout)
    }

    /// The same image as a standard PNG stream (still BGRA and premultiplied).
    static func standardPNG(from bytes: [UInt8], file: String, limits: ImageDecoder.Limits) throws(ImageFileError) -> [UInt8] {
        func failure(_ reason: String) -> ImageFileError { ImageFileError(file: file, problem: .cgbi(reason)) }
        let chunks: [PNGChunk]
        do { chunks = try PNGChunk.parse(bytes) } catch { throw failure(error.reason) }
        guard chunks.first?.typeName == "CgBI" else { throw failure("the first chunk is not CgBI") }
        guard let header = chunks.first(where: { $0.typeName == "IHDR" }), header.data.count == 13 else {
            throw failure("missing or malformed IHDR chunk")
        }
        let ihdr = Array(header.data)
        let width = Int(readUInt32(ihdr, at: 0))
        let height = Int(readUInt32(ihdr, at: 4))
        try limits.check(width: width, height: height, file: file)
        guard let colorType = PNGColorType(rawValue: Int32(ihdr[9])) else { throw failure("unknown color type \(ihdr[9])") }
        let expectedSize = PNGImageData.inflatedSize(
            width: width, height: height, bitDepth: Int(ihdr[8]), colorType: colorType, interlaced: ihdr[12] != 0)

        let compressed = chunks.filter { $0.typeName == "IDAT" }.flatMap(\.data)
        guard !compressed.isEmpty else { throw failure("no IDAT chunk") }
        let (consumed, checksum) = try rawDeflateChecksum(compressed, limit: expectedSize, failure: failure)

        var zlibStream: [UInt8] = [0x78, 0x01]  // deflate, 32 KiB window, no dictionary
        zlibStream.append(contentsOf: compressed[0..<consumed])
        appendUInt32(checksum, to: &zlibStream)

        var output = ImageDecoder.Format.pngSignature
        var wroteImageData = false
        for chunk in chunks where chunk.typeName != "CgBI" {
            if chunk.typeName == "IDAT" {
                if !wroteImageData { output.append(contentsOf: PNGChunk(type: chunk.type, data: zlibStream[...]).serialized()) }
                wroteImageData = true
            } else {
                output.append(contentsOf: chunk.serialized())
            }
        }
        return output
    }

    /// Inflates raw deflate data in 64 KiB pieces, never holding the whole
    /// output, and returns how many input bytes the stream used and the
    /// Adler-32 of what it inflated to. Output beyond `limit` bytes is refused.
    private static func rawDeflateChecksum(
        _ compressed: [UInt8], limit: Int, failure: (String) -> ImageFileError
    ) throws(ImageFileError) -> (consumed: Int, checksum: UInt32) {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw failure("cannot start inflating (out of memory)")
        }
        defer { inflateEnd(&stream) }
        var checksum = adler32(0, nil, 0)
        var piece = [UInt8](repeating: 0, count: 1 << 16)
        let outcome: String? = compressed.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = UInt32(input.count)
            return piece.withUnsafeMutableBufferPointer { out in
                while true {
                    stream.next_out = out.baseAddress
                    stream.avail_out = UInt32(out.count)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    let produced = out.count - Int(stream.avail_out)
                    checksum = adler32(checksum, out.baseAddress, UInt32(produced))
                    if Int(stream.total_out) > limit { return "the image data inflates to more than the header allows" }
                    if status == Z_STREAM_END { return nil }
                    if status != Z_OK {
                        let detail = stream.msg.map { String(cString: $0) } ?? "error \(status)"
                        return "corrupt compressed image data (\(detail))"
                    }
                    if stream.avail_in == 0 && produced == 0 { return "the compressed image data ends early (the file is truncated)" }
                }
            }
        }
        if let outcome { throw failure(outcome) }
        return (Int(stream.total_in), UInt32(checksum))
    }
}
