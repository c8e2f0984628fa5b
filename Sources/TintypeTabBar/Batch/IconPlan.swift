import TintypeSupport

/// What a batch decides for one icon before any art is read (SPEC §9.1, §9.6): where each
/// scale's art comes from and how it is sized, what deciding warned of (a scale enlarged or
/// left out, files that disagree in size), and the art of its contact sheet cell, all from
/// the sources' headers. The plan is made once, when the batch plans its jobs; families and
/// the set's warnings read it, and the job only carries it out.
package struct IconPlan {
    /// Where the art for one scale comes from and how it is sized (SPEC §9.1).
    package enum Art: CustomStringConvertible {
        /// Raster art drawn for this scale, placed as drawn.
        case native(path: String)
        /// Raster art of another scale, shrunk (or enlarged, when allowed), placed as drawn.
        case resized(from: String, sourceScale: Double, enlarged: Bool)
        /// An SVG drawn at its own size times the scale (fit `none`).
        case vectorAsDrawn(path: String)
        /// A master, trimmed and fitted into the icon box (a raster at `sourceScale`, or an SVG).
        case fitted(from: String, sourceScale: Double?)

        /// The source file the plan reads.
        package var path: String {
            switch self {
            case .native(let path), .resized(let path, _, _), .vectorAsDrawn(let path), .fitted(let path, _): return path
            }
        }

        /// How the art is made, as the digest records it.
        package var description: String {
            switch self {
            case .native(let path): return "native \(path)"
            case .resized(let path, let scale, let enlarged):
                return "\(enlarged ? "enlarged" : "shrunk") from \(path) at \(NumberText.shortest(scale))x"
            case .vectorAsDrawn(let path): return "drawn from \(path)"
            case .fitted(let path, _): return "fitted from \(path)"
            }
        }
    }

    /// The icon's name, as warnings give it.
    let name: String
    /// Its sources by scale, and its SVG.
    let group: IconGroup
    /// What reading every source found: its SHA-256 and header size, or why it could not be read.
    let facts: SourceFacts.ByPath
    /// How art is sized.
    let sizing: IconSizing
    /// Each scale's art, in the batch's order; nil where the scale is left out rather than enlarged.
    private(set) var scales: [(scale: Double, art: Art?)] = []
    /// What deciding found, in the order the scales were decided, then a size disagreement.
    private(set) var warnings: [Warning] = []
    /// The contact sheet's art at its scale: what the files use there, or raster art enlarged when they could not use it.
    private(set) var sheet: Art?

    /// Adds what judging the set found of this icon (an `off-grid` canvas) to what deciding found.
    mutating func note(_ warning: Warning) { warnings.append(warning) }

    /// The plan of `group`'s icon, written as `name`, at each of `scales`, and at the contact sheet's `sheetScale`.
    init(group: IconGroup, name: String, facts: SourceFacts.ByPath, sizing: IconSizing, scales: [Double], sheetScale: Double) {
        (self.group, self.name, self.facts, self.sizing) = (group, name, facts, sizing)
        var warnings = [Warning]()
        self.scales = scales.map { scale in (scale, plan(for: scale, warnings: &warnings)) }
        if let disagreement = sizeDisagreement(self.scales) { warnings.append(disagreement) }
        self.warnings = warnings
        var setAside = [Warning]()
        sheet = plan(for: sheetScale, warnings: &setAside)
        if sheet == nil, let largest = group.largest {
            // The sheet shows every icon, enlarging art the files could not use at 2×.
            sheet = .resized(from: largest.path, sourceScale: largest.scale, enlarged: true)
        }
    }

    /// The art of `scale`, one of the batch's scales; nil when it is left out.
    func art(at scale: Double) -> Art? { scales.first { $0.scale == scale }?.art ?? nil }

    /// The art for one scale (SPEC §9.1). `auto`: raster art that fits the box
    /// is placed as drawn; an SVG, or raster art larger than the box, is a
    /// master, fitted. `always`: everything is fitted. `none`: everything is as
    /// drawn. Nil (with a warning) when a scale is left out rather than enlarged.
    private func plan(for scale: Double, warnings: inout [Warning]) -> Art? {
        let native = group.sources[scale]
        switch sizing.fit {
        case .none:
            if let native { return .native(path: native) }
            if let vector = group.vector { return .vectorAsDrawn(path: vector) }
            return resizedPlan(for: scale, warnings: &warnings)
        case .always:
            if let vector = group.vector { return .fitted(from: vector, sourceScale: nil) }
            if let native { return .fitted(from: native, sourceScale: scale) }
            return masterPlan()
        case .auto:
            if let native, fitsBox(native, scale: scale) { return .native(path: native) }
            if let vector = group.vector { return .fitted(from: vector, sourceScale: nil) }
            if group.sources.allSatisfy({ fitsBox($0.value, scale: $0.key) }) { return resizedPlan(for: scale, warnings: &warnings) }
            return masterPlan()
        }
    }

    /// The as-drawn plan for a scale without native art: the highest-scale
    /// source shrunk, or enlarged with a warning (nil with a warning when the
    /// sizing leaves such scales out).
    private func resizedPlan(for scale: Double, warnings: inout [Warning]) -> Art? {
        guard let largest = group.largest else { return nil }
        if largest.scale > scale { return .resized(from: largest.path, sourceScale: largest.scale, enlarged: false) }
        let omitted = sizing.smallArt == .omit
        warnings.append(
            .smallArt(
                omitted: omitted, icon: name, file: largest.path, scale: scale,
                reason:
                    "no art for @\(NumberText.shortest(scale))x, and \(largest.path) (@\(NumberText.shortest(largest.scale))x) has fewer pixels"
            ))
        return omitted ? nil : .resized(from: largest.path, sourceScale: largest.scale, enlarged: true)
    }

    /// The size in points of the longer side of what `plan` places, as far as the
    /// headers tell: raster art as drawn is its canvas, fitted art fills the box less
    /// the padding; nil for an SVG drawn as is (its size is known only once parsed).
    func nominalPoints(_ plan: Art, scale: Double) -> Double? {
        switch plan {
        case .native(let path): return canvasPoints(path, scale: scale)
        case .resized(let path, let sourceScale, _): return canvasPoints(path, scale: sourceScale)
        case .vectorAsDrawn: return nil
        case .fitted:
            let area = sizing.artArea
            return max(area.width, area.height)
        }
    }

    private func canvasPoints(_ path: String, scale: Double) -> Double? {
        guard let size = (try? facts[path]?.get())?.size else { return nil }
        return Double(max(size.width, size.height)) / scale
    }

    /// A warning when the icon's own files give it clearly different sizes at different
    /// scales (a pre-sized `@2x` file beside a master fitted to the box, say), naming both.
    private func sizeDisagreement(_ plans: [(scale: Double, art: Art?)]) -> Warning? {
        let sized = plans.compactMap { scale, plan -> (path: String, points: Double, fitted: Bool)? in
            guard let plan, let points = nominalPoints(plan, scale: scale) else { return nil }
            if case .fitted = plan { return (plan.path, points, true) }
            return (plan.path, points, false)
        }
        guard let smallest = sized.min(by: { $0.points < $1.points }), let largest = sized.max(by: { $0.points < $1.points }),
            largest.points > smallest.points * IconPlan.sizeTolerance
        else { return nil }
        func words(_ entry: (path: String, points: Double, fitted: Bool)) -> String {
            "\(entry.path) \(entry.fitted ? "is fitted to" : "is drawn at") \(NumberText.shortest((entry.points * 10).rounded() / 10)) pt"
        }
        return Warning(
            .sizesDisagree, icon: name, file: smallest.path,
            message: "the icon's files disagree in size: \(words(smallest)), \(words(largest)); it changes size between scales")
    }

    /// The canvas of the master this icon is fitted from, as families compare it
    /// (`16x16 SVG`, `96x96 px at @1x`); nil when no scale is fitted or the canvas is unknown.
    func masterCanvas(at scale: Double) -> MasterCanvas? {
        guard case .fitted(let path, let sourceScale)? = art(at: scale),
            let facts = try? facts[path]?.get()
        else { return nil }
        if let sourceScale {
            return facts.size.map {
                MasterCanvas(
                    width: Double($0.width), height: Double($0.height), kind: "px at @\(NumberText.shortest(sourceScale))x",
                    name: "\($0.width)x\($0.height)")
            }
        }
        guard let canvas = facts.svgCanvas, let size = PointSize(parsing: canvas) else { return nil }
        return MasterCanvas(width: size.width, height: size.height, kind: "SVG", name: canvas)
    }

    /// The canvas a master is drawn on: an SVG's in its units, a raster master's in pixels at its scale.
    package struct MasterCanvas: Hashable {
        let width: Double
        let height: Double
        /// `SVG`, or `px at @2x`: canvases of one kind can be one family.
        package let kind: String
        /// The canvas as its source gives it (`24x24`).
        let name: String
        /// How a family of this one canvas is named: `24x24 SVG`.
        var familyName: String { "\(name) \(kind)" }
        var longerSide: Double { max(width, height) }
    }

    /// How far two sizes of one icon may differ (their ratio) before a warning says so.
    static let sizeTolerance = 1.2

    /// The raster master: the source with the most pixels (the higher scale on a tie).
    private func masterPlan() -> Art? {
        largestRaster.map { .fitted(from: $0.path, sourceScale: $0.scale) }
    }

    /// The raster source with the most pixels (the higher scale on a tie): the master fitted from,
    /// and the art an icon's mask is decided on for every scale.
    var largestRaster: (path: String, scale: Double)? {
        let ranked = group.sources.map { scale, path -> (pixels: Double, scale: Double, path: String) in
            // Header sizes may be absurd (2^32 − 1 a side): counted in doubles, never overflowing.
            let size = (try? facts[path]?.get())?.size
            return (Double(size?.width ?? 0) * Double(size?.height ?? 0), scale, path)
        }
        return ranked.max(by: { ($0.pixels, $0.scale) < ($1.pixels, $1.scale) }).map { ($0.path, $0.scale) }
    }

    /// True when raster art at `scale` fits the icon box as drawn (or its size is unknown: decoding will say why).
    private func fitsBox(_ path: String, scale: Double) -> Bool {
        guard let size = (try? facts[path]?.get())?.size else { return true }
        return sizing.fitsAsDrawn(width: size.width, height: size.height, scale: scale)
    }
}
