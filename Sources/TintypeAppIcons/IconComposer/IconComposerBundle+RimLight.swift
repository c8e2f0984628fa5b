extension IconComposerBundle {
    /// How far inside the outline Apple's rim light reaches, as a fraction of the side (21 of 1,024 px),
    /// and its strength at the outline, as a share of the way to white: ``rimMean``, plus ``rimDiagonal``
    /// times the cosine of twice the angle between the outline's outward direction and the top left,
    /// plus ``rimTopLeft`` times the cosine of that angle. The light is strongest where the outline faces
    /// the top left and the bottom right, weakest where it faces the other two corners, and stronger on
    /// the top and left edges than on the others (fitted on the rim of Icon Composer's exports).
    static let rimReach = 21.0 / 1024
    static let rimMean = 0.30
    static let rimDiagonal = 0.30
    static let rimTopLeft = 0.15

    /// `canvas` (opaque) lit along the inside of `outline`: each pixel within ``rimReach`` of the outline
    /// moves towards white by the rim's strength at the outline's direction there, fading linearly inwards.
    static func rimLit(_ canvas: RGBAImage, outline: Mask) -> RGBAImage {
        let width = canvas.width
        let height = canvas.height
        let reach = rimReach * Double(min(width, height))
        let distance = insideDistance(outline, limit: reach + 2)
        var lit = canvas
        for y in 1..<max(1, height - 1) {
            for x in 1..<max(1, width - 1) {
                let d = distance[y * width + x]
                guard d < reach else { continue }
                // The outline's outward direction: against the distance's growth.
                let dx = distance[y * width + x - 1] - distance[y * width + x + 1]
                let dy = distance[(y - 1) * width + x] - distance[(y + 1) * width + x]
                let length = (dx * dx + dy * dy).squareRoot()
                // The cosine of the angle between the outward direction and the top left.
                let towards = length > 0 ? (-dx - dy) / length / 2.0.squareRoot() : 0
                let strength = max(0, rimMean + rimDiagonal * (2 * towards * towards - 1) + rimTopLeft * towards)
                let share = strength * (1 - d / reach)
                let pixel = lit[x, y]
                func lighter(_ value: UInt8) -> UInt8 {
                    UInt8(
                        clamping: Int(
                            clamping: Double(value) + (Double(pixel.alpha) - Double(value)) * share, to: 0...255,
                            rounding: .toNearestOrAwayFromZero))
                }
                lit[x, y] = PremultipliedColor(
                    red: lighter(pixel.red), green: lighter(pixel.green), blue: lighter(pixel.blue), alpha: pixel.alpha)
            }
        }
        return lit
    }

    /// Each pixel's distance in pixels from the outside of `mask` (coverage under half), up to `limit`:
    /// a two-pass chamfer transform (steps of 1 and √2), linear in the pixels. The image's edge counts
    /// as half a pixel away.
    static func insideDistance(_ mask: Mask, limit: Double) -> [Double] {
        let width = mask.width
        let height = mask.height
        var distance = [Double](repeating: limit, count: width * height)
        guard width > 0, height > 0 else { return distance }
        let diagonal = 2.0.squareRoot()
        mask.coverage.withUnsafeBufferPointer { coverage in
            distance.withUnsafeMutableBufferPointer { d in
                for index in 0..<width * height where coverage[index] < 128 { d[index] = 0 }
                // Forward: from the left, the row above and its two diagonals.
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width {
                        var value = d[row + x]
                        guard value > 0 else { continue }
                        value = x > 0 ? min(value, d[row + x - 1] + 1) : min(value, 0.5)
                        if y > 0 {
                            let above = row - width + x
                            value = min(value, d[above] + 1)
                            if x > 0 { value = min(value, d[above - 1] + diagonal) }
                            if x < width - 1 { value = min(value, d[above + 1] + diagonal) }
                        } else {
                            value = min(value, 0.5)
                        }
                        d[row + x] = value
                    }
                }
                // Backward: from the right, the row below and its two diagonals.
                for y in stride(from: height - 1, through: 0, by: -1) {
                    let row = y * width
                    for x in stride(from: width - 1, through: 0, by: -1) {
                        var value = d[row + x]
                        guard value > 0 else { continue }
                        value = x < width - 1 ? min(value, d[row + x + 1] + 1) : min(value, 0.5)
                        if y < height - 1 {
                            let below = row + width + x
                            value = min(value, d[below] + 1)
                            if x < width - 1 { value = min(value, d[below + 1] + diagonal) }
                            if x > 0 { value = min(value, d[below - 1] + diagonal) }
                        } else {
                            value = min(value, 0.5)
                        }
                        d[row + x] = value
                    }
                }
            }
        }
        return distance
    }
}
