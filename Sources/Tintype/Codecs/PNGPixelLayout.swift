/// Straight RGBA bytes rearranged for one PNG color type.
struct PNGPixelLayout {
    var colorType: Int32
    var bytesPerPixel: Int
    var samples: [UInt8]
    /// RGB triples, for a palette image.
    var palette: [UInt8] = []
    /// tRNS alpha of the first palette entries (the rest are opaque).
    var paletteAlpha: [UInt8] = []

    static func rgba(_ straight: [UInt8]) -> PNGPixelLayout {
        PNGPixelLayout(colorType: 6, bytesPerPixel: 4, samples: straight)
    }

    /// The smallest lossless layout for these straight RGBA pixels.
    static func smallest(_ straight: [UInt8]) -> PNGPixelLayout {
        var opaque = true, gray = true
        var colors = [UInt32: Int]()
        var offset = 0
        while offset < straight.count {
            let (r, g, b, a) = (straight[offset], straight[offset + 1], straight[offset + 2], straight[offset + 3])
            opaque = opaque && a == 255
            gray = gray && r == g && g == b
            if colors.count <= 256 {
                let key = UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
                if colors[key] == nil { colors[key] = colors.count }
            }
            offset += 4
        }
        if gray { return grayLayout(straight, withAlpha: !opaque) }
        if colors.count <= 256 { return paletteLayout(straight, colors: colors) }
        return opaque ? rgbLayout(straight) : rgba(straight)
    }

    private static func grayLayout(_ straight: [UInt8], withAlpha: Bool) -> PNGPixelLayout {
        let channels = withAlpha ? 2 : 1
        var samples = [UInt8]()
        samples.reserveCapacity(straight.count / 4 * channels)
        for offset in stride(from: 0, to: straight.count, by: 4) {
            samples.append(straight[offset])
            if withAlpha { samples.append(straight[offset + 3]) }
        }
        return PNGPixelLayout(colorType: withAlpha ? 4 : 0, bytesPerPixel: channels, samples: samples)
    }

    private static func rgbLayout(_ straight: [UInt8]) -> PNGPixelLayout {
        var samples = [UInt8]()
        samples.reserveCapacity(straight.count / 4 * 3)
        for offset in stride(from: 0, to: straight.count, by: 4) {
            samples.append(contentsOf: straight[offset..<offset + 3])
        }
        return PNGPixelLayout(colorType: 2, bytesPerPixel: 3, samples: samples)
    }

    /// Translucent entries first, so tRNS stays as short as possible.
    private static func paletteLayout(_ straight: [UInt8], colors: [UInt32: Int]) -> PNGPixelLayout {
        let ordered = colors.sorted { lhs, rhs in
            let (lhsOpaque, rhsOpaque) = (lhs.key & 0xFF == 0xFF, rhs.key & 0xFF == 0xFF)
            return lhsOpaque == rhsOpaque ? lhs.value < rhs.value : !lhsOpaque
        }
        var index = [UInt32: UInt8]()
        var layout = PNGPixelLayout(colorType: 3, bytesPerPixel: 1, samples: [])
        for (position, entry) in ordered.enumerated() {
            index[entry.key] = UInt8(position)
            layout.palette.append(contentsOf: [UInt8(entry.key >> 24), UInt8(entry.key >> 16 & 0xFF), UInt8(entry.key >> 8 & 0xFF)])
            if entry.key & 0xFF != 0xFF { layout.paletteAlpha.append(UInt8(entry.key & 0xFF)) }
        }
        layout.samples.reserveCapacity(straight.count / 4)
        for offset in stride(from: 0, to: straight.count, by: 4) {
            let key = UInt32(straight[offset]) << 24 | UInt32(straight[offset + 1]) << 16 | UInt32(straight[offset + 2]) << 8 | UInt32(straight[offset + 3])
            layout.samples.append(index[key]!)
        }
        return layout
    }
}
