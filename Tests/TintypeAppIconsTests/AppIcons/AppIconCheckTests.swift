import Foundation
import Testing
import Tintype
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeFormats
@testable import TintypeJobs
@testable import TintypeLaunch
@testable import TintypePixels
@_spi(Measuring) @testable import TintypeSVG
@testable import TintypeTabBar

/// `AppIconCheck` (`tintype check`): a set Tintype made passes; the same set broken on
/// purpose, one rule at a time, fails with that rule and that file only.
@Suite("App icon check")
struct AppIconCheckTests {
    /// The heart set written into a fresh folder.
    static func writtenSet() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        _ = try AppIconTests.masters()[0].set.write(to: folder.path)
        return folder
    }

    static func png(side: Int, _ fill: StraightColor, pixel: (x: Int, y: Int, color: StraightColor)? = nil, square: Int = 1) throws -> Data
    {
        var image = RGBAImage(width: side, height: side, filledWith: fill.premultiplied)
        if let pixel {
            image.draw(
                RGBAImage(width: square, height: square, filledWith: pixel.color.premultiplied), at: PixelPoint(x: pixel.x, y: pixel.y),
                mode: .copy)
        }
        return Data(try PNGEncoder(colorLayout: .smallestLossless).encode(image))
    }

    static let white = StraightColor(red: 255, green: 255, blue: 255)
    static let clear = StraightColor(red: 0, green: 0, blue: 0, alpha: 0)

    @Test("a set made by appicon passes")
    func madeSetPasses() throws {
        let folder = try Self.writtenSet()
        defer { folder.remove() }
        let report = AppIconCheck.check(folder.path, rendering: .inProcess)
        #expect(report.breaches.isEmpty, "\(report.breaches)")
        #expect(report.filesChecked == 43, "the set's files, favicon.ico among them")
    }

    @Test(
        "each rule broken once is named with its file",
        arguments: [
            ("ios/AppIcon.appiconset/AppIcon.png", AppIconCheck.Breach.Rule.alphaInOpaqueIcon),
            ("ios/AppIcon.appiconset/AppIcon-tinted.png", .tintedNotGray),
            ("ios/AppIcon.appiconset/AppIcon-dark.png", .lowContrast),
            ("android/res/mipmap-anydpi-v26/ic_launcher.xml", .missingMonochrome),
            ("android/res/mipmap-mdpi/ic_launcher_foreground.png", .outsideSafeZone),
            ("android/res/drawable-mdpi/ic_stat_my_logo.png", .notificationColor),
            ("android/res/mipmap-xxhdpi/ic_launcher_background.png", .missingFile),
            ("android/res/mipmap-hdpi/ic_launcher.png", .wrongSize),
            ("web/icon-maskable-192.png", .maskableTransparent),
            ("web/icon-maskable-512.png", .outsideSafeZone),
            ("web/icon-192.png", .unreadable),
            ("web/icon-512.png", .outsideFolder)
        ])
    func brokenRule(file: String, rule: AppIconCheck.Breach.Rule) throws {
        let folder = try Self.writtenSet()
        defer { folder.remove() }
        let path = URL(fileURLWithPath: folder.path + "/" + file)
        switch rule {
        case .alphaInOpaqueIcon:
            try Self.png(side: 1024, AppIconTests.red, pixel: (5, 5, StraightColor(red: 0, green: 0, blue: 0, alpha: 128))).write(to: path)
        case .tintedNotGray:
            try Self.png(side: 1024, StraightColor(red: 0, green: 0, blue: 0), pixel: (412, 412, AppIconTests.red), square: 200).write(
                to: path)
        case .lowContrast:
            // A glyph in nearly the colour of the tile iOS draws under the dark icon.
            try Self.png(side: 1024, Self.clear, pixel: (312, 312, StraightColor(red: 34, green: 34, blue: 36)), square: 400).write(
                to: path)
        case .missingMonochrome:
            let xml = try String(contentsOf: path, encoding: .utf8)
            try Data(xml.split(separator: "\n").filter { !$0.contains("monochrome") }.joined(separator: "\n").utf8).write(to: path)
        case .outsideSafeZone where file.hasPrefix("web/"):
            // Art on the maskable icon's one-colour background, in its corner: past the 80 % circle.
            try Self.png(side: 512, AppIconTests.red, pixel: (20, 20, Self.white), square: 60).write(to: path)
        case .outsideSafeZone: try Self.png(side: 108, Self.clear, pixel: (2, 2, Self.white)).write(to: path)
        case .notificationColor: try Self.png(side: 24, Self.clear, pixel: (12, 12, AppIconTests.red)).write(to: path)
        case .missingFile: try FileManager.default.removeItem(at: path)
        case .wrongSize: try Self.png(side: 48, AppIconTests.red).write(to: path)
        case .maskableTransparent: try Self.png(side: 192, AppIconTests.red, pixel: (0, 0, Self.clear)).write(to: path)
        case .unreadable: try Data("not a PNG".utf8).write(to: path)
        case .outsideFolder:
            // The icon replaced by a link (to its own copy): tintype never follows one, so it is not opened.
            let outside = folder.path + "/elsewhere.png"
            try FileManager.default.moveItem(atPath: path.path, toPath: outside)
            try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: outside)
        case .missingAppearance, .unresolved: Issue.record("\(rule) is a launch screen's rule (LaunchScreenTests.brokenLaunchRule)")
        }
        let report = AppIconCheck.check(folder.path, rendering: .inProcess)
        #expect(report.breaches.map(\.rule) == [rule], "\(report.breaches)")
        #expect(report.breaches.map(\.file) == [file])
    }

    @Test("tintype check prints each breach and exits 1; a clean set exits 0")
    func commandLine() async throws {
        let folder = try Self.writtenSet()
        defer { folder.remove() }
        let clean = await CLI.run(["check", folder.path])
        #expect(clean.status == 0 && clean.output == "\(folder.path): 43 files checked, 0 breaches\n", "\(clean.output)")
        try FileManager.default.removeItem(atPath: folder.path + "/web/icon-512.png")
        let broken = await CLI.run(["check", folder.path])
        #expect(broken.status == 1)
        #expect(broken.output.hasPrefix("\(folder.path)/web/icon-512.png: missing-file: "), "\(broken.output)")
    }

    @Test("check --help lists every rule; a folder holding no set says so alone, without a count of nothing; 'an expo project'")
    func helpAndNothing() async throws {
        let help = await CLI.run(["check", "--help"])
        for rule in AppIconCheck.Breach.Rule.allCases {
            #expect(help.output.contains("  \(rule.rawValue) ") && help.output.contains(rule.summary), "\(rule) missing from --help")
        }
        let empty = try TemporaryFolder()
        defer { empty.remove() }
        let nothing = await CLI.run(["check", empty.path])
        #expect(nothing.status == 1 && nothing.output.isEmpty && nothing.error.contains("holds no app icon set"), "\(nothing.output)")
        #expect("\(AppProject.Problem.frameworkMissing(.expo, folder: "app", found: []))" == "app is not an expo project")
        #expect(
            "\(AppProject.Problem.frameworkMissing(.tauri, folder: "app", found: [.expo]))" == "app is not a tauri project (it is expo)")
    }

    @Test("tintype check takes one .ico or .icns file: read alone, its breaches named, anything else refused by name")
    func singleFiles() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let made = await CLI.run([
            "appicon", Fixtures.path("svg/heart.svg"), "-o", folder.file("out"), "--platform", "windows,macos", "-q", "--no-proof"
        ])
        #expect(made.status == 0, "\(made.error)")
        for file in ["out/windows/app.ico", "out/macos/AppIcon.icns"] {
            let one = await CLI.run(["check", folder.file(file)])
            #expect(one.status == 0 && one.output == "\(folder.file(file)): 1 file checked, 0 breaches\n", "\(one.output)")
        }
        let ico = try FileBytes.read(folder.file("out/windows/app.ico"))
        try FileBytes.writeAtomically(Array(ico.prefix(3000)), to: folder.file("cut.ico"))
        let cut = await CLI.run(["check", folder.file("cut.ico")])
        #expect(cut.status == 1 && cut.output.hasPrefix("\(folder.file("cut.ico")): unreadable: "), "\(cut.output)")
        #expect(cut.output.hasSuffix("1 file checked, 1 breach\n"), "\(cut.output)")
        let other = await CLI.run(["check", Fixtures.path("svg/heart.svg")])
        #expect(other.status == 1 && other.error.contains("not a folder, .ico, .icns, or a drawable's"), "\(other.error)")
    }

    @Test("tintype check takes one .appiconset, one adaptive icon's XML or one drawable: read as its folder would be")
    func singleSets() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let made = await CLI.run([
            "appicon", Fixtures.path("svg/heart.svg"), "-o", folder.file("out"), "--platform", "ios,android,notification", "--vector",
            "--background", "#E8413C", "--glyph", "white", "-q", "--no-proof"
        ])
        #expect(made.status == 0, "\(made.error)")
        let res = "out/android/res"
        for (path, files) in [
            ("out/ios/AppIcon.appiconset", 4), ("\(res)/mipmap-anydpi-v26/ic_launcher.xml", 19),
            ("\(res)/drawable/ic_stat_heart.xml", 1), ("\(res)/drawable/ic_launcher_foreground.xml", 1)
        ] {
            let one = await CLI.run(["check", folder.file(path)])
            #expect(one.status == 0, "\(path): \(one.output) \(one.error)")
            #expect(one.output == "\(folder.file(path)): \(files) file\(files == 1 ? "" : "s") checked, 0 breaches\n", "\(one.output)")
        }
        // A notification drawable painted red is named, under the folder that holds it.
        let stat = try String(contentsOfFile: folder.file("\(res)/drawable/ic_stat_heart.xml"), encoding: .utf8)
        try stat.replacingOccurrences(of: "#FFFFFF", with: "#FF0000").write(
            toFile: folder.file("\(res)/drawable/ic_stat_heart.xml"), atomically: true, encoding: .utf8)
        let red = await CLI.run(["check", folder.file("\(res)/drawable/ic_stat_heart.xml")])
        #expect(
            red.status == 1 && red.output.hasPrefix(folder.file("\(res)/drawable/ic_stat_heart.xml: notification-color: ")), "\(red.output)"
        )
    }
}
