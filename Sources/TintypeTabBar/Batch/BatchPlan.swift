/// The pure part of a batch (SPEC §8, §9.6): from the scanned folder and what reading
/// each source found to one job per output name, with the clashes that fail an icon and
/// the families that size icons together; and the warnings about the set as a whole.
/// Nothing here reads or writes a file.
enum BatchPlan {
    /// One job per output name. Two files for one icon and scale fail that icon,
    /// with one message naming each colliding pair; icons whose names the layout
    /// turns into the same one (`my-icon`, `my_icon` on Android) become one failed
    /// job, so the clash is reported once.
    static func jobs(_ scan: IconScan, facts: SourceFacts.ByPath, context: BatchContext) -> [IconJob] {
        var sameIcon = [String: [[String]]]()
        for conflict in scan.conflicts { sameIcon[conflict.name, default: []].append(conflict.paths) }
        // Names that differ only in case (or in Unicode form, which String equality already folds) are one
        // file on a case-insensitive disk, macOS's default: they clash in every layout.
        var claims = [String: [IconGroup]]()
        for group in scan.icons { claims[context.options.layout.sanitizedName(group.name).lowercased(), default: []].append(group) }
        let renamed = context.options.renameClashes ? distinctNames(claims, layout: context.options.layout) : [:]
        var jobs = [IconJob]()
        for group in scan.icons {
            let name = renamed[group.name] ?? context.options.layout.sanitizedName(group.name)
            let claimants = claims[context.options.layout.sanitizedName(group.name).lowercased()]!
            var clash = sameIcon[group.name].map(Batch.NameClash.sameIcon)
            if claimants.count > 1, !context.options.renameClashes {
                // Only the first claimant becomes a job; it names every file that collides.
                guard claimants[0].name == group.name else { continue }
                let files = claimants.flatMap(\.allPaths)
                let names = Set(claimants.map { Array(context.options.layout.sanitizedName($0.name).utf8) })
                clash =
                    names.count == 1
                    ? .sameOutputName(files: files, name: name, layout: context.options.layout.rawValue) : .caseOnly(files: files)
            }
            jobs.append(IconJob(group: group, name: name, clash: clash, facts: facts, context: context))
        }
        return families(reservedNames(variantClashes(jobs, context: context), context: context), context: context)
    }

    /// A distinct name for every icon but the first of each group that claims one name (`claims`, by
    /// the lowercased name the layout gives them), by icon: the first free `NAME-2`, `NAME-3`… as the
    /// layout spells it, free of every name claimed and given. Each group's numbers go on from the last
    /// one it gave, so the work is linear in the icons.
    private static func distinctNames(_ claims: [String: [IconGroup]], layout: OutputLayout) -> [String: String] {
        var taken = Set(claims.keys)
        var names = [String: String]()
        for key in claims.keys.sorted() where claims[key]!.count > 1 {
            var number = 2
            for group in claims[key]!.dropFirst() {
                var name = layout.sanitizedName("\(group.name)-\(number)")
                while taken.contains(name.lowercased()) {
                    number += 1
                    name = layout.sanitizedName("\(group.name)-\(number)")
                }
                number += 1
                taken.insert(name.lowercased())
                names[group.name] = name
            }
        }
        return names
    }

    /// What ``distinctNames(_:layout:)`` gave, as ``Batch/Event/renamed(_:)`` tells it: each renamed
    /// icon's files, the name it clashed with and its new name, in the jobs' order.
    static func renames(_ jobs: [IconJob], layout: OutputLayout) -> [(files: [String], clashedWith: String, name: String)] {
        let kept = Dictionary(jobs.map { ($0.name.lowercased(), $0.name) }, uniquingKeysWith: { first, _ in first })
        return jobs.compactMap { job in
            let own = layout.sanitizedName(job.group.name)
            guard job.name != own else { return nil }
            return (job.group.allPaths, kept[own.lowercased()] ?? own, job.name)
        }
    }

