/// Draws a whole tab bar as it would look in the app: background, every item
/// in its state, the selection background behind the selected item, glows,
/// the arrow above the selected item (the canvas grows upward to hold it) and
/// an optional raised center button.
public struct TabBarRenderer: Sendable {
    /// Where the items and the arrow go.
    public var layout: TabBarRenderer.Layout
    /// The paints, the bar background and which classic elements are drawn.
    public var style: TabBarStyle
    /// Pixels per point of the result.
    public var scale: Double
    /// Which coverage of the icons becomes their masks.
    public var maskSource: Mask.Source

    /// A renderer for one bar at one scale.
    public init(layout: TabBarRenderer.Layout, style: TabBarStyle, scale: Double, maskSource: Mask.Source = .auto) {
        self.layout = layout
        self.style = style
        self.scale = scale
        self.maskSource = maskSource
    }

    /// The bar with `icons` (one per item, art at this scale), item `selected`
    /// selected, `glowing` items glowing. `arrowPosition` moves the arrow to a
    /// fractional item position (for animation frames); by default it sits
    /// above the selected item.
    public func render(
        icons: [RGBAImage], selected: Int?, glowing: Set<Int> = [], raisedCenter: RGBAImage? = nil,
        arrowPosition: Double? = nil
    ) -> RGBAImage {
        let placed = icons.prefix(layout.itemCount).enumerated().map { index, icon in
            let frame = layout.itemFrame(index).pixels(scale)
            return ArtMaster.PlacedArt(centering: icon, canvasWidth: frame.width, canvasHeight: frame.height, maskSource: maskSource)
        }
        return render(placedIcons: placed, selected: selected, glowing: glowing, raisedCenter: raisedCenter, arrowPosition: arrowPosition)
    }

    /// The bar with art already sized for each item (``IconSizing/place(_:scale:canvas:maskSource:file:)``
    /// with the item's pixel size as the canvas); otherwise as ``render(icons:selected:glowing:raisedCenter:arrowPosition:)``.
    public func render(
        placedIcons: [ArtMaster.PlacedArt], selected: Int?, glowing: Set<Int> = [], raisedCenter: RGBAImage? = nil,
        arrowPosition: Double? = nil
    ) -> RGBAImage {
        // How far the canvas reaches above the bar: the arrow's overhang, or a raised button's.
        var top = 0.0
        let showsArrow = style.arrow && (selected != nil || arrowPosition != nil)
        if showsArrow { top = max(top, -layout.arrowFrame(selected: 0).y) }
        let raisedFrame = raisedCenter.map {
            layout.raisedCenterFrame(size: PointSize(width: Double($0.width) / scale, height: Double($0.height) / scale))
        }
        if let raisedFrame { top = max(top, -raisedFrame.y) }
        let offset = Int(clamping: top * scale, to: 0...Int(Int32.max), rounding: .up)
        let width = Int(clamping: layout.barWidth * scale, to: 0...Int(Int32.max))
        var canvas = RGBAImage(width: width, height: offset + Int(clamping: layout.barHeight * scale, to: 0...Int(Int32.max)), scale: scale)
        func place(_ rect: PointRect) -> PixelPoint {
            let pixels = rect.pixels(scale)
            return PixelPoint(x: pixels.x, y: pixels.y + offset)
        }

        canvas.draw(style.bar.image(width: layout.barWidth, scale: scale), at: PixelPoint(x: 0, y: offset))
        for (index, icon) in placedIcons.enumerated() where index < layout.itemCount {
            let frame = layout.itemFrame(index).pixels(scale)
            let isSelected = index == selected
            if isSelected && style.selectionBackground {
                let background = TabBarRenderer.ClassicElements.selectionBackground(itemWidth: layout.itemWidth, scale: scale)
                canvas.draw(
                    background,
                    at: PixelPoint(
                        x: frame.x, y: offset + Int(clamping: TabBarRenderer.ClassicElements.selectionTop * scale, to: 0...Int(Int32.max)))
                )
            }
            canvas.draw(icon.tinted(isSelected ? style.selected : style.normal), at: PixelPoint(x: frame.x, y: offset))
            if glowing.contains(index) && style.glow {
                let glow = TabBarRenderer.ClassicElements.glow(scale: scale)
                canvas.draw(
                    glow, at: PixelPoint(x: frame.x + (frame.width - glow.width) / 2, y: offset + frame.height - glow.height), mode: .plus)
            }
        }
        if let raisedCenter, let raisedFrame {
            canvas.draw(raisedCenter, at: place(raisedFrame))
        }
        if showsArrow, let position = arrowPosition ?? selected.map(Double.init) {
            canvas.draw(TabBarRenderer.ClassicElements.indicatorArrow(scale: scale), at: place(layout.arrowFrame(atItemPosition: position)))
        }
        return canvas
    }
}
