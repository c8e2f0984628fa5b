import Tintype

extension Reference {
    /// The tones coverage of every pixel of a picture of several colours (SPEC §2 step 2, `tones`),
    /// by `[y][x]`: each pixel's straight colour takes the clusters' `tones`, weighted by
    /// `1 / (1 + d²)²` with `d` its Euclidean distance from each of the `centres`; its coverage is
    /// its alpha times that blend, rounded (0 where alpha is 0). The clusters are the library's
    /// judgement (`PictureTones`); the blend is computed here, pixel by pixel.
    public static func toneCoverage(_ icon: RGBAImage, centres: [SIMD3<Float>], tones: [Double]) -> [[Int]] {
        (0..<icon.height).map { y in
            (0..<icon.width).map { x in
                let pixel = icon[x, y]
                guard pixel.alpha > 0 else { return 0 }
                let s = pixel.straight
                var weighted = 0.0
                var weights = 0.0
                for (centre, tone) in zip(centres, tones) {
                    let dr = Float(s.red) - centre.x
                    let dg = Float(s.green) - centre.y
                    let db = Float(s.blue) - centre.z
                    let d2 = Double(dr * dr + dg * dg + db * db)
                    weighted += tone / ((1 + d2) * (1 + d2))
                    weights += 1 / ((1 + d2) * (1 + d2))
                }
                return Int((Double(pixel.alpha) * weighted / weights).rounded())
            }
        }
    }
}