    /// Marks the icons sized as families (SPEC §9.6), each at one scale factor, so that its
    /// designer's relative sizes and stroke weights survive. Judged at 2× (or the first scale):
    /// - a **shared grid**: masters of one kind whose canvases share their height (else their
    ///   width) with two or more different other sides, each from half to one and a half times the
    ///   shared one, as a library draws every icon 512 units tall at widths of 320 to 640. The
    ///   family's canvas is the widest (tallest) of them; each member is its own canvas at the
    ///   factor that fits that one. Above
    ///   ``IconSizing/familyGridLimit`` units (not `always`), at least two members must not be
    ///   square: square exports of unrelated art sharing a size are not a library;
    /// - a **shared canvas**: masters on one canvas with at least one other icon (of at most
    ///   ``IconSizing/familyGridLimit`` units a side, unless `always`).
    private static func families(_ jobs: [IconJob], context: BatchContext) -> [IconJob] {
        guard context.sizing.families != .never, context.sizing.trim, let scale = context.judgingScale else { return jobs }
        let always = context.sizing.families == .always
        let canvases = jobs.map { $0.clash == nil ? $0.plan.masterCanvas(at: scale) : nil }
        var marked = jobs
        var placed = Set<Int>()
        for side in [GridSide.height, .width] {
            var groups = [String: [Int]]()
            for (index, canvas) in canvases.enumerated() where !placed.contains(index) {
                // A library's icons are about as wide as tall; a banner twice as wide is not one of them.
                guard let canvas, (0.5...1.5).contains(side.other(canvas) / side.shared(canvas)) else { continue }
                groups["\(side.shared(canvas)) \(canvas.kind)", default: []].append(index)
            }
            for members in groups.values where members.count >= 2 {
                let group = members.map { canvases[$0]! }
                guard Set(group.map(side.other)).count >= 2,
                    always || side.shared(group[0]) <= IconSizing.familyGridLimit || group.filter({ $0.width != $0.height }).count >= 2
                else { continue }
                let enclosing =
                    side == .height
                    ? PointSize(width: group.map(\.width).max()!, height: group[0].height)
                    : PointSize(width: group[0].width, height: group.map(\.height).max()!)
                let name = "\(NumberText.shortest(side.shared(group[0]))) \(side == .height ? "tall" : "wide") \(group[0].kind)"
                for index in members {
                    marked[index].family = name
                    let own = canvases[index]!
                    marked[index].familyGrid = PointSize(width: enclosing.width / own.width, height: enclosing.height / own.height)
                    placed.insert(index)
                }
            }
        }
        var members = [String: Int]()
        for (index, canvas) in canvases.enumerated() where !placed.contains(index) {
            guard let canvas, always || canvas.longerSide <= IconSizing.familyGridLimit else { continue }
            members[canvas.familyName, default: 0] += 1
        }
        for (index, canvas) in canvases.enumerated() where !placed.contains(index) {
            if let canvas, members[canvas.familyName, default: 0] >= 2 { marked[index].family = canvas.familyName }
        }
        return offGrid(marked, canvases: canvases)
    }

