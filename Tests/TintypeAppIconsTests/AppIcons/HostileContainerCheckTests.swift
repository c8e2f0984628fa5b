import Foundation
import Testing
import Tintype
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeLaunch

/// `tintype check` against containers made to cost it (SPEC §11.8): each distinct image decoded
/// once, repeated breaches counted in one line, a flood of entries refused, SVG limits wherever
/// an SVG is read.
@Suite("Check against hostile containers")
struct HostileContainerCheckTests {
    /// A `.ico` whose `count` entries all point at the one PNG `png`.
    static func sharedICO(_ png: [UInt8], count: Int) -> [UInt8] {
        var bytes: [UInt8] = [0, 0, 1, 0, UInt8(count & 0xFF), UInt8(count >> 8)]
        let offset = 6 + 16 * count
        func little32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }
        for _ in 0..<count { bytes += [0, 0, 0, 0, 1, 0, 32, 0] + little32(png.count) + little32(offset) }
        return bytes + png
    }

    @Test("65,535 .ico entries sharing one large PNG: decoded once, 20 breaches listed and the rest counted in one line")
    func sharedEntries() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let png = try PNGEncoder(colorLayout: .smallestLossless).encode(RGBAImage(width: 2_000, height: 2_000))
        try Data(Self.sharedICO(png, count: 65_535)).write(to: URL(fileURLWithPath: folder.file("app.ico")))
        let started = ContinuousClock.now
        let report = AppIconCheck.check(folder.path, rendering: .inProcess)
        let elapsed = ContinuousClock.now - started
        let sizes = report.breaches.filter { $0.rule == .wrongSize }
        #expect(sizes.count == Checker.listedRepeats + 1, "\(report.breaches.count) breaches")
        #expect(sizes.last?.detail.contains("and 65514 more") == true, "\(String(describing: sizes.last))")
        // Decoding 65,535 copies of 4 MP would take hours; one decode takes well under a minute even in debug.
        #expect(elapsed < .seconds(60), "\(elapsed)")
    }

    @Test("an .icns of millions of empty entries is refused as a whole, in one breach")
    func emptyEntries() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let count = 1_000_000
        var bytes = Array("icns".utf8) + [0, 0, 0, 0]
        let length = 8 + 8 * count
        bytes.replaceSubrange(4..<8, with: [24, 16, 8, 0].map { UInt8(length >> $0 & 0xFF) })
        bytes.reserveCapacity(length)
        for _ in 0..<count { bytes += Array("ic10".utf8) + [0, 0, 0, 8] }
        try Data(bytes).write(to: URL(fileURLWithPath: folder.file("app.icns")))
        let report = AppIconCheck.check(folder.path, rendering: .inProcess)
        #expect(report.breaches.count == 1 && report.breaches[0].rule == .unreadable, "\(report.breaches.prefix(3))")
    }

    @Test("a hicolor scalable SVG is read within the SVG limits")
    func scalableLimits() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let apps = folder.file("hicolor/scalable/apps")
        try FileManager.default.createDirectory(atPath: apps, withIntermediateDirectories: true)
        let many = String(repeating: "<g>", count: 30_000) + String(repeating: "</g>", count: 30_000)
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">\#(many)</svg>"#.utf8).write(
            to: URL(fileURLWithPath: apps + "/app.svg"))
        let report = AppIconCheck.check(folder.path, rendering: .inProcess)
        #expect(report.breaches.contains { $0.rule == .unreadable && $0.detail.contains("refused before rendering") }, "\(report.breaches)")
    }
}
