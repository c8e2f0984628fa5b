#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileBytes {
    /// Why `relative`, a path a record or descriptor names, would lead out of the folder
    /// `root` (SPEC §12.3); nil when it stays inside. It leaves when it is absolute, climbs
    /// with `..`, or when any of its components that exist, the last one included, is a
    /// symbolic link: tintype never writes a link, so a link inside an output folder is not
    /// its own, and what lies behind it (a folder of the repository, a source file) is never
    /// read, replaced or removed through it. `root` itself may be a link; it is what the user chose.
    package static func leavesFolder(_ relative: String, under root: String) -> String? {
        guard !relative.isEmpty, !relative.hasPrefix("/") else { return "not a path inside the folder" }
        let components = relative.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.contains("..") else { return "it climbs out of the folder with '..'" }
        var path = root
        for component in components where component != "." {
            path += "/" + component
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }  // nothing there yet: nothing to follow
            if status.st_mode & S_IFMT == S_IFLNK {
                return "\(path.dropFirst(root.count + 1)) is a symbolic link, which tintype never writes: not followed"
            }
        }
        return nil
    }
}
