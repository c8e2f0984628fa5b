/// A compiled catalog as the blocks it is written from: each named block's bytes and each tree's entries
/// in the order they were made. ``bytes()`` lays them out as Xcode 26's actool does (the header, the
/// trees' headers and pages, the appearances' and facets' entries, the key format, the renditions, the
/// extended metadata, then the bitmap keys), so that the same blocks give the same file.
package struct AssetCarBlocks: Sendable {
    /// The CARHEADER block.
    package var header: [UInt8]
    /// The KEYFORMAT block.
    package var keyFormat: [UInt8]
    /// The EXTENDED_METADATA block, if any.
    package var metadata: [UInt8]?
    /// APPEARANCEKEYS: each appearance's name and its value's bytes (its id, two bytes).
    package var appearances: [(key: [UInt8], value: [UInt8])] = []
    /// FACETKEYS: each facet's name and its key tokens.
    package var facets: [(key: [UInt8], value: [UInt8])] = []
    /// RENDITIONS: each rendition's key and its CSI bytes.
    package var renditions: [(key: [UInt8], value: [UInt8])] = []
    /// BITMAPKEYS: each name identifier (four big-endian bytes) and the attributes its renditions take.
    package var bitmapKeys: [(key: [UInt8], value: [UInt8])] = []

    /// Blocks of a catalog to write.
    package init(header: [UInt8], keyFormat: [UInt8], metadata: [UInt8]?) {
        self.header = header
        self.keyFormat = keyFormat
        self.metadata = metadata
    }

    /// The blocks of a catalog read, each tree's entries in the order they were made.
    /// - Throws: for a store without a CARHEADER or KEYFORMAT, or whose parts cannot be read.
    package init(_ store: BOMStore) throws(ImageFileError.CarProblem) {
        guard let header = try store.named("CARHEADER"), let keyFormat = try store.named("KEYFORMAT") else {
            throw .car("no CARHEADER or KEYFORMAT")
        }
        self.header = Array(header.bytes)
        self.keyFormat = Array(keyFormat.bytes)
        metadata = try store.named("EXTENDED_METADATA").map { Array($0.bytes) }
        func entries(_ name: String) throws(ImageFileError.CarProblem) -> [(key: [UInt8], value: [UInt8])] {
            (try store.tree(name)?.entries ?? []).sorted { $0.valueBlock < $1.valueBlock }.map {
                (Array($0.key.bytes), Array($0.value.bytes))
            }
        }
        appearances = try entries("APPEARANCEKEYS")
        facets = try entries("FACETKEYS")
        renditions = try entries("RENDITIONS")
        bitmapKeys = try entries("BITMAPKEYS")
    }

    /// The catalog's bytes.
    /// - Throws: for a tree with more entries than one page holds.
    package func bytes() throws(ImageFileError.CarProblem) -> [UInt8] {
        var store = BOMStoreWriter()
        store.name("CARHEADER", store.add(header))
        let keySize = renditions.first?.key.count
        let uniform = renditions.allSatisfy { $0.key.count == keySize }
        let renditionTree = store.tree("RENDITIONS", keySize: uniform ? keySize : nil)
        let facetTree = store.tree("FACETKEYS")
        let appearanceTree = appearances.isEmpty ? nil : store.tree("APPEARANCEKEYS")
        if let appearanceTree { for (key, value) in appearances { store.insert(key, value, into: appearanceTree) } }
        for (key, value) in facets { store.insert(key, value, into: facetTree) }
        store.name("KEYFORMAT", store.add(keyFormat))
        for (key, value) in renditions { store.insert(key, value, into: renditionTree) }
        if let metadata { store.name("EXTENDED_METADATA", store.add(metadata)) }
        if !bitmapKeys.isEmpty {
            let bitmapTree = store.tree("BITMAPKEYS", pageSize: 1024, numeric: true)
            for (key, value) in bitmapKeys { store.insert(key, value, into: bitmapTree) }
        }
        return try store.bytes()
    }
}

extension AssetCar {
    /// The catalog's blocks, made from what it holds: its header, key format, appearances, facets and
    /// renditions in the order they were made, its metadata, and BITMAPKEYS made from the renditions' keys.
    package func blocks() -> AssetCarBlocks {
        var format = CarByteWriter()
        format.tag("tmfk")
        format.u32(0)
        format.u32(UInt32(keyFormat.count))
        for attribute in keyFormat { format.u32(UInt32(attribute)) }
        var blocks = AssetCarBlocks(header: header.bytes, keyFormat: format.bytes, metadata: metadata?.bytes)
        blocks.appearances = appearances.map { name, id in
            var value = CarByteWriter()
            value.u16(id)
            return (Array(name.utf8), value.bytes)
        }
        blocks.facets = facets.map { facet in
            var value = CarByteWriter()
            value.u32(0)
            value.u16(UInt16(facet.key.values.count))
            for (attribute, token) in facet.key.values {
                value.u16(attribute)
                value.u16(token)
            }
            return (Array(facet.name.utf8), value.bytes)
        }
        blocks.renditions = renditions.map { rendition in
            var key = CarByteWriter()
            for attribute in keyFormat { key.u16(rendition.key.value(attribute)) }
            return (key.bytes, rendition.bytes())
        }
        if metadata != nil {
            blocks.bitmapKeys = CarBitmapKeys.entries(
                keyFormat: keyFormat, renditions: renditions.map(\.key), identifiers: facets.map { $0.key[.identifier] })
        }
        return blocks
    }
}
