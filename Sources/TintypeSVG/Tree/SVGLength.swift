/// SVG's lengths and numbers in attributes: `24`, `24px`, `1.5pt`, `10%`, `2mm`.
package enum SVGLength {
    /// `text` in user units (CSS pixels at 96 per inch); a percentage is of `reference`.
    /// Nil when it is not a finite length.
    package static func parse(_ text: String?, reference: Double = 0) -> Double? {
        guard var text = text?.trimmed, !text.isEmpty else { return nil }
        var factor = 1.0
        let units: [(String, Double)] = [
            ("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96), ("em", 16), ("ex", 8)
        ]
        if text.hasSuffix("%") {
            factor = reference / 100
            text.removeLast()
        } else if let unit = units.first(where: { text.hasSuffix($0.0) }) {
            factor = unit.1
            text.removeLast(2)
        }
        guard let value = Double(text.trimmed), value.isFinite else { return nil }
        return value * factor
    }

    /// A number from 0 to 1, or a percentage of 1 (`offset`, opacities); clamped; nil when unreadable.
    package static func fraction(_ text: String?) -> Double? {
        guard let text = text?.trimmed, !text.isEmpty else { return nil }
        let value = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
        guard let value, value.isFinite else { return nil }
        return min(1, max(0, value))
    }
}
