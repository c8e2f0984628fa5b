/// One icon's variant files as a batch recorded them, indexed by appearance,
/// state and scale: what `icons.css` and `preview.html` point at.
struct WrittenIcon {
    let name: String
    /// Each variant's file, relative to the output folder.
    let files: [Appearance: [IconState: [Double: String]]]
    /// The item's size in points (the largest scale's file over its scale).
    let size: PointSize

    /// The icon's files from its manifest record; nil when it has none (it failed).
    init?(_ record: BatchManifest.Icon) {
        var files = [Appearance: [IconState: [Double: String]]]()
        var largest: BatchManifest.File?
        for file in record.files where file.kind == .icon {
            guard let state = file.state, let scale = file.scale else { continue }
            files[file.appearance ?? .light, default: [:]][state, default: [:]][scale] = file.path
            if (largest?.scale ?? 0) < scale { largest = file }
        }
        guard let largest, let scale = largest.scale, let width = largest.width, let height = largest.height else { return nil }
        self.name = record.name
        self.files = files
        self.size = PointSize(width: Double(width) / scale, height: Double(height) / scale)
    }

    /// The files of `state` in `appearance`, by scale, smallest first.
    func files(_ state: IconState, _ appearance: Appearance) -> [(scale: Double, path: String)] {
        (files[appearance]?[state] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
