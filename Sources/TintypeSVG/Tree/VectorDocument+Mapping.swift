extension VectorDocument {
    /// The document with every shape changed by `shape` and every group's clip by `clip` and every drop shadow by `shadow`, the
    /// tree's structure kept: the one walk that placing and filling a document share.
    package func mapped(
        shape: (VectorDocument.Shape) -> VectorDocument.Shape, clip: (VectorDocument.PathData) -> VectorDocument.PathData = { $0 },
        shadow: (VectorDocument.DropShadow) -> VectorDocument.DropShadow = { $0 }
    ) -> [VectorDocument.Node] {
        func mapped(_ node: VectorDocument.Node) -> VectorDocument.Node {
            switch node {
            case .group(var group):
                group.clip = clip(group.clip)
                group.children = group.children.map(mapped)
                return .group(group)
            case .shadowed(var shadowed):
                shadowed.shadow = shadow(shadowed.shadow)
                shadowed.children = shadowed.children.map(mapped)
                return .shadowed(shadowed)
            case .shape(let old): return .shape(shape(old))
            }
        }
        return content.map(mapped)
    }
}

extension VectorDocument.Shape {
    /// The shape with its fill's and stroke's paints changed by `paint`.
    package func repainted(_ paint: (VectorDocument.Paint) -> VectorDocument.Paint) -> VectorDocument.Shape {
        var shape = self
        if let old = fill?.paint { shape.fill?.paint = paint(old) }
        if let old = stroke?.paint { shape.stroke?.paint = paint(old) }
        return shape
    }
}
