extension StateStyle {
    /// The colour a platform tints a template image with to draw this state at run time
    /// (SPEC §13.5): the solid paint with the state's opacity folded into its alpha; nil when
    /// the state is drawn in a way only pixels carry (a gradient, gloss or image paint, a
    /// selection background or glow of its own).
    public var runTimeTint: StraightColor? {
        guard case .solid(let color) = paint, !selectionBackground, !glow else { return nil }
        var tint = color
        tint.alpha = UInt8(clamping: Double(color.alpha) * opacity)
        return tint
    }
}

extension StyleDefinition {
    /// The colour of each state in each appearance, for the states a platform can tint at run
    /// time in every appearance the style makes, in the style's order; the others are ``pixelOnlyStates``.
    public var runTimeTints: [(state: IconState, colors: [Appearance: StraightColor])] {
        states.compactMap { state in
            var colors = [Appearance: StraightColor]()
            for appearance in appearances {
                guard let tint = look(state, in: appearance).runTimeTint else { return nil }
                colors[appearance] = tint
            }
            return (state.state, colors)
        }
    }

    /// The states that cannot be tinted at run time in some appearance (SPEC §13.5): vector output
    /// writes them as PNGs.
    public var pixelOnlyStates: [IconState] {
        let tinted = Set(runTimeTints.map(\.state))
        return states.map(\.state).filter { !tinted.contains($0) }
    }
}
