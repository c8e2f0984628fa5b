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

/// Helpers first written for VectorBatchTests, shared by the test targets of several layers.
package enum VectorBatchRuns {
    /// The alpha channel's mean difference between two images of one size, in 255ths.
    package static func alphaDifference(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        guard a.width == b.width, a.height == b.height else { return .infinity }
        var total = 0
        a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in for index in stride(from: 3, to: pa.count, by: 4) { total += abs(Int(pa[index]) - Int(pb[index])) } }
        }
        return Double(total) / Double(a.width * a.height)
    }

    /// A batch of `input` into `output`.
    package static func run(
        _ input: String, _ output: String, layout: OutputLayout, style: StyleDefinition = .flat, vector: Bool = true,
        template: Bool = false, preview: Bool = false
    ) throws -> Batch.Summary {
        var options = BatchOptions(input: input, output: output)
        options.layout = layout
        options.itemSize = layout.defaultItemSize
        options.style = style
        options.vector = vector
        options.template = template
        options.contactSheet = false
        options.preview = preview
        options.jobs = 2
        return try Batch.run(options)
    }
}
