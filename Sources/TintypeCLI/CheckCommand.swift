import ArgumentParser
import Tintype

/// `tintype check PATH...`: app icon sets against the rules stores and launchers apply.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check app icon sets against the rules stores and launchers apply.",
        discussion: """
            Every .appiconset, Android res/ tree (mipmap-anydpi-v26/ic_launcher.xml and
            its densities), ic_stat_*.png notification icon and manifest.webmanifest
            under each PATH is read, whoever made it. Each breach is one line,
            FILE: RULE: WHAT, and the exit status is 1 when there is any. The rules:
              missing-file, unreadable, wrong-size (a density, scale or slot)
              alpha-in-opaque-icon   an iOS light icon with an alpha channel
              tinted-not-gray        an iOS tinted icon with colour
              missing-monochrome     an adaptive icon without <monochrome>
              outside-safe-zone      adaptive art past the 66 dp circle
              notification-color     a notification icon pixel that is not white
              maskable-transparent   a maskable web icon with transparent pixels

            Example:
              tintype appicon Fixtures/svg/heart.svg -o out && tintype check out
            """)

    @Argument(help: "Folders to check: an output folder, an .xcassets, a res/ tree.")
    var paths: [String]

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func run() async throws {
        var breaches = 0
        for path in paths {
            let report = AppIconCheck.check(path, limits: limits.decodeLimits)
            for breach in report.breaches { Console.print("\(path)/\(breach)") }
            breaches += report.breaches.count
            Console.print("\(path): \(report.filesChecked) files checked, \(report.breaches.count) breaches")
        }
        if breaches > 0 { throw ExitCode.failure }
    }
}
