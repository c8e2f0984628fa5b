import TintypeSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One run at a time in an output folder: `OUT/.tintype.lock`, an empty file held with
/// `flock` for the whole run and removed when the run ends, so that a folder a team
/// commits holds no lock and an up-to-date run changes no file (SPEC §8). The kernel
/// releases the lock when the process ends, however it ends, so a killed run never
/// leaves a stale lock (only the empty file, which the next run takes and removes); a
/// second run started meanwhile is refused at once, naming the process that holds it
/// where the system says (`/proc/locks`).
package final class OutputLock {
    package static let fileName = ".tintype.lock"
    private let descriptor: Int32
    private let path: String

    /// Takes the lock of `folder` (which must exist).
    /// - Throws: ``RunError`` when another run holds it, or it cannot be made.
    package init(folder: String) throws(RunError) {
        path = folder + "/" + OutputLock.fileName
        // A run that ends removes the file while holding its lock; one that opened the file just
        // before may then lock the removed file: it sees that the name no longer leads to what
        // it locked, and tries again with the file now there.
        for _ in 0..<100 {
            let descriptor = open(path, O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard descriptor >= 0 else {
                throw RunError(folder: folder, reason: .outputNotWritable(FileBytes.systemReason()))
            }
            var held = stat()
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, fstat(descriptor, &held) == 0 else {
                let holder = Self.holder(of: descriptor)
                close(descriptor)
                throw RunError(folder: folder, reason: .outputInUse(processID: holder))
            }
            var named = stat()
            if lstat(path, &named) == 0, named.st_dev == held.st_dev, named.st_ino == held.st_ino {
                self.descriptor = descriptor
                return
            }
            close(descriptor)
        }
        throw RunError(folder: folder, reason: .outputNotWritable("its lock file keeps being replaced"))
    }

    /// Removes the file while the lock is still held, then lets go.
    deinit {
        unlink(path)
        close(descriptor)
    }

    /// The process holding a `flock` on the file of `descriptor`, from Linux's `/proc/locks`
    /// (`1: FLOCK  ADVISORY  WRITE 4242 08:01:1234 0 EOF`: the process, then device and inode);
    /// nil where the system does not say.
    private static func holder(of descriptor: Int32) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, let table = try? FileBytes.read("/proc/locks", maximumBytes: 1 << 22) else {
            return nil
        }
        let inode = ":\(status.st_ino)"
        for line in String(decoding: table, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 6, fields[1] == "FLOCK", fields[5].hasSuffix(inode) else { continue }
            return Int(fields[4])
        }
        return nil
    }
}
