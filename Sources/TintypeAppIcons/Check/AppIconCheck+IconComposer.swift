import TintypeSupport

/// The Icon Composer rules of ``AppIconCheck`` (SPEC §11.8): an `icon.json` that reads, and every
/// layer's image present in the bundle's `Assets/` and readable.
extension Checker {
    /// Checks the bundle whose document is `file` (`NAME.icon/icon.json`, or `icon.json` when the
    /// folder checked is the bundle itself).
    mutating func checkIconComposer(_ file: String) {
        sets += 1
        let assets = file == "icon.json" ? "Assets" : String(file.dropLast("/icon.json".count)) + "/Assets"
        guard let bytes = bytes(file) else { return }
        let document: IconComposerDocument
        do throws(ImageFileError) {
            document = try IconComposerDocument(json: bytes, file: file)
        } catch {
            breach(file, .unreadable, error.problem.description)
            return
        }
        let images = document.imageNames
        if images.isEmpty { breach(file, .missingFile, "no layer names an image: the icon is its fill alone") }
        for name in images {
            guard IconComposerDocument.isAssetName(name) else {
                breach(file, .outsideFolder, "the layer image '\(name)' is not a file name in Assets/; not opened")
                continue
            }
            _ = image("\(assets)/\(name)", size: nil)
        }
    }
}
