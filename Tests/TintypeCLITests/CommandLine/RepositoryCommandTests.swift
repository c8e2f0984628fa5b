import Foundation
import Testing
import TintypeSupport
import TintypeTestSupport

/// The commands as a team that commits its icons, and an attacker who can put files into that
/// repository, run them (SPEC §12.3): each case of "safe in a repository", with a victim outside
/// OUT that must survive.
@Suite("Safe in a repository: the commands")
struct RepositoryCommandTests {
    /// A project: `Art/` with the heart and bolt SVGs, `Sources/App/main.swift` (the victim), and a
    /// job file making a web app icon set and an Android tab-bar batch into `Gen/`.
    static func project() throws -> TemporaryFolder {
        let folder = try ProjectFolders.project(["heart", "bolt"])
        try FileManager.default.createDirectory(atPath: folder.file("Sources/App"), withIntermediateDirectories: true)
        try ProjectFolders.write("print(\"hello\")\n", to: folder.file("Sources/App/main.swift"))
        try ProjectFolders.write(
            """
            { "jobs": [
              { "job": "appicon", "source": "art/heart.svg", "output": "Gen/AppIcon", "platform": ["web"], "no-proof": true },
              { "job": "batch", "icon-folder": "art", "output": "Gen/Tabs", "layout": "android", "scales": [1], "no-sheet": true }
            ] }
            """, to: folder.file("tintype.json"))
        return folder
    }

    static func sha256(_ path: String) throws -> String {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return SHA256.hex(bytes)
    }

    static func json(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    static func save(_ object: Any, to path: String) throws {
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    }

    @Test("run --verify and --clean never touch a file outside OUT through a link, from either record")
    func cleanStaysInOut() async throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let jobFile = folder.file("tintype.json")
        #expect(await CLI.run(["run", jobFile, "-q"]).status == 0)
        let victim = folder.file("Sources/App/main.swift")
        let hash = try Self.sha256(victim)
        for out in ["Gen/AppIcon", "Gen/Tabs"] {
            try FileManager.default.createSymbolicLink(atPath: folder.file(out + "/up"), withDestinationPath: "../..")
        }
        var record = try Self.json(folder.file("Gen/AppIcon/.tintype-appicon.json"))
        var files = try #require(record["files"] as? [String: String])
        files["up/Sources/App/main.swift"] = hash
        record["files"] = files
        try Self.save(record, to: folder.file("Gen/AppIcon/.tintype-appicon.json"))
        var manifest = try Self.json(folder.file("Gen/Tabs/manifest.json"))
        var shared = try #require(manifest["shared"] as? [[String: Any]])
        let icons = try #require(manifest["icons"] as? [[String: Any]])
        var forged = try #require(shared.first ?? (icons.first?["files"] as? [[String: Any]])?.first)
        forged["path"] = "up/Sources/App/main.swift"
        forged["sha256"] = hash
        shared.append(forged)
        manifest["shared"] = shared
        try Self.save(manifest, to: folder.file("Gen/Tabs/manifest.json"))
        let clean = await CLI.run(["run", jobFile, "--clean"])
        #expect(FileManager.default.fileExists(atPath: victim), "\(clean.output)\(clean.error)")
        #expect(clean.error.contains("not cleaned: \(folder.file("Gen/AppIcon"))/up/Sources/App/main.swift"), "\(clean.error)")
        #expect(clean.error.contains("not cleaned: \(folder.file("Gen/Tabs"))/up/Sources/App/main.swift"), "\(clean.error)")
    }

    @Test("two jobs into one folder through a link, a dangling link or a name differing in case are refused before any job runs")
    func overlapAsFound() async throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("gen/sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("L"), withDestinationPath: "gen/sub")
        try FileManager.default.createSymbolicLink(atPath: folder.file("D"), withDestinationPath: "gen/later")
        for (first, second) in [("gen/a", "L/../a"), ("D", "gen/later/x"), ("gen/icons", "GEN/Icons")] {
            try ProjectFolders.write(
                """
                { "jobs": [ { "job": "appicon", "source": "art/heart.svg", "output": "\(first)" },
                            { "job": "appicon", "source": "art/heart.svg", "output": "\(second)" } ] }
                """, to: folder.file("two.json"))
            let run = await CLI.run(["run", folder.file("two.json")])
            #expect(run.status != 0)
            #expect(run.error.contains("jobs[1].output: \(folder.file(second)) overlaps jobs[0].output"), "\(run.error)")
            #expect(!FileManager.default.fileExists(atPath: folder.file("gen/a")))
        }
    }

