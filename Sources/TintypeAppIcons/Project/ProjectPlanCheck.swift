/// The plan of a `--project` run, checked before anything is drawn or written (SPEC §11.17): what
/// a project's files name is the project's to choose, so a plan may name anything, and only a plan
/// that passes is drawn.
/// - every target is a plain path inside the project (no `.`, `..`, absolute path or backslash),
///   and no link is on its way (``ConfinedFolder``): nothing is written through one;
/// - an image, `.ico`, `.icns` or bundle is written only to a name of its own format, so an entry
///   naming `Contents.json`, `app.json` or the run's own record is never overwritten with a picture;
/// - each file is planned once: two configurations naming one file (compared as a file system that
///   ignores case would) for the same content give one file, for different contents none, said with both reasons.
enum ProjectPlanCheck {
    /// The files of `planned` that may be written into the project at `root`; what is left out is named in `notes`.
    static func checked(_ planned: [ProjectIconFile], root: String, notes: inout [String]) -> [ProjectIconFile] {
        let project = ConfinedFolder(root)
        var kept: [ProjectIconFile] = []
        for file in planned {
            if let problem = problem(file, in: project) {
                notes.append("\(file.path): \(problem); left as it is")
            } else {
                kept.append(file)
            }
        }
        // One file, one plan: grouped by the path as a case-insensitive file system (macOS's, Windows's) sees it.
        var byPath: [String: [ProjectIconFile]] = [:]
        for file in kept { byPath[file.path.lowercased(), default: []].append(file) }
        var refused: Set<String> = []
        for (key, files) in byPath where files.count > 1 {
            let same = files.allSatisfy { $0.content == files[0].content && $0.path == files[0].path }
            guard !same else { continue }
            refused.insert(key)
            let reasons = files.map { "\($0.path) \($0.reason)" }
            notes.append(
                "\(files[0].path): named by more than one configuration for different pictures (\(reasons.joined(separator: "; and "))); "
                    + "no one picture serves both, so it is left as it is")
        }
        var seen: Set<String> = []
        return kept.filter { file in
            let key = file.path.lowercased()
            return !refused.contains(key) && seen.insert(key).inserted
        }
    }

    /// The names Tintype keeps for itself at a project's top: never a target.
    static let ownNames: Set<String> = [ProjectIconFile.recordName, ProjectIconFile.journalName, OutputLock.fileName]

    /// Why `file` may not be written into `project`; nil when it may.
    private static func problem(_ file: ProjectIconFile, in project: ConfinedFolder) -> String? {
        guard ProjectPath.inside(file.path) == file.path, !file.path.hasSuffix("/") else {
            return "not a plain path inside the project"
        }
        if ownNames.contains(file.path) { return "Tintype's own record of the run, which no configuration may name" }
        if let escape = project.escape(of: file.path) { return "\(escape)" }
        let name = (file.path.split(separator: "/").last.map(String.init) ?? file.path).lowercased()
        let format: String? =
            switch file.content {
            case .image(_, _, _, _, _, let webp): webp ? ".webp" : ".png"
            case .ico: ".ico"
            case .icns: ".icns"
            case .iconBundle: ".icon"
            case .text: nil
            }
        if let format, !name.hasSuffix(format) || name == format {
            return
                "a \(format.dropFirst().uppercased()) would be written under a name of another kind of file (a configuration or catalog file, say)"
        }
        return nil
    }
}
