/// A text file a layout writes beside the images, relative to the output folder.
struct OutputTextFile: Sendable {
    /// Where it goes.
    var path: String
    /// What it holds.
    var text: String
    /// What the file is for.
    var kind: Kind = .descriptor

    /// What a layout's text file is for.
    enum Kind: Sendable {
        /// It describes images: a catalog's `Contents.json`, a state list.
        case descriptor
        /// It styles them: `icons.css`.
        case stylesheet
        /// It is an icon's vector.
        case vector
    }
}
