import ZIPFoundation

extension Uncrush.Run {
    /// Every `.png` entry of the zip archive (an `.ipa`) at `path`, read into memory one at a time and given to
    /// ``add(_:from:read:events:)``: an entry over `maximumEntryBytes` is refused unread, and so is every entry past
    /// the one that would bring the entries read over `maximumTotalBytes`. An archive that cannot be opened (or
    /// whose entries share their data, as a zip bomb's do) is one failure.
    public mutating func addArchive(_ path: String, maximumEntryBytes: Int, maximumTotalBytes: Int, events: (Event) -> Void) {
        let archive: Archive
        do { archive = try ArchivePNGs.open(path) } catch {
            fail(origin: path, .unreadable(error), events: events)
            return
        }
        ArchivePNGs.forEach(in: archive, maximumEntryBytes: maximumEntryBytes, maximumTotalBytes: maximumTotalBytes) { entry, bytes in
            add(entry, from: path, read: { try bytes.get() }, events: events)
        }
    }

    /// True when `path` names a file `tintype uncrush` opens as an archive (`.ipa` or `.zip`, any case).
    public static func isArchive(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return FileBytes.kind(of: path) == .file && (lowered.hasSuffix(".ipa") || lowered.hasSuffix(".zip"))
    }
}
