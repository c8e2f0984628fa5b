/// The picture of colour art kept in one colour (SPEC §11.16): the images a system tints —
/// the iOS tinted icon, Android's monochrome layer, the notification icon — get the art's
/// few colours as tones of coverage, so that a ring, a centre and a logo stay apart where
/// the bare silhouette would be one flat disc.
///
/// The solid pixels' colours are clustered (at most ``maximumTones``, each holding at least
/// ``minimumShare`` of them, no two centres nearer than ``distinctDistance``); art of one
/// colour has no tones (its silhouette is its picture). Each cluster gets a tone, and a pixel
/// the tones of the clusters near its colour, weighted by inverse distance, so that
/// anti-aliased boundaries between colours stay smooth. Its coverage is alpha × tone.
package struct PictureTones: Hashable, Sendable {
    /// How the clusters' tones are ordered.
    package enum Ordering: Hashable, Sendable {
        /// By luminance, the brightest 1, the darkest ``PictureTones/grayFloor``: a grayscale
        /// rendition, contrast-stretched, bright on black (the iOS tinted icon).
        case luminance
        /// The dominant colour (the largest cluster) 1, the others dimmer the farther their
        /// luminance lies from it, down to ``PictureTones/alphaFloor``: the shape whole, its
        /// details knocked back (alpha-only layers).
        case dominantFirst
    }

    /// The clusters' colours (straight sRGB, 0…255), largest first.
    package let centres: [SIMD3<Float>]
    /// Each cluster's share of the solid pixels.
    package let shares: [Double]
    /// The mean distance of a solid pixel from its cluster's colour (0…441): how much of the picture the tones lose.
    package let residual: Double

    /// At most this many tones.
    static let maximumTones = 4
    /// A cluster with a smaller share of the solid pixels joins its nearest.
    static let minimumShare = 0.02
    /// Cluster colours nearer than this (Euclidean, 0…441) are one colour.
    static let distinctDistance: Float = 48
    /// The darkest tone of a grayscale rendition: still seen on black.
    static let grayFloor = 0.4
    /// The dimmest tone of an alpha-only layer: a detail knocked back, not lost.
    static let alphaFloor = 0.3
    /// A residual above this means the picture has more colours than its tones keep.
    package static let lossyResidual = 32.0

    /// The tones of `image`'s picture (its pixels with alpha of at least 128, on the grid
    /// `ColorArtMask.sampleStep(_:)` gives); nil when they are of one colour.
    package init?(of image: RGBAImage) {
        let step = ColorArtMask.sampleStep(image)
        var colours: [SIMD3<Float>] = []
        for y in stride(from: 0, to: image.height, by: step) {
            for x in stride(from: 0, to: image.width, by: step) where image[x, y].alpha >= ColorArtMask.solidAlpha {
                let s = image[x, y].straight
                colours.append(SIMD3(Float(s.red), Float(s.green), Float(s.blue)))
            }
        }
        guard colours.count >= 16 else { return nil }
        let clusters = Self.clusters(colours)
        guard clusters.centres.count > 1 else { return nil }
        (centres, shares, residual) = clusters
    }

    /// Up to ``maximumTones`` centres from the most common colour outwards (each next the colour
    /// farthest from those chosen), refined by k-means, small and near clusters merged.
    private static func clusters(_ colours: [SIMD3<Float>]) -> (centres: [SIMD3<Float>], shares: [Double], residual: Double) {
        func distance(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> Float { ((a - b) * (a - b)).sum().squareRoot() }
        func nearest(_ colour: SIMD3<Float>, _ centres: [SIMD3<Float>]) -> Int {
            centres.indices.min { distance(colour, centres[$0]) < distance(colour, centres[$1]) }!
        }
        let pixels = colours.map { PremultipliedColor(red: UInt8($0.x), green: UInt8($0.y), blue: UInt8($0.z), alpha: 255) }
        let dominant = ColorArtMask.dominant(of: pixels)!.color
        var centres = [SIMD3(Float(dominant.red), Float(dominant.green), Float(dominant.blue))]
        while centres.count < maximumTones {
            // Each colour's distance from the centres chosen, measured once; the farthest colour (the first on a tie) is next.
            let gaps = colours.map { colour in centres.map { distance(colour, $0) }.min()! }
            let farthest = gaps.indices.max { gaps[$0] < gaps[$1] }!
            guard gaps[farthest] >= distinctDistance else { break }
            centres.append(colours[farthest])
        }
        var members: [Int] = []
        for _ in 0..<8 {
            members = colours.map { nearest($0, centres) }
            var sums = [SIMD3<Float>](repeating: .zero, count: centres.count)
            var counts = [Int](repeating: 0, count: centres.count)
            for (colour, member) in zip(colours, members) {
                sums[member] += colour
                counts[member] += 1
            }
            // Empty, small and near clusters go (the smallest first); the rest move to their means.
            var kept = centres.indices.filter { Double(counts[$0]) >= minimumShare * Double(colours.count) }
            kept.sort { counts[$0] > counts[$1] }
            var merged: [Int] = []
            for index in kept
            where !merged.contains(where: { distance(sums[$0] / Float(counts[$0]), sums[index] / Float(counts[index])) < distinctDistance })
            {
                merged.append(index)
            }
            let moved = merged.map { sums[$0] / Float(counts[$0]) }
            let settled = moved == centres
            centres = moved
            if settled { break }
        }
        members = colours.map { nearest($0, centres) }
        var counts = [Int](repeating: 0, count: centres.count)
        var total = 0.0
        for (colour, member) in zip(colours, members) {
            counts[member] += 1
            total += Double(distance(colour, centres[member]))
        }
        let order = centres.indices.sorted { counts[$0] > counts[$1] }
        return (order.map { centres[$0] }, order.map { Double(counts[$0]) / Double(colours.count) }, total / Double(colours.count))
    }

    /// The colour of cluster `index` (0: the dominant one), rounded to whole levels.
    package func colour(_ index: Int) -> StraightColor {
        let centre = centres[index]
        return StraightColor(
            red: UInt8(clamping: Double(centre.x)), green: UInt8(clamping: Double(centre.y)), blue: UInt8(clamping: Double(centre.z)))
    }

    /// Each cluster's tone, 0…1, in ``centres``' order.
    package func tones(_ ordering: Ordering) -> [Double] {
        let luminances = centres.indices.map { GlyphContrast.luminance(colour($0)) }
        let last = Double(centres.count - 1)
        switch ordering {
        case .luminance:
            let ranks = centres.indices.sorted { luminances[$0] < luminances[$1] }
            var tones = [Double](repeating: 1, count: centres.count)
            for (rank, index) in ranks.enumerated() { tones[index] = Self.grayFloor + (1 - Self.grayFloor) * Double(rank) / last }
            return tones
        case .dominantFirst:
            let ranks = centres.indices.sorted { abs(luminances[$0] - luminances[0]) < abs(luminances[$1] - luminances[0]) }
            var tones = [Double](repeating: 1, count: centres.count)
            for (rank, index) in ranks.enumerated() { tones[index] = 1 - (1 - Self.alphaFloor) * Double(rank) / last }
            return tones
        }
    }

    /// The coverage of `image` in tones: each pixel's alpha times the tone its colour takes.
    package func coverage(of image: RGBAImage, _ ordering: Ordering) -> Mask {
        let tones = tones(ordering)
        var mask = Mask(width: image.width, height: image.height)
        var cache: [UInt32: UInt8] = [:]
        mask.withUnsafeMutableCoverage { coverage in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let pixel = image[x, y]
                    guard pixel.alpha > 0 else { continue }
                    let key = UInt32(pixel.red) | UInt32(pixel.green) << 8 | UInt32(pixel.blue) << 16 | UInt32(pixel.alpha) << 24
                    if let known = cache[key] {
                        coverage[y * image.width + x] = known
                        continue
                    }
                    let value = UInt8(clamping: Double(pixel.alpha) * tone(of: pixel.straight, tones))
                    cache[key] = value
                    coverage[y * image.width + x] = value
                }
            }
        }
        return mask
    }

    /// The tone of `colour`: the clusters' tones weighted by `1 / (1 + d²)²`, `d` its distance
    /// from each centre, so that a colour on a centre takes its tone and one between two a blend.
    func tone(of colour: StraightColor, _ tones: [Double]) -> Double {
        let c = SIMD3(Float(colour.red), Float(colour.green), Float(colour.blue))
        var weighted = 0.0
        var weights = 0.0
        for (centre, tone) in zip(centres, tones) {
            let d2 = Double(((c - centre) * (c - centre)).sum())
            let weight = 1 / ((1 + d2) * (1 + d2))
            weighted += weight * tone
            weights += weight
        }
        return weighted / weights
    }
}
