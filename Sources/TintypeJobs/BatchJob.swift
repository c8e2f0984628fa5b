import TintypeSupport

/// A `tintype batch` job as its options give it (SPEC §12.1), from a command line or a job
/// file's keys: each choice as given, before defaults that depend on other choices (the
/// layout's item and box) are filled in and the style is read. ``options()`` makes the
/// batch's ``BatchOptions`` of it, refusing what cannot work by the key that fixes it.
package struct BatchJob: Sendable {
    /// A style: a built-in one or a style file by name, or a document given inline.
    package enum Style: Sendable {
        /// `classic`, `flat`, or a style file's path.
        case named(String)
        /// A job file's inline style document, already read.
        case inline(StyleDefinition)
    }

    package var iconFolder: String
    package var output: String
    package var layout: OutputLayout = .ios
    package var scales: [Double]?
    /// The tab item; nil: the layout's.
    package var itemSize: BatchOptions.ItemSize?
    package var barWidth = 320.0
    package var style = Style.named("classic")
    /// The normal state's color in every appearance.
    package var normal: StraightColor?
    /// The selected state's paint in every appearance.
    package var selected: Paint?
    /// States added or changed, in order.
    package var states: [StyleDefinition.StateChange] = []
    package var noDark = false
    package var template = false
    package var vector = false
    package var renameClashes = false
    package var noPreview = false
    /// The mask source; nil: the style's.
    package var mask: Mask.Source?
    /// The icon box; nil: the style's, else the layout's.
    package var iconSize: PointSize?
    /// Fit, padding, centering, trim, families and small art (its box is replaced).
    package var sizing = IconSizing(box: IconSizing.iosBox)
    package var dryRun = false
    package var jobs = BatchOptions.processorCount
    package var noSheet = false
    package var compression = PNGEncoder.Compression.default
    /// Warnings fail the job.
    package var strict = false
    /// The command line prints the summary as JSON.
    package var json = false
    package var limits = InputLimits()
    /// Replaces outputs edited since (the run's `--force`, not a key).
    package var force = false

    /// A job of `iconFolder` into `output`, every other choice at its default.
    package init(iconFolder: String, output: String) {
        self.iconFolder = iconFolder
        self.output = output
    }

    /// The batch's options (rendering SVG in process: the run chooses its workers).
    /// - Throws: ``JobFile/Problem`` naming the key whose value cannot work.
    package func options() throws(JobFile.Problem) -> BatchOptions {
        var options = BatchOptions(input: iconFolder, output: output)
        options.layout = layout
        options.scales = scales
        options.itemSize = itemSize ?? layout.defaultItemSize
        try checkSizes(options)
        if !(1...256).contains(jobs) { throw JobFile.Problem(key: "jobs", reason: "must be 1 to 256, got \(jobs)") }
        options.jobs = jobs
        options.style = try styleDefinition()
        (options.template, options.vector, options.preview) = (template, vector, !noPreview)
        options.renameClashes = renameClashes
        if let problem = IconSizing(box: iconSize ?? layout.defaultIconBox).problem {
            throw JobFile.Problem(key: "icon-size", reason: "\(problem)")
        }
        options.sizing = sizing
        options.sizing.box = iconSize ?? layout.defaultIconBox
        if let problem = options.sizing.problem { throw JobFile.Problem(key: "padding", reason: "\(problem)") }
        options.iconSize = iconSize
        do { try options.validate() } catch { throw Self.problem(error) }
        if let problem = limits.problem { throw JobFile.Problem(key: problem.key, reason: problem.reason) }
        options.limits = limits.decodeLimits
        (options.force, options.dryRun, options.contactSheet, options.compression) = (force, dryRun, !noSheet, compression)
        return options
    }

    /// The bar and the item: sizes in range, and no larger in pixels than an image may be.
    private func checkSizes(_ options: BatchOptions) throws(JobFile.Problem) {
        let largestScale = options.effectiveScales.last ?? 1
        var sizes = [("bar-width", PointSize(width: barWidth, height: TabBarRenderer.ClassicElements.barHeight))]
        if let problem = NumberRange.length.problem(barWidth) { throw JobFile.Problem(key: "bar-width", reason: problem) }
        if case .points(let width, let height)? = itemSize {
            guard NumberRange.length.contains(width), NumberRange.length.contains(height) else {
                throw JobFile.Problem(
                    key: "item-size", reason: "must be WxH with each side \(NumberRange.length.words), got \(options.itemSize)")
            }
            sizes.append(("item-size", PointSize(width: width, height: height)))
        }
        for (key, size) in sizes {
            if let problem = size.pixelProblem(at: largestScale) { throw JobFile.Problem(key: key, reason: problem) }
        }
    }

    /// The style with the paints, states, appearance and mask the job changes.
    private func styleDefinition() throws(JobFile.Problem) -> StyleDefinition {
        var style: StyleDefinition
        switch self.style {
        case .inline(let inline): style = inline
        case .named(let name): style = try Self.read(style: name)
        }
        // A paint given as an option is that state's paint in every appearance.
        if let normal {
            style.normal = .solid(normal)
            style.dark?.paints[.normal] = nil
        }
        if let selected {
            style.selected = selected
            style.dark?.paints[.selected] = nil
        }
        for state in states {
            if let problem = state.apply(to: &style) { throw JobFile.Problem(key: "state", reason: problem) }
        }
        guard style.states.count <= StyleDefinition.maximumStates else {
            throw JobFile.Problem(
                key: "state",
                reason: "the style would have \(style.states.count) states, over the \(StyleDefinition.maximumStates) a style may have")
        }
        if noDark { style.dark = nil }
        if let mask { style.mask = mask }
        return style
    }

    /// `classic`, `flat` or a style file.
    package static func read(style: String) throws(JobFile.Problem) -> StyleDefinition {
        if let builtIn = StyleDefinition.builtIn[style] { return builtIn }
        guard style.hasSuffix(".json") || FileBytes.kind(of: style) != nil else {
            throw JobFile.Problem(key: "style", reason: "expected classic, flat or a JSON file, got '\(style)'")
        }
        do {
            return try StyleDefinition.parse(FileBytes.read(style, maximumBytes: StyleDefinition.maximumFileBytes), file: style)
        } catch {
            throw JobFile.Problem(key: "style", reason: "\(error)")
        }
    }

    /// The options' own refusal, by the key that fixes it.
    private static func problem(_ error: RunError) -> JobFile.Problem {
        switch error.reason {
        case .scaleNotInLayout: return JobFile.Problem(key: "scales", reason: "\(error)")
        case .noVectorForm: return JobFile.Problem(key: "vector", reason: "\(error)")
        case .itemSmallerThanIconBox:
            return JobFile.Problem(key: "item-size", reason: "\(error); give a larger item-size or a smaller icon-size")
        default: return JobFile.Problem(key: "", reason: "\(error)")
        }
    }
}
