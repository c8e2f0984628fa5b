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

/// macOS app icons (SPEC §11.12): the iconset `iconutil` takes and the `.icns` libicns reads.
@Suite("macOS app icons")
struct MacOSAppIconTests {
    /// The macOS set of `master`, made in `folder`.
    static func make(_ master: String, in folder: TemporaryFolder) throws -> String {
        var run = AppIconRun(source: master, output: folder.file("out"))
        run.platforms = [.macos]
        run.proofSheet = false
        run.design.background = .solid(StraightColor(red: 43, green: 95, blue: 217))
        run.backgroundChosen = true
        #expect(try run.run { _ in })
        return folder.file("out/macos")
    }

    @Test("an SVG and a PNG master: ten iconset PNGs named and sized as iconutil expects, the same pixels in the .icns")
    func iconsetAndIcns() throws {
        for master in [Fixtures.path("svg/heart.svg"), Fixtures.path("masters/bolt.png")] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let macos = try Self.make(master, in: folder)
            var pixels: [Int: RGBAImage] = [:]
            for points in [16, 32, 128, 256, 512] {
                for scale in [1, 2] {
                    let file = "\(macos)/AppIcon.iconset/icon_\(points)x\(points)\(scale == 2 ? "@2x" : "").png"
                    let image = try ImageDecoder.read(file).image
                    #expect(image.width == points * scale && image.height == points * scale, "\(file)")
                    pixels[points * scale] = image
                }
            }
            // The body leaves a transparent margin for the system's shadow; its centre is opaque.
            let large = try #require(pixels[1024])
            #expect(large[10, 512].alpha == 0 && large[512, 512].alpha == 255)
            // libicns lists 16 through 1024 px, and what it extracts is what the iconset holds.
            let list = try AAPT2.run("/usr/bin/icns2png", ["-l", "\(macos)/AppIcon.icns"])
            for side in [16, 32, 128, 256, 512, 1024] { #expect(list.output.contains("\(side)x\(side) 32-bit icon"), "\(list.output)") }
            let extracted = try AAPT2.run("/usr/bin/icns2png", ["-x", "-o", folder.path, "\(macos)/AppIcon.icns"])
            #expect(extracted.status == 0, "\(extracted.output)")
            for side in [16, 32, 128, 256, 512, 1024] {
                let read = try ImageDecoder.read(folder.file("AppIcon_\(side)x\(side)x32.png")).image
                let made = try #require(pixels[side])
                guard read.size != made.size || read.bytes != made.bytes else { continue }
                // Only a difference is measured (a million bytes a side of 1,024 px).
                let worst = zip(read.bytes, made.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
                let count = zip(read.bytes, made.bytes).filter { $0 != $1 }.count
                Issue.record("\(side) px: \(read.size) read, \(made.size) made; \(count) bytes differ, by at most \(worst)")
            }
        }
    }

    @Test("the run-length code of the classic entries decodes to the channel it codes, for runs and literals of every length")
    func packBits() {
        var generator = SystemRandomNumberGenerator()
        let runs = (0..<300).flatMap { index in [UInt8](repeating: UInt8(index % 7), count: index % 140) }
        let noise = (0..<1000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for channel in [runs, noise, [], [1], [2, 2], [3, 3, 3], runs + noise] {
            let coded = ICNSFile.packBits(channel)
            var decoded: [UInt8] = []
            var index = 0
            while index < coded.count {
                let control = Int(coded[index])
                if control < 128 {
                    decoded += coded[(index + 1)...(index + 1 + control)]
                    index += control + 2
                } else {
                    decoded += [UInt8](repeating: coded[index + 1], count: control - 125)
                    index += 2
                }
            }
            #expect(decoded == channel)
        }
    }

    @Test("the default platforms stay the phone and the web: macOS is made when asked for")
    func notByDefault() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var run = AppIconRun(source: Fixtures.path("svg/heart.svg"), output: folder.file("out"))
        run.proofSheet = false
        #expect(try run.run { _ in })
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/macos")))
        #expect(FileManager.default.fileExists(atPath: folder.file("out/ios")))
    }
}
