import ArgumentParser
import Tintype
import TintypeSupport

/// `--state NAME=PAINT[,opacity=N][,glow][,selection]`: a state to add to the
/// style, or one to change. PAINT is a color, a gradient, or the name of a
/// state whose paint it reuses (`disabled=normal,opacity=0.38`).
struct StateArgument: ExpressibleByArgument, CustomStringConvertible {
    /// The forms, as the help text names them.
    static let formats = "NAME=PAINT[,opacity=0-1][,selection][,glow], PAINT a color, a gradient or another state's name"

    let text: String
    let name: String
    /// The paint's text: a color, a gradient, or a state name.
    let paint: String
    let opacity: Double?
    let glow: Bool
    let selection: Bool
    /// A `KEY=VALUE` part whose key is not `opacity`, refused by name.
    let unknownKey: String?

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "=") else { return nil }
        text = argument
        name = String(argument[..<equals])
        var paintParts = [Substring]()
        var opacity: Double?
        var unknownKey: String?
        var glow = false
        var selection = false
        for part in argument[argument.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false) {
            if part.hasPrefix("opacity=") {
                guard let value = Double(part.dropFirst("opacity=".count)) else { return nil }
                opacity = value
            } else if part == "glow" {
                glow = true
            } else if part == "selection" {
                selection = true
            } else if let equals = part.firstIndex(of: "=") {
                // KEY=VALUE that is not opacity: a misspelt key (opacty=0.5), not a paint.
                unknownKey = String(part[..<equals])
            } else {
                paintParts.append(part)
            }
        }
        paint = paintParts.joined(separator: ",")
        guard !paint.isEmpty || unknownKey != nil else { return nil }
        self.unknownKey = unknownKey
        self.opacity = opacity
        self.glow = glow
        self.selection = selection
    }

    var description: String { text }

    /// Adds the state to `style` or changes it there.
    /// - Throws: `ValidationError` naming the option when the name, paint or opacity is wrong.
    func apply(to style: inout StyleDefinition) throws {
        if let problem = IconState.nameProblem(name) { throw ValidationError("--state \(text): \(problem)") }
        if let unknownKey {
            throw ValidationError("--state \(text): unknown key '\(unknownKey)'; the keys are opacity=0-1, selection and glow")
        }
        let state = IconState(name: name)!
        if let opacity, !(0...1).contains(opacity) {
            throw ValidationError("--state \(text): opacity must be from 0 to 1, got \(NumberText.shortest(opacity))")
        }
        var look = style[state] ?? StateStyle(state, paint: style.normal)
        if let reference = IconState(name: paint), let source = style[reference] {
            look.paint = source.paint
            let darkPaint = style.dark?.paints[reference]
            style.dark?.paints[state] = darkPaint
        } else if let parsed = PaintArgument(argument: paint) {
            look.paint = parsed.paint
            // A paint given on the command line is the state's paint in every appearance.
            style.dark?.paints[state] = nil
        } else {
            throw ValidationError(
                "--state \(text): '\(paint)' is neither a color, a gradient nor a state of the style (\(style.states.map(\.state.name).joined(separator: ", ")))"
            )
        }
        if let opacity { look.opacity = opacity }
        if glow { look.glow = true }
        if selection { look.selectionBackground = true }
        style.setState(look)
    }
}
