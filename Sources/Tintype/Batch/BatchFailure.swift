import TintypeSupport

extension Batch {
    /// Something a batch could not make: an icon, or one of the set's own files.
    /// The batch goes on; ``Batch/Summary/failures`` lists each, in the order they happened.
    public struct Failure: Hashable, Sendable, Codable, CustomStringConvertible {
        /// What failed.
        public enum Part: String, Hashable, Sendable, Codable {
            /// One icon (``icon`` names it): a source that cannot be read, a name that clashes, a file that cannot be written.
            case icon
            /// The bar background, selection background, glow or arrow.
            case sharedPieces = "shared-pieces"
            /// A layout's files for the whole set (`Icons.xcassets/Contents.json`, `icons.css`) or `preview.html`.
            case setFiles = "set-files"
            /// A page of the contact sheet.
            case contactSheet = "contact-sheet"
            /// `manifest.json`.
            case manifest
        }

        /// What failed.
        public var part: Part
        /// The icon's name, for ``Part/icon``.
        public var icon: String?
        /// Why, naming the file concerned.
        public var reason: String

        /// A failure of `part` (of the icon `icon`) for `reason`.
        public init(_ part: Part, icon: String? = nil, reason: String) {
            self.part = part
            self.icon = icon
            self.reason = reason
        }

        /// The failure in one line, control characters escaped: `chat: chat@2x.png: PNG: …`, `contact sheet: …`.
        public var description: String { DisplayText.escaped(words) }

        /// The line before its control characters are escaped.
        private var words: String {
            switch part {
            case .icon: return "\(icon ?? "icon"): \(reason)"
            case .sharedPieces: return "shared pieces: \(reason)"
            case .setFiles: return reason
            case .contactSheet: return "contact sheet: \(reason)"
            case .manifest: return "manifest: \(reason)"
            }
        }
    }
}
