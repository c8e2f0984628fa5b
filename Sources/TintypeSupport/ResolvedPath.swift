import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileBytes {
    /// `path` made absolute with every symbolic link resolved, so two names for
    /// one folder compare equal (an output folder given as a link into the input
    /// is recognised as inside it). The part that does not exist yet is kept as
    /// written, after its deepest existing parent is resolved.
    public static func resolvedPath(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var existing = absolute
        var missing = [Substring]()
        while existing != "/" {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                let resolved = String(cString: real)
                return missing.isEmpty ? resolved : (resolved == "/" ? "" : resolved) + "/" + missing.reversed().joined(separator: "/")
            }
            guard let slash = existing.lastIndex(of: "/") else { break }
            missing.append(existing[existing.index(after: slash)...])
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
        return absolute
    }
}
