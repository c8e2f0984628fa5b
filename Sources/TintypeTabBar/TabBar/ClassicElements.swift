extension TabBarRenderer {
    /// The classic tab bar's pieces, generated at any scale (SPEC §4): sizes in
    /// points, images in pixels (`points × scale`, rounded).
    public enum ClassicElements {
        /// The bar's height in points.
        public static let barHeight = 44.0
        /// The glow's full size in points (its lowest `glowCut` points are cut off).
        public static let glowSize = PointSize(width: 19, height: 15)
        /// How many points of the glow's bottom are cut off by the bar's edge.
        public static let glowCut = 2.0
        /// The indicator arrow's size in points.
        public static let arrowSize = PointSize(width: 10, height: 7)
        /// Where the selection background starts below the item's top, in points, and its corner radius.
        public static let selectionTop = 4.0
        /// The selection background's corner radius, in points.
        public static let selectionRadius = 2.5
        /// The selection background's stretchable caps, in points.
        public static let selectionCaps = 4.0

        static func pixels(_ points: Double, _ scale: Double) -> Int { Int(clamping: points * scale, to: -Int(Int32.max)...Int(Int32.max)) }

        /// The bar background, `width` points wide and 44 high: two dark lines,
        /// a gray gradient down to the middle, black below.
        public static func barBackground(width: Double = 320, scale: Double) -> RGBAImage {
            let height = pixels(barHeight, scale)
            var image = RGBAImage(width: pixels(width, scale), height: height, scale: scale)
            let gradient = Paint.LinearGradient(colors: [
                TabBarStyle.ClassicPalette.barGradientTop, TabBarStyle.ClassicPalette.barGradientBottom
            ]
            )!
            for y in 0..<height {
                let point = (Double(y) + 0.5) / scale  // the row's center, in points
                let color: PremultipliedColor
                switch point {
                case ..<1: color = TabBarStyle.ClassicPalette.barTopLine.premultiplied
                case ..<2: color = TabBarStyle.ClassicPalette.barSecondLine.premultiplied
                case ..<(barHeight / 2): color = gradient.color(at: (point - 2) / (barHeight / 2 - 2))
                default: color = TabBarStyle.ClassicPalette.barBottom.premultiplied
                }
                image.fill(PixelRect(x: 0, y: y, width: image.width, height: 1), with: color)
            }
            return image
        }

        /// The embossed selection background for an item `itemWidth` points wide:
        /// a rounded rectangle from 4 pt below the item's top to its bottom, a
        /// translucent gray with a darker rim along its top edge.
        public static func selectionBackground(itemWidth: Double, scale: Double) -> RGBAImage {
            let (width, height) = (pixels(itemWidth, scale), pixels(barHeight - selectionTop, scale))
            var shape = VectorPath()
            shape.addRoundedRect(x: 0, y: 0, width: Double(width), height: Double(height), radius: selectionRadius * scale)
            let mask = CoverageRasterizer.coverage(of: shape, width: width, height: height)
            // The paint: the rim's gradient over the top point, the fill below.
            var paint = RGBAImage(
                width: width, height: height, filledWith: TabBarStyle.ClassicPalette.selectionFill.premultiplied, scale: scale)
            let rim = Paint.LinearGradient(colors: [TabBarStyle.ClassicPalette.selectionRim, TabBarStyle.ClassicPalette.selectionFill])!
            let rimRows = max(1, pixels(1, scale))
            for y in 0..<min(rimRows, height) {
                paint.fill(PixelRect(x: 0, y: y, width: width, height: 1), with: rim.color(at: (Double(y) + 0.5) / Double(rimRows)))
            }
            return mask.filled(with: .image(paint), scale: scale)
        }

        /// The glow: a soft blue ellipse 19 × 15 pt, alpha 0.7 at its center falling
        /// smoothly to 0 at its edge, with a bright core band blurred into it; its
        /// lowest 2 pt are cut off, so the image is 19 × 13 pt. Drawn bottom-centered in an item.
        public static func glow(scale: Double) -> RGBAImage {
            let (fullWidth, fullHeight) = (glowSize.width * scale, glowSize.height * scale)
            let (width, height) = (pixels(glowSize.width, scale), pixels(glowSize.height - glowCut, scale))
            var image = RGBAImage(width: width, height: height, scale: scale)
            let (cx, cy, rx, ry) = (fullWidth / 2, fullHeight / 2, fullWidth / 2, fullHeight / 2)
            for y in 0..<height {
                for x in 0..<width {
                    let (u, v) = ((Double(x) + 0.5 - cx) / rx, (Double(y) + 0.5 - cy) / ry)
                    let r2 = u * u + v * v
                    guard r2 < 1 else { continue }
                    let alpha = 0.7 * (1 - r2)
                    var color = TabBarStyle.ClassicPalette.glow
                    color.alpha = UInt8(fraction: alpha)
                    image[x, y] = color.premultiplied
                }
            }
            // The core: a flat bright ellipse across the middle, softened by a 1 pt blur.
            var core = VectorPath()
            core.addEllipse(x: cx - 6 * scale, y: cy - 1.25 * scale, width: 12 * scale, height: 2.5 * scale)
            let coreMask = CoverageRasterizer.coverage(of: core, width: width, height: height)
            var coreColor = TabBarStyle.ClassicPalette.glowCore
            coreColor.alpha = 230
            let softCore = GaussianBlur(sigmaPoints: 1, scale: scale).apply(to: coreMask.filled(with: .solid(coreColor), scale: scale))
            image.draw(softCore, at: .zero, mode: .sourceOver)
            return image
        }

        /// The indicator arrow, 10 × 7 pt, pointing up: a dark rim, a lighter
        /// bevel along its upper edges and a fill matching the bar's top.
        public static func indicatorArrow(scale: Double) -> RGBAImage {
            let (width, height) = (pixels(arrowSize.width, scale), pixels(arrowSize.height, scale))
            let (w, h) = (arrowSize.width * scale, arrowSize.height * scale)
            let outer = [VectorPath.Point(x: 0, y: h), VectorPath.Point(x: w / 2, y: 0), VectorPath.Point(x: w, y: h)]
            func inset(_ points: [VectorPath.Point], by distance: Double, down: Double = 0) -> VectorPath {
                // Shrinks the triangle towards its incenter so every edge moves in by `distance`.
                let legs = (w * w / 4 + h * h).squareRoot()
                let inradius = (w * h / 2) / ((w + 2 * legs) / 2)
                let center = VectorPath.Point(x: w / 2, y: h - inradius)
                let factor = max(0, (inradius - distance) / inradius)
                var path = VectorPath()
                path.addPolygon(
                    points.map {
                        VectorPath.Point(x: center.x + ($0.x - center.x) * factor, y: center.y + ($0.y - center.y) * factor + down)
                    })
                return path
            }
            var image = CoverageRasterizer.coverage(of: inset(outer, by: 0), width: width, height: height)
                .image(color: TabBarStyle.ClassicPalette.arrowRim, scale: scale)
            let bevel = CoverageRasterizer.coverage(of: inset(outer, by: scale), width: width, height: height)
            image.draw(bevel.image(color: TabBarStyle.ClassicPalette.arrowBevel, scale: scale), at: .zero)
            // The fill, lowered by 0.8 pt and kept inside the bevel: the bevel shows as a light upper edge.
            var fill = bevel.image(color: TabBarStyle.ClassicPalette.arrowBevel, scale: scale)
            fill.draw(
                CoverageRasterizer.coverage(of: inset(outer, by: scale, down: 0.8 * scale), width: width, height: height)
                    .image(color: TabBarStyle.ClassicPalette.arrowFill, scale: scale), at: .zero, mode: .sourceAtop)
            image.draw(fill, at: .zero)
            return image
        }
    }
}
