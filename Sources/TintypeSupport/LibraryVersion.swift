/// The version of the Tintype library and tool.
// Named LibraryVersion, not TintypeVersion: with Swift 6.3.1 the old name was
// missing from the symbol graph (and so from the documentation), which a name that
// does not begin with the module's name avoids.
public enum LibraryVersion: Sendable {
    /// The version, `MAJOR.MINOR.PATCH`: what `tintype --version` prints and the manifest records.
    public static let current = "0.1.0"
}
