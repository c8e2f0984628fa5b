/// A text file a layout writes beside the images, relative to the output folder.
package struct OutputTextFile: Sendable {
    /// Where it goes.
    package var path: String
    /// What it holds.
    package var text: String
    /// What the file is for.
    package var kind: Kind = .descriptor

    /// A file at `path` holding `text`, for `kind`.
    package init(path: String, text: String, kind: Kind = .descriptor) {
        self.path = path
        self.text = text
        self.kind = kind
    }

    /// What a layout's text file is for.
    package enum Kind: Sendable {
        /// It describes images: a catalog's `Contents.json`, a state list.
        case descriptor
        /// It styles them: `icons.css`.
        case stylesheet
        /// It is an icon's vector.
        case vector
    }
}
