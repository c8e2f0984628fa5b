import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeFormats
@testable import TintypeLaunch
@testable import TintypePixels
@_spi(Measuring) @testable import TintypeSVG

/// Launch screens from one logo (SPEC §14): what iOS, Android's resource compiler and a browser
/// read of them, the logo inside Android's circle, and the same safety as an app icon set.
@Suite("Launch screens")
struct LaunchScreenTests {
    static let red = StraightColor(red: 232, green: 65, blue: 60)

    /// A colour logo drawn here, off centre on a 900 × 700 canvas: a green ring with a dark bar (raster art).
    static func rasterLogo() throws -> [UInt8] {
        var ring = VectorPath()
        ring.addEllipse(x: 420, y: 150, width: 380, height: 380)
        var logo = CoverageRasterizer.coverage(of: ring, width: 900, height: 700)
            .filled(with: .solid(StraightColor(red: 30, green: 170, blue: 90)))
        var bar = VectorPath()
        bar.addRoundedRect(x: 470, y: 310, width: 280, height: 60, radius: 30)
        logo.draw(
            CoverageRasterizer.coverage(of: bar, width: 900, height: 700).filled(with: .solid(StraightColor(red: 20, green: 20, blue: 30))),
            at: PixelPoint(x: 0, y: 0))
        return try PNGEncoder().encode(logo)
    }

    /// A set written from `logo` (an SVG fixture's path, or PNG bytes written first) into a new folder.
    static func written(
        _ folder: TemporaryFolder, logo: String = Fixtures.path("logos/paper-plane.svg"),
        configure: (inout LaunchScreenRun) -> Void = { _ in }
    ) throws -> (run: LaunchScreenRun, events: [AppIconRun.Event], made: Bool) {
        var run = LaunchScreenRun(source: logo, output: folder.file("out"))
        run.compression = .fast
        configure(&run)
        var events: [AppIconRun.Event] = []
        let made = try run.run { events.append($0) }
        return (run, events, made)
    }

    static func breaches(_ events: [AppIconRun.Event]) -> [String] {
        events.compactMap { if case .breach(let breach, _) = $0 { "\(breach)" } else { nil } }
    }

