import Tintype

/// Plain scalar implementations of every Tintype pixel operation, written the
/// obvious way (per pixel, per channel, with division, in doubles where SPEC
/// defines the result in real numbers). The tests check the fast paths against
/// them and the benchmarks measure how much faster the fast paths are.
/// Nothing here is tuned, and nothing in the library calls it.
public enum Reference {
    /// `round(x·y/255)` by division.
    public static func multiply(_ x: Int, _ y: Int) -> Int {
        (2 * x * y + 255) / 510
    }

    /// Straight to premultiplied, by division.
    public static func premultiply(_ color: StraightColor) -> [Int] {
        let a = Int(color.alpha)
        return [multiply(Int(color.red), a), multiply(Int(color.green), a), multiply(Int(color.blue), a), a]
    }

    /// The channels of pixel (`x`, `y`).
    public static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image[x, y]
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    /// Sets pixel (`x`, `y`) from four channel values (clamped to 0...255 and colors to alpha).
    public static func setPixel(_ image: inout RGBAImage, _ x: Int, _ y: Int, _ channels: [Int]) {
        let c = channels.map { UInt8(min(255, max(0, $0))) }
        image[x, y] = PremultipliedColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// `round(0.299 R + 0.587 G + 0.114 B)` of a premultiplied pixel composited over white.
    public static func luminanceOverWhite(_ pixel: [Int]) -> Int {
        let white = 255 - pixel[3]
        let value = 0.299 * Double(pixel[0] + white) + 0.587 * Double(pixel[1] + white) + 0.114 * Double(pixel[2] + white)
        return Int(value.rounded())
    }
}
