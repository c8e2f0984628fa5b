#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension VectorPath {
    /// A point in pixel coordinates (x right, y down), fractional.
    public struct Point: Hashable, Sendable {
        /// Pixels to the right of the left edge.
        public var x: Double
        /// Pixels down from the top edge.
        public var y: Double

        /// The point (`x`, `y`).
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }
}