    /// Puts an icon drawn on a canvas of its own on the grid of a family of its kind (SPEC §9.6),
    /// named in an `off-grid` warning each:
    /// - an icon in no family whose canvas has the shape of a shared canvas holding at least half of
    ///   that kind's icons: that grid drawn larger (a 1600-unit icon in a set drawn on 16 units), fitted
    ///   whole as the family is (trimmed alone, it would be blown up past them);
    /// - an icon in no family, or in a smaller one, whose canvas (past ``IconSizing/familyGridLimit``
    ///   units: an export's, not a design grid's) fits within a larger family's grid and is at least
    ///   0.4 of it on a side: the same units on a tighter canvas (Blender draws each
    ///   icon on its art's bounds and a margin, 1000 × 800 beside 1600 × 1600), centred on that grid
    ///   at the family's scale (fitted to its own canvas, it would be blown up 1.6 times).
    private static func offGrid(_ jobs: [IconJob], canvases: [IconPlan.MasterCanvas?]) -> [IconJob] {
        let (grids, kinds) = familyGrids(jobs, canvases: canvases)
        // A family moves whole or not at all: its own grid (its widest member's) must fit.
        // Only export canvases (past a design grid's units): a 16-unit icon beside a 24-unit set is drawn to fill its own.
        func sameUnits(_ moved: PointSize, count: Int, onto grid: FamilyGrid) -> Bool {
            grid.count > count && grid.count >= 3 && min(moved.width, moved.height) > IconSizing.familyGridLimit
                && moved.width <= grid.canvas.width && moved.height <= grid.canvas.height
                && max(moved.width / grid.canvas.width, moved.height / grid.canvas.height) >= 0.4
        }
        // A family that moves onto a larger one takes no icon onto its own grid.
        let moving = Set(
            grids.values.filter { family in
                grids.values.contains { $0.kind == family.kind && sameUnits(family.canvas, count: family.count, onto: $0) }
            }.map(\.name))
        var marked = jobs
        for (index, canvas) in canvases.enumerated() {
            guard let canvas else { continue }
            let own = jobs[index].family.flatMap { grids[$0] }
            let shape = canvas.width / canvas.height
            func wholeGrid(_ grid: FamilyGrid) -> Bool {
                own == nil && grid.shared && grid.count * 2 >= kinds[canvas.kind, default: 0]
                    && abs(grid.canvas.width / grid.canvas.height - shape) <= 0.01 * shape
            }
            let moved = own?.canvas ?? PointSize(width: canvas.width, height: canvas.height)
            let candidates = grids.values.filter {
                $0.kind == canvas.kind && $0.name != own?.name && !moving.contains($0.name)
                    && (wholeGrid($0) || sameUnits(moved, count: own?.count ?? 1, onto: $0))
            }
            guard let grid = candidates.max(by: { ($0.count, $1.name) < ($1.count, $0.name) }) else { continue }
            let whole = wholeGrid(grid)
            marked[index].family = grid.name
            marked[index].offGrid = true
            marked[index].familyGrid =
                whole ? nil : PointSize(width: grid.canvas.width / canvas.width, height: grid.canvas.height / canvas.height)
            let placed = whole ? "fitted whole as they are, on their grid" : "placed on their grid at their scale, centred"
            marked[index].plan.note(
                Warning(
                    .offGrid, icon: jobs[index].name, file: jobs[index].plan.art(at: jobs[index].context.judgingScale ?? 1)?.path,
                    message:
                        "its canvas is \(canvas.name), not the \(Self.name(of: grid.canvas)) of the \(grid.count) icons drawn on one grid "
                        + "beside it: \(placed)"))
        }
        return marked
    }

    /// A family's grid, as ``offGrid(_:canvases:)`` weighs it.
    private struct FamilyGrid {
        let name: String
        let kind: String
        /// The shared canvas, or a shared grid's enclosing one.
        var canvas: PointSize
        var count: Int
        /// True for a shared canvas (every member on it), false for a shared grid's enclosing canvas.
        let shared: Bool
    }

    /// Each family's grid by its name, and how many icons of each kind have a canvas.
    private static func familyGrids(_ jobs: [IconJob], canvases: [IconPlan.MasterCanvas?]) -> ([String: FamilyGrid], [String: Int]) {
        var grids = [String: FamilyGrid]()
        var kinds = [String: Int]()
        for (job, canvas) in zip(jobs, canvases) {
            guard let canvas else { continue }
            kinds[canvas.kind, default: 0] += 1
            guard let family = job.family else { continue }
            let enclosing = PointSize(
                width: canvas.width * (job.familyGrid?.width ?? 1), height: canvas.height * (job.familyGrid?.height ?? 1))
            grids[family, default: FamilyGrid(name: family, kind: canvas.kind, canvas: enclosing, count: 0, shared: job.familyGrid == nil)]
                .count += 1
        }
        return (grids, kinds)
    }

