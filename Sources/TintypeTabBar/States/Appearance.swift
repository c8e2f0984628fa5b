/// The appearance a variant is drawn for (SPEC §4.3): every platform shows
/// light or dark content.
public enum Appearance: String, CaseIterable, Hashable, Sendable, Codable {
    /// The default appearance.
    case light
    /// The dark appearance (iOS's dark mode, Android's night resources,
    /// `prefers-color-scheme: dark` on the web).
    case dark

    /// What a file name carries for the appearance: nothing for light, `-dark` for dark.
    public var fileSuffix: String {
        switch self {
        case .light: return ""
        case .dark: return "-dark"
        }
    }
}
