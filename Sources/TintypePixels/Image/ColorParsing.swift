extension StraightColor {
    /// The forms a color is written in, as help texts name them.
    package static let formats = "#RRGGBB, #RRGGBBAA, #RGB, r,g,b[,a] (0-255; alpha also 0.0-1.0) or a CSS color name (steelblue)"

    /// A color written as `#RRGGBB`, `#RRGGBBAA`, `#RGB`, `r,g,b[,a]` with
    /// components 0–255 (alpha may also be a fraction from 0 to 1, as `0.5`), or
    /// a CSS color name (`steelblue`, any case). Nil when the text is none of these.
    public init?(parsing text: String) {
        let text = text.trimmingCharacters(in: " ")
        if let named = CSSColorNames.color(text) {
            self = named
            return
        }
        if text.hasPrefix("#") {
            var hex = String(text.dropFirst())
            if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
            guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else { return nil }
            let full = hex.count == 6 ? value << 8 | 0xFF : value
            self.init(red: UInt8(full >> 24), green: UInt8(full >> 16 & 0xFF), blue: UInt8(full >> 8 & 0xFF), alpha: UInt8(full & 0xFF))
            return
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: " ") }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        let rgb = parts.prefix(3).compactMap { UInt8($0) }
        guard rgb.count == 3 else { return nil }
        var alpha: UInt8 = 255
        if parts.count == 4 {
            if let whole = UInt8(parts[3]) {
                alpha = whole
            } else if let fraction = Double(parts[3]), fraction >= 0, fraction <= 1, parts[3].contains(".") {
                alpha = UInt8(fraction: fraction)
            } else {
                return nil
            }
        }
        self.init(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func hex(_ value: UInt8) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
    }
}

extension String {
    /// The string without leading and trailing `character`s.
    package func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
