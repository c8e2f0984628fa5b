/// The appearances Apple's renderer draws an Icon Composer bundle in (SPEC §11.15), named as
/// Icon Composer names its exports (`NAME-iOS-Dark-1024x1024@1x.png`).
package enum IconComposerAppearance: String, CaseIterable, Sendable {
    /// The light appearance: the document as designed.
    case `default` = "Default"
    /// The dark appearance: the document's dark specializations, and a dark ground for an unspecialized fill.
    case dark = "Dark"
    /// The clear appearance on a light wallpaper: a grey ground, the layers in white by their brightness.
    case clearLight = "ClearLight"
    /// The clear appearance on a dark wallpaper.
    case clearDark = "ClearDark"
    /// The tinted appearance on a light wallpaper: a tint ground, the layers in white by their brightness.
    case tintedLight = "TintedLight"
    /// The tinted appearance on a dark wallpaper: a dark tint ground, the layers in the tint.
    case tintedDark = "TintedDark"

    /// The appearance `name` names, by Icon Composer's name or the lowercase words (`clear-dark`); nil for none.
    package init?(name: String) {
        let folded = name.lowercased().replacingOccurrences(of: "-", with: "")
        guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == folded || ($0 == .default && folded == "light") })
        else { return nil }
        self = found
    }

    /// The document's specialization key this appearance reads (`dark`, `tinted`), nil for the base values.
    /// The clear appearances read the tinted values, as the tinted ones do: Apple's clear renders draw a layer
    /// in its tinted fill and hide one its tinted opacity hides (measured on Icon Composer's exports).
    var specialization: String? {
        switch self {
        case .default: return nil
        case .dark: return "dark"
        case .clearLight, .clearDark, .tintedLight, .tintedDark: return "tinted"
        }
    }

    /// True for the appearances drawn in one hue from the layers' brightness (clear and tinted).
    var isMonochrome: Bool { self != .default && self != .dark }

    /// The ground of a monochrome appearance, top and bottom (sRGB), and the colour its layers turn to at full
    /// brightness: measured on Apple's exports of Icon Composer bundles (the ground does not depend on the design).
    var monochrome: (top: StraightColor, bottom: StraightColor, ink: StraightColor)? {
        func grey(_ value: UInt8) -> StraightColor { StraightColor(red: value, green: value, blue: value) }
        switch self {
        case .default, .dark: return nil
        case .clearLight: return (grey(142), grey(126), grey(255))
        case .clearDark: return (grey(71), grey(40), grey(255))
        case .tintedLight:
            return (
                StraightColor(red: 136, green: 116, blue: 216), StraightColor(red: 111, green: 87, blue: 207),
                StraightColor(red: 255, green: 255, blue: 255)
            )
        case .tintedDark:
            return (
                StraightColor(red: 20, green: 12, blue: 43), StraightColor(red: 8, green: 4, blue: 16),
                StraightColor(red: 81, green: 45, blue: 171)
            )
        }
    }
}
