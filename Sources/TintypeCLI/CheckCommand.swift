import ArgumentParser
import Tintype
import TintypeSupport

/// `tintype check PATH...`: app icon sets against the rules stores and launchers apply.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check app icon sets and launch screens against the rules stores and launchers apply.",
        discussion: """
            Every .appiconset, Android res/ tree (mipmap-anydpi-v26/ic_launcher.xml and
            its densities), ic_stat_*.png notification icon and manifest.webmanifest
            under each PATH is read, whoever made it; a PATH may also be one .ico or
            .icns file, an .icon bundle, one .appiconset, an adaptive icon's
            mipmap-anydpi-v26/ic_launcher.xml (with the layers it names) or one
            drawable's XML (ic_stat_* as a notification icon, any other as an
            adaptive layer). Launch screens in a folder are checked too: each
            UILaunchScreen.plist, res/values*/splash_theme.xml and
            apple-touch-startup-image.html. A batch's own output (its manifest.json)
            is checked for what a tab-bar set promises: every file it records there,
            readable, at its size; every state and appearance at every scale; no
            failed icon; each asset catalog Contents.json naming files that are
            there (missing-file, unreadable, wrong-size, missing-variant,
            failed-icon, outside-folder). Each breach is one line, FILE: RULE:
            WHAT, and the exit status is 1 when there is any, or when a PATH is
            neither or holds no set. Only files inside PATH are read. A compiled
            catalog (an Assets.car, Apple's or any other) is read whole: each
            rendition decoded (unreadable) and each name it gives followed: a
            link's atlas, a layer's rendition, a fill's colour (unresolved).
            The rules:
            \(AppIconCheck.Breach.Rule.allCases.map { "  " + $0.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0) + " " + $0.summary }.joined(separator: "\n"))

            Example:
              tintype appicon Fixtures/svg/heart.svg -o out && tintype check out
            """)

    @Argument(
        help:
            "What to check: an output folder, an .xcassets, a res/ tree, an .icon bundle, an .ico or .icns file, an .appiconset, an adaptive icon's or a drawable's XML, an Assets.car."
    )
    var paths: [String]

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func run() async throws {
        var failed = false
        for path in paths {
            let report: AssetCheck.Report
            switch AssetCheck.check(path, limits: limits.decodeLimits, rendering: limits.svgRendering()) {
            case .checked(let checked): report = checked
            case .unreadable(let reason):
                // A PATH that cannot be read is a failure: CI must not pass on nothing.
                Console.error("tintype: \(path): \(reason)")
                failed = true
                continue
            }
            for line in report.breaches { Console.print("\(report.root == "/" ? "" : report.root)/\(line)") }
            let (files, breaches) = (report.filesChecked, report.breaches.count)
            // A folder that holds no set says so alone: "0 files checked, 0 breaches" then a failure read as a contradiction.
            if report.setsFound > 0 || breaches > 0 {
                Console.print(
                    "\(path): \(files) \(files == 1 ? "file" : "files") checked, \(breaches) \(breaches == 1 ? "breach" : "breaches")")
            }
            if report.setsFound == 0 {
                Console.error(
                    "tintype: \(path): holds no app icon set, launch screen or batch output (no .appiconset, adaptive icon, notification icon, web manifest, icon theme tree, UILaunchScreen.plist, splash theme, startup links or a batch's manifest.json)"
                )
                failed = true
            }
            failed = failed || breaches > 0
        }
        if failed { throw ExitCode.failure }
    }
}
