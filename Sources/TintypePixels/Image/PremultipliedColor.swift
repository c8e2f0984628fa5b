/// A color with premultiplied alpha: no component exceeds alpha.
///
/// The pixels of an ``RGBAImage`` are premultiplied; a separate type keeps a straight
/// color from being blended by mistake.
public struct PremultipliedColor: Hashable, Sendable {
    /// The red component, already multiplied by alpha.
    public private(set) var red: UInt8
    /// The green component, already multiplied by alpha.
    public private(set) var green: UInt8
    /// The blue component, already multiplied by alpha.
    public private(set) var blue: UInt8
    /// Opacity, 0 to 255.
    public private(set) var alpha: UInt8

    /// Fully transparent black.
    public static let clear = PremultipliedColor(uncheckedRed: 0, green: 0, blue: 0, alpha: 0)

    /// Components are clamped to alpha so the result is always valid.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.init(uncheckedRed: min(red, alpha), green: min(green, alpha), blue: min(blue, alpha), alpha: alpha)
    }

    @usableFromInline
    package init(uncheckedRed red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The straight color: `round(c·255/a)`, transparent black where alpha is 0.
    public var straight: StraightColor {
        let a = UInt32(alpha)
        return StraightColor(
            red: UInt8(PixelMath.unpremultiply(UInt32(red), alpha: a)),
            green: UInt8(PixelMath.unpremultiply(UInt32(green), alpha: a)),
            blue: UInt8(PixelMath.unpremultiply(UInt32(blue), alpha: a)),
            alpha: alpha)
    }
}
