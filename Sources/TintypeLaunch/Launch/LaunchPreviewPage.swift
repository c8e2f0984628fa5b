import TintypeSupport

/// `preview.html` of a launch screen set (SPEC §14.4): the proof sheet's screens drawn by the
/// browser from the files just written. The iPhone shows the `UILaunchScreen` composition (the
/// colour set's colours behind the logo image set's image, at its size in points); the Android
/// phone its splash icon through the circle the system shows, on its plate; the iPad a web
/// startup image as written (or the iOS composition when the set has no web images). No script,
/// no network. Geometry is the proof sheet's at 1×: half a pixel a point.
enum LaunchPreviewPage {
    /// The page's file, in the set's folder.
    static let fileName = "preview.html"

    /// The page for a set of `art` holding the files at `paths` (relative to the page).
    static func html(_ art: LaunchArt, paths: Set<String>) -> String {
        let design = art.design
        var body = ""
        let logo = image(paths, in: "\(LaunchScreenIOS.catalog)/\(LaunchScreenIOS.logoName).imageset/", stem: LaunchScreenIOS.logoName)
        let branding = image(
            paths, in: "\(LaunchScreenIOS.catalog)/\(LaunchScreenIOS.brandingName).imageset/", stem: LaunchScreenIOS.brandingName)
        // The phones in one row, as on the proof sheet.
        var headings: [String] = []
        var phones = ""
        if let logo {
            headings.append("iPhone in portrait, light and dark (UILaunchScreen's colour set and image set)")
            for dark in [false, true] {
                phones += screen(
                    LaunchProofSheet.iphone, ground: dark ? design.darkBackground : design.background,
                    logo: dark ? logo.dark : logo.light, branding: dark ? branding?.dark : branding?.light)
            }
        }
        if let android = android(art, paths: paths) {
            headings.append(android.heading)
            phones += android.screens
        }
        if !phones.isEmpty {
            body += "<h2>\(MarkupText.html(headings.joined(separator: "; ")))</h2>\n<div class=\"row\">\(phones)</div>\n"
        }
        let tablet = "\(LaunchScreenWeb.folder)/\(LaunchScreenWeb.imageFolder)/apple-splash-2752x2064"
        if paths.contains(tablet + ".png") {
            body += "<h2>iPad in landscape, light and dark: the web's startup images</h2>\n<div class=\"row\">"
            for suffix in ["", "-dark"] where paths.contains(tablet + suffix + ".png") {
                body += "<div class=\"device\" style=\"width:688px;height:516px\">"
                body += "<img class=\"whole\" src=\"\(MarkupText.url(tablet + suffix + ".png"))\" alt=\"iPad startup image\"></div>"
            }
            body += "</div>\n"
        } else if let logo {
            body += "<h2>iPad in landscape, light and dark</h2>\n<div class=\"row\">"
            for dark in [false, true] {
                body += screen(
                    LaunchProofSheet.ipadLandscape, ground: dark ? design.darkBackground : design.background,
                    logo: dark ? logo.dark : logo.light, branding: dark ? branding?.dark : branding?.light)
            }
            body += "</div>\n"
        }
        return page(body)
    }

    /// The image set's image for the light and the dark appearance: its SVG, or its 3× PNG, and the `-dark` one when there is one.
    private static func image(_ paths: Set<String>, in folder: String, stem: String) -> (light: String, dark: String)? {
        for name in [stem + ".svg", stem + "@3x.png"] where paths.contains(folder + name) {
            let dark = folder + name.replacingOccurrences(of: stem, with: stem + "-dark")
            return (folder + name, paths.contains(dark) ? dark : folder + name)
        }
        return nil
    }

