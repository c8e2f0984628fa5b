import ArgumentParser
import Tintype

/// `tintype run [FILE]`: every job of a job file (SPEC §12), as a build or CI runs them.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run every job of a job file (tintype.json): a project's icons, described once.",
        discussion: """
            A job file lists jobs, each a command line of 'tintype batch',
            'tintype appicon' or 'tintype splash' written as keys: the option's
            long name without '--', or the argument's name (icon-folder,
            source). Flags take true or false, repeatable options (state) and
            lists (scales, platform) take arrays, and a batch's style may be a
            style document inline.
            Paths are relative to the job file's folder. Unknown keys and bad
            values are refused with their key path (jobs[1].style.states[2]),
            before any job runs; two jobs may not write into one folder.

              {
                "jobs": [
                  { "job": "batch", "icon-folder": "Art/Tabs",
                    "output": "Generated/Tabs", "layout": "xcassets",
                    "scales": [1, 2, 3] },
                  { "job": "appicon", "source": "Art/logo.svg",
                    "output": "Generated/AppIcon", "background": "#2B5FD9" },
                  { "job": "splash", "source": "Art/logo.svg",
                    "output": "Generated/Launch", "background": "#2B5FD9" }
                ]
              }

            'tintype batch ... --print-job' prints the job of a command line.
            --verify (for CI) writes nothing and lists each file that is
            missing, stale (its sources changed) or edited by hand, exiting 1
            if any. --clean removes what an earlier run wrote that the jobs no
            longer make, and only files tintype wrote and nobody edited since.
            An output edited by hand is never replaced: the job fails naming it,
            and --force replaces it. --force and --quiet apply to every job.
            'tintype run --schema' prints the file's JSON Schema
            (docs/tintype-job.schema.json).

            Examples:
              tintype run
              tintype run Icons/tintype.json --verify
              tintype run --clean
            """)

    @Argument(help: "The job file.")
    var file: String = JobFile.defaultName

    @Flag(
        help: "Write nothing; list each file that is missing, stale or edited by hand, and exit 1 if any (for CI).")
    var verify = false

    @Flag(help: "Then remove the files an earlier run wrote that no job makes any more.")
    var clean = false

    @Flag(help: "Replace outputs that tintype did not write, or that were edited since (every job's --force).")
    var force = false

    @Flag(name: .shortAndLong, help: "Print only warnings, errors and what --verify finds (every job's --quiet).")
    var quiet = false

    @Flag(help: "Also list each file an app icon job writes, and each warning and icon of a batch (every job's --verbose).")
    var verbose = false

    @Option(
        help: ArgumentHelp(
            "Write each job's output under this folder instead of beside the job file (a build's work folder).",
            valueName: "folder"))
    var into: String?

    @Flag(help: "Print the job file's JSON Schema and stop.")
    var schema = false

    func run() async throws {
        if schema { return Console.print(JobFile.schema(), lines: true) }
        try JobPrinting.checkRunFlags(verify: verify, clean: clean, others: ["--force": force])
        let jobFile: JobFile
        do { jobFile = try JobFile(file, into: into) } catch { throw ValidationError("\(error)") }
        var failed: [String] = []
        for job in jobFile.jobs {
            if !quiet { Console.print("\(file) \(job.keyPath): tintype \(job.command) → \(job.output)") }
            do {
                if try !JobRunning.run(job, verify: verify, clean: clean, force: force, quiet: quiet, verbose: verbose) {
                    failed.append(job.keyPath)
                }
            } catch let usage as ValidationError {
                Console.error("tintype: \(job.keyPath): \(usage.message)")
                failed.append(job.keyPath)
            }
        }
        let count = "\(jobFile.jobs.count) job\(jobFile.jobs.count == 1 ? "" : "s")"
        guard failed.isEmpty else {
            Console.error(
                "tintype: \(file): \(failed.joined(separator: ", ")) of \(count) "
                    + (verify ? "not as the job file makes them" : "failed"))
            throw ExitCode.failure
        }
        if !quiet || verify { Console.print("\(file): \(count) " + (verify ? "verified" : "done")) }
    }
}
