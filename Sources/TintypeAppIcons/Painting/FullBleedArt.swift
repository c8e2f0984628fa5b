import TintypeSupport

/// A master that fills its whole square (SPEC §11.10): a logo drawn on its own
/// background, opaque to the edges. Fitted as it is, the background square would
/// be the glyph and the logo would shrink to a stamp. When the border is one
/// colour (the **ground**), the art is taken apart instead: the ground becomes the
/// icon's background and the glyph is what differs from it.
///
/// A pixel's glyph coverage grows with its distance `d` (largest channel
/// difference) from the ground: none up to 16, then in proportion to
/// `d` over the largest distance within two pixels (so anti-aliased edges keep
/// their share), full at that largest distance. The glyph's colour is unmixed from
/// the ground: over the ground it gives back the master's pixel (within
/// 16, the pixels taken for the ground).
package struct FullBleedArt: Sendable {
    /// The border's colour: the icon's background.
    package let ground: StraightColor
    /// The glyph alone, on transparent, the master's size.
    package let glyph: RGBAImage

    /// What a master is, judged by its border.
    package enum Judgement: Sendable {
        /// Transparent somewhere along its border: art to fit as it is.
        case notFullBleed
        /// Opaque to its edges on a ground of one colour: taken apart.
        case fullBleed(FullBleedArt)
        /// Opaque to its edges on a picture or gradient: the glyph cannot be told from the background.
        case pictureGround
    }

    /// The share of border pixels that must be opaque (alpha 250 or more) for full-bleed art.
    static let opaqueBorderShare = 0.99
    /// The share of border pixels that must lie within ``groundTolerance`` of the ground's colour.
    static let groundShare = 0.9
    /// How far (largest channel difference) a border pixel may be from the ground's colour.
    static let groundTolerance = 24
    /// Distances up to this are noise (JPEG ringing, dithering): no glyph.
    static let noiseDistance = 16
    /// The smallest contrast an edge is measured against: fainter art is taken as full strength at this distance.
    static let minimumContrast = 48
    /// The longest side an SVG master is judged and taken apart at.
    package static let vectorSide = 1024

    /// Judges `image`: full-bleed on one colour, on a picture, or not full-bleed.
    package static func judge(_ image: RGBAImage) -> Judgement {
        guard image.width > 2, image.height > 2 else { return .notFullBleed }
        var border: [PremultipliedColor] = []
        border.reserveCapacity(2 * (image.width + image.height))
        for x in 0..<image.width { border += [image[x, 0], image[x, image.height - 1]] }
        for y in 1..<(image.height - 1) { border += [image[0, y], image[image.width - 1, y]] }
        let opaque = border.filter { $0.alpha >= 250 }.count
        guard Double(opaque) >= opaqueBorderShare * Double(border.count) else { return .notFullBleed }
        guard let (ground, _) = ColorArtMask.dominant(of: border) else { return .notFullBleed }
        let near = border.filter { ColorArtMask.distance($0.straight, ground) <= groundTolerance }.count
        guard Double(near) >= groundShare * Double(border.count) else { return .pictureGround }
        return .fullBleed(FullBleedArt(image, ground: ground))
    }

    /// `image` taken apart on `ground`.
    init(_ image: RGBAImage, ground: StraightColor) {
        self.ground = ground
        let width = image.width
        let height = image.height
        var distance = [Int](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { distance[y * width + x] = ColorArtMask.distance(image[x, y].straight, ground) }
        }
        let nearest = Self.largestNearby(distance, width: width, height: height, reach: 2)
        var glyph = RGBAImage(width: width, height: height, scale: image.scale)
        let groundChannels = SIMD3<Int>(Int(ground.red), Int(ground.green), Int(ground.blue))
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let d = distance[index]
                guard d > Self.noiseDistance else { continue }
                let pixel = image[x, y]
                let contrast = max(nearest[index], Self.minimumContrast) - Self.noiseDistance
                let share = min(256, (d - Self.noiseDistance) * 256 / contrast)
                let alpha = (Int(pixel.alpha) * share + 128) >> 8
                guard alpha > 0 else { continue }
                // The pixel is the glyph over the ground's remaining share: take the ground out.
                let channels = SIMD3<Int>(Int(pixel.red), Int(pixel.green), Int(pixel.blue))
                let groundPart = (groundChannels &* (Int(pixel.alpha) - alpha) &+ 127) / 255
                let unmixed = (channels &- groundPart).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: alpha))
                glyph[x, y] = PremultipliedColor(
                    uncheckedRed: UInt8(unmixed.x), green: UInt8(unmixed.y), blue: UInt8(unmixed.z), alpha: UInt8(alpha))
            }
        }
        self.glyph = glyph
    }

    /// Each value's largest neighbour within `reach` pixels (a square window), by rows then columns.
    static func largestNearby(_ values: [Int], width: Int, height: Int, reach: Int) -> [Int] {
        let rows = largestAlong(values, width: width, height: height, reach: reach, horizontal: true)
        return largestAlong(rows, width: width, height: height, reach: reach, horizontal: false)
    }

    /// Each value's largest neighbour within `reach` pixels along its row (`horizontal`) or its column.
    private static func largestAlong(_ values: [Int], width: Int, height: Int, reach: Int, horizontal: Bool) -> [Int] {
        var result = values
        for y in 0..<height {
            for x in 0..<width {
                let (position, length, step) = horizontal ? (x, width, 1) : (y, height, width)
                var largest = 0
                for other in max(0, position - reach)...min(length - 1, position + reach) {
                    largest = max(largest, values[y * width + x + (other - position) * step])
                }
                result[y * width + x] = largest
            }
        }
        return result
    }
}
