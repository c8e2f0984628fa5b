import ArgumentParser
import Foundation
import Tintype
import TintypeSupport

/// What `batch` and `appicon` share for builds (SPEC §12): `--print-job` (the command line
/// as a job file), and the words of `--verify` and `--clean`.
enum JobPrinting {
    /// The command line being run, command name first: what `--print-job` writes out.
    @TaskLocal static var arguments: [String] = []

    /// Prints the command line being run (``arguments``) as a job file: a `jobs` array of one
    /// job whose keys are its options, values as given, in the order given.
    /// - Throws: `ValidationError` for a word that has no key (combined short flags, `-qo`).
    static func printJob(command: String) throws {
        Console.print(try jobFile(command: command, arguments: arguments), lines: true)
    }

    /// Writes the command line being run as a job file at `file`, its paths made relative to
    /// the file's folder (where `tintype run` reads them from), so that the file runs wherever
    /// it is saved. An existing file is not replaced.
    /// - Throws: `ValidationError` when `file` exists or cannot be written, or a word has no key.
    static func saveJob(command: String, to file: String) throws {
        guard FileBytes.kind(of: file) == nil else {
            throw ValidationError("--save-job: \(file) exists; tintype does not replace a job file (remove it, or choose another name)")
        }
        let parent = (file as NSString).deletingLastPathComponent
        let folder = FileBytes.resolvedPath(parent.isEmpty ? "." : parent)
        let text = try jobFile(command: command, arguments: arguments, pathsFrom: folder)
        do throws(ImageFileError) { try FileBytes.writeAtomically(Array((text + "\n").utf8), to: file) } catch {
            throw ValidationError("--save-job: \(error)")
        }
        Console.print("saved \(file): run it with 'tintype run \(file)'")
    }

    /// `path` (as given on the command line) relative to the folder `base` (resolved): how a job
    /// file in `base` names it.
    static func relative(_ path: String, to base: String) -> String {
        let target = FileBytes.resolvedPath(path).split(separator: "/")
        let from = base.split(separator: "/")
        let shared = zip(target, from).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: from.count - shared) + target[shared...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The job the command line being run (``arguments``) describes, read by `command`'s keys
    /// with their fields, starting from `job` (every choice at its default), and checked as a
    /// whole (``JobFile/Job/problem``).
    /// - Throws: `ValidationError` naming the option whose word cannot work.
    static func job(_ command: JobFile.Command, arguments: [String] = arguments) throws -> JobFile.Job {
        do throws(JobFile.Problem) {
            let given = try words(command, arguments: arguments)
            let job: JobFile.Job
            switch command {
            case .batch:
                var batch = BatchJob(iconFolder: "", output: "")
                try given.set(BatchJob.fields, into: &batch)
                job = JobFile.Job(work: .batch(batch))
            case .appicon:
                var appIcon = AppIconJob(source: "", output: "")
                try given.set(AppIconJob.fields, into: &appIcon)
                job = JobFile.Job(work: .appIcon(appIcon))
            case .splash:
                var splash = SplashJob(source: "", output: "")
                try given.set(SplashJob.fields, into: &splash)
                job = JobFile.Job(work: .splash(splash))
            }
            if let problem = job.problem { throw problem }
            return job
        } catch {
            throw JobRunning.usage(error)
        }
    }

    /// `arguments` (the command name first) read by `command`'s keys.
    private static func words(_ command: JobFile.Command, arguments: [String]) throws(JobFile.Problem) -> JobFile.Arguments {
        let words = Array(arguments.first == command.rawValue ? arguments.dropFirst() : arguments[...])
        return try JobFile.Arguments(words, keys: command.keys, run: runWords)
    }

    /// The job file of `arguments` (the command name first) for `command`; with `pathsFrom`, each
    /// path is written relative to that folder, else as given.
    static func jobFile(command: String, arguments: [String], pathsFrom base: String? = nil) throws -> String {
        guard let job = JobFile.Command(rawValue: command) else { throw ValidationError("no job runs '\(command)'") }
        let given: JobFile.Arguments
        do throws(JobFile.Problem) { given = try words(job, arguments: arguments) } catch { throw JobRunning.usage(error) }
        if let word = given.runWords.first(where: { !["--print-job", "--save-job"].contains($0) }) {
            throw ValidationError("--print-job: \(word) is not part of a job ('tintype run \(word)' gives it to every job)")
        }
        var members: [(key: String, value: JSONValue)] = [("job", .string(command))]
        for (key, words) in given.members {
            var values = words
            if let base, key.isPath, !(key.name == "style" && StyleDefinition.builtIn[words[0]] != nil) {
                values = words.map { relative($0, to: base) }
            }
            let value: JSONValue =
                key.kind == .flag ? .bool(true) : key.repeating ? .array(values.map(JSONValue.string)) : .string(values[0])
            members.append((key.name, value))
        }
        return jobText(members)
    }

    /// The words of a job command that are its run's, not its job's: `--verify`, `-q`,
    /// `--save-job FILE`; help is the argument parser's.
    static let runWords = JobFile.Arguments.RunWords(
        flags: ["help", "h", "print-job", "verify", "clean", "force", "quiet", "q", "verbose"], options: ["save-job"])

    /// `{"jobs": [{…}]}`: one job of `members`, each value a string, a flag or a list of strings.
    private static func jobText(_ members: [(key: String, value: JSONValue)]) -> String {
        var writer = JSONByteWriter(layout: .readable)
        writer.beginObject()
        writer.key("jobs")
        writer.beginArray()
        writer.beginObject()
        for (key, value) in members {
            writer.key(key)
            switch value {
            case .array(let items):
                writer.beginArray(inline: true)
                for case .string(let item) in items { writer.string(item) }
                writer.endArray()
            case .bool(let on): writer.bool(on)
            case .string(let text): writer.string(text)
            default: break
            }
        }
        writer.endObject()
        writer.endArray()
        writer.endObject()
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// `--verify` writes nothing, so it cannot be given with options that write or that
    /// already only look (`--clean`, `--force`, `--dry-run`).
    static func checkRunFlags(verify: Bool, clean: Bool, others: KeyValuePairs<String, Bool>) throws {
        guard verify else { return }
        let given = (clean ? ["--clean"] : []) + others.filter(\.value).map(\.key)
        if !given.isEmpty { throw ValidationError("--verify writes nothing, so it cannot be given with \(given.joined(separator: ", "))") }
    }

    /// Prints each drifted file under `output` and a closing line; true when nothing drifted.
    static func reportDrift(_ drift: [OutputRecord.DriftedFile], output: String, files: Int) -> Bool {
        for file in drift { Console.print("\(output)/\(file)") }
        if drift.isEmpty {
            Console.print("verified: \(output) holds all \(files) files as the job makes them")
        } else {
            Console.print(
                "\(drift.count) of \(files) files in \(output) differ from what the job makes "
                    + "(run it without --verify to make them)")
        }
        return drift.isEmpty
    }

    /// Prints what `--clean` removed and kept; nil `outcome`: the run failed, nothing was removed.
    static func reportCleaning(_ outcome: OutputRecord.Cleaning?, output: String, quiet: Bool) {
        guard let outcome else {
            Console.error("note: nothing cleaned: the run had failures, and what failed is not obsolete")
            return
        }
        if !quiet { for path in outcome.removed { Console.print("removed \(output)/\(path)") } }
        for path in outcome.keptEdited {
            Console.error("note: kept \(output)/\(path): tintype wrote it, but it was edited since")
        }
        for (path, reason) in outcome.notFollowed {
            Console.error("warning: not cleaned: \(output)/\(path): \(reason)")
        }
    }
}
