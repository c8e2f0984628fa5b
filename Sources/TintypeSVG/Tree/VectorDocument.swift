/// An icon as a small typed tree that every vector format can be written from
/// (SPEC §13): what the SVG reader makes of an SVG, with styles resolved,
/// `<use>` expanded, shapes turned into paths and transforms applied to them, so
/// that a writer deals only with filled and stroked paths, clipped groups and paints.
public struct VectorDocument: Hashable, Sendable {
    /// The canvas, in the document's own units; every coordinate below is in it, from (0, 0).
    public var canvas: PointSize
    /// The size the document asks to be drawn at, in CSS pixels (its `width` and `height`,
    /// or the canvas when it gives none).
    public var size: PointSize
    /// What it draws, bottom to top.
    public var content: [VectorDocument.Node]

    /// A document.
    public init(canvas: PointSize, size: PointSize, content: [VectorDocument.Node]) {
        self.canvas = canvas
        self.size = size
        self.content = content
    }

    /// The largest coordinate, size or width a document may hold (a billion units): past it,
    /// numbers lose their precision and cannot be written in the formats' digits.
    public static let maximumMagnitude = 1e9

    /// True when every number of the document is finite and within ``maximumMagnitude``.
    public var numbersInRange: Bool {
        func fine(_ values: Double...) -> Bool { values.allSatisfy { $0.isFinite && abs($0) <= Self.maximumMagnitude } }
        func fine(_ path: VectorDocument.PathData) -> Bool {
            path.commands.allSatisfy { command in
                switch command {
                case .move(let x, let y), .line(let x, let y): return fine(x, y)
                case .cubic(let a, let b, let c, let d, let e, let f): return fine(a, b, c, d, e, f)
                case .close: return true
                }
            }
        }
        func fine(_ paint: VectorDocument.Paint) -> Bool {
            switch paint {
            case .color: return true
            case .linear(let g), .radial(let g):
                return fine(g.start.x, g.start.y, g.end.x, g.end.y, g.radius, g.focus.x, g.focus.y)
            }
        }
        func fine(_ node: VectorDocument.Node) -> Bool {
            switch node {
            case .group(let group): return fine(group.clip) && group.children.allSatisfy(fine)
            case .shadowed(let shadowed):
                let shadow = shadowed.shadow
                return fine(shadow.dx, shadow.dy, shadow.deviation) && shadowed.children.allSatisfy(fine)
            case .shape(let shape):
                return fine(shape.path) && (shape.fill.map { fine($0.paint) } ?? true)
                    && (shape.stroke.map { fine($0.paint) && fine($0.width, $0.dashOffset) && $0.dashes.allSatisfy { fine($0) } } ?? true)
            }
        }
        return fine(canvas.width, canvas.height, size.width, size.height) && content.allSatisfy(fine)
    }

    /// Every shape, in drawing order, nested ones included.
    public var shapes: [VectorDocument.Shape] {
        content.flatMap(\.shapes)
    }
}

extension VectorDocument {
    /// One thing a ``VectorDocument`` draws.
    public indirect enum Node: Hashable, Sendable {
        /// A filled and/or stroked path.
        case shape(VectorDocument.Shape)
        /// Nodes drawn inside a clip path.
        case group(VectorDocument.Group)
        /// Nodes drawn over their own drop shadow (SVG's `feDropShadow`).
        case shadowed(VectorDocument.Shadowed)

        /// True when this node or one inside it is drawn over a drop shadow.
        public var castsShadow: Bool {
            switch self {
            case .shape: return false
            case .group(let group): return group.children.contains(where: \.castsShadow)
            case .shadowed: return true
            }
        }

        /// The shapes of this node, in drawing order.
        public var shapes: [VectorDocument.Shape] {
            switch self {
            case .shape(let shape): return [shape]
            case .group(let group): return group.children.flatMap(\.shapes)
            case .shadowed(let shadowed): return shadowed.children.flatMap(\.shapes)
            }
        }
    }
}

extension VectorDocument {
    /// Nodes drawn only where a clip path covers.
    public struct Group: Hashable, Sendable {
        /// Where the children show (in canvas coordinates).
        public var clip: VectorDocument.PathData
        /// True when the clip path is read with the even-odd rule.
        public var clipEvenOdd: Bool
        /// What the group draws, bottom to top.
        public var children: [VectorDocument.Node]
    }
}

extension VectorDocument {
    /// Nodes drawn over their drop shadow: what they cover (their alpha), blurred, moved and
    /// painted in one colour beneath them, as SVG's `feDropShadow` draws it.
    public struct Shadowed: Hashable, Sendable {
        /// The shadow.
        public var shadow: VectorDocument.DropShadow
        /// What casts it, bottom to top.
        public var children: [VectorDocument.Node]
    }

    /// A drop shadow, in canvas units.
    public struct DropShadow: Hashable, Sendable {
        /// How far the shadow lies right of what casts it.
        public var dx: Double
        /// How far the shadow lies below what casts it.
        public var dy: Double
        /// The Gaussian blur's standard deviation.
        public var deviation: Double
        /// Its colour, `flood-opacity` folded into its alpha.
        public var color: StraightColor
    }
}

extension VectorDocument {
    /// A path with its fill and stroke (either may be absent), in canvas coordinates.
    public struct Shape: Hashable, Sendable {
        /// The outline.
        public var path: VectorDocument.PathData
        /// How its inside is painted, or nil.
        public var fill: VectorDocument.Fill?
        /// How its outline is painted, or nil.
        public var stroke: VectorDocument.Stroke?

