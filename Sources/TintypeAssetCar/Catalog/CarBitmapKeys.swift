/// BITMAPKEYS: for each asset's name identifier, which values each attribute of the key format takes among
/// that asset's renditions, a bit a value (CoreUI reads it to skip lookups that cannot match). The
/// attributes CoreUI does not index this way (element, part, placeholder, value, appearance, identifier,
/// previous value and attribute 28) are written as all ones.
package enum CarBitmapKeys {
    /// The attributes written as all ones: CoreUI's mask 0x100600E6.
    static let unindexed: Set<UInt16> = [1, 2, 5, 6, 7, 17, 18, 28]

    /// The tree's entries: each of `identifiers` (four big-endian bytes, numerically sorted as the tree
    /// keeps them), and its value: version 1, a reserved word, the length of what follows, the count of
    /// words, then a word for each attribute of `keyFormat`.
    package static func entries(keyFormat: [UInt16], renditions: [RenditionKey], identifiers: [UInt16]) -> [(key: [UInt8], value: [UInt8])]
    {
        var present: [UInt16: [UInt32]] = [:]
        for key in renditions {
            let identifier = key[.identifier]
            var words = present[identifier] ?? [UInt32](repeating: 0, count: keyFormat.count)
            for (index, attribute) in keyFormat.enumerated() {
                let value = attribute == RenditionAttribute.localization.rawValue ? min(key.value(attribute), 1) : key.value(attribute)
                if value < 32 { words[index] |= 1 << UInt32(value) }
            }
            present[identifier] = words
        }
        return Set(identifiers).sorted().map { identifier in
            var value = CarByteWriter()
            value.u32(1)
            value.u32(0)
            value.u32(UInt32(4 + 4 * keyFormat.count))
            value.u32(UInt32(keyFormat.count))
            let words = present[identifier] ?? [UInt32](repeating: 0, count: keyFormat.count)
            for (index, attribute) in keyFormat.enumerated() { value.u32(unindexed.contains(attribute) ? 0xFFFF_FFFF : words[index]) }
            return ([0, 0, UInt8(identifier >> 8), UInt8(identifier & 0xFF)], value.bytes)
        }
    }
}
