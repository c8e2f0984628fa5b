/// The vector trees an app icon set's VectorDrawable layers are made from (SPEC §13.6): the
/// master's, and the monochrome art's when the silhouette is drawn from other art.
public struct AppIconVectors: Sendable {
    /// The master's tree.
    public var master: VectorDocument
    /// The monochrome art's tree; nil when there is no monochrome art, or it is not a vector.
    public var monochrome: VectorDocument?

    /// The trees of a master and its monochrome art.
    public init(master: VectorDocument, monochrome: VectorDocument? = nil) {
        self.master = master
        self.monochrome = monochrome
    }
}
