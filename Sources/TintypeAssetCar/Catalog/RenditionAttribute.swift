/// What a rendition's key says about it, attribute by attribute (CoreUI's theme attributes; a catalog's
/// KEYFORMAT lists which it keys by, in order). The raw value is the number the file stores.
package enum RenditionAttribute: UInt16, Sendable, CaseIterable, CustomStringConvertible {
    case look = 0
    case element, part, size, direction, placeholder, value, appearance, dimension1, dimension2, state, layer, scale
    case localization, presentationState, idiom, subtype, identifier, previousValue, previousState, sizeClassHorizontal
    case sizeClassVertical, memoryClass, graphicsClass, displayGamut, deploymentTarget, glyphWeight, glyphSize

    /// The attribute's name as CoreUI's dumps give it (`identifier`, `sizeClassHorizontal`).
    package var description: String { "\(name)" }

    private var name: String {
        switch self {
        case .look: "look"
        case .element: "element"
        case .part: "part"
        case .size: "size"
        case .direction: "direction"
        case .placeholder: "placeholder"
        case .value: "value"
        case .appearance: "appearance"
        case .dimension1: "dimension1"
        case .dimension2: "dimension2"
        case .state: "state"
        case .layer: "layer"
        case .scale: "scale"
        case .localization: "localization"
        case .presentationState: "presentationState"
        case .idiom: "idiom"
        case .subtype: "subtype"
        case .identifier: "identifier"
        case .previousValue: "previousValue"
        case .previousState: "previousState"
        case .sizeClassHorizontal: "sizeClassHorizontal"
        case .sizeClassVertical: "sizeClassVertical"
        case .memoryClass: "memoryClass"
        case .graphicsClass: "graphicsClass"
        case .displayGamut: "displayGamut"
        case .deploymentTarget: "deploymentTarget"
        case .glyphWeight: "glyphWeight"
        case .glyphSize: "glyphSize"
        }
    }
}
