import TintypeSupport

/// A folder of app-icon masters, one app or flavour each (SPEC §11.11): every
/// SVG, PNG or JPEG at the folder's top, and every Icon Composer bundle (`NAME.icon/`),
/// is a master, and its set goes to a folder
/// of its own named after it. `NAME-monochrome.EXT` beside `NAME.EXT` is that
/// master's monochrome art (``AppIconPainter/make(art:file:design:maskSource:groundAsBackground:monochrome:vectorSide:)``).
/// Subfolders, hidden files and other files are passed over and listed; masters
/// whose names differ only in case are refused, since their sets would share a
/// folder on a file system that ignores case.
package struct AppIconFolder: Sendable {
    /// One app: its name (the master's file name without extension and scale suffix),
    /// its master and its monochrome art, relative to the folder.
    package struct App: Hashable, Sendable {
        /// The name, also the name of its set's folder and its notification icon.
        package var name: String
        /// The master, relative to the folder.
        package var master: String
        /// The monochrome art, relative to the folder, when there is one.
        package var monochrome: String?
    }

    /// The apps, by name.
    package var apps: [App] = []
    /// What was passed over, and why.
    package var skipped: [SkippedFile] = []
    /// Masters refused because another master's name differs from theirs only in case.
    package var conflicts: [SkippedFile] = []

    /// The suffix that marks monochrome art.
    package static let monochromeSuffix = "-monochrome"
    /// The extensions of masters, lower case.
    static let extensions: Set<String> = ["svg", "png", "jpg", "jpeg", "icon"]

    /// Scans `folder` (not its subfolders); `excluding` is a path inside it never read (the output folder).
    package init(_ folder: String, excluding: String? = nil) {
        let walk = FolderWalk(folder, excluding: excluding, passOver: { _ in AppIconRun.PassedOver.subfolder })
        // An Icon Composer bundle is a folder, and a master.
        var candidates = walk.files
        skipped = walk.skipped.filter { entry in
            guard IconComposerBundle.isBundle(folder + "/" + entry.path) else { return true }
            candidates.append(entry.path)
            return false
        }
        var masters: [String: String] = [:]
        var monochromes: [String: String] = [:]
        for file in candidates {
            guard let dot = file.lastIndex(of: "."), Self.extensions.contains(file[file.index(after: dot)...].lowercased()) else {
                skipped.append(SkippedFile(path: file, reason: AppIconRun.PassedOver.notAMaster))
                continue
            }
            let name = Self.appName(file)
            guard !name.isEmpty, name != Self.monochromeSuffix else {
                skipped.append(SkippedFile(path: file, reason: AppIconRun.PassedOver.emptyName))
                continue
            }
            if name.hasSuffix(Self.monochromeSuffix) {
                let app = String(name.dropLast(Self.monochromeSuffix.count))
                if let other = monochromes[app] {
                    skipped.append(SkippedFile(path: file, reason: AppIconRun.PassedOver.secondMonochrome(app: app, first: other)))
                } else {
                    monochromes[app] = file
                }
                continue
            }
            if let other = masters[name] {
                skipped.append(SkippedFile(path: file, reason: AppIconRun.PassedOver.secondMaster(app: name, first: other)))
                continue
            }
            masters[name] = file
        }
        for (app, file) in monochromes where masters[app] == nil {
            skipped.append(SkippedFile(path: file, reason: AppIconRun.PassedOver.noMaster(app: app)))
        }
        let byFolded = Dictionary(grouping: masters.keys, by: { $0.lowercased() })
        for name in masters.keys.sorted() {
            let same = byFolded[name.lowercased()]!.filter { $0 != name }.sorted()
            guard same.isEmpty else {
                conflicts.append(
                    SkippedFile(
                        path: masters[name]!,
                        reason: AppIconRun.PassedOver.nameDiffersOnlyInCase(others: same.map { masters[$0]! })))
                continue
            }
            apps.append(App(name: name, master: masters[name]!, monochrome: monochromes[name]))
        }
        skipped.sort { $0.path < $1.path }
    }

    /// `logo` for `logo@2x.png`: the file name without its extension and scale suffix.
    package static func appName(_ path: String) -> String { FileNameStem.of(path) }
}
