import Foundation
import Tintype

/// Paths to the files under the package's `Fixtures/` folder.
package enum Fixtures {
    package static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    package static func path(_ relative: String) -> String { root + "/" + relative }

    package static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(relative))))
    }

    /// Straight RGBA reference pixels (`ref/NAME.rgba`) made premultiplied, as an RGBAImage.
    package static func reference(_ relative: String, width: Int, height: Int) throws -> RGBAImage {
        var straight = try bytes(relative)
        straight.withUnsafeMutableBufferPointer { Premultiplication.premultiply($0) }
        return RGBAImage(width: width, height: height, premultipliedBytes: straight)!
    }
}

/// A fresh folder under the system's temporary folder, removed by `remove()`.
package struct TemporaryFolder {
    package let path: String

    package init() throws {
        path = NSTemporaryDirectory() + "tintype-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    package func file(_ name: String) -> String { path + "/" + name }

    /// An Icon Composer bundle `name` (`App.icon`) made here with its `Assets/` folder, and its path.
    package func iconBundle(_ name: String) throws -> String {
        let bundle = file(name)
        try FileManager.default.createDirectory(atPath: bundle + "/Assets", withIntermediateDirectories: true)
        return bundle
    }

    package func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    package func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Deterministic pseudo-random numbers (SplitMix64), so failures reproduce.
package struct SeededGenerator: RandomNumberGenerator {
    package var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension RGBAImage {
    /// A random valid premultiplied image; a third of its pixels have alpha 0 or 255.
    package static func random(width: Int, height: Int, using generator: inout SeededGenerator) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let pick = UInt8.random(in: 0...5, using: &generator)
                let alpha: UInt8 = pick == 0 ? 0 : pick == 1 ? 255 : .random(in: 0...255, using: &generator)
                image[x, y] = PremultipliedColor(
                    red: .random(in: 0...alpha, using: &generator), green: .random(in: 0...alpha, using: &generator),
                    blue: .random(in: 0...alpha, using: &generator), alpha: alpha)
            }
        }
        return image
    }

    /// The largest difference of any channel of any pixel.
    package func maximumDifference(from other: RGBAImage) -> Int {
        guard width == other.width, height == other.height else { return Int.max }
        return zip(bytes, other.bytes).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }
}
