import TintypeSupport

extension Batch {
    /// An earlier run's files that this run no longer makes (SPEC §8.4): another layout's, a removed
    /// icon's, a page of the contact sheet no longer drawn.
    struct LeftBehind {
        /// The ones still holding the bytes recorded for them: kept on record in the manifest, so
        /// that a later `--clean` removes them.
        var files: [BatchManifest.File] = []
        /// The warning naming them; nil when there are none, or only a failed icon's (not obsolete: the
        /// icon is made again once it reads).
        var warning: Warning?
        /// What cleaning removed and kept, when this run cleans.
        var cleaning: OutputRecord.Cleaning?
    }

    /// What of `folder`'s earlier files a run that made the files `made` left behind. With
    /// `cleaning`, they are removed (``OutputRecord/removeObsolete(in:keeping:)``: only files that
    /// hold their recorded bytes) instead. A dry run leaves and records nothing.
    /// - Parameters:
    ///   - failed: The icons that failed this run: their earlier files stay on record, unnamed.
    ///   - layout: This run's layout, named in the warning when the earlier run had another.
    static func leftBehind(
        made: Set<String>, in folder: OutputFolder, failed: Set<String>, cleaning: Bool, layout: OutputLayout, dryRun: Bool
    ) -> LeftBehind {
        guard !dryRun else { return LeftBehind() }
        // The last run's record (its manifest, or a killed run's journal), as the store that decides what is current holds it.
        let store = folder.store
        if cleaning { return LeftBehind(cleaning: store.record.removeObsolete(in: folder.path, keeping: made)) }
        let earlier = store.previous.keys.filter { !made.contains($0) }.sorted()
        // Those still holding the bytes recorded for them (`stale` to the record): missing, edited or behind a link, they are not kept.
        var left = LeftBehind()
        left.files = store.record.drift(of: earlier, in: folder.path).filter { $0.reason == .stale }.map { store.previous[$0.path]! }
        let failedFiles = Set((folder.previous?.icons ?? []).filter { failed.contains($0.name) }.flatMap { $0.files.map(\.path) })
        let named = left.files.map(\.path).filter { !failedFiles.contains($0) }
        guard !named.isEmpty else { return left }
        let earlierLayout = folder.previous.map(\.layout).flatMap { $0 == layout ? nil : $0 }
        let listed = named.prefix(3).joined(separator: ", ") + (named.count > 3 ? ", …" : "")
        left.warning = Warning(
            .leftBehind,
            message: "\(named.count) file\(named.count == 1 ? "" : "s") an earlier run wrote here"
                + (earlierLayout.map { " in the \($0.rawValue) layout" } ?? "")
                + " \(named.count == 1 ? "is" : "are") no longer made and stay as \(named.count == 1 ? "it was" : "they were"): \(listed)")
        return left
    }
}
