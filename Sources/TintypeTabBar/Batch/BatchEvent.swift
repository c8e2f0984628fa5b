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
    }
}
