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
            neither or holds no set. Only files inside PATH are read.
            The rules:
            \(AppIconCheck.Breach.Rule.allCases.map { "  " + $0.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0) + " " + $0.summary }.joined(separator: "\n"))

            Example:
              tintype appicon Fixtures/svg/heart.svg -o out && tintype check out
            """)

    @Argument(
        help:
            "What to check: an output folder, an .xcassets, a res/ tree, an .icon bundle, an .ico or .icns file, an .appiconset, an adaptive icon's or a drawable's XML."
    )
    var paths: [String]

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func run() async throws {
        var failed = false
        let rendering = limits.svgRendering()
        for path in paths {
            // A PATH that cannot be read, or that holds no set, is a failure: CI must not pass on nothing.
            let single = AppIconCheck.check(file: path, limits: limits.decodeLimits, rendering: rendering)
            guard isFolder(path) || single != nil else {
                let what =
                    FileBytes.kind(of: path) == nil
                    ? "no such file or folder"
                    : "not a folder, .ico, .icns, or a drawable's or adaptive icon's XML (give the folder that holds the set)"
                Console.error("tintype: \(path): \(what)")
                failed = true
                continue
            }
            var report = single ?? AppIconCheck.check(path, limits: limits.decodeLimits, rendering: rendering)
            var batches = BatchOutputCheck.Report()
            if single == nil {
                let launch = LaunchScreenCheck.check(path, limits: limits.decodeLimits, rendering: rendering)
                report.breaches += launch.breaches
                // A file both read (Android's manifest names the icon and the launch theme) is counted once.
                report.filesRead.formUnion(launch.filesRead)
                report.setsFound += launch.setsFound
                batches = BatchOutputCheck.check(path, limits: limits.decodeLimits)
                report.setsFound += batches.setsFound
            }
            // A breach names its file under the folder checked (for one file or set, the folder holding what it names).
            let folder = report.root ?? path
            let lines = report.breaches.map { "\($0)" } + batches.breaches.map { "\($0)" }
            for line in lines { Console.print("\(folder == "/" ? "" : folder)/\(line)") }
            let (files, breaches) = (report.filesChecked + batches.filesChecked, lines.count)
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

    /// True when `path` leads to a folder (a link to one counts: it is the user's own).
    private func isFolder(_ path: String) -> Bool { FileBytes.kind(of: FileBytes.resolvedPath(path)) == .folder }
}
