/// A tree of a BOM store, read as the list of its entries in the store's order: keys and values, each a
/// block of its own (a tree of numeric keys keeps the key itself in the entry).
///
/// The header block (big-endian): `tree`, version 1, the root page's block, the page size, the count of
/// entries, a byte of flags (bit 0: numeric keys), and in newer stores a key size and a reserved word. A
/// page: a leaf flag, a count, the next and previous leaves, then `count` pairs of value and key block ids.
/// Branch pages are followed down their first child; leaves are followed forward, each page at most once.
package struct BOMTree: Sendable {
    /// One entry: its key's bytes (a numeric key's four bytes, big-endian) and its value's.
    package struct Entry: Sendable {
        /// The key.
        package var key: CarBytes
        /// The value.
        package var value: CarBytes
        /// The value's block id: CoreUI adds blocks in the order it makes them, so this orders entries as
        /// they were made.
        package var valueBlock: Int
    }

    /// The entries, leaf by leaf, in the order the pages hold them.
    package private(set) var entries: [Entry] = []

    /// Reads the tree whose header is block `header` of `store`; `name` says which tree in errors.
    package init(_ store: BOMStore, header: Int, name: String) throws(ImageFileError.CarProblem) {
        let head = try store.block(header, "the \(name) tree")
        guard head.count >= 21, try head.tag(0, "the \(name) tree") == "tree" else { throw .car("the \(name) tree has no tree header") }
        let version = try head.u32BE(4, "the \(name) tree")
        guard version == 1 else { throw .car("the \(name) tree is of version \(version), not 1") }
        let numeric = try head.slice(20, 1, "the \(name) tree").first! & 1 == 1
        var page = Int(try head.u32BE(8, "the \(name) tree's root"))
        var visited = Set<Int>()
        // Down to the first leaf: a branch's first entry is its first child.
        while true {
            guard visited.insert(page).inserted else { throw .car("the \(name) tree's pages loop") }
            let bytes = try store.block(page, "a page of the \(name) tree")
            if try bytes.u16BE(0, "a page of the \(name) tree") == 1 { break }
            // A branch with no entries keeps its one child where the first would be.
            page = Int(try bytes.u32BE(12, "a branch of the \(name) tree"))
        }
        // Along the leaves.
        while page != 0 {
            let bytes = try store.block(page, "a page of the \(name) tree")
            let count = Int(try bytes.u16BE(2, "a page of the \(name) tree"))
            guard 12 + 8 * count <= bytes.count else {
                throw .car("a page of the \(name) tree lists \(count) entries in \(bytes.count) bytes")
            }
            for index in 0..<count {
                let value = Int(try bytes.u32BE(12 + 8 * index, "an entry of the \(name) tree"))
                let key = try bytes.u32BE(16 + 8 * index, "an entry of the \(name) tree")
                let keyBytes = numeric ? CarBytes(Self.bigEndian(key)[...]) : try store.block(Int(key), "a key of the \(name) tree")
                entries.append(Entry(key: keyBytes, value: try store.block(value, "a value of the \(name) tree"), valueBlock: value))
            }
            let next = Int(try bytes.u32BE(4, "a page of the \(name) tree"))
            guard next == 0 || visited.insert(next).inserted else { throw .car("the \(name) tree's leaves loop") }
            page = next
        }
    }

    /// `value`'s four bytes, big-endian.
    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
