extension VectorDocument {
    /// The document with every fill and stroke in `color`, each keeping its own opacity (a
    /// gradient's stops keep theirs): what the art covers, filled with one colour, as a
    /// template image filled with a paint draws it (SPEC §13.6).
    public func filled(with color: StraightColor) -> VectorDocument {
        func alpha(_ value: UInt8) -> UInt8 { UInt8((Int(value) * Int(color.alpha) + 127) / 255) }
        func paint(_ paint: VectorDocument.Paint) -> VectorDocument.Paint {
            func gradient(_ old: VectorDocument.Gradient) -> VectorDocument.Gradient {
                var new = old
                new.stops = old.stops.map { stop in
                    var colored = color
                    colored.alpha = alpha(stop.color.alpha)
                    return VectorDocument.Gradient.Stop(offset: stop.offset, color: colored)
                }
                return new
            }
            switch paint {
            case .color(let old):
                var colored = color
                colored.alpha = alpha(old.alpha)
                return .color(colored)
            case .linear(let old): return .linear(gradient(old))
            case .radial(let old): return .radial(gradient(old))
            }
        }
        return VectorDocument(canvas: canvas, size: size, content: mapped(shape: { $0.repainted(paint) }))
    }
}
