/// A color with straight (non-premultiplied) alpha, 8 bits a channel, sRGB-encoded.
///
/// This is how colors are written by people (`#318CE4`) and stored in PNG files.
/// Convert with ``premultiplied`` before blending.
public struct StraightColor: Hashable, Sendable {
    /// The red component, 0–255.
    public var red: UInt8
    /// The green component, 0–255.
    public var green: UInt8
    /// The blue component, 0–255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// A color from its four components; opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque white.
    public static let white = StraightColor(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = StraightColor(red: 0, green: 0, blue: 0)

    /// The same color with its components multiplied by alpha (SPEC §1 rounding).
    public var premultiplied: PremultipliedColor {
        let a = UInt32(alpha)
        return PremultipliedColor(
            uncheckedRed: UInt8(PixelMath.multiply(UInt32(red), a)),
            green: UInt8(PixelMath.multiply(UInt32(green), a)),
            blue: UInt8(PixelMath.multiply(UInt32(blue), a)),
            alpha: alpha)
    }
}

extension StraightColor {
    /// The opaque mean of `colours`' red, green and blue, rounded to the nearest; nil when there are none.
    package static func mean(_ colours: some Sequence<StraightColor>) -> StraightColor? {
        var sum = SIMD3<Int>.zero
        var count = 0
        for colour in colours {
            sum &+= SIMD3(Int(colour.red), Int(colour.green), Int(colour.blue))
            count += 1
        }
        guard count > 0 else { return nil }
        let mean = (sum &+ count / 2) / count
        return StraightColor(red: UInt8(mean.x), green: UInt8(mean.y), blue: UInt8(mean.z))
    }
}
