import TintypeSupport

/// Web launch screens (SPEC §14.3): an `apple-touch-startup-image` PNG for every Apple screen of
/// the table, in portrait and landscape and in light and dark (or one a screen with
/// ``LaunchDeviceSet/short``), the `<link>` tags to paste into the page's `<head>`, one matching
/// each screen, orientation and scheme, and the manifest's `background_color` and `theme_color`.
struct LaunchScreenWeb {
    static let folder = "web"
    static let imageFolder = "startup"
    static let linksName = "apple-touch-startup-image.html"

    /// One startup image: the file under ``folder``, its pixels, and the media query it answers.
    struct Startup: Hashable {
        var file: String
        var size: PixelSize
        var scale: Int
        var dark: Bool
        var media: String
    }

    /// The images of `screens`, each distinct screen (size and ratio) once.
    static func startups(_ screens: [AppleScreen], devices: LaunchDeviceSet) -> [Startup] {
        var seen: Set<[Int]> = []
        var startups: [Startup] = []
        var names: Set<String> = []
        for screen in screens where seen.insert([screen.width, screen.height, screen.scale]).inserted {
            let orientations: [Bool?] = devices == .short ? [nil] : [false, true]
            for landscape in orientations {
                for dark in [false, true] {
                    let pixels = screen.pixels
                    let size = landscape == true ? PixelSize(width: pixels.height, height: pixels.width) : pixels
                    var stem = "apple-splash-\(size.width)x\(size.height)"
                    // Two screens of one pixel size but other ratios draw other logos: the later is named by its ratio.
                    if names.contains(stem + (dark ? "-dark" : "")) { stem += "-\(screen.scale)x" }
                    let name = stem + (dark ? "-dark" : "")
                    names.insert(name)
                    var media = [
                        "screen", "(device-width: \(screen.width)px)", "(device-height: \(screen.height)px)",
                        "(-webkit-device-pixel-ratio: \(screen.scale))"
                    ]
                    if let landscape { media.append("(orientation: \(landscape ? "landscape" : "portrait"))") }
                    media.append("(prefers-color-scheme: \(dark ? "dark" : "light"))")
                    startups.append(
                        Startup(
                            file: "\(imageFolder)/\(name).png", size: size, scale: screen.scale, dark: dark,
                            media: media.joined(separator: " and ")))
                }
            }
        }
        return startups
    }

    /// Every file: the images, the links and the manifest's colours.
    static func files(
        _ art: LaunchArt, screens: [AppleScreen], devices: LaunchDeviceSet, encoder: PNGEncoder, warnings: inout [Warning]
    ) throws(ImageFileError) -> [AppIconSet.File] {
        let startups = startups(screens, devices: devices)
        // The logo and branding drawn once a scale and appearance (the art is not shared between threads);
        // the screens, millions of pixels each on an iPad, filled and encoded on the cores.
        var logos: [[Int]: RGBAImage] = [:]
        var brandings: [[Int]: RGBAImage] = [:]
        for startup in startups where logos[[startup.scale, startup.dark ? 1 : 0]] == nil {
            let key = [startup.scale, startup.dark ? 1 : 0]
            logos[key] = try LaunchPictures.logo(startup.dark ? art.dark : art.light, scale: Double(startup.scale))
            if let branding = art.branding {
                brandings[key] = try LaunchPictures.branding(branding, dark: startup.dark, scale: Double(startup.scale))
            }
        }
        let design = art.design
        let pictures = (logos: logos, brandings: brandings)
        let encoded = ParallelWork.map(startups.count, threads: 4) { index -> (Result<[UInt8], ImageFileError>, Bool) in
            let startup = startups[index]
            let screen = LaunchPictures.screen(
                ground: startup.dark ? design.darkBackground : design.background,
                logo: pictures.logos[[startup.scale, startup.dark ? 1 : 0]]!,
                branding: pictures.brandings[[startup.scale, startup.dark ? 1 : 0]], size: startup.size, scale: Double(startup.scale))
            return (
                Result { () throws(ImageFileError) -> [UInt8] in try encoder.encode(screen.image, file: startup.file) },
                screen.brandingLeftOut
            )
        }
        var files: [AppIconSet.File] = []
        var leftOut: [String] = []
        for (startup, made) in zip(startups, encoded) {
            files.append(
                AppIconSet.File(
                    path: "\(folder)/\(startup.file)", bytes: try made.0.get(), side: startup.size.width, height: startup.size.height))
            if made.1 { leftOut.append(startup.file) }
        }
        if let first = leftOut.first {
            let file = art.brandingFile
            warnings.append(
                Warning(
                    .clipped, file: file,
                    message: "\(file): left out of \(leftOut.count) web startup image\(leftOut.count == 1 ? "" : "s") (\(first) and others "
                        + "like it): the screen has no room for it below the logo"))
        }
        let page = links(startups)
        files.append(LaunchScreenIOS.text("\(folder)/\(linksName)", page))
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        json.member("background_color", art.design.background.hexString)
        json.member("theme_color", art.design.background.hexString)
        json.endObject()
        files.append(LaunchScreenIOS.text("\(folder)/splash.webmanifest", json.text + "\n"))
        return files
    }

    /// `apple-touch-startup-image.html`: one `<link>` an image of `startups`, to paste into a page's `<head>`.
    static func links(_ startups: [Startup]) -> String {
        let links = startups.map {
            "<link rel=\"apple-touch-startup-image\" media=\"\(MarkupText.html($0.media))\" href=\"\(MarkupText.url($0.file))\">"
        }
        return "<!-- Paste into the <head> of a web app's pages. iOS and iPadOS show the image that matches the screen "
            + "while a web app added to the home screen opens. -->\n"
            + "<meta name=\"apple-mobile-web-app-capable\" content=\"yes\">\n" + links.joined(separator: "\n") + "\n"
    }
}
