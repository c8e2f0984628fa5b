import TintypeSupport

extension Batch {
    /// Why an icon's files cannot be written under its name, found before any of its art is
    /// read: the icon fails, naming every file concerned, and the batch goes on.
    public enum NameClash: Hashable, Sendable, CustomStringConvertible {
        /// Files that each give the icon at one scale (`chat.png` and `chat.jpg`; two SVG
        /// masters): each group of paths, relative to the input folder.
        case sameIcon([[String]])
        /// Icons whose names the layout turns into one (`my-icon` and `my_icon` on Android):
        /// their files, the name they become and the layout's name.
        case sameOutputName(files: [String], name: String, layout: String)
        /// Icons whose names differ only in case or Unicode form: one file on a
        /// case-insensitive disk (macOS's default).
        case caseOnly(files: [String])
        /// One of the icon's files would be another icon's variant (`chat-pressed.png` is
        /// `chat`'s pressed state): the file, that icon, the variant, this icon's first
        /// source and the layout's name.
        case variantFile(file: String, owner: String, variant: String, source: String, layout: String)
        /// One of the icon's files would be one of the batch's own (`what` says which).
        case batchFile(file: String, what: String, source: String)
        /// A file name of the icon would be longer than a file system allows.
        case nameTooLong(name: String, source: String)

        /// The clash in words, naming the files and how to mend it.
        public var description: String {
            switch self {
            case .sameIcon(let groups):
                return groups.map { "\($0.joined(separator: " and ")) are the same icon " + Self.scaleWords($0[0]) }
                    .joined(separator: "; ")
            case .sameOutputName(let files, let name, let layout):
                return "\(files.joined(separator: " and ")) all become '\(name)' in the \(layout) layout; rename all but one"
            case .caseOnly(let files):
                return "\(files.joined(separator: " and ")) differ only in case or Unicode form: they would be one file on a "
                    + "case-insensitive disk (macOS's default); rename all but one"
            case .variantFile(let file, let owner, let variant, let source, let layout):
                return "its file \(file) would also be \(owner)'s \(variant) variant; rename \(source) "
                    + "(a state's or an appearance's name follows the icon's in the \(layout) layout)"
            case .batchFile(let file, let what, let source):
                return "its file \(file) would be the batch's own \(what); rename \(source)"
            case .nameTooLong(let name, let source):
                return "its file name \(name) would be \(name.utf8.count) bytes, over the \(FileBytes.maximumNameBytes) bytes a file "
                    + "system allows; rename \(source) (nothing of it was written)"
            }
        }

        /// True for the clashes of names alone (``caseOnly(files:)``, ``sameOutputName(files:name:layout:)``),
        /// which ``BatchOptions/renameClashes`` mends.
        public var isNameClash: Bool {
            switch self {
            case .caseOnly, .sameOutputName: return true
            default: return false
            }
        }

        /// A name clash in a few words, without the mend (a message listing several clashes gives it once).
        public var summary: String {
            switch self {
            case .caseOnly(let files):
                return "\(files.joined(separator: " and ")) differ only in case or Unicode form (one file on a case-insensitive disk, "
                    + "macOS's default)"
            case .sameOutputName(let files, let name, let layout):
                return "\(files.joined(separator: " and ")) all become '\(name)' in the \(layout) layout"
            default: return description
            }
        }

        /// "at @2x" for `icon@2x.png` ("@1x" without a suffix); "as SVG masters" for an SVG.
        private static func scaleWords(_ path: String) -> String {
            path.lowercased().hasSuffix(".svg") ? "as SVG masters" : "at @\(NumberText.shortest(ScaleSuffix.parse(path).scale))x"
        }
    }
}
