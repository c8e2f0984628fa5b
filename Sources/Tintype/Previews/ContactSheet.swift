import Dispatch

/// `contact-sheet.png`: every icon on a strip of bar background, its states side
/// by side, a strip per appearance (light above dark), with its name under it when
/// a font is available, in a grid close to a screen's 16:10 shape, at 2×, so a
/// person sees the whole set at a glance (SPEC §9.5).
///
/// A set of more than ``iconsPerPage`` icons gets a page per that many, in the
/// icons' order: `contact-sheet.png`, `contact-sheet-2.png`, … Each page is its own
/// file with its own digest: one changed icon redraws only its page, and memory is
/// bounded whatever the icon count. A page's pixels exist only while its icons are
/// being drawn; the job that draws its last icon writes it and lets it go.
///
/// Each icon job draws its own cell. The jobs draw one at a time, in turn on a
/// serial queue (rather than under a `Mutex`, whose futex ThreadSanitizer cannot
/// see, so that the sanitizer checks this sharing too).
final class ContactSheet: @unchecked Sendable {
    static let scale = 2.0
    static let margin = 8.0
    static let labelHeight = 16.0
    /// Changes whenever the sheet's drawing changes, so that sheets are redrawn.
    static let version = "sheet 4"
    /// The most icons one page holds, by default.
    static let iconsPerPage = 60
    /// The ground the cells sit on.
    static let ground = StraightColor(red: 226, green: 226, blue: 226)

    /// One page: its file, what it is made from, and its pixels while they are being drawn.
    struct Page {
        /// The page's file, relative to the output folder.
        let path: String
        /// The digest of everything the page shows.
        let digest: String
        /// The icons it shows, by index.
        let icons: Range<Int>
        /// The record of the file already current; such a page is not drawn.
        var current: BatchManifest.File?
        /// The page so far (nil until its first icon arrives, and again once written).
        var canvas: RGBAImage?
        /// Icons still to be drawn.
        var remaining: Int
        /// What writing it gave: its record, or why it could not be written.
        var written: Result<BatchManifest.File, ImageFileError>?
    }

    /// Writes a finished page's pixels to `path` with `digest`; its record.
    typealias Writer = @Sendable (_ image: RGBAImage, _ path: String, _ digest: String) throws(ImageFileError) -> BatchManifest.File

    /// The item each variant is drawn in, in points.
    let item: PointSize
    let columns: Int
    /// The most icons one page holds.
    let iconsPerPage: Int
    let style: StyleDefinition
    private let write: Writer
    /// Each appearance's bar strip, the selection background and the selected state's column: drawn once.
    private let bars: [RGBAImage]
    private let selection: RGBAImage?
    private let selectedColumn: Int
    /// Every page; only touched on `queue`.
    private var pages: [Page]
    private let queue = DispatchQueue(label: "tintype.contact-sheet")

    /// The file of page `number` (from 1): `contact-sheet.png`, then `contact-sheet-2.png`, …
    static func path(page number: Int) -> String { number == 1 ? "contact-sheet.png" : "contact-sheet-\(number).png" }

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
    ///   - write: Encodes and writes a finished page.
    init(
        iconCount: Int, iconsPerPage: Int = ContactSheet.iconsPerPage, item: PointSize, style: StyleDefinition,
        digest: (Range<Int>) -> String, current: (_ path: String, _ digest: String) -> BatchManifest.File?, write: @escaping Writer
    ) {
        bars = style.appearances.map { style.bar(in: $0).image(width: Double(style.states.count) * item.width, scale: Self.scale) }
        selection =
            style.selectionBackground ? TabBarRenderer.ClassicElements.selectionBackground(itemWidth: item.width, scale: Self.scale) : nil
        selectedColumn = style.states.firstIndex { $0.state == .selected }!
        let iconsPerPage = max(1, iconsPerPage)
        self.iconsPerPage = iconsPerPage
        self.item = item
        self.style = style
        self.write = write
        let cell = ContactSheet.cellSize(item, style: style)
        // Columns for a page about 16:10 wide: cols·w / (rows·h) ≈ 1.6 with rows = n / cols.
        let perPage = min(iconCount, iconsPerPage)
        let ideal = (1.6 * Double(perPage) * cell.height / cell.width).squareRoot()
        columns = max(1, min(perPage, Int(ideal.rounded())))
        pages = stride(from: 0, to: iconCount, by: iconsPerPage).enumerated().map { number, first in
            let icons = first..<min(iconCount, first + iconsPerPage)
            let path = ContactSheet.path(page: number + 1)
            let digest = digest(icons)
            return Page(path: path, digest: digest, icons: icons, current: current(path, digest), remaining: icons.count)
        }
    }

    /// A cell in points: an item per state on the bar, a bar per appearance, the label under them, a margin.
    private static func cellSize(_ item: PointSize, style: StyleDefinition) -> PointSize {
        PointSize(
            width: Double(style.states.count) * item.width + margin,
            height: Double(style.appearances.count) * max(TabBarRenderer.ClassicElements.barHeight, item.height) + labelHeight + margin)
    }

    /// True when icon `index`'s page is being drawn (not already current).
    func draws(icon index: Int) -> Bool {
        queue.sync { pages[index / iconsPerPage].current == nil }
    }

