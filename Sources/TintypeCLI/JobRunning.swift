import ArgumentParser
import Foundation
import Tintype

/// Runs one job, from a command line (`tintype batch`, `tintype appicon`) or a job file
/// (`tintype run`), and words what it reports: progress, warnings, what was written,
/// verified and cleaned, and the summary.
enum JobRunning {
    /// Runs `job` with the run's flags; true when it succeeded (its words are printed either way). An app
    /// icon set lists each file it writes only when `verbose` (else its summary line says how many).
    /// - Throws: `ValidationError` when a choice cannot work or the job refuses to start (a usage error).
    static func run(_ job: JobFile.Job, verify: Bool, clean: Bool, force: Bool, quiet: Bool, verbose: Bool = false) throws -> Bool {
        switch job.work {
        case .batch(let batch):
            return try runBatch(job, batch, verify: verify, clean: clean, force: force, quiet: quiet, verbose: verbose)
        case .appIcon(let appIcon):
            return try runSet(job, source: appIcon.run.source, verify: verify, clean: clean, force: force, quiet: quiet, verbose: verbose)
        case .splash(let splash):
            return try runSet(job, source: splash.run.source, verify: verify, clean: clean, force: force, quiet: quiet, verbose: verbose)
        }
    }

    /// Runs an app icon or launch screen job and words its events.
    private static func runSet(
        _ job: JobFile.Job, source: String, verify: Bool, clean: Bool, force: Bool, quiet: Bool, verbose: Bool
    ) throws -> Bool {
        let outcome: JobFile.Job.Outcome
        do {
            outcome = try job.run(verify: verify, clean: clean, force: force, workerExecutable: WorkerProgram.executable) { event in
                if case .appIcon(let event) = event { report(event, source: source, command: job.command, quiet: quiet, verbose: verbose) }
            }
        } catch AppIconRun.Refusal.singleAppOptions {
            throw ValidationError(
                "--name and --monochrome name one app; in a folder each master is named by its file, "
                    + "and NAME-monochrome.svg is its monochrome art")
        } catch let refusal as AppIconRun.Refusal {
            throw ValidationError("\(refusal)")
        } catch let refusal as LaunchScreenRun.Refusal {
            throw ValidationError("\(refusal)")
        } catch let problem as JobFile.Problem {
            throw usage(problem)
        } catch {
            Console.error("tintype: \(error)")
            return false
        }
        return job.succeeded(outcome)
    }

    /// A job's problem as a usage error naming the option: `--bar-width must be …`, as the other
    /// commands word a range, or `--style: …`.
    static func usage(_ problem: JobFile.Problem) -> ValidationError {
        if problem.key.isEmpty { return ValidationError(problem.reason) }
        return ValidationError("--\(problem.key)\(problem.reason.hasPrefix("must ") ? " " : ": ")\(problem.reason)")
    }

    /// Runs a batch and words its progress, summary, drift or cleaning.
    private static func runBatch(
        _ job: JobFile.Job, _ batch: BatchJob, verify: Bool, clean: Bool, force: Bool, quiet: Bool, verbose: Bool
    ) throws -> Bool {
        let progress = BatchProgress(quiet: quiet || batch.json || verify, dryRun: batch.dryRun, verbose: verbose)
        let outcome: JobFile.Job.Outcome
        do {
            outcome = try job.run(verify: verify, clean: clean, force: force, workerExecutable: WorkerProgram.executable) { event in
                if case .batch(let event) = event { progress.handle(event) }
            }
        } catch let problem as JobFile.Problem {
            progress.finish()
            throw usage(problem)
        } catch {
            progress.finish()
            Console.error("tintype: \(error)")
            return false
        }
        progress.finish()
        switch outcome {
        case .batchVerified(let summary, let drift):
            for failure in summary.failures { Console.error("tintype: \(failure)") }
            _ = JobPrinting.reportDrift(drift, output: batch.output, files: summary.upToDate + drift.count)
        case .batch(let summary, let cleaned):
            if clean { JobPrinting.reportCleaning(cleaned, output: batch.output, quiet: quiet || batch.json) }
            report(summary, of: batch, quiet: quiet)
        case .appIcons: break
        }
        return job.succeeded(outcome)
    }

