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
public struct ColorArtMask: Hashable, Sendable {
    /// The colour most of the art's solid pixels have (their most common 16-level bin, averaged).
    public let dominant: StraightColor

    /// Distances below this keep full coverage.
    static let keptDistance = 30
    /// Distances from here on are knocked out fully.
    static let knockedDistance = 75
    /// A solid pixel this far from the dominant colour is a detail of the picture.
    static let detailDistance = 64
    /// Pixels with at least this alpha are solid.
    static let solidAlpha: UInt8 = 128
    /// The share of solid pixels that must be details for art to be colour art.
    static let detailShare = 0.02
    /// The share of solid pixels the dominant colour's bin must hold: a flat ground (a
    /// gradient or a photograph has no colour that most of it shares).
    static let dominantShare = 0.2
    /// The share of the filled silhouette that solid pixels must cover (few holes in the alpha).
    static let solidity = 0.9

    /// The mask of `image`, its dominant colour measured on the grid ``sampleStep(_:)`` gives
    /// (every pixel of an image up to 256 × 256).
    public init(of image: RGBAImage) {
        dominant = ColorArtMask.dominantColor(of: image, step: ColorArtMask.sampleStep(image)) ?? StraightColor(red: 0, green: 0, blue: 0)
    }

    /// Every how many rows and columns a large image is measured: `⌈√(pixels / 65536)⌉`, so
    /// that a 1024 px render costs no more than a 256 px icon.
    public static func sampleStep(_ image: RGBAImage) -> Int {
        max(1, Int((Double(image.width * image.height) / 65536).squareRoot().rounded(.up)))
    }

    /// True when `image` is colour art: at least 16 solid pixels, at least 20% of them in the
    /// dominant colour's bin (a flat ground), at least 2% of them details inside the ground (the
    /// edge rule of `knockouts(_:width:height:)` keeps the rest), and solid pixels covering at
    /// least 90% of the silhouette they enclose.
    /// Judged on the grid ``sampleStep(_:)`` gives.
    public static func detect(in image: RGBAImage) -> Bool {
        let step = sampleStep(image)
        guard let (dominant, share) = dominantColorAndShare(of: image, step: step), share >= dominantShare else { return false }
        let width = (image.width + step - 1) / step
        let height = (image.height + step - 1) / step
        var samples = [PremultipliedColor]()
        samples.reserveCapacity(width * height)
        for y in 0..<height { for x in 0..<width { samples.append(image[x * step, y * step]) } }
        let mask = ColorArtMask(dominant: dominant)
        let knocked = mask.knockouts(samples, width: width, height: height)
        var solid = 0
        var details = 0
        for (index, pixel) in samples.enumerated() where pixel.alpha >= solidAlpha {
            solid += 1
            if knocked[index] > 0 && distance(pixel.straight, dominant) >= detailDistance { details += 1 }
        }
        guard solid >= 16, Double(details) >= detailShare * Double(solid) else { return false }
        let enclosed = enclosedHoles(in: image, step: step)
        return Double(solid) >= solidity * Double(solid + enclosed)
    }

