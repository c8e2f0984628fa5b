import TintypeSupport

/// A folder the user named (an app's project, an Icon Composer bundle, a set being checked) whose
/// files are read only from inside it: the one link policy every reader of a project or a bundle
/// goes through (SPEC §12.3). A path that is absolute, climbs out with `..`, or passes through a
/// symbolic link anywhere (the last component included) is never opened, whatever the command:
/// `check`, `appicon`, `splash` and `--project` see the same files.
package struct ConfinedFolder: Hashable, Sendable {
    /// The folder; it may itself be a link (it is what the user chose).
    package let root: String

    /// The folder at `root`.
    package init(_ root: String) {
        var trimmed = root
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.root = trimmed
    }

    /// The path of `relative` on disk.
    package func path(_ relative: String) -> String { root + "/" + relative }

    /// How `relative` would lead out of the folder; nil when it stays inside (``OutputRecord/escape(of:under:)``).
    package func escape(of relative: String) -> OutputRecord.Escape? { OutputRecord.escape(of: relative, under: root) }

    /// The whole file at `relative`, within `maximumBytes`.
    /// - Throws: `ImageFileError` naming the file: it leads out of the folder (not opened), or it
    ///   cannot be read or is over the size.
    package func read(_ relative: String, maximumBytes: Int) throws(ImageFileError) -> [UInt8] {
        try confined(relative)
        return try FileBytes.read(path(relative), maximumBytes: maximumBytes)
    }

    /// The first `count` bytes of the file at `relative` (fewer when it is shorter).
    /// - Throws: `ImageFileError` as ``read(_:maximumBytes:)`` does.
    package func readPrefix(_ relative: String, count: Int) throws(ImageFileError) -> [UInt8] {
        try confined(relative)
        return try FileBytes.readPrefix(path(relative), count: count)
    }

    /// What is at `relative`: nil when nothing is; `.other` for a link (never followed) or
    /// anything that is neither a file nor a folder.
    package func kind(of relative: String) -> FileBytes.EntryKind? {
        if let escape = escape(of: relative) {
            if case .link = escape { return .other }
            return nil
        }
        return FileBytes.kind(of: path(relative))
    }

    /// Throws when `relative` leads out of the folder.
    private func confined(_ relative: String) throws(ImageFileError) {
        if let escape = escape(of: relative) {
            throw ImageFileError(file: path(relative), problem: .access("\(escape); not opened"))
        }
    }
}
