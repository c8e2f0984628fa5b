import ArgumentParser
import Tintype

/// What `appicon` and `splash` share for running a set: replacing, wording, verifying, cleaning,
/// and the command line as a job file; and running their job with them.
struct SetRunOptions: ParsableArguments {
    @Flag(help: "Replace files here that tintype did not write, or that were edited since.")
    var force = false

    @Flag(name: .shortAndLong, help: "Print only warnings, errors and what --verify finds (no summary line).")
    var quiet = false

    @Flag(help: "Also list each file written (by default a summary line says how many).")
    var verbose = false

    @Flag(
        help:
            "Write nothing; list each file that is missing, stale (its art changed) or edited by hand, and exit 1 if any (for CI)."
    )
    var verify = false

    @Flag(
        help:
            "Then remove the files an earlier set wrote here that this one no longer makes (never a file tintype did not write or that was edited since)."
    )
    var clean = false

    @Flag(
        help:
            "Print this command line as a job file for 'tintype run', and do nothing else (paths as given: save it in this folder)."
    )
    var printJob = false

    @Option(
        help: ArgumentHelp(
            "Save this command line as a job file at FILE, its paths relative to FILE's folder, and do nothing else.",
            valueName: "file"))
    var saveJob: String?

    /// Prints or saves `command`'s line as a job file when asked; else runs `job` with these flags.
    /// - Throws: `ExitCode.failure` when the set was not made or failed its check; usage errors.
    func run(_ command: JobFile.Command, job: @autoclosure () throws -> JobFile.Job) throws {
        if printJob { return try JobPrinting.printJob(command: command.rawValue) }
        if let saveJob { return try JobPrinting.saveJob(command: command.rawValue, to: saveJob) }
        try JobPrinting.checkRunFlags(verify: verify, clean: clean, others: ["--force": force])
        let made = try JobRunning.run(try job(), verify: verify, clean: clean, force: force, quiet: quiet, verbose: verbose)
        if !made { throw ExitCode.failure }
    }
}