    /// One device of `points` at half a pixel a point: the ground, the logo (a 192-point square) at its
    /// centre, the branding (a 200 × 80 point box) above its foot.
    private static func screen(_ points: PixelSize, ground: StraightColor, logo: String, branding: String?) -> String {
        let scale = LaunchProofSheet.pointScale
        let side = Double(LaunchScreenIOS.logoSide) * scale
        var html =
            "<div class=\"device\" style=\"width:\(Int(Double(points.width) * scale))px;height:\(Int(Double(points.height) * scale))px;"
        html += "background:\(ground.hexString)\"><img class=\"centre\" style=\"width:\(px(side));height:\(px(side))\" "
        html += "src=\"\(MarkupText.url(logo))\" alt=\"logo\">"
        if let branding {
            let box = LaunchScreenIOS.brandingBox
            html += "<img class=\"foot\" style=\"width:\(px(Double(box.width) * scale));height:\(px(Double(box.height) * scale));"
            html += "bottom:\(px(LaunchPictures.brandingMargin * scale))\" src=\"\(MarkupText.url(branding))\" alt=\"branding\">"
        }
        return html + "</div>"
    }

    /// Android 12's splash: the icon's largest PNGs through the circle, on the plate; a VectorDrawable,
    /// which a browser does not draw, is named instead.
    private static func android(_ art: LaunchArt, paths: Set<String>) -> (heading: String, screens: String)? {
        let design = art.design
        let density = AndroidAppIcon.densities.last!.name
        let res = LaunchScreenAndroid.folder
        let light = "\(res)/drawable-\(density)/\(LaunchScreenAndroid.iconName).png"
        let vector = paths.contains("\(res)/drawable/\(LaunchScreenAndroid.iconName).xml")
        guard paths.contains(light) || vector else { return nil }
        let dark = "\(res)/drawable-night-\(density)/\(LaunchScreenAndroid.iconName).png"
        let scale = LaunchProofSheet.pointScale
        let canvas = (design.iconBackground == nil ? LaunchScreenAndroid.canvas.plain : LaunchScreenAndroid.canvas.plated) * scale
        let circle = canvas * 2 * LaunchScreenAndroid.circleRadius
        let heading =
            "Android 12+, light and dark (the splash icon through its circle"
            + (vector ? "; a VectorDrawable, which a browser does not draw: proof-sheet.png shows it)" : ")")
        var html = ""
        for isDark in [false, true] {
            let points = LaunchProofSheet.androidPhone
            let ground = isDark ? design.darkBackground : design.background
            let plate = isDark ? design.darkIconBackground ?? design.iconBackground : design.iconBackground
            html +=
                "<div class=\"device\" style=\"width:\(Int(Double(points.width) * scale))px;height:\(Int(Double(points.height) * scale))px;"
            html += "background:\(ground.hexString)\"><div class=\"circle centre\" style=\"width:\(px(circle));height:\(px(circle))"
            html += plate.map { ";background:\($0.hexString)" } ?? ""
            html += "\">"
            if !vector {
                let icon = isDark && paths.contains(dark) ? dark : light
                html +=
                    "<img class=\"centre\" style=\"width:\(px(canvas));height:\(px(canvas))\" src=\"\(MarkupText.url(icon))\" alt=\"icon\">"
            }
            html += "</div></div>"
        }
        return (heading, html)
    }

    /// A length in CSS pixels.
    private static func px(_ value: Double) -> String { NumberText.shortest(value) + "px" }

    /// The page around `body`.
    private static func page(_ body: String) -> String {
        """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>Launch screens</title>
        <style>
        body { margin: 16px; background: #F5F5F7; font: 12px sans-serif; color: #333; }
        h2 { font-size: 12px; font-weight: normal; margin: 0; min-height: 22px; line-height: 22px; }
        .row { display: flex; gap: 16px; margin-bottom: 16px; align-items: flex-start; }
        .device { position: relative; overflow: hidden; flex: none; border: 6px solid #58585E; border-radius: 24px; }
        .centre { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); }
        .foot { position: absolute; left: 50%; transform: translateX(-50%); }
        .circle { border-radius: 50%; overflow: hidden; }
        .whole { display: block; width: 100%; height: 100%; }
        </style></head><body>
        \(body)</body></html>

        """
    }
}
