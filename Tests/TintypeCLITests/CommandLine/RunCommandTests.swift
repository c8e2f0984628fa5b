import ArgumentParser
import Foundation
import Testing
import Tintype
import TintypeTestSupport

@testable import TintypeCLI

/// `tintype run`: a job file's jobs, `--print-job`, `--verify` and `--clean` (SPEC §12).
@Suite("tintype run")
struct RunCommandTests {

    @Test("--print-job of long command lines, run by tintype run, writes the same bytes as the command lines")
    func printedJobsRunTheSame() async throws {
        let folder = try ProjectFolders.project()
        defer { folder.remove() }
        let batch = [
            "batch", folder.file("art"), "-o", folder.file("cli/tabs"), "--layout", "android", "--scales", "1,2", "--state",
            "pressed=#0051A8", "--state", "disabled=normal,opacity=0.38", "--padding", "10%", "--center", "optical", "--selected",
            "steelblue", "--template", "--no-sheet", "--compression", "fast"
        ]
        let appicon = [
            "appicon", folder.file("art/heart.svg"), "--output=" + folder.file("cli/app"), "--platform", "ios,web", "--background",
            "#2B5FD9,#1A3A8C", "--glyph", "white", "--no-proof"
        ]
        var jobs: [Any] = []
        for arguments in [batch, appicon] {
            let made = await CLI.run(arguments)
            #expect(made.status == 0, "\(made.error)")
            let printed = await CLI.run(arguments + ["--print-job"])
            #expect(printed.status == 0, "\(printed.error)")
            let file = try #require(try JSONSerialization.jsonObject(with: Data(printed.output.utf8)) as? [String: Any])
            var job = try #require((file["jobs"] as? [[String: Any]])?.first)
            job["output"] = (job["output"] as? String)?.replacingOccurrences(of: "/cli/", with: "/job/")
            jobs.append(job)
        }
        let jobFile = folder.file("tintype.json")
        try JSONSerialization.data(withJSONObject: ["jobs": jobs], options: [.prettyPrinted]).write(to: URL(fileURLWithPath: jobFile))
        let run = await CLI.run(["run", jobFile])
        #expect(run.status == 0, "\(run.output)\(run.error)")
        for part in ["tabs", "app"] {
            let fromCommandLine = ProjectFolders.files(folder.file("cli/" + part))
            #expect(fromCommandLine.count > 10)
            #expect(ProjectFolders.files(folder.file("job/" + part)) == fromCommandLine, "\(part)")
        }
    }

    @Test("--verify passes on a fresh run, then lists missing, stale and hand-edited files, writing nothing, and exits 1")
    func verify() async throws {
        let folder = try ProjectFolders.project()
        defer { folder.remove() }
        let jobFile = folder.file("tintype.json")
        try ProjectFolders.write(
            #"{ "jobs": [ { "job": "batch", "icon-folder": "art", "output": "out", "scales": [1], "no-sheet": true, "no-preview": true } ] }"#,
            to: jobFile)
        #expect(await CLI.run(["run", jobFile]).status == 0)
        let fresh = await CLI.run(["run", jobFile, "--verify"])
        #expect(fresh.status == 0 && fresh.output.contains("verified:"), "\(fresh.output)\(fresh.error)")

        try FileManager.default.removeItem(atPath: folder.file("out/heart.png"))
        let edited = folder.file("out/bolt-selected.png")
        let handEdit = try Data(contentsOf: URL(fileURLWithPath: edited)) + Data("edit".utf8)
        try handEdit.write(to: URL(fileURLWithPath: edited))
        let ring = folder.file("art/ring.svg")
        try ProjectFolders.write(
            try String(contentsOfFile: ring, encoding: .utf8).replacingOccurrences(of: "r=\"11\"", with: "r=\"9\""), to: ring)

        let drifted = await CLI.run(["run", jobFile, "--verify"])
        #expect(drifted.status == 1)
        let out = folder.file("out")
        #expect(drifted.output.contains("\(out)/heart.png: missing"), "\(drifted.output)")
        #expect(drifted.output.contains("\(out)/bolt-selected.png: edited by hand"), "\(drifted.output)")
        #expect(drifted.output.contains("\(out)/ring.png: stale"), "\(drifted.output)")
        #expect(!drifted.output.contains("heart-selected.png"), "\(drifted.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/heart.png")))
        #expect(try Data(contentsOf: URL(fileURLWithPath: edited)) == handEdit)

        // The hand edit is kept until --force replaces it.
        let refused = await CLI.run(["run", jobFile])
        #expect(refused.status == 1)
        #expect(refused.error.contains("\(out)/bolt-selected.png: edited since tintype wrote it"), "\(refused.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: edited)) == handEdit)
        #expect(await CLI.run(["run", jobFile, "--force"]).status == 0)
        #expect(await CLI.run(["run", jobFile, "--verify"]).status == 0)
    }

