extension Batch {
    /// The outcome of a batch run.
    public struct Summary: Hashable, Sendable, Encodable {
        /// Icons found and processed.
        public var icons: Int
        /// Files written (in a dry run, that would be).
        public var filesWritten: Int
        /// Files already current, left untouched.
        public var upToDate: Int
        /// Failures of every kind: icons, and shared pieces, the contact sheet or the manifest.
        public var failed: Int
        /// The icons among ``failed``.
        public var failedIcons = 0
        /// Warnings given, over all icons and the set: the length of ``warningDetails``.
        public var warnings: Int
        /// Every warning given, icons' in the icons' order, then the set's.
        public var warningDetails: [Warning] = []
        /// Files and folders of the input passed over (not art, unreadable, odd names).
        public var skippedFiles: Int
        /// Wall time of the run.
        public var seconds: Double
        /// `icons / seconds`.
        public var iconsPerSecond: Double
        /// True when nothing was written: the counts say what would have been.
        public var dryRun: Bool
        /// Every file written (or that would be), relative to the output folder.
        public var written: [String]
        /// Every failure, icons' first (in the icons' order), then the set's files'.
        public var failures: [Batch.Failure] = []
        /// Icon files whose art extends past the item canvas and was cut off, relative to the output folder.
        public var clipped: [String] = []
        /// The canvases icons shared, each with how many icons were sized as its family (SPEC §9.6):
        /// `["16x16 SVG": 23]`.
        public var families: [String: Int] = [:]
        /// The families whose grid falls between pixels at some scale, each with the icon box nearby
        /// that would put it on whole pixels at every scale (SPEC §9.6).
        public var crispBoxes: [String: Batch.CrispBox] = [:]

        /// Each failure in one line (``failures`` worded).
        public var errors: [String] { failures.map(\.description) }

        /// Counts a failure that is not an icon's, records it and reports it as it happens.
        mutating func fail(_ failure: Batch.Failure, progress: (Batch.Event) -> Void) {
            failed += 1
            failures.append(failure)
            progress(.failed(failure))
        }

        /// True when nothing needed writing.
        public var nothingToDo: Bool { filesWritten == 0 && failed == 0 }
    }
}

extension Batch.Summary {
    /// The summary of the icons' `results`, before the set's own files are written.
    init(_ results: [(record: BatchManifest.Icon, report: Batch.IconReport)], skippedFiles: Int, dryRun: Bool) {
        self.init(
            icons: results.count, filesWritten: 0, upToDate: 0, failed: 0, warnings: 0, skippedFiles: skippedFiles,
            seconds: 0, iconsPerSecond: 0, dryRun: dryRun, written: [])
        for (record, report) in results {
            if let family = record.family { families[family, default: 0] += 1 }
            clipped += record.files.filter { $0.clipped == true }.map(\.path)
            written += report.written
            upToDate += report.upToDate
            warningDetails += report.warnings
            if let reason = report.failure {
                failed += 1
                failedIcons += 1
                failures.append(Batch.Failure(.icon, icon: report.name, reason: reason))
            }
        }
    }

    /// Sets the counts that follow from the lists, and the time since `started`.
    mutating func finish(startedAt started: ContinuousClock.Instant) {
        filesWritten = written.count
        warnings = warningDetails.count
        let elapsed = ContinuousClock.now - started
        seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        iconsPerSecond = seconds > 0 ? Double(icons) / seconds : 0
    }
}

extension Batch.Summary {
    /// The summary as `tintype batch --json` prints it: pretty, keys sorted.
    /// - Throws: When a count or time is not a finite number.
    package func json() throws(JSONByteWriter.NonFiniteNumber) -> String {
        var json = JSONByteWriter(pretty: true)
        json.beginObject()
        json.member("clipped", array: { json in for path in clipped { json.string(path) } })
        try json.objectMember("crispBoxes") { json throws(JSONByteWriter.NonFiniteNumber) in
            for (family, crisp) in crispBoxes.sorted(by: { $0.key < $1.key }) {
                json.key(family)
                json.beginObject()
                try json.member("box", crisp.box)
                try json.member("softScales") { json throws(JSONByteWriter.NonFiniteNumber) in
                    for scale in crisp.softScales { try json.number(scale) }
                }
                json.endObject()
            }
        }
        json.member("dryRun", dryRun)
        json.member("failed", failed)
        json.member("failedIcons", failedIcons)
        json.member(
            "failures",
            array: { json in
                for failure in failures {
                    json.beginObject()
                    json.member("icon", failure.icon)
                    json.member("part", failure.part.rawValue)
                    json.member("reason", failure.reason.description)
                    json.endObject()
                }
            })
        json.objectMember(
            "families",
            { json in
                for (canvas, count) in families.sorted(by: { $0.key < $1.key }) { json.member(canvas, count) }
            })
        json.member("filesWritten", filesWritten)
        json.member("icons", icons)
        try json.member("iconsPerSecond", iconsPerSecond)
        try json.member("seconds", seconds)
        json.member("skippedFiles", skippedFiles)
        json.member("upToDate", upToDate)
        try json.member("warningDetails") { json throws(JSONByteWriter.NonFiniteNumber) in
            for warning in warningDetails { try warning.write(to: &json) }
        }
        json.member("warnings", warnings)
        json.member("written", array: { json in for path in written { json.string(path) } })
        json.endObject()
        return json.text
    }
}
