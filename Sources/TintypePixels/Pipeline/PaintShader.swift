/// A paint made ready for bounds of a given size: either one color per row
/// (solid paints and vertical gradients, the fast case) or a function that
/// writes a span of a row's premultiplied pixels.
enum PaintShader {
    /// `colors[y]` (or `colors[0]` for every row when there is one).
    case rowColors([PremultipliedColor])
    /// Writes pixels `x..<x+count` of row `y` to the pointer, 4 bytes a pixel.
    case pixels((_ y: Int, _ x: Int, _ count: Int, _ into: UnsafeMutableRawPointer) -> Void)

    /// True when every pixel gets the same color.
    var isUniform: Bool {
        if case .rowColors(let colors) = self { return colors.count == 1 }
        return false
    }

    init(_ paint: Paint, width: Int, height: Int) {
        switch paint {
        case .solid(let color):
            self = .rowColors([color.premultiplied])
        case .linearGradient(let gradient) where gradient.isVertical:
            self = .rowColors(
                (0..<height).map { y in
                    gradient.color(at: gradient.parameter(x: 0.5, y: Double(y) + 0.5, width: width, height: height))
                })
        case .linearGradient(let gradient):
            self = .pixels { y, x0, count, out in
                for x in x0..<x0 + count {
                    let color = gradient.color(at: gradient.parameter(x: Double(x) + 0.5, y: Double(y) + 0.5, width: width, height: height))
                    out.storeBytes(of: color.packed, toByteOffset: (x - x0) * 4, as: UInt32.self)
                }
            }
        case .gloss(let gloss):
            // The arc's height per column and the two colors per row are computed once;
            // only pixels the arc crosses are mixed (the same arithmetic as Paint.Gloss.color).
            let arc = (0..<width).map { gloss.arcY(atX: Double($0) + 0.5, width: width, height: height) }
            self = .pixels { y, x0, count, out in
                let row = gloss.rowColors(y: y, height: height)
                let (above, under) = (row.color(below: 0).packed, row.color(below: 1).packed)
                for x in x0..<x0 + count {
                    let below = min(1, max(0, Double(y) + 1 - arc[x]))
                    let color = below == 0 ? above : below == 1 ? under : row.color(below: below).packed
                    out.storeBytes(of: color, toByteOffset: (x - x0) * 4, as: UInt32.self)
                }
            }
        case .image(let image):
            let origin = Placement.centeredOrigin(outer: PixelSize(width: width, height: height), inner: image.size)
            self = .pixels { y, x0, count, out in
                out.initializeMemory(as: UInt8.self, repeating: 0, count: count * 4)
                let sy = y - origin.y
                guard sy >= 0, sy < image.height else { return }
                let from = max(x0, origin.x)
                let to = min(x0 + count, origin.x + image.width)
                guard to > from else { return }
                image.withUnsafeBytes { bytes in
                    (out + (from - x0) * 4).copyMemory(
                        from: bytes.baseAddress! + sy * image.bytesPerRow + (from - origin.x) * 4, byteCount: (to - from) * 4)
                }
            }
        }
    }
}

extension PremultipliedColor {
    /// The four bytes as one little-endian word, R in the low byte.
    var packed: UInt32 {
        UInt32(littleEndian: UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24)
    }
}
