import TintypeSupport

extension Batch {
    /// Something a batch could not make: an icon, or one of the set's own files.
    /// The batch goes on; ``Batch/Summary/failures`` lists each, in the order they happened.
    public struct Failure: Hashable, Sendable, Encodable, CustomStringConvertible {
        /// What failed.
        public enum Part: String, Hashable, Sendable, Encodable {
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

        /// Why something failed.
        public enum Reason: Hashable, Sendable, CustomStringConvertible {
            /// The icon's name clashes with another's or with one of the batch's own files: nothing of it was read.
            case nameClash(Batch.NameClash)
            /// A file could not be read, drawn or written (`ImageFileError` names it).
            case file(ImageFileError)

            /// The reason in words, naming the file concerned.
            public var description: String {
                switch self {
                case .nameClash(let clash): return clash.description
                case .file(let error): return error.description
                }
            }
        }

        /// What failed.
        public var part: Part
        /// The icon's name, for ``Part/icon``.
        public var icon: String?
        /// Why.
        public var reason: Reason

        /// A failure of `part` (of the icon `icon`) for `reason`.
        public init(_ part: Part, icon: String? = nil, reason: Reason) {
            self.part = part
            self.icon = icon
            self.reason = reason
        }

        /// Encodes the failure as `tintype batch --json` prints it: its reason in words.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(icon, forKey: .icon)
            try container.encode(part, forKey: .part)
            try container.encode(reason.description, forKey: .reason)
        }

        private enum CodingKeys: String, CodingKey {
            case part, icon, reason
        }

        /// The failure in one line, control characters escaped: `chat: chat@2x.png: PNG: …`, `contact sheet: …`.
        public var description: String { DisplayText.escaped(words) }

        /// The line before its control characters are escaped.
        private var words: String {
            switch part {
            case .icon: return "\(icon ?? "icon"): \(reason)"
            case .sharedPieces: return "shared pieces: \(reason)"
            case .setFiles: return reason.description
            case .contactSheet: return "contact sheet: \(reason)"
            case .manifest: return "manifest: \(reason)"
            }
        }
    }
}
