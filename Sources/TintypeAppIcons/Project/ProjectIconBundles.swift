import TintypeSupport

/// Icon Composer bundles in an app's project, planned for `--project` (SPEC §11.17): Xcode 26's
/// `AppIcon.icon`, electron-builder's `icon.icon`, the bundle Expo's `ios.icon` names. Each is
/// written again as `--platform icon` writes one (its `icon.json` and the assets it names); an
/// asset of the old bundle the new document no longer names is left, and said.
enum ProjectIconBundles {
    /// The bundles among `files` (a folder `NAME.icon` holding `icon.json`), each planned as a whole.
    static func plan(root: String, files: [String], notes: inout [String]) -> [ProjectIconFile] {
        var planned: [ProjectIconFile] = []
        for file in files where file.hasSuffix(".icon/icon.json") {
            let bundle = String(file.dropLast("/icon.json".count))
            // A bundle inside another bundle's assets is not an app's icon.
            guard !bundle.dropLast(5).contains(".icon/") else { continue }
            planned.append(
                ProjectIconFile(
                    path: bundle, content: .iconBundle,
                    reason: "replaces the Icon Composer bundle (its icon.json and the assets it names)"))
            let assets = files.filter { $0.hasPrefix(bundle + "/Assets/") }
            if !assets.isEmpty {
                notes.append(
                    "\(bundle): its assets (\(assets.count)) are kept beside the ones written; those the new icon.json does not name are unused"
                )
            }
        }
        return planned
    }
}