    @Test("check: bad numbers are breaches, not crashes; names leaving PATH are not opened; nothing to check fails")
    func checkBounded() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let set = folder.file("out/AppIcon.appiconset")
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try ProjectFolders.write("secret", to: folder.file("secret.png"))
        var images: [[String: Any]] = [
            ["filename": "a.png", "size": "nanx1"], ["filename": "b.png", "size": "1e400x1"], ["filename": "c.png", "size": "infx"],
            ["filename": "d.png", "size": "60x60", "scale": "nanx"], ["filename": "../../secret.png", "size": "1024x1024"]
        ]
        images += Array(repeating: ["filename": "same.png", "size": "1024x1024"], count: 200)
        try Self.save(["images": images], to: set + "/Contents.json")
        let check = await CLI.run(["check", folder.file("out")])
        #expect(check.status == 1)
        let lines = check.output.split(separator: "\n")
        #expect(lines.filter { $0.contains(": unreadable: size ") }.count == 4, "\(check.output)")
        #expect(lines.contains { $0.hasSuffix("../../secret.png: outside-folder: it climbs out of the folder with '..'; not opened") })
        // 200 references to one missing file: read (and said) once.
        #expect(lines.filter { $0.contains("same.png: missing-file") }.count == 1)
        // A <monochrome> inside a comment is not a monochrome layer.
        let anydpi = folder.file("res/res/mipmap-anydpi-v26")
        try FileManager.default.createDirectory(atPath: anydpi, withIntermediateDirectories: true)
        for name in ["ic_launcher.xml", "ic_launcher_round.xml"] {
            try ProjectFolders.write(
                "<adaptive-icon><!-- <monochrome android:drawable=\"@mipmap/x\"/> --></adaptive-icon>", to: anydpi + "/" + name)
        }
        let adaptive = await CLI.run(["check", folder.file("res")])
        #expect(adaptive.output.contains("ic_launcher.xml: missing-monochrome"), "\(adaptive.output)")
        // A PATH that is missing, a file, or holds no set fails.
        try FileManager.default.createDirectory(atPath: folder.file("empty"), withIntermediateDirectories: true)
        for path in [folder.file("missing"), set + "/Contents.json", folder.file("empty")] {
            let run = await CLI.run(["check", path])
            #expect(run.status == 1, "\(path)")
            #expect(run.error.contains(path), "\(run.error)")
        }
    }

    @Test("an up-to-date run in a git repository leaves git status empty; a hand edit is refused by batch, appicon and run alike")
    func committedFolderStaysClean() async throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let jobFile = folder.file("tintype.json")
        #expect(await CLI.run(["run", jobFile, "-q"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.file("Gen/Tabs/.tintype.lock")))
        #expect(!FileManager.default.fileExists(atPath: folder.file("Gen/AppIcon/.tintype.lock")))
        #expect(try Self.git(["init", "-q"], in: folder.path).status == 0)
        #expect(try Self.git(["add", "-A"], in: folder.path).status == 0)
        #expect(try Self.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "icons"], in: folder.path).status == 0)
        let again = await CLI.run(["run", jobFile, "-q"])
        #expect(again.status == 0 && again.output.isEmpty, "\(again.output)\(again.error)")
        #expect(try Self.git(["status", "--porcelain"], in: folder.path).output == "")
        // A hand edit: refused by run and by each command, named, with the way out; --force replaces it.
        let tab = try #require(
            FileManager.default.subpaths(atPath: folder.file("Gen/Tabs"))?.first { $0.hasSuffix(".png") && $0.contains("heart") })
        let icon = "Gen/AppIcon/web/icon-192.png"
        for edited in ["Gen/Tabs/" + tab, icon] {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.file(edited)))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("edited".utf8))
            try handle.close()
        }
        let refused = await CLI.run(["run", jobFile, "-q"])
        #expect(refused.status == 1)
        #expect(refused.error.contains(folder.file("Gen/Tabs/" + tab)) && refused.error.contains("--force"), "\(refused.error)")
        #expect(refused.error.contains("web/icon-192.png"), "\(refused.error)")
        let batch = await CLI.run(
            ["batch", folder.file("art"), "-o", folder.file("Gen/Tabs"), "--layout", "android", "--scales", "1", "--no-sheet", "-q"])
        #expect(batch.status == 1)
        // The edits are kept (the manifest records the failure).
        let status = try Self.git(["status", "--porcelain"], in: folder.path).output
        #expect(status.contains(" M Gen/Tabs/\(tab)\n") && status.contains(" M \(icon)\n"), "\(status)")
        let forced = await CLI.run(["run", jobFile, "-q", "--force"])
        #expect(forced.status == 0, "\(forced.error)")
        #expect(try Self.git(["status", "--porcelain"], in: folder.path).output == "")
    }

    @Test("--save-job writes the command line with paths relative to the job file, which runs from anywhere")
    func savedJobRuns() async throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("jobs"), withIntermediateDirectories: true)
        let saved = folder.file("jobs/icons.json")
        let arguments = ["appicon", folder.file("art/heart.svg"), "-o", folder.file("Gen/Saved"), "--platform", "web", "--no-proof"]
        let save = await CLI.run(arguments + ["--save-job", saved])
        #expect(save.status == 0, "\(save.error)")
        let job = try #require((try Self.json(saved)["jobs"] as? [[String: Any]])?.first)
        #expect(job["source"] as? String == "../art/heart.svg")
        #expect(job["output"] as? String == "../Gen/Saved")
        #expect(await CLI.run(arguments + ["--save-job", saved]).status != 0)
        let run = await CLI.run(["run", saved, "-q"])
        #expect(run.status == 0, "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: folder.file("Gen/Saved/web/icon-192.png")))
    }

    /// Runs git in `folder`.
    static func git(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
