import TintypeSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One batch at a time in an output folder: `OUT/.tintype.lock`, held with
/// `flock` for the whole run. The kernel releases it when the process ends,
/// however it ends, so a killed run never leaves a stale lock; a second run
/// started meanwhile is refused at once, naming the process that holds it.
final class OutputLock {
    static let fileName = ".tintype.lock"
    private let descriptor: Int32

    /// Takes the lock of `folder` (which must exist).
    /// - Throws: ``BatchError`` when another run holds it, or it cannot be made.
    init(folder: String) throws(BatchError) {
        let path = folder + "/" + OutputLock.fileName
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            throw BatchError(folder: folder, reason: .outputNotWritable(FileBytes.systemReason()))
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            var holder = [UInt8](repeating: 0, count: 32)
            let count = holder.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 31, 0) }
            close(descriptor)
            let pid = String(decoding: holder.prefix(max(0, count)).filter { (0x30...0x39).contains($0) }, as: UTF8.self)
            throw BatchError(folder: folder, reason: .outputInUse(processID: Int(pid)))
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }
}
