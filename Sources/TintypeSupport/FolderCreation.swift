#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileBytes {
    /// Creates the folders of `relative` (a path of folders, `/`-separated) inside
    /// `root`, one by one, and refuses to go through a symbolic link: a link
    /// already in an output folder (`OUT/Payload -> /elsewhere`) would otherwise
    /// send the files written under it out of the folder the user named.
    ///
    /// `root` itself may be a link; it is what the user chose.
    /// - Throws: `ImageFileError` naming the folder that could not be made and why.
    public static func createFolders(_ relative: String, under root: String) throws(ImageFileError) {
        var path = root
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            path += "/" + component
            if mkdir(path, 0o777) == 0 { continue }
            let reason = errno
            var status = stat()
            guard reason == EEXIST, lstat(path, &status) == 0 else {
                throw ImageFileError(file: path, problem: .access("cannot create the folder: \(systemReason(reason))"))
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFLNK:
                throw ImageFileError(
                    file: path, problem: .access("is a symbolic link; Tintype does not write through links inside the output folder"))
            default:
                throw ImageFileError(file: path, problem: .access("cannot create the folder: a file of that name is in the way"))
            }
        }
    }

    /// Creates the folder at `path` and any missing parents (`mkdir -p`); links
    /// on the way are followed, as they are the user's own.
    /// - Throws: `ImageFileError` naming the path and the operating system's reason
    ///   ("read-only file system", "not a directory", "permission denied").
    public static func createFolder(_ path: String) throws(ImageFileError) {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw ImageFileError(file: path, problem: .access("cannot create the folder: a file of that name is in the way"))
            }
            return
        }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try createFolder(String(path[..<slash]))
        }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
            throw ImageFileError(file: path, problem: .access("cannot create the folder: \(systemReason())"))
        }
    }
}
