import FoundationEssentials
import TintypeSupport

/// Files that all claim one icon name at one scale: the batch cannot tell which
/// to use, so it makes none of them and names them all.
package struct NameConflict: Hashable, Sendable {
    /// The icon name they share (`chat`).
    package var name: String
    /// The files, relative to the input folder, sorted.
    package var paths: [String]

    /// `paths` that all give the icon `name`.
    package init(name: String, paths: [String]) {
        self.name = name
        self.paths = paths
    }
}
