import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

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

/// SPEC §9.1: an icon's art has the same size in points at every scale it is written at,
/// within one pixel of that scale, in every layout.
@Suite("One size per icon at every scale, in every layout")
struct OneSizeTests {
    /// Pre-sized art with and without every scale, 512 px masters, SVGs, a 16-unit family and a colour icon.
    static func mixedFolder() throws -> TemporaryFolder {
        let input = try TemporaryFolder()
        let files = [
            ("icons/star.png", "star.png"), ("icons/star@2x.png", "star@2x.png"), ("icons/star@3x.png", "star@3x.png"),
            ("icons/chat@2x.png", "chat@2x.png"), ("icons/chat@3x.png", "chat@3x.png"), ("icons/home@3x.png", "home@3x.png"),
            ("icons/settings.png", "settings.png"), ("masters/bolt.png", "m-bolt.png"), ("masters/badge.png", "m-badge.png"),
            ("svg/wide.svg", "s-wide.svg"), ("svg/ring.svg", "s-ring.svg"), ("family/plus.svg", "f-plus.svg"),
            ("family/dot.svg", "f-dot.svg"), ("color/mail.svg", "c-mail.svg")
        ]
        for (from, to) in files { try FileManager.default.copyItem(atPath: Fixtures.path(from), toPath: input.file(to)) }
        return input
    }

    @Test("the longer side of each icon's art, over its scale, agrees at every scale within a pixel", arguments: OutputLayout.allCases)
    func oneSize(_ layout: OutputLayout) throws {
        let input = try Self.mixedFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        let summary = try BatchRuns.run(input.path, out.path) {
            $0.layout = layout
            $0.contactSheet = false
            $0.preview = false
        }
        #expect(summary.failed == 0 && summary.icons == 11, "\(summary.errors)")
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        for icon in manifest.icons {
            let files = icon.files.filter { $0.kind == .icon && $0.state == .normal && ($0.appearance ?? .light) == .light }
            let sides = try files.map { file -> (scale: Double, side: Double) in
                let bounds = try #require(try ImageDecoder.read(out.file(file.path)).image.coverageBounds(.alpha), "\(file.path)")
                return (file.scale!, Double(max(bounds.width, bounds.height)))
            }
            #expect(sides.count == layout.defaultScales.count, "\(layout) \(icon.name)")
            guard let reference = sides.max(by: { $0.scale < $1.scale }) else { continue }
            for (scale, side) in sides {
                // Within a pixel at each edge: the bounds of anti-aliased art take in any faint pixel, so
                // an edge that falls inside a pixel at one scale and on a pixel boundary at another moves them by one.
                let expected = reference.side * scale / reference.scale
                #expect(abs(side - expected) <= 2, "\(layout) \(icon.name) @\(scale)x: \(side) px, \(expected) expected")
            }
        }
    }
}
