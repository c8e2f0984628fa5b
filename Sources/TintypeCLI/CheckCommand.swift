import ArgumentParser
import Tintype
import TintypeSupport

/// `tintype check PATH...`: app icon sets against the rules stores and launchers apply.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check app icon sets against the rules stores and launchers apply.",
        discussion: """
            Every .appiconset, Android res/ tree (mipmap-anydpi-v26/ic_launcher.xml and
            its densities), ic_stat_*.png notification icon and manifest.webmanifest
            under each PATH is read, whoever made it. Each breach is one line,
            FILE: RULE: WHAT, and the exit status is 1 when there is any, or when a
            PATH is not a folder or holds no set. Only files inside PATH are read.
            The rules:
              missing-file, unreadable, wrong-size (a density, scale or slot)
              alpha-in-opaque-icon   an iOS light icon with an alpha channel
              tinted-not-gray        an iOS tinted icon with colour
              missing-monochrome     an adaptive icon without <monochrome>
              outside-safe-zone      adaptive art past the 66 dp circle
              notification-color     a notification icon pixel that is not white
              maskable-transparent   a maskable web icon with transparent pixels
              outside-folder         a descriptor naming a file outside PATH (not opened)

            Example:
              tintype appicon Fixtures/svg/heart.svg -o out && tintype check out
            """)

    @Argument(help: "Folders to check: an output folder, an .xcassets, a res/ tree.")
    var paths: [String]

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func run() async throws {
        var failed = false
        for path in paths {
            // A PATH that cannot be read, or that holds no set, is a failure: CI must not pass on nothing.
            guard isFolder(path) else {
                let what = FileBytes.kind(of: path) == nil ? "no such folder" : "not a folder (give the folder that holds the set)"
                Console.error("tintype: \(path): \(what)")
                failed = true
                continue
            }
            let report = AppIconCheck.check(path, limits: limits.decodeLimits)
            for breach in report.breaches { Console.print("\(path)/\(breach)") }
            Console.print("\(path): \(report.filesChecked) files checked, \(report.breaches.count) breaches")
            if report.setsFound == 0 {
                Console.error(
                    "tintype: \(path): holds no app icon set (no .appiconset, adaptive icon, notification icon or web manifest)")
                failed = true
            }
            failed = failed || !report.breaches.isEmpty
        }
        if failed { throw ExitCode.failure }
    }

    /// True when `path` leads to a folder (a link to one counts: it is the user's own).
    private func isFolder(_ path: String) -> Bool { FileBytes.kind(of: FileBytes.resolvedPath(path)) == .folder }
}
