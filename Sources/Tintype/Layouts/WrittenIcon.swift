/// One icon's variant files as a batch wrote them, indexed by appearance,
/// state and scale: what `icons.css` and `preview.html` point at.
struct WrittenIcon {
    let name: String
    /// Each variant's file, relative to the output folder.
    let files: [Appearance: [IconState: [Double: String]]]
    /// The item's size in points (the largest scale's file over its scale).
    let size: PointSize

    /// The files of `state` in `appearance`, by scale, smallest first.
    func files(_ state: IconState, _ appearance: Appearance) -> [(scale: Double, path: String)] {
        (files[appearance]?[state] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
