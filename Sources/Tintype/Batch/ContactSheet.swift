import Synchronization

/// `contact-sheet.png`: every icon, normal then selected, on rows of bar
/// background at 2×, so a person sees the whole set at a glance.
///
/// The sheet is laid out before the icons are processed (its size depends only
/// on how many there are), and each icon job draws its own two cells, so the
/// jobs never hold more than their own icon.
final class ContactSheet: Sendable {
    static let scale = 2.0
    static let margin = 8.0
    let cell: (width: Double, height: Double)
    let perRow: Int
    let barWidth: Double
    private let canvas: Mutex<Image>

    init(iconCount: Int, cell: (width: Double, height: Double), barWidth: Double) {
        let scale = ContactSheet.scale
        self.cell = cell
        self.barWidth = barWidth
        perRow = max(2, Int(barWidth / cell.width) / 2 * 2)
        let rows = max(1, (2 * iconCount + perRow - 1) / perRow)
        let rowHeight = ClassicElements.barHeight + ContactSheet.margin
        let width = Int(((barWidth + 2 * ContactSheet.margin) * scale).rounded())
        let height = Int((Double(rows) * rowHeight + ContactSheet.margin) * scale)
        var image = Image(width: width, height: height, filledWith: StraightColor(red: 210, green: 210, blue: 210).premultiplied, scale: scale)
        let bar = ClassicElements.barBackground(width: barWidth, scale: scale)
        for row in 0..<rows {
            image.draw(bar, at: (Int(ContactSheet.margin * scale), Int((ContactSheet.margin + Double(row) * rowHeight) * scale)))
        }
        canvas = Mutex(image)
    }

    /// The cell of variant `index` (2·icon for normal, 2·icon + 1 for selected), in pixels.
    private func origin(_ index: Int) -> (x: Int, y: Int) {
        let scale = ContactSheet.scale
        let row = index / perRow, column = index % perRow
        let rowHeight = ClassicElements.barHeight + ContactSheet.margin
        return (Int((ContactSheet.margin + Double(column) * cell.width) * scale),
                Int((ContactSheet.margin + Double(row) * rowHeight + ClassicElements.barHeight - cell.height) * scale))
    }

    /// Draws icon `index`'s variants (each already on a cell-sized canvas at 2×).
    func place(icon index: Int, normal: Image, selected: Image, selectionBackground: Image?) {
        canvas.withLock { image in
            let normalOrigin = origin(2 * index), selectedOrigin = origin(2 * index + 1)
            image.draw(normal, at: normalOrigin)
            if let selectionBackground {
                let top = selectedOrigin.y + Int((ClassicElements.selectionTop * ContactSheet.scale).rounded())
                image.draw(selectionBackground, at: (selectedOrigin.x, top))
            }
            image.draw(selected, at: selectedOrigin)
        }
    }

    /// The finished sheet.
    var image: Image { canvas.withLock { $0 } }
}
