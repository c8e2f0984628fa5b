import TintypeSupport

/// The numbers an option accepts, worded the same way in its help and in the error
/// that refuses anything else (`must be more than 0 and at most 8`).
package struct NumberRange: Sendable {
    /// The smallest number, or the bound numbers must exceed.
    package let lower: Double
    /// Whether `lower` itself is refused (`more than 0`) or allowed (`0 to 10`).
    package let excludesLower: Bool
    /// The largest number allowed.
    package let upper: Double
    /// What the numbers count, after the upper bound ("points"), or empty.
    package let unit: String

    /// `lower` to `upper`, both allowed.
    package static func from(_ lower: Double, to upper: Double, unit: String = "") -> NumberRange {
        NumberRange(lower: lower, excludesLower: false, upper: upper, unit: unit)
    }

    /// More than `lower`, at most `upper`.
    package static func above(_ lower: Double, atMost upper: Double, unit: String = "") -> NumberRange {
        NumberRange(lower: lower, excludesLower: true, upper: upper, unit: unit)
    }

    /// The largest size in points a size option takes.
    package static let maximumPoints = 10_000.0
    /// Pixels per point: `--scale`.
    package static let scale = above(0, atMost: 8)
    /// A distance in points that may be 0: radii, borders, caps, insets, padding.
    package static let points = from(0, to: maximumPoints, unit: "points")
    /// A length in points that must not be 0: widths, heights, sizes.
    package static let length = above(0, atMost: maximumPoints, unit: "points")

    /// "more than 0 and at most 8", "0 to 10000 points".
    package var words: String {
        let range =
            excludesLower
            ? "more than \(NumberText.shortest(lower)) and at most \(NumberText.shortest(upper))"
            : "\(NumberText.shortest(lower)) to \(NumberText.shortest(upper))"
        return unit.isEmpty ? range : range + " " + unit
    }

    /// True when `value` is a finite number in the range.
    package func contains(_ value: Double) -> Bool {
        value.isFinite && (excludesLower ? value > lower : value >= lower) && value <= upper
    }

    /// "must be `words`, got `value`" when `value` is outside the range, else nil.
    package func problem(_ value: Double) -> String? {
        contains(value) ? nil : "must be \(words), got \(NumberText.shortest(value))"
    }
}
