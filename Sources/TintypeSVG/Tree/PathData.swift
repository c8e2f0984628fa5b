#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension VectorDocument {
    /// A path as SVG and VectorDrawable both draw it, in absolute coordinates: moves,
    /// lines, cubic Béziers and closes. SVG's other commands become these (`H`, `V` lines;
    /// quadratics exact cubics; arcs cubics within 1/10,000 of their radius), so every
    /// writer and the transforms deal with four commands only.
    public struct PathData: Hashable, Sendable {
        /// One command, in absolute coordinates.
        public enum Command: Hashable, Sendable {
            /// Starts a subpath.
            case move(Double, Double)
            /// A straight line to the point.
            case line(Double, Double)
            /// A cubic Bézier through two control points to the last point.
            case cubic(Double, Double, Double, Double, Double, Double)
            /// Closes the subpath back to its start.
            case close
        }

        /// The commands, in order.
        public var commands: [Command] = []

        /// An empty path.
        public init(commands: [Command] = []) { self.commands = commands }

        /// True when the path draws nothing.
        public var isEmpty: Bool { !commands.contains { if case .move = $0 { false } else { true } } }

        /// The path with every point mapped by `transform` (exact: Béziers are affine-invariant).
        func applying(_ transform: AffineTransform) -> VectorDocument.PathData {
            guard transform != .identity else { return self }
            return VectorDocument.PathData(
                commands: commands.map { command in
                    switch command {
                    case .move(let x, let y):
                        let p = transform.apply(x, y)
                        return .move(p.x, p.y)
                    case .line(let x, let y):
                        let p = transform.apply(x, y)
                        return .line(p.x, p.y)
                    case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                        let (p1, p2, p) = (transform.apply(x1, y1), transform.apply(x2, y2), transform.apply(x, y))
                        return .cubic(p1.x, p1.y, p2.x, p2.y, p.x, p.y)
                    case .close: return .close
                    }
                })
        }

        /// Twice the signed area the path's control polygon encloses (positive: clockwise on a canvas
        /// whose y grows down): the sign tells which way a single contour turns.
        public var signedArea: Double {
            var area = 0.0
            var start = (0.0, 0.0)
            var current = (0.0, 0.0)
            func edge(_ to: (Double, Double)) {
                area += current.0 * to.1 - to.0 * current.1
                current = to
            }
            for command in commands {
                switch command {
                case .move(let x, let y):
                    edge(start)
                    (start, current) = ((x, y), (x, y))
                case .line(let x, let y): edge((x, y))
                case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                    edge((x1, y1))
                    edge((x2, y2))
                    edge((x, y))
                case .close: edge(start)
                }
            }
            edge(start)
            return area
        }

        /// A path of one contour drawn the other way round (the same outline), closed.
        public var reversedContour: VectorDocument.PathData {
            guard case .move(let startX, let startY)? = commands.first else { return self }
            // Each segment from its start point, so that it can be walked back.
            var segments: [(from: (Double, Double), command: Command)] = []
            var current = (startX, startY)
            for command in commands.dropFirst() {
                switch command {
                case .line(let x, let y), .cubic(_, _, _, _, let x, let y):
                    segments.append((current, command))
                    current = (x, y)
                case .close, .move: break
                }
            }
            var reversed = VectorDocument.PathData(commands: [.move(current.0, current.1)])
            for (from, command) in segments.reversed() {
                switch command {
                case .line: reversed.commands.append(.line(from.0, from.1))
                case .cubic(let x1, let y1, let x2, let y2, _, _): reversed.commands.append(.cubic(x2, y2, x1, y1, from.0, from.1))
                default: break
                }
            }
            reversed.commands.append(.close)
            return reversed
        }

        /// A bounding box: its least and greatest coordinates.
        public typealias Bounds = (minX: Double, minY: Double, maxX: Double, maxY: Double)

        /// The exact bounding box of what the path draws (curve extremes included), or nil when empty.
        public var bounds: Bounds? {
            var box: Bounds?
            func add(_ x: Double, _ y: Double) {
                box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
            var current = (0.0, 0.0)
            for command in commands {
                switch command {
                case .move(let x, let y), .line(let x, let y):
                    add(x, y)
                    current = (x, y)
                case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                    for t in Self.extremes(current.0, x1, x2, x) + Self.extremes(current.1, y1, y2, y) {
                        let p = Self.point(at: t, current, (x1, y1), (x2, y2), (x, y))
                        add(p.0, p.1)
                    }
                    add(x, y)
                    current = (x, y)
                case .close: break
                }
            }
            return box
        }

        /// The parameters in (0, 1) where a cubic's coordinate has a turning point.
        private static func extremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
            let a = -p0 + 3 * p1 - 3 * p2 + p3
            let b = 2 * (p0 - 2 * p1 + p2)
            let c = p1 - p0
            var roots: [Double] = []
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { roots = [-c / b] }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
            return roots.filter { $0 > 0 && $0 < 1 }
        }

        private static func point(
            at t: Double, _ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double)
        ) -> (Double, Double) {
            let u = 1 - t
            let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return (w0 * p0.0 + w1 * p1.0 + w2 * p2.0 + w3 * p3.0, w0 * p0.1 + w1 * p1.1 + w2 * p2.1 + w3 * p3.1)
        }
    }
}
