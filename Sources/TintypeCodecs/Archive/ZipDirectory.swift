import TintypeSupport

/// Where a zip archive's central directory says each entry's data lies, read from the
/// archive's last bytes and its directory alone (zip64 included), so that entries whose
/// data overlap are found before any is read: an archive that lists one 200 MiB entry
/// under forty names would otherwise be written forty times.
struct ZipDirectory {
    /// One entry: its name, where its local header starts and how many bytes its data takes.
    struct Entry {
        var name: String
        var offset: UInt64
        var compressedSize: UInt64
    }

    /// Every entry, in the directory's order.
    var entries: [Entry]

    /// Reads the directory of the archive at `path`.
    /// - Throws: ``ArchiveEntryError`` when the directory cannot be found or read.
    init(_ path: String) throws(ArchiveEntryError) {
        let tail = try Self.read(path, at: 0, count: 0).fileSize
        let window = min(tail, 22 + 65_535)
        let end = try Self.read(path, at: tail - window, count: window).bytes
        // The end-of-central-directory record: its signature, searched from the end.
        guard let record = stride(from: end.count - 22, through: 0, by: -1).first(where: { Self.u32(end, $0) == 0x0605_4B50 }) else {
            throw ArchiveEntryError(reason: "not a zip archive (no end-of-central-directory record)")
        }
        var count = UInt64(Self.u16(end, record + 10))
        var size = UInt64(Self.u32(end, record + 12))
        var start = UInt64(Self.u32(end, record + 16))
        if count == 0xFFFF || size == 0xFFFF_FFFF || start == 0xFFFF_FFFF {
            // Zip64: the locator just before the record points at the zip64 record.
            let locator = record - 20
            guard locator >= 0, Self.u32(end, locator) == 0x0706_4B50 else {
                throw ArchiveEntryError(reason: "the archive's zip64 directory cannot be found")
            }
            let zip64 = try Self.read(path, at: Int(clamping: Self.u64(end, locator + 8)), count: 56).bytes
            guard zip64.count == 56, Self.u32(zip64, 0) == 0x0606_4B50 else {
                throw ArchiveEntryError(reason: "the archive's zip64 directory is corrupt")
            }
            (count, size, start) = (Self.u64(zip64, 32), Self.u64(zip64, 40), Self.u64(zip64, 48))
        }
        guard size <= 64 << 20, Self.sum(start, size) <= UInt64(tail) else {
            throw ArchiveEntryError(reason: "the archive's directory is corrupt or over 64 MiB")
        }
        let directory = try Self.read(path, at: Int(start), count: Int(size)).bytes
        entries = try Self.entries(directory, count: count)
    }

    /// Bytes of the archive, with a file error said as the archive's.
    private static func read(_ path: String, at offset: Int, count: Int) throws(ArchiveEntryError) -> (bytes: [UInt8], fileSize: Int) {
        do { return try FileBytes.read(path, at: offset, count: count) } catch {
            throw ArchiveEntryError(reason: "cannot read the archive: \(error.problem)")
        }
    }

    /// The first two entries whose data overlap (the local header and data of each), if any.
    func overlap() -> (Entry, Entry)? {
        let sorted = entries.sorted { $0.offset < $1.offset }
        for (earlier, later) in zip(sorted, sorted.dropFirst())
        where later.offset < Self.sum(earlier.offset, Self.sum(30, earlier.compressedSize)) {
            return (earlier, later)
        }
        return nil
    }

    private static func entries(_ directory: [UInt8], count: UInt64) throws(ArchiveEntryError) -> [Entry] {
        var entries = [Entry]()
        var at = 0
        for _ in 0..<min(count, 1 << 20) {
            guard at + 46 <= directory.count, u32(directory, at) == 0x0201_4B50 else {
                throw ArchiveEntryError(reason: "the archive's directory is corrupt")
            }
            let nameLength = Int(u16(directory, at + 28))
            let extraLength = Int(u16(directory, at + 30))
            let commentLength = Int(u16(directory, at + 32))
            let next = at + 46 + nameLength + extraLength + commentLength
            guard next <= directory.count else { throw ArchiveEntryError(reason: "the archive's directory is corrupt") }
            var compressed = UInt64(u32(directory, at + 20))
            let uncompressed = UInt64(u32(directory, at + 24))
            var offset = UInt64(u32(directory, at + 42))
            // Zip64 extra field: the 64-bit values, present for each 32-bit field that is all ones.
            var extra = at + 46 + nameLength
            while extra + 4 <= at + 46 + nameLength + extraLength {
                let (tag, length) = (u16(directory, extra), Int(u16(directory, extra + 2)))
                if tag == 1 {
                    var field = extra + 4
                    if uncompressed == 0xFFFF_FFFF, field + 8 <= extra + 4 + length { field += 8 }
                    if compressed == 0xFFFF_FFFF, field + 8 <= extra + 4 + length {
                        compressed = u64(directory, field)
                        field += 8
                    }
                    if offset == 0xFFFF_FFFF, field + 8 <= extra + 4 + length { offset = u64(directory, field) }
                }
                extra += 4 + length
            }
            let name = String(decoding: directory[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            entries.append(Entry(name: name, offset: offset, compressedSize: compressed))
            at = next
        }
        return entries
    }

    /// `a + b`, or the largest value when that overflows (sizes come from the archive, and may be absurd).
    private static func sum(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : total
    }

    private static func u16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }
    private static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 { UInt32(u16(bytes, at)) | UInt32(u16(bytes, at + 2)) << 16 }
    private static func u64(_ bytes: [UInt8], _ at: Int) -> UInt64 { UInt64(u32(bytes, at)) | UInt64(u32(bytes, at + 4)) << 32 }
}
