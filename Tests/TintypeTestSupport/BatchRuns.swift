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

/// Helpers first written for BatchTests, shared by the test targets of several layers.
package enum BatchRuns {
    package static func run(_ input: String, _ output: String, configure: (inout BatchOptions) -> Void = { _ in }) throws -> Batch.Summary {
        var options = BatchOptions(input: input, output: output)
        configure(&options)
        return try Batch.run(options)
    }

    /// Every output file by path, but for the batch's own bookkeeping (`.tintype.lock`).
    package static func allFiles(_ root: String) -> [String: [UInt8]] {
        var files = [String: [UInt8]]()
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            if path == ".tintype.lock" { continue }
            if let bytes = try? FileBytes.read(root + "/" + path) { files[path] = bytes }
        }
        return files
    }

    /// A copy of Fixtures/icons in a fresh folder, so tests may change it.
    package static func iconFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.path("icons")) {
            try FileManager.default.copyItem(atPath: Fixtures.path("icons/" + name), toPath: folder.file(name))
        }
        return folder
    }
}
