import TintypeSupport

/// The colour strings of Icon Composer documents (`srgb:0.1,0.2,0.3,1`), read and written:
/// `srgb`, `extended-srgb` and `display-p3` with red, green, blue and alpha; `gray` and
/// `extended-gray` with white and alpha; `named:system-blue` and the other system colours.
/// Display P3 is converted to sRGB (through linear light, out-of-gamut values clipped); an
/// extended value outside 0…1 is clipped; one beyond ±``maximumComponent`` is no colour.
enum IconComposerColor {
    /// The largest magnitude of a component read: extended colours reach a little past 0…1.
    static let maximumComponent = 1_000.0

    /// The colour a string names; nil for a string that is not one of the forms above.
    static func parse(_ text: String) -> StraightColor? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let space = String(text[..<colon])
        let body = String(text[text.index(after: colon)...])
        if space == "named" { return systemColors[body] }
        let values = body.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingPrefix(" ")) }
        // Extended components may leave 0…1, but not by orders of magnitude: such a value is no colour.
        guard values.allSatisfy({ $0.map { abs($0) <= maximumComponent } == true }) else { return nil }
        let numbers = values.map { $0! }
        switch (space, numbers.count) {
        case ("srgb", 4), ("extended-srgb", 4): return color(numbers[0], numbers[1], numbers[2], numbers[3])
        case ("display-p3", 4):
            let converted = DisplayP3.sRGB(fromDisplayP3: SIMD3(numbers[0], numbers[1], numbers[2]))
            return color(converted.x, converted.y, converted.z, numbers[3])
        case ("gray", 2), ("extended-gray", 2): return color(numbers[0], numbers[0], numbers[0], numbers[1])
        default: return nil
        }
    }

    /// Linear light of each of the 256 levels.
    private static let linearLevels = (0...255).map { SRGBTransfer.decoded(Double($0) / 255) }
    /// The encoded level of linear light in 16,384 steps from 0 to 1.
    private static let encodingSteps = 16_384
    private static let encodedLevels = (0...encodingSteps).map { UInt8(fraction: SRGBTransfer.encoded(Double($0) / Double(encodingSteps))) }

    /// `image` with its colours read as Display P3 and converted to sRGB (``sRGB(fromDisplayP3:)``), as
    /// Apple's renderer reads an SVG layer's colours when the document names that space for them.
    /// Each premultiplied pixel is unpremultiplied first; linear light is taken from a table of the 256
    /// levels and encoded through one of 16,384 steps, which is within a level of the exact conversion.
    static func sRGB(fromDisplayP3 image: RGBAImage) -> RGBAImage {
        func level(_ value: Double) -> Int {
            Int(encodedLevels[Int(clamping: value * Double(encodingSteps), to: 0...encodingSteps, rounding: .toNearestOrEven)])
        }
        var converted = image
        converted.withUnsafeMutableBytes { bytes in
            for offset in stride(from: 0, to: bytes.count, by: 4) where bytes[offset + 3] > 0 {
                let alpha = Int(bytes[offset + 3])
                // Integer halves round each division to the nearest level.
                func straight(_ index: Int) -> Double {
                    linearLevels[min(255, (Int(bytes[offset + index]) * 255 + alpha / 2) / alpha)]
                }
                func premultiplied(_ value: Double) -> UInt8 { UInt8((level(value) * alpha + 127) / 255) }
                let linear = DisplayP3.linearSRGB(fromLinearDisplayP3: SIMD3(straight(0), straight(1), straight(2)))
                bytes[offset] = premultiplied(linear.x)
                bytes[offset + 1] = premultiplied(linear.y)
                bytes[offset + 2] = premultiplied(linear.z)
            }
        }
        return converted
    }

    /// `srgb:r,g,b,a`, each component to five decimals, as Icon Composer writes colours.
    static func text(_ color: StraightColor) -> String {
        func component(_ value: UInt8) -> String {
            let scaled = Int(clamping: Double(value) / 255 * 100_000, to: 0...100_000)
            let fraction = String(scaled % 100_000)
            return "\(scaled / 100_000)." + String(repeating: "0", count: 5 - fraction.count) + fraction
        }
        return "srgb:" + [color.red, color.green, color.blue, color.alpha].map(component).joined(separator: ",")
    }

    /// The system colours Icon Composer names, as iOS draws them in the light appearance.
    static let systemColors: [String: StraightColor] = [
        "system-red": StraightColor(red: 255, green: 59, blue: 48), "system-orange": StraightColor(red: 255, green: 149, blue: 0),
        "system-yellow": StraightColor(red: 255, green: 204, blue: 0), "system-green": StraightColor(red: 52, green: 199, blue: 89),
        "system-mint": StraightColor(red: 0, green: 199, blue: 190), "system-teal": StraightColor(red: 48, green: 176, blue: 199),
        "system-cyan": StraightColor(red: 50, green: 173, blue: 230), "system-blue": StraightColor(red: 0, green: 122, blue: 255),
        "system-indigo": StraightColor(red: 88, green: 86, blue: 214), "system-purple": StraightColor(red: 175, green: 82, blue: 222),
        "system-pink": StraightColor(red: 255, green: 45, blue: 85), "system-brown": StraightColor(red: 162, green: 132, blue: 94),
        "system-gray": StraightColor(red: 142, green: 142, blue: 147)
    ]

    private static func color(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> StraightColor {
        func byte(_ value: Double) -> UInt8 { UInt8(fraction: value) }
        return StraightColor(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }
}
