import TintypeSupport

extension AppIconRun {
    /// `--project`: the icons of ``source`` drawn into the app project at `folder` where its
    /// frameworks read them (``AppProject``), at their own sizes and formats, with the
    /// configuration that names them, and the record at the project's top
    /// (``AppIconSet/projectRecordName``): a project's own icon is replaced the first time, a file
    /// edited by hand since Tintype wrote it stops the run unless ``force``, a rerun with the same
    /// master changes nothing; ``dryRun`` lists what would change and why. False when refused.
    func makeProject(_ folder: String, events: (Event) -> Void) throws -> Bool {
        let project = try AppProject(folder: folder, framework: framework)
        events(.project(folder: folder, frameworks: project.frameworks))
        // Every kind of image a project may hold is drawn from the master: every platform's grounds.
        var run = self
        run.platforms = AppIconPlatform.allCases
        run.proofSheet = true
        let made = try run.painted(master: source, monochrome: monochrome, name: name ?? AppIconFolder.appName(source)).made
        for warning in made.warnings { events(.warning(warning)) }
        for note in project.notes { events(.warning(Warning(.projectLeft, file: folder, message: "\(folder): \(note)"))) }
        let set = try project.drawn(by: made.painter, compression: compression)
        if dryRun {
            let record = AppIconSet.record(in: folder, named: AppIconSet.projectRecordName)
            for (file, planned) in zip(set.files, project.files) {
                let claim = record.claim(file.path, in: folder, writing: file.bytes)
                let edited = claim == .foreign && record.paths.contains(file.path)
                let reason = edited ? planned.reason + "; edited by hand since Tintype wrote it: --force replaces it" : planned.reason
                events(.planned(path: file.path, reason: reason, change: claim != .same))
            }
            return true
        }
        do throws(RunError) {
            let outcome = try set.write(to: folder, force: force, adopting: true)
            for path in outcome.written { events(.wrote(path)) }
            events(.made(files: set.files.count, written: outcome.written.count, upToDate: outcome.upToDate.count))
            return true
        } catch {
            events(.refused(error))
            return false
        }
    }
}
