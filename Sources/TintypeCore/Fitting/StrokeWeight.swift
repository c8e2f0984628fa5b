/// An icon's stroke weight at its output size, in points (SPEC §9.7): what a designer compares
/// across a set, since icons of one tab bar drawn at 2, 1.5 and 3 units read as three libraries.
///
/// Declared for an SVG drawn with strokes only (its commonest `stroke-width`, at the factor the
/// art is drawn at); else measured on the rendered coverage as twice its area over its perimeter,
/// the mean thickness of its stems. Solid shapes (a disc, a folder, a filled book) have no stem
/// weight and get none.
package struct StrokeWeight: Hashable, Sendable, Codable {
    /// Where a weight comes from.
    package enum Basis: String, Hashable, Sendable, Codable {
        /// The SVG's own `stroke-width`: exact.
        case declared
        /// The rendered stems' mean thickness: within about a tenth of the stroke it was drawn with.
        case rendered
    }

    /// The weight in points (dp on Android), to 1/100.
    package var points: Double
    /// Where it comes from.
    package var basis: Basis

    /// A weight of `points` (rounded to 1/100, so that a manifest gives the same bytes each run).
    package init(points: Double, basis: Basis) {
        self.points = (points * 100).rounded() / 100
        self.basis = basis
    }

    /// How far a weight may be from its set's before it reads as another library's: about a
    /// third for a declared one (2 against 1.5 units), two fifths for a measured one (its error, and
    /// the heavier strokes a solid library's outlines have, come on top).
    package var tolerance: Double { basis == .declared ? 1.3 : 1.4 }

    /// The commonest `stroke-width` of a `document` drawn with strokes only, at `pixelsPerUnit`
    /// pixels per canvas unit and `scale` pixels per point; nil when any visible shape is filled,
    /// or nothing is stroked.
    package static func declared(in document: VectorDocument, pixelsPerUnit: Double, scale: Double) -> StrokeWeight? {
        var widths = [Double: Int]()
        for shape in document.shapes {
            if let fill = shape.fill, fill.opacity > 0, fill.paint.isVisible { return nil }
            guard let stroke = shape.stroke, stroke.opacity > 0, stroke.paint.isVisible, stroke.width > 0 else { continue }
            widths[stroke.width, default: 0] += 1
        }
        // The commonest width; of two as common, the wider.
        guard let width = widths.max(by: { ($0.value, $0.key) < ($1.value, $1.key) })?.key, scale > 0 else { return nil }
        return StrokeWeight(points: width * pixelsPerUnit / scale, basis: .declared)
    }

    /// The mean thickness of the stems of `art` (its coverage read as `maskSource` says), drawn
    /// at `scale` pixels per point in a box `boxSide` pixels across; nil for solid shapes: more than
    /// a tenth of the coverage lies deeper than half that thickness and a pixel, or the thickness is
    /// over a seventh of the box.
    ///
    /// The thickness is `2A / P`: `A` the coverage's sum, `P` its perimeter, the sum of the
    /// coverage's gradient (exact for anti-aliased edges). A stroke of width `w` and length `L` has
    /// `A = wL`, `P ≈ 2L`. Depth is a chamfer distance to the nearest pixel less than half covered.
    package static func rendered(_ art: RGBAImage, maskSource: Mask.Source, boxSide: Int, scale: Double) -> StrokeWeight? {
        let width = art.width
        let height = art.height
        guard width > 0, height > 0, scale > 0 else { return nil }
        let coverage = StrokeWeight.coverage(of: art, maskSource: maskSource)
        func at(_ x: Int, _ y: Int) -> Double {
            x >= 0 && x < width && y >= 0 && y < height ? Double(coverage[y * width + x]) / 255 : 0
        }
        var area = 0.0
        var perimeter = 0.0
        for y in -1..<height {
            for x in -1..<width {
                let here = at(x, y)
                area += here
                let across = at(x + 1, y) - here
                let down = at(x, y + 1) - here
                perimeter += (across * across + down * down).squareRoot()
            }
        }
        guard perimeter > 0 else { return nil }
        let thickness = 2 * area / perimeter
        guard thickness * 7 <= Double(boxSide) else { return nil }
        let depth = StrokeWeight.depths(coverage, width: width, height: height)
        var deep = 0.0
        for index in coverage.indices where depth[index] > thickness / 2 + 1 { deep += Double(coverage[index]) / 255 }
        guard deep <= area / 10 else { return nil }
        return StrokeWeight(points: thickness / scale, basis: .rendered)
    }

    /// Each pixel's coverage, 0–255: alpha, or `255 − luminance` for opaque art read by luminance.
    private static func coverage(of art: RGBAImage, maskSource: Mask.Source) -> [UInt8] {
        var coverage = [UInt8](repeating: 0, count: art.width * art.height)
        art.withUnsafeBytes { bytes in
            coverage.withUnsafeMutableBufferPointer { out in
                if maskSource == .luminance {
                    Luminance.coverage(of: UnsafeRawPointer(bytes.baseAddress!), count: out.count, into: out.baseAddress!)
                } else {
                    for index in out.indices { out[index] = bytes[index * 4 + 3] }
                }
            }
        }
        return coverage
    }

    /// Each pixel's chamfer distance (steps of 1 and √2) to the nearest pixel less than half
    /// covered, the image's outside included; 0 for those pixels themselves.
    static func depths(_ coverage: [UInt8], width: Int, height: Int) -> [Double] {
        let far = Double(width + height)
        var depth = coverage.map { $0 >= 128 ? far : 0 }
        let diagonal = 2.0.squareRoot()
        func value(_ x: Int, _ y: Int) -> Double { x >= 0 && x < width && y >= 0 && y < height ? depth[y * width + x] : 0 }
        for y in 0..<height {
            for x in 0..<width where depth[y * width + x] > 0 {
                depth[y * width + x] = min(
                    depth[y * width + x], value(x - 1, y) + 1, value(x, y - 1) + 1, value(x - 1, y - 1) + diagonal,
                    value(x + 1, y - 1) + diagonal)
            }
        }
        for y in stride(from: height - 1, through: 0, by: -1) {
            for x in stride(from: width - 1, through: 0, by: -1) where depth[y * width + x] > 0 {
                depth[y * width + x] = min(
                    depth[y * width + x], value(x + 1, y) + 1, value(x, y + 1) + 1, value(x + 1, y + 1) + diagonal,
                    value(x - 1, y + 1) + diagonal)
            }
        }
        return depth
    }
}

extension VectorDocument.Paint {
    /// False for a colour with no alpha; gradients count as visible.
    fileprivate var isVisible: Bool {
        if case .color(let color) = self { return color.alpha > 0 }
        return true
    }
}