    /// A grid's canvas as warnings name it (`1600x1600`).
    private static func name(of canvas: PointSize) -> String {
        "\(NumberText.significant(canvas.width))x\(NumberText.significant(canvas.height))"
    }

    /// The side a shared grid's canvases have in common.
    private enum GridSide {
        case height, width
        func shared(_ canvas: IconPlan.MasterCanvas) -> Double { self == .height ? canvas.height : canvas.width }
        func other(_ canvas: IconPlan.MasterCanvas) -> Double { self == .height ? canvas.width : canvas.height }
    }

    /// Jobs whose files another icon's variant would overwrite fail, naming both:
    /// `chat-pressed.png` is the icon `chat-pressed` and `chat`'s pressed variant;
    /// `moon-dark.png` is `moon-dark` and `moon`'s dark one. The icon whose
    /// variant it is (the shorter name) keeps it; the other is told to rename.
    private static func variantClashes(_ jobs: [IconJob], context: BatchContext) -> [IconJob] {
        let layout = context.options.layout
        let planned = jobs.map { job in
            job.clash != nil
                ? []
                : context.variants.flatMap { plan in
                    context.scales.map { (file: layout.iconFile(job.name, variant: plan.variant, scale: $0), variant: plan.variant) }
                }
        }
        // Files are compared as a case-insensitive disk sees them.
        var owners = [String: (name: String, variant: IconVariant)]()
        for (job, files) in zip(jobs, planned) {
            // Names that give one file are prefixes of it, so their lengths in bytes order them as in characters.
            for (file, variant) in files where job.name.utf8.count < owners[file.lowercased()]?.name.utf8.count ?? .max {
                owners[file.lowercased()] = (job.name, variant)
            }
        }
        var checked = jobs
        for (index, files) in planned.enumerated() {
            let name = jobs[index].name
            for (file, _) in files {
                guard let owner = owners[file.lowercased()], owner.name.utf8.count < name.utf8.count else { continue }
                checked[index].clash = .variantFile(
                    file: file, owner: owner.name, variant: "\(owner.variant)", source: jobs[index].group.allPaths[0],
                    layout: layout.rawValue)
                break
            }
        }
        return checked
    }

    /// Jobs whose files would be one of the batch's own (a shared piece, a page of the contact
    /// sheet, the preview, a layout's file for the whole set), or whose longest file name is
    /// over what a file system allows, fail before any of their files is written.
    private static func reservedNames(_ jobs: [IconJob], context: BatchContext) -> [IconJob] {
        let reserved = batchFiles(context)
        let options = context.options
        var checked = jobs
        for (index, job) in jobs.enumerated() where job.clash == nil {
            let files =
                context.variants.flatMap { plan in
                    context.scales.map { context.layout.iconFile(job.name, variant: plan.variant, scale: $0) }
                }
                + context.layout.descriptors(
                    forIcon: job.name, states: options.style.states.map(\.state), vector: nil, appearances: options.style.appearances,
                    template: options.template, scales: context.scales
                ).map(\.path) + vectorFiles(job.name, context: context)
            if let file = files.first(where: { reserved[$0.lowercased()] != nil || ContactSheet.isPagePath($0) }) {
                let what = reserved[file.lowercased()] ?? "a page of the contact sheet"
                checked[index].clash = .batchFile(file: file, what: what, source: job.group.allPaths[0])
            } else if let long = files.flatMap({ $0.split(separator: "/") }).max(by: { $0.utf8.count < $1.utf8.count }),
                long.utf8.count > FileBytes.maximumNameBytes
            {
                checked[index].clash = .nameTooLong(name: String(long), source: job.group.allPaths[0])
            }
        }
        return checked
    }

