import TintypeSupport

/// The Icon Composer rules of ``AppIconCheck`` (SPEC §11.8): an `icon.json` that reads, and every
/// layer's image present in the bundle's `Assets/` and readable.
extension Checker {
    /// Checks the bundle whose document is `file` (`NAME.icon/icon.json`).
    mutating func checkIconComposer(_ file: String) {
        sets += 1
        let bundle = String(file.dropLast("/icon.json".count))
        guard let bytes = bytes(file) else { return }
        guard case .object(let document)? = try? JSONValue.parse(bytes), case .array(let groups)? = document["groups"] else {
            breach(file, .unreadable, "not an Icon Composer document with a groups list")
            return
        }
        var images: [String] = []
        for case .object(let group) in groups {
            guard case .array(let layers)? = group["layers"] else { continue }
            for case .object(let layer) in layers {
                var names: [JSONValue] = layer["image-name"].map { [$0] } ?? []
                if case .array(let specializations)? = layer["image-name-specializations"] {
                    names += specializations.compactMap { if case .object(let entry) = $0 { entry["value"] } else { nil } }
                }
                for case .string(let name) in names where !images.contains(name) { images.append(name) }
            }
        }
        if images.isEmpty { breach(file, .missingFile, "no layer names an image: the icon is its fill alone") }
        for name in images {
            guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
                breach(file, .outsideFolder, "the layer image '\(name)' is not a file name in Assets/; not opened")
                continue
            }
            _ = image("\(bundle)/Assets/\(name)", size: nil)
        }
    }
}
