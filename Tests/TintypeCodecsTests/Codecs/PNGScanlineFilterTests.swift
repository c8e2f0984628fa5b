import Testing
import Tintype
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

/// The C row filters (baseline and AVX2 builds of one source) against PNG's
/// filters written out plainly, byte for byte.
@Suite("PNG row filters")
struct PNGScanlineFilterTests {
    /// One row filtered plainly: `filter` is PNG's type byte (0 None … 4 Paeth).
    private static func reference(_ filter: Int, row: [UInt8], above: [UInt8], bpp: Int) -> [UInt8] {
        row.indices.map { i in
            let x = Int(row[i])
            let a = i >= bpp ? Int(row[i - bpp]) : 0
            let b = Int(above[i])
            let c = i >= bpp ? Int(above[i - bpp]) : 0
            let prediction = pngPrediction(filter, left: a, up: b, upLeft: c)!
            return UInt8((x - prediction + 256) % 256)
        }
    }

    /// All rows filtered plainly as the strategy says; adaptive picks the lowest
    /// sum of magnitudes of the bytes read as signed, the first filter on a tie.
    private static func reference(_ samples: [UInt8], rowBytes: Int, bpp: Int, strategy: PNGScanlineFilter.Strategy) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<samples.count / rowBytes {
            let row = Array(samples[y * rowBytes..<(y + 1) * rowBytes])
            let above = y == 0 ? [UInt8](repeating: 0, count: rowBytes) : Array(samples[(y - 1) * rowBytes..<y * rowBytes])
            let filter: Int
            switch strategy {
            case .none: filter = 0
            case .sub: filter = 1
            case .adaptive:
                let costs = (0..<5).map {
                    reference($0, row: row, above: above, bpp: bpp).reduce(0) { $0 + Int(Int8(bitPattern: $1).magnitude) }
                }
                filter = costs.firstIndex(of: costs.min()!)!
            }
            out.append(UInt8(filter))
            out += reference(filter, row: row, above: above, bpp: bpp)
        }
        return out
    }

    @Test("every strategy, every pixel width, random and edge-case rows")
    func matchesReference() {
        var generator = SeededGenerator(seed: 0xF11_7E55)
        for bpp in 1...4 {
            for width in [1, 2, 3, 7, 8, 15, 16, 17, 31, 33, 64, 70] {
                let rowBytes = width * bpp
                let height = 12
                // Random bytes, then smooth, flat, extreme and alternating rows (so every filter wins somewhere).
                var samples = (0..<rowBytes * 6).map { _ in UInt8.random(in: 0...255, using: &generator) }
                samples += (0..<rowBytes).map { UInt8(truncatingIfNeeded: $0 * 3) }
                samples += [UInt8](repeating: 0, count: rowBytes)
                samples += [UInt8](repeating: 255, count: rowBytes)
                samples += (0..<rowBytes).map { $0 % 2 == 0 ? 0 : 255 }
                samples += (0..<rowBytes).map { UInt8(truncatingIfNeeded: $0 * 3 + 1) }
                samples += (0..<rowBytes).map { UInt8(truncatingIfNeeded: 200 - $0) }
                for strategy in [PNGScanlineFilter.Strategy.none, .sub, .adaptive] {
                    let filtered = samples.withUnsafeBufferPointer {
                        PNGScanlineFilter.filtered($0, rowBytes: rowBytes, rows: height, bytesPerPixel: bpp, strategy: strategy)
                    }
                    let expected = Self.reference(samples, rowBytes: rowBytes, bpp: bpp, strategy: strategy)
                    #expect(filtered == expected, "\(bpp) bytes a pixel, \(width) wide, \(strategy)")
                }
            }
        }
    }
}
