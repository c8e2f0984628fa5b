/// A layout whose files lie flat in the output folder, named `name-selected-dark@2x.png`
/// and `tabbar-background@2x.png`, with no descriptors (iOS files, the web).
protocol FlatLayout: LayoutRules {}

extension FlatLayout {
    func iconFile(_ name: String, variant: IconVariant, scale: Double) -> String {
        name + variant.setSuffix + variant.appearance.fileSuffix + Self.scaleSuffix(scale) + ".png"
    }

    func sharedFile(_ element: SharedElement, appearance: Appearance, scale: Double) -> String {
        element.rawValue + appearance.fileSuffix + Self.scaleSuffix(scale) + ".png"
    }

    func descriptors(
        forIcon name: String, states: [IconState], vector: VectorForm?, appearances: [Appearance], template: Bool, scales: [Double]
    ) -> [OutputTextFile] { [] }

    func descriptors(forShared element: SharedElement, appearances: [Appearance], scales: [Double]) -> [OutputTextFile] { [] }
}