    /// The files a batch writes for itself, by their lowercased path (as a case-insensitive
    /// disk compares them), each with what it is; every shared piece counts, made or not.
    private static func batchFiles(_ context: BatchContext) -> [String: String] {
        let layout = context.layout
        var files = [String: String]()
        for element in SharedElement.allCases {
            for scale in context.scales {
                for appearance in Appearance.allCases {
                    let file = layout.sharedFile(element, appearance: appearance, scale: scale)
                    files[file.lowercased()] = "\(element.rawValue) piece"
                }
            }
            for descriptor in layout.descriptors(forShared: element, appearances: Appearance.allCases, scales: context.scales) {
                files[descriptor.path.lowercased()] = "\(element.rawValue) descriptor"
            }
        }
        for file in layout.setFiles([], style: context.options.style) { files[file.path.lowercased()] = file.path }
        for name in [OutputFolder.manifestName, PreviewPage.fileName, OutputLock.fileName, OutputJournal.fileName] {
            files[name.lowercased()] = name
        }
        return files
    }

    /// The files an icon's vector would take (SPEC §13.5): the vector and what describes it; none without vector output.
    private static func vectorFiles(_ name: String, context: BatchContext) -> [String] {
        let options = context.options
        guard options.vector else { return [] }
        let form = VectorForm(name: name, style: options.style)
        return [context.layout.vectorFile(stem: form.stem)].compactMap { $0 }
            + context.layout.descriptors(
                forIcon: name, states: [], vector: form, appearances: options.style.appearances, template: false, scales: context.scales
            ).map(\.path)
    }

    /// With vector output, a warning naming the states the platform cannot tint at run time
    /// (SPEC §13.5): they are drawn as PNGs beside every vector.
    static func pixelOnlyStates(_ options: BatchOptions) -> [Warning] {
        let states = options.style.pixelOnlyStates
        guard options.vector, !states.isEmpty else { return [] }
        let described = states.map { state -> String in
            let look = options.style.states.first { $0.state == state }!
            let dark = options.style.look(look, in: .dark)
            let how = [look, dark].map { look -> String? in
                if look.glow { return "a glow" }
                if look.selectionBackground { return "a selection background" }
                switch look.paint {
                case .solid: return nil
                case .linearGradient: return "a gradient"
                case .gloss: return "gloss"
                case .image: return "an image"
                }
            }
            return "\(state.name) (\(how.compactMap { $0 }.first ?? "a paint"))"
        }
        return [
            Warning(
                .pngStates,
                message: "\(described.joined(separator: ", ")): drawn in ways the platform cannot tint at run time, written as PNGs "
                    + "beside each vector")
        ]
    }

    /// A warning when the set mixes art placed as drawn, clearly smaller than the box,
    /// with art fitted to the box (pre-sized PNGs beside SVGs, say): the icons would
    /// stand side by side at different sizes. Judged at 2× (or the first scale) from the headers.
    static func mixedSizes(_ jobs: [IconJob]) -> [Warning] {
        guard let context = jobs.first?.context, let scale = context.judgingScale else { return [] }
        var drawn = [(name: String, points: Double)]()
        var fitted = [String]()
        for job in jobs where job.clash == nil {
            guard let plan = job.plan.art(at: scale), let points = job.plan.nominalPoints(plan, scale: scale) else { continue }
            if case .fitted = plan { fitted.append(job.name) } else { drawn.append((job.name, points)) }
        }
        let area = max(context.sizing.artArea.width, context.sizing.artArea.height)
        let small = drawn.filter { $0.points * IconPlan.sizeTolerance < area }
        guard !small.isEmpty, !fitted.isEmpty else { return [] }
        func examples(_ names: [String]) -> String { names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "") }
        let sizes = small.map(\.points)
        let range = [sizes.min()!, sizes.max()!].map { NumberText.shortest(($0 * 10).rounded() / 10) }
        return [
            Warning(
                .mixedSizes,
                message: "the set mixes sizes: \(small.count) icon\(small.count == 1 ? " is" : "s are") placed as drawn at "
                    + "\(range[0] == range[1] ? range[0] : range.joined(separator: "–")) pt (\(examples(small.map(\.name)))), while \(fitted.count) "
                    + "\(fitted.count == 1 ? "is" : "are") fitted to \(NumberText.shortest(area)) pt (\(examples(fitted)))")
        ]
    }
}
