import TintypeSupport

#if canImport(Glibc)
import Glibc
#endif

extension OutputLayout {
    /// The tab item a layout's icons are drawn on by default: the classic 64 × 44 pt item
    /// (``PointSize/classicTabItem``), or on Android the icon box itself (Material's
    /// bottom navigation takes 24 dp icon drawables).
    public var defaultItemSize: BatchOptions.ItemSize {
        rules.defaultItem.map { .points(width: $0.width, height: $0.height) } ?? .icon
    }
}

/// Everything a batch run needs to know (see `tintype batch --help`).
public struct BatchOptions: Sendable {
    /// The size of the canvas each icon is placed on.
    public enum ItemSize: Hashable, Sendable, CustomStringConvertible {
        /// A fixed item, in points (64 × 44 by default).
        case points(width: Double, height: Double)
        /// The icon's own size.
        case icon

        public var description: String {
            switch self {
            case .points(let width, let height): return "\(NumberText.shortest(width))x\(NumberText.shortest(height))"
            case .icon: return "icon"
            }
        }

        /// The item in whole pixels at `scale`; nil for `icon` (the art's or the box's own size).
        public func pixels(at scale: Double) -> PixelSize? {
            guard case .points(let width, let height) = self else { return nil }
            return PointSize(width: width, height: height).pixels(at: scale)
        }
    }

    /// The folder of icon art, scanned recursively.
    public var input: String
    /// The folder results are written into; made when missing. It may lie inside `input`.
    public var output: String
    /// How files are named and arranged (``OutputLayout``).
    public var layout: OutputLayout = .ios
    /// The scales to make; the layout's defaults when nil.
    public var scales: [Double]?
    /// The canvas each icon is drawn on, in points; `.icon` for the icon box itself.
    /// The command line takes ``OutputLayout/defaultItemSize`` for the layout (`.icon` on Android).
    public var itemSize: ItemSize = OutputLayout.ios.defaultItemSize
    /// The bar background's width in points.
    public var barWidth: Double = 320
    /// The paints and classic elements (``StyleDefinition/classic`` by default).
    public var style: StyleDefinition = .classic
    /// The icon box in points; nil for the style's `iconSize`, else the layout's
    /// (30 × 30 pt for iOS, 24 × 24 dp for Android).
    public var iconSize: PointSize?
    /// How art is sized into the icon box: fit, trim, padding, centering, upscaling.
    /// Its `box` is replaced by the one ``iconSize`` resolves to (see ``effectiveSizing``).
    /// `sizing.allowUpscale` also lets as-drawn art be enlarged for scales above its largest source.
    public var sizing = IconSizing(box: IconSizing.iosBox)
    /// Rewrite every file, current or not.
    public var force = false
    /// Decide what to write, but write nothing.
    public var dryRun = false
    /// Icons processed at once.
    public var jobs: Int = BatchOptions.processorCount
    /// Make `contact-sheet.png`.
    public var contactSheet = true
    /// The most icons a contact sheet page holds (tests make small pages).
    var contactSheetIconsPerPage = ContactSheet.iconsPerPage
    /// Make `preview.html`, a page that shows the icons as a working tab bar.
    public var preview = true
    /// Also write each icon's template image (`IconVariant.template`).
    public var template = false
    /// Write each SVG icon once as a vector the platform tints at run time (SPEC §13.5): a
    /// template image set in `xcassets`, a VectorDrawable in `android`, an SVG in `web`, with
    /// the states' colours beside it; states the platform cannot tint stay PNGs.
    public var vector = false
    /// Give icons whose names clash (they differ only in case or Unicode form, or the layout makes them
    /// one name) distinct names instead of failing them: the first keeps its name, each other one gets
    /// the first free `-2`, `-3`… (as the layout spells names), and ``Batch/Event/renamed(_:)`` names it.
    public var renameClashes = false
    /// How hard the PNG encoder works.
    public var compression: PNGEncoder.Compression = .default
    /// The largest source image read; larger ones fail their icon before anything is allocated.
    public var limits: ImageDecoder.Limits = .default
    /// Where SVG sources are parsed and rendered: in this process (the library's default), or in
    /// the worker processes of an ``SVGWorker/Pool``, where a hostile file fails alone (SPEC §7.1).
    public var svgRendering: SVGDocument.Rendering = .inProcess

    /// A batch from `input` into `output` with every other option at its default.
    public init(input: String, output: String) {
        self.input = input
        self.output = output
    }

    /// The sizing this run uses: ``sizing`` with the box ``iconSize`` asks for, else the style's, else the
    /// layout's, and the padding it gives, else the layout's for art fitted alone.
    public var effectiveSizing: IconSizing {
        var resolved = sizing
        resolved.box = iconSize ?? style.iconSize ?? layout.defaultIconBox
        resolved.padding = sizing.padding ?? layout.rules.defaultPadding
        return resolved
    }

    /// Checks that the options agree with each other, as ``Batch/run(_:progress:)`` does
    /// before it starts: every scale is one the layout can name, the sizing is
    /// consistent, and a fixed item holds the icon box.
    /// - Throws: ``RunError`` naming the input folder and what is wrong.
    public func validate() throws(RunError) {
        if vector, !layout.rules.hasVectorForm { throw RunError(folder: output, reason: .noVectorForm(layout: layout.rawValue)) }
        for scale in scales ?? [] where !layout.allowedScales.contains(scale) {
            throw RunError(folder: input, reason: .scaleNotInLayout(scale: scale, layout: layout.rawValue, allowed: layout.allowedScales))
        }
        let sizing = effectiveSizing
        if let problem = sizing.problem { throw RunError(folder: input, reason: .sizing(problem)) }
        if case .points(let width, let height) = itemSize, sizing.box.width > width || sizing.box.height > height {
            throw RunError(folder: input, reason: .itemSmallerThanIconBox(item: PointSize(width: width, height: height), box: sizing.box))
        }
    }

    /// The scales this run makes.
    public var effectiveScales: [Double] { (scales ?? layout.defaultScales).sorted() }

    /// The processors this machine has online.
    public static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
