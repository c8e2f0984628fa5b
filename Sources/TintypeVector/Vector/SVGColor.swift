/// SVG's colours: what ``StraightColor/init(parsing:)`` reads (`#RGB`, `#RRGGBB`, a CSS
/// name) and CSS's functional forms `rgb(…)` and `rgba(…)` with numbers or percentages,
/// and `transparent`.
enum SVGColor {
    /// The colour `text` names, or nil.
    static func parse(_ text: String) -> StraightColor? {
        let text = text.trimmed
        let lower = text.lowercased()
        if lower == "transparent" { return StraightColor(red: 0, green: 0, blue: 0, alpha: 0) }
        if lower.hasPrefix("rgb"), let open = lower.firstIndex(of: "("), lower.hasSuffix(")") {
            let parts = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
                .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
            guard parts.count == 3 || parts.count == 4 else { return nil }
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
        guard text.hasPrefix("#") || text.allSatisfy(\.isLetter) else { return nil }
        return StraightColor(parsing: text)
    }
}
