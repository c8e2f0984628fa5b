import TintypeSupport

extension StyleDefinition {
    /// `NAME=PAINT[,opacity=N][,glow][,selection]`: a state to add to a style, or one to
    /// change, as `--state` and a job's `state` give it. PAINT is a color, a gradient, or the
    /// name of a state whose paint it reuses (`disabled=normal,opacity=0.38`).
    package struct StateChange: Sendable, Hashable, CustomStringConvertible {
        /// The forms, as help texts name them.
        package static let formats = "NAME=PAINT[,opacity=0-1][,selection][,glow], PAINT a color, a gradient or another state's name"

        /// The change as written.
        package let text: String
        /// The state's name.
        package let name: String
        /// The paint's text: a color, a gradient, or a state name.
        package let paint: String
        /// The state's opacity, when given.
        package let opacity: Double?
        /// Whether the state gets a glow.
        package let glow: Bool
        /// Whether the state gets the selection background.
        package let selection: Bool
        /// A `KEY=VALUE` part whose key is not `opacity`, refused by name when applied.
        package let unknownKey: String?

        /// The change `text` describes; nil when it has no `=`, no paint, or an opacity that is not a number.
        package init?(parsing text: String) {
            guard let equals = text.firstIndex(of: "=") else { return nil }
            self.text = text
            name = String(text[..<equals])
            var paintParts = [Substring]()
            var opacity: Double?
            var unknownKey: String?
            var glow = false
            var selection = false
            for part in text[text.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false) {
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

        package var description: String { text }

        /// Adds the state to `style` or changes it there.
        /// - Returns: why it cannot be (a bad name, key, opacity or paint), or nil when it was applied.
        package func apply(to style: inout StyleDefinition) -> String? {
            if let problem = IconState.nameProblem(name) { return "\(text): \(problem)" }
            if let unknownKey { return "\(text): unknown key '\(unknownKey)'; the keys are opacity=0-1, selection and glow" }
            let state = IconState(name: name)!
            if let opacity, !(0...1).contains(opacity) {
                return "\(text): opacity must be from 0 to 1, got \(NumberText.shortest(opacity))"
            }
            var look = style[state] ?? StateStyle(state, paint: style.normal)
            if let reference = IconState(name: paint), let source = style[reference] {
                look.paint = source.paint
                let darkPaint = style.dark?.paints[reference]
                style.dark?.paints[state] = darkPaint
            } else if let parsed = Paint(parsing: paint) {
                look.paint = parsed
                // A paint given as an option is the state's paint in every appearance.
                style.dark?.paints[state] = nil
            } else {
                let states = style.states.map(\.state.name).joined(separator: ", ")
                return "\(text): '\(paint)' is neither a color, a gradient nor a state of the style (\(states))"
            }
            if let opacity { look.opacity = opacity }
            if glow { look.glow = true }
            if selection { look.selectionBackground = true }
            style.setState(look)
            return nil
        }
    }
}
