import Tintype

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeCore
@testable import TintypeJobs
@testable import TintypePixels
@testable import TintypeTabBar
@testable import TintypeVector

extension AppIconRun {
    /// Runs, and gives whether it succeeded with the warnings it reported, in order.
    package func runCollectingWarnings() throws -> (succeeded: Bool, warnings: [Warning]) {
        var warnings: [Warning] = []
        let succeeded = try run { if case .warning(let warning) = $0 { warnings.append(warning) } }
        return (succeeded, warnings)
    }
}
