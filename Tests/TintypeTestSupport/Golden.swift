import Foundation
import Testing
import Tintype
import TintypeCLI
import TintypeReference
import TintypeSupport
import ZIPFoundation

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

/// Checks `image` against the golden picture `Fixtures/golden/NAME.png` (TINTYPE_UPDATE_GOLDEN=1 rewrites it; then look at it).
package func checkGolden(_ image: RGBAImage, _ name: String, tolerance: Int = 1) throws {
    let path = Fixtures.path("golden/\(name).png")
    if ProcessInfo.processInfo.environment["TINTYPE_UPDATE_GOLDEN"] == "1" { try PNGEncoder(compression: .smallest).write(image, to: path) }
    let golden = try ImageDecoder.read(path).image
    #expect(golden.width == image.width && golden.height == image.height, "\(name)")
    if golden.width == image.width && golden.height == image.height {
        #expect(golden.maximumDifference(from: image) <= tolerance, "\(name)")
    }
}
