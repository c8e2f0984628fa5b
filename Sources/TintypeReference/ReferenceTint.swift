import Tintype

extension Reference {
    /// The knockout coverage of every pixel of colour art whose dominant colour is `dominant`
    /// (SPEC §2 step 2), by `[y][x]`: a pixel's straight colour's largest channel distance `d`
    /// from it gives `k = clamp((d − 30)·256/45, 0, 256)` (0 where alpha is 0); every region of
    /// 4-connected pixels with `k > 0` that touches a pixel with alpha below 128 or the image's
    /// border gets `k = 0`; `coverage = (a·(256 − k) + 128) / 256`.
    public static func knockoutCoverage(_ icon: RGBAImage, dominant: [Int]) -> [[Int]] {
        let (width, height) = (icon.width, icon.height)
        var k = [[Int]](repeating: [Int](repeating: 0, count: width), count: height)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(icon, x, y)
                guard p[3] > 0 else { continue }
                let straight = (0..<3).map { Int((Double(p[$0]) * 255 / Double(p[3])).rounded()) }
                let d = (0..<3).map { abs(straight[$0] - dominant[$0]) }.max()!
                k[y][x] = min(256, max(0, (d - 30) * 256 / 45))
            }
        }
        // Regions reaching the edge, found one at a time by a breadth-first walk.
        func solid(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height && icon[x, y].alpha >= 128 }
        var walked = Set<[Int]>()
        for y in 0..<height {
            for x in 0..<width where k[y][x] > 0 && !walked.contains([x, y]) {
                var region = [[x, y]]
                walked.insert([x, y])
                var next = 0
                var touches = false
                while next < region.count {
                    let (px, py) = (region[next][0], region[next][1])
                    next += 1
                    for (nx, ny) in [(px - 1, py), (px + 1, py), (px, py - 1), (px, py + 1)] {
                        if !solid(nx, ny) { touches = true }
                        guard nx >= 0, ny >= 0, nx < width, ny < height, k[ny][nx] > 0, !walked.contains([nx, ny]) else { continue }
                        walked.insert([nx, ny])
                        region.append([nx, ny])
                    }
                }
                if touches { for point in region { k[point[1]][point[0]] = 0 } }
            }
        }
        return (0..<height).map { y in (0..<width).map { x in (Int(icon[x, y].alpha) * (256 - k[y][x]) + 128) / 256 } }
    }

    /// The dominant colour of colour art: among pixels with alpha 128 or more (on every
    /// `step`-th row and column, `step = ⌈√(pixels/65536)⌉`), the straight colours falling in
    /// the most common bin of 16 levels a channel (the lowest bin on a tie), averaged and rounded half up.
    public static func dominantColor(_ icon: RGBAImage) -> [Int] {
        var bins = [Int: [[Int]]]()
        let step = max(1, Int((Double(icon.width * icon.height) / 65536).squareRoot().rounded(.up)))
        for y in stride(from: 0, to: icon.height, by: step) {
            for x in stride(from: 0, to: icon.width, by: step) {
                let p = pixel(icon, x, y)
                guard p[3] >= 128 else { continue }
                let straight = (0..<3).map { Int((Double(p[$0]) * 255 / Double(p[3])).rounded()) }
                bins[straight[0] / 16 * 256 + straight[1] / 16 * 16 + straight[2] / 16, default: []].append(straight)
            }
        }
        guard let best = bins.max(by: { $0.value.count < $1.value.count || ($0.value.count == $1.value.count && $0.key > $1.key) })
        else { return [0, 0, 0] }
        let count = best.value.count
        return (0..<3).map { channel in (best.value.map { $0[channel] }.reduce(0, +) + count / 2) / count }
    }

    /// The coverage of pixel (`x`, `y`) of `icon` for a mask source (SPEC §2 step 2); `knockout` and
    /// `tones` (and `auto` resolved to them) measure the whole image for this pixel alone: slow, for small images.
    public static func coverage(_ icon: RGBAImage, _ x: Int, _ y: Int, source: Mask.Source) -> Int {
        // Which mask `auto` means is the library's judgement (`ColorArtMask.detect(in:)`, `PictureTones`); the coverage is computed here.
        if let colour = colourCoverage(icon, source: source) { return colour[y][x] }
        var opaque = true
        if source == .auto {
            for yy in 0..<icon.height { for xx in 0..<icon.width where icon[xx, yy].alpha != 255 { opaque = false } }
        }
        let useAlpha = source != .luminance && (source != .auto || !opaque)
        let pixel = self.pixel(icon, x, y)
        return useAlpha ? pixel[3] : 255 - luminanceOverWhite(pixel)
    }

    /// The straight color of a linear gradient at `t` (stops sorted), rounded to 8 bits.
    public static func gradientColor(_ stops: [(location: Double, color: StraightColor)], _ t: Double) -> StraightColor {
        let t = min(1, max(0, t))
        if t <= stops[0].location { return stops[0].color }
        for i in 1..<stops.count where t <= stops[i].location {
            let (a, b) = (stops[i - 1], stops[i])
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
            func mix(_ p: UInt8, _ q: UInt8) -> UInt8 {
                let from = Double(p)
                let mixed: Double = from + (Double(q) - from) * f
                return UInt8(mixed.rounded())
            }
            return StraightColor(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return stops[stops.count - 1].color
    }

    /// The premultiplied paint color of pixel (`x`, `y`) in bounds `width × height`.
    public static func paintColor(_ paint: Paint, _ x: Int, _ y: Int, width: Int, height: Int) -> [Int] {
        switch paint {
        case .solid(let color):
            return premultiply(color)
        case .linearGradient(let gradient):
            let (sx, sy) = (gradient.start.x * Double(width), gradient.start.y * Double(height))
            let (dx, dy) = (gradient.end.x * Double(width) - sx, gradient.end.y * Double(height) - sy)
            let lengthSquared = dx * dx + dy * dy
            let t = lengthSquared > 0 ? ((Double(x) + 0.5 - sx) * dx + (Double(y) + 0.5 - sy) * dy) / lengthSquared : 0
            return premultiply(gradientColor(gradient.stops.map { ($0.location, $0.color) }, t))
        case .image(let image):
            let ox = Int((Double(width - image.width) / 2).rounded(.down))
            let oy = Int((Double(height - image.height) / 2).rounded(.down))
            let (ix, iy) = (x - ox, y - oy)
            guard ix >= 0, iy >= 0, ix < image.width, iy < image.height else { return [0, 0, 0, 0] }
            return pixel(image, ix, iy)
        case .gloss(let gloss):
            return glossColor(gloss, x, y, width: width, height: height)
        }
    }

    /// The classic gloss, from SPEC §4's description, in doubles.
    public static func glossColor(_ gloss: Paint.Gloss, _ x: Int, _ y: Int, width: Int, height: Int) -> [Int] {
        let (w, h) = (Double(width), Double(height))
        let ry = (gloss.arcLeft - gloss.arcRight) * h / 0.4
        let cy = gloss.arcRight * h + ry
        let u = (Double(x) + 0.5 - w) / (1.25 * w)
        let arc = cy - ry * (1 - u * u).squareRoot()
        let below = min(1, max(0, Double(y) + 1 - arc))
        let yc = Double(y) + 0.5
        let tu = min(1, max(0, yc / (gloss.arcLeft * h)))
        let tl = min(1, max(0, (yc - gloss.arcRight * h) / ((1 - gloss.arcRight) * h)))
        func channel(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> UInt8 {
            let upper = Double(a) + (Double(b) - Double(a)) * tu
            let lower = Double(c) + (Double(d) - Double(c)) * tl
            return UInt8((upper + (lower - upper) * below).rounded())
        }
        let color = StraightColor(
            red: channel(gloss.upperTop.red, gloss.upperBottom.red, gloss.lowerTop.red, gloss.lowerBottom.red),
            green: channel(gloss.upperTop.green, gloss.upperBottom.green, gloss.lowerTop.green, gloss.lowerBottom.green),
            blue: channel(gloss.upperTop.blue, gloss.upperBottom.blue, gloss.lowerTop.blue, gloss.lowerBottom.blue),
            alpha: channel(gloss.upperTop.alpha, gloss.upperBottom.alpha, gloss.lowerTop.alpha, gloss.lowerBottom.alpha))
        return premultiply(color)
    }

    /// The coverage of colour art by `[y][x]` when `source` (or `auto`, as the library judges the
    /// art) is `knockout`, or `tones` with clusters to keep; nil for the masks read pixel by pixel.
    static func colourCoverage(_ icon: RGBAImage, source: Mask.Source) -> [[Int]]? {
        switch source == .auto ? source.resolved(for: icon) : source {
        case .knockout:
            return knockoutCoverage(icon, dominant: dominantColor(icon))
        case .tones:
            guard let tones = PictureTones(of: icon) else { return nil }
            return toneCoverage(icon, centres: tones.centres, tones: tones.tones(.dominantFirst))
        default:
            return nil
        }
    }

    /// The whole tint recipe, step by step, pixel by pixel: coverage, paint,
    /// `P·coverage/255`, placed centered at `floor((outer − inner)/2)`.
    public static func tint(_ icon: RGBAImage, paint: Paint, source: Mask.Source, canvasWidth: Int, canvasHeight: Int) -> RGBAImage {
        var canvas = RGBAImage(width: canvasWidth, height: canvasHeight, scale: icon.scale)
        let ox = Int((Double(canvasWidth - icon.width) / 2).rounded(.down))
        let oy = Int((Double(canvasHeight - icon.height) / 2).rounded(.down))
        var opaque = true
        for y in 0..<icon.height { for x in 0..<icon.width where icon[x, y].alpha != 255 { opaque = false } }
        let resolved: Mask.Source = source == .auto ? (opaque ? .luminance : .alpha) : source
        let colour = colourCoverage(icon, source: source)
        for y in 0..<icon.height {
            for x in 0..<icon.width {
                let (cx, cy) = (x + ox, y + oy)
                guard cx >= 0, cy >= 0, cx < canvasWidth, cy < canvasHeight else { continue }
                let cover = colour?[y][x] ?? coverage(icon, x, y, source: resolved)
                let paintColor = self.paintColor(paint, x, y, width: icon.width, height: icon.height)
                setPixel(&canvas, cx, cy, paintColor.map { multiply($0, cover) })
            }
        }
        return canvas
    }
}
