import TintypeSupport

/// How icons are sized into the icon box (SPEC §9): the box, which sources are
/// fitted, trimming, padding and centering.
public struct IconSizing: Hashable, Sendable, Codable {
    /// Which sources are trimmed and fitted into the box.
    public enum Fit: String, CaseIterable, Hashable, Sendable, Codable {
        /// Raster art whose size at its scale fits in the box is placed as drawn;
        /// larger raster art and every SVG are masters, trimmed and fitted.
        case auto
        /// Every source is trimmed and fitted.
        case always
        /// Every source is placed as drawn at its scale.
        case none
    }

    /// Where fitted art sits in the box.
    public enum Centering: String, CaseIterable, Hashable, Sendable, Codable {
        /// The trimmed art's geometric center on the box center.
        case box
        /// The art's coverage-weighted centroid on the box center, clamped so that nothing leaves the box.
        case optical
    }

    /// Space kept free on every side of the box.
    public enum Padding: Hashable, Sendable, Codable, CustomStringConvertible {
        /// Points (dp on Android).
        case points(Double)
        /// A percentage of the box's shorter side.
        case percent(Double)

        /// The padding in points for `box`.
        public func points(in box: PointSize) -> Double {
            switch self {
            case .points(let points): return points
            case .percent(let percent): return percent / 100 * min(box.width, box.height)
            }
        }

        /// `N` or `N%`, as the command line writes it.
        public var description: String {
            switch self {
            case .points(let points): return NumberText.shortest(points)
            case .percent(let percent): return NumberText.shortest(percent) + "%"
            }
        }
    }

    /// The box every icon is fitted into, in points, centered in the item.
    public var box: PointSize
    /// Which sources are fitted.
    public var fit: Fit = .auto
    /// Remove a master's fully transparent border before fitting.
    public var trim = true
    /// Space kept free inside the box, on every side; nil for the layout's (SPEC §9.2): none, but on
    /// Android 2 dp around art fitted alone (Material's 20 dp live area in the 24 dp drawable).
    public var padding: Padding?
    /// Where fitted art sits in the box.
    public var centering: Centering = .box
    /// Which masters of a batch are sized as families (SPEC §9.6).
    public var families: Families = .auto

    /// Which masters of a batch that share one canvas (one SVG viewBox, or one pixel size at
    /// one scale) are sized as a family: each canvas fitted whole, at one scale factor for
    /// all, as the designer centered it, so that stroke weights and relative sizes survive.
    public enum Families: String, CaseIterable, Hashable, Sendable, Codable {
        /// Shared canvases of at most ``IconSizing/familyGridLimit`` units a side (a design grid);
        /// larger ones (512 or 1024 px exports of unrelated art) are trimmed alone.
        case auto
        /// Every shared canvas, whatever its size.
        case always
        /// None: every master is trimmed and fitted alone.
        case never
    }

    /// The largest canvas side, in units, that `auto` takes for a design grid.
    public static let familyGridLimit = 256.0
    /// What to do with raster art that has fewer pixels than a scale needs.
    public var smallArt: SmallArt = .enlarge

    /// What happens when raster art has fewer pixels than a scale needs (SPEC §9.1):
    /// an icon never comes out smaller at one scale than at another.
    public enum SmallArt: String, CaseIterable, Hashable, Sendable, Codable {
        /// The art is enlarged (bicubic), with a warning: the icon keeps its size in points at every scale.
        case enlarge
        /// That scale is left out, with a warning, so that the platform scales a lower one.
        case omit
    }

    /// A sizing with `box` and the defaults: fit `auto`, trim, no padding, box centering, small art enlarged.
    public init(box: PointSize) {
        self.box = box
    }

    /// The box of the classic iOS tab bar's art: 30 × 30 pt.
    public static let iosBox = PointSize(square: 30)
    /// The Material tab icon: 24 × 24 dp.
    public static let androidBox = PointSize(square: 24)
    /// The largest box side, in points.
    public static let maximumBoxSide = 2048.0

    /// ``padding``, or none where no layout has resolved it (``BatchOptions/effectiveSizing`` does).
    package var paddingOrNone: Padding { padding ?? .points(0) }

    /// The part of the box the art may fill, in points: the box less the padding on every side.
    public var artArea: PointSize {
        let padding = paddingOrNone.points(in: box)
        return PointSize(width: box.width - 2 * padding, height: box.height - 2 * padding)
    }

    /// True when raster art of `width × height` pixels drawn at `scale` fits
    /// inside the box as drawn (SPEC §9.1: `width/scale ≤ box width`, likewise height).
    public func fitsAsDrawn(width: Int, height: Int, scale: Double) -> Bool {
        let tolerance = 1e-9
        return Double(width) / scale <= box.width + tolerance && Double(height) / scale <= box.height + tolerance
    }

    /// Why a sizing cannot work.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// A side of the box is outside 1…``IconSizing/maximumBoxSide`` points.
        case boxOutOfRange(PointSize)
        /// The padding is negative or not a number.
        case negativePadding(Padding)
        /// The padding leaves no room for the art in the box.
        case noRoomLeft(Padding, box: PointSize)

        /// The problem in a sentence.
        public var description: String {
            switch self {
            case .boxOutOfRange(let box):
                return "the icon box must be 1 to \(NumberText.shortest(IconSizing.maximumBoxSide)) points a side, got \(box)"
            case .negativePadding(let padding): return "padding must be 0 or more, got \(padding)"
            case .noRoomLeft(let padding, let box):
                return
                    "padding \(padding) leaves no room in a \(box) pt icon box (at most \(NumberText.shortest(min(box.width, box.height) / 2)) a side)"
            }
        }
    }

    /// Why this sizing cannot work, or nil when it can: a box side out of
    /// 1…2048 points, or padding that leaves no room for the art.
    public var problem: Problem? {
        guard box.width >= 1, box.height >= 1, box.width <= IconSizing.maximumBoxSide, box.height <= IconSizing.maximumBoxSide else {
            return .boxOutOfRange(box)
        }
        let padding = paddingOrNone
        switch padding {
        case .points(let points) where !(points >= 0 && points.isFinite),
            .percent(let points) where !(points >= 0 && points.isFinite):
            return .negativePadding(padding)
        default: break
        }
        let area = artArea
        guard area.width > 0, area.height > 0 else { return .noRoomLeft(padding, box: box) }
        return nil
    }

    /// Everything that changes fitted pixels, as a digest records it.
    public var digest: String {
        "box \(box) fit \(fit.rawValue) trim \(trim) padding \(paddingOrNone) center \(centering.rawValue) small-art \(smallArt.rawValue) families \(families.rawValue)"
    }
}
