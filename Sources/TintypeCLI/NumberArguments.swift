import ArgumentParser
import Tintype
import TintypeSupport

extension NumberRange {
    /// - Throws: `ValidationError` "`option` must be `words`, got `value`".
    func check(_ value: Double, option: String) throws {
        if let problem = problem(value) { throw ValidationError("\(option) \(problem)") }
    }

    /// - Throws: `ValidationError` "`option` must be `words`, got `value`".
    func check(_ value: Int, option: String) throws {
        try check(Double(value), option: option)
    }
}

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
