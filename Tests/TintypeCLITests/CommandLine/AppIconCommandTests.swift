import Foundation
import Testing
import Tintype
import TintypeTestSupport

/// `tintype appicon`: the platforms chosen, a rerun that writes nothing, and usage errors that say what is wrong.
@Suite("tintype appicon")
struct AppIconCommandTests {
    @Test("only the platforms asked for; a second run is up to date")
    func platformsAndRerun() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let arguments = [
            "appicon", Fixtures.path("svg/bolt.svg"), "-o", folder.path, "--platform", "notification,web", "--background", "navy",
            "--glyph", "#FFD60A", "--name", "Bolt Alert", "--no-proof"
        ]
        let first = await CLI.run(arguments)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.hasSuffix("13 files: 13 written, 0 up to date\n"), "\(first.output)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/android/res/drawable-xxhdpi/ic_stat_bolt_alert.png"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/web/manifest.webmanifest"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/ios"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/android/res/mipmap-anydpi-v26"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/proof-sheet.png"))
        #expect(!first.output.contains("wrote "), "\(first.output)")
        let second = await CLI.run(arguments)
        #expect(second.status == 0 && second.output == "13 files: 0 written, 13 up to date\n", "\(second.output)")
        // --verbose lists each file it writes.
        var elsewhere = arguments
        elsewhere[3] = folder.file("verbose")
        let verbose = await CLI.run(elsewhere + ["--verbose"])
        #expect(verbose.output.contains("wrote \(folder.file("verbose"))/web/manifest.webmanifest\n"), "\(verbose.output)")
    }

    @Test("an unknown platform, a missing master and a master with no art are refused with the reason")
    func refusals() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let platform = await CLI.run(["appicon", Fixtures.path("svg/bolt.svg"), "-o", folder.path, "--platform", "ios,watch"])
        #expect(platform.status == 2 && platform.error.contains("--platform"), "\(platform.error)")
        // `all` is every platform, the desktop and the Icon Composer bundle too; it is not mixed with names.
        let all = await CLI.run(["appicon", Fixtures.path("svg/bolt.svg"), "-o", folder.file("all"), "--platform", "all", "-q"])
        #expect(all.status == 0, "\(all.error)")
        for made in ["ios", "android", "web", "macos", "windows", "linux", "AppIcon.icon"] {
            #expect(FileManager.default.fileExists(atPath: folder.file("all/\(made)")), "\(made)")
        }
        // A colour that is not one is a usage error that says what a colour is.
        let colour = await CLI.run(["appicon", Fixtures.path("svg/bolt.svg"), "-o", folder.file("colour"), "--background", "notacolor"])
        #expect(
            colour.status == 2 && colour.error.contains("'notacolor' is not a color or gradient: give a color (#RRGGBB"), "\(colour.error)")
        let splash = await CLI.run(["splash", Fixtures.path("svg/bolt.svg"), "-o", folder.file("splash"), "--background", "#12345"])
        #expect(splash.status == 2 && splash.error.contains("'#12345' is not a color: give #RGB"), "\(splash.error)")
        let mixed = await CLI.run(["appicon", Fixtures.path("svg/bolt.svg"), "-o", folder.file("mixed"), "--platform", "all,ios"])
        #expect(mixed.status == 2, "\(mixed.error)")
        let missing = await CLI.run(["appicon", folder.path + "/none.svg", "-o", folder.path + "/out"])
        #expect(missing.status == 1 && missing.error.contains("none.svg"), "\(missing.error)")
        let empty = folder.path + "/empty.svg"
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"/>"#.utf8).write(to: URL(fileURLWithPath: empty))
        let nothing = await CLI.run(["appicon", empty, "-o", folder.path + "/out"])
        #expect(nothing.status == 1 && nothing.error.contains("empty.svg: no art to fit"), "\(nothing.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/ios"))
    }

    @Test("a folder of masters makes a set each; one that fails is named and the others are made; exit 1")
    func folderOfMasters() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let masters = folder.path + "/masters"
        try FileManager.default.createDirectory(atPath: masters, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.path("svg/bolt.svg"), toPath: masters + "/bolt.svg")
        try FileManager.default.copyItem(atPath: Fixtures.path("svg/heart.svg"), toPath: masters + "/heart.svg")
        try FileManager.default.copyItem(atPath: Fixtures.path("svg/ring.svg"), toPath: masters + "/heart-monochrome.svg")
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"/>"#.utf8).write(
            to: URL(fileURLWithPath: masters + "/empty.svg"))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: masters + "/README.txt"))
        let out = folder.path + "/out"
        let run = await CLI.run(["appicon", masters, "-o", out, "--platform", "notification", "--no-proof"])
        #expect(run.status == 1, "\(run.output)\(run.error)")
        #expect(run.output.hasSuffix("3 apps: 2 made, 1 failed\n"), "\(run.output)")
        #expect(run.error.contains("empty.svg: no art to fit"), "\(run.error)")
        #expect(run.error.contains("passed over") && run.error.contains("README.txt"), "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: out + "/bolt/android/res/drawable-mdpi/ic_stat_bolt.png"))
        #expect(FileManager.default.fileExists(atPath: out + "/heart/android/res/drawable-mdpi/ic_stat_heart.png"))
        #expect(!FileManager.default.fileExists(atPath: out + "/empty"))
        // The heart's notification icon is its monochrome art: the ring, hollow left of its centre.
        let heart = try ImageDecoder.decode(
            Array(try Data(contentsOf: URL(fileURLWithPath: out + "/heart/android/res/drawable-xxxhdpi/ic_stat_heart.png"))),
            file: "ic_stat_heart.png")
        #expect(heart.image[30, 48].alpha == 0)
        #expect(await CLI.run(["appicon", masters, "-o", out, "--name", "x"]).status == 2)
    }
}
