import Tintype

extension Reference {
    /// One channel of a blend, from SPEC §3, with division; colors clamped to alpha afterwards.
    public static func blend(_ mode: RGBAImage.BlendMode, s: Int, d: Int, sa: Int, da: Int) -> Int {
        let value: Int
        switch mode {
        case .copy: value = s
        case .sourceOver: value = s + multiply(d, 255 - sa)
        case .destinationIn: value = multiply(d, sa)
        case .sourceIn: value = multiply(s, da)
        case .destinationOut: value = multiply(d, 255 - sa)
        case .sourceAtop: value = multiply(s, da) + multiply(d, 255 - sa)
        case .plus: value = s + d
        case .multiply: value = multiply(s, d) + multiply(s, 255 - da) + multiply(d, 255 - sa)
        case .screen: value = s + d - multiply(s, d)
        }
        return min(255, value)
    }

    /// `source` composited onto `destination` at `origin`, clipped, pixel by pixel.
    public static func draw(_ source: RGBAImage, onto destination: RGBAImage, at origin: PixelPoint, mode: RGBAImage.BlendMode) -> RGBAImage
    {
        var result = destination
        for y in 0..<source.height {
            for x in 0..<source.width {
                let (dx, dy) = (x + origin.x, y + origin.y)
                guard dx >= 0, dy >= 0, dx < destination.width, dy < destination.height else { continue }
                let s = pixel(source, x, y)
                let d = pixel(destination, dx, dy)
                var out = (0..<4).map { blend(mode, s: s[$0], d: d[$0], sa: s[3], da: d[3]) }
                for c in 0..<3 { out[c] = min(out[c], out[3]) }
                setPixel(&result, dx, dy, out)
            }
        }
        return result
    }
}
