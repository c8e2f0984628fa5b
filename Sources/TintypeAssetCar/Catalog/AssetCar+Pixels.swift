extension AssetCar {
    /// The pixels of `rendition`: its own bitmap (premultiplied BGRA, `ARGB` as CoreUI names it, or
    /// premultiplied gray and alpha, `GA8 `), or for a picture kept in a packed atlas the atlas's rectangle;
    /// nil for a rendition that holds no pixels (a vector, a colour, a group).
    /// - Throws: for pixels over `limits`, a compression this reader does not decode (named), or data that
    ///   does not decode to the rendition's size.
    package func image(_ rendition: CarRendition, limits: ImageDecoder.Limits = .default) throws(ImageFileError.CarProblem) -> RGBAImage? {
        var atlases = AtlasPixels()
        return try image(rendition, limits: limits, atlases: &atlases)
    }

    /// The atlases' pixels decoded so far, by their index in ``renditions``: a reader of many renditions
    /// decodes each atlas once.
    package typealias AtlasPixels = [Int: RGBAImage]

    /// ``image(_:limits:)``, taking an atlas's pixels from `atlases` and keeping those it decodes there.
    package func image(
        _ rendition: CarRendition, limits: ImageDecoder.Limits, atlases: inout AtlasPixels
    ) throws(ImageFileError.CarProblem) -> RGBAImage? {
        switch try rendition.content() {
        case .bitmap(let compression, let chunks):
            return try Self.bitmap(rendition, compression: compression, chunks: chunks, limits: limits)
        case .link(let tokens, let x, let y, let width, let height, _):
            guard let index = atlas(tokens) else { throw .car("\(rendition.name) links to an atlas the catalog does not hold") }
            let pixels: RGBAImage
            if let decoded = atlases[index] {
                pixels = decoded
            } else {
                guard case .bitmap(let compression, let chunks) = try renditions[index].content(),
                    let decoded = try Self.bitmap(renditions[index], compression: compression, chunks: chunks, limits: limits)
                else { throw .car("\(rendition.name) links to an atlas without pixels") }
                atlases[index] = decoded
                pixels = decoded
            }
            // The rectangle's y counts from the atlas's bottom.
            let top = pixels.height - y - height
            guard x >= 0, width >= 0, height >= 0, top >= 0, x <= pixels.width - width else {
                throw .car("\(rendition.name)'s rectangle lies outside its \(pixels.width)×\(pixels.height) atlas")
            }
            return pixels.cropped(x: x, y: top, width: width, height: height, scale: rendition.scale)
        default: return nil
        }
    }

    /// The index in ``renditions`` of the packed atlas a link's key `tokens` name (attributes they do not
    /// list are 0), or nil when the catalog holds none.
    package func atlas(_ tokens: [(attribute: UInt16, value: UInt16)]) -> Int? {
        let wanted = Dictionary(tokens.map { ($0.attribute, $0.value) }, uniquingKeysWith: { first, _ in first })
        return renditions.firstIndex { candidate in
            candidate.layout == CarRendition.Layout.packedImage.rawValue
                && candidate.key.values.allSatisfy { wanted[$0.attribute, default: 0] == $0.value }
        }
    }

    /// A bitmap's rows, chunk by chunk, decompressed and turned from BGRA (or gray and alpha) into RGBA.
    private static func bitmap(
        _ rendition: CarRendition, compression: UInt32, chunks: [(rows: Int, bytes: CarBytes)], limits: ImageDecoder.Limits
    ) throws(ImageFileError.CarProblem) -> RGBAImage? {
        let (width, height) = (rendition.width, rendition.height)
        let channels: Int
        switch rendition.pixelFormat {
        case "ARGB": channels = 4
        case "GA8 ": channels = 2
        default: throw .car("\(rendition.name)'s pixels are in \(rendition.pixelFormat), which this reader does not decode")
        }
        guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16, width * height <= limits.maximumPixels else {
            throw .car("\(rendition.name) is \(width)×\(height) pixels, over the limit of \(limits.maximumPixels)")
        }
        let rowBytes =
            try rendition.property(1007).map { bytes throws(ImageFileError.CarProblem) in Int(try bytes.u32(0, rendition.name)) }
            ?? width * channels
        guard rowBytes >= width * channels, rowBytes <= 4 * width + 64 else { throw .car("\(rendition.name)'s rows are \(rowBytes) bytes") }
        var rows: [UInt8] = []
        rows.reserveCapacity(rowBytes * height)
        var rowCount = 0
        for chunk in chunks {
            guard chunk.rows >= 0, chunk.rows <= height - rowCount else {
                throw .car("\(rendition.name)'s chunks hold more rows than it has")
            }
            let size = chunk.rows * rowBytes
            let decoded: [UInt8]
            switch compression {
            case 0: decoded = Array(chunk.bytes.bytes)
            case 4:
                do { decoded = try LZFSE.decode(chunk.bytes.bytes, maximumBytes: size) } catch { throw .car("\(rendition.name): \(error)") }
            default: throw .car("\(rendition.name)'s pixels are compressed by method \(compression), which this reader does not decode")
            }
            guard decoded.count == size else { throw .car("\(rendition.name)'s chunk decodes to \(decoded.count) bytes, not \(size)") }
            rows += decoded
            rowCount += chunk.rows
        }
        guard rowCount == height else { throw .car("\(rendition.name)'s chunks hold \(rowCount) of its \(height) rows") }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let from = y * rowBytes + x * channels
                let to = (y * width + x) * 4
                if channels == 4 {
                    (rgba[to], rgba[to + 1], rgba[to + 2], rgba[to + 3]) = (rows[from + 2], rows[from + 1], rows[from], rows[from + 3])
                } else {
                    (rgba[to], rgba[to + 1], rgba[to + 2], rgba[to + 3]) = (rows[from], rows[from], rows[from], rows[from + 1])
                }
            }
        }
        return RGBAImage(width: width, height: height, premultipliedBytes: rgba, scale: rendition.scale)
    }
}

extension RGBAImage {
    /// The `width × height` rectangle at (`x`, `y`), rows counted from the top, at `scale`.
    fileprivate func cropped(x: Int, y: Int, width: Int, height: Int, scale: Double) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for row in y..<(y + height) { pixels += bytes[(row * bytesPerRow + x * 4)..<(row * bytesPerRow + (x + width) * 4)] }
        return RGBAImage(width: width, height: height, premultipliedBytes: pixels, scale: scale) ?? RGBAImage(width: 0, height: 0)
    }
}
