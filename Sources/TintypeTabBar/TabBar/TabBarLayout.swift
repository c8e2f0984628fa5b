extension TabBarRenderer {
    /// Where things go on a tab bar (SPEC §4), in points, the bar's top-left at (0, 0).
    public struct Layout: Hashable, Sendable {
        /// The bar's width in points (320 for the classic iPhone).
        public var barWidth: Double
        /// How many items share the width equally.
        public var itemCount: Int
        /// The bar's height in points.
        public var barHeight: Double

        /// A bar `barWidth` points wide holding `itemCount` items.
        public init(barWidth: Double = 320, itemCount: Int, barHeight: Double = TabBarRenderer.ClassicElements.barHeight) {
            self.barWidth = barWidth
            self.itemCount = max(1, itemCount)
            self.barHeight = barHeight
        }

        /// Each item's width: the bar shared equally.
        public var itemWidth: Double { barWidth / Double(itemCount) }

        /// The frame of item `index`.
        public func itemFrame(_ index: Int) -> PointRect {
            PointRect(x: Double(index) * itemWidth, y: 0, width: itemWidth, height: barHeight)
        }

        /// The indicator arrow above item `index` (the seed's formula):
        /// x = item.minX + (itemWidth − arrowWidth)/2, y = −arrowHeight + 2.
        public func arrowFrame(selected index: Int, arrowSize: PointSize = TabBarRenderer.ClassicElements.arrowSize) -> PointRect {
            arrowFrame(atItemPosition: Double(index), arrowSize: arrowSize)
        }

        /// The arrow at a fractional item position, for the slide between two items.
        public func arrowFrame(atItemPosition position: Double, arrowSize: PointSize = TabBarRenderer.ClassicElements.arrowSize)
            -> PointRect
        {
            PointRect(
                x: position * itemWidth + (itemWidth - arrowSize.width) / 2, y: -arrowSize.height + 2,
                width: arrowSize.width, height: arrowSize.height)
        }

        /// A raised center button of `size` points: centered on the bar; when it is
        /// taller than the bar by d, its center moves up by d/2 (the raised-center recipe).
        public func raisedCenterFrame(size: PointSize) -> PointRect {
            let difference = size.height - barHeight
            let centerY = difference > 0 ? barHeight / 2 - difference / 2 : barHeight / 2
            return PointRect(x: (barWidth - size.width) / 2, y: centerY - size.height / 2, width: size.width, height: size.height)
        }

        /// The arrow's item position `t` seconds into the 0.2 s ease-in-out slide from `from` to `to`.
        public static func arrowPosition(from: Int, to: Int, time t: Double, duration: Double = 0.2) -> Double {
            let progress = min(1, max(0, t / duration))
            let eased = progress < 0.5 ? 2 * progress * progress : 1 - 2 * (1 - progress) * (1 - progress)  // ease in, ease out
            return Double(from) + (Double(to) - Double(from)) * eased
        }
    }
}
