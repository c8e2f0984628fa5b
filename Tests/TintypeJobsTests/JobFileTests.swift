import Foundation
import Testing
import Tintype
import TintypeTestSupport

@Suite("Job files run by the library")
struct JobFileTests {
    @Test("a job file run by the library writes the bytes 'tintype run' writes; a bad one is refused whole, by key paths")
    func jobFile() async throws {
        let folder = try ProjectFolders.project(["heart", "bolt"])
        defer { folder.remove() }
        try ProjectFolders.write(
            """
            { "jobs": [
              { "job": "batch", "icon-folder": "art", "output": "gen/tabs", "layout": "android", "state": ["pressed=#0051A8"],
                "style": { "name": "mine", "states": [ { "name": "normal", "paint": { "fill": "#777" } },
                  { "name": "selected", "paint": { "fill": "teal" } } ] }, "render-in-process": true },
              { "job": "appicon", "source": "art/heart.svg", "output": "gen/app", "platform": "ios,notification", "render-in-process": true }
            ] }
            """, to: folder.file("tintype.json"))
        let file = try JobFile(folder.file("tintype.json"), into: folder.file("library"))
        #expect(file.jobs.map(\.command) == ["batch", "appicon"] && file.jobs.map(\.keyPath) == ["jobs[0]", "jobs[1]"])
        var warnings = 0
        for job in file.jobs {
            let outcome = try job.run()
            #expect(job.succeeded(outcome), "\(job.keyPath)")
            if case .batch(let summary, _) = outcome { warnings += summary.warnings }
        }
        let command = await CLI.run(["run", folder.file("tintype.json"), "--into", folder.file("cli")])
        #expect(command.status == 0, "\(command.error)")
        let made = ProjectFolders.files(folder.file("library"))
        #expect(made.count > 40 && made.keys.contains("gen/tabs/drawable/ic_heart_state.xml"))
        #expect(made == ProjectFolders.files(folder.file("cli")))

        try ProjectFolders.write(
            """
            { "jobs": [ { "job": "batch", "icon-folder": "art", "output": "a", "layout": "ios", "scales": "1,1.5", "jobs": "many" },
                        { "job": "appicon", "output": "a/b", "glyph": "plaid" } ] }
            """, to: folder.file("tintype.json"))
        do {
            _ = try JobFile(folder.file("tintype.json"))
            Issue.record("a job file with bad keys was read")
        } catch {
            #expect(error.file == folder.file("tintype.json"))
            #expect(Set(error.problems.map(\.key)) == ["jobs[0].jobs", "jobs[1].source", "jobs[1].glyph"], "\(error)")
        }
    }
}
