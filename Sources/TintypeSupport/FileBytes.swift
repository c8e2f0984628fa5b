import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and atomically writing whole files, with errors that name the file.
package enum FileBytes {
    /// The whole contents of the file at `path`, refused (before anything is allocated)
    /// when its size is over `maximumBytes`, and while reading when it grows past it.
    package static func read(_ path: String, maximumBytes: Int = .max) throws(ImageFileError) -> [UInt8] {
        let (descriptor, status) = try openRegularFile(path)
        defer { close(descriptor) }
        guard status.st_size <= maximumBytes else {
            throw ImageFileError(file: path, problem: .fileSize(bytes: Int(status.st_size), limit: maximumBytes))
        }
        // Read straight into the result, sized for the file plus one byte, so one call usually
        // reads it all and the next sees its end; a file that grew since fstat is read to its new end.
        var bytes = [UInt8](repeating: 0, count: Int(max(0, status.st_size)) + 1)
        var length = 0
        while true {
            if length == bytes.count { bytes += repeatElement(0, count: max(bytes.count, 1 << 16)) }
            let count = bytes.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress! + length, $0.count - length) }
            if count < 0 {
                if errno == EINTR { continue }
                throw accessError(path)
            }
            if count == 0 { break }
            length += count
            // A file that grows while it is read (a device, a file being written) stops at the limit.
            guard length <= maximumBytes else {
                throw ImageFileError(file: path, problem: .fileSize(bytes: length, limit: maximumBytes))
            }
        }
        bytes.removeSubrange(length...)
        return bytes
    }

    /// What is at `path`: nil when nothing is. Symbolic links to files count as
    /// files; links to folders are not followed (no cycles), and count as neither.
    package enum EntryKind { case file, folder, other }

    package static func kind(of path: String) -> EntryKind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK:
            var target = stat()
            guard stat(path, &target) == 0 else { return .other }
            return (target.st_mode & S_IFMT) == S_IFREG ? .file : .other
        default: return .other
        }
    }

    /// The first `count` bytes of the file (fewer when it is shorter).
    package static func readPrefix(_ path: String, count: Int) throws(ImageFileError) -> [UInt8] {
        let (descriptor, _) = try openRegularFile(path)
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress, count) }
        guard read >= 0 else { throw accessError(path) }
        return Array(bytes[0..<read])
    }

    /// Up to `count` bytes of the file at `path` from byte `offset` (fewer at its end), and the file's size.
    package static func read(_ path: String, at offset: Int, count: Int) throws(ImageFileError) -> (bytes: [UInt8], fileSize: Int) {
        let (descriptor, status) = try openRegularFile(path)
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: max(0, count))
        var length = 0
        while length < bytes.count {
            let done = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + length, $0.count - length, off_t(offset + length))
            }
            if done < 0 {
                if errno == EINTR { continue }
                throw accessError(path)
            }
            if done == 0 { break }
            length += done
        }
        return (Array(bytes[0..<length]), Int(status.st_size))
    }

    /// Writes `bytes` to `path` so that no reader ever sees a partial file: the
    /// data goes to a temporary file in the same folder, which is then renamed
    /// over `path`. On failure the temporary file is removed and `path` is untouched.
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(ImageFileError) {
        let temporary = try writeTemporary(bytes, for: path)
        try moveIntoPlace(temporary, to: path)
    }

    /// Writes `bytes` to a new temporary file beside `path` (`.NAME.tintype-XXXXXX`, which
    /// ``isTemporaryName(_:)`` recognises), for ``moveIntoPlace(_:to:)`` to rename over it
    /// later: a writer of several files can have them all on disk before any replaces one.
    /// - Returns: The temporary file's path.
    /// - Throws: `ImageFileError` naming `path` (a name too long, a folder that refuses);
    ///   nothing is left behind then.
    package static func writeTemporary(_ bytes: [UInt8], for path: String) throws(ImageFileError) -> String {
        let (folder, name) = split(path)
        if let problem = nameProblem(name) { throw ImageFileError(file: path, problem: .access(problem)) }
        // A fresh name each try; O_EXCL makes sure it is a new file. The mode is the usual
        // one, which the kernel narrows by the umask.
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<100 {
            temporary = "\(folder)/.\(temporaryStem(name)).tintype-\(temporarySuffix())"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw accessError(path, action: "cannot create a file in \(folder)") }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { writeSome(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let error = accessError(path, action: "cannot write")
                close(descriptor)
                throw error
            }
            written += count
        }
        guard close(descriptor) == 0 else { throw accessError(path, action: "cannot write") }
        succeeded = true
        return temporary
    }

    /// Renames the `temporary` file ``writeTemporary(_:for:)`` made over `path`, in one step;
    /// on failure the temporary file is removed and `path` is untouched.
    package static func moveIntoPlace(_ temporary: String, to path: String) throws(ImageFileError) {
        guard rename(temporary, path) == 0 else {
            let error = accessError(path, action: "cannot move into place")
            unlink(temporary)
            throw error
        }
    }

    /// Why `name` cannot be a file's name here, or nil: over ``maximumNameBytes``.
    package static func nameProblem(_ name: String) -> String? {
        guard name.utf8.count > maximumNameBytes else { return nil }
        return "the file name is \(name.utf8.count) bytes long, over the \(maximumNameBytes) bytes a file system allows"
    }

    /// Deletes every temporary file ``writeTemporary(_:for:)`` made in `folder` and its
    /// subfolders (hidden ones too) that a killed run left behind, so the folder holds only
    /// whole files. Call it only while holding the folder's lock.
    package static func removeTemporaryFiles(in folder: String) {
        for file in FolderWalk(folder, includeHidden: true).files {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            if isTemporaryName(name) { remove(folder + "/" + file) }
        }
    }

    /// The longest file name the file systems Tintype writes to accept, in bytes.
    package static let maximumNameBytes = 255

    /// `name`, shortened (at a character boundary) so that `.NAME.tintype-XXXXXX`
    /// stays within ``maximumNameBytes`` however long the final name is.
    private static func temporaryStem(_ name: String) -> Substring {
        let room = maximumNameBytes - 16  // the leading "." and ".tintype-XXXXXX"
        var end = name.startIndex
        var used = 0
        for character in name {
            used += character.utf8.count
            guard used <= room else { break }
            end = name.index(after: end)
        }
        return name[..<end]
    }

    /// Removes the file at `path`; a file already gone, or one that cannot be removed, is left as it is.
    package static func remove(_ path: String) { unlink(path) }

    /// True for the name of a temporary file `writeAtomically` makes: `.NAME.tintype-XXXXXX`.
    package static func isTemporaryName(_ name: String) -> Bool {
        let suffix = name.suffix(15)  // ".tintype-" and six characters
        return name.hasPrefix(".") && name.count > 16 && suffix.hasPrefix(".tintype-")
    }

    /// Six letters and digits for a temporary name: a random start for the process, then
    /// a counter every thread shares, so names do not repeat within a run.
    private static func temporarySuffix() -> String {
        let alphabet = temporaryNameAlphabet
        var value = temporaryNameSeed &+ temporaryNameCounter.add(1, ordering: .relaxed).oldValue &* 0x9E37_79B9_7F4A_7C15
        var letters = [UInt8]()
        for _ in 0..<6 {
            letters.append(alphabet[Int(value % UInt64(alphabet.count))])
            value /= UInt64(alphabet.count)
        }
        return String(decoding: letters, as: UTF8.self)
    }

    private static let temporaryNameAlphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    private static let temporaryNameSeed = UInt64.random(in: 0...UInt64.max)
    private static let temporaryNameCounter = Atomic<UInt64>(0)

    /// Opens `path` for reading when it is a regular file. Opening does not
    /// block (a FIFO with no writer would), and FIFOs, devices and sockets are
    /// refused, so reading always ends.
    private static func openRegularFile(_ path: String) throws(ImageFileError) -> (Int32, stat) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw accessError(path) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let error = accessError(path)
            close(descriptor)
            throw error
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            // O_NONBLOCK does nothing to an ordinary file's reads (open(2)): left as it is.
            return (descriptor, status)
        case S_IFDIR:
            close(descriptor)
            throw ImageFileError(file: path, problem: .access("is a folder, not a file"))
        default:
            close(descriptor)
            throw ImageFileError(file: path, problem: .access("is not a regular file (a FIFO, device or socket)"))
        }
    }

    /// The folder `path` is in (`.` for a bare name, `/` at the top) and its name.
    package static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    private static func accessError(_ path: String, action: String? = nil) -> ImageFileError {
        let reason = systemReason()
        return ImageFileError(file: path, problem: .access(action.map { "\($0): \(reason)" } ?? reason))
    }

    /// The operating system's words for `code` (the last call's `errno` by
    /// default), lowercased to sit inside a sentence: "permission denied".
    package static func systemReason(_ code: Int32 = errno) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

// File-scope wrappers, so the POSIX calls are not shadowed by `FileBytes.read`.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func writeSome(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

extension String {
    /// The text of a NUL-terminated C character buffer.
    package init(cChars: [CChar]) {
        // A C library's message may end in a line break (GLib's do): messages here are one line.
        var bytes = cChars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        while let last = bytes.last, last == 0x0A || last == 0x0D || last == 0x20 { bytes.removeLast() }
        self.init(decoding: bytes, as: UTF8.self)
    }
}
