import Foundation

/// What a job file reads and writes, as the build needs to know it before anything runs:
/// every file under each job's art (its icon folder or master, style file, background
/// picture, monochrome art) and each job's output folder. The tool checks the file itself;
/// this only reads where its paths point.
struct JobFileFiles {
    /// The job file's name in a target's folder.
    static let name = "tintype.json"
    /// The keys whose values name art the jobs read, relative to the job file's folder.
    static let inputKeys = ["icon-folder", "source", "style", "background-image", "monochrome"]

    /// Every file the jobs read.
    let inputs: [URL]
    /// Each job's output folder, relative (as `tintype run --into` places it).
    let outputs: [String]

    /// What the job file at `url` reads and writes.
    /// - Throws: ``Problem`` when it is not a job file, or a job has no relative output.
    init(_ url: URL) throws {
        let folder = url.deletingLastPathComponent()
        guard let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
            let jobs = root["jobs"] as? [[String: Any]]
        else { throw Problem(description: "\(url.path): not a job file ({ \"jobs\": [ … ] })") }
        var inputs: [URL] = []
        var outputs: [String] = []
        for (index, job) in jobs.enumerated() {
            for key in Self.inputKeys {
                guard let path = job[key] as? String, key != "style" || path.hasSuffix(".json") else { continue }
                inputs += Self.files(at: path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appending(path: path))
            }
            guard let output = job["output"] as? String, !output.hasPrefix("/") else {
                throw Problem(description: "\(url.path): jobs[\(index)].output: a build writes only a relative output folder")
            }
            outputs.append(output)
        }
        self.inputs = inputs
        self.outputs = outputs
    }

    /// The file at `url`, or every file under it when it is a folder.
    private static func files(at url: URL) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [url] }
        let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        return (walk?.allObjects as? [URL] ?? []).filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }

    /// Why a job file cannot be built.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }
}
