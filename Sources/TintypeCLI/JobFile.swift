import ArgumentParser
import Foundation
import Tintype
import TintypeSupport

/// A job file (`tintype.json`, SPEC §12.1): the jobs of a project, each one command line of
/// `tintype batch` or `tintype appicon` written as keys, so that it can live beside the art,
/// run in a build and be checked in CI. Paths are relative to the file's folder.
///
///     { "jobs": [ { "job": "batch", "icon-folder": "Art", "output": "Generated/Tabs", "layout": "xcassets" } ] }
struct JobFile {
    /// One job: the command line it stands for.
    struct Job {
        /// Its place in the file, `jobs[1]`: what errors name.
        var keyPath: String
        /// The command: `batch` or `appicon`.
        var command: String
        /// The command's name and options, paths resolved.
        var options: [String]
        /// The command's positional arguments, paths resolved.
        var positional: [String]
        /// The output folder, resolved.
        var output: String

        /// The command line, command name first, with `flags` (`--verify`) added.
        func arguments(adding flags: [String] = []) -> [String] { options + flags + ["--"] + positional }
    }

    /// The file's name when none is given.
    static let defaultName = "tintype.json"
    /// The largest job file read.
    static let maximumBytes = 1 << 20

    /// The file, as given.
    let path: String
    /// Every job, in the file's order.
    let jobs: [Job]

