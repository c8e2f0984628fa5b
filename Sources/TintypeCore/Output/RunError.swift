/// A batch that could not start: a missing input folder, an unusable output folder, a clash.
public struct RunError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the batch could not start.
    public enum Reason: Hashable, Sendable {
        /// The output folder is the input folder.
        case outputIsInput
        /// The output folder contains the input folder.
        case outputContainsInput
        /// The input folder cannot be read (missing, not a folder, no permission).
        case inputUnreadable(ImageFileError.Problem)
        /// The output folder cannot be made.
        case outputUnusable(ImageFileError.Problem)
        /// The output folder's lock file cannot be made; the OS's reason.
        case outputNotWritable(String)
        /// Another batch is writing into the output folder; its process ID when known.
        case outputInUse(processID: Int?)
        /// The sizing options contradict each other; what is wrong.
        case sizing(IconSizing.Problem)
        /// A scale the layout cannot name (iOS has no `@1.5x`).
        case scaleNotInLayout(scale: Double, layout: String, allowed: [Double])
        /// An item smaller than the icon box: every icon would be cut off.
        case itemSmallerThanIconBox(item: PointSize, box: PointSize)
        /// Files an app icon set would replace that tintype did not write there, or that were edited since.
        case notWrittenByTintype([String])
        /// Vector output asked of a layout that has no vector form (plain iOS files).
        case noVectorForm(layout: String)
        /// The input folder holds no icon art: nothing to make (the files passed over, counted).
        case noIcons(passedOver: Int)
    }

    /// The folder concerned: the input for ``Reason/inputUnreadable(_:)`` and ``Reason/noIcons(passedOver:)``, the output otherwise.
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
        case .sizing(let problem): return problem.description
        case .scaleNotInLayout(let scale, let layout, let allowed):
            return "the \(layout) layout has no scale \(NumberText.shortest(scale)); it has "
                + allowed.map(NumberText.shortest).joined(separator: ", ")
        case .itemSmallerThanIconBox(let item, let box):
            return "the \(item) pt item is smaller than the \(box) pt icon box: every icon would be cut off"
        case .noVectorForm(let layout):
            return "the \(layout) layout has no vector form; vector icons go into the xcassets, android or web layout"
        case .noIcons(let passedOver):
            return "\(folder): no icon art in it (PNG, JPEG or SVG files)"
                + (passedOver > 0 ? "; \(passedOver) file\(passedOver == 1 ? "" : "s") passed over" : "") + "; nothing was written"
        case .notWrittenByTintype(let files):
            let shown = files.prefix(5).joined(separator: ", ") + (files.count > 5 ? " and \(files.count - 5) more" : "")
            return "\(folder): \(files.count) file(s) here that tintype did not write, or that were edited since, would be replaced: "
                + shown + "; nothing was written"
        }
    }
}
