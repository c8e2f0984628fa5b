/// Writes a BOM store as CoreUI lays one out (Xcode 26's stores, read back by ``BOMStore``): a 512-byte
/// header, the blocks in the order they were added, each at a multiple of 16 bytes with zeros between,
/// then the vars, then the block table (its capacity 256 entries or more, an empty free list and 16 bytes
/// of slack).
///
/// A tree is reserved first (its header and its one page take their block ids then, as CoreUI's do) and
/// filled by ``insert(_:_:into:)``, which adds each key's block and then its value's; its page is written
/// at the end with the entries sorted by their keys' bytes, as CoreUI looks them up.
package struct BOMStoreWriter: Sendable {
    /// A tree being filled.
    package struct Tree: Sendable {
        fileprivate var header: Int
        fileprivate var page: Int
        fileprivate var pageSize: Int
        fileprivate var keySize: UInt32
        fileprivate var numeric: Bool
        fileprivate var entries: [(key: [UInt8], keyBlock: Int, value: Int)] = []
    }

    private var blocks: [[UInt8]] = [[]]
    private var names: [(name: String, block: Int)] = []
    private var trees: [Tree] = []

    /// An empty store.
    package init() {}

    /// The most entries one page holds: CoreUI reads no branch pages Tintype writes.
    package static func maximumEntries(pageSize: Int) -> Int { (pageSize - 16) / 8 }

    /// Adds a block, returning its id.
    @discardableResult
    package mutating func add(_ bytes: [UInt8]) -> Int {
        blocks.append(bytes)
        return blocks.count - 1
    }

    /// Names block `id` `name` (the vars list names in the order they are given).
    package mutating func name(_ name: String, _ id: Int) { names.append((name, id)) }

    /// Reserves a tree named `name`: its header's block and its page's. `keySize` is the size of every key
    /// when they are all one size (then the page also carries a copy of each, as CoreUI's do), else nil;
    /// a `numeric` tree's keys are numbers kept in the entry itself.
    package mutating func tree(_ name: String, pageSize: Int = 4096, keySize: Int? = nil, numeric: Bool = false) -> Int {
        let header = add([])
        let page = add([])
        self.name(name, header)
        let size: UInt32 = numeric ? 0 : keySize.map { UInt32(truncatingIfNeeded: $0) } ?? 0xFFFF_FFFF
        trees.append(Tree(header: header, page: page, pageSize: pageSize, keySize: size, numeric: numeric))
        return trees.count - 1
    }

    /// Adds an entry to tree `tree`: the key's block (none for a numeric key: its four big-endian bytes are
    /// the key), then the value's.
    package mutating func insert(_ key: [UInt8], _ value: [UInt8], into tree: Int) {
        let keyBlock = trees[tree].numeric ? Self.number(key) : add(key)
        trees[tree].entries.append((key, keyBlock, add(value)))
    }

    /// The store's bytes.
    /// - Throws: ``ImageFileError/CarProblem`` for a tree with more entries than its page holds.
    package func bytes() throws(ImageFileError.CarProblem) -> [UInt8] {
        var blocks = blocks
        for tree in trees {
            guard tree.entries.count <= Self.maximumEntries(pageSize: tree.pageSize) else {
                throw .car("a tree of \(tree.entries.count) entries: Tintype writes up to \(Self.maximumEntries(pageSize: tree.pageSize))")
            }
            blocks[tree.header] = Self.treeHeader(tree)
            blocks[tree.page] = Self.page(tree)
        }
        var file = [UInt8](repeating: 0, count: 512)
        var table: [(address: Int, length: Int)] = [(0, 0)]
        for block in blocks.dropFirst() {
            file += [UInt8](repeating: 0, count: (16 - file.count % 16) % 16)
            table.append((file.count, block.count))
            file += block
        }
        file += [UInt8](repeating: 0, count: (16 - file.count % 16) % 16)
        let varsOffset = file.count
        Self.append(UInt32(names.count), to: &file)
        for (name, block) in names {
            Self.append(UInt32(block), to: &file)
            file.append(UInt8(truncatingIfNeeded: name.utf8.count))
            file += name.utf8.prefix(255)
        }
        let varsLength = file.count - varsOffset
        file += [UInt8](repeating: 0, count: (16 - file.count % 16) % 16)
        let indexOffset = file.count
        let capacity = max(256, table.count)
        Self.append(UInt32(capacity), to: &file)
        for index in 0..<capacity {
            Self.append(UInt32(index < table.count ? table[index].address : 0), to: &file)
            Self.append(UInt32(index < table.count ? table[index].length : 0), to: &file)
        }
        Self.append(0, to: &file)
        file += [UInt8](repeating: 0, count: 16)
        let header: [UInt32] = [
            1, UInt32(table.count - 1), UInt32(indexOffset), UInt32(file.count - indexOffset), UInt32(varsOffset), UInt32(varsLength)
        ]
        var head = Array("BOMStore".utf8)
        for field in header { Self.append(field, to: &head) }
        file.replaceSubrange(0..<head.count, with: head)
        return file
    }

    /// A tree's header: `tree`, version 1, its page, the page size, the entry count, the flags (bit 0:
    /// numeric keys), the key size and a reserved word.
    private static func treeHeader(_ tree: Tree) -> [UInt8] {
        var bytes = Array("tree".utf8)
        for field in [1, UInt32(tree.page), UInt32(tree.pageSize), UInt32(tree.entries.count)] { append(field, to: &bytes) }
        bytes.append(tree.numeric ? 1 : 0)
        append(tree.keySize, to: &bytes)
        append(0, to: &bytes)
        return bytes
    }

    /// A tree's one page, a leaf: its entries sorted by their keys' bytes (a numeric tree's by number), each
    /// its value's block and its key's; then, for keys of one size, a copy of each key.
    private static func page(_ tree: Tree) -> [UInt8] {
        let sorted = tree.entries.sorted { a, b in
            tree.numeric ? a.keyBlock < b.keyBlock : a.key.lexicographicallyPrecedes(b.key)
        }
        var bytes: [UInt8] = [0, 1]
        bytes += [UInt8(sorted.count >> 8 & 0xFF), UInt8(sorted.count & 0xFF)]
        append(0, to: &bytes)
        append(0, to: &bytes)
        for entry in sorted {
            append(UInt32(entry.value), to: &bytes)
            append(UInt32(truncatingIfNeeded: entry.keyBlock), to: &bytes)
        }
        append(0, to: &bytes)
        let inline = !tree.numeric && tree.keySize != 0xFFFF_FFFF && tree.keySize != 0
        if inline { for entry in sorted { bytes += entry.key } }
        let size = tree.pageSize + (inline ? sorted.count * Int(tree.keySize) : 0)
        return bytes + [UInt8](repeating: 0, count: max(0, size - bytes.count))
    }

    /// Four big-endian bytes as a number (a numeric tree's key).
    private static func number(_ key: [UInt8]) -> Int { key.prefix(4).reduce(0) { $0 << 8 | Int($1) } }

    /// `value` as four big-endian bytes.
    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
