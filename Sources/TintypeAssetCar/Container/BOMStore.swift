/// A BOM store, the container an `Assets.car` is: numbered blocks of bytes, some of them named (the
/// "vars"), some of them trees (``BOMTree``). Read from bytes in memory, every offset and count checked
/// against them before use; nothing is copied.
///
/// Layout (big-endian): a 512-byte header (`BOMStore`, version 1, the block count, the block table's
/// offset and length, the vars' offset and length); the block table (a capacity, then that many address
/// and length pairs, block 0 unused, then a free list); the vars (a count, then block ids with their
/// names, a length byte before each).
package struct BOMStore: Sendable {
    /// The whole file.
    package let bytes: CarBytes
    /// Each block's address and length, by id (entry 0 unused).
    private let blocks: [(address: Int, length: Int)]
    /// The named blocks, in the order the store lists them.
    package let names: [(name: String, block: Int)]

    /// Reads the header, the block table and the vars of `bytes`.
    /// - Throws: ``ImageFileError/CarProblem`` for a file that is not a BOM store or whose tables run outside it.
    package init(_ bytes: [UInt8]) throws(ImageFileError.CarProblem) {
        let file = CarBytes(bytes[...])
        self.bytes = file
        guard file.count >= 512, try file.slice(0, 8, "the BOM header").elementsEqual("BOMStore".utf8) else {
            throw .car("no BOMStore header (a compiled asset catalog begins with one)")
        }
        let version = try file.u32BE(8, "the BOM version")
        guard version == 1 else { throw .car("BOM version \(version), not 1") }
        let indexOffset = Int(try file.u32BE(16, "the block table's offset"))
        let indexLength = Int(try file.u32BE(20, "the block table's length"))
        let index = CarBytes(try file.slice(indexOffset, indexLength, "the block table"))
        let capacity = Int(try index.u32BE(0, "the block table"))
        guard capacity <= (indexLength - 4) / 8 else {
            throw .car("the block table lists \(capacity) blocks in \(indexLength) bytes")
        }
        var blocks: [(address: Int, length: Int)] = []
        blocks.reserveCapacity(capacity)
        for id in 0..<capacity {
            let address = Int(try index.u32BE(4 + 8 * id, "block \(id)'s address"))
            let length = Int(try index.u32BE(8 + 8 * id, "block \(id)'s length"))
            guard address <= file.count, length <= file.count - address else {
                throw .car("block \(id) (\(length) bytes at \(address)) runs past the file's \(file.count) bytes")
            }
            blocks.append((address, length))
        }
        self.blocks = blocks
        names = try Self.vars(file)
    }

    /// The vars: a count, then for each a block id, a length byte and that many bytes of name.
    private static func vars(_ file: CarBytes) throws(ImageFileError.CarProblem) -> [(name: String, block: Int)] {
        let offset = Int(try file.u32BE(24, "the vars' offset"))
        let length = Int(try file.u32BE(28, "the vars' length"))
        let vars = CarBytes(try file.slice(offset, length, "the vars"))
        let count = Int(try vars.u32BE(0, "the vars"))
        guard count <= (length - 4) / 5 else { throw .car("the vars list \(count) names in \(length) bytes") }
        var names: [(name: String, block: Int)] = []
        var at = 4
        for _ in 0..<count {
            let block = Int(try vars.u32BE(at, "a var's block"))
            let nameLength = Int(try vars.slice(at + 4, 1, "a var's name")[vars.bytes.startIndex + at + 4])
            let name = try vars.slice(at + 5, nameLength, "a var's name")
            names.append((String(decoding: name, as: UTF8.self), block))
            at += 5 + nameLength
        }
        return names
    }

    /// The count of entries in the block table (the largest id is one less).
    package var blockCount: Int { blocks.count }

    /// The bytes of block `id`.
    /// - Throws: for an id the table does not hold (0 included).
    package func block(_ id: Int, _ part: String) throws(ImageFileError.CarProblem) -> CarBytes {
        guard id > 0, id < blocks.count else { throw .car("\(part) names block \(id), which the block table does not hold") }
        return CarBytes(try bytes.slice(blocks[id].address, blocks[id].length, part))
    }

    /// The block the vars name `name` (the first of that name), or nil.
    package func named(_ name: String) throws(ImageFileError.CarProblem) -> CarBytes? {
        guard let found = names.first(where: { $0.name == name }) else { return nil }
        return try block(found.block, name)
    }

    /// The entries of the tree the vars name `name`, or nil when there is none.
    package func tree(_ name: String) throws(ImageFileError.CarProblem) -> BOMTree? {
        guard let found = names.first(where: { $0.name == name }) else { return nil }
        return try BOMTree(self, header: found.block, name: name)
    }
}
