import FoundationEssentials
import TintypeSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `OUT/.tintype-journal`: the record of every file, one JSON line appended as
/// the file lands, so that a run killed before it writes the manifest still
/// tells the next run what is already done. The next run reads it as it reads
/// the manifest (a record counts only when the file still has its SHA-256), and
/// it is removed once a manifest holds everything.
package final class OutputJournal: Sendable {
    package static let fileName = ".tintype-journal"
    /// Opened with O_APPEND: each record is one `write`, which the kernel appends whole
    /// at the end even when worker threads write at once, so no lock is needed.
    private let descriptor: Int32

    /// Opens (creating it) the journal of `folder` for appending; nil when it cannot be.
    init?(folder: String) {
        let descriptor = open(folder + "/" + OutputJournal.fileName, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Appends the record of a file that has just landed, in one `write`, so a
    /// kill leaves at most a torn last line (which the reader ignores).
    func append(_ file: BatchManifest.File) {
        var line = JSONByteWriter(pretty: false)
        guard (try? file.write(to: &line)) != nil else { return }
        let bytes = line.bytes + [0x0A]
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// The records a journal in `folder` holds, by path (later lines win); empty when there is none.
    static func records(in folder: String) -> [String: BatchManifest.File] {
        guard let bytes = try? FileBytes.read(folder + "/" + fileName) else { return [:] }
        var files = [String: BatchManifest.File]()
        for line in bytes.split(separator: 0x0A) {
            if let file = try? JSONValue.decode(BatchManifest.File.self, from: Array(line)) { files[file.path] = file }
        }
        return files
    }

    /// Removes the journal of `folder` (the manifest now records everything).
    static func remove(in folder: String) {
        unlink(folder + "/" + fileName)
    }
}
