import FoundationEssentials
import TintypeSupport

/// `preview.html` of an app icon set (SPEC §11.9): the proof sheet's pictures
/// drawn by the browser from the files just written. The adaptive layers are
/// stacked and cut by CSS to each launcher mask, the themed icons are the
/// monochrome layer as a CSS mask in the theme's colour, the iOS tinted icon is
/// the gray image multiplied by a tint, and the status bar shows the
/// notification icon as a mask in white. No script, no network. Geometry is the
/// proof sheet's at 1× (``AppIconProofSheet``): a 128 px cell, 16 px gaps,
/// 22 px labels, so that a screenshot can be held against the sheet.
enum AppIconPreviewPage {
    /// The page's file, in the set's folder.
    static let fileName = "preview.html"

    /// A file of the set: its path relative to the page, and its bytes.
    typealias File = (path: String, bytes: [UInt8])

    /// The page for a set holding `files` (paths relative to the page, and bytes), titled by `name`; sections whose files the set does not hold are left out.
    static func html(files: [File], name: String) -> String {
        let sections = [launcherSection(files), themedSection(files), iosSection(files), notificationSection(files), desktopSection(files)]
        return page(body: sections.compactMap { $0 }.joined(), name: name)
    }

    /// The folder of the largest Android density, where the sections take the launcher layers from.
    private static let mipmap = "mipmap-\(AndroidAppIcon.densities.last!.name)/"

    /// The file of `files` whose path ends with `suffix`.
    private static func file(_ files: [File], endingWith suffix: String) -> File? { files.first { $0.path.hasSuffix(suffix) } }

    /// The section's heading.
    private static func label(_ text: String) -> String { "<h2>\(MarkupText.html(text))</h2>\n" }

    /// A PNG as a `data:` URI, for a CSS mask.
    private static func dataURI(_ file: File) -> String { "data:image/png;base64," + Data(file.bytes).base64EncodedString() }

    /// The adaptive icon's two layers in the four launcher masks.
    private static func launcherSection(_ files: [File]) -> String? {
        guard let background = file(files, endingWith: mipmap + "ic_launcher_background.png"),
            let foreground = file(files, endingWith: mipmap + "ic_launcher_foreground.png")
        else { return nil }
        var body = label("Launcher masks: circle, squircle, rounded square, teardrop") + "<div class=\"row\">"
        for shape in ["circle", "squircle", "rounded", "teardrop"] {
            body += "<div class=\"cell \(shape)\"><img class=\"layer\" src=\"\(MarkupText.url(background.path))\" alt=\"\">"
            body += "<img class=\"layer\" src=\"\(MarkupText.url(foreground.path))\" alt=\"adaptive icon, \(shape)\"></div>"
        }
        return body + "</div>\n"
    }

    /// The monochrome layer as a themed icon on a light and a dark wallpaper.
    private static func themedSection(_ files: [File]) -> String? {
        guard let monochrome = file(files, endingWith: mipmap + "ic_launcher_monochrome.png") else { return nil }
        var body = label("Themed icons on a light and a dark wallpaper") + "<div class=\"row\">"
        for theme in AppIconProofSheet.themes {
            body += "<div class=\"wallpaper\" style=\"background:\(theme.wallpaper.hexString)\">"
            body += "<div class=\"themed\" style=\"background:\(theme.disc.hexString)\">"
            body += "<span style=\"background:\(theme.glyph.hexString);--mask:url(\(dataURI(monochrome)))\"></span></div></div>"
        }
        return body + "</div>\n"
    }

    /// The iOS icon's three appearances, each on the tile the system draws under it.
    private static func iosSection(_ files: [File]) -> String? {
        let ios = IOSAppIcon.folder + "/"
        guard let light = file(files, endingWith: ios + "AppIcon.png"), let dark = file(files, endingWith: ios + "AppIcon-dark.png"),
            let tinted = file(files, endingWith: ios + "AppIcon-tinted.png")
        else { return nil }
        var body = label("iOS: light, dark, tinted") + "<div class=\"row\">"
        body += "<div class=\"cell squircle\"><img class=\"full\" src=\"\(MarkupText.url(light.path))\" alt=\"iOS light\"></div>"
        body += "<div class=\"cell squircle\" style=\"background:\(AppIconProofSheet.iosDark.hexString)\">"
        body += "<img class=\"full\" src=\"\(MarkupText.url(dark.path))\" alt=\"iOS dark\"></div>"
        body += "<div class=\"cell squircle\" style=\"background:\(AppIconProofSheet.iosTint.hexString)\">"
        body += "<img class=\"full tinted\" src=\"\(MarkupText.url(tinted.path))\" alt=\"iOS tinted\"></div>"
        return body + "</div>\n"
    }

