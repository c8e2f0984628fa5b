extension VectorDocument {
    /// Why the tree's renderer stopped before it finished a render (SPEC §13.7): its work is
    /// bounded by what the file declares, and by the clock besides.
    public enum RenderStop: Error, Hashable, Sendable, CustomStringConvertible {
        /// The render took more steps (points flattened, edge crossings, pixels painted) than its limit.
        case workLimit(steps: Int)
        /// The render ran past its time budget.
        case timeLimit(seconds: Double)
        /// The image asked for has more pixels than the limit.
        case pixelLimit(width: Int, height: Int, limit: Int)
        /// The strokes' dash patterns make more dashes than the limit (each dash is a polygon held until drawn).
        case dashLimit(dashes: Int)

        /// The stop in words.
        public var description: String {
            switch self {
            case .workLimit(let steps): return "drawing it takes more than \(steps) steps (the render work limit)"
            case .timeLimit(let seconds):
                return "rendering stopped after \(NumberText.shortest(seconds)) s (the render time limit)"
            case .pixelLimit(let width, let height, let limit):
                return "a \(width)×\(height) render is over the \(limit)-pixel limit"
            case .dashLimit(let dashes): return "its dash patterns make more than \(dashes) dashes (the render's dash limit)"
            }
        }
    }

    /// What one render of the tree may spend: its pixels, its steps and its time (SPEC §13.7).
    public struct RenderLimits: Hashable, Sendable {
        /// The most pixels the image may have.
        public var maximumPixels: Int
        /// The most steps the render may take: points of flattened curves and strokes, edge
        /// crossings of the scan and pixels painted, each counting one.
        public var maximumSteps: Int
        /// The longest the render may take on the clock, in seconds.
        public var seconds: Double

        /// Limits; the defaults take an icon in milliseconds and stop the worst file the tree
        /// accepts within seconds.
        public init(maximumPixels: Int = 100_000_000, maximumSteps: Int = 4_000_000_000, seconds: Double = 10) {
            self.maximumPixels = maximumPixels
            self.maximumSteps = maximumSteps
            self.seconds = seconds
        }
    }
}

/// The steps a render has taken and the time it started, checked against its limits as it goes.
package struct RasterBudget {
    private(set) var steps = 0
    package let limits: VectorDocument.RenderLimits
    private let deadline: ContinuousClock.Instant

    package init(_ limits: VectorDocument.RenderLimits) {
        self.limits = limits
        let nanoseconds = Int(clamping: limits.seconds * 1e9, to: 0...Int.max)
        deadline = ContinuousClock.now.advanced(by: .nanoseconds(nanoseconds))
    }

    /// The dashes made so far.
    private var dashes = 0
    /// The most dashes one render may make: a million polygons are some hundred megabytes.
    package static let maximumDashes = 1_000_000

    /// Counts `count` more dashes, and the steps they take; throws past the dash limit.
    package mutating func spendDashes(_ count: Int, steps: Int) throws(VectorDocument.RenderStop) {
        dashes &+= count
        guard dashes <= Self.maximumDashes, dashes >= 0 else { throw .dashLimit(dashes: Self.maximumDashes) }
        try spend(steps)
    }

    /// Counts `count` more steps; throws when the steps or the time are used up.
    package mutating func spend(_ count: Int) throws(VectorDocument.RenderStop) {
        steps &+= count
        guard steps <= limits.maximumSteps, steps >= 0 else { throw .workLimit(steps: limits.maximumSteps) }
        guard ContinuousClock.now < deadline else { throw .timeLimit(seconds: limits.seconds) }
    }
}
