extension VectorDocument {
    /// The pixels a render with the same placement would cover, from the tree's geometry instead
    /// of its pixels (SPEC §13.7): the box of every painted shape's filled polygons and stroke
    /// outline, each cut by its clip paths' boxes and by the image, in whole pixels. A shape whose
    /// paint is wholly transparent counts for nothing. It may be a pixel wider on a side than the
    /// pixels a render covers (an edge's sliver below half a 255th), never narrower; nil when nothing is painted.
    /// - Throws: ``VectorDocument/RenderStop`` when the steps or the time pass `limits`.
    public func coveredBounds(
        width: Int, height: Int, canvasIn placement: (x: Double, y: Double, width: Double, height: Double),
        limits: VectorDocument.RenderLimits = VectorDocument.RenderLimits()
    ) throws(VectorDocument.RenderStop) -> PixelRect? {
        guard width > 0, height > 0 else { return nil }
        var budget = RasterBudget(limits)
        let (transform, scale) = RasterCanvas.placing(canvas, in: placement)
        guard scale > 0, scale.isFinite else { return nil }
        var measure = BoundsWalk(
            transform: transform, scale: scale, image: Box(minX: 0, minY: 0, maxX: Double(width), maxY: Double(height)))
        for node in content { try measure.add(node, within: measure.image, budget: &budget) }
        guard let covered = measure.covered else { return nil }
        let left = Int(clamping: covered.minX, to: 0...width, rounding: .down)
        let top = Int(clamping: covered.minY, to: 0...height, rounding: .down)
        let right = Int(clamping: covered.maxX, to: 0...width, rounding: .up)
        let bottom = Int(clamping: covered.maxY, to: 0...height, rounding: .up)
        guard left < right, top < bottom else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// A box in pixels.
private struct Box {
    var minX, minY, maxX, maxY: Double

    /// The box of `points`; nil when there are none.
    init?(_ points: [VectorPath.Point]) {
        guard let first = points.first else { return nil }
        (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
            (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        }
    }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) { (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY) }

    /// Where both boxes are; nil when they do not meet.
    func intersection(_ other: Box) -> Box? {
        let box = Box(minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return box.minX < box.maxX && box.minY < box.maxY ? box : nil
    }

    /// The box holding both.
    func union(_ other: Box) -> Box {
        Box(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }
}

/// The walk of ``VectorDocument/coveredBounds(width:height:canvasIn:limits:)``: the renderer's,
/// with boxes where it scans.
private struct BoundsWalk {
    let transform: AffineTransform
    let scale: Double
    let image: Box
    var covered: Box?

    mutating func add(_ node: VectorDocument.Node, within clip: Box, budget: inout RasterBudget) throws(VectorDocument.RenderStop) {
        switch node {
        case .group(let group):
            let lines = try group.clip.polylines(transform, tolerance: RasterCanvas.tolerance, budget: &budget)
            guard let box = Box(lines.flatMap(\.points)), let inside = box.intersection(clip) else { return }
            for child in group.children { try add(child, within: inside, budget: &budget) }
        case .shadowed(let shadowed):
            // What the children cover, and the same moved by the shadow and grown by its blur's reach.
            var own = BoundsWalk(transform: transform, scale: scale, image: image)
            for child in shadowed.children { try own.add(child, within: image, budget: &budget) }
            guard let drawn = own.covered else { return }
            let shadow = shadowed.shadow
            let (ox, oy) = (shadow.dx * transform.a + shadow.dy * transform.c, shadow.dx * transform.b + shadow.dy * transform.d)
            let reach = GaussianBlur(sigma: shadow.deviation * scale).radius
            let cast = Box(
                minX: drawn.minX + ox - Double(reach), minY: drawn.minY + oy - Double(reach), maxX: drawn.maxX + ox + Double(reach),
                maxY: drawn.maxY + oy + Double(reach))
            include(drawn, within: clip)
            if shadow.color.alpha > 0 { include(cast, within: clip) }
        case .shape(let shape):
            let lines = try shape.path.polylines(transform, tolerance: RasterCanvas.tolerance, budget: &budget)
            if let fill = shape.fill, !Self.transparent(fill.paint, opacity: fill.opacity) {
                include(Box(lines.flatMap(\.points)), within: clip)
            }
            guard let stroke = shape.stroke, stroke.width > 0, !Self.transparent(stroke.paint, opacity: stroke.opacity) else { return }
            let pieces = try StrokeOutline.pieces(of: stroke, along: lines, scale: scale, budget: &budget)
            include(Box(Array(pieces.joined())), within: clip)
        }
    }

    private mutating func include(_ box: Box?, within clip: Box) {
        guard let shown = box?.intersection(clip) else { return }
        covered = covered.map { $0.union(shown) } ?? shown
    }

    /// True when the paint at `opacity` paints nothing anywhere.
    private static func transparent(_ paint: VectorDocument.Paint, opacity: Double) -> Bool {
        guard opacity > 0 else { return true }
        switch paint {
        case .color(let color): return color.alpha == 0
        case .linear(let gradient), .radial(let gradient): return gradient.stops.allSatisfy { $0.color.alpha == 0 }
        }
    }
}
