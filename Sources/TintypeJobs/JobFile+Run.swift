extension JobFile.Job {
    /// What a job reports while it runs, in order: a batch's progress, or an app icon run's events.
    public enum Event: Sendable {
        /// A batch's progress.
        case batch(Batch.Event)
        /// An app icon run's event, or a launch screen run's (told alike).
        case appIcon(AppIconRun.Event)
    }

    /// How a job ended.
    public enum Outcome: Sendable {
        /// A batch ran: its summary, and what `clean` removed (nil when not asked, or when the
        /// run failed and nothing was removed).
        case batch(Batch.Summary, cleaned: OutputRecord.Cleaning?)
        /// A batch was verified: its summary, and the files that differ from what it makes.
        case batchVerified(Batch.Summary, drift: [OutputRecord.DriftedFile])
        /// App icons or launch screens were made (or verified): true when every set was made and passed its check.
        case appIcons(made: Bool)
    }

    /// Runs the job as `tintype run` does: `verify` writes nothing and finds what differs,
    /// `clean` then removes what an earlier run wrote that the job no longer makes, `force`
    /// replaces outputs edited since. SVG is rendered in worker processes of
    /// `workerExecutable` (a program that calls `SVGWorker.serveIfAsked()` first), or in this
    /// process when it is nil or the job renders in process.
    /// - Returns: How it ended; ``succeeded(_:)`` says whether that is a success.
    /// - Throws: ``JobFile/Problem`` when a choice cannot work, `RunError` or
    ///   ``AppIconRun/Refusal`` when the job cannot start, or what reading a single master threw.
    public func run(
        verify: Bool = false, clean: Bool = false, force: Bool = false, workerExecutable: String? = nil,
        events: @escaping @Sendable (Event) -> Void = { _ in }
    ) throws -> Outcome {
        switch work {
        case .batch(let job):
            var options = try job.options()
            options.force = force
            // A worker kept for each of the batch's threads: more jobs than cores must not start a worker a render.
            options.svgRendering = job.limits.rendering(
                executable: workerExecutable, workers: max(options.jobs, BatchOptions.processorCount))
            if verify {
                let verified = try Batch.verify(options)
                return .batchVerified(verified.summary, drift: verified.drift)
            }
            if clean {
                let ran = try Batch.runAndClean(options) { events(.batch($0)) }
                return .batch(ran.summary, cleaned: ran.cleaned)
            }
            return .batch(try Batch.run(options) { events(.batch($0)) }, cleaned: nil)
        case .appIcon(let job):
            var run = try job.prepared(workerExecutable: workerExecutable)
            (run.force, run.clean, run.verify) = (force, clean, verify)
            return .appIcons(made: try run.run { events(.appIcon($0)) })
        case .splash(let job):
            var run = try job.prepared(workerExecutable: workerExecutable)
            (run.force, run.clean, run.verify) = (force, clean, verify)
            return .appIcons(made: try run.run { events(.appIcon($0)) })
        }
    }

    /// Whether `outcome` of this job is a success: nothing failed, nothing drifted, and for a
    /// strict batch, no warning.
    public func succeeded(_ outcome: Outcome) -> Bool {
        switch outcome {
        case .batch(let summary, _):
            guard case .batch(let job) = work, job.strict else { return summary.failed == 0 }
            return summary.failed == 0 && summary.warnings == 0
        case .batchVerified(let summary, let drift): return summary.failed == 0 && drift.isEmpty
        case .appIcons(let made): return made
        }
    }
}
