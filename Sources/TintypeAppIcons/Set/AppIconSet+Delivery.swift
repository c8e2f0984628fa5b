extension AppIconSet {
    /// How ``deliver(to:verify:force:clean:events:)`` ended.
    package enum Delivery {
        /// Verified (true when nothing differs), or refused because files tintype did not write would be replaced.
        case finished(Bool)
        /// Written (and cleaned when asked): the set is in place, to be checked.
        case written
    }

    /// Puts the set in `output` as a run asks and tells what happens: with `verify`, the files that
    /// differ; else the files written (over files tintype did not write only with `force`), the
    /// summary, and with `clean` what an earlier set left that this one no longer makes.
    /// - Throws: ``RunError`` when the folder cannot be used.
    package func deliver(
        to output: String, verify: Bool, force: Bool, clean: Bool, events: (AppIconRun.Event) -> Void
    ) throws(RunError) -> Delivery {
        if verify {
            let drift = drift(in: output)
            events(.drift(drift, output: output, files: files.count))
            return .finished(drift.isEmpty)
        }
        let outcome: WriteOutcome
        do throws(RunError) {
            outcome = try write(to: output, force: force)
        } catch {
            guard case .notWrittenByTintype = error.reason else { throw error }
            events(.refused(error))
            return .finished(false)
        }
        for file in outcome.written { events(.wrote(output + "/" + file)) }
        events(.made(files: files.count, written: outcome.written.count, upToDate: outcome.upToDate.count))
        if clean { events(.cleaned(try removeObsolete(in: output), output: output)) }
        return .written
    }
}
