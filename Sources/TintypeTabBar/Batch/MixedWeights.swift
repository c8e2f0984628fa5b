extension BatchPlan {
    /// One `mixed-weights` warning when icons' stroke weights (SPEC §9.7) differ from the set's
    /// by more than about a third (a half for weights measured on the pixels), naming the
    /// lighter and the heavier icons and the set's weight: the median of every icon that has one,
    /// at least three. One library drawn at one weight gets none; solid shapes have no weight, and in
    /// a set of mostly solid shapes the measured weights are not compared.
    static func mixedWeights(_ records: [BatchManifest.Icon], scales: [Double]) -> [Warning] {
        var weighed = records.compactMap { record in record.weight.map { (name: record.name, weight: $0) } }
        // Most icons solid shapes: a solid library, whose measured weights follow its shapes (a heavy
        // letter, a thin arrow) rather than its pen. Only declared strokes are compared then.
        if weighed.count * 2 < records.filter({ $0.error == nil }).count { weighed.removeAll { $0.weight.basis == .rendered } }
        guard weighed.count >= 3, let largest = scales.max() else { return [] }
        let family = weighed.map(\.weight.points).sorted()[(weighed.count - 1) / 2]
        guard family > 0 else { return [] }
        // Measured outliers count only as a group (a tenth of the weighed icons, two at least): a library's
        // few odd shapes (a π, a dotted grid, a thick rule) are not another library's pen.
        func outliers(_ beyond: (StrokeWeight) -> Bool) -> [(name: String, weight: StrokeWeight)] {
            let all = weighed.filter { beyond($0.weight) }
            let measured = all.filter { $0.weight.basis == .rendered }
            return measured.count >= max(2, weighed.count / 10) ? all : all.filter { $0.weight.basis == .declared }
        }
        let lighter = outliers { family / $0.points > $0.tolerance }
        let heavier = outliers { $0.points / family > $0.tolerance }
        guard !lighter.isEmpty || !heavier.isEmpty else { return [] }
        func points(_ value: Double) -> String { NumberText.shortest((value * 100).rounded() / 100) + " pt" }
        func described(_ icons: [(name: String, weight: StrokeWeight)], _ how: String) -> String? {
            guard !icons.isEmpty else { return nil }
            let values = icons.map(\.weight.points)
            let range = Set([values.min()!, values.max()!].map(points)).sorted().joined(separator: "–")
            let names = icons.prefix(4).map(\.name).joined(separator: ", ") + (icons.count > 4 ? ", …" : "")
            return "\(icons.count) \(how) at \(range) (\(names))"
        }
        let pixels = NumberText.shortest((family * largest * 10).rounded() / 10)
        let outliers = [described(lighter, "lighter"), described(heavier, "heavier")].compactMap { $0 }
        return [
            Warning(
                .mixedWeights,
                message: "stroke weights differ: the set's is \(points(family)) (\(pixels) px at @\(NumberText.shortest(largest))x), but "
                    + outliers.joined(separator: " and "))
        ]
    }

    /// One `outline-and-solid` warning when a set mixes outline icons (SVGs drawn with strokes only: a
    /// declared weight) with solid ones (drawn, with no stem weight), each side at least two icons and a
    /// tenth of the icons drawn: Lucide beside Font Awesome's solid style. A library's one filled dot
    /// among its outlines is not a second style; art whose stems are measured on its pixels counts on
    /// neither side (outlines drawn as filled paths look like either).
    static func outlineAndSolid(_ records: [BatchManifest.Icon]) -> [Warning] {
        let drawn = records.filter { $0.error == nil }
        let outline = drawn.filter { $0.weight?.basis == .declared }.map(\.name)
        let solid = drawn.filter { $0.weight == nil }.map(\.name)
        let least = max(2, (drawn.count + 9) / 10)
        guard outline.count >= least, solid.count >= least else { return [] }
        func named(_ names: [String]) -> String { names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", …" : "") }
        return [
            Warning(
                .outlineAndSolid,
                message: "outline and solid icons in one set: \(outline.count) drawn with strokes only (\(named(outline))) and "
                    + "\(solid.count) solid shapes (\(named(solid)))")
        ]
    }
}
