/// One file `tintype appicon --project` writes or changes in a project (SPEC §11.17), and why.
package struct ProjectIconFile: Hashable, Sendable {
    /// What the file holds.
    package enum Content: Hashable, Sendable {
        /// An image of `layer`, `width × height` pixels, as PNG, or as lossless WebP with `webp`.
        case image(layer: AppIconLayer, width: Int, height: Int, glyphRadius: Double, canvas: CanvasPlacement, webp: Bool = false)
        /// An `.ico` of these square sizes, each a PNG of `layer`.
        case ico(layer: AppIconLayer, sides: [Int], glyphRadius: Double)
        /// An `.icns` of these types (`ic10`), each a PNG of `layer`.
        case icns(layer: AppIconLayer, types: [String], glyphRadius: Double)
        /// A text file (a configuration edited in place, or one added): its bytes, every byte the edit
        /// does not mean to change kept as it was, in whatever encoding the file is in.
        case text([UInt8])
        /// An Icon Composer bundle (`path` is its folder): its `icon.json` and the assets it names, as
        /// `--platform icon` writes them (a bundle master's own layers).
        case iconBundle
    }

    /// The largest side an icon of the project is drawn at: a file claiming more (a store's largest
    /// icon is 1,024 px) is left as it is, and said, before anything is drawn.
    static let largestSide = 4096

    /// The record of the icons written into an app's project, at the project's top.
    static let recordName = ".tintype-icons.json"
    /// The journal of a project write a kill interrupted, beside the record (`AppIconSet.journalName(of:)` of it).
    static let journalName = ".tintype-icons.journal"

    /// The path, relative to the project's folder.
    package var path: String
    /// What it holds.
    package var content: Content
    /// Why it is written, for `--dry-run` and the run's report: `replaces the 180×180 PNG`.
    package var reason: String
}
