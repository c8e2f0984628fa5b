import Dispatch

/// `contact-sheet.png`: every icon on a strip of bar background, its states side
/// by side, a strip per appearance (light above dark), with its name under it when a font is available, in
/// a grid close to a screen's 16:10 shape, at 2×, so a person sees the whole
/// set at a glance.
///
/// The sheet is laid out before the icons are processed (its size depends only
/// on how many there are), and each icon job draws its own cell, so the jobs
/// never hold more than their own icon. The jobs draw one at a time, in turn
/// on a serial queue (rather than under a `Mutex`, whose futex ThreadSanitizer
/// cannot see, so that the sanitizer checks this sharing too).
final class ContactSheet: @unchecked Sendable {
    static let scale = 2.0
    static let margin = 8.0
    static let labelHeight = 16.0
    /// Changes whenever the sheet's drawing changes, so that sheets are redrawn.
    static let version = "sheet 3"
    /// The item each variant is drawn in, in points.
    let item: PointSize
    let columns: Int
    let style: StyleDefinition
    /// The sheet so far; only touched on `queue`.
    private var canvas: RGBAImage
    private let queue = DispatchQueue(label: "tintype.contact-sheet")

    /// A sheet for `iconCount` icons, each variant in an `item`-sized cell.
    init(iconCount: Int, item: PointSize, style: StyleDefinition) {
        let scale = ContactSheet.scale
        self.item = item
        self.style = style
        let cell = ContactSheet.cellSize(item, style: style)
        // Columns for a sheet about 16:10 wide: cols·w / (rows·h) ≈ 1.6 with rows = n / cols.
        let ideal = (1.6 * Double(iconCount) * cell.height / cell.width).squareRoot()
        columns = max(1, min(iconCount, Int(ideal.rounded())))
        let rows = max(1, (iconCount + columns - 1) / columns)
        let width = Int(((Double(columns) * cell.width + ContactSheet.margin) * scale).rounded())
        let height = Int(((Double(rows) * cell.height + ContactSheet.margin) * scale).rounded())
        canvas = RGBAImage(
            width: width, height: height, filledWith: StraightColor(red: 226, green: 226, blue: 226).premultiplied, scale: scale)
    }

    /// A cell in points: an item per state on the bar, a bar per appearance, the label under them, a margin.
    private static func cellSize(_ item: PointSize, style: StyleDefinition) -> PointSize {
        PointSize(
            width: Double(style.states.count) * item.width + margin,
            height: Double(style.appearances.count) * max(ClassicElements.barHeight, item.height) + labelHeight + margin)
    }

    /// Draws icon `index`'s cell: `rows` holds, per appearance of the style, each
    /// state's variant (already on an item-sized canvas at 2×); `label` goes under them.
    func place(icon index: Int, label: String, rows: [[RGBAImage]]) {
        let scale = ContactSheet.scale
        let cell = ContactSheet.cellSize(item, style: style)
        let left = ContactSheet.margin + Double(index % columns) * cell.width
        let top = ContactSheet.margin + Double(index / columns) * cell.height
        let barHeight = max(ClassicElements.barHeight, item.height)
        func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
        let bars = style.appearances.map { style.bar(in: $0).image(width: Double(style.states.count) * item.width, scale: scale) }
        let selectedColumn = style.states.firstIndex { $0.state == .selected }!
        let selection = style.selectionBackground ? ClassicElements.selectionBackground(itemWidth: item.width, scale: scale) : nil
        let text = SheetLabel.render(label, width: px(cell.width - ContactSheet.margin), height: px(ContactSheet.labelHeight), scale: scale)
        queue.sync {
            for (row, variants) in rows.enumerated() {
                let rowTop = top + Double(row) * barHeight
                let itemTop = rowTop + barHeight - item.height
                canvas.draw(bars[row], at: PixelPoint(x: px(left), y: px(rowTop + barHeight - ClassicElements.barHeight)))
                for (column, variant) in variants.enumerated() {
                    let itemLeft = left + Double(column) * item.width
                    if let selection, column == selectedColumn {
                        canvas.draw(selection, at: PixelPoint(x: px(itemLeft), y: px(itemTop + ClassicElements.selectionTop)))
                    }
                    canvas.draw(variant, at: PixelPoint(x: px(itemLeft), y: px(itemTop)))
                }
            }
            if let text {
                canvas.draw(text, at: PixelPoint(x: px(left), y: px(top + Double(rows.count) * barHeight)))
            }
        }
    }

    /// The finished sheet.
    var image: RGBAImage { queue.sync { canvas } }
}