    private init(dominant: StraightColor) {
        self.dominant = dominant
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
    func knockouts(_ pixels: [PremultipliedColor], width: Int, height: Int) -> [Int] {
        var k = pixels.map(knockout)
        var stack = [Int]()
        func solid(_ index: Int) -> Bool { pixels[index].alpha >= ColorArtMask.solidAlpha }
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                guard k[index] > 0 else { continue }
                let touches =
                    x == 0 || y == 0 || x == width - 1 || y == height - 1 || !solid(index - 1) || !solid(index + 1)
                    || !solid(index - width) || !solid(index + width)
                if touches {
                    k[index] = 0
                    stack.append(index)
                }
            }
        }
        while let index = stack.popLast() {
            let (x, y) = (index % width, index / width)
            for (neighbour, inside) in [
                (index - 1, x > 0), (index + 1, x < width - 1), (index - width, y > 0), (index + width, y < height - 1)
            ]
            where inside && k[neighbour] > 0 {
                k[neighbour] = 0
                stack.append(neighbour)
            }
        }
        return k
    }

    /// `image` as a template: black, with this mask's coverage as alpha (what the alpha mask then tints):
    /// `(a·(256 − k) + 128) >> 8` with `k` after the edge rule (`knockouts(_:width:height:)`).
    public func template(of image: RGBAImage) -> RGBAImage {
        var pixels = [PremultipliedColor]()
        pixels.reserveCapacity(image.width * image.height)
        for y in 0..<image.height { for x in 0..<image.width { pixels.append(image[x, y]) } }
        let k = knockouts(pixels, width: image.width, height: image.height)
        var output = RGBAImage(width: image.width, height: image.height, scale: image.scale)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let index = y * image.width + x
                let coverage = UInt8((Int(pixels[index].alpha) * (256 - k[index]) + 128) >> 8)
                output[x, y] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: coverage)
            }
        }
        return output
    }

    /// The warning that `auto` gave colour art in `file` this mask (SPEC §10, `color-art`).
    public func warning(file: String) -> BatchWarning {
        BatchWarning(
            .colorArt, file: file,
            message: "\(file) is colour art on a filled silhouette: its mask keeps the details that differ from its dominant colour "
                + "\(dominant.hexString) (knocked out)")
    }

    /// The largest channel difference, 0…255.
    @inline(__always)
    static func distance(_ a: StraightColor, _ b: StraightColor) -> Int {
        max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
    }

    /// The mean straight colour of the most common 16-level bin among the solid pixels of
    /// every `step`-th row and column; nil when none is solid.
    static func dominantColor(of image: RGBAImage, step: Int) -> StraightColor? {
        dominantColorAndShare(of: image, step: step)?.color
    }

    /// The dominant colour and the share of the solid pixels its bin holds.
    static func dominantColorAndShare(of image: RGBAImage, step: Int) -> (color: StraightColor, share: Double)? {
        var counts = [Int](repeating: 0, count: 4096)
        var sums = [SIMD3<Int>](repeating: .zero, count: 4096)
        for y in stride(from: 0, to: image.height, by: step) {
            for x in stride(from: 0, to: image.width, by: step) {
                let pixel = image[x, y]
                guard pixel.alpha >= solidAlpha else { continue }
                let s = pixel.straight
                let bin = Int(s.red >> 4) << 8 | Int(s.green >> 4) << 4 | Int(s.blue >> 4)
                counts[bin] += 1
                sums[bin] &+= SIMD3(Int(s.red), Int(s.green), Int(s.blue))
            }
        }
        guard let best = counts.indices.max(by: { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) }),
            counts[best] > 0
        else { return nil }
        let mean = (sums[best] &+ counts[best] / 2) / counts[best]
        let color = StraightColor(red: UInt8(mean.x), green: UInt8(mean.y), blue: UInt8(mean.z))
        return (color, Double(counts[best]) / Double(counts.reduce(0, +)))
    }

    /// How many non-solid pixels the solid ones enclose, on the grid of every `step`-th row and
    /// column: those no path of non-solid grid pixels joins to the border.
    static func enclosedHoles(in image: RGBAImage, step: Int) -> Int {
        let width = (image.width + step - 1) / step
        let height = (image.height + step - 1) / step
        guard width > 0, height > 0 else { return 0 }
        var open = [Bool](repeating: false, count: width * height)
        var outside = [Bool](repeating: false, count: width * height)
        var holes = 0
        for y in 0..<height {
            for x in 0..<width where image[x * step, y * step].alpha < solidAlpha {
                open[y * width + x] = true
                holes += 1
            }
        }
        var stack = [Int]()
        func visit(_ index: Int) {
            if open[index] && !outside[index] {
                outside[index] = true
                stack.append(index)
            }
        }
        for x in 0..<width {
            visit(x)
            visit((height - 1) * width + x)
        }
        for y in 0..<height {
            visit(y * width)
            visit(y * width + width - 1)
        }
        while let index = stack.popLast() {
            holes -= 1
            let (x, y) = (index % width, index / width)
            if x > 0 { visit(index - 1) }
            if x < width - 1 { visit(index + 1) }
            if y > 0 { visit(index - width) }
            if y < height - 1 { visit(index + width) }
        }
        return holes
    }
}
