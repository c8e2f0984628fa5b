extension CarRendition {
    /// What a rendition holds, read from its payload and properties.
    package enum Content: Sendable {
        /// Pixels (`MLEC`): how they are compressed, and the compressed rows, chunk by chunk.
        case bitmap(compression: UInt32, chunks: [(rows: Int, bytes: CarBytes)])
        /// Bytes kept whole (`DWAR`): an SVG or PDF, or nothing for an icon stack or group; `compressed` when
        /// they are LZFSE.
        case data(compressed: Bool, bytes: CarBytes)
        /// A colour (`RLOC`): its colour space id and its components, alpha last.
        case color(colorSpace: UInt32, components: [Double])
        /// A named gradient (`ARGG`): its type (0 automatic, 1 linear), its line and its stops, each a
        /// location and the name of a colour facet.
        case gradient(type: UInt32, start: (x: Float, y: Float), end: (x: Float, y: Float), stops: [(location: Float, color: String)])
        /// A multisize image set (`SISM`): each size with the `dimension2` value of its renditions.
        case sizes([(width: Int, height: Int, index: Int)])
        /// A picture kept in a packed atlas: the atlas's key, the rectangle (its y from the atlas's bottom) and
        /// the layout the picture has there (12, or 20 to 25 for three slices).
        case link(atlas: [(attribute: UInt16, value: UInt16)], x: Int, y: Int, width: Int, height: Int, layout: UInt16)
        /// A payload of another kind, by its tag.
        case other(tag: String)
    }

    /// The payload read by what it is.
    /// - Throws: for a payload whose parts run past it.
    package func content() throws(ImageFileError.CarProblem) -> Content {
        if let link = property(1010) { return try Self.link(link, name) }
        guard payload.count >= 4 else { return .other(tag: "") }
        let part = "the payload of \(name)"
        switch try payload.tag(0, part) {
        case "MLEC": return try bitmap(part)
        case "DWAR":
            let length = Int(try payload.u32(8, part))
            return .data(compressed: try payload.u32(4, part) & 1 == 1, bytes: CarBytes(try payload.slice(12, length, part)))
        case "RLOC":
            let count = Int(try payload.u32(12, part))
            guard count <= 8 else { throw .car("\(part) has \(count) colour components") }
            var components: [Double] = []
            for index in 0..<count { components.append(try payload.f64(16 + 8 * index, part)) }
            return .color(colorSpace: try payload.u32(8, part) & 0xFF, components: components)
        case "ARGG": return try gradient(part)
        case "SISM":
            let count = Int(try payload.u32(8, part))
            guard count <= (payload.count - 12) / 12 else { throw .car("\(part) lists \(count) sizes") }
            var sizes: [(width: Int, height: Int, index: Int)] = []
            for index in 0..<count {
                let at = 12 + 12 * index
                sizes.append((Int(try payload.u32(at, part)), Int(try payload.u32(at + 4, part)), Int(try payload.u32(at + 8, part))))
            }
            return .sizes(sizes)
        case let tag: return .other(tag: tag)
        }
    }

    /// `MLEC`: flags (bit 0: chunked), the compression, then a chunk count and `KCBC` chunks (each with its
    /// row count and length), or one length and the data.
    private func bitmap(_ part: String) throws(ImageFileError.CarProblem) -> Content {
        let chunked = try payload.u32(4, part) & 1 == 1
        let compression = try payload.u32(8, part)
        guard chunked else {
            let length = Int(try payload.u32(12, part))
            return .bitmap(compression: compression, chunks: [(height, CarBytes(try payload.slice(16, length, part)))])
        }
        let count = Int(try payload.u32(12, part))
        guard count <= (payload.count - 16) / 20 else { throw .car("\(part) lists \(count) chunks") }
        var chunks: [(rows: Int, bytes: CarBytes)] = []
        var at = 16
        for _ in 0..<count {
            guard try payload.tag(at, part) == "KCBC" else { throw .car("a chunk of \(part) is not tagged KCBC") }
            let rows = Int(try payload.u32(at + 12, part))
            let length = Int(try payload.u32(at + 16, part))
            chunks.append((rows, CarBytes(try payload.slice(at + 20, length, part))))
            at += 20 + length
        }
        return .bitmap(compression: compression, chunks: chunks)
    }

    /// `ARGG`: a stop count, the type, the line, then each stop's location and colour facet name.
    private func gradient(_ part: String) throws(ImageFileError.CarProblem) -> Content {
        let count = Int(try payload.u32(4, part))
        guard count <= (payload.count - 32) / 8 else { throw .car("\(part) lists \(count) stops") }
        var stops: [(location: Float, color: String)] = []
        var at = 32
        for _ in 0..<count {
            let location = try payload.f32(at, part)
            let length = Int(try payload.u32(at + 4, part))
            stops.append((location, try payload.text(at + 8, length, part)))
            at += 8 + length
        }
        return .gradient(
            type: try payload.u32(8, part), start: (try payload.f32(16, part), try payload.f32(20, part)),
            end: (try payload.f32(24, part), try payload.f32(28, part)), stops: stops)
    }

    /// The internal link (`INLK`, property 1010): the rectangle in the atlas and the atlas's key tokens.
    private static func link(_ bytes: CarBytes, _ name: String) throws(ImageFileError.CarProblem) -> Content {
        let part = "the link of \(name)"
        guard try bytes.tag(0, part) == "KLNI" else { throw .car("\(part) is not tagged INLK") }
        let length = Int(try bytes.u32(26, part))
        let tokens = CarBytes(try bytes.slice(30, length, part))
        return .link(
            atlas: try RenditionKey(tokens: tokens, part).values, x: Int(try bytes.u32(8, part)), y: Int(try bytes.u32(12, part)),
            width: Int(try bytes.u32(16, part)), height: Int(try bytes.u32(20, part)), layout: try bytes.u16(24, part))
    }
}
