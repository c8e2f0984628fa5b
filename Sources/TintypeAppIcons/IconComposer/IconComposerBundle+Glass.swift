import TintypeSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension IconComposerBundle {
    /// How Apple's renderer draws a glass layer, measured on Icon Composer's exports (in pixels of
    /// the 1,024-pixel canvas): within ``glassEdge`` of its outline the layer is clearer, at least
    /// ``glassEdgeClearing`` times the group's translucency showing what lies beneath (fading out over
    /// two pixels more); a light from the top left brightens a band inside it, rising over the two
    /// pixels past ``glassEdge``, full for four more, fading out at ``glassBand``: by
    /// ``glassLightLeast`` plus ``glassLightFacing`` times the cosine of the angle between the
    /// outline's outward direction and the top left, where it faces that way (levels of 255).
    static let glassEdge = 8.0
    static let glassBand = 20.0
    static let glassEdgeClearing = 0.66
    /// How much of what lies beneath shows through at the bottom of a glass layer, times the group's translucency
    /// (fitted on the reference bundles of `Benchmarks/icon-composer/references.tsv`).
    static let glassCoreClearing = 0.95
    static let glassLightLeast = 12.0
    static let glassLightFacing = 55.0

    /// A glass layer (`image`, at `origin` on the `side`-pixel canvas) as Liquid Glass draws it:
    /// - with `beneath` (the ground and the groups under the layer's own), what lies beneath shows through: none
    ///   at the top of the layer's covered rows, growing as the 1.5th power of the way down to ``glassCoreClearing`` ×
    ///   `translucency` at their bottom, and near the outline at least ``glassEdgeClearing`` × `translucency`.
    ///   Where the canvas cuts the layer, its rows run on to the edge of its `frame` (the rows its whole
    ///   picture spans): a full-bleed layer's gradient is the layer's, not the canvas's, as Apple's renders show;
    /// - with `specular`, a band inside the outline is lit, most where the outline faces the top left
    ///   (``glassLight(at:facing:)``): the specular highlight, which Apple's renders leave out of a group that turns it off.
    static func glazed(
        _ image: RGBAImage, at origin: PixelPoint, frame: ClosedRange<Double>? = nil, over beneath: RGBAImage?, translucency: Double,
        specular: Bool = true, side: Int
    ) -> RGBAImage {
        guard let covered = image.coverageBounds(.alpha), covered.height > 0 else { return image }
        let (top, bottom) = rows(covered, at: origin, frame: frame, side: side)
        let unit = Double(side) / canvas
        let distance = outlineDistance(image, at: origin, side: side, limit: (glassBand + 1) * unit)
        let clearing = min(1, glassEdgeClearing * translucency)
        let (width, height) = (image.width, image.height)
        // What lies beneath each pixel, as premultiplied bytes of the canvas (none where the layer leaves it).
        let under = beneath?.bytes ?? []
        let (underWidth, underHeight) = (beneath?.width ?? 0, beneath?.height ?? 0)
        var glazed = image
        image.withUnsafeBytes { source in
            glazed.withUnsafeMutableBytes { target in
                for y in 0..<height {
                    let down = min(max((Double(origin.y + y) - top) / (bottom - top), 0), 1)
                    let core = glassCoreClearing * translucency * pow(down, 1.5)
                    let row = origin.y + y
                    for x in 0..<width {
                        let offset = (y * width + x) * 4
                        let alpha = Double(source[offset + 3])
                        guard alpha > 0 else { continue }
                        let d = distance[y * width + x]
                        let column = origin.x + x
                        let shows = column >= 0 && column < underWidth && row >= 0 && row < underHeight
                        let share = shows ? max(core, clearing * min(1, max(0, (glassEdge + 2 - d / unit) / 2))) : 0
                        let lit = specular && d < glassBand * unit && x > 0 && x < width - 1 && y > 0 && y < height - 1
                        // Neither mixed nor lit: the pixel stays as it is.
                        guard share > 0 || lit else { continue }
                        var color = SIMD3<Double>(Double(source[offset]), Double(source[offset + 1]), Double(source[offset + 2]))
                        if share > 0 {
                            let at = (row * underWidth + column) * 4
                            // The colour beneath at the layer's coverage: premultiplied by the layer's alpha.
                            let below = SIMD3<Double>(Double(under[at]), Double(under[at + 1]), Double(under[at + 2])) * (alpha / 255)
                            color += (below - color) * share
                        }
                        if lit {
                            let dx = distance[y * width + x - 1] - distance[y * width + x + 1]
                            let dy = distance[(y - 1) * width + x] - distance[(y + 1) * width + x]
                            let length = (dx * dx + dy * dy).squareRoot()
                            let facing = length > 0 ? max(0, (-dx - dy) / length / 2.0.squareRoot()) : 0
                            let light = glassLight(at: d / unit, facing: facing) * alpha / 255
                            color = (color + SIMD3(repeating: light)).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: alpha))
                        }
                        target[offset] = UInt8(clamping: color.x)
                        target[offset + 1] = UInt8(clamping: color.y)
                        target[offset + 2] = UInt8(clamping: color.z)
                    }
                }
            }
        }
        return glazed
    }

    /// The rows a layer covers on the canvas (`covered`, within the image at `origin`); where the canvas
    /// cuts them, its `frame`'s edge beyond.
    static func rows(_ covered: PixelRect, at origin: PixelPoint, frame: ClosedRange<Double>?, side: Int) -> (top: Double, bottom: Double) {
        var top = Double(origin.y + covered.y)
        var bottom = Double(origin.y + covered.y + covered.height)
        if let frame {
            if top <= 0, frame.lowerBound < top { top = frame.lowerBound }
            if bottom >= Double(side), frame.upperBound > bottom { bottom = frame.upperBound }
        }
        return (top, bottom)
    }

    /// The light a glass layer's band adds (levels of 255) `depth` pixels of the 1,024-pixel canvas
    /// inside its outline, where the outline faces the top left by `facing` (a cosine, 0 beyond a right angle).
    static func glassLight(at depth: Double, facing: Double) -> Double {
        let rise = min(1, max(0, (depth - glassEdge) / 2))
        let fall = min(1, max(0, (glassBand - depth) / (glassBand - glassEdge - 6)))
        return (glassLightLeast + glassLightFacing * facing) * rise * fall
    }

    /// Each pixel's distance from `image`'s outline, up to `limit` (``insideDistance(_:limit:)``), where
    /// the canvas's own edges are no outline: a layer cut by the canvas goes on beyond it.
    static func outlineDistance(_ image: RGBAImage, at origin: PixelPoint, side: Int, limit: Double) -> [Double] {
        let mask = Mask(of: image, source: .alpha)
        let pad = Int(clamping: limit, to: 0...Int(Int32.max), rounding: .up) + 1
        let open = (
            left: origin.x <= 0 ? pad : 0, top: origin.y <= 0 ? pad : 0,
            right: origin.x + image.width >= side ? pad : 0, bottom: origin.y + image.height >= side ? pad : 0
        )
        guard open.left + open.top + open.right + open.bottom > 0 else { return insideDistance(mask, limit: limit) }
        let width = image.width + open.left + open.right
        let height = image.height + open.top + open.bottom
        var coverage = [UInt8](repeating: 0, count: width * height)
        mask.coverage.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = min(max(y - open.top, 0), image.height - 1) * image.width
                for x in 0..<width { coverage[y * width + x] = source[row + min(max(x - open.left, 0), image.width - 1)] }
            }
        }
        let padded = insideDistance(Mask(width: width, height: height, coverage: coverage)!, limit: limit)
        var distance = [Double](repeating: 0, count: image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width { distance[y * image.width + x] = padded[(y + open.top) * width + x + open.left] }
        }
        return distance
    }
}
