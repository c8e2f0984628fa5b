import TintypeSupport

/// What an asset catalog's colour sets and appearance-aware entries hold, as Xcode writes them
/// (shared by the tab-bar catalog and launch screens).
package enum AssetCatalogColorSet {
    /// A colour set's `Contents.json` text: the light colour and the dark one, each when there is one.
    package static func contents(light: StraightColor?, dark: StraightColor?) -> String {
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        json.member(
            "colors",
            array: { json in
                for (color, isDark) in [(light, false), (dark, true)] {
                    guard let color else { continue }
                    json.beginObject()
                    if isDark { darkAppearance(&json) }
                    json.objectMember(
                        "color",
                        { json in
                            json.member("color-space", "srgb")
                            json.objectMember(
                                "components",
                                { json in
                                    json.member("alpha", component(color.alpha))
                                    json.member("blue", component(color.blue))
                                    json.member("green", component(color.green))
                                    json.member("red", component(color.red))
                                })
                        })
                    json.member("idiom", "universal")
                    json.endObject()
                }
            })
        AssetCatalogInfo.write(&json)
        json.endObject()
        return json.text + "\n"
    }

    /// A colour component as Xcode writes an 8-bit one: `0x8E`.
    private static func component(_ value: UInt8) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "0x" + (hex.count == 1 ? "0" + hex : hex)
    }

    /// The `appearances` member of an entry for the dark appearance.
    package static func darkAppearance(_ json: inout JSONByteWriter) {
        json.member(
            "appearances",
            array: { json in
                json.beginObject()
                json.member("appearance", "luminosity")
                json.member("value", "dark")
                json.endObject()
            })
    }
}
