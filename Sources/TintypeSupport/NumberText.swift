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
}
