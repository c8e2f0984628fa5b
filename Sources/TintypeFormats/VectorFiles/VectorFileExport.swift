/// SVG icons written as Android VectorDrawables or as plain SVG, each drawing exactly what its art draws or
/// refused by name (`tintype vector`'s work; the command only reads its options and prints the events).
///
/// Each file is read into the SVG tree (styles resolved, `currentColor` given its colour, `<use>` expanded)
/// and written whole (atomically) into the output folder as `NAME.xml` or `NAME.svg`. Nothing is written for a
/// file the tree or the format cannot draw exactly, nor for a second file whose output name (compared without
/// case, as a case-insensitive file system does) another already took.
package struct VectorFileExport: Sendable {
    /// The file written for each SVG.
    package enum Format: String, Sendable, CaseIterable {
        /// `NAME.xml`, a VectorDrawable whose name is a valid Android resource name R.java can hold.
        case android
        /// `NAME.svg`, plain SVG 1.1 without `<style>`, classes, `currentColor`, `<use>` or text.
        case svg
    }

    /// What happened to one file, told as it happens.
    package enum Event: Sendable {
        /// `path` was written from `file`.
        case wrote(file: String, path: String)
        /// `file` is written under `name`, not its own: R.java names a resource after its file, and `reason`
        /// says why its own name is not a Java identifier.
        case renamed(file: String, name: String, reason: String)
        /// Nothing was written for `file`, for `refusal`'s reason.
        case refused(VectorDocument.Refusal)
        /// Nothing was written for `file`: its output name `name` is `other`'s, written before it.
        case clashed(file: String, name: String, other: String)
    }

    /// What a run wrote and refused.
    package struct Summary: Sendable, Equatable {
        /// The SVG files read.
        package var files = 0
        /// The files written.
        package var written = 0
        /// How many files each feature (`a filter`, `a name clash`) kept from being written.
        package var refused: [String: Int] = [:]

        /// The files refused.
        package var refusedCount: Int { refused.values.reduce(0, +) }

        /// `3 SVG files: 2 written, 1 refused (1 a filter)`.
        package var line: String {
            let reasons = refused.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
            return "\(files) SVG file\(files == 1 ? "" : "s"): \(written) written, \(refusedCount) refused"
                + (reasons.isEmpty ? "" : " (\(reasons.joined(separator: ", ")))")
        }
    }

    /// The SVG files named by `inputs` (a file, or every `.svg` at the top of a folder, sorted), and a note for
    /// each entry of a folder passed over (subfolders are not entered).
    package static func files(_ inputs: [String]) -> (files: [String], notes: [String]) {
        var files: [String] = []
        var notes: [String] = []
        for input in inputs {
            guard FileBytes.kind(of: input) == .folder else {
                files.append(input)
                continue
            }
            let walk = FolderWalk(input, passOver: { _ in TopOnly() })
            notes += walk.skipped.map { "passed over \(input)/\($0)" }
            files += walk.files.filter { $0.lowercased().hasSuffix(".svg") }.sorted().map { input + "/" + $0 }
        }
        return (files, notes)
    }

    /// The format written.
    package var format: Format
    /// The colour `currentColor` stands for.
    package var currentColor: StraightColor
    /// A VectorDrawable's longer side in dp (the other keeps the art's proportions); nil for the SVG's own size.
    package var longerSide: Double?
    /// The readers' limits: an SVG larger than their SVG bytes is refused unread.
    package var limits: ImageDecoder.Limits

    /// A run writing `format`.
    package init(format: Format, currentColor: StraightColor, longerSide: Double? = nil, limits: ImageDecoder.Limits = .default) {
        self.format = format
        self.currentColor = currentColor
        self.longerSide = longerSide
        self.limits = limits
    }

    /// Writes each of `files` into `folder` (made if missing), in order, telling `events` what happens to each.
    /// - Throws: ``ImageFileError`` when `folder` cannot be made; a file that cannot be read, drawn exactly or
    ///   written is refused (an event), and the run goes on.
    package func run(_ files: [String], into folder: String, events: (Event) -> Void) throws(ImageFileError) -> Summary {
        try FileBytes.createFolder(folder)
        var summary = Summary(files: files.count)
        var taken: [String: String] = [:]
        for file in files {
            let (name, renamed) = outputName(file)
            if let renamed { events(.renamed(file: file, name: name, reason: renamed)) }
            if let other = taken[name.lowercased()] {
                summary.refused["a name clash", default: 0] += 1
                events(.clashed(file: file, name: name, other: other))
                continue
            }
            taken[name.lowercased()] = file
            do {
                try write(file, to: folder + "/" + name)
                summary.written += 1
                events(.wrote(file: file, path: folder + "/" + name))
            } catch {
                summary.refused[error.feature, default: 0] += 1
                events(.refused(error))
            }
        }
        return summary
    }

    /// `name.xml` (a valid Android resource name that R.java can name: `ic_` before a leading digit or a Java
    /// keyword, with the reason) or `name.svg`.
    private func outputName(_ file: String) -> (name: String, renamed: String?) {
        let stem = FileNameStem.of(file)
        switch format {
        case .android:
            let name = AndroidResourceName.of(stem)
            guard let identifier = AndroidResourceName.javaIdentifier(name) else { return (name + ".xml", nil) }
            let why = name.first?.isNumber == true ? "begins with a digit" : "is a Java keyword"
            return (identifier + ".xml", "R.java names a resource by its file name, which must be a Java identifier (\(name) \(why))")
        case .svg: return (stem + ".svg", nil)
        }
    }

    /// Reads, converts and writes one file.
    /// - Throws: a refusal for what cannot be drawn exactly, or for a file that cannot be read or written.
    private func write(_ file: String, to path: String) throws(VectorDocument.Refusal) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(file, maximumBytes: limits.maximumSVGBytes) } catch {
            throw VectorDocument.Refusal(file: file, element: "", feature: "unreadable", reason: "\(error.problem)")
        }
        let document = try VectorDocument(svg: bytes, file: file, currentColor: currentColor)
        let text: String
        switch format {
        case .android:
            let scale = longerSide.map { $0 / max(document.size.width, document.size.height) }
            let dp = scale.map { PointSize(width: document.size.width * $0, height: document.size.height * $0) }
            text = try VectorDrawableWriter.xml(document, file: file, size: dp)
        case .svg: text = try SVGWriter.svg(document, file: file)
        }
        do { try FileBytes.writeAtomically(Array(text.utf8), to: path) } catch {
            throw VectorDocument.Refusal(file: file, element: "", feature: "unwritable", reason: "\(error)")
        }
    }
}

/// A subfolder of a folder given to `vector`: only the folder's top is read.
private struct TopOnly: SkippedFile.Reason {
    var isUnreadable: Bool { false }
    var description: String { "a folder: vector reads the top of each folder given" }
}
