#if canImport(Glibc)
import Glibc
#endif

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
            case .points(let width, let height): return "\(JSONText.number(width))x\(JSONText.number(height))"
            case .icon: return "icon"
            }
        }
    }

    public var input: String
    public var output: String
    public var layout: OutputLayout = .ios
    /// The scales to make; the layout's defaults when nil.
    public var scales: [Double]?
    public var itemSize: ItemSize = .points(width: 64, height: 44)
    /// The bar background's width in points.
    public var barWidth: Double = 320
    public var style: StyleDefinition = .classic
    /// Enlarge art (bilinearly) for scales above the largest source instead of skipping them.
    public var allowUpscale = false
    /// Rewrite every file, current or not.
    public var force = false
    /// Decide what to write, but write nothing.
    public var dryRun = false
    /// Icons processed at once.
    public var jobs: Int = BatchOptions.processorCount
    /// Make `contact-sheet.png`.
    public var contactSheet = true
    public var compression: PNGCompression = .default
    public var pixelLimit: PixelLimit = .default

    public init(input: String, output: String) {
        self.input = input
        self.output = output
    }

    /// The scales this run makes.
    public var effectiveScales: [Double] { (scales ?? layout.defaultScales).sorted() }

    /// The processors this machine has online.
    public static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
