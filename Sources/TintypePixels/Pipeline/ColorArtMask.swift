/// The mask of colour art (SPEC §2 step 2, `knockout`): art whose alpha is one
/// filled silhouette — a disc or rounded square — with its picture drawn in
/// colour inside it. Its alpha alone is a blob; its luminance is pale. Its mask
/// is the silhouette with the details that differ from its **dominant colour**
/// knocked out, as template images are drawn: the picture survives the tint.
///
/// Coverage of a pixel with straight color `s` and alpha `a`, with
/// `d = max |s − dominant|` over R, G, B (0…255):
/// `k = clamp((d − 30)·256 / 45, 0, 256)`, `coverage = (a·(256 − k) + 128) >> 8`.
/// Colours within 30 of the dominant one keep their alpha; those 75 or more away
/// are knocked out; between, a ramp keeps anti-aliased edges smooth. Only the
/// picture *inside* the ground is knocked out: a region of differing pixels that
/// reaches the silhouette's edge (a badge, a second colour of a glyph) is part of
/// the shape and keeps its coverage.
package struct ColorArtMask: Hashable, Sendable {
    /// The colour most of the art's solid pixels have (their most common 16-level bin, averaged).
    package let dominant: StraightColor

    /// Distances below this keep full coverage.
    static let keptDistance = 30
    /// Distances from here on are knocked out fully.
    static let knockedDistance = 75
    /// A solid pixel this far from the dominant colour is a detail of the picture.
    static let detailDistance = 64
    /// Pixels with at least this alpha are solid.
    package static let solidAlpha: UInt8 = 128
    /// The share of solid pixels that must be details for art to be colour art.
    static let detailShare = 0.02
    /// The share of solid pixels the dominant colour's bin must hold: a flat ground (a
    /// gradient or a photograph has no colour that most of it shares).
    static let dominantShare = 0.2
    /// The share of the filled silhouette that solid pixels must cover (few holes in the alpha).
    static let solidity = 0.9

    /// The mask of `image`, its dominant colour measured on the grid ``sampleStep(_:)`` gives
    /// (every pixel of an image up to 256 × 256).
    package init(of image: RGBAImage) {
        dominant = Grid(image).dominant()?.color ?? StraightColor(red: 0, green: 0, blue: 0)
    }

    /// The mask that knocks out what differs from `dominant`.
    init(dominant: StraightColor) {
        self.dominant = dominant
    }

    /// Every how many rows and columns a large image is measured: `⌈√(pixels / 65536)⌉`, so
    /// that a 1024 px render costs no more than a 256 px icon.
    package static func sampleStep(_ image: RGBAImage) -> Int {
        Int(clamping: (Double(image.width * image.height) / 65536).squareRoot(), to: 1...Int(Int32.max), rounding: .up)
    }

    /// True when `image` is colour art (``detected(in:)``).
    package static func detect(in image: RGBAImage) -> Bool { detected(in: image) != nil }

    /// The mask of `image` when it is colour art, else nil. Colour art has at least 16 solid
    /// pixels, at least 20% of them in the dominant colour's bin (a flat ground), at least 2% of
    /// them details inside the ground (the edge rule of `knockouts(_:)` keeps the rest), and
    /// solid pixels covering at least 90% of the silhouette they enclose. Judged on the grid
    /// ``sampleStep(_:)`` gives; the mask is the one ``init(of:)`` measures.
    package static func detected(in image: RGBAImage) -> ColorArtMask? {
        let grid = Grid(image)
        guard let (dominant, share) = grid.dominant(), share >= dominantShare else { return nil }
        let mask = ColorArtMask(dominant: dominant)
        let knocked = mask.knockouts(grid)
        var solid = 0
        var details = 0
        for (index, pixel) in grid.pixels.enumerated() where pixel.alpha >= solidAlpha {
            solid += 1
            if knocked[index] > 0 && distance(pixel.straight, dominant) >= detailDistance { details += 1 }
        }
        guard solid >= 16, Double(details) >= detailShare * Double(solid) else { return nil }
        // Non-solid pixels no path of non-solid pixels joins to the border are holes the silhouette encloses.
        let outside = grid.flood(from: { grid.isOnBorder($0) && !grid.isSolid($0) }, through: { !grid.isSolid($0) })
        let enclosed = grid.pixels.indices.filter { !grid.isSolid($0) && !outside[$0] }.count
        return Double(solid) >= solidity * Double(solid + enclosed) ? mask : nil
    }

    /// The share of solid pixels that must lie far from the dominant colour for art to be of several colours.
    static let severalColoursShare = 0.1

    /// True when at least 10% of `image`'s solid pixels lie 64 or more (the detail distance) from their
    /// dominant colour: art of several colours, whose alpha alone (when it is not colour art on a
    /// ground, ``detected(in:)``) is a silhouette that loses its picture. Judged on the grid
    /// ``sampleStep(_:)`` gives.
    package static func hasSeveralColours(_ image: RGBAImage) -> Bool {
        let grid = Grid(image)
        guard let (dominant, _) = grid.dominant() else { return false }
        var solid = 0
        var far = 0
        for pixel in grid.pixels where pixel.alpha >= solidAlpha {
            solid += 1
            if distance(pixel.straight, dominant) >= detailDistance { far += 1 }
        }
        return Double(far) >= severalColoursShare * Double(solid) && far > 0
    }

    /// The share of the silhouette's edge that colour edges inside it must reach for the picture to live
    /// in its colours rather than its alpha.
    static let colourEdgeShare = 0.1

    /// True when `image`'s colours meet inside its silhouette (solid 4-neighbours 64 or more apart, the
    /// detail distance) along at least a tenth of the silhouette's own edge (solid pixels with a
    /// non-solid 4-neighbour, or on the border): a pinwheel, stripes, a ring round a centre, whose alpha
    /// alone is one blob. Colours set apart by transparency (a theme glyph's accent inside its frame)
    /// are already told apart by the alpha. Judged on the grid ``sampleStep(_:)`` gives.
    package static func hasColourEdges(_ image: RGBAImage) -> Bool {
        let grid = Grid(image)
        var inner = 0
        var outer = 0
        for index in grid.pixels.indices where grid.isSolid(index) {
            if grid.touchesOutside(index) { outer += 1 }
            // Each pair once: the right and the lower neighbour.
            let colour = grid.pixels[index].straight
            func meets(_ neighbour: Int) -> Bool {
                grid.isSolid(neighbour) && distance(colour, grid.pixels[neighbour].straight) >= detailDistance
            }
            if index % grid.width + 1 < grid.width, meets(index + 1) { inner += 1 }
            if index / grid.width + 1 < grid.height, meets(index + grid.width) { inner += 1 }
        }
        return inner > 0 && Double(inner) >= colourEdgeShare * Double(outer)
    }

    /// The knockout `k` (0…256) of a pixel by its distance from the dominant colour, before the edge rule.
    @inline(__always)
    func knockout(_ pixel: PremultipliedColor) -> Int {
        guard pixel.alpha > 0 else { return 0 }
        let d = ColorArtMask.distance(pixel.straight, dominant)
        return min(256, max(0, (d - ColorArtMask.keptDistance) * 256 / (ColorArtMask.knockedDistance - ColorArtMask.keptDistance)))
    }

    /// Every pixel's knockout `k`, row by row, with the edge rule applied: a detail region (4-connected
    /// pixels with `k > 0`) that touches a non-solid pixel or the border reaches the silhouette's edge,
    /// so it is part of the shape, not a picture inside it, and keeps its coverage (`k = 0`).
    func knockouts(_ grid: Grid) -> [Int] {
        var k = grid.pixels.map(knockout)
        let reachesEdge = grid.flood(from: { k[$0] > 0 && grid.touchesOutside($0) }, through: { k[$0] > 0 })
        for index in k.indices where reachesEdge[index] { k[index] = 0 }
        return k
    }

    /// `image` as a template: black, with this mask's coverage as alpha (what the alpha mask then tints):
    /// `(a·(256 − k) + 128) >> 8` with `k` after the edge rule (`knockouts(_:)`).
    package func template(of image: RGBAImage) -> RGBAImage {
        let grid = Grid(image, step: 1)
        let k = knockouts(grid)
        var output = RGBAImage(width: image.width, height: image.height, scale: image.scale)
        for (index, pixel) in grid.pixels.enumerated() {
            let coverage = UInt8((Int(pixel.alpha) * (256 - k[index]) + 128) >> 8)
            output[index % image.width, index / image.width] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: coverage)
        }
        return output
    }

    /// The warning that `auto` gave colour art in `file` this mask (SPEC §10, `color-art`).
    package func warning(file: String) -> Warning {
        Warning(
            .colorArt, file: file,
            message: "\(file) is colour art on a filled silhouette: its mask keeps the details that differ from its dominant colour "
                + "\(dominant.hexString) (knocked out)")
    }

    /// The largest channel difference, 0…255.
    @inline(__always)
    package static func distance(_ a: StraightColor, _ b: StraightColor) -> Int {
        max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
    }

    /// Pixels of an image on every `step`-th row and column, row by row: what colour art is judged on.
    struct Grid {
        let pixels: [PremultipliedColor]
        let width: Int
        let height: Int

        /// The grid `sampleStep(_:)` gives for `image`, or every `step`-th pixel.
        init(_ image: RGBAImage, step: Int? = nil) {
            let step = step ?? ColorArtMask.sampleStep(image)
            width = (image.width + step - 1) / step
            height = (image.height + step - 1) / step
            var pixels = [PremultipliedColor]()
            pixels.reserveCapacity(width * height)
            for y in 0..<height { for x in 0..<width { pixels.append(image[x * step, y * step]) } }
            self.pixels = pixels
        }

        func isSolid(_ index: Int) -> Bool { pixels[index].alpha >= ColorArtMask.solidAlpha }

        /// True for a pixel in the first or last row or column.
        func isOnBorder(_ index: Int) -> Bool {
            let (x, y) = (index % width, index / width)
            return x == 0 || y == 0 || x == width - 1 || y == height - 1
        }

        /// True for a pixel on the border or with a non-solid 4-neighbour.
        func touchesOutside(_ index: Int) -> Bool {
            isOnBorder(index) || !isSolid(index - 1) || !isSolid(index + 1) || !isSolid(index - width) || !isSolid(index + width)
        }

        /// The pixels reached from those `from` accepts through 4-neighbours `through` accepts.
        func flood(from isSeed: (Int) -> Bool, through canEnter: (Int) -> Bool) -> [Bool] {
            var reached = [Bool](repeating: false, count: pixels.count)
            var stack = [Int]()
            for index in pixels.indices where isSeed(index) {
                reached[index] = true
                stack.append(index)
            }
            while let index = stack.popLast() {
                let (x, y) = (index % width, index / width)
                for (neighbour, inside) in [
                    (index - 1, x > 0), (index + 1, x < width - 1), (index - width, y > 0), (index + width, y < height - 1)
                ]
                where inside && !reached[neighbour] && canEnter(neighbour) {
                    reached[neighbour] = true
                    stack.append(neighbour)
                }
            }
            return reached
        }

        /// The mean straight colour of the most common 16-level bin among the solid pixels (the lowest
        /// bin on a tie), and the share of the solid pixels that bin holds; nil when none is solid.
        func dominant() -> (color: StraightColor, share: Double)? { ColorArtMask.dominant(of: pixels) }
    }

    /// The mean straight colour of the most common 16-level bin among the solid `pixels` (the
    /// lowest bin on a tie), and the share of the solid pixels that bin holds; nil when none is solid.
    package static func dominant(of pixels: some Sequence<PremultipliedColor>) -> (color: StraightColor, share: Double)? {
        var counts = [Int](repeating: 0, count: 4096)
        var sums = [SIMD3<Int>](repeating: .zero, count: 4096)
        for pixel in pixels where pixel.alpha >= ColorArtMask.solidAlpha {
            let s = pixel.straight
            let bin = Int(s.red >> 4) << 8 | Int(s.green >> 4) << 4 | Int(s.blue >> 4)
            counts[bin] += 1
            sums[bin] &+= SIMD3(Int(s.red), Int(s.green), Int(s.blue))
        }
        guard let best = counts.indices.max(by: { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) }),
            counts[best] > 0
        else { return nil }
        let mean = (sums[best] &+ counts[best] / 2) / counts[best]
        let color = StraightColor(red: UInt8(mean.x), green: UInt8(mean.y), blue: UInt8(mean.z))
        return (color, Double(counts[best]) / Double(counts.reduce(0, +)))
    }
}
