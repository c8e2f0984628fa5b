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
    public var warnings: [BatchWarning]
    /// Why the icon failed (with the file it concerns), when it did.
    public var error: String?
}

/// Progress of a batch, as it happens. Events may arrive from several threads.
public enum BatchEvent: Sendable {
    /// The folder was scanned: how many icons will be processed, and the files passed over.
    case scanned(icons: Int, skipped: [String])
    /// One icon is done; `completed` counts the icons done so far.
    case iconFinished(IconReport, completed: Int, total: Int)
    /// A shared piece, the contact sheet or the manifest was written.
    case wrote(String)
    /// A warning about the whole set, not one icon (icons' warnings come with ``iconFinished(_:completed:total:)``).
    case warned(BatchWarning)
    /// A shared piece, the contact sheet or the manifest could not be written: what and why.
    case failed(String)
}

/// The outcome of a batch run.
public struct BatchSummary: Hashable, Sendable, Codable {
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
    public var warningDetails: [BatchWarning] = []
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
    /// One line per failed icon: its name and why.
    public var errors: [String]
    /// Icon files whose art extends past the item canvas and was cut off, relative to the output folder.
    public var clipped: [String] = []
    /// The canvases icons shared, each with how many icons were sized as its family (SPEC §9.6):
    /// `["16x16 SVG": 23]`.
    public var families: [String: Int] = [:]

    /// Counts a failure that is not an icon's, records it and reports it as it happens.
    mutating func fail(_ message: String, progress: (BatchEvent) -> Void) {
        failed += 1
        errors.append(message)
        progress(.failed(message))
    }

    /// True when nothing needed writing.
    public var nothingToDo: Bool { filesWritten == 0 && failed == 0 }
}

/// A batch that could not start: a missing input folder, an unusable output folder, a clash.
public struct BatchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the batch could not start.
    public enum Reason: Hashable, Sendable {
        /// The output folder is the input folder.
        case outputIsInput
        /// The output folder contains the input folder.
        case outputContainsInput
        /// The input folder cannot be read (missing, not a folder, no permission).
        case inputUnreadable(ImageFileProblem)
        /// The output folder cannot be made.
        case outputUnusable(ImageFileProblem)
        /// The output folder's lock file cannot be made; the OS's reason.
        case outputNotWritable(String)
        /// Another batch is writing into the output folder; its process ID when known.
        case outputInUse(processID: Int?)
        /// The sizing options contradict each other; what is wrong.
        case sizing(String)
    }

    /// The folder concerned: the input for ``Reason/inputUnreadable(_:)``, the output otherwise.
    public var folder: String
    /// Why.
    public var reason: Reason

    /// An error about `folder`.
    public init(folder: String, reason: Reason) {
        self.folder = folder
        self.reason = reason
    }

    /// The message the command line prints, naming the folder.
    public var description: String {
        switch reason {
        case .outputIsInput: return "the output folder must not be the input folder (\(folder))"
        case .outputContainsInput:
            return "the output folder \(folder) contains the input folder; choose a folder outside it or inside the input"
        case .inputUnreadable(let problem): return "\(folder): cannot read the input folder (\(problem))"
        case .outputUnusable(let problem): return "\(folder): \(problem)"
        case .outputNotWritable(let reason):
            return "\(folder): cannot write in the output folder (its lock file, \(OutputLock.fileName)): \(reason)"
        case .outputInUse(let processID):
            return "\(folder): the output folder is in use by another tintype batch"
                + (processID.map { " (process \($0))" } ?? "") + "; run again when it has finished"
        case .sizing(let problem): return problem
        }
    }
}
