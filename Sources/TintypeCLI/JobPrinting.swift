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

    /// The job file of `arguments` (the command name first) for `command`; with `pathsFrom`, each
    /// path is written relative to that folder, else as given.
    static func jobFile(command: String, arguments: [String], pathsFrom base: String? = nil) throws -> String {
        guard let keys = JobFile.Command(rawValue: command)?.keys else { throw ValidationError("no job runs '\(command)'") }
        var members: [(key: String, value: JSONValue)] = [("job", .string(command))]
        var positional: [String] = []
        func add(_ key: JobFile.Key, _ value: JSONValue) {
            if key.repeating, let index = members.firstIndex(where: { $0.key == key.name }), case .array(let items) = members[index].value {
                members[index].value = .array(items + [value])
            } else {
                members.append((key.name, key.repeating ? .array([value]) : value))
            }
        }
        var index = arguments.first == command ? 1 : 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                positional += arguments[index...]
                break
            }
            if word == "--print-job" { continue }
            if word == "--save-job" || word.hasPrefix("--save-job=") {
                if word == "--save-job" { index += 1 }
                continue
            }
            if let (key, inline) = Self.key(forWord: word, in: keys) {
                if key.kind == .flag {
                    add(key, .bool(true))
                } else if let value = inline ?? (index < arguments.count ? arguments[index] : nil) {
                    if inline == nil { index += 1 }
                    add(key, .string(value))
                }
            } else if word == "-q" || (word.hasPrefix("--") && runOptions.contains(String(word.dropFirst(2)))) {
                throw ValidationError("--print-job: \(word) is not part of a job ('tintype run \(word)' gives it to every job)")
            } else if word.hasPrefix("-") && word.count > 1 && Double(word) == nil {
                throw ValidationError("--print-job: '\(word)' has no key in a job file; give each option by its long name")
            } else {
                positional.append(word)
            }
        }
        for (offset, (key, word)) in zip(keys.filter { $0.kind == .argument }, positional).enumerated() {
            members.insert((key.name, .string(word)), at: 1 + offset)
        }
        if let base {
            for index in members.indices where keys.contains(where: { $0.name == members[index].key && $0.isPath }) {
                guard case .string(let path) = members[index].value else { continue }
                if members[index].key == "style", StyleDefinition.builtIn[path] != nil { continue }
                members[index].value = .string(relative(path, to: base))
            }
        }
        return jobText(members)
    }

    /// Options that belong to the run, not to a job: `--verify` and `--clean` come from
    /// `tintype run`, `--print-job` makes a job file; help and version are no job's.
    static let runOptions: Set<String> = ["help", "version", "print-job", "verify", "clean", "force", "quiet", "verbose", "save-job"]

    /// The key a command-line word names: `--item-size` or `--item-size=…`, `-o`; nil for
    /// anything else.
    static func key(forWord word: String, in keys: [JobFile.Key]) -> (key: JobFile.Key, inlineValue: String?)? {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let name = body.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            let inline = body.contains("=") ? String(body[body.index(after: body.firstIndex(of: "=")!)...]) : nil
            return keys.first { $0.name == name }.map { ($0, inline) }
        }
        guard word.hasPrefix("-"), word.count == 2 else { return nil }
        return keys.first { $0.shortName == word.last }.map { ($0, nil) }
    }

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
