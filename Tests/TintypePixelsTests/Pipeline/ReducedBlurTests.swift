import Testing

@testable import TintypePixels

/// The reduced wide blur (`GaussianBlur.applyReduced`) against the full one it stands in for.
@Suite("Reduced blur")
struct ReducedBlurTests {
    /// Shapes a shadow's coverage takes (a rounded tile, a ring, thin bars, a dot, an off-centre blob),
    /// in black at `alpha`, on an odd-sized canvas with room for the blur.
    private func coverage(alpha: UInt8, width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        let black = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: alpha)
        for y in 0..<height {
            for x in 0..<width {
                let (dx, dy) = (Double(x) - 150, Double(y) - 140)
                let ring = abs((dx * dx + dy * dy).squareRoot() - 60) < 9
                let tile = x >= 40 && x < 110 && y >= 190 && y < 260
                let bars = (x % 23 == 0 || y % 31 == 0) && x > 200 && y > 200
                let dot = x == 250 && y == 60
                if ring || tile || bars || dot { image[x, y] = black }
            }
        }
        return image
    }

    /// The largest difference between two images' bytes.
    private func largestDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test("a wide blur of a shadow's coverage (alpha ≤ 67) within 1 of the full blur, denser within 2")
    func shadowCoverage() {
        for sigma in [8.0, 15.5, 20.0, 31.0] {
            for alpha: UInt8 in sigma == 20 ? [38, 67, 128] : [67] {
                let image = coverage(alpha: alpha, width: 331, height: 317)
                let blur = GaussianBlur(sigma: sigma)
                let difference = largestDifference(blur.applyReduced(to: image), blur.apply(to: image))
                // A shadow's black is at most 26 % (alpha 67); denser coverage stays within 2.
                #expect(difference <= (alpha <= 67 ? 1 : 2), "σ \(sigma), alpha \(alpha): off by \(difference)")
            }
        }
    }

    @Test("opaque shapes within 2, colour kept premultiplied; below 8 px exactly the full blur")
    func opaqueAndNarrow() {
        var image = coverage(alpha: 255, width: 301, height: 299)
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].alpha > 0 {
                image[x, y] = PremultipliedColor(red: 200, green: 40, blue: 255, alpha: 255)
            }
        }
        let wide = GaussianBlur(sigma: 20)
        let reduced = wide.applyReduced(to: image)
        #expect(largestDifference(reduced, wide.apply(to: image)) <= 2)
        let bytes = reduced.bytes
        let overAlpha = stride(from: 0, to: bytes.count, by: 4).filter { index in
            bytes[index..<index + 3].contains { $0 > bytes[index + 3] }
        }
        #expect(overAlpha.isEmpty)
        let narrow = GaussianBlur(sigma: 7.9)
        #expect(narrow.applyReduced(to: image) == narrow.apply(to: image))
        #expect(GaussianBlur(sigma: 20).applyReduced(to: RGBAImage(width: 0, height: 0)).isEmpty)
    }
}
