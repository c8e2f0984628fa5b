/// A compiled asset catalog (`Assets.car`) read: its header, what it keys renditions by, its named assets
/// (facets) and every rendition. Any catalog, Apple's or Tintype's, is read the same way; a hostile one is
/// refused, never followed outside its bytes (each block, page and property is checked before it is read,
/// and the file is refused over the readers' file limit before it is read).
package struct AssetCar: Sendable {
    /// One named asset: its name and the key tokens it is found by (its element, part and identifier).
    package struct Facet: Sendable {
        /// The name (`AppIcon`, `AppIcon_Assets/Color-2`).
        package var name: String
        /// Its attributes and values.
        package var key: RenditionKey
    }

    /// The CARHEADER.
    package var header: CarHeader
    /// The EXTENDED_METADATA, when the catalog has one (Xcode 9 and later).
    package var metadata: CarMetadata?
    /// The attributes a rendition's key holds, in order (KEYFORMAT).
    package var keyFormat: [UInt16]
    /// The appearances by name, with the value a key's `appearance` takes for each (APPEARANCEKEYS).
    package var appearances: [(name: String, id: UInt16)]
    /// The named assets, in the order they were made.
    package var facets: [Facet]
    /// Every rendition, in the order they were made.
    package var renditions: [CarRendition]

    /// Reads the catalog at `path`.
    /// - Throws: ``ImageFileError`` naming the file: unreadable, over `limits.maximumFileBytes`, or not a catalog.
    package init(reading path: String, limits: ImageDecoder.Limits = .default) throws(ImageFileError) {
        let bytes = try FileBytes.read(path, maximumBytes: limits.maximumFileBytes)
        do { try self.init(bytes) } catch { throw ImageFileError(file: path, problem: .layer(error)) }
    }

    /// Reads a catalog from its bytes.
    package init(_ bytes: [UInt8]) throws(ImageFileError.CarProblem) {
        let store = try BOMStore(bytes)
        guard let head = try store.named("CARHEADER") else { throw .car("no CARHEADER") }
        header = try CarHeader(head)
        metadata = try store.named("EXTENDED_METADATA").map { block throws(ImageFileError.CarProblem) in try CarMetadata(block) }
        guard let format = try store.named("KEYFORMAT") else { throw .car("no KEYFORMAT") }
        keyFormat = try Self.keyFormat(format)
        // Each tree's entries in the order the compiler made them (their value blocks' order), as written again.
        appearances = try Self.made(store.tree("APPEARANCEKEYS")).map { entry throws(ImageFileError.CarProblem) in
            (String(decoding: entry.key.bytes, as: UTF8.self), try entry.value.u16(0, "an appearance"))
        }
        facets = try Self.made(store.tree("FACETKEYS")).map { entry throws(ImageFileError.CarProblem) in
            Facet(name: String(decoding: entry.key.bytes, as: UTF8.self), key: try Self.tokens(entry.value))
        }
        guard let renditions = try store.tree("RENDITIONS") else { throw .car("no RENDITIONS tree") }
        let attributes = keyFormat
        self.renditions = try Self.made(renditions).map { entry throws(ImageFileError.CarProblem) in
            guard entry.key.count >= 2 * attributes.count else {
                throw .car("a rendition's key has \(entry.key.count) bytes for \(attributes.count) attributes")
            }
            var values: [(attribute: UInt16, value: UInt16)] = []
            for (index, attribute) in attributes.enumerated() {
                values.append((attribute, try entry.key.u16(2 * index, "a rendition's key")))
            }
            return try CarRendition(key: RenditionKey(values), value: entry.value)
        }
    }

    /// A tree's entries in the order they were made; none for no tree.
    private static func made(_ tree: BOMTree?) -> [BOMTree.Entry] { (tree?.entries ?? []).sorted { $0.valueBlock < $1.valueBlock } }

    /// KEYFORMAT (`tmfk`): a version, a count, then the attributes.
    private static func keyFormat(_ block: CarBytes) throws(ImageFileError.CarProblem) -> [UInt16] {
        guard try block.tag(0, "the KEYFORMAT") == "tmfk" else { throw .car("the KEYFORMAT is not tagged kfmt") }
        let count = Int(try block.u32(8, "the KEYFORMAT"))
        guard count <= 64 else { throw .car("the KEYFORMAT lists \(count) attributes") }
        var attributes: [UInt16] = []
        for index in 0..<count { attributes.append(UInt16(truncatingIfNeeded: try block.u32(12 + 4 * index, "the KEYFORMAT"))) }
        return attributes
    }

    /// A facet's value: a hot spot, a count, then each token's attribute and value.
    private static func tokens(_ value: CarBytes) throws(ImageFileError.CarProblem) -> RenditionKey {
        let count = Int(try value.u16(4, "a facet"))
        var values: [(attribute: UInt16, value: UInt16)] = []
        for index in 0..<count {
            values.append((try value.u16(6 + 4 * index, "a facet"), try value.u16(8 + 4 * index, "a facet")))
        }
        return RenditionKey(values)
    }

    /// Each facet's name by its identifier (the first, should two share one).
    package var facetNames: [UInt16: String] {
        Dictionary(facets.map { ($0.key[.identifier], $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// The name of the appearance whose id is `id`, or nil.
    package func appearance(_ id: UInt16) -> String? { appearances.first { $0.id == id }?.name }
}
