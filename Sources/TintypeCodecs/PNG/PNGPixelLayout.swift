/// Straight RGBA bytes rearranged for one PNG color type.
struct PNGPixelLayout {
    var colorType: PNGColorType
    var bytesPerPixel: Int
    var samples: [UInt8]
    /// RGB triples, for a palette image.
    var palette: [UInt8] = []
    /// tRNS alpha of the first palette entries (the rest are opaque).
    var paletteAlpha: [UInt8] = []

    /// What the palette costs in the file: PLTE and tRNS with their chunk framing.
    var headerBytes: Int {
        colorType == .palette ? 12 + palette.count + (paletteAlpha.isEmpty ? 0 : 12 + paletteAlpha.count) : 0
    }

    static func rgba(_ straight: [UInt8]) -> PNGPixelLayout {
        PNGPixelLayout(colorType: .rgba, bytesPerPixel: 4, samples: straight)
    }

    /// The layouts that keep these straight RGBA pixels (whose census is `census`) exactly, at most two:
    /// the narrowest direct one (gray, gray+alpha, RGB or RGBA) and, when the
    /// pixels have at most 256 colors, a palette. Which is smaller depends on the
    /// art (a gradient's palette indices compress worse than its colors), so the
    /// encoder compresses both and keeps the smaller.
    static func candidates(_ straight: [UInt8], census: PNGColorCensus) -> [PNGPixelLayout] {
        let (opaque, gray, colors) = (census.opaque, census.gray, census.colors)
        let direct: PNGPixelLayout
        if gray {
            direct = channels(straight, colorType: opaque ? .gray : .grayAlpha)
        } else {
            direct = opaque ? channels(straight, colorType: .rgb) : rgba(straight)
        }
        return colors.isFull ? [direct] : [direct, paletteLayout(straight, colors: colors.entries)]
    }

    /// The channels of every pixel that `colorType` (gray, gray and alpha, or RGB) keeps, in order.
    private static func channels(_ straight: [UInt8], colorType: PNGColorType) -> PNGPixelLayout {
        let count = straight.count / 4
        let width = colorType == .gray ? 1 : colorType == .grayAlpha ? 2 : 3
        let samples = [UInt8](uninitializedCount: count * width) { buffer in
            straight.withUnsafeBufferPointer { source in
                let (from, to) = (source.baseAddress!, buffer.baseAddress!)
                // One plain loop per shape, which the compiler unrolls (a loop over a list of channels it does not).
                switch width {
                case 1:
                    for index in 0..<count { to[index] = from[index &* 4] }
                case 2:
                    for index in 0..<count {
                        to[index &* 2] = from[index &* 4]
                        to[index &* 2 &+ 1] = from[index &* 4 &+ 3]
                    }
                default:
                    for index in 0..<count {
                        to[index &* 3] = from[index &* 4]
                        to[index &* 3 &+ 1] = from[index &* 4 &+ 1]
                        to[index &* 3 &+ 2] = from[index &* 4 &+ 2]
                    }
                }
            }
        }
        return PNGPixelLayout(colorType: colorType, bytesPerPixel: width, samples: samples)
    }

    /// Translucent entries first, so tRNS stays as short as possible.
    private static func paletteLayout(_ straight: [UInt8], colors: [UInt32]) -> PNGPixelLayout {
        let ordered = colors.enumerated().sorted { lhs, rhs in
            let (lhsOpaque, rhsOpaque) = (lhs.element >> 24 == 0xFF, rhs.element >> 24 == 0xFF)
            return lhsOpaque == rhsOpaque ? lhs.offset < rhs.offset : !lhsOpaque
        }.map(\.element)
        var index = ColorTable()
        var layout = PNGPixelLayout(colorType: .palette, bytesPerPixel: 1, samples: [])
        for color in ordered {
            index.insert(color)
            layout.palette += [UInt8(color & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color >> 16 & 0xFF)]
            if color >> 24 != 0xFF { layout.paletteAlpha.append(UInt8(color >> 24)) }
        }
        layout.samples = [UInt8](uninitializedCount: straight.count / 4) { buffer in
            straight.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: UInt32.self) { pixels in
                    // Runs of one pixel take the entry found for its first (no pixel is -1).
                    var (previous, entry): (Int64, UInt8) = (-1, 0)
                    let words = UnsafeRawPointer(pixels.baseAddress!)
                    var offset = 0
                    while offset < pixels.count {
                        // Four more of the run at once.
                        if previous >= 0, offset &+ 4 <= pixels.count,
                            words.loadUnaligned(fromByteOffset: offset &* 4, as: SIMD4<UInt32>.self)
                                == SIMD4(repeating: UInt32(truncatingIfNeeded: previous))
                        {
                            UnsafeMutableRawPointer(buffer.baseAddress! + offset).storeBytes(
                                of: SIMD4(repeating: entry), as: SIMD4<UInt8>.self)
                            offset &+= 4
                            continue
                        }
                        let pixel = pixels[offset]
                        if Int64(pixel) != previous {
                            entry = UInt8(index.position(of: PNGColorCensus.paletteKey(UInt32(littleEndian: pixel)))!)
                            previous = Int64(pixel)
                        }
                        buffer[offset] = entry
                        offset &+= 1
                    }
                }
            }
        }
        return layout
    }
}
