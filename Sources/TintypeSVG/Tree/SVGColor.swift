/// SVG's colours: what ``StraightColor/init(parsing:)`` reads (`#RGB`, `#RRGGBB`, a CSS
/// name) and CSS's functional forms `rgb(…)` and `rgba(…)` with numbers or percentages, `hsl(…)` and `hsla(…)`,
/// `transparent`, and CSS Color 4's `color(display-p3 r g b / a)` and `color(srgb …)` (as Icon
/// Composer's exports write their layers' colours), a Display P3 colour converted to sRGB.
package enum SVGColor {
    /// The colour `text` names, or nil.
    package static func parse(_ text: String) -> StraightColor? {
        let text = text.trimmed
        let lower = text.lowercased()
        if lower == "transparent" { return StraightColor(red: 0, green: 0, blue: 0, alpha: 0) }
        if lower.hasPrefix("rgb"), let open = lower.firstIndex(of: "("), lower.hasSuffix(")") {
            let parts = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
                .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
            // Numbers and percentages are not mixed (CSS): such a colour is none.
            guard parts.count == 3 || parts.count == 4, Set(parts.prefix(3).map { $0.hasSuffix("%") }).count == 1 else { return nil }
            var channels: [UInt8] = []
            for part in parts.prefix(3) {
                guard let value = part.hasSuffix("%") ? Double(part.dropLast()).map({ $0 * 2.55 }) : Double(part), value.isFinite
                else { return nil }
                channels.append(UInt8(clamping: value))
            }
            let alpha = parts.count == 4 ? SVGLength.fraction(parts[3]) : 1
            guard let alpha else { return nil }
            return StraightColor(red: channels[0], green: channels[1], blue: channels[2], alpha: UInt8(fraction: alpha))
        }
        if lower.hasPrefix("hsl"), let open = lower.firstIndex(of: "("), lower.hasSuffix(")") {
            return hsl(lower[lower.index(after: open)..<lower.index(before: lower.endIndex)])
        }
        if lower.hasPrefix("color("), lower.hasSuffix(")") { return spaced(String(lower.dropFirst(6).dropLast())) }
        guard text.hasPrefix("#") || text.allSatisfy(\.isLetter) else { return nil }
        return StraightColor(parsing: text)
    }

    /// The colour of `color()`'s arguments (`display-p3 0.1 0.5 0.9 / 0.5`): a space, three
    /// components (numbers from 0 to 1, or percentages) and an optional alpha; nil for another space.
    private static func spaced(_ arguments: String) -> StraightColor? {
        let (body, alphaText) =
            arguments.firstIndex(of: "/").map { (String(arguments[..<$0]), String(arguments[arguments.index(after: $0)...])) }
            ?? (arguments, "1")
        let parts = body.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard parts.count == 4, let alpha = SVGLength.fraction(alphaText.trimmed) else { return nil }
        var components = SIMD3<Double>()
        for index in 0..<3 {
            let part = parts[index + 1]
            guard let value = part.hasSuffix("%") ? Double(part.dropLast()).map({ $0 / 100 }) : Double(part), value.isFinite else {
                return nil
            }
            components[index] = min(max(value, 0), 1)
        }
        switch parts[0] {
        case "srgb": break
        case "display-p3": components = DisplayP3.sRGB(fromDisplayP3: components)
        default: return nil
        }
        return StraightColor(
            red: UInt8(fraction: components.x), green: UInt8(fraction: components.y), blue: UInt8(fraction: components.z),
            alpha: UInt8(fraction: alpha))
    }

    /// The colour of `hsl()`'s arguments: a hue in degrees (`deg` or none), saturation and lightness
    /// as percentages, an optional alpha; nil when they are not that.
    private static func hsl(_ arguments: Substring) -> StraightColor? {
        let parts = arguments.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        let hueText = parts[0].hasSuffix("deg") ? String(parts[0].dropLast(3)) : parts[0]
        guard let hue = Double(hueText), hue.isFinite, parts[1].hasSuffix("%"), parts[2].hasSuffix("%"),
            let saturation = Double(parts[1].dropLast()), let lightness = Double(parts[2].dropLast()),
            let alpha = parts.count == 4 ? SVGLength.fraction(parts[3]) : 1
        else { return nil }
        let (h, sat, light) = (
            (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 360,
            min(max(saturation / 100, 0), 1), min(max(lightness / 100, 0), 1)
        )
        // CSS Color 3's algorithm.
        let m2 = light <= 0.5 ? light * (sat + 1) : light + sat - light * sat
        let m1 = light * 2 - m2
        func channel(_ hue: Double) -> UInt8 {
            let t = hue < 0 ? hue + 1 : hue > 1 ? hue - 1 : hue
            let value: Double
            if t < 1.0 / 6 {
                value = m1 + (m2 - m1) * t * 6
            } else if t < 1.0 / 2 {
                value = m2
            } else if t < 2.0 / 3 {
                value = m1 + (m2 - m1) * (2.0 / 3 - t) * 6
            } else {
                value = m1
            }
            return UInt8(fraction: value)
        }
        return StraightColor(red: channel(h + 1.0 / 3), green: channel(h), blue: channel(h - 1.0 / 3), alpha: UInt8(fraction: alpha))
    }
}
