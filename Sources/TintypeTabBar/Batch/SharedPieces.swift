/// The pieces a batch makes once per scale for every icon to share (SPEC §4):
/// the bar background in each appearance, and the selection background, glow and
/// arrow when the style asks for them, with the layout's descriptors of each.
enum SharedPieces {
    /// The bar background (in each appearance), selection background, glow and arrow at every scale, as the style asks.
    static func write(_ context: BatchContext, report: inout Batch.IconReport) throws(ImageFileError) -> [BatchManifest.File] {
        let options = context.options
        let style = options.style
        let itemWidth: Double
        if case .points(let width, _) = options.itemSize { itemWidth = width } else { itemWidth = PointSize.classicTabItem.width }
        var elements: [(SharedElement, [Appearance], (Appearance, Double) -> RGBAImage)] = [
            (.barBackground, style.appearances, { style.bar(in: $0).image(width: options.barWidth, scale: $1) })
        ]
        // In a layout without iOS's glossy pieces, only a style of its own that asks for them gets them: the
        // classic style keeps its name (and its flags) when the command line changes its paints (`--selected`).
        let glossy = context.layout.takesClassicPieces || style.name != StyleDefinition.classic.name
        if style.selectionBackground && glossy {
            elements.append(
                (.selectionBackground, [.light], { TabBarRenderer.ClassicElements.selectionBackground(itemWidth: itemWidth, scale: $1) }))
        }
        if style.glow && glossy { elements.append((.glow, [.light], { TabBarRenderer.ClassicElements.glow(scale: $1) })) }
        if style.arrow && glossy { elements.append((.arrow, [.light], { TabBarRenderer.ClassicElements.indicatorArrow(scale: $1) })) }
        var files = [BatchManifest.File]()
        for (element, appearances, make) in elements {
            for scale in context.scales {
                for appearance in appearances {
                    let path = options.layout.sharedFile(element, appearance: appearance, scale: scale)
                    let digest = context.digestBase.with(
                        "shared", element.rawValue, NumberText.shortest(scale), NumberText.shortest(options.barWidth),
                        NumberText.shortest(itemWidth)
                    ).with(element == .barBackground ? [style.bar(in: appearance).styleValue] : []).hex
                    if let current = context.store.current(path, digest: digest) {
                        files.append(current)
                        report.upToDate += 1
                        continue
                    }
                    files.append(
                        try context.writeImage(
                            make(appearance, scale), to: path, kind: .shared, element: element,
                            appearance: appearances.count > 1 ? appearance : nil, scale: scale, digest: digest, report: &report))
                }
            }
            for descriptor in context.layout.descriptors(forShared: element, appearances: appearances, scales: context.scales) {
                files.append(try context.write(descriptor, report: &report))
            }
        }
        return files
    }
}
