import Foundation
import Tintype

/// The `tintype` program built with these tests, which the SVG worker pools start as their workers.
package enum BuiltTool {
    /// Beside the test runner in the build folder; but for tests built in another scratch folder
    /// (`.build-address`), the package's plain build first (release, as CI builds
    /// it, then debug), whose workers keep their address-space limit (a sanitizer build's cannot);
    /// nil when none exists.
    package static let path: String? = {
        let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let beside = runner.deletingLastPathComponent().appendingPathComponent("tintype").path
        let package = URL(fileURLWithPath: Fixtures.root).deletingLastPathComponent()
        let plain = ["release", "debug"].map {
            package.appendingPathComponent(".build/\($0)/tintype").resolvingSymlinksInPath().path
        }
        let candidates = runner.path.contains("/.build-") ? plain + [beside] : [beside] + plain
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// A worker pool of the built tool with `renderSeconds` and `memoryMegabytes`.
    package static func pool(renderSeconds: Int = 10, memoryMegabytes: Int? = 1024) throws -> SVGWorker.Pool {
        guard let path else { throw Missing() }
        return SVGWorker.Pool(
            SVGWorker.Pool.Configuration(executable: path, renderSeconds: renderSeconds, memoryMegabytes: memoryMegabytes))
    }

    package struct Missing: Error, CustomStringConvertible {
        package var description: String { "the tintype program is not built beside the tests: run swift build first" }
    }
}

/// SVG documents that pass every static check and still cost a renderer dearly: what only the
/// worker's limits stop.
package enum CostlySVG {
    /// A path of 1,200 segments drawn 100,000 times through five levels of ten `<use>`s (each
    /// level's element count is small; librsvg allows half a million references): minutes of CPU.
    package static let slow: [UInt8] = {
        var segments = ""
        var state: UInt32 = 12345
        for _ in 0..<1200 {
            state = state &* 1_103_515_245 &+ 12345
            segments += " L\((state >> 16) % 25) \((state >> 8) % 25)"
        }
        var parts = [#"<path id="p" d="M0 0\#(segments) Z"/>"#]
        var previous = "p"
        for level in 0..<5 {
            parts.append(#"<g id="g\#(level)">"# + String(repeating: ##"<use href="#\##(previous)"/>"##, count: 10) + "</g>")
            previous = "g\(level)"
        }
        let body = ##"<defs>\##(parts.joined())</defs><use href="#\##(previous)"/>"##
        return Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">\#(body)</svg>"#.utf8)
    }()

    /// A canvas of 7000 × 7000 px: 196 MB of pixels, more than a 256 MiB worker can hold with its
    /// buffers; its filter is what only librsvg draws, so it goes to the workers.
    package static let large: [UInt8] = Array(
        (#"<svg xmlns="http://www.w3.org/2000/svg" width="7000" height="7000"><filter id="f"><feOffset dx="1"/></filter>"#
            + #"<rect width="7000" height="7000" filter="url(#f)"/></svg>"#).utf8)
}