    /// A batch's summary: JSON, or the families, a dry run's files and the summary line; and
    /// what `strict` makes of its warnings.
    private static func report(_ summary: Batch.Summary, of batch: BatchJob, quiet: Bool) {
        if batch.json {
            do { Console.print(try summary.json(), lines: true) } catch { Console.error("tintype: \(error)") }
        } else if !quiet {
            for (family, count) in summary.families.sorted(by: { $0.key < $1.key }) {
                // A shared grid is named by its shared side ("512 tall SVG"), a shared canvas by its size ("24x24 SVG").
                let shared = family.contains(" tall ") || family.contains(" wide ") ? "a grid \(family)" : "the canvas \(family)"
                Console.error("note: \(count) icons share \(shared): sized as one family, at one scale factor")
                if let crisp = summary.crispBoxes[family] {
                    let scales = crisp.softScales.map { "@\(NumberText.shortest($0))x" }.joined(separator: ", ")
                    let box = NumberText.shortest(crisp.box)
                    Console.error(
                        "note: its grid falls between pixels at \(scales) (soft edges); --icon-size \(box) would put it on "
                            + "whole pixels at every scale")
                }
            }
            if batch.dryRun { for path in summary.written { Console.print("would write \(path)") } }
            Console.print(BatchCommand.summaryLine(summary))
        }
        if batch.strict && summary.failed == 0 && summary.warnings > 0 {
            Console.error("tintype: \(summary.warnings) warning\(summary.warnings == 1 ? "" : "s"), and --strict makes warnings failures")
        }
    }

    /// Words one event of an app icon run: what it made on standard output, notes, warnings
    /// and errors on standard error (`source` is the master or folder, as given); each file written only when `verbose`.
    private static func report(_ event: AppIconRun.Event, source: String, command: String, quiet: Bool, verbose: Bool) {
        switch event {
        case .passedOver(let skipped): Console.error("note: passed over \(source)/\(skipped)")
        case .conflict(let conflict): Console.error("error: \(source)/\(conflict)")
        case .app(let name, let master): Console.print("\(name): \(source)/\(master)")
        case .warning(let warning): Console.error(warning.line(command: command))
        case .drift(let drift, let output, let files): _ = JobPrinting.reportDrift(drift, output: output, files: files)
        case .refused(let error):
            // Only files Tintype did not write, or that were edited since, are --force's to replace.
            if case .notWrittenByTintype = error.reason {
                Console.error("tintype: \(error) (--force replaces them)")
            } else {
                Console.error("tintype: \(error)")
            }
        case .stage(let step): if !quiet { Console.error("\(step)…") }
        case .wrote(let path): if verbose && !quiet { Console.print("wrote \(path)") }
        case .project(let folder, let frameworks):
            if !quiet { Console.print("project \(folder): \(frameworks.map(\.rawValue).joined(separator: ", "))") }
        case .planned(let path, let reason, let change): Console.print(change ? "would write \(path): \(reason)" : "unchanged \(path)")
        case .made(let files, let written, let upToDate):
            if !quiet { Console.print("\(files) files: \(written) written, \(upToDate) up to date") }
        case .cleaned(let outcome, let output): JobPrinting.reportCleaning(outcome, output: output, quiet: quiet)
        case .breach(let breach, let output): Console.error("error: \(output)/\(breach)")
        case .failed(_, let error): Console.error("tintype: \(error)")
        case .finished(let apps, let failed):
            Console.print("\(apps) app\(apps == 1 ? "" : "s"): \(apps - failed) made, \(failed) failed")
        }
    }
}