    @Test("aapt2 compiles every Android file; all but API 31's theme link with the compat library's attributes declared")
    func androidCompiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(Self.rasterLogo()).write(to: URL(fileURLWithPath: folder.file("logo.png")))
        let set = try Self.written(folder, logo: folder.file("logo.png")) { run in
            run.platforms = [.android]
            run.design.iconBackground = StraightColor(red: 250, green: 240, blue: 220)
            run.branding = Fixtures.path("logos/flame.svg")
            run.postSplashTheme = "Theme.Example"
        }
        #expect(set.made && Self.breaches(set.events).isEmpty, "\(Self.breaches(set.events))")
        let res = folder.file("out/android/res")
        let names = try FileManager.default.subpathsOfDirectory(atPath: res).sorted()
        // A raster logo: PNGs at each density, light and (readable on the plate either way) one variant.
        for density in ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"] {
            #expect(names.contains("drawable-\(density)/splash_icon.png"), "\(names)")
            #expect(names.contains("drawable-\(density)/splash_branding.png"))
        }
        #expect(names.contains("values-night/splash_colors.xml") && names.contains("values-v31/splash_theme.xml"))
        let v31 = try String(contentsOfFile: res + "/values-v31/splash_theme.xml", encoding: .utf8)
        // API 31's attributes, as android.R.attr names them.
        for attribute in [
            "windowSplashScreenBackground", "windowSplashScreenAnimatedIcon", "windowSplashScreenIconBackgroundColor",
            "windowSplashScreenBrandingImage"
        ] {
            #expect(v31.contains("name=\"android:\(attribute)\""), "\(attribute)")
        }
        #expect(v31.contains("<item name=\"postSplashScreenTheme\">@style/Theme.Example</item>"))
        // The project: the set's res/, the compat library's attributes and themes, and the app's own theme.
        let project = folder.file("project")
        try FileManager.default.copyItem(atPath: res, toPath: project + "/res")
        try Data(
            """
            <resources>
                <attr name="windowSplashScreenBackground" format="color"/>
                <attr name="windowSplashScreenAnimatedIcon" format="reference"/>
                <attr name="windowSplashScreenIconBackgroundColor" format="color"/>
                <attr name="postSplashScreenTheme" format="reference"/>
                <style name="Theme.SplashScreen" parent="android:Theme.Material.Light.NoActionBar"/>
                <style name="Theme.SplashScreen.IconBackground" parent="Theme.SplashScreen"/>
                <style name="Theme.Example" parent="android:Theme.Material.Light"/>
            </resources>
            """.utf8
        ).write(to: URL(fileURLWithPath: project + "/res/values/compat.xml"))
        let compiled = try AAPT2.run("/usr/bin/aapt2", ["compile", "--dir", "res", "-o", "all.zip"], in: project)
        #expect(compiled.status == 0, "\(compiled.output)")
        // Debian's framework resources are API 29's: API 31's theme compiles but cannot link against them.
        try FileManager.default.removeItem(atPath: project + "/res/values-v31")
        let linked = try AAPT2.compileAndLink(project, minSdk: 23, targetSdk: 34)
        #expect(linked.compile.status == 0 && linked.link.status == 0, "\(linked.compile.output)\n\(linked.link.output)")
    }

    @Test("an SVG logo is one VectorDrawable and one SVG image set, and the check finds the icon inside the circle")
    func vectorLogo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let set = try Self.written(folder) { run in
            run.platforms = [.ios, .android]
            run.design.background = Self.red
            run.backgroundChosen = true
        }
        #expect(set.made && Self.breaches(set.events).isEmpty, "\(Self.breaches(set.events))")
        let out = folder.file("out")
        let drawable = try String(contentsOfFile: out + "/android/res/drawable/splash_icon.xml", encoding: .utf8)
        #expect(drawable.contains("android:width=\"288dp\"") && drawable.contains("<path"))
        #expect(FileManager.default.fileExists(atPath: out + "/ios/LaunchScreen.xcassets/LaunchLogo.imageset/LaunchLogo.svg"))
        #expect(!FileManager.default.fileExists(atPath: out + "/android/res/drawable-xxxhdpi/splash_icon.png"))
        // A hand-drawn icon that reaches past the circle is found.
        try Data(
            """
            <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="288dp" android:height="288dp"
                android:viewportWidth="288" android:viewportHeight="288">
                <path android:fillColor="#FF000000" android:pathData="M10,10h268v268h-268z"/>
            </vector>
            """.utf8
        ).write(to: URL(fileURLWithPath: out + "/android/res/drawable/splash_icon.xml"))
        let breaches = LaunchScreenCheck.check(out, rendering: .inProcess).breaches
        #expect(breaches.map(\.rule) == [.outsideSafeZone], "\(breaches)")
    }

    @Test("every PNG icon keeps inside the circle Android shows it in, at every density, on a plate or not")
    func insideTheCircle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(Self.rasterLogo()).write(to: URL(fileURLWithPath: folder.file("logo.png")))
        for plate in [nil, StraightColor(red: 255, green: 255, blue: 255)] {
            let set = try Self.written(folder, logo: folder.file("logo.png")) { run in
                run.platforms = [.android]
                run.design.iconBackground = plate
                run.proofSheet = false
                run.force = true
            }
            #expect(set.made)
            for (density, scale) in AndroidAppIcon.densities {
                let file = folder.file("out/android/res/drawable-\(density)/splash_icon.png")
                let icon = try ImageDecoder.read(file).image
                let canvas = plate == nil ? 288 : 240
                #expect(icon.width == canvas * scale / 2 && icon.height == icon.width)
                let reach = AppIconPixels.farthestCovered(icon)
                #expect(reach <= Double(icon.width) / 3 + 1 && reach > Double(icon.width) / 3 - 3, "\(density): \(reach) of \(icon.width)")
            }
        }
    }

    @Test("the iOS catalog and UILaunchScreen name each other; the colour set has its dark colour; the storyboard follows Apple's rules")
    func iosNamesEachOther() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(Self.rasterLogo()).write(to: URL(fileURLWithPath: folder.file("logo.png")))
        let set = try Self.written(folder, logo: folder.file("logo.png")) { run in
            run.platforms = [.ios]
            run.branding = Fixtures.path("logos/flame.svg")
            run.design.darkBackground = StraightColor(red: 16, green: 20, blue: 24)
        }
        #expect(set.made && Self.breaches(set.events).isEmpty, "\(Self.breaches(set.events))")
        let ios = folder.file("out/ios")
        let plist = try XMLReader.root(of: Array(try Data(contentsOf: URL(fileURLWithPath: ios + "/UILaunchScreen.plist"))))
        var strings: [String: String] = [:]
        func walk(_ node: XMLNode) {
            for (index, child) in node.children.enumerated() where child.localName == "key" && index + 1 < node.children.count {
                if node.children[index + 1].localName == "string" { strings[child.text] = node.children[index + 1].text }
            }
            node.children.forEach(walk)
        }
        walk(plist)
        let color = try #require(strings["UIColorName"])
        let image = try #require(strings["UIImageName"])
        let catalog = ios + "/LaunchScreen.xcassets"
        let colorSet =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: "\(catalog)/\(color).colorset/Contents.json"))) as? [String: Any]
        let colors = try #require(colorSet?["colors"] as? [[String: Any]])
        #expect(colors.count == 2 && colors.contains { $0["appearances"] != nil })
        let imageSet =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: "\(catalog)/\(image).imageset/Contents.json"))) as? [String: Any]
        let images = try #require(imageSet?["images"] as? [[String: Any]])
        // A raster logo: 1x, 2x and 3x, each 192 points; its colours show on both grounds, so it has no dark variant.
        for entry in images {
            let file = try #require(entry["filename"] as? String)
            let scale = Int((entry["scale"] as? String ?? "1x").dropLast()) ?? 0
            let decoded = try ImageDecoder.read("\(catalog)/\(image).imageset/\(file)").image
            #expect(decoded.width == 192 * scale && decoded.height == 192 * scale, "\(file)")
        }
        #expect(images.count == 3 && images.allSatisfy { $0["appearances"] == nil })
        try Self.expectLaunchStoryboard(ios + "/LaunchScreen.storyboard", image: image, color: color)
        #expect(FileManager.default.fileExists(atPath: "\(catalog)/\(LaunchScreenIOS.brandingName).imageset/Contents.json"))
    }

    /// The storyboard at `file` is a launch screen with UIKit views only, one view controller with one
    /// root view, showing the image set `image` and the branding, on the colour set `color`.
    static func expectLaunchStoryboard(_ file: String, image: String, color: String) throws {
        let storyboard = try XMLReader.root(of: Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        #expect(storyboard.attributes.contains { $0.name == "launchScreen" && $0.value == "YES" })
        var elements: [String] = []
        var imageNames: [String] = []
        var colorNames: [String] = []
        func visit(_ node: XMLNode) {
            elements.append(String(node.localName))
            if node.localName == "imageView", let name = node.attributes.first(where: { $0.name == "image" }) {
                imageNames.append(name.value)
            }
            if node.localName == "color", let name = node.attributes.first(where: { $0.name == "name" }) { colorNames.append(name.value) }
            if node.attributes.contains(where: { $0.name == "customClass" }) { Issue.record("a custom class in a launch storyboard") }
            node.children.forEach(visit)
        }
        visit(storyboard)
        #expect(elements.filter { $0 == "viewController" }.count == 1 && elements.filter { $0 == "view" }.count == 1)
        let views = Set(elements).intersection(["imageView", "label", "view", "tableView", "webView", "button", "scrollView"])
        #expect(views == ["imageView", "view"])
        #expect(imageNames == [image, LaunchScreenIOS.brandingName] && colorNames == [color])
    }

    /// Which startup links match a screen as Safari on iOS sees it: `device-width` and `device-height`
    /// are the portrait size in either orientation, `orientation` turns.
    static func matching(_ links: [StartupLink], screen: AppleScreen, landscape: Bool, dark: Bool) -> [StartupLink] {
        links.filter { link in
            let features = link.features
            guard features["device-width"] == "\(screen.width)px", features["device-height"] == "\(screen.height)px",
                features["-webkit-device-pixel-ratio"] == "\(screen.scale)"
            else { return false }
            if let orientation = features["orientation"], orientation != (landscape ? "landscape" : "portrait") { return false }
            if let scheme = features["prefers-color-scheme"], scheme != (dark ? "dark" : "light") { return false }
            return true
        }
    }

    @Test(
        "every Apple screen of the table, in each orientation and scheme, matches exactly one startup link, whose image has its pixel size")
    func oneLinkPerScreen() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The links of the whole table, in Safari's terms.
        let screens = AppleScreen.table
        let links = StartupLink.links(in: Array(LaunchScreenWeb.links(LaunchScreenWeb.startups(screens, devices: .all)).utf8))
        #expect(links.count == Set(screens.map { [$0.width, $0.height, $0.scale] }).count * 4)
        #expect(screens.contains { $0.devices.contains("iPhone Air") && $0.width == 420 && $0.height == 912 && $0.scale == 3 })
        #expect(screens.contains { $0.devices.contains("iPad Pro 13-inch (M4") && $0.width == 1032 && $0.height == 1376 })
        #expect(screens.contains { $0.devices.contains("17 Pro") && $0.width == 402 })
        for screen in screens {
            for landscape in [false, true] {
                for dark in [false, true] {
                    let matched = Self.matching(links, screen: screen, landscape: landscape, dark: dark)
                    #expect(matched.count == 1, "\(screen.devices) landscape \(landscape) dark \(dark): \(matched.count) links")
                }
            }
        }
        // Images written for every fourth screen (the smallest phone and the largest iPad among them): each link's
        // image at its screen's pixels, the ground of its scheme at the corner, the logo at the centre.
        let drawn = Array(stride(from: 0, to: screens.count, by: 4).map { screens[$0] }) + [screens.last!]
        let set = try Self.written(folder) { run in
            run.platforms = [.web]
            run.proofSheet = false
            run.screens = drawn
        }
        #expect(set.made && Self.breaches(set.events).isEmpty, "\(Self.breaches(set.events))")
        let web = folder.file("out/web")
        let written = StartupLink.links(in: Array(try Data(contentsOf: URL(fileURLWithPath: web + "/" + LaunchScreenWeb.linksName))))
        for screen in drawn {
            for landscape in [false, true] {
                for dark in [false, true] {
                    guard let link = Self.matching(written, screen: screen, landscape: landscape, dark: dark).first else {
                        Issue.record("no link for \(screen.devices)")
                        continue
                    }
                    let image = try ImageDecoder.read(web + "/" + link.href).image
                    let pixels = screen.pixels
                    let expected = landscape ? (pixels.height, pixels.width) : (pixels.width, pixels.height)
                    #expect(image.width == expected.0 && image.height == expected.1, "\(link.href)")
                    let ground = dark ? StraightColor(red: 0, green: 0, blue: 0) : StraightColor(red: 255, green: 255, blue: 255)
                    #expect(image[2, 2].straight == ground, "\(link.href)")
                    #expect(image[image.width / 2, image.height / 2].straight != ground, "\(link.href): no logo at the centre")
                }
            }
        }
        let manifest = try String(contentsOfFile: web + "/splash.webmanifest", encoding: .utf8)
        #expect(manifest.contains("\"background_color\" : \"#FFFFFF\"") && manifest.contains("\"theme_color\""))
    }

    @Test("in Chromium, a screen's startup link matches on that screen alone, in each scheme, and its image loads at the screen's pixels")
    func chromiumMatchesOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.written(folder) { run in
            run.platforms = [.web]
            run.proofSheet = false
            run.screens = AppleScreen.table.filter { $0.devices.contains("iPhone Air") || $0.devices.contains("iPad Pro 13-inch (M4") }
        }
        let web = folder.file("out/web")
        let links = try String(contentsOfFile: web + "/" + LaunchScreenWeb.linksName, encoding: .utf8)
        let page = web + "/page.html"
        try Data(
            ("<!doctype html><html><head>" + links + "</head><body><script>\n"
                + """
                const links = [...document.querySelectorAll('link[rel="apple-touch-startup-image"]')].filter(l => matchMedia(l.media).matches);
                if (links.length !== 1) { console.log('matched ' + links.length); } else {
                  const image = new Image();
                  image.onload = () => console.log('matched 1 ' + image.naturalWidth + 'x' + image.naturalHeight + ' ' + links[0].getAttribute('href'));
                  image.onerror = () => console.log('matched 1, image not loaded');
                  image.src = links[0].href;
                }
                </script></body></html>
                """).utf8
        ).write(to: URL(fileURLWithPath: page))
        for (width, height, scale) in [(420, 912, 3), (1032, 1376, 2)] {
            for dark in [false, true] {
                let messages = try Chromium.consoleMessages("file://" + page, screen: width, height, scale: scale, darkMode: dark)
                let expected =
                    "matched 1 \(width * scale)x\(height * scale) startup/apple-splash-\(width * scale)x\(height * scale)\(dark ? "-dark" : "").png"
                #expect(messages.contains { $0.contains(expected) }, "\(width)×\(height) dark \(dark): \(messages)")
            }
        }
    }

    @Test(
        "a second run writes nothing, a hand edit is refused unless forced, --verify names it, --clean takes what an earlier set made, and an app icon set in the same folder is kept"
    )
    func safeInAFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // An app icon set already in the folder: the launch screens' record is their own.
        var icons = AppIconRun(source: Fixtures.path("svg/heart.svg"), output: folder.file("out"))
        icons.platforms = [.web]
        icons.proofSheet = false
        #expect(try icons.run { _ in })
        let configure: (inout LaunchScreenRun) -> Void = { run in
            run.platforms = [.ios, .web]
            run.devices = .short
            run.screens = Array(AppleScreen.table.prefix(3))
        }
        let first = try Self.written(folder, configure: configure)
        #expect(first.made)
        let again = try Self.written(folder, configure: configure)
        #expect(again.events.contains { if case .made(_, 0, _) = $0 { true } else { false } })
        let plist = folder.file("out/ios/UILaunchScreen.plist")
        try Data("edited".utf8).write(to: URL(fileURLWithPath: plist))
        let refused = try Self.written(folder, configure: configure)
        #expect(!refused.made && refused.events.contains { if case .refused = $0 { true } else { false } })
        #expect(try String(contentsOfFile: plist, encoding: .utf8) == "edited")
        let verified = try Self.written(folder) { run in
            configure(&run)
            run.verify = true
        }
        #expect(
            !verified.made
                && verified.events.contains {
                    if case .drift(let drift, _, _) = $0 { drift.map(\.path) == ["ios/UILaunchScreen.plist"] } else { false }
                })
        // Forced, and then web alone with --clean: iOS's files go, the app icons stay.
        _ = try Self.written(folder) { run in
            configure(&run)
            run.force = true
        }
        let cleaned = try Self.written(folder) { run in
            configure(&run)
            run.platforms = [.web]
            run.clean = true
        }
        #expect(cleaned.made)
        #expect(!FileManager.default.fileExists(atPath: plist))
        #expect(FileManager.default.fileExists(atPath: folder.file("out/web/icon-192.png")))
        #expect(FileManager.default.fileExists(atPath: folder.file("out/web/apple-touch-startup-image.html")))
    }

    @Test("a screen table of one's own adds screens; a table with absurd numbers, too many screens or the wrong shape is refused by name")
    func screenTables() throws {
        let extra = try AppleScreen.read(
            table: Array(#"{"screens": [{"devices": "iPhone 99", "width": 450, "height": 980, "scale": 3}]}"#.utf8), file: "more.json")
        #expect(extra == [AppleScreen(devices: "iPhone 99", width: 450, height: 980, scale: 3)])
        let startups = LaunchScreenWeb.startups(AppleScreen.table + extra, devices: .all)
        #expect(startups.contains { $0.file == "startup/apple-splash-1350x2940.png" })
        for (json, entry) in [
            (#"{"screens": [{"devices": "x", "width": 1e300, "height": 900, "scale": 3}]}"#, "screens[0].width"),
            (#"{"screens": [{"devices": "x", "width": 400, "height": 300, "scale": 3}]}"#, "screens[0].height"),
            (#"{"screens": [{"devices": "x", "width": 400.5, "height": 900, "scale": 3}]}"#, "screens[0].width"),
            (#"{"screens": [{"devices": "x", "width": 400, "height": 900, "scale": -1}]}"#, "screens[0].scale"),
            (#"{"screens": [{"width": 400, "height": 900, "scale": 2}]}"#, "screens[0].devices"),
            (#"{"screens": [{"devices": "x", "width": 4000, "height": 4096, "scale": 4}]}"#, "screens[0]"),
            (#"{"screens": {}}"#, "screens"), (#"[1, 2]"#, "")
        ] {
            #expect(throws: AppleScreen.TableError.self, "\(entry)") { try AppleScreen.read(table: Array(json.utf8), file: "t.json") }
            do { _ = try AppleScreen.read(table: Array(json.utf8), file: "t.json") } catch { #expect(error.entry == entry) }
        }
        // 64 screens of 32 MP each (a 4 KB table, 256 images) are refused before anything is drawn, at the screen
        // that takes the table over four times Apple's own.
        let huge = (0..<64).map { _ in #"{"devices": "x", "width": 2000, "height": 4000, "scale": 2}"# }
        do {
            _ = try AppleScreen.read(table: Array(#"{"screens": [\#(huge.joined(separator: ","))]}"#.utf8), file: "t.json")
            Issue.record("a table of 64 screens of 32 MP was read")
        } catch {
            let at = AppleScreen.maximumTablePixels / 32_000_000
            #expect(error.entry == "screens[\(at)]" && error.reason.contains("together"), "\(error)")
        }
        // Screens that share a pixel size but not a ratio draw other logos: both are kept, each named.
        let twins = LaunchScreenWeb.startups(
            [AppleScreen(devices: "a", width: 400, height: 900, scale: 2), AppleScreen(devices: "b", width: 800, height: 1800, scale: 1)],
            devices: .short)
        #expect(Set(twins.map(\.file)).count == twins.count && twins.count == 4)
    }

    @Test("the proof sheet shows each screen: its ground, its logo at the centre, in light and dark, at the real proportions")
    func proofSheet() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.written(folder) { run in
            run.platforms = [.ios, .android]
            run.design.background = Self.red
            run.backgroundChosen = true
            run.screens = []
        }
        let sheet = try ImageDecoder.read(folder.file("out/" + LaunchScreenSet.proofSheetName)).image
        // Four phones in the first row, two iPads in the second: red and black grounds both there.
        var red = 0
        var black = 0
        for y in stride(from: 0, to: sheet.height, by: 8) {
            for x in stride(from: 0, to: sheet.width, by: 8) {
                let pixel = sheet[x, y].straight
                if pixel == Self.red { red += 1 }
                if pixel == StraightColor(red: 0, green: 0, blue: 0) { black += 1 }
            }
        }
        #expect(red > 1000 && black > 1000, "red \(red), black \(black)")
        #expect(sheet.width > 1400 && sheet.height > sheet.width / 2)
    }

    @Test(
        "the check finds each broken launch screen rule, naming the file",
        arguments: [
            ("ios/LaunchScreen.xcassets/LaunchBackground.colorset/Contents.json", AppIconCheck.Breach.Rule.missingAppearance),
            ("ios/UILaunchScreen.plist", .unresolved),
            ("android/res/values/splash_theme.xml", .unresolved),
            ("web/startup/apple-splash-640x1136.png", .wrongSize),
            ("android/res/drawable-mdpi/splash_icon.png", .outsideSafeZone)
        ])
    func brokenLaunchRule(file: String, rule: AppIconCheck.Breach.Rule) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(Self.rasterLogo()).write(to: URL(fileURLWithPath: folder.file("logo.png")))
        let set = try Self.written(folder, logo: folder.file("logo.png")) { run in
            run.devices = .short
            run.screens = Array(AppleScreen.table.prefix(1))
            run.proofSheet = false
        }
        #expect(set.made)
        let out = folder.file("out")
        let path = out + "/" + file
        switch rule {
        case .missingAppearance:
            try Data(AssetCatalogColorSet.contents(light: Self.red, dark: nil).utf8).write(to: URL(fileURLWithPath: path))
        case .unresolved where file.hasSuffix(".plist"):
            let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "LaunchLogo", with: "Missing")
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        case .unresolved:
            let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
                of: "@drawable/splash_icon", with: "@drawable/gone")
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        case .wrongSize: try Data(try PNGEncoder().encode(RGBAImage(width: 64, height: 64))).write(to: URL(fileURLWithPath: path))
        default:
            let full = RGBAImage(width: 288, height: 288, filledWith: Self.red.premultiplied)
            try Data(try PNGEncoder().encode(full)).write(to: URL(fileURLWithPath: path))
        }
        let breaches = LaunchScreenCheck.check(out, rendering: .inProcess).breaches
        #expect(breaches.map(\.rule) == [rule], "\(breaches)")
        #expect(breaches.first?.file == file, "\(breaches)")
    }

    @Test("500 startup links to one huge image: its header read once, its wrong size said once, the rest of it never read")
    func startupLinksReadOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A 64 × 64 PNG padded (sparse) past 256 MiB, the decoders' file limit: only its header is read.
        let png = folder.file("web/big.png")
        try FileManager.default.createDirectory(atPath: folder.file("web"), withIntermediateDirectories: true)
        try Data(try PNGEncoder().encode(RGBAImage(width: 64, height: 64))).write(to: URL(fileURLWithPath: png))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: png))
        try handle.truncate(atOffset: (256 << 20) + 4096)
        try handle.close()
        let link =
            #"<link rel="apple-touch-startup-image" media="(device-width: 402px) and (device-height: 874px) and (-webkit-device-pixel-ratio: 3)" href="big.png">"#
        let page = Array(repeating: link, count: 500).joined(separator: "\n")
        try Data(page.utf8).write(to: URL(fileURLWithPath: folder.file("web/" + LaunchScreenWeb.linksName)))
        let report = LaunchScreenCheck.check(folder.path, rendering: .inProcess)
        #expect(report.breaches.map(\.rule) == [.wrongSize], "\(report.breaches)")
        #expect(report.breaches.first?.detail == "64×64 px where its media query describes 1206×2622", "\(report.breaches)")
        #expect(report.filesChecked == 2)
        // 300 links of other screens to the same image: each judged on its one header (past the file limit, a whole read fails).
        let others = (1...300).map {
            #"<link rel="apple-touch-startup-image" media="(device-width: \#($0)px) and (device-height: 4000px) and (-webkit-device-pixel-ratio: 1)" href="big.png">"#
        }
        try Data(others.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: folder.file("web/" + LaunchScreenWeb.linksName)))
        let many = LaunchScreenCheck.check(folder.path, rendering: .inProcess)
        #expect(!many.breaches.isEmpty && many.breaches.allSatisfy { $0.rule == .wrongSize }, "\(many.breaches.prefix(3))")
    }

    @Test("preview.html draws the screens in Chromium from the files: each ground, and the logo on every device")
    func previewPage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(Self.rasterLogo()).write(to: URL(fileURLWithPath: folder.file("logo.png")))
        let dark = StraightColor(red: 16, green: 20, blue: 60)
        _ = try Self.written(folder, logo: folder.file("logo.png")) { run in
            run.platforms = [.ios, .android]
            run.design.background = Self.red
            run.backgroundChosen = true
            run.design.darkBackground = dark
            run.design.iconBackground = StraightColor(red: 255, green: 255, blue: 255)
        }
        let page = folder.file("out/" + LaunchPreviewPage.fileName)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(!html.contains("<script") && !html.contains("http"), "no script, no network")
        let shot = try Chromium.screenshot("file://" + page, width: 1450, height: 1000)
        let whole = PixelRect(x: 0, y: 0, width: shot.width, height: shot.height)
        // Six devices: iPhone and iPad light and dark, Android light and dark on the white plate.
        #expect(shot.count(Self.red, in: whole) > 100_000, "the light ground")
        #expect(shot.count(dark, in: whole) > 100_000, "the dark ground")
        let green = StraightColor(red: 30, green: 170, blue: 90)
        let row = PixelRect(x: 0, y: 0, width: shot.width, height: 520)
        // The logo's ring: on both iPhones and both Android phones of the first rows.
        var columns: [Int] = []
        var last = -100
        for x in 0..<shot.width where shot.count(green, in: PixelRect(x: x, y: 0, width: 1, height: row.height), tolerance: 12) > 0 {
            if x - last > 20 { columns.append(x) }
            last = x
        }
        #expect(columns.count == 4, "the logo in \(columns.count) places of the phones' row: \(columns)")
        #expect(html.contains("drawable-xxxhdpi/splash_icon.png") && html.contains("LaunchLogo@3x.png"))
    }

    @Test("the branding never covers the logo: on a short screen it sits lower and smaller, and on one too short it is left out")
    func brandingKeepsClear() throws {
        let white = StraightColor(red: 255, green: 255, blue: 255)
        let logo = RGBAImage(width: 192, height: 192, filledWith: StraightColor(red: 200, green: 0, blue: 0).premultiplied)
        let branding = RGBAImage(width: 200, height: 80, filledWith: StraightColor(red: 0, green: 0, blue: 200).premultiplied)
        for height in [874, 402, 320, 260] {
            let size = PixelSize(width: 600, height: height)
            let screen = LaunchPictures.screen(ground: white, logo: logo, branding: branding, size: size, scale: 1)
            let logoFoot = (height + 192) / 2
            // Nothing but the ground for 16 points under the logo.
            for y in logoFoot..<min(height, logoFoot + 16) { #expect(screen.image[300, y].straight == white, "\(height): row \(y)") }
            let blue = (0..<height).filter { screen.image[300, $0].straight.blue == 200 }
            if height >= 320 {
                #expect(!screen.brandingLeftOut && !blue.isEmpty && blue.first! >= logoFoot + 16, "\(height): \(blue.first ?? -1)")
                #expect(blue.last! < height - 15, "\(height): the branding at the very foot")
            } else {
                #expect(screen.brandingLeftOut && blue.isEmpty, "\(height)")
            }
        }
    }

    @Test("a nearly transparent logo is said to barely show, not claimed readable in another colour")
    func faintLogo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="40" fill-opacity="0.03"/></svg>"#
                .utf8
        ).write(to: URL(fileURLWithPath: folder.file("faint.svg")))
        let set = try Self.written(folder, logo: folder.file("faint.svg")) { run in
            run.platforms = [.ios]
            run.proofSheet = false
        }
        let warnings = set.events.compactMap { if case .warning(let warning) = $0 { warning } else { nil } }
        #expect(warnings.contains { $0.code == .lowContrast && $0.message.contains("most opaque pixel is 3 % opaque") }, "\(warnings)")
        #expect(!warnings.contains { $0.message.contains("21:1") }, "\(warnings)")
        #expect(!set.run.proofSheet)
    }

    @Test("a hostile splash theme: thousands of references over hundreds of values files are resolved from one index of the tree")
    func hostileTheme() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let res = folder.file("res")
        try FileManager.default.createDirectory(atPath: res + "/values", withIntermediateDirectories: true)
        for index in 0..<300 {
            try Data("<resources><color name=\"c\(index)\">#FF000000</color></resources>".utf8).write(
                to: URL(fileURLWithPath: res + "/values/colors\(index).xml"))
        }
        let items = (0..<3000).map { "<item name=\"a\($0)\">@color/c\($0)</item>" }.joined()
        try Data("<resources><style name=\"Theme.App.Starting\">\(items)</style></resources>".utf8).write(
            to: URL(fileURLWithPath: res + "/values/splash_theme.xml"))
        let breaches = LaunchScreenCheck.check(folder.path, rendering: .inProcess).breaches
        // 300 colours resolve; the 2,700 others are each unresolved, each named.
        #expect(breaches.allSatisfy { $0.rule == .unresolved } && breaches.count == 2700, "\(breaches.count)")
        #expect(!breaches.contains { $0.detail.contains("@color/c299 ") || $0.detail.hasPrefix("@color/c0 ") })
    }
}
