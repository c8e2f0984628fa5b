extension CarRendition {
    /// The rendition's CSI bytes: its header, its properties in order, its payload (``init(key:value:)``
    /// reads them back).
    package func bytes() -> [UInt8] {
        var bytes = CarByteWriter()
        bytes.tag("ISTC")
        bytes.u32(1)
        bytes.u32(flags)
        bytes.u32(UInt32(clamping: width))
        bytes.u32(UInt32(clamping: height))
        bytes.u32(UInt32(clamping: Int(checked: (scale * 100).rounded()) ?? 0))
        bytes.tag(String(pixelFormat.reversed()), padded: true)
        bytes.u32(colorSpace)
        bytes.u32(0)
        bytes.u16(layout)
        bytes.u16(0)
        bytes.bytes += nameField
        let properties = properties.flatMap { type, value in
            var property = CarByteWriter()
            property.u32(type)
            property.u32(UInt32(value.count))
            return property.bytes + value.bytes
        }
        bytes.u32(UInt32(properties.count))
        bytes.u32(1)
        bytes.u32(0)
        bytes.u32(UInt32(payload.count))
        return bytes.bytes + properties + payload.bytes
    }
}

extension CarRendition.Content {
    /// `image`'s pixels as Xcode 26's actool chunks a bitmap: premultiplied BGRA rows of `rowBytes` bytes (at
    /// least 4 a pixel; the rest zeros), in chunks of a third of the rows each and one of what is left, each
    /// chunk an LZFSE stream of one LZVN block (``LZVNEncoder``; Apple's own streams hold LZVN blocks too).
    package static func bitmap(_ image: RGBAImage, rowBytes: Int) -> CarRendition.Content {
        let stride = max(rowBytes, image.width * 4)
        var rows = [UInt8](repeating: 0, count: stride * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let from = (y * image.width + x) * 4
                let to = y * stride + x * 4
                (rows[to], rows[to + 1], rows[to + 2], rows[to + 3]) =
                    (image.bytes[from + 2], image.bytes[from + 1], image.bytes[from], image.bytes[from + 3])
            }
        }
        let third = max(image.height / 3, 1)
        var chunks: [(rows: Int, bytes: CarBytes)] = []
        var row = 0
        while row < image.height {
            let count = min(third, image.height - row)
            chunks.append((count, CarBytes(LZVNEncoder.stream(rows[(row * stride)..<((row + count) * stride)])[...])))
            row += count
        }
        return .bitmap(compression: 4, chunks: chunks)
    }

    /// The payload that holds this content (a link's is empty: it is a property, ``linkProperty()``).
    package func payload() -> [UInt8] {
        var bytes = CarByteWriter()
        switch self {
        case .bitmap(let compression, let chunks):
            bytes.tag("MLEC")
            bytes.u32(1)
            bytes.u32(compression)
            bytes.u32(UInt32(chunks.count))
            for chunk in chunks {
                bytes.tag("KCBC")
                bytes.u32(0)
                bytes.u32(0)
                bytes.u32(UInt32(chunk.rows))
                bytes.u32(UInt32(chunk.bytes.count))
                bytes.bytes += chunk.bytes.bytes
            }
        case .data(let compressed, let data):
            bytes.tag("DWAR")
            bytes.u32(compressed ? 1 : 0)
            bytes.u32(UInt32(data.count))
            bytes.bytes += data.bytes
        case .color(let space, let components):
            bytes.tag("RLOC")
            bytes.u32(1)
            bytes.u32(space)
            bytes.u32(UInt32(components.count))
            for component in components { bytes.f64(component) }
        case .gradient(let type, let start, let end, let stops):
            bytes.tag("ARGG")
            bytes.u32(UInt32(stops.count))
            bytes.u32(type)
            bytes.u32(0)
            for value in [start.x, start.y, end.x, end.y] { bytes.f32(value) }
            for stop in stops {
                bytes.f32(stop.location)
                bytes.counted(stop.color)
            }
        case .sizes(let sizes):
            bytes.tag("SISM")
            bytes.u32(1)
            bytes.u32(UInt32(sizes.count))
            for size in sizes { for value in [size.width, size.height, size.index] { bytes.u32(UInt32(clamping: value)) } }
        case .link, .other: break
        }
        return bytes.bytes
    }
}

extension CarRendition.Content {
    /// A link's property (1010, `INLK`): the rectangle in the atlas, the picture's layout there and the
    /// atlas's key tokens; nil for other content.
    package func linkProperty() -> [UInt8]? {
        guard case .link(let atlas, let x, let y, let width, let height, let layout) = self else { return nil }
        var bytes = CarByteWriter()
        bytes.tag("KLNI")
        bytes.u32(0)
        for value in [x, y, width, height] { bytes.u32(UInt32(clamping: value)) }
        bytes.u16(layout)
        bytes.u32(UInt32(4 * atlas.count + 4))
        bytes.tokens(atlas)
        return bytes.bytes
    }
}

extension CarRendition.Layer {
    /// The three properties an icon stack or group keeps its layers in: the references and frames (1012),
    /// the lighting and fills (1020), the glass and shadows (1021).
    package static func properties(_ layers: [CarRendition.Layer]) -> [(type: UInt32, value: [UInt8])] {
        var references = CarByteWriter()
        var lighting = CarByteWriter()
        var glass = CarByteWriter()
        // Each list begins with its count and a reserved word.
        for index in [0, 1] {
            let word = index == 0 ? UInt32(layers.count) : 0
            references.u32(word)
            lighting.u32(word)
            glass.u32(word)
        }
        for layer in layers {
            references.u32(layer.flags)
            references.i32(Int32(clamping: layer.x))
            references.i32(Int32(clamping: layer.y))
            references.u32(UInt32(clamping: layer.width))
            references.u32(UInt32(clamping: layer.height))
            references.u32(layer.blendMode)
            references.f32(layer.opacity)
            references.u32(UInt32(4 * layer.reference.count + 4))
            references.tokens(layer.reference)
            lighting.u32(layer.lighting)
            lighting.f32(layer.blur)
            lighting.counted(layer.fill)
            glass.u32(layer.glass)
            glass.f32(layer.translucency)
            glass.u32(layer.shadowStyle)
            glass.f32(layer.shadowOpacity)
            glass.u32(0)
        }
        return [(1012, references.bytes), (1020, lighting.bytes), (1021, glass.bytes)]
    }
}