    /// Draws icon `index`'s cell: `rows` holds, per appearance of the style, each
    /// state's variant (already on an item-sized canvas at 2×); `label` goes under them.
    func place(icon index: Int, label: String, rows: [[RGBAImage]]) {
        let barHeight = max(TabBarRenderer.ClassicElements.barHeight, item.height)
        drawCell(icon: index, label: label) { canvas, left, top in
            for (row, variants) in rows.enumerated() {
                let rowTop = top + Double(row) * barHeight
                let itemTop = rowTop + barHeight - self.item.height
                canvas.draw(self.bars[row], at: Self.pixels(left, rowTop + barHeight - TabBarRenderer.ClassicElements.barHeight))
                for (column, variant) in variants.enumerated() {
                    let itemLeft = left + Double(column) * self.item.width
                    if let selection = self.selection, column == self.selectedColumn {
                        canvas.draw(selection, at: Self.pixels(itemLeft, itemTop + TabBarRenderer.ClassicElements.selectionTop))
                    }
                    canvas.draw(variant, at: Self.pixels(itemLeft, itemTop))
                }
            }
        }
    }

    /// Draws icon `index`'s cell as a placeholder: a hatched red box where its variants would be,
    /// and its name marked failed, so that a failed icon is seen, not a hole.
    func placeFailed(icon index: Int, label: String) {
        let barHeight = max(TabBarRenderer.ClassicElements.barHeight, item.height)
        let width = Self.px(Double(style.states.count) * item.width)
        let height = Self.px(Double(style.appearances.count) * barHeight)
        var box = RGBAImage(width: width, height: height, filledWith: StraightColor(red: 240, green: 214, blue: 214).premultiplied)
        let line = StraightColor(red: 187, green: 0, blue: 0).premultiplied
        for y in 0..<height {
            for x in 0..<width where x < 2 || y < 2 || x >= width - 2 || y >= height - 2 || (x + y) % 16 < 2 { box[x, y] = line }
        }
        drawCell(icon: index, label: label + " (failed)") { canvas, left, top in canvas.draw(box, at: Self.pixels(left, top)) }
    }

    /// Draws one cell of icon `index` with `body` and its label, on its page, and writes the
    /// page when it was the last icon to draw; nothing when the page is current.
    private func drawCell(icon index: Int, label: String, _ body: @escaping (inout RGBAImage, Double, Double) -> Void) {
        let cell = ContactSheet.cellSize(item, style: style)
        let number = index / iconsPerPage
        let slot = index % iconsPerPage
        let left = ContactSheet.margin + Double(slot % columns) * cell.width
        let top = ContactSheet.margin + Double(slot / columns) * cell.height
        let barHeight = max(TabBarRenderer.ClassicElements.barHeight, item.height)
        let text = SheetLabel.render(
            label, width: Self.px(cell.width - ContactSheet.margin), height: Self.px(ContactSheet.labelHeight), scale: Self.scale)
        let finished: (RGBAImage, Page)? = queue.sync {
            guard pages[number].current == nil, pages[number].remaining > 0 else { return nil }
            if pages[number].canvas == nil { pages[number].canvas = blankPage(icons: pages[number].icons.count, cell: cell) }
            body(&pages[number].canvas!, left, top)
            if let text {
                pages[number].canvas!.draw(text, at: Self.pixels(left, top + Double(style.appearances.count) * barHeight))
            }
            pages[number].remaining -= 1
            guard pages[number].remaining == 0 else { return nil }
            // The last icon of the page: its pixels leave the sheet, to be written outside the queue.
            defer { pages[number].canvas = nil }
            return (pages[number].canvas!, pages[number])
        }
        if let (image, page) = finished { record(number, writing: image, page) }
    }

    private func record(_ number: Int, writing image: RGBAImage, _ page: Page) {
        let result: Result<BatchManifest.File, ImageFileError>
        do throws(ImageFileError) { result = .success(try write(image, page.path, page.digest)) } catch { result = .failure(error) }
        queue.sync { pages[number].written = result }
    }

    /// Writes the pages that are drawn but not written (an icon that never reached its cell), then gives
    /// every page: its record when current, or what writing it gave.
    func finish() -> [Page] {
        let unfinished: [(Int, RGBAImage, Page)] = queue.sync {
            pages.indices.compactMap { number in
                guard pages[number].current == nil, pages[number].written == nil else { return nil }
                let canvas =
                    pages[number].canvas
                    ?? blankPage(icons: pages[number].icons.count, cell: ContactSheet.cellSize(item, style: style))
                pages[number].canvas = nil
                return (number, canvas, pages[number])
            }
        }
        for (number, image, page) in unfinished { record(number, writing: image, page) }
        return queue.sync { pages }
    }

    /// An empty page for `icons` icons.
    private func blankPage(icons: Int, cell: PointSize) -> RGBAImage {
        let rows = max(1, (icons + columns - 1) / columns)
        let width = Self.px(Double(columns) * cell.width + ContactSheet.margin)
        let height = Self.px(Double(rows) * cell.height + ContactSheet.margin)
        return RGBAImage(width: width, height: height, filledWith: ContactSheet.ground.premultiplied, scale: ContactSheet.scale)
    }

    private static func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
    private static func pixels(_ x: Double, _ y: Double) -> PixelPoint { PixelPoint(x: px(x), y: px(y)) }
}