    /// The notification icon three times in a status bar.
    private static func notificationSection(_ files: [File]) -> String? {
        let drawable = "drawable-\(AndroidAppIcon.densities.last!.name)/ic_stat_"
        guard let notification = files.first(where: { $0.path.contains(drawable) }) else { return nil }
        var body = label("Notification icon in a status bar") + "<div class=\"bar\">"
        for index in 0..<3 {
            body += "<span style=\"left:\(12 + 32 * index)px;--mask:url(\(dataURI(notification)))\"></span>"
        }
        return body + "</div>\n"
    }

    /// The desktop icons, each on the ground the proof sheet gives it: the macOS icon, the Windows
    /// unplated taskbar icon on a dark and a light taskbar, the Linux icon on an app grid.
    private static func desktopSection(_ files: [File]) -> String? {
        let pictures = [
            file(files, endingWith: MacOSAppIcon.iconset + "/icon_128x128@2x.png"),
            file(files, endingWith: WindowsAppIcon.assets + "/Square44x44Logo.targetsize-96_altform-unplated.png"),
            file(files, endingWith: WindowsAppIcon.assets + "/Square44x44Logo.targetsize-96_altform-lightunplated.png"),
            files.first { $0.path.contains(LinuxAppIcon.folder + "/256x256/apps/") && $0.path.hasSuffix(".png") }
        ]
        // The cells of the platforms the set makes, one after the other, as the proof sheet lays them.
        let made = zip(pictures, AppIconProofSheet.desktopGrounds).compactMap { picture, ground in picture.map { ($0, ground) } }
        guard !made.isEmpty else { return nil }
        var body = label(AppIconProofSheet.desktopLabel(Set(made.map(\.1.platform)))) + "<div class=\"row\">"
        for (picture, ground) in made {
            // Laid out inline: the page's stylesheet stays what a phone set's is.
            body += "<div class=\"cell\" style=\"background:\(ground.color.hexString);"
            body += "display:flex;align-items:center;justify-content:center\">"
            body += "<img src=\"\(MarkupText.url(picture.path))\" alt=\"desktop icon\" "
            body += "style=\"position:static;width:\(ground.side)px;height:\(ground.side)px\">"
            body += "</div>"
        }
        return body + "</div>\n"
    }

    /// The whole page around `body`: the proof sheet's geometry as CSS.
    private static func page(body: String, name: String) -> String {
        let cell = AppIconProofSheet.cell
        let gap = AppIconProofSheet.margin
        let width = gap + 4 * cell + 4 * gap
        let squircle = ProofShape.squircle(side: Double(cell)).map {
            "\(NumberText.shortest(($0.x * 100).rounded() / 100)) \(NumberText.shortest(($0.y * 100).rounded() / 100))"
        }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width">
            <meta http-equiv="Content-Security-Policy" content="script-src 'none'">
            <title>\(MarkupText.html(name)): app icons</title>
            <style>
            body { margin: 0; background: \(AppIconProofSheet.paper.hexString); color: #333; font: 13px/\(AppIconProofSheet.labelHeight)px sans-serif; }
            main { width: \(width - 2 * gap)px; padding: \(gap)px; }
            h2 { margin: 0; height: \(AppIconProofSheet.labelHeight)px; font-size: 13px; font-weight: normal; text-align: center; }
            .row { display: flex; gap: \(gap)px; height: \(cell)px; margin-bottom: \(gap)px; }
            .cell { position: relative; flex: none; width: \(cell)px; height: \(cell)px; overflow: hidden; }
            .cell img { position: absolute; display: block; }
            .layer { left: -\(cell / 4)px; top: -\(cell / 4)px; width: \(cell * 3 / 2)px; height: \(cell * 3 / 2)px; }
            .full { left: 0; top: 0; width: \(cell)px; height: \(cell)px; }
            .tinted { mix-blend-mode: multiply; }
            .circle { clip-path: circle(50%); }
            .rounded { border-radius: \(NumberText.shortest(Double(cell) / 5))px; }
            .teardrop { border-radius: 50% 50% 0 50%; }
            .squircle { clip-path: polygon(\(squircle.map { $0.split(separator: " ").map { "\($0)px" }.joined(separator: " ") }.joined(separator: ", "))); }
            .wallpaper { display: flex; flex: none; align-items: center; justify-content: center; width: \(2 * cell + gap)px; height: \(cell)px; }
            .themed { position: relative; width: \(cell * 3 / 4)px; height: \(cell * 3 / 4)px; border-radius: 50%; overflow: hidden; }
            .themed span { position: absolute; left: -\(cell * 3 / 16)px; top: -\(cell * 3 / 16)px; width: \(cell * 9 / 8)px; height: \(cell * 9 / 8)px; }
            .bar { position: relative; height: 48px; background: \(AppIconProofSheet.statusBar.hexString); }
            .bar span { position: absolute; top: 12px; width: 24px; height: 24px; background: #fff; }
            .themed span, .bar span { -webkit-mask: var(--mask) 0 0 / 100% 100%; mask: var(--mask) 0 0 / 100% 100%; }
            </style>
            </head>
            <body>
            <main>
            \(body)</main>
            </body>
            </html>

            """
    }
}
