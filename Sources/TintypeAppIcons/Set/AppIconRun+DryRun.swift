import TintypeSupport

extension AppIconRun {
    /// The digest of everything a project run's files are made from (``AppIconSet/inputs``): the tool's version,
    /// the master's bytes (every file of a bundle master), the monochrome art's, the background picture's pixels,
    /// and every choice that changes a pixel (what each file of the plan holds is judged on the file: a configuration's
    /// edit on its bytes, a PNG's size on its header). Reads the inputs; draws nothing.
    /// - Throws: `ImageFileError` naming an input that cannot be read.
    func projectInputs() throws(ImageFileError) -> String {
        var parts = ["tintype \(LibraryVersion.current)", "master " + (try Self.digest(of: source, limits: limits))]
        if let monochrome { parts.append("monochrome " + (try Self.digest(of: monochrome, limits: limits))) }
        if let picture = design.backgroundImage {
            parts.append("background picture \(picture.width)×\(picture.height) " + picture.withUnsafeBytes { SHA256.hex(Array($0)) })
        }
        parts.append("background \(design.background) chosen \(backgroundChosen)")
        parts.append("glyph \(String(describing: design.glyph)) dark \(String(describing: design.darkGlyph))")
        parts.append("mask \(maskSource.rawValue) vector \(vector) compression \(compression.rawValue) name \(name ?? "")")
        return SHA256.hex(Array(parts.joined(separator: "\n").utf8))
    }

    /// The SHA-256 of a master's bytes, or for an Icon Composer bundle of each of its files (by path), read
    /// as a bundle's files are read: never through a link.
    private static func digest(of path: String, limits: ImageDecoder.Limits) throws(ImageFileError) -> String {
        guard IconComposerBundle.isBundle(path) else { return SHA256.hex(try FileBytes.read(path, maximumBytes: limits.maximumFileBytes)) }
        var lines: [String] = []
        for file in FolderWalk(path, includeHidden: true).files {
            lines.append(file + " " + SHA256.hex(try ConfinedFolder(path).read(file, maximumBytes: limits.maximumFileBytes)))
        }
        return SHA256.hex(Array(lines.joined(separator: "\n").utf8))
    }

    /// `--project --dry-run`: each file the plan names, with why, and whether the run would change it, found
    /// without drawing anything. A configuration edit is compared byte for byte; a picture is unchanged when the
    /// record's inputs are this run's (`inputs`) and it holds the bytes recorded for it (a bundle: each of its
    /// files); a project's own file is replaced; one edited by hand since Tintype wrote it needs `--force`.
    func plannedWithoutDrawing(_ project: AppProject, in folder: String, inputs: String, events: (Event) -> Void) {
        let recordName = AppIconSet.projectRecordName
        let record = AppIconSet.record(in: folder, named: recordName)
        let sameInputs = AppIconSet.recordedInputs(in: folder, named: recordName) == inputs
        for planned in project.files {
            // A bundle is its recorded files: each held as recorded, and at least one recorded.
            let paths = planned.content == .iconBundle ? record.paths.filter { $0.hasPrefix(planned.path + "/") }.sorted() : [planned.path]
            let claims = paths.map { path in
                if case .text(let bytes) = planned.content {
                    record.claim(path, in: folder, writing: bytes)
                } else {
                    record.claim(path, in: folder)
                }
            }
            let edited = zip(paths, claims).contains { AppIconSet.editedSinceWritten($0, claim: $1, record: record) }
            let unchanged =
                !claims.isEmpty && Self.holdsPlannedSize(planned, in: folder)
                && claims.allSatisfy { $0 == .same || ($0 == .tintypes && sameInputs && planned.content.isDrawn) }
            var reason = planned.reason
            if edited {
                reason += "; edited by hand since Tintype wrote it: --force replaces it"
            } else if !unchanged, planned.content.isDrawn, !claims.isEmpty, claims.allSatisfy({ $0 == .tintypes }) {
                reason +=
                    "; drawn again (the master, the options or the plan changed since Tintype wrote it), written where its bytes differ"
            }
            events(.planned(path: planned.path, reason: reason, change: !unchanged))
        }
    }
}

extension AppIconRun {
    /// False when a planned PNG's header gives another size than the plan's (its entry's size changed since it was
    /// drawn); true for anything else.
    private static func holdsPlannedSize(_ planned: ProjectIconFile, in folder: String) -> Bool {
        guard case .image(_, let width, let height, _, _, false) = planned.content else { return true }
        guard let header = try? ConfinedFolder(folder).readPrefix(planned.path, count: 64), let size = ImageDimensions.read(header)
        else { return false }
        return size.width == width && size.height == height
    }
}

extension ProjectIconFile.Content {
    /// True for what is drawn from the master (every content but a configuration's text).
    var isDrawn: Bool {
        if case .text = self { return false }
        return true
    }
}
