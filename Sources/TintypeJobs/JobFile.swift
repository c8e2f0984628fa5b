import TintypeSupport

/// A job file (`tintype.json`, SPEC §12.1): the jobs of a project, each the options of one
/// `tintype batch` or `tintype appicon` written as keys, so that it lives beside the art, runs
/// in a build and is checked in CI. Paths are relative to the file's folder.
///
/// ```swift
/// let file = try JobFile("Icons/tintype.json")
/// for job in file.jobs {
///     let outcome = try job.run { event in print(event) }
///     print(job.keyPath, job.output, outcome.succeeded)
/// }
/// ```
///
/// The file is read whole and checked before any job runs: every unknown key and bad value
/// is named by its key path (`jobs[1].style.states[2].paint`), and two jobs may not write
/// into one folder.
public struct JobFile: Sendable {
    /// The file's name when none is given.
    public static let defaultName = "tintype.json"
    /// The largest job file read, in bytes.
    public static let maximumBytes = 1 << 20

    /// The file, as given.
    public let path: String
    /// Every job, in the file's order.
    public let jobs: [Job]

    /// Reads and checks the job file at `path`. Each output lands under `into` when given (a
    /// build's work folder; outputs must then be relative paths inside it), else under the
    /// file's folder.
    /// - Throws: ``Invalid`` with every problem found, each named by its key path.
    public init(_ path: String, into: String? = nil) throws(Invalid) {
        self.path = path
        func invalid(_ key: String, _ reason: String) -> Invalid { Invalid(file: path, problems: [Problem(key: key, reason: reason)]) }
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path, maximumBytes: Self.maximumBytes) } catch { throw invalid("", "\(error.problem)") }
        if let key = JSONValue.duplicateKey(in: bytes) { throw invalid(key, "the key appears twice in one object") }
        let document: JSONValue
        do { document = try JSONValue.parse(bytes) } catch { throw invalid("", "not valid JSON: \(error)") }
        guard case .object(let root) = document else { throw invalid("", "not a JSON object (a job file is { \"jobs\": [ … ] })") }
        var problems = root.keys.sorted().filter { $0 != "jobs" && $0 != "$schema" }.map {
            Problem(key: $0, reason: "unknown key (known here: $schema, jobs)")
        }
        guard case .array(let entries)? = root["jobs"], !entries.isEmpty else {
            throw invalid("jobs", "expected an array of at least one job")
        }
        let reader = Reader(folder: FileBytes.split(path).folder, into: into)
        var jobs: [Job] = []
        for (index, entry) in entries.enumerated() {
            switch Job.read(entry, keyPath: "jobs[\(index)]", reader: reader) {
            case .success(let job): jobs.append(job)
            case .failure(let found): problems += found.problems
            }
        }
        problems += Self.overlappingOutputs(jobs)
        guard problems.isEmpty else { throw Invalid(file: path, problems: problems) }
        self.jobs = jobs
    }

    /// Two jobs writing into one folder, or one inside the other, would undo each other's files.
    /// Outputs are compared as the file system finds them (links followed, dangling ones too, and
    /// `..` after a link climbing from its target), and also without case, since on a disk that
    /// ignores case (macOS, Windows) `Gen/Icons` and `gen/icons` are one folder.
    private static func overlappingOutputs(_ jobs: [Job]) -> [Problem] {
        var problems: [Problem] = []
        let resolved = jobs.map { FileBytes.resolvedPath($0.output) }
        func overlap(_ a: String, _ b: String) -> Bool { a == b || a.hasPrefix(b + "/") || b.hasPrefix(a + "/") }
        for (index, job) in jobs.enumerated() {
            let mine = resolved[index]
            for (other, theirs) in zip(jobs[..<index], resolved) {
                let exact = overlap(mine, theirs)
                guard exact || overlap(mine.lowercased(), theirs.lowercased()) else { continue }
                let real = mine == job.output && theirs == other.output ? "" : " (as found: \(mine) and \(theirs))"
                problems.append(
                    Problem(
                        key: "\(job.keyPath).output",
                        reason: "\(job.output) overlaps \(other.keyPath).output (\(other.output))\(real)"
                            + (exact ? "" : ", their names differing only in case") + ": jobs must write into folders of their own"))
            }
        }
        return problems
    }
}
