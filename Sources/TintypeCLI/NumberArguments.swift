import ArgumentParser
import TintypeSupport

/// The numbers an option accepts, worded the same way in `--help` and in the
/// usage error that refuses anything else.
struct NumberRange: Sendable {
    let lower: Double
    /// Whether `lower` itself is refused (`more than 0`) or allowed (`0 to 10`).
    let excludesLower: Bool
    let upper: Double
    /// What the numbers count, after the upper bound ("points"), or empty.
    let unit: String

    /// `lower` to `upper`, both allowed.
    static func from(_ lower: Double, to upper: Double, unit: String = "") -> NumberRange {
        NumberRange(lower: lower, excludesLower: false, upper: upper, unit: unit)
    }

    /// More than `lower`, at most `upper`.
    static func above(_ lower: Double, atMost upper: Double, unit: String = "") -> NumberRange {
        NumberRange(lower: lower, excludesLower: true, upper: upper, unit: unit)
    }

    /// Pixels per point: `--scale`.
    static let scale = above(0, atMost: 8)
    /// A distance in points that may be 0: radii, borders, caps, insets, padding.
    static let points = from(0, to: maximumPoints, unit: "points")
    /// A length in points that must not be 0: widths, heights, sizes.
    static let length = above(0, atMost: maximumPoints, unit: "points")

    /// "more than 0 and at most 8", "0 to 10000 points".
    var words: String {
        let range =
            excludesLower
            ? "more than \(NumberText.shortest(lower)) and at most \(NumberText.shortest(upper))"
            : "\(NumberText.shortest(lower)) to \(NumberText.shortest(upper))"
        return unit.isEmpty ? range : range + " " + unit
    }

    func contains(_ value: Double) -> Bool {
        value.isFinite && (excludesLower ? value > lower : value >= lower) && value <= upper
    }

    /// - Throws: `ValidationError` "`option` must be `words`, got `value`".
    func check(_ value: Double, option: String) throws {
        guard contains(value) else { throw ValidationError("\(option) must be \(words), got \(NumberText.shortest(value))") }
    }

    /// - Throws: `ValidationError` "`option` must be `words`, got `value`".
    func check(_ value: Int, option: String) throws {
        try check(Double(value), option: option)
    }
}

/// The largest size in points a size option takes.
let maximumPoints = 10_000.0

/// A number of points or pixels per point on the command line. Any number
/// parses, negative ones included (options taking it parse unconditionally, so
/// `-2` is a value, not an option); the command checks its ``NumberRange``
/// before running. Its help default reads as typed (`5`, not `5.0`).
struct NumberArgument: ExpressibleByArgument, CustomStringConvertible, Sendable {
    var value: Double

    init(_ value: Double) {
        self.value = value
    }

    init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self.value = value
    }

    var description: String { NumberText.shortest(value) }
}
