#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileBytes {
    /// `path` made absolute with every symbolic link resolved, component by component as
    /// the kernel walks it, so two names for one folder compare equal: an output folder
    /// given as a link into the input is recognised as inside it, and `L/../a` with
    /// `L -> gen/sub` is `gen/a` (a `..` after a link climbs from the link's target, not
    /// from the text before it). A dangling link is followed to where it points; the part
    /// that does not exist yet is kept as written, its `.` and `..` applied to the text.
    public static func resolvedPath(_ path: String) -> String {
        var resolved: [Substring] = []
        // What is still to walk, last component first, so that popping takes the next one.
        var pending = Array(absolute(path).split(separator: "/").reversed())
        var links = 0
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                _ = resolved.popLast()
                continue
            }
            let candidate = "/" + (resolved + [component]).joined(separator: "/")
            // A chain of more than 40 links is a loop (the kernel's own limit); the rest is kept as text.
            if links < 40, let target = linkTarget(candidate) {
                links += 1
                if target.hasPrefix("/") { resolved.removeAll() }
                pending += target.split(separator: "/").reversed()
                continue
            }
            resolved.append(component)
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// `path`, from the working folder when it is relative.
    private static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        guard let folder = getcwd(nil, 0) else { return "/" + path }
        defer { free(folder) }
        return String(cString: folder) + "/" + path
    }

    /// Where the symbolic link at `path` points, or nil when `path` is not a link.
    private static func linkTarget(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
