import Testing
import TintypeJobs
import TintypeSupport
import TintypeTestSupport

/// A command line read by its command's keys (`JobFile.Arguments`): the one reader of batch's,
/// appicon's and splash's options, checked word by word against the job file's reader.
@Suite("Command lines read by job keys")
struct JobArgumentsTests {
    let run = JobFile.Arguments.RunWords(flags: ["verify", "q"], options: ["save-job"])

    /// `words` read by batch's keys and set into a batch job.
    func batch(_ words: [String]) throws(JobFile.Problem) -> BatchJob {
        var job = BatchJob(iconFolder: "", output: "")
        try JobFile.Arguments(words, keys: JobFile.Command.batch.keys, run: run).set(BatchJob.fields, into: &job)
        return job
    }

    @Test("every form a word takes: --key value, --key=value, -o, flags, lists, repeats, negative numbers, '--', run words skipped")
    func forms() throws {
        let job = try batch([
            "art", "-o", "out", "--layout=android", "--scales", "1,2", "--state", "pressed=red", "--verify", "--state",
            "disabled=normal,opacity=0.3", "--no-dark", "--bar-width", "-5", "-q", "--save-job", "x.json", "--layout", "web"
        ])
        #expect(job.iconFolder == "art" && job.output == "out")
        #expect(job.layout == .web, "a key given twice: the last")
        #expect(job.scales == [1, 2] && job.noDark && job.barWidth == -5)
        #expect(job.states.map(\.name) == ["pressed", "disabled"])
        let given = try JobFile.Arguments(["-o", "out", "--", "-art"], keys: JobFile.Command.batch.keys, run: run)
        #expect(given.members.map(\.key.name) == ["icon-folder", "output"] && given.members[0].words == ["-art"])
        let runWords = try JobFile.Arguments(["a", "-q", "--save-job=f", "--verify"], keys: JobFile.Command.batch.keys, run: run)
        #expect(runWords.runWords == ["-q", "--save-job", "--verify"] && runWords.members.count == 1)
        let legacy = try batch(["art", "-o", "out", "--small-art", "omit", "--allow-upscale"])
        #expect(legacy.sizing.smallArt == .enlarge, "scripts written before --small-art still run")
        #expect(!JobFile.Command.batch.optionsHelp().contains("allow-upscale"))
    }

    @Test("a command line and a job file give one job: the same fields set it from the same words")
    func sameAsJobFile() throws {
        let words = ["art", "-o", "out", "--layout", "xcassets", "--item-size", "70x50", "--padding", "10%", "--no-trim", "--jobs", "3"]
        let fromWords = try batch(words)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileBytes.writeAtomically(
            Array(
                #"{"jobs": [{"job": "batch", "icon-folder": "art", "output": "out", "layout": "xcassets", "item-size": "70x50", "padding": "10%", "no-trim": true, "jobs": 3}]}"#
                    .utf8), to: folder.file("tintype.json"))
        let file = try JobFile(folder.file("tintype.json"))
        guard case .batch(let fromFile) = file.jobs[0].work else { throw JobFile.Problem(key: "", reason: "not a batch") }
        #expect(try fromWords.options().itemSize == fromFile.options().itemSize)
        #expect(fromWords.layout == fromFile.layout && fromWords.sizing.trim == fromFile.sizing.trim && fromWords.jobs == fromFile.jobs)
        #expect(fromWords.sizing.padding == fromFile.sizing.padding && fromFile.sizing.trim == false)
    }

    @Test("what cannot be read is refused by name: unknown options, missing values, values given to flags, an argument too many")
    func refusals() {
        let cases: [([String], String)] = [
            (["art", "-o", "out", "--nosuch"], "unknown option '--nosuch'"),
            (["art", "-o"], "-o expects a value"),
            (["art", "-o", "--layout", "ios"], "-o expects a value"),
            (["art", "-o", "out", "--no-dark=yes"], "--no-dark takes no value"),
            (["art", "more", "-o", "out"], "unexpected argument 'more'"),
            (["art", "-qo", "out"], "'-qo' is not an option"),
            (["art"], "missing --output <output>"),
            (["-o", "out"], "missing <icon-folder>"),
            (["art", "-o", "out", "--layout", "tvos"], "'tvos' is not one of ios, xcassets, android, web")
        ]
        for (words, reason) in cases {
            do {
                _ = try batch(words)
                Issue.record("\(words) was read")
            } catch {
                #expect(error.description.contains(reason), "\(words): \(error)")
            }
        }
    }

    @Test("help lists every key of every command once, with its own words, the values it takes and the default a job starts from")
    func help() {
        for command in JobFile.Command.allCases {
            let help = command.optionsHelp()
            let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for key in command.keys where !key.hidden {
                let label = key.kind == .argument ? "<\(key.name)>" : "--\(key.name)"
                #expect(flat.components(separatedBy: label + " ").count - 1 >= 1, "\(command).\(key.name) is listed")
                #expect(flat.contains(key.help.split(whereSeparator: \.isWhitespace).joined(separator: " ")), "\(command).\(key.name)")
                for value in key.values ?? [] { #expect(flat.contains(value), "\(command).\(key.name): \(value)") }
            }
            #expect(help.split(separator: "\n").allSatisfy { $0.count < 80 }, "\(command): lines the argument parser will not wrap again")
        }
        let batch = JobFile.Command.batch.optionsHelp().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(batch.contains("(values: ios, xcassets, android, web; default: ios)") && batch.contains("(default: 320)"))
        #expect(batch.contains("(default: classic)") && batch.contains("SIZING:") && batch.contains("LIMITS:"))
        #expect(batch.contains("--max-megapixels <n> The most pixels") && batch.contains("(default: 100)"))
    }
}
