import CTintypeCodecs
import CTintypeKernels

/// Tintype's own reading of the commonest PNGs: 8-bit samples, not interlaced,
/// every chunk well formed. The image data is inflated whole by libdeflate
/// (with its fast Adler-32), and each row is unfiltered and expanded to
/// premultiplied RGBA8 in one pass while it is in cache.
///
/// It decides nothing about a file it does not fully understand: anything
/// else (interlacing, other bit depths, a bad CRC, chunks out of order, a
/// stream that is short, long or corrupt, a palette index past the palette) is
/// left to libpng, which gives the same pixels or the canonical error. The
/// tests hold it to libpng's pixels exactly (SPEC §7).
enum PNGScanlineDecoder {
    /// The most inflated bytes read whole; larger images stay on libpng's
    /// row-at-a-time path, which needs no buffer for the whole stream.
    static let maximumInflatedBytes = 64 << 20

    /// The decoded image, or nil when the file is one to leave to libpng.
    /// - Throws: Only what the libpng path throws for the same file: the
    ///   size limits and the check that the image data could fill the image.
    static func decode(_ bytes: [UInt8], file: String, limits: ImageDecoder.Limits) throws(ImageFileError) -> ImageDecoder.DecodedImage? {
        guard let stream = Stream(bytes), stream.inflatedSize <= maximumInflatedBytes else { return nil }
        try limits.check(width: stream.width, height: stream.height, file: file)
        try PNGImageData.checkPlausible(
            compressedLength: stream.imageData.reduce(0) { $0 + $1.count }, width: stream.width, height: stream.height, bitDepth: 8,
            colorType: stream.colorType, interlaced: false
        ) { ImageFileError(file: file, problem: .png($0)) }
        // The scanlines live in memory of their own, freed on return: unfiltered in place, never copied.
        let scanlines = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: stream.inflatedSize)
        defer { scanlines.deallocate() }
        guard stream.inflate(bytes, into: scanlines) else { return nil }
        let width = stream.width
        let height = stream.height
        var palette = stream.premultipliedPalette(bytes)
        var transparency = stream.transparency(bytes)
        var status: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: width * 4 * height) { buffer, initialized in
            status = tt_png_unfilter_expand(
                scanlines.baseAddress, width, height, Int32(stream.colorType.rawValue), &palette, UInt32(stream.paletteEntries),
                &transparency, buffer.baseAddress, width * 4)
            initialized = status == 0 ? buffer.count : 0
        }
        guard status == 0, let image = RGBAImage(width: width, height: height, premultipliedBytes: pixels) else { return nil }
        let info = ImageDecoder.Info(
            format: .png, width: width, height: height, colorModel: stream.colorType.colorModel, bitDepth: 8, interlaced: false,
            hasAlpha: stream.colorType == .grayAlpha || stream.colorType == .rgba || stream.transparencyChunk != nil)
        return ImageDecoder.DecodedImage(image: image, info: info)
    }

    /// Where a well-formed PNG of the kind this decoder reads keeps its parts.
    struct Stream {
        var width = 0
        var height = 0
        var colorType = PNGColorType.rgba
        /// The data of the PLTE and tRNS chunks, when present.
        var paletteChunk: Range<Int>?
        var transparencyChunk: Range<Int>?
        /// The data of each IDAT chunk, in order.
        var imageData = [Range<Int>]()

        var paletteEntries: Int { (paletteChunk?.count ?? 0) / 3 }
        /// The filtered scanlines' bytes; `Int.max` for a header whose size overflows.
        var inflatedSize: Int {
            let (size, overflow) = height.multipliedReportingOverflow(by: 1 + width * colorType.channels)
            return overflow ? Int.max : size
        }

        /// Walks the chunks; nil unless every CRC is right, IHDR says 8 bits and
        /// no interlacing, the critical chunks come in their order (IHDR, PLTE,
        /// consecutive IDATs, IEND), and PLTE and tRNS are what the color type allows.
        init?(_ bytes: [UInt8]) {
            guard bytes.starts(with: ImageDecoder.Format.pngSignature) else { return nil }
            var offset = ImageDecoder.Format.pngSignature.count
            var index = 0
            var seenIDAT = false
            let walked = bytes.withUnsafeBufferPointer { buffer in
                while true {
                    guard buffer.count - offset >= 12 else { return false }
                    let length = Int(readUInt32(buffer, at: offset))
                    guard length <= Int(Int32.max), buffer.count - offset - 12 >= length else { return false }
                    let type = buffer[offset + 4..<offset + 8]
                    guard type.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else { return false }
                    let data = offset + 8..<offset + 8 + length
                    guard tt_crc32(0, buffer.baseAddress! + offset + 4, length + 4) == readUInt32(buffer, at: data.upperBound) else {
                        return false
                    }
                    let name = String(decoding: type, as: UTF8.self)
                    let isCritical = type.first! & 0x20 == 0
                    guard (index == 0) == (name == "IHDR") else { return false }
                    // After the image data, only more of it, the end, or ancillary chunks.
                    guard !seenIDAT || name == "IDAT" || name == "IEND" || !isCritical else { return false }
                    switch name {
                    case "IHDR":
                        guard readHeader(buffer, data) else { return false }
                    case "PLTE":
                        guard paletteChunk == nil, transparencyChunk == nil, length % 3 == 0, (3...768).contains(length),
                            colorType != .gray, colorType != .grayAlpha
                        else { return false }
                        paletteChunk = data
                    case "tRNS":
                        guard transparencyChunk == nil else { return false }
                        transparencyChunk = data
                    case "IDAT":
                        // IDATs are consecutive: one after another chunk ended the image data.
                        if seenIDAT, imageData.last!.upperBound + 4 != offset { return false }
                        seenIDAT = true
                        imageData.append(data)
                    case "IEND":
                        return length == 0 && seenIDAT
                    default:
                        guard !isCritical else { return false }
                    }
                    offset = data.upperBound + 4
                    index += 1
                }
            }
            guard walked, transparencyIsValid(bytes) else { return nil }
            if colorType == .palette, paletteChunk == nil { return nil }
        }

        private mutating func readHeader(_ buffer: UnsafeBufferPointer<UInt8>, _ data: Range<Int>) -> Bool {
            guard data.count == 13 else { return false }
            let base = data.lowerBound
            width = Int(readUInt32(buffer, at: base))
            height = Int(readUInt32(buffer, at: base + 4))
            guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height),
                buffer[base + 8] == 8, let type = PNGColorType(rawValue: Int32(buffer[base + 9])),
                buffer[base + 10] == 0, buffer[base + 11] == 0, buffer[base + 12] == 0
            else { return false }
            colorType = type
            return true
        }

        /// A tRNS chunk is read here only when libpng would use all of it as it stands:
        /// one 8-bit gray or RGB key, or alpha for no more entries than the palette has.
        private func transparencyIsValid(_ bytes: [UInt8]) -> Bool {
            guard let chunk = transparencyChunk else { return true }
            switch colorType {
            case .gray: return chunk.count == 2 && bytes[chunk.lowerBound] == 0
            case .rgb: return chunk.count == 6 && stride(from: chunk.lowerBound, to: chunk.upperBound, by: 2).allSatisfy { bytes[$0] == 0 }
            case .palette: return paletteEntries > 0 && chunk.count >= 1 && chunk.count <= paletteEntries
            case .grayAlpha, .rgba: return false
            }
        }

        /// Inflates the image data into `scanlines` (`inflatedSize` bytes); false when
        /// the stream is not exactly that long, or is corrupt.
        func inflate(_ bytes: [UInt8], into scanlines: UnsafeMutableBufferPointer<UInt8>) -> Bool {
            func inflate(_ compressed: UnsafeBufferPointer<UInt8>) -> Bool {
                tt_zlib_decompress_exact(compressed.baseAddress, compressed.count, scanlines.baseAddress, scanlines.count) == 0
            }
            if imageData.count == 1 {
                return bytes.withUnsafeBufferPointer { inflate(UnsafeBufferPointer(rebasing: $0[imageData[0]])) }
            }
            var joined = [UInt8]()
            joined.reserveCapacity(imageData.reduce(0) { $0 + $1.count })
            for chunk in imageData { joined += bytes[chunk] }
            return joined.withUnsafeBufferPointer(inflate)
        }

        /// PLTE's colors with tRNS's alpha, premultiplied, as 256 RGBA entries in memory order.
        func premultipliedPalette(_ bytes: [UInt8]) -> [UInt32] {
            var table = [UInt32](repeating: 0, count: 256)
            guard let chunk = paletteChunk, colorType == .palette else { return table }
            for entry in 0..<paletteEntries {
                let base = chunk.lowerBound + 3 * entry
                let alpha: UInt32 =
                    transparencyChunk.map { entry < $0.count ? UInt32(bytes[$0.lowerBound + entry]) : 255 } ?? 255
                let red = PixelMath.multiply(UInt32(bytes[base]), alpha)
                let green = PixelMath.multiply(UInt32(bytes[base + 1]), alpha)
                let blue = PixelMath.multiply(UInt32(bytes[base + 2]), alpha)
                table[entry] = UInt32(littleEndian: red | green << 8 | blue << 16 | alpha << 24)
            }
            return table
        }

        /// The transparent color of a gray or RGB image.
        func transparency(_ bytes: [UInt8]) -> tt_png_transparency {
            var key = tt_png_transparency()
            guard let chunk = transparencyChunk, colorType == .gray || colorType == .rgb else { return key }
            key.present = 1
            key.gray = bytes[chunk.lowerBound + 1]
            if colorType == .rgb {
                key.red = bytes[chunk.lowerBound + 1]
                key.green = bytes[chunk.lowerBound + 3]
                key.blue = bytes[chunk.lowerBound + 5]
            }
            return key
        }
    }
}
