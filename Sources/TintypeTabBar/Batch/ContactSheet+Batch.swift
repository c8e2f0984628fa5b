extension ContactSheet {
    /// The sheet of a batch's `jobs` (nil when the options ask for none or there are no
    /// icons). Each page's digest covers what it shows: each of its icons' names, sources,
    /// clashes and families, the style, the item and the sizing.
    init?(for jobs: [IconJob], facts: SourceFacts.ByPath, context: BatchContext) {
        let options = context.options
        guard options.contactSheet, !jobs.isEmpty else { return nil }
        let base = context.digestBase.with(
            "contact-sheet", ContactSheet.version, options.style.sha256, "\(options.itemSize)", context.sizing.digest)
        self.init(
            iconCount: jobs.count, iconsPerPage: options.contactSheetIconsPerPage, item: Self.cell(options, sizing: context.sizing),
            style: options.style,
            digest: { icons in
                base.with("icons \(icons.lowerBound)..<\(icons.upperBound)").with(
                    jobs[icons].map { job in
                        job.name + " " + (job.clash?.description ?? "") + " " + (job.family ?? "") + " "
                            + job.group.allPaths.map { "\($0) \((try? facts[$0]?.get().sha256) ?? "unreadable")" }.joined(separator: " ")
                    }
                ).hex
            },
            current: { context.store.current($0, digest: $1) })
    }

    /// Composes page `number` from `cells` (by icon index, each with its icon's label) and
    /// writes it: its record, or why it could not be written.
    func write(page number: Int, cells: [Int: (label: String, cell: Cell)], context: BatchContext) -> Result<
        BatchManifest.File, ImageFileError
    > {
        let page = pages[number]
        var ignored = Batch.IconReport(name: "contact sheet", written: [], upToDate: 0, warnings: [], failure: nil)
        do throws(ImageFileError) {
            return .success(
                try context.writeImage(
                    image(ofPage: number, cells: cells), to: page.path, kind: .contactSheet, scale: ContactSheet.scale,
                    digest: page.digest, report: &ignored))
        } catch {
            return .failure(error)
        }
    }

    /// The item each icon is drawn in on the sheet: the batch's, or for icon-sized items the box with a margin.
    static func cell(_ options: BatchOptions, sizing: IconSizing) -> PointSize {
        if case .points(let width, let height) = options.itemSize { return PointSize(width: width, height: height) }
        let smallest = PointSize.classicTabItem
        return PointSize(width: max(smallest.width, sizing.box.width + 8), height: max(smallest.height, sizing.box.height + 8))
    }
}
