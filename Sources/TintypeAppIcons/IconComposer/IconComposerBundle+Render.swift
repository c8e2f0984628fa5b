import TintypeSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension IconComposerBundle {
    /// The outline an icon is cut to.
    package enum Outline: String, CaseIterable, Sendable {
        /// The whole square, opaque (the iOS image an app ships: the system cuts it).
        case square
        /// Apple's continuous-corner square, as Icon Composer exports the iOS and macOS icon.
        case squircle
        /// The circle of watchOS.
        case circle
    }

    /// The bundle as Apple's renderer draws it in `appearance` (SPEC §11.15), `side × side`, cut to
    /// `outline`: the design's 1024-point canvas is the icon, with no trim and no refit. The
    /// document's fill (or the appearance's ground) lies under the layers, each at its own
    /// position and scale; the clear and tinted appearances draw the layers' brightness in one
    /// colour over their ground. Liquid Glass's rim light runs inside the outline. With `canvas`, the
    /// design's canvas is that many pixels, centred, its fill running on to the edges (watchOS's circle).
    /// - Throws: `ImageFileError` naming the asset when one is missing, unreadable or over the limits.
    /// `decoded`: the pictures a caller decoded already, shared by its renders.
    package func rendered(
        _ appearance: IconComposerAppearance, side: Int, outline: Outline, canvas inner: Int? = nil,
        decoded: [String: RGBAImage] = [:], limits: ImageDecoder.Limits = .default, rendering: SVGDocument.Rendering
    ) throws(ImageFileError) -> RGBAImage {
        let bundle = appearance == self.appearance ? self : try resolved(for: appearance)
        let design = min(max(inner ?? side, 1), side)
        let paint = bundle.ground ?? .solid(StraightColor(red: 255, green: 255, blue: 255))
        // The clear and tinted appearances draw the layers' own brightness: no fill shows through them.
        var art = try bundle.composed(
            side: design, ground: appearance.monochrome == nil ? Self.filled(paint, side: design) : nil, decoded: decoded,
            limits: limits, rendering: rendering)
        if design < side {
            var centred = RGBAImage(width: side, height: side)
            centred.draw(art, at: PixelPoint(x: (side - design) / 2, y: (side - design) / 2))
            art = centred
        }
        var canvas: RGBAImage
        if let tones = appearance.monochrome {
            canvas = Self.toned(art, ground: Paint.vertical(tones.top, tones.bottom), ink: tones.ink, covered: tones.bottom)
        } else {
            canvas = Self.filled(Self.extended(paint, canvas: design, size: PixelSize(width: side, height: side)), side: side)
            canvas.draw(art, at: PixelPoint(x: 0, y: 0))
        }
        guard outline != .square else { return canvas }
        let shape = Self.outline(outline, side: side)
        return Self.cut(Self.rimLit(canvas, outline: shape), to: shape)
    }

    /// `art`'s brightness drawn in `ink` over `ground`: each pixel moves from the ground towards the ink
    /// by its coverage times its luma (Rec. 709 weights on the sRGB values), as Apple's clear and
    /// tinted exports do.
    /// With `least`, a covered pixel moves at least that share (of 255) of the way, however dark its colour.
    /// With `covered`, a covered pixel starts from that colour instead of the ground (by its coverage), and
    /// moves from it towards the ink by its luma: Apple's clear and tinted renders draw a dark layer over
    /// the whole canvas in the ground's bottom tone, flat, where the bare ground runs from top to bottom.
    static func toned(_ art: RGBAImage, ground: Paint, ink: StraightColor, least: Int = 0, covered: StraightColor? = nil) -> RGBAImage {
        let side = art.width
        var canvas = Mask(width: art.width, height: art.height, coverage: [UInt8](repeating: 255, count: art.width * art.height))!
            .filled(with: ground)
        let inkChannels = SIMD3<Int>(Int(ink.red), Int(ink.green), Int(ink.blue))
        let coveredChannels = covered.map { SIMD3<Int>(Int($0.red), Int($0.green), Int($0.blue)) }
        for y in 0..<art.height {
            for x in 0..<side {
                let pixel = art[x, y]
                guard pixel.alpha > 0 else { continue }
                // Premultiplied channels: their luma is already the coverage times the colour's.
                let luma = (2_126 * Int(pixel.red) + 7_152 * Int(pixel.green) + 722 * Int(pixel.blue) + 5_000) / 10_000
                let weight = (least * Int(pixel.alpha) + (255 - least) * luma + 127) / 255
                let below = canvas[x, y]
                let base = SIMD3<Int>(Int(below.red), Int(below.green), Int(below.blue))
                // From the ground to `covered` by the coverage (none without it), then from there towards the ink
                // by the luma, in one rounding.
                let from = coveredChannels ?? base
                let mixed = (base &* 255 &+ (from &- base) &* Int(pixel.alpha) &+ (inkChannels &- from) &* weight &+ 127) / 255
                // Each step rounds on its own: a full-coverage ink may land a level past 255.
                canvas[x, y] = PremultipliedColor(
                    red: UInt8(clamping: mixed.x), green: UInt8(clamping: mixed.y), blue: UInt8(clamping: mixed.z), alpha: 255)
            }
        }
        return canvas
    }

    /// Where the continuous corner of Apple's icon shape leaves the edge, as a fraction of the side, and the
    /// exponent of its superellipse: fitted on the alpha of Icon Composer's exports (within 0.5/255 on average).
    static let cornerReach = 0.327
    static let cornerExponent = 2.65

    /// The coverage of `outline` on a `side`-pixel square.
    static func outline(_ outline: Outline, side: Int) -> Mask {
        let extent = Double(side)
        var path = VectorPath()
        switch outline {
        case .square: path.addPolygon([.init(x: 0, y: 0), .init(x: extent, y: 0), .init(x: extent, y: extent), .init(x: 0, y: extent)])
        case .circle: path.addEllipse(x: 0, y: 0, width: extent, height: extent)
        case .squircle:
            let reach = cornerReach * extent
            // Each corner's superellipse (1 − x/reach)^n + (1 − y/reach)^n = 1, in 32 steps, joined by the straight edges.
            var points: [VectorPath.Point] = []
            let corners: [(x: Double, y: Double, dx: Double, dy: Double)] = [
                (0, 0, 1, 1), (extent, 0, -1, 1), (extent, extent, -1, -1), (0, extent, 1, -1)
            ]
            for (index, corner) in corners.enumerated() {
                for step in 0...32 {
                    var angle = Double(step) / 32 * Double.pi / 2
                    if index % 2 == 1 { angle = Double.pi / 2 - angle }
                    let u = pow(cos(angle), 2 / cornerExponent)
                    let v = pow(sin(angle), 2 / cornerExponent)
                    points.append(VectorPath.Point(x: corner.x + corner.dx * reach * (1 - u), y: corner.y + corner.dy * reach * (1 - v)))
                }
            }
            path.addPolygon(points)
        }
        return CoverageRasterizer.coverage(of: path, width: side, height: side)
    }
}
