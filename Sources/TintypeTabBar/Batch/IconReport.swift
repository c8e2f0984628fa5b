extension Batch {
    /// What happened to one icon.
    public struct IconReport: Hashable, Sendable {
        /// The icon's name (`chat` for `chat@2x.png`).
        public var name: String
        /// Files written (or, in a dry run, that would be), relative to the output folder.
        public var written: [String]
        /// Files that were already current.
        public var upToDate: Int
        /// What the icon's files had to change, each naming its file; on an up-to-date
        /// run, the warnings the manifest recorded for the files left alone.
        public var warnings: [Warning]
        /// Why the icon failed, when it did.
        public var failure: Batch.Failure.Reason?
    }
}
