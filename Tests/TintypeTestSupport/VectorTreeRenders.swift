import Foundation
import Testing
import Tintype
import TintypeSupport

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeCore
@testable import TintypeJobs
@testable import TintypePixels
@testable import TintypeTabBar
@testable import TintypeVector

/// Helpers first written for VectorTreeTests, shared by the test targets of several layers.
package enum VectorTreeRenders {
    /// `bytes` rendered by librsvg with its longer side `side` pixels.
    package static func render(_ bytes: [UInt8], side: Int) throws -> RGBAImage {
        let document = try SVGDocument(bytes, file: "art.svg")
        let scale = Double(side) / max(document.canvasSize.width, document.canvasSize.height)
        let width = Int((document.canvasSize.width * scale).rounded())
        let height = Int((document.canvasSize.height * scale).rounded())
        return try document.render(width: width, height: height, canvasIn: (0, 0, Double(width), Double(height)))
    }
}