        /// Each stored property given, in order: the memberwise initializer, for the layers above.
        package init(path: VectorDocument.PathData, fill: VectorDocument.Fill?, stroke: VectorDocument.Stroke?) {
            self.path = path
            self.fill = fill
            self.stroke = stroke
        }
    }
}

extension VectorDocument {
    /// A fill: a paint, its opacity, and which points are inside.
    public struct Fill: Hashable, Sendable {
        /// What is painted.
        public var paint: VectorDocument.Paint
        /// The fill's opacity, 0 to 1 (on top of the paint's own alpha).
        public var opacity: Double
        /// True for SVG's `evenodd` fill rule, false for `nonzero`.
        public var evenOdd: Bool

        /// Each stored property given, in order: the memberwise initializer, for the layers above.
        package init(paint: VectorDocument.Paint, opacity: Double, evenOdd: Bool) {
            self.paint = paint
            self.opacity = opacity
            self.evenOdd = evenOdd
        }
    }
}

extension VectorDocument {
    /// A stroke: a paint and the outline's geometry.
    public struct Stroke: Hashable, Sendable {
        /// How a stroke's open ends look.
        public enum Cap: String, Hashable, Sendable {
            /// Cut square at the end point.
            case butt
            /// A half disc beyond the end point.
            case round
            /// A half square beyond the end point.
            case square
        }
        /// How a stroke's corners look.
        public enum Join: String, Hashable, Sendable {
            /// A sharp corner, cut at the miter limit.
            case miter
            /// A rounded corner.
            case round
            /// A corner cut straight across.
            case bevel
        }

        /// What is painted.
        public var paint: VectorDocument.Paint
        /// The stroke's opacity, 0 to 1.
        public var opacity: Double
        /// The width, in canvas units.
        public var width: Double
        /// The ends.
        public var cap: Cap
        /// The corners.
        public var join: Join
        /// The miter limit (SVG's default 4).
        public var miterLimit: Double
        /// The dash pattern in canvas units (empty: solid).
        public var dashes: [Double]
        /// Where the dash pattern starts.
        public var dashOffset: Double
    }
}

extension VectorDocument {
    /// A paint: one colour or a gradient.
    public enum Paint: Hashable, Sendable {
        /// One colour (its alpha included).
        case color(StraightColor)
        /// A linear gradient.
        case linear(VectorDocument.Gradient)
        /// A radial gradient.
        case radial(VectorDocument.Gradient)
    }
}

extension VectorDocument {
    /// A gradient in canvas coordinates: stops, how it repeats, and its geometry (a linear one from
    /// `start` to `end`; a radial one centred on `start` with `radius`, its focal point `focus`).
    public struct Gradient: Hashable, Sendable {
        /// What lies beyond the ends.
        public enum Spread: String, Hashable, Sendable {
            /// The end colours go on.
            case pad
            /// The gradient goes back and forth.
            case reflect
            /// The gradient starts again.
            case `repeat`
        }

        /// One colour of the gradient at an offset from 0 to 1.
        public struct Stop: Hashable, Sendable {
            /// Where, from 0 to 1, never less than the stop before.
            public var offset: Double
            /// The colour, its alpha the stop's opacity.
            public var color: StraightColor

            /// Each stored property given, in order: the memberwise initializer, for the layers above.
            package init(offset: Double, color: StraightColor) {
                self.offset = offset
                self.color = color
            }
        }

        /// The stops, in order.
        public var stops: [Stop]
        /// What lies beyond the ends.
        public var spread: Spread
        /// A linear gradient's start; a radial gradient's centre.
        public var start: VectorPath.Point
        /// A linear gradient's end (unused for a radial one).
        public var end: VectorPath.Point
        /// A radial gradient's radius (0 for a linear one).
        public var radius: Double
        /// A radial gradient's focal point (the centre when it has none of its own).
        public var focus: VectorPath.Point

        /// Each stored property given, in order: the memberwise initializer, for the layers above.
        package init(stops: [Stop], spread: Spread, start: VectorPath.Point, end: VectorPath.Point, radius: Double, focus: VectorPath.Point)
        {
            self.stops = stops
            self.spread = spread
            self.start = start
            self.end = end
            self.radius = radius
            self.focus = focus
        }
    }
}

extension VectorDocument {
    /// Why an SVG could not be made a ``VectorDocument`` exactly: the file, the element, the
    /// feature. Nothing is dropped in silence: what the tree cannot draw as the art draws it is
    /// one of these.
    public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file.
        public var file: String
        /// The element concerned (`<filter>`, `<path id="x">`), or empty for the document.
        public var element: String
        /// The feature, in a few words (`a filter`, `text`): what refusals are counted by.
        public var feature: String
        /// Why, and what to do.
        public var reason: String

        /// A refusal.
        public init(file: String, element: String, feature: String, reason: String) {
            self.file = file
            self.element = element
            self.feature = feature
            self.reason = reason
        }

        /// `ELEMENT: REASON`, or `FEATURE: REASON` for the document: what a warning that a file stays
        /// pixels gives as its why.
        package var summary: String { "\(element.isEmpty ? feature : element): \(reason)" }

        /// `FILE: ELEMENT: REASON`.
        public var description: String {
            DisplayText.escaped("\(file): " + (element.isEmpty ? "" : "\(element): ") + reason)
        }
    }
}
