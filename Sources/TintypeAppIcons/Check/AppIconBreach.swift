import TintypeSupport

extension AppIconCheck {
    /// One way an app icon set breaks a platform's rules (SPEC §11.8): the file, the rule, and what was found.
    public struct Breach: Hashable, Sendable, CustomStringConvertible {
        /// The rules `tintype check` knows.
        public enum Rule: String, Hashable, Sendable, CaseIterable {
            /// A file the set names, or a density or scale the platform needs, is not there.
            case missingFile = "missing-file"
            /// A file is there but cannot be read or parsed.
            case unreadable
            /// An image's size is not its slot's.
            case wrongSize = "wrong-size"
            /// An iOS light or store icon, or an Apple touch icon, has an alpha channel.
            case alphaInOpaqueIcon = "alpha-in-opaque-icon"
            /// An iOS tinted icon has a pixel that is not gray.
            case tintedNotGray = "tinted-not-gray"
            /// An adaptive icon without a `<monochrome>` layer (Android 13 tints the colour icon instead).
            case missingMonochrome = "missing-monochrome"
            /// Art outside a safe zone (the adaptive icon's 66 dp circle, a maskable icon's 80 % circle).
            case outsideSafeZone = "outside-safe-zone"
            /// A notification icon with a pixel that is not white.
            case notificationColor = "notification-color"
            /// A maskable web icon with transparent pixels.
            case maskableTransparent = "maskable-transparent"
            /// A glyph that does not show on its ground (SPEC §11.16): the light, dark or tinted icon,
            /// the adaptive foreground on its background, a maskable icon; contrast under 1.5:1.
            case lowContrast = "low-contrast"
            /// A descriptor names a file outside the folder checked (absolute, `..`, or through a
            /// symbolic link): not opened.
            case outsideFolder = "outside-folder"
            /// A launch screen's colour or image has no variant for an appearance the others have (a
            /// colour set without its dark colour).
            case missingAppearance = "missing-appearance"
            /// A launch screen's resource names something that is not there (a theme's `@drawable/`, a
            /// plist's colour set), or a startup image's media query matches no image of its size.
            case unresolved

            /// The rule in a few words, for `tintype check --help`'s list (every rule has one).
            public var summary: String {
                switch self {
                case .missingFile: "a file, density, scale or slot that is not there"
                case .unreadable: "a file that cannot be read or parsed"
                case .wrongSize: "an image not of its slot's size"
                case .alphaInOpaqueIcon: "an iOS light icon with an alpha channel"
                case .tintedNotGray: "an iOS tinted icon with colour"
                case .missingMonochrome: "an adaptive icon without <monochrome>"
                case .outsideSafeZone: "art past the adaptive 66 dp or maskable 80 % circle"
                case .notificationColor: "a notification icon pixel that is not white"
                case .maskableTransparent: "a maskable web icon with transparent pixels"
                case .lowContrast: "a glyph that does not show on its ground (under 1.5:1)"
                case .outsideFolder: "a descriptor naming a file outside PATH (not opened)"
                case .missingAppearance: "a launch colour set without its dark colour"
                case .unresolved: "a launch plist, theme or startup link naming nothing"
                }
            }
        }

        /// The file concerned, as found under the folder checked.
        public var file: String
        /// The rule broken.
        public var rule: Rule
        /// What was found.
        public var detail: String

        /// A breach.
        public init(file: String, rule: Rule, detail: String) {
            self.file = file
            self.rule = rule
            self.detail = detail
        }

        /// `FILE: RULE: DETAIL`, escaped for a terminal.
        public var description: String { DisplayText.escaped("\(file): \(rule.rawValue): \(detail)") }
    }
}
