extension Batch {
    /// Progress of a batch, as it happens. Events may arrive from several threads.
    public enum Event: Sendable {
        /// The folder was scanned: how many icons will be processed, and the files passed over, each with why.
        case scanned(icons: Int, skipped: [SkippedFile])
        /// One icon is done; `completed` counts the icons done so far.
        case iconFinished(Batch.IconReport, completed: Int, total: Int)
        /// A shared piece, the contact sheet or the manifest was written.
        case wrote(String)
        /// A warning about the whole set, not one icon (icons' warnings come with ``iconFinished(_:completed:total:)``).
        case warned(Warning)
        /// A shared piece, the contact sheet or the manifest could not be written: what and why.
        case failed(Batch.Failure)
        /// Icons given distinct names (``BatchOptions/renameClashes``), before any is made: each icon's
        /// files (relative to the input folder), the name the others clashed with, and the name it is
        /// written under. The manifest records each icon under its name, with its sources.
        case renamed([(files: [String], clashedWith: String, name: String)])
    }
}
