import Foundation
import Tintype

#if canImport(Glibc)
import Glibc
#endif

/// The picture of the classic elements that the golden images hold: a bar in
/// use (items normal, selected with its background and arrow, glowing, flat),
/// then each element alone on a light gray backdrop.
package enum ElementsSheet {
    /// A five-pointed star, 30 × 30 pt, as black art with alpha: the demo icon.
    package static func starIcon(scale: Double) -> RGBAImage {
        let size = Int((30 * scale).rounded())
        var star = VectorPath()
        let center = Double(size) / 2
        star.addPolygon(
            (0..<10).map { index in
                let radius = (index % 2 == 0 ? 14.0 : 6.0) * scale
                let angle = Double(index) * Double.pi / 5 - Double.pi / 2
                return VectorPath.Point(x: center + radius * cos(angle), y: center + radius * sin(angle))
            })
        return CoverageRasterizer.coverage(of: star, width: size, height: size).image(scale: scale)
    }

    package static func make(scale: Double) -> RGBAImage {
        func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
        var sheet = RGBAImage(
            width: px(340), height: px(130), filledWith: StraightColor(red: 200, green: 200, blue: 200).premultiplied, scale: scale)
        let icon = starIcon(scale: scale)
        let (itemWidth, itemHeight) = (px(64), px(44))
        func tinted(_ paint: Paint) -> RGBAImage {
            Tint(paint: paint, maskSource: .alpha).apply(to: icon, canvasWidth: itemWidth, canvasHeight: itemHeight)
        }
        // The bar in use.
        let barOrigin = PixelPoint(x: px(10), y: px(16))
        sheet.draw(TabBarRenderer.ClassicElements.barBackground(width: 320, scale: scale), at: barOrigin)
        let classic = TabBarStyle.classic
        let flat = TabBarStyle.flat
        for item in 0..<5 {
            let x = barOrigin.x + item * itemWidth
            switch item {
            case 1:
                sheet.draw(
                    TabBarRenderer.ClassicElements.selectionBackground(itemWidth: 64, scale: scale),
                    at: PixelPoint(x: x, y: barOrigin.y + px(4)))
                sheet.draw(tinted(classic.selected), at: PixelPoint(x: x, y: barOrigin.y))
                let arrow = TabBarRenderer.ClassicElements.indicatorArrow(scale: scale)
                sheet.draw(arrow, at: PixelPoint(x: x + (itemWidth - arrow.width) / 2, y: barOrigin.y - arrow.height + px(2)))
            case 2:
                let glow = TabBarRenderer.ClassicElements.glow(scale: scale)
                sheet.draw(tinted(classic.normal), at: PixelPoint(x: x, y: barOrigin.y))
                sheet.draw(
                    glow, at: PixelPoint(x: x + (itemWidth - glow.width) / 2, y: barOrigin.y + itemHeight - glow.height), mode: .plus)
            case 3: sheet.draw(tinted(flat.normal), at: PixelPoint(x: x, y: barOrigin.y))
            case 4: sheet.draw(tinted(flat.selected), at: PixelPoint(x: x, y: barOrigin.y))
            default: sheet.draw(tinted(classic.normal), at: PixelPoint(x: x, y: barOrigin.y))
            }
        }
        // Each element alone.
        var x = px(10)
        let rowY = px(76)
        let pieces: [RGBAImage] = [
            TabBarRenderer.ClassicElements.selectionBackground(itemWidth: 64, scale: scale),
            TabBarRenderer.ClassicElements.glow(scale: scale),
            TabBarRenderer.ClassicElements.indicatorArrow(scale: scale),
            Mask(width: px(30), height: px(30), coverage: [UInt8](repeating: 255, count: px(30) * px(30)))!.filled(with: .gloss(.classic)),
            Tint(paint: classic.selected, maskSource: .alpha).apply(to: icon),
            Tint(paint: classic.normal, maskSource: .alpha).apply(to: icon),
            Tint(paint: flat.normal, maskSource: .alpha).apply(to: icon),
            Tint(paint: flat.selected, maskSource: .alpha).apply(to: icon)
        ]
        for piece in pieces {
            sheet.draw(piece, at: PixelPoint(x: x, y: rowY))
            x += piece.width + px(8)
        }
        return sheet
    }
}
