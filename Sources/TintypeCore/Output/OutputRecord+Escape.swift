#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputRecord {
    /// How a path a record, a descriptor or a job names would lead out of its folder (SPEC
    /// §12.3): tintype never reads, replaces or removes anything through such a path.
    public enum Escape: Hashable, Sendable, CustomStringConvertible {
        /// It is empty or absolute: not a path inside the folder.
        case notRelative
        /// It climbs out of the folder with `..`.
        case climbs
        /// Its component `path` (relative to the folder) is a symbolic link, which tintype never writes.
        case link(String)

        public var description: String {
            switch self {
            case .notRelative: "not a path inside the folder"
            case .climbs: "it climbs out of the folder with '..'"
            case .link(let path): "\(path) is a symbolic link, which tintype never writes: not followed"
            }
        }
    }

    /// How `relative` would lead out of the folder `root`, or nil when it stays inside. It
    /// leaves when it is absolute, climbs with `..`, or when any of its components that exist,
    /// the last one included, is a symbolic link: tintype never writes a link, so a link inside
    /// an output folder is not its own, and what lies behind it (a folder of the repository, a
    /// source file) is never read, replaced or removed through it. `root` itself may be a
    /// link; it is what the user chose.
    package static func escape(of relative: String, under root: String) -> Escape? {
        guard !relative.isEmpty, !relative.hasPrefix("/") else { return .notRelative }
        let components = relative.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.contains("..") else { return .climbs }
        var path = root
        for component in components where component != "." {
            path += "/" + component
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }  // nothing there yet: nothing to follow
            if status.st_mode & S_IFMT == S_IFLNK { return .link(String(path.dropFirst(root.count + 1))) }
        }
        return nil
    }
}
