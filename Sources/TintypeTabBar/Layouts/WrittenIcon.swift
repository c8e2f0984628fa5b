/// One icon's variant files as a batch wrote them, indexed by appearance,
/// state and scale: what `icons.css` and `preview.html` point at.
struct WrittenIcon {
    let name: String
    /// Each variant's file, relative to the output folder.
    let files: [Appearance: [IconState: [Double: String]]]
    /// The item's size in points (the largest scale's file over its scale, or the vector's canvas).
    let size: PointSize
    /// The icon's vector, which the platform tints for the states the style can tint at run
    /// time (SPEC §13.5); nil when every state is in PNGs.
    var vector: String? = nil
    /// The vector's SVG, when it is one: `icons.css` carries it inline, since a browser refuses a
    /// mask image from a `file://` page.
    var vectorSVG: [UInt8]? = nil

    /// The files of `state` in `appearance`, by scale, smallest first.
    func files(_ state: IconState, _ appearance: Appearance) -> [(scale: Double, path: String)] {
        (files[appearance]?[state] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
