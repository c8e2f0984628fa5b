/// One image an icon is made into, at each scale: a state in an appearance,
/// or the template image (black, the art's coverage as alpha) that an app
/// tints at run time.
package enum IconVariant: Hashable, Sendable, CustomStringConvertible {
    /// The icon in a state, drawn for an appearance.
    case state(IconState, Appearance)
    /// The template image.
    case template

    package var description: String {
        switch self {
        case .state(let state, .light): return state.name
        case .state(let state, .dark): return "\(state.name) (dark)"
        case .template: return "template"
        }
    }
}

extension IconVariant {
    /// The appearance the variant is drawn for (the template's is light: it has one).
    package var appearance: Appearance {
        switch self {
        case .state(_, let appearance): return appearance
        case .template: return .light
        }
    }

    /// What follows the icon's name for the variant's image set or file stem, before the
    /// appearance: nothing for normal, `-selected`, `-pressed`, …, `-template`.
    package var setSuffix: String {
        switch self {
        case .state(.normal, _): return ""
        case .state(let state, _): return "-" + state.name
        case .template: return "-template"
        }
    }

    /// The template image of `placed`: black, the mask's coverage as alpha, for
    /// apps that tint it at run time (UIKit's template rendering, Android's `tint`, CSS masks).
    package static func templateImage(_ placed: ArtMaster.PlacedArt) -> RGBAImage {
        placed.tinted(.solid(.black))
    }
}
