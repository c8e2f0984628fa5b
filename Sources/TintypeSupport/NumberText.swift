/// The one way Tintype writes a number for people and files: Swift's shortest
/// form without a needless `.0` (`2`, `1.5`, `0.1`, `1e-07`). File names
/// (`@1.5x`), JSON, CSS, messages and the command line all use it, so a number
/// reads the same wherever it lands.
package enum NumberText {
    /// `value` in its shortest form: `2` for 2.0, `1.5`, `1e-07`.
    package static func shortest(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// `value` to `digits` significant digits, in its shortest form: a size a drawing tool
    /// wrote with float noise (`1599.9999`, `4.2333332`) as a person reads it (`1600`, `4.23333`).
    package static func significant(_ value: Double, digits: Int = 6) -> String {
        guard value.isFinite, value != 0 else { return shortest(value) }
        // The power of ten of the last digit kept, found by counting (no libm in this module).
        var magnitude = 0
        var scaled = abs(value)
        while scaled >= 10 {
            scaled /= 10
            magnitude += 1
        }
        while scaled < 1 {
            scaled *= 10
            magnitude -= 1
        }
        let exponent = digits - 1 - magnitude
        var factor = 1.0
        for _ in 0..<abs(exponent) { factor *= 10 }
        let rounded = exponent >= 0 ? (value * factor).rounded() / factor : (value / factor).rounded() * factor
        return shortest(rounded)
    }
}
