import FoundationEssentials
import TintypeSupport

/// Files that all claim one icon name at one scale: the batch cannot tell which
/// to use, so it makes none of them and names them all.
public struct NameConflict: Hashable, Sendable {
    /// The icon name they share (`chat`).
    public var name: String
    /// The files, relative to the input folder, sorted.
    public var paths: [String]

    /// `paths` that all give the icon `name`.
    public init(name: String, paths: [String]) {
        self.name = name
        self.paths = paths
    }
}
