#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The regular files under a folder, and everything passed over on the way with
/// the reason, so that nothing is skipped in silence: folders that cannot be
/// read, names that are not UTF-8, FIFOs, devices and sockets, links to folders
/// (not followed, so there are no cycles) and broken links.
package struct FolderWalk: Sendable {
    /// Paths of regular files (or links to them), relative to the folder, sorted.
    package var files: [String] = []
    /// Paths passed over, relative to the folder (names that are not UTF-8 shown
    /// with `\xNN` escapes), with why.
    package var skipped: [SkippedFile] = []

    /// Walks `folder` recursively; `excluding` is an absolute path never entered
    /// (the output folder inside the input); names starting with `.` are passed
    /// over, and recorded in ``skipped``, unless `includeHidden`. `passOver` sees every subfolder's path before
    /// it is entered and may give a reason not to enter it, recorded in ``skipped``.
    package init(
        _ folder: String, excluding excluded: String? = nil, includeHidden: Bool = false,
        passOver: (String) -> (any SkippedFile.Reason)? = { _ in nil }
    ) {
        walk(folder, relative: "", excluded: excluded, includeHidden: includeHidden, passOver: passOver)
        files.sort()
    }

    private mutating func walk(
        _ folder: String, relative: String, excluded: String?, includeHidden: Bool, passOver: (String) -> (any SkippedFile.Reason)?
    ) {
        guard let directory = opendir(folder) else {
            let reason = SkippedFile.WalkReason.folderUnreadable(FileBytes.systemReason())
            skipped.append(SkippedFile(path: relative.isEmpty ? "." : relative, reason: reason))
            return
        }
        let names = Self.entries(directory)
        closedir(directory)
        for (raw, regular) in names.sorted(by: { $0.name.lexicographicallyPrecedes($1.name) }) {
            guard let name = String(validating: raw, as: UTF8.self) else {
                let shown = relative.isEmpty ? FolderWalk.escaped(raw) : relative + "/" + FolderWalk.escaped(raw)
                skipped.append(SkippedFile(path: shown, reason: SkippedFile.WalkReason.nameNotUTF8))
                continue
            }
            let path = folder + "/" + name
            let entryRelative = relative.isEmpty ? name : relative + "/" + name
            if path == excluded { continue }
            if name.hasPrefix("."), !includeHidden {
                // Passed over, and said: a hidden file or folder is not art, but nothing goes unmentioned.
                skipped.append(SkippedFile(path: entryRelative, reason: SkippedFile.WalkReason.hidden))
                continue
            }
            if regular {
                files.append(entryRelative)
                continue
            }
            var status = stat()
            guard lstat(path, &status) == 0 else {
                skipped.append(SkippedFile(path: entryRelative, reason: SkippedFile.WalkReason.unreadable(FileBytes.systemReason())))
                continue
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                if let reason = passOver(path) {
                    skipped.append(SkippedFile(path: entryRelative, reason: reason))
                } else {
                    walk(path, relative: entryRelative, excluded: excluded, includeHidden: includeHidden, passOver: passOver)
                }
            case S_IFREG: files.append(entryRelative)
            case S_IFLNK: followLink(path, relative: entryRelative)
            default:
                skipped.append(SkippedFile(path: entryRelative, reason: SkippedFile.WalkReason.notRegularFile))
            }
        }
    }

    /// Each name of an open folder but `.` and `..`, with whether readdir reports it a regular file
    /// (one that needs no lstat; DT_UNKNOWN, links and the rest do).
    private static func entries(_ directory: OpaquePointer) -> [(name: [UInt8], regular: Bool)] {
        var names = [(name: [UInt8], regular: Bool)]()
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append((name, entry.pointee.d_type == UInt8(DT_REG)))
        }
        return names
    }

    /// A link is a file when it leads to a regular file; one to a folder, to nothing or to anything else is skipped.
    private mutating func followLink(_ path: String, relative: String) {
        var target = stat()
        if stat(path, &target) != 0 {
            skipped.append(SkippedFile(path: relative, reason: SkippedFile.WalkReason.linkToNothing(FileBytes.systemReason())))
        } else if target.st_mode & S_IFMT == S_IFREG {
            files.append(relative)
        } else if target.st_mode & S_IFMT == S_IFDIR {
            skipped.append(SkippedFile(path: relative, reason: SkippedFile.WalkReason.linkToFolder))
        } else {
            skipped.append(SkippedFile(path: relative, reason: SkippedFile.WalkReason.linkToOther))
        }
    }

    /// A file name's bytes as text, invalid UTF-8 bytes as `\xNN`.
    package static func escaped(_ raw: [UInt8]) -> String {
        var text = ""
        var start = 0
        while start < raw.count {
            // The longest valid prefix from `start`, then one escaped byte.
            var end = raw.count
            while end > start, String(validating: raw[start..<end], as: UTF8.self) == nil { end -= 1 }
            text += String(decoding: raw[start..<end], as: UTF8.self)
            if end < raw.count { text += "\\x" + String(raw[end], radix: 16, uppercase: true).leftPadded(to: 2) }
            start = end + 1
        }
        return text
    }
}
