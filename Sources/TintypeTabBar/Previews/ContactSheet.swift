/// `contact-sheet.png`: every icon on a strip of bar background, its states side
/// by side, a strip per appearance (light above dark), with its name under it when
/// a font is available, in a grid close to a screen's 16:10 shape, at 2×, so a
/// person sees the whole set at a glance (SPEC §9.5).
///
/// A set of more than ``iconsPerPage`` icons gets a page per that many, in the
/// icons' order: `contact-sheet.png`, `contact-sheet-2.png`, … Each page is its own
/// file with its own digest: one changed icon redraws only its page, and memory is
/// bounded whatever the icon count.
///
/// The sheet is a plan and a painter, never shared while icons are made: each icon
/// job returns its ``Cell``, and a page is composed from its icons' cells once they
/// are all made (the batch makes the icons a page at a time).
package struct ContactSheet: Sendable {
    static let scale = 2.0
    static let margin = 8.0
    static let labelHeight = 16.0
    /// Changes whenever the sheet's drawing changes, so that sheets are redrawn.
    static let version = "sheet 5"
    /// The most icons one page holds, by default.
    static let iconsPerPage = 60
    /// The ground the cells sit on.
    static let ground = StraightColor(red: 226, green: 226, blue: 226)

    /// One page: its file, what it is made from, and what writing it gave.
    package struct Page: Sendable {
        /// The page's file, relative to the output folder.
        package let path: String
        /// The digest of everything the page shows.
        let digest: String
        /// The icons it shows, by index.
        let icons: Range<Int>
        /// The record of the file already current; such a page is not drawn.
        var current: BatchManifest.File?
        /// What writing it gave: its record, or why it could not be written.
        var written: Result<BatchManifest.File, ImageFileError>?
    }

    /// One icon's cell, as its job made it.
    enum Cell: Sendable {
        /// Per appearance of the style, each state's variant at 2× (on an item-sized canvas, or the icon alone
        /// where the layout's files are, then centred in the item).
        case drawn([[RGBAImage]])
        /// The icon failed: a placeholder is drawn where its variants would be.
        case failed
    }

    /// The item each variant is drawn in, in points.
    let item: PointSize
    let columns: Int
    /// The most icons one page holds.
    let iconsPerPage: Int
    let style: StyleDefinition
    /// Each appearance's bar strip, the selection background and the selected state's column: drawn once.
    private let bars: [RGBAImage]
    private let selection: RGBAImage?
    private let selectedColumn: Int
    /// Every page, in order.
    private(set) var pages: [Page]

    /// The file of page `number` (from 1): `contact-sheet.png`, then `contact-sheet-2.png`, …
    package static func path(page number: Int) -> String { number == 1 ? "contact-sheet.png" : "contact-sheet-\(number).png" }

    /// True when `path` is (or, on a case-insensitive disk, would be) a page's file, of any number.
    static func isPagePath(_ path: String) -> Bool {
        let lowered = path.lowercased()
        guard lowered.hasPrefix("contact-sheet"), lowered.hasSuffix(".png") else { return false }
        let middle = lowered.dropFirst("contact-sheet".count).dropLast(".png".count)
        return middle.isEmpty
            || (middle.first == "-" && middle.count > 1 && middle.dropFirst().allSatisfy(\.isASCII)
                && middle.dropFirst().allSatisfy(\.isNumber))
    }

    /// The pages for `iconCount` icons, each variant in an `item`-sized cell.
    /// - Parameters:
    ///   - digest: The digest of the page showing the given icons.
    ///   - current: The record of a page file already current with that digest, if any.
    init(
        iconCount: Int, iconsPerPage: Int = ContactSheet.iconsPerPage, item: PointSize, style: StyleDefinition,
        digest: (Range<Int>) -> String, current: (_ path: String, _ digest: String) -> BatchManifest.File?
    ) {
        bars = style.appearances.map { style.bar(in: $0).image(width: Double(style.states.count) * item.width, scale: Self.scale) }
        selection =
            style.selectionBackground ? TabBarRenderer.ClassicElements.selectionBackground(itemWidth: item.width, scale: Self.scale) : nil
        selectedColumn = style.states.firstIndex { $0.state == .selected }!
        let iconsPerPage = max(1, iconsPerPage)
        self.iconsPerPage = iconsPerPage
        self.item = item
        self.style = style
        let cell = ContactSheet.cellSize(item, style: style)
        // Columns for a page about 16:10 wide: cols·w / (rows·h) ≈ 1.6 with rows = n / cols.
        let perPage = min(iconCount, iconsPerPage)
        let ideal = (1.6 * Double(perPage) * cell.height / cell.width).squareRoot()
        columns = Int(clamping: ideal, to: 1...max(1, perPage))
        pages = stride(from: 0, to: iconCount, by: iconsPerPage).enumerated().map { number, first in
            let icons = first..<min(iconCount, first + iconsPerPage)
            let path = ContactSheet.path(page: number + 1)
            let digest = digest(icons)
            return Page(path: path, digest: digest, icons: icons, current: current(path, digest))
        }
    }

    /// A cell in points: an item per state on the bar, a bar per appearance, the label under them, a margin.
    private static func cellSize(_ item: PointSize, style: StyleDefinition) -> PointSize {
        PointSize(
            width: Double(style.states.count) * item.width + margin,
            height: Double(style.appearances.count) * max(TabBarRenderer.ClassicElements.barHeight, item.height) + labelHeight + margin)
    }

    /// True when icon `index`'s page is to be drawn (not already current).
    func draws(icon index: Int) -> Bool { pages[index / iconsPerPage].current == nil }

    /// Page `number` (from 0) composed from its icons' `cells`, each with the label under it,
    /// by icon index; an icon without a cell leaves its slot empty.
    func image(ofPage number: Int, cells: [Int: (label: String, cell: Cell)]) -> RGBAImage {
        let page = pages[number]
        let cell = ContactSheet.cellSize(item, style: style)
        var canvas = blankPage(icons: page.icons.count, cell: cell)
        for index in page.icons {
            guard let (label, made) = cells[index] else { continue }
            let slot = index % iconsPerPage
            let left = ContactSheet.margin + Double(slot % columns) * cell.width
            let top = ContactSheet.margin + Double(slot / columns) * cell.height
            switch made {
            case .drawn(let rows): place(rows, on: &canvas, left: left, top: top)
            case .failed: canvas.draw(failedBox(), at: Self.pixels(left, top))
            }
            let text = SheetLabel.render(
                made.isFailed ? label + " (failed)" : label, width: Self.px(cell.width - ContactSheet.margin),
                height: Self.px(ContactSheet.labelHeight), scale: Self.scale)
            let barHeight = max(TabBarRenderer.ClassicElements.barHeight, item.height)
            if let text { canvas.draw(text, at: Self.pixels(left, top + Double(style.appearances.count) * barHeight)) }
        }
        return canvas
    }

    /// Records what writing page `number` gave.
    mutating func record(page number: Int, _ written: Result<BatchManifest.File, ImageFileError>) {
        pages[number].written = written
    }

    /// Draws one icon's `rows` (per appearance, each state's variant) with the bars under them.
    private func place(_ rows: [[RGBAImage]], on canvas: inout RGBAImage, left: Double, top: Double) {
        let barHeight = max(TabBarRenderer.ClassicElements.barHeight, item.height)
        for (row, variants) in rows.enumerated() {
            let rowTop = top + Double(row) * barHeight
            let itemTop = rowTop + barHeight - item.height
            canvas.draw(bars[row], at: Self.pixels(left, rowTop + barHeight - TabBarRenderer.ClassicElements.barHeight))
            for (column, variant) in variants.enumerated() {
                let itemLeft = left + Double(column) * item.width
                if let selection, column == selectedColumn {
                    canvas.draw(selection, at: Self.pixels(itemLeft, itemTop + TabBarRenderer.ClassicElements.selectionTop))
                }
                // A layout whose files are the icon alone (Android's, the web's) gives a variant smaller than the
                // item: centred in it, as the platform centres the icon in its item.
                let origin = Self.pixels(itemLeft, itemTop)
                let inset = (x: max(0, Self.px(item.width) - variant.width) / 2, y: max(0, Self.px(item.height) - variant.height) / 2)
                canvas.draw(variant, at: PixelPoint(x: origin.x + inset.x, y: origin.y + inset.y))
            }
        }
    }

    /// The placeholder of a failed icon: a hatched red box where its variants would be, so that
    /// a failed icon is seen, not a hole.
    private func failedBox() -> RGBAImage {
        let barHeight = max(TabBarRenderer.ClassicElements.barHeight, item.height)
        let width = Self.px(Double(style.states.count) * item.width)
        let height = Self.px(Double(style.appearances.count) * barHeight)
        var box = RGBAImage(width: width, height: height, filledWith: StraightColor(red: 240, green: 214, blue: 214).premultiplied)
        let line = StraightColor(red: 187, green: 0, blue: 0).premultiplied
        for y in 0..<height {
            for x in 0..<width where x < 2 || y < 2 || x >= width - 2 || y >= height - 2 || (x + y) % 16 < 2 { box[x, y] = line }
        }
        return box
    }

    /// An empty page for `icons` icons.
    private func blankPage(icons: Int, cell: PointSize) -> RGBAImage {
        let rows = max(1, (icons + columns - 1) / columns)
        let width = Self.px(Double(columns) * cell.width + ContactSheet.margin)
        let height = Self.px(Double(rows) * cell.height + ContactSheet.margin)
        return RGBAImage(width: width, height: height, filledWith: ContactSheet.ground.premultiplied, scale: ContactSheet.scale)
    }

    private static func px(_ points: Double) -> Int { Int(clamping: points * scale, to: -Int(Int32.max)...Int(Int32.max)) }
    private static func pixels(_ x: Double, _ y: Double) -> PixelPoint { PixelPoint(x: px(x), y: px(y)) }
}

extension ContactSheet.Cell {
    /// True for a failed icon's placeholder.
    var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }
}
