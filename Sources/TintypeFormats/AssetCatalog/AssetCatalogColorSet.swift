/// What an asset catalog's colour sets hold, as Xcode writes them (shared by the tab-bar catalog and
/// launch screens).
package enum AssetCatalogColorSet {
    /// A colour set's `Contents.json` text: the light colour and the dark one, each when there is one.
    package static func contents(light: StraightColor?, dark: StraightColor?) -> String {
        var colors: [AssetCatalogContents.Color] = []
        if let light { colors.append(AssetCatalogContents.Color(color: light)) }
        if let dark { colors.append(AssetCatalogContents.Color(appearances: [.dark], color: dark)) }
        return AssetCatalogContents(colors: colors).text
    }
}
