import Foundation
import ZIPFoundation

/// The `.png` entries of a zip archive (an `.ipa`), read in place one at a
/// time, each bounded: an entry larger than the limit is refused unread, and
/// one that inflates past the size its header declares is cut off as soon as
/// it does, so a small hostile archive cannot take gigabytes or minutes.
package enum ArchivePNGs {
    /// Opens the archive at `path` for reading, once its directory shows no two entries
    /// sharing data (a zip bomb that lists one large entry under many names).
    /// - Throws: ``ArchiveEntryError`` saying in words why it is not a readable zip, or why it is refused.
    package static func open(_ path: String) throws(ArchiveEntryError) -> Archive {
        if let (first, second) = try ZipDirectory(path).overlap() {
            throw ArchiveEntryError(
                reason: "refused: the entries \(first.name) and \(second.name) share their data (a zip bomb, or a corrupt archive)")
        }
        do { return try Archive(url: URL(fileURLWithPath: path), accessMode: .read) } catch {
            throw ArchiveEntryError(reason: describe(error))
        }
    }

    /// Calls `body` with the path and the bytes (or why they could not be read)
    /// of every `.png` file entry of `archive`, in the archive's order. Once the entries
    /// read add up to `maximumTotalBytes`, the rest are refused unread.
    package static func forEach(
        in archive: Archive, maximumEntryBytes: Int, maximumTotalBytes: Int = .max,
        _ body: (String, Result<[UInt8], ArchiveEntryError>) -> Void
    ) {
        var total = 0
        for entry in archive where entry.type == .file && entry.path.lowercased().hasSuffix(".png") {
            guard entry.uncompressedSize <= UInt64(maximumTotalBytes - total) else {
                body(
                    entry.path,
                    .failure(
                        ArchiveEntryError(
                            reason: "refused unread: with it the archive's entries would pass \(maximumTotalBytes >> 20) MiB in all",
                            exceeded: .archive)))
                continue
            }
            let bytes = Result { () throws(ArchiveEntryError) in try read(entry, of: archive, maximumBytes: maximumEntryBytes) }
            if case .success(let read) = bytes { total += read.count }
            body(entry.path, bytes)
        }
    }

    private static func read(_ entry: Entry, of archive: Archive, maximumBytes: Int) throws(ArchiveEntryError) -> [UInt8] {
        guard entry.uncompressedSize <= UInt64(maximumBytes) else {
            throw ArchiveEntryError(
                reason: "refused, \(entry.uncompressedSize) bytes uncompressed, over the \(maximumBytes >> 20) MiB entry limit",
                exceeded: .entry)
        }
        var data = Data()
        do {
            _ = try archive.extract(entry, skipCRC32: false) { piece in
                // The header's size may lie: stop as soon as the entry outgrows it.
                guard data.count + piece.count <= Int(entry.uncompressedSize) else {
                    throw ArchiveEntryError(
                        reason: "refused, the entry inflates past the \(entry.uncompressedSize) bytes its header "
                            + "declares (a corrupt or hostile archive)")
                }
                data.append(piece)
            }
        } catch let error as ArchiveEntryError {
            throw error
        } catch {
            throw ArchiveEntryError(reason: describe(error))
        }
        return [UInt8](data)
    }

    /// Why an archive or entry could not be read, in words.
    static func describe(_ error: Error) -> String {
        guard let error = error as? Archive.ArchiveError else { return "cannot read the archive: \(error.localizedDescription)" }
        switch error {
        case .unreadableArchive: return "cannot read the archive (missing, unreadable or not a file)"
        case .missingEndOfCentralDirectoryRecord: return "not a zip archive (no end-of-central-directory record)"
        case .invalidCRC32: return "the entry's data does not match its checksum (the archive is corrupt)"
        case .invalidCompressionMethod: return "the entry uses a compression method other than deflate or none"
        default: return "the archive is corrupt (\(error))"
        }
    }
}

/// An archive, or one of its entries, that was refused or could not be read: the reason.
package struct ArchiveEntryError: Error, Sendable {
    /// What went wrong, in words (the caller names the archive and entry).
    package var reason: String
    /// The limit the entry was refused for, when its size alone refused it (a larger limit would read it).
    package var exceeded: Limit?

    /// A size limit of reading an archive.
    package enum Limit: Sendable {
        /// The largest entry.
        case entry
        /// The most bytes of all entries together.
        case archive
    }
}
