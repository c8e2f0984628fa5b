import Foundation
import Testing
import TintypeFuzzEntries
import TintypeTestSupport

/// The fuzz smoke: every fuzz target's seed corpus (made by `Fuzz/make-seeds.py` from Fixtures/,
/// as `Fuzz/run.sh` makes it) replayed through the target's own entry point. Under the
/// sanitizer run of the suite, a seed that reads out of bounds, leaks or traps fails here.
@Suite struct FuzzSeedReplayTests {
    @Test func everySeedOfEveryTarget() throws {
        let corpus = try TemporaryFolder()
        defer { corpus.remove() }
        let seeds = Process()
        seeds.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        seeds.arguments = ["python3", Fixtures.root + "/../Fuzz/make-seeds.py", corpus.path]
        try seeds.run()
        seeds.waitUntilExit()
        try #require(seeds.terminationStatus == 0, "Fuzz/make-seeds.py failed")
        var replayed = 0
        for target in FuzzEntry.allCases {
            let folder = corpus.path + "/" + target.rawValue
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            #expect(!names.isEmpty, "\(target.rawValue) has no seeds")
            let started = ContinuousClock.now
            for name in names {
                target.run([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))
                replayed += 1
            }
            print("fuzz seeds: \(target.rawValue) replayed \(names.count) in \(ContinuousClock.now - started)")
        }
        print("fuzz seeds replayed: \(replayed) through \(FuzzEntry.allCases.count) targets")
    }
}
