import Foundation
import Testing
import Tintype
import TintypeSupport

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

/// Helpers first written for ReadableIconTests, shared by the test targets of several layers.
package enum IconLevels {
    /// The levels an image's coverage (alpha, or the gray of an opaque image) takes over its covered
    /// pixels: values 24 apart or more, each held by at least 3 % of them.
    package static func levels(_ image: RGBAImage) -> Int {
        var histogram = [Int](repeating: 0, count: 256)
        let opaque = image.isOpaque
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                let value = opaque ? pixel.green : pixel.alpha
                if value > 24 { histogram[Int(value)] += 1 }
            }
        }
        let total = histogram.reduce(0, +)
        var levels = 0
        var last = -100
        for value in 0..<256 where histogram[max(0, value - 4)...min(255, value + 4)].reduce(0, +) * 100 >= 3 * total {
            if value - last >= 24 { levels += 1 }
            last = value
        }
        return levels
    }

    /// Expects every two images (of one size) to differ, by more than 48 in alpha, in at least a
    /// tenth of the pixels either covers.
    package static func expectAllDiffer(_ images: [(name: String, image: RGBAImage)], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, (name, image)) in images.enumerated() {
            for (other, otherImage) in images[(index + 1)...] {
                var differing = 0
                var covered = 0
                for offset in stride(from: 3, to: image.bytes.count, by: 4) where image.bytes[offset] > 0 || otherImage.bytes[offset] > 0 {
                    covered += 1
                    if abs(Int(image.bytes[offset]) - Int(otherImage.bytes[offset])) > 48 { differing += 1 }
                }
                #expect(
                    differing * 10 >= covered, "\(name) and \(other): \(differing) of \(covered) differ", sourceLocation: sourceLocation)
            }
        }
    }
}
