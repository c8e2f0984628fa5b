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

/// Helpers first written for VectorTreeTests, shared by the test targets of several layers.
package enum VectorTreeRenders {
    /// `bytes` rendered by librsvg with its longer side `side` pixels.
    package static func render(_ bytes: [UInt8], side: Int) throws -> RGBAImage {
        let document = try SVGDocument(bytes, file: "art.svg", rendering: .inProcess)
        let scale = Double(side) / max(document.canvasSize.width, document.canvasSize.height)
        let width = Int((document.canvasSize.width * scale).rounded())
        let height = Int((document.canvasSize.height * scale).rounded())
        return try document.render(width: width, height: height, canvasIn: (0, 0, Double(width), Double(height)))
    }

    /// The mean difference of two images' premultiplied channels, in 255ths.
    package static func meanDifference(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        guard a.width == b.width, a.height == b.height else { return .infinity }
        var total = 0
        a.withUnsafeBytes { pa in b.withUnsafeBytes { pb in for index in 0..<pa.count { total += abs(Int(pa[index]) - Int(pb[index])) } } }
        return Double(total) / Double(a.width * a.height * 4)
    }
}
