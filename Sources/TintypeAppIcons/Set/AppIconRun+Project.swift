import TintypeSupport

extension AppIconRun {
    /// `--project`: the icons of ``source`` drawn into the app project at `folder` where its
    /// frameworks read them (``AppProject``), at their own sizes and formats, with the
    /// configuration that names them, and the record at the project's top
    /// (``AppIconSet/projectRecordName``): a project's own icon is replaced the first time, a file
    /// edited by hand since Tintype wrote it stops the run unless ``force``, a rerun with the same
    /// master changes nothing; ``dryRun`` lists what would change and why, drawing nothing
    /// (``plannedWithoutDrawing(_:in:inputs:events:)``). False when refused.
    /// A project run killed while it wrote, finished first (so that what is planned is what an uninterrupted
    /// run would see); with ``dryRun`` or ``verify``, which write nothing, only said. The files its journal names.
    private func finishInterrupted(_ folder: String, events: (Event) -> Void) throws(RunError) -> [String] {
        let pending = AppIconSet.pendingRenames(in: folder, recordFile: AppIconSet.projectRecordName)
        guard !pending.isEmpty else { return [] }
        if dryRun || verify {
            events(
                .warning(
                    Warning(
                        .projectLeft, file: folder,
                        message: "\(folder): a run was killed while it wrote \(pending.count) file\(pending.count == 1 ? "" : "s"); "
                            + "the next run that writes finishes it first")))
        } else {
            let lock = try OutputLock(folder: folder)
            _ = try withExtendedLifetime(lock) { () throws(RunError) in
                try AppIconSet.finishInterruptedWrite(in: folder, recordFile: AppIconSet.projectRecordName)
            }
        }
        return pending
    }

    /// `--verify`: the files of `set` that `folder` does not hold as the run makes them, and what an interrupted
    /// run had begun (`pending`) that the plan no longer names (its edit already in place) and is not there; true when none.
    private static func verified(_ set: AppIconSet, in folder: String, pending: [String], events: (Event) -> Void) -> Bool {
        let planned = Set(set.files.map(\.path))
        let unfinished = pending.filter { !planned.contains($0) && ConfinedFolder(folder).kind(of: $0) == nil }
        let drift = set.drift(in: folder) + unfinished.map { OutputRecord.DriftedFile(path: $0, reason: .missing) }
        events(.drift(drift, output: folder, files: set.files.count + unfinished.count))
        return drift.isEmpty
    }

    func makeProject(_ folder: String, events: (Event) -> Void) throws -> Bool {
        let pending = try finishInterrupted(folder, events: events)
        let ground: StraightColor? = if backgroundChosen, case .solid(let colour) = design.background { colour } else { nil }
        let project = try AppProject(folder: folder, framework: framework, background: ground)
        events(.project(folder: folder, frameworks: project.frameworks))
        for note in project.notes { events(.warning(Warning(.projectLeft, file: folder, message: "\(folder): \(note)"))) }
        let inputs = try projectInputs()
        if dryRun {
            plannedWithoutDrawing(project, in: folder, inputs: inputs, events: events)
            return true
        }
        // Every kind of image a project may hold is drawn from the master: every platform's grounds.
        var run = self
        run.platforms = AppIconPlatform.allCases
        run.proofSheet = true
        let appName = name ?? AppIconFolder.appName(source)
        let (bundle, masterBytes, monochromeBytes, made) = try run.painted(master: source, monochrome: monochrome, name: appName)
        for warning in made.warnings { events(.warning(warning)) }
        // An Icon Composer bundle is written as --platform icon writes one: a bundle master's own layers, else the glyph and its fill.
        var iconBundle: [AppIconSet.File] = []
        if project.files.contains(where: { $0.content == .iconBundle }) {
            var treeWarnings: [Warning] = []
            let vectors = run.vectors(master: masterBytes, monochrome: monochromeBytes, warnings: &treeWarnings)
            var set = try AppIconSet.make(made.painter, platforms: [.icon], name: appName, vectors: vectors)
            if let bundle { set = try set.withBundle(bundle, limits: limits) }
            for warning in treeWarnings + set.warnings { events(.warning(warning)) }
            iconBundle = set.files
        }
        var set = try project.drawn(by: made.painter, bundle: iconBundle, compression: compression)
        set.inputs = inputs
        if verify { return Self.verified(set, in: folder, pending: pending, events: events) }
        do throws(RunError) {
            let outcome = try set.write(to: folder, force: force, adopting: true)
            for path in outcome.written { events(.wrote(path)) }
            // The contrast rule on the ground the framework really draws (Expo's adaptive backgroundColor, kept without --background).
            for found in AppIconCheck.groundBreaches(folder, rendering: rendering) {
                events(
                    .warning(Warning(.lowContrast, file: folder + "/" + found.file, message: "\(folder)/\(found.file): \(found.detail)")))
            }
            events(.made(files: set.files.count, written: outcome.written.count, upToDate: outcome.upToDate.count))
            return true
        } catch {
            events(.refused(error))
            return false
        }
    }
}
