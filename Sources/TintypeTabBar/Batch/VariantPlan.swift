/// One variant a batch makes of every icon at every scale, with what decides its pixels.
package struct VariantPlan: Sendable {
    let variant: IconVariant
    /// The state's look in the variant's appearance; nil for the template image.
    let look: StateStyle?

    /// Every variant a style makes, in the order files are written: each
    /// appearance's states in the style's order, then the template when asked for.
    static func all(for style: StyleDefinition, template: Bool) -> [VariantPlan] {
        var plans = [VariantPlan]()
        for appearance in style.appearances {
            for state in style.states {
                plans.append(VariantPlan(variant: .state(state.state, appearance), look: style.look(state, in: appearance)))
            }
        }
        if template { plans.append(VariantPlan(variant: .template, look: nil)) }
        return plans
    }

    /// The appearance the variant is drawn for (the template's is light: it has one).
    var appearance: Appearance { variant.appearance }

    /// What the manifest calls the file.
    package var kind: BatchManifest.File.Kind { look == nil ? .template : .icon }

    /// Everything besides the art that decides the variant's pixels, as its digest records it:
    /// a variant depends on its own look, not on the rest of the style (its appearance only through its paint).
    /// Made once a batch (every file of the variant needs it).
    let digest: String

    init(variant: IconVariant, look: StateStyle?) {
        self.variant = variant
        self.look = look
        digest = look.map { "state " + $0.digest } ?? "template"
    }

    /// The variant of `placed`.
    func draw(_ placed: ArtMaster.PlacedArt) -> RGBAImage {
        if let look { return look.draw(placed) }
        return IconVariant.templateImage(placed)
    }
}
