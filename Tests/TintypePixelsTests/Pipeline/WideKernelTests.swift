import Testing
import Tintype
import TintypeReference
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

/// The AVX2 loops (`WideKernels`) and the Swift loops they stand in for, each
/// checked against the scalar reference, exactly. On a CPU without AVX2 the
/// wide calls do nothing and both runs are the Swift path.
@Suite("Wide kernels")
struct WideKernelTests {
    /// Runs `body` over `pixels`' bytes, once with the AVX2 path allowed and once without.
    private func bothPaths(_ body: (_ wide: Bool) -> [UInt8]) -> (wide: [UInt8], portable: [UInt8]) {
        (body(true), body(false))
    }

    /// The first byte where two results differ, as "byte N: got X, want Y" (nil when equal), so a failure stays short.
    private func difference(_ got: [UInt8], _ want: [UInt8]) -> String? {
        guard got.count == want.count else { return "\(got.count) bytes, want \(want.count)" }
        guard let index = got.indices.first(where: { got[$0] != want[$0] }) else { return nil }
        return "byte \(index) (pixel \(index / 4)): got \(got[index]), want \(want[index])"
    }

    @Test("tint by alpha: every paint byte against every alpha, at every span length and offset")
    func tintByAlpha() {
        // Row y's paint has channels y, 255 − y, 7y and 13y (mod 256): each channel takes every value.
        var icon = RGBAImage(width: 256, height: 1)
        for a in 0..<256 { icon[a, 0] = PremultipliedColor(red: 0, green: UInt8(a / 2), blue: 0, alpha: UInt8(a)) }
        let alphas = icon.bytes
        for y in 0..<256 {
            let paint = PremultipliedColor(red: UInt8(y), green: UInt8(255 - y), blue: UInt8(y * 7 % 256), alpha: UInt8(y * 13 % 256))
            let channels = [Int(paint.red), Int(paint.green), Int(paint.blue), Int(paint.alpha)]
            // The whole row, then short spans from odd offsets (tails of 0–7 pixels after the vectors).
            for (start, count) in [(0, 256), (y % 9, (y * 5) % 41), (3, 8), (1, 7), (250, 6), (0, 0)] {
                let results = bothPaths { wide in
                    var out = [UInt8](repeating: 0xEE, count: count * 4)
                    alphas.withUnsafeBytes { source in
                        out.withUnsafeMutableBytes { target in
                            PaintShader.rowColors([paint]).fill(
                                row: 0, x: 0, count: count,
                                coverage: CoverageRow(alphaOf: source.baseAddress! + start * 4, bytes: source.baseAddress!),
                                scratch: target.baseAddress!, into: target.baseAddress!, wide: wide)
                        }
                    }
                    return out
                }
                let expected = (0..<count).flatMap { index in channels.map { UInt8(Reference.multiply($0, start + index)) } }
                #expect(difference(results.wide, expected) == nil, "paint \(channels), pixels \(start)..<\(start + count), AVX2 path")
                #expect(difference(results.portable, expected) == nil, "paint \(channels), pixels \(start)..<\(start + count), Swift path")
            }
        }
    }

    @Test("source-over: every source alpha against every destination value, and runs of opaque and clear pixels")
    func sourceOver() {
        var generator = SeededGenerator(seed: 0x0_5EED)
        // Pixel sa·256 + d: a source of alpha sa (red = sa, other colors random up to it) over a
        // destination of alpha d (red = d). Then random images, whose rows hold runs of 0 and 255 alphas.
        var source = RGBAImage(width: 256, height: 256)
        var destination = RGBAImage(width: 256, height: 256)
        for sa in 0..<256 {
            for d in 0..<256 {
                let a = UInt8(sa)
                source[d, sa] = PremultipliedColor(
                    red: a, green: .random(in: 0...a, using: &generator), blue: .random(in: 0...a, using: &generator), alpha: a)
                let b = UInt8(d)
                destination[d, sa] = PremultipliedColor(
                    red: b, green: .random(in: 0...b, using: &generator), blue: .random(in: 0...b, using: &generator), alpha: b)
            }
        }
        var cases = [(source, destination)]
        for width in [1, 7, 8, 9, 16, 23, 64] {
            var runs = RGBAImage.random(width: width, height: 6, using: &generator)
            // Row 0 opaque, row 1 clear, row 2 opaque but its last pixel, row 3 clear but its first.
            for x in 0..<width {
                runs[x, 0] = PremultipliedColor(red: UInt8(x * 9 % 256), green: 3, blue: 200, alpha: 255)
                runs[x, 1] = .clear
                runs[x, 2] = x == width - 1 ? PremultipliedColor(red: 10, green: 10, blue: 10, alpha: 90) : runs[x, 0]
                runs[x, 3] = x == 0 ? PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1) : .clear
            }
            cases.append((runs, RGBAImage.random(width: width, height: 6, using: &generator)))
        }
        for (source, destination) in cases {
            let expected = Reference.draw(source, onto: destination, at: .zero, mode: .sourceOver).bytes
            let results = bothPaths { wide in
                var out = destination.bytes
                source.bytes.withUnsafeBytes { s in
                    out.withUnsafeMutableBytes { d in
                        // One call per row, as drawing does.
                        for y in 0..<source.height {
                            CompositingKernel.run(
                                .sourceOver, source: s.baseAddress! + y * source.bytesPerRow,
                                destination: d.baseAddress! + y * source.bytesPerRow,
                                count: source.width, wide: wide)
                        }
                    }
                }
                return out
            }
            #expect(difference(results.wide, expected) == nil, "\(source.width)×\(source.height), AVX2 path")
            #expect(difference(results.portable, expected) == nil, "\(source.width)×\(source.height), Swift path")
        }
    }

    @Test("the AVX2 path covers whole steps of eight pixels, or nothing")
    func wideSpan() {
        // White through alpha 200 is 200 in every channel; pixels the call leaves stay 0.
        let white = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
        let pixels = [UInt8](repeating: 200, count: 4 * 21)
        var out = [UInt8](repeating: 0, count: 4 * 21)
        let done = pixels.withUnsafeBytes { source in
            out.withUnsafeMutableBytes { target in
                WideKernels.tint(white, byAlphaOf: source.baseAddress!, into: target.baseAddress!, count: 21)
            }
        }
        #expect(done == (WideKernels.available ? 16 : 0))
        #expect(out[0..<done * 4].allSatisfy { $0 == 200 } && out[(done * 4)...].allSatisfy { $0 == 0 })
    }
}
