import Tintype

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

extension AppIconRun {
    /// Runs, and gives whether it succeeded with the warnings it reported, in order.
    package func runCollectingWarnings() throws -> (succeeded: Bool, warnings: [Warning]) {
        var warnings: [Warning] = []
        let succeeded = try run { if case .warning(let warning) = $0 { warnings.append(warning) } }
        return (succeeded, warnings)
    }
}
