extension StretchableImage {
    /// Insets in pixels, as cap sizes: the parts of an image that keep their size.
    public struct CapInsets: Hashable, Sendable, CustomStringConvertible {
        /// Rows at the top that never stretch, in pixels.
        public var top: Int
        /// Columns at the left that never stretch, in pixels.
        public var left: Int
        /// Rows at the bottom that never stretch, in pixels.
        public var bottom: Int
        /// Columns at the right that never stretch, in pixels.
        public var right: Int

        /// Caps of the given pixel widths.
        public init(top: Int, left: Int, bottom: Int, right: Int) {
            self.top = max(0, top)
            self.left = max(0, left)
            self.bottom = max(0, bottom)
            self.right = max(0, right)
        }

        public var description: String { "\(top),\(left),\(bottom),\(right)" }

        /// Whether these caps leave at least one pixel between them in a `width × height`
        /// image (`left + right < width`, `top + bottom < height`): something to stretch.
        public func leaveMiddle(width: Int, height: Int) -> Bool {
            left + right < width && top + bottom < height
        }
    }
}
