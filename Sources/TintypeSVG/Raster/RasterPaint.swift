/// A fill's or stroke's paint where the renderer reads it: one premultiplied colour, or a
/// gradient in pixels whose colour each pixel takes at its centre (SPEC §13.7). Stops are mixed
/// unpremultiplied and premultiplied after, as pixman mixes them.
package struct RasterPaint {
    /// The gradient's shape in pixels.
    private enum Shape {
        case solid(SIMD4<Float>)
        /// A linear gradient from `start` along `axis` (its length squared divided out).
        case linear(start: VectorPath.Point, axis: VectorPath.Point)
        /// A radial gradient from its focus (radius 0) to its circle.
        case radial(focus: VectorPath.Point, centre: VectorPath.Point, radius: Double)
    }
    private let shape: Shape
    private let stops: [(offset: Double, color: SIMD4<Float>)]
    private let spread: VectorDocument.Gradient.Spread
    private let opacity: Float

    /// `paint` at `opacity`, its geometry mapped to pixels by `transform` (a similarity: `scale` its factor).
    package init(_ paint: VectorDocument.Paint, opacity: Double, transform: AffineTransform, scale: Double) {
        self.opacity = Float(min(1, max(0, opacity)))
        func point(_ p: VectorPath.Point) -> VectorPath.Point {
            let moved = transform.apply(p.x, p.y)
            return VectorPath.Point(x: moved.x, y: moved.y)
        }
        func straight(_ color: StraightColor) -> SIMD4<Float> {
            SIMD4(Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha)) / 255
        }
        switch paint {
        case .color(let color):
            (shape, stops, spread) = (.solid(Self.premultiplied(straight(color)) * self.opacity), [], .pad)
            return
        case .linear(let gradient), .radial(let gradient):
            stops = gradient.stops.map { ($0.offset, straight($0.color)) }
            spread = gradient.spread
            let last = Self.premultiplied(stops.last?.color ?? .zero) * self.opacity
            if case .linear = paint {
                let (start, end) = (point(gradient.start), point(gradient.end))
                let (dx, dy) = (end.x - start.x, end.y - start.y)
                let lengthSquared = dx * dx + dy * dy
                // SVG paints a gradient of no length in its last stop's colour.
                shape =
                    lengthSquared > 0
                    ? .linear(start: start, axis: VectorPath.Point(x: dx / lengthSquared, y: dy / lengthSquared)) : .solid(last)
            } else {
                let radius = gradient.radius * scale
                shape = radius > 0 ? .radial(focus: point(gradient.focus), centre: point(gradient.start), radius: radius) : .solid(last)
            }
        }
    }

    /// The colour everywhere, premultiplied, when the paint is one colour.
    package var solid: SIMD4<Float>? {
        if case .solid(let color) = shape { return color }
        return nil
    }

    /// The premultiplied colour at pixel (`x`, `y`)'s centre.
    package func color(x: Int, y: Int) -> SIMD4<Float> {
        let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
        let t: Double
        switch shape {
        case .solid(let color): return color
        case .linear(let start, let axis): t = (px - start.x) * axis.x + (py - start.y) * axis.y
        case .radial(let focus, let centre, let radius):
            t = Self.radialParameter(px - focus.x, py - focus.y, centre.x - focus.x, centre.y - focus.y, radius)
        }
        return Self.premultiplied(stopColor(at: spreadOut(t))) * opacity
    }

    /// The largest t whose circle (centre focus + t·(centre − focus), radius t·radius) passes
    /// through the point at (`px`, `py`) from the focus: how a two-circle gradient finds a point's colour.
    private static func radialParameter(_ px: Double, _ py: Double, _ cx: Double, _ cy: Double, _ radius: Double) -> Double {
        let a = cx * cx + cy * cy - radius * radius
        let b = px * cx + py * cy
        let c = px * px + py * py
        guard abs(a) > 1e-12 * radius * radius else { return b != 0 ? c / (2 * b) : 0 }
        let discriminant = b * b - a * c
        guard discriminant >= 0 else { return 0 }
        let root = discriminant.squareRoot()
        let (t1, t2) = ((b + root) / a, (b - root) / a)
        return max(t1, t2) >= 0 ? max(t1, t2) : min(t1, t2)
    }

    /// `t` brought into 0…1 by the gradient's spread.
    private func spreadOut(_ t: Double) -> Double {
        guard t.isFinite else { return 0 }
        switch spread {
        case .pad: return min(1, max(0, t))
        case .repeat: return t - t.rounded(.down)
        case .reflect:
            let cycle = t.truncatingRemainder(dividingBy: 2)
            let positive = cycle < 0 ? cycle + 2 : cycle
            return positive > 1 ? 2 - positive : positive
        }
    }

    /// The unpremultiplied colour at `t` between the stops.
    private func stopColor(at t: Double) -> SIMD4<Float> {
        guard let first = stops.first, let last = stops.last else { return .zero }
        if t <= first.offset { return first.color }
        if t >= last.offset { return last.color }
        var index = 1
        while index < stops.count - 1, stops[index].offset <= t { index += 1 }
        let (from, to) = (stops[index - 1], stops[index])
        let span = to.offset - from.offset
        guard span > 0 else { return to.color }
        let f = Float((t - from.offset) / span)
        return from.color + (to.color - from.color) * f
    }

    private static func premultiplied(_ color: SIMD4<Float>) -> SIMD4<Float> {
        SIMD4(color.x * color.w, color.y * color.w, color.z * color.w, color.w)
    }
}
