extension VectorDocument {
    /// The document drawn `factor` times larger with its canvas's origin at `origin` of a new
    /// canvas `canvas` (drawn at `canvas` CSS pixels): how a batch puts an icon where its
    /// fitted PNGs put it (SPEC §13.5). Paths, clips, stroke widths, dashes, gradients and
    /// drop shadows move and scale alike. What reaches past this canvas is clipped to it, as every renderer
    /// clips an SVG to its viewport; what falls outside the new canvas is cut off by it, as by the PNG's edge.
    /// - Parameters:
    ///   - factor: How many new canvas units one unit of this canvas becomes (positive).
    ///   - origin: Where this canvas's (0, 0) lands on the new one.
    ///   - canvas: The new canvas, which is also the size the document asks to be drawn at.
    public func placed(factor: Double, origin: VectorPath.Point, canvas: PointSize) -> VectorDocument {
        let transform = AffineTransform(a: factor, d: factor, e: origin.x, f: origin.y)
        func point(_ point: VectorPath.Point) -> VectorPath.Point {
            let moved = transform.apply(point.x, point.y)
            return VectorPath.Point(x: moved.x, y: moved.y)
        }
        func paint(_ paint: VectorDocument.Paint) -> VectorDocument.Paint {
            func gradient(_ old: VectorDocument.Gradient) -> VectorDocument.Gradient {
                var new = old
                new.start = point(old.start)
                new.end = point(old.end)
                new.focus = point(old.focus)
                new.radius = old.radius * factor
                return new
            }
            switch paint {
            case .color: return paint
            case .linear(let old): return .linear(gradient(old))
            case .radial(let old): return .radial(gradient(old))
            }
        }
        func moved(_ old: VectorDocument.Shape) -> VectorDocument.Shape {
            var shape = old.repainted(paint)
            shape.path = old.path.applying(transform)
            if var stroke = shape.stroke {
                stroke.width *= factor
                stroke.dashes = stroke.dashes.map { $0 * factor }
                stroke.dashOffset *= factor
                shape.stroke = stroke
            }
            return shape
        }
        var clipped = self
        if reachesPastCanvas {
            let viewport = SVGTreeBuilder.rectangle(x: 0, y: 0, width: self.canvas.width, height: self.canvas.height, rx: 0, ry: 0)
            clipped.content = [.group(VectorDocument.Group(clip: viewport, clipEvenOdd: false, children: content))]
        }
        return VectorDocument(
            canvas: canvas, size: canvas,
            content: clipped.mapped(
                shape: moved, clip: { $0.applying(transform) },
                shadow: {
                    VectorDocument.DropShadow(dx: $0.dx * factor, dy: $0.dy * factor, deviation: $0.deviation * factor, color: $0.color)
                }
            ))
    }

    /// True when some shape may draw outside the canvas (its path's bounds, widened by its stroke's reach).
    package var reachesPastCanvas: Bool {
        // A drop shadow spreads past what casts it: counted as reaching past, to be clipped alike.
        content.contains(where: \.castsShadow)
            || shapes.contains { shape in
                guard let bounds = shape.path.bounds else { return false }
                let reach = shape.stroke.map { $0.width / 2 * ($0.join == .miter ? max(1, $0.miterLimit) : 1) } ?? 0
                return bounds.minX - reach < 0 || bounds.minY - reach < 0 || bounds.maxX + reach > canvas.width
                    || bounds.maxY + reach > canvas.height
            }
    }
}
