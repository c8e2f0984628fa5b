/// A rendition's key: a value for each attribute of the catalog's KEYFORMAT (an attribute it does not
/// list is 0). Attributes the format does not know are kept by number.
package struct RenditionKey: Sendable, Hashable, CustomStringConvertible {
    /// Each attribute's number and value, in the order the catalog keys by.
    package var values: [(attribute: UInt16, value: UInt16)]

    /// A key of `values`.
    package init(_ values: [(attribute: UInt16, value: UInt16)]) { self.values = values }

    /// The key tokens in `bytes` (each an attribute and a value, little-endian), up to a token of two zeros
    /// or the bytes' end: how a link or a layer names the rendition it refers to.
    package init(tokens bytes: CarBytes, _ part: String) throws(ImageFileError.CarProblem) {
        var values: [(attribute: UInt16, value: UInt16)] = []
        for index in 0..<bytes.count / 4 {
            let (attribute, value) = (try bytes.u16(4 * index, part), try bytes.u16(4 * index + 2, part))
            if attribute == 0 && value == 0 { break }
            values.append((attribute, value))
        }
        self.values = values
    }

    /// The value of `attribute`: 0 when the key does not hold it.
    package subscript(_ attribute: RenditionAttribute) -> UInt16 { value(attribute.rawValue) }

    /// The value of the attribute numbered `attribute`: 0 when the key does not hold it.
    package func value(_ attribute: UInt16) -> UInt16 { values.first { $0.attribute == attribute }?.value ?? 0 }

    /// `part=220 identifier=6849 scale=2`: the attributes that are not 0.
    package var description: String {
        values.filter { $0.value != 0 }.map {
            "\(RenditionAttribute(rawValue: $0.attribute).map(\.description) ?? "attribute\($0.attribute)")=\($0.value)"
        }
        .joined(separator: " ")
    }

    package static func == (a: RenditionKey, b: RenditionKey) -> Bool {
        a.values.elementsEqual(b.values) { $0.attribute == $1.attribute && $0.value == $1.value }
    }

    package func hash(into hasher: inout Hasher) {
        for (attribute, value) in values {
            hasher.combine(attribute)
            hasher.combine(value)
        }
    }
}