    /// A problem with a job file: its words name the file and the key path.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads and checks the job file at `path`; every output lands under `into` when given
    /// (the build plugin's work folder), else under the file's folder.
    /// - Throws: ``Problem`` naming the file and the key path of each unknown key or bad value,
    ///   all of them at once.
    init(_ path: String, into: String? = nil) throws {
        self.path = path
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path, maximumBytes: Self.maximumBytes) } catch { throw Problem(description: "\(error)") }
        if let key = JSONValue.duplicateKey(in: bytes) {
            throw Problem(description: "\(path): the key '\(key)' appears twice in one object")
        }
        let document: JSONValue
        do { document = try JSONValue.parse(bytes) } catch { throw Problem(description: "\(path): not valid JSON: \(error)") }
        guard case .object(let root) = document else {
            throw Problem(description: "\(path): not a JSON object (a job file is { \"jobs\": [ … ] })")
        }
        let folder = (path as NSString).deletingLastPathComponent
        var problems: [String] = []
        for key in root.keys.sorted() where key != "jobs" && key != "$schema" {
            problems.append("\(key): unknown key (known here: $schema, jobs)")
        }
        guard case .array(let entries)? = root["jobs"], !entries.isEmpty else {
            throw Problem(description: "\(path): jobs: expected an array of at least one job")
        }
        var jobs: [Job] = []
        for (index, entry) in entries.enumerated() {
            do { jobs.append(try Self.job(entry, keyPath: "jobs[\(index)]", folder: folder.isEmpty ? "." : folder, into: into)) } catch {
                problems.append(error.description)
            }
        }
        problems += Self.overlappingOutputs(jobs)
        guard problems.isEmpty else { throw Problem(description: problems.map { "\(path): \($0)" }.joined(separator: "\n")) }
        self.jobs = jobs
    }

    /// The job `entry` stands for, its command line checked by the command's own parser.
    private static func job(_ entry: JSONValue, keyPath: String, folder: String, into: String?) throws(Problem) -> Job {
        guard case .object(let fields) = entry else { throw Problem(description: "\(keyPath): expected an object") }
        let names = commandNames
        guard case .string(let command)? = fields["job"], let keys = JobKeys.all[command] else {
            throw Problem(description: "\(keyPath).job: expected one of \(names)")
        }
        var arguments = [command]
        var positional: [String] = []
        var output = ""
        for name in fields.keys.sorted() where name != "job" {
            let value = fields[name]!
            let path = "\(keyPath).\(name)"
            guard let key = keys[name] else {
                throw Problem(description: "\(path): unknown key (known for \(command): \(keys.keys.map(\.name).joined(separator: ", ")))")
            }
            if name == "style", case .object = value {
                arguments += ["--style-json", value.encoded()]
                continue
            }
            var words = try Self.words(value, key: key, keyPath: path)
            if JobKeys.pathKeys.contains(name) {
                words = try words.map { word throws(Problem) in try resolved(word, key: name, keyPath: path, folder: folder, into: into) }
            }
            if name == "output" { output = words.first ?? "" }
            switch key.kind {
            case .argument: positional += words
            case .flag: if words == ["true"] { arguments.append("--\(name)") }
            case .option: for word in words { arguments += ["--\(name)", word] }
            }
        }
        let job = Job(keyPath: keyPath, command: command, options: arguments, positional: positional, output: output)
        do { _ = try TintypeCommand.parseAsRoot(job.arguments()) } catch {
            throw Problem(description: keyPathWords(TintypeCommand.fullMessage(for: error), keys: keys, keyPath: keyPath))
        }
        return job
    }

    /// The names of the commands a job may run, for errors.
    private static var commandNames: String { JobKeys.commands.map(\.name).joined(separator: ", ") }

    /// The command-line words of a key's `value`, checked against what the key takes.
    private static func words(_ value: JSONValue, key: JobKeys.Key, keyPath: String) throws(Problem) -> [String] {
        func word(_ value: JSONValue) throws(Problem) -> String {
            switch value {
            case .string(let text): return text
            case .number(let number): return NumberText.shortest(number)
            default: throw Problem(description: "\(keyPath): expected text or a number")
            }
        }
        let words: [String]
        switch (key.kind, value) {
        case (.flag, .bool(let on)): return [on ? "true" : "false"]
        case (.flag, _): throw Problem(description: "\(keyPath): expected true or false")
        case (_, .array(let items)) where key.repeating || key.list:
            var all: [String] = []
            for item in items { all.append(try word(item)) }
            // A repeatable option is given once an item; a list is one word, its items joined.
            words = key.list ? [all.joined(separator: ",")] : all
        default: words = [try word(value)]
        }
        if let values = key.values, let bad = words.first(where: { !values.contains($0) }) {
            throw Problem(description: "\(keyPath): '\(bad)' is not one of \(values.joined(separator: ", "))")
        }
        return words
    }

    /// A path of the job file, from the file's folder (an output, from `into` when given).
    private static func resolved(_ word: String, key: String, keyPath: String, folder: String, into: String?) throws(Problem) -> String {
        if key == "style", StyleDefinition.builtIn[word] != nil { return word }
        if key == "output", let into {
            guard !word.hasPrefix("/"), !word.split(separator: "/").contains("..") else {
                throw Problem(description: "\(keyPath): an output written into a build folder must be a relative path inside it")
            }
            return into + "/" + word
        }
        return word.hasPrefix("/") ? word : folder + "/" + word
    }

    /// The parser's words about a job's command line, with each option named by its key path.
    private static func keyPathWords(_ message: String, keys: JobKeys, keyPath: String) -> String {
        var words = message.replacingOccurrences(of: "--style-json", with: "\(keyPath).style")
        for key in keys.keys.sorted(by: { $0.name.count > $1.name.count }) {
            words = words.replacingOccurrences(of: "--\(key.name)", with: "\(keyPath).\(key.name)")
            words = words.replacingOccurrences(of: "<\(key.name)>", with: "\(keyPath).\(key.name)")
        }
        // The parser's usage lines are the command line's, not the job file's; its help line stays.
        let kept = words.split(separator: "\n").filter { !$0.hasPrefix("Usage:") && !$0.hasPrefix("  See ") }
        let text = kept.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " — ")
        return text.hasPrefix("Error: ") ? String(text.dropFirst(7)) : text
    }

    /// Two jobs writing into one folder, or one inside the other, would undo each other's files.
    /// Outputs are compared as the file system finds them (links followed, dangling ones too, and
    /// `..` after a link climbing from its target), and also without case, since on a disk that
    /// ignores case (macOS, Windows) `Gen/Icons` and `gen/icons` are one folder.
    private static func overlappingOutputs(_ jobs: [Job]) -> [String] {
        var problems: [String] = []
        let resolved = jobs.map { FileBytes.resolvedPath($0.output) }
        func overlap(_ a: String, _ b: String) -> Bool { a == b || a.hasPrefix(b + "/") || b.hasPrefix(a + "/") }
        for (index, job) in jobs.enumerated() {
            let mine = resolved[index]
            for (other, theirs) in zip(jobs[..<index], resolved) {
                let exact = overlap(mine, theirs)
                guard exact || overlap(mine.lowercased(), theirs.lowercased()) else { continue }
                let real = mine == job.output && theirs == other.output ? "" : " (as found: \(mine) and \(theirs))"
                problems.append(
                    "\(job.keyPath).output: \(job.output) overlaps \(other.keyPath).output (\(other.output))\(real)"
                        + (exact ? "" : ", their names differing only in case") + ": jobs must write into folders of their own")
            }
        }
        return problems
    }
}
