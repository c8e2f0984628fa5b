extension WrittenIcon {
    /// The icon's files from its manifest record; nil when it has none (it failed).
    init?(_ record: BatchManifest.Icon) {
        var files = [Appearance: [IconState: [Double: String]]]()
        var largest: BatchManifest.File?
        for file in record.files where file.kind == .icon {
            guard let state = file.state, let scale = file.scale else { continue }
            files[file.appearance ?? .light, default: [:]][state, default: [:]][scale] = file.path
            if (largest?.scale ?? 0) < scale { largest = file }
        }
        let vector = record.files.first { $0.kind == .vector }
        guard let largest = largest ?? vector, let scale = largest.scale, let width = largest.width, let height = largest.height else {
            return nil
        }
        self.init(
            name: record.name, files: files, size: PointSize(width: Double(width) / scale, height: Double(height) / scale),
            vector: vector?.path)
    }
}
