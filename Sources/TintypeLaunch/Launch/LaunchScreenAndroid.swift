import TintypeSupport

/// Android splash screens (SPEC §14.2): for Android 12+ a `values-v31` theme setting the
/// platform's `android:windowSplashScreen*` attributes, for API 23–30 the same theme through
/// the AndroidX SplashScreen compat library (parent `Theme.SplashScreen`, `postSplashScreenTheme`),
/// the colours with their night variants, and the icon: a VectorDrawable where the art allows,
/// else PNGs per density, on the 288 dp canvas (240 dp with an icon background) with the logo's
/// content inside the circle the system shows (192 dp, or 160).
struct LaunchScreenAndroid {
    static let folder = "android/res"
    /// The theme's name, which the launching activity's `android:theme` gives.
    static let themeName = "Theme.App.Starting"
    static let iconName = "splash_icon"
    static let brandingName = "splash_branding"
    /// The icon canvas's side in dp: without an icon background, and with one.
    static let canvas = (plain: 288.0, plated: 240.0)
    /// The circle the system shows the icon in, as a fraction of the canvas's side (192 of 288, 160 of 240): a radius of a third.
    static let circleRadius = 1.0 / 3
    /// The branding image's box in dp.
    static let brandingBox = (width: 200, height: 80)

    /// Every file; `postTheme` is the app's own theme, which the compat library switches to.
    static func files(
        _ art: LaunchArt, postTheme: String, encoder: PNGEncoder, warnings: inout [Warning]
    ) throws(ImageFileError) -> [AppIconSet.File] {
        let side = art.design.iconBackground == nil ? canvas.plain : canvas.plated
        var files = try icon(art, side: side, encoder: encoder, warnings: &warnings)
        if let branding = art.branding {
            for density in AndroidAppIcon.densities {
                for dark in branding.dark != branding.light ? [false, true] : [false] {
                    let path = "\(folder)/drawable\(dark ? "-night" : "")-\(density.name)/\(brandingName).png"
                    let image = try LaunchPictures.branding(branding, dark: dark, scale: Double(density.scale) / 2)
                    files.append(
                        AppIconSet.File(path: path, bytes: try encoder.encode(image, file: path), side: image.width, height: image.height))
                }
            }
        }
        files.append(LaunchScreenIOS.text("\(folder)/values/splash_colors.xml", colors(art.design, dark: false)))
        files.append(LaunchScreenIOS.text("\(folder)/values-night/splash_colors.xml", colors(art.design, dark: true)))
        files.append(LaunchScreenIOS.text("\(folder)/values/splash_theme.xml", theme(art, postTheme: postTheme, platform: false)))
        files.append(LaunchScreenIOS.text("\(folder)/values-v31/splash_theme.xml", theme(art, postTheme: postTheme, platform: true)))
        return files
    }

    /// The icon: `drawable/splash_icon.xml` (and `drawable-night/` when the dark logo differs), or PNGs
    /// in `drawable-DENSITY/` (and `drawable-night-DENSITY/`).
    private static func icon(
        _ art: LaunchArt, side: Double, encoder: PNGEncoder, warnings: inout [Warning]
    ) throws(ImageFileError) -> [AppIconSet.File] {
        let (light, dark) = art.plated
        let variants: [(painter: AppIconPainter, tree: VectorDocument?, qualifier: String)] =
            [(light, art.trees?.light, "")] + (LaunchArt.differ(light, dark) ? [(dark, art.trees?.dark, "-night")] : [])
        if let texts = LaunchPictures.vectors(
            variants.map { ($0.painter, $0.tree) }, side: side, glyphRadius: circleRadius, warnings: &warnings,
            written: { (document, file) throws(VectorDocument.Refusal) in
                try VectorDrawableWriter.xml(document, file: file, size: PointSize(width: side, height: side))
            })
        {
            return zip(variants, texts).map { LaunchScreenIOS.text("\(folder)/drawable\($0.qualifier)/\(iconName).xml", $1) }
        }
        var files: [AppIconSet.File] = []
        for density in AndroidAppIcon.densities {
            let pixels = Int(clamping: side * Double(density.scale) / 2, to: 1...Int(Int32.max))
            for variant in variants {
                let path = "\(folder)/drawable\(variant.qualifier)-\(density.name)/\(iconName).png"
                let image = try variant.painter.image(.glyph, side: pixels, glyphRadius: circleRadius)
                files.append(AppIconSet.File(path: path, bytes: try encoder.encode(image, file: path), side: pixels, layer: .glyph))
            }
        }
        return files
    }

    /// `splash_colors.xml`: the background and the icon background, light or dark.
    private static func colors(_ design: LaunchScreenDesign, dark: Bool) -> String {
        func argb(_ color: StraightColor) -> String { "#FF" + String(color.hexString.dropFirst().prefix(6)) }
        var lines = ["    <color name=\"splash_background\">\(argb(dark ? design.darkBackground : design.background))</color>"]
        if let plate = design.iconBackground {
            let color = dark ? design.darkIconBackground ?? plate : plate
            lines.append("    <color name=\"splash_icon_background\">\(argb(color))</color>")
        }
        return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n" + lines.joined(separator: "\n") + "\n</resources>\n"
    }

    /// The splash theme: through the compat library's attributes, and on Android 12+ (`platform`) the
    /// platform's own too, with the branding image, which only the platform draws.
    private static func theme(_ art: LaunchArt, postTheme: String, platform: Bool) -> String {
        let plated = art.design.iconBackground != nil
        var items = [
            ("windowSplashScreenBackground", "@color/splash_background"),
            ("windowSplashScreenAnimatedIcon", "@drawable/\(iconName)")
        ]
        if plated { items.append(("windowSplashScreenIconBackgroundColor", "@color/splash_icon_background")) }
        items.append(("postSplashScreenTheme", "@style/\(postTheme)"))
        if platform {
            items += [
                ("android:windowSplashScreenBackground", "@color/splash_background"),
                ("android:windowSplashScreenAnimatedIcon", "@drawable/\(iconName)")
            ]
            if plated { items.append(("android:windowSplashScreenIconBackgroundColor", "@color/splash_icon_background")) }
            if art.branding != nil { items.append(("android:windowSplashScreenBrandingImage", "@drawable/\(brandingName)")) }
        }
        let parent = plated ? "Theme.SplashScreen.IconBackground" : "Theme.SplashScreen"
        let body = items.map { "        <item name=\"\($0.0)\">\(MarkupText.xml($0.1))</item>" }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <style name="\(themeName)" parent="\(parent)">
            \(body)
                </style>
            </resources>

            """
    }
}