    @Test("--clean removes what the jobs no longer make: only files tintype wrote and nobody edited")
    func clean() async throws {
        let folder = try ProjectFolders.project()
        defer { folder.remove() }
        let jobFile = folder.file("tintype.json")
        func jobs(platforms: String) -> String {
            """
            { "jobs": [
              { "job": "batch", "icon-folder": "art", "output": "tabs", "scales": [1], "no-sheet": true },
              { "job": "appicon", "source": "art/heart.svg", "output": "app", "platform": \(platforms), "no-proof": true }
            ] }
            """
        }
        try ProjectFolders.write(jobs(platforms: #"["ios", "web"]"#), to: jobFile)
        #expect(await CLI.run(["run", jobFile]).status == 0)
        try ProjectFolders.write("mine", to: folder.file("tabs/notes.txt"))
        try Data("hand-made".utf8).write(to: URL(fileURLWithPath: folder.file("tabs/ring-selected.png")))
        try FileManager.default.removeItem(atPath: folder.file("art/ring.svg"))
        try ProjectFolders.write(jobs(platforms: #"["ios"]"#), to: jobFile)

        let cleaned = await CLI.run(["run", jobFile, "--clean"])
        #expect(cleaned.status == 0, "\(cleaned.output)\(cleaned.error)")
        #expect(cleaned.output.contains("removed \(folder.file("tabs"))/ring.png"), "\(cleaned.output)")
        #expect(cleaned.error.contains("kept \(folder.file("tabs"))/ring-selected.png"), "\(cleaned.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("tabs/ring.png")))
        #expect(FileManager.default.fileExists(atPath: folder.file("tabs/ring-selected.png")))
        #expect(FileManager.default.fileExists(atPath: folder.file("tabs/notes.txt")))
        #expect(FileManager.default.fileExists(atPath: folder.file("tabs/heart.png")))
        // The app icon's web files went, their folder with them; its iOS files stayed.
        #expect(!FileManager.default.fileExists(atPath: folder.file("app/web")))
        #expect(FileManager.default.fileExists(atPath: folder.file("app/ios/AppIcon.appiconset/AppIcon.png")))
        #expect(await CLI.run(["run", jobFile, "--verify"]).status == 0)
    }

    @Test("a job file's unknown keys and bad values are refused with their key paths, before any job runs")
    func keyPaths() async throws {
        let folder = try ProjectFolders.project()
        defer { folder.remove() }
        let jobFile = folder.file("tintype.json")
        try ProjectFolders.write(
            """
            { "jobs": [
              { "job": "batch", "icon-folder": "art", "output": "out/a" },
              { "job": "batch", "icon-folder": "art", "output": "out/b", "style": { "name": "mine", "states": [
                { "name": "normal", "paint": { "fill": "#888" } }, { "name": "selected", "paint": { "fill": "blue" } },
                { "name": "pressed", "paint": { "fil": "red" } } ] } },
              { "job": "appicon", "source": "art/heart.svg", "output": "out/c", "colour": "red" },
              { "job": "batch", "icon-folder": "art", "output": "out/d", "scales": [1, 7] },
              { "job": "batch", "icon-folder": "art", "output": "out/e", "no-dark": "yes", "layout": "windows" },
              { "job": "batch", "icon-folder": "art", "output": "out/a" },
              { "job": "resize" }
            ], "version": 2 }
            """, to: jobFile)
        let run = await CLI.run(["run", jobFile])
        #expect(run.status == 2)
        for words in [
            "version: unknown key", "jobs[1].style.states[2].paint.fil: unknown key", "jobs[2].colour: unknown key",
            "jobs[3].scales: the ios layout has no scale 7", "jobs[4].layout: 'windows' is not one of ios, xcassets, android, web",
            "jobs[5].output", "overlaps jobs[0].output", "jobs[6].job: expected one of batch, appicon"
        ] {
            #expect(run.error.contains(words), "\(words) in \(run.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
        let runOption = await CLI.run(["batch", folder.file("art"), "-o", folder.file("x"), "--verify", "--print-job"])
        #expect(runOption.status == 2 && runOption.error.contains("--verify is not part of a job"), "\(runOption.error)")
        let missing = await CLI.run(["run", folder.file("none.json")])
        #expect(missing.status == 2 && missing.error.contains("none.json"), "\(missing.error)")
    }

    @Test("--into writes each job's output under a build folder; an absolute output is refused there")
    func into() async throws {
        let folder = try ProjectFolders.project(["bolt"])
        defer { folder.remove() }
        let jobFile = folder.file("tintype.json")
        try ProjectFolders.write(
            #"{ "jobs": [ { "job": "appicon", "source": "art/bolt.svg", "output": "Icons/App", "platform": ["notification"], "no-proof": true } ] }"#,
            to: jobFile)
        let run = await CLI.run(["run", jobFile, "--into", folder.file("work")])
        #expect(run.status == 0, "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: folder.file("work/Icons/App/android/res/drawable-mdpi/ic_stat_bolt.png")))
        #expect(!FileManager.default.fileExists(atPath: folder.file("Icons")))
        try ProjectFolders.write(
            #"{ "jobs": [ { "job": "appicon", "source": "art/bolt.svg", "output": "/tmp/elsewhere" } ] }"#, to: jobFile)
        let absolute = await CLI.run(["run", jobFile, "--into", folder.file("work")])
        #expect(absolute.status == 2 && absolute.error.contains("jobs[0].output"), "\(absolute.error)")
    }

    @Test("docs/tintype-job.schema.json is the schema the commands make, and names every option of batch, appicon and splash")
    func schema() async throws {
        let printed = await CLI.run(["run", "--schema"])
        let committed = try String(contentsOfFile: Fixtures.root + "/../docs/tintype-job.schema.json", encoding: .utf8)
        #expect(printed.output == committed, "run 'tintype run --schema > docs/tintype-job.schema.json'")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(committed.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
        for (command, options) in [
            ("batch", ["icon-folder", "item-size", "state", "no-dark", "style", "max-megapixels"]),
            ("appicon", ["source", "platform", "dark-glyph", "monochrome", "render-time"]),
            (
                "splash",
                ["source", "platform", "dark-background", "icon-background", "branding", "devices", "device-table", "max-megapixels"]
            )
        ] {
            let properties = try #require(definitions[command]?["properties"] as? [String: Any])
            for option in options { #expect(properties[option] != nil, "\(command).\(option)") }
            for runOption in ["verify", "clean", "print-job", "help", "style-json"] { #expect(properties[runOption] == nil) }
        }
    }

    @Test(
        "batch's, appicon's and splash's options are declared once, as their job keys: the argument parser declares only the run's words, help lists every key"
    )
    func optionsAreTheKeys() async throws {
        for (command, type) in [
            (JobFile.Command.batch, BatchCommand.self as ParsableCommand.Type), (.appicon, AppIconCommand.self),
            (.splash, SplashCommand.self)
        ] {
            let dump = try #require(try JSONSerialization.jsonObject(with: Data(type._dumpHelp().utf8)) as? [String: Any])
            let arguments = try #require((dump["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
            let runWords = JobPrinting.runWords.flags.union(JobPrinting.runWords.options).union(["version"])
            for argument in arguments where argument["shouldDisplay"] as? Bool != false {
                let names = (argument["names"] as? [[String: String]] ?? []).compactMap { $0["name"] }
                #expect(!names.isEmpty && names.allSatisfy(runWords.contains), "\(command): \(names) is a run word")
                #expect(!names.contains { JobFile.key($0, of: command) != nil }, "\(command): \(names) is declared twice")
            }
            let help = await CLI.run(["help", command.rawValue])
            #expect(help.status == 0 && help.output.contains(command.optionsHelp()), "\(command)")
            #expect(help.output.contains("USAGE: tintype \(command.rawValue) <"), "\(command)")
        }
        // The other commands' options that share a key (limits, sizing) take its help by name: none is left empty.
        for type in TintypeCommand.configuration.subcommands {
            let dump = try #require(try JSONSerialization.jsonObject(with: Data(type._dumpHelp().utf8)) as? [String: Any])
            let arguments = try #require((dump["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
            for argument in arguments where argument["shouldDisplay"] as? Bool != false {
                #expect(!(argument["abstract"] as? String ?? "").isEmpty, "\(type): \(argument["valueName"] ?? "") has help")
            }
        }
    }
}
