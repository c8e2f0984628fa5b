/// Little-endian bytes of a catalog's blocks, written field by field.
package struct CarByteWriter: Sendable {
    /// The bytes written.
    package var bytes: [UInt8] = []

    /// An empty writer.
    package init() {}

    /// A tag's four bytes as they lie in the file (`ISTC`); `padded` pads a shorter one with NULs.
    package mutating func tag(_ tag: String, padded: Bool = false) {
        let utf8 = Array(tag.utf8.prefix(4))
        bytes += padded ? utf8 + [UInt8](repeating: 0, count: 4 - utf8.count) : utf8
    }

    /// A `UInt16`.
    package mutating func u16(_ value: UInt16) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8)] }

    /// A `UInt32`.
    package mutating func u32(_ value: UInt32) {
        bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }

    /// An `Int32`.
    package mutating func i32(_ value: Int32) { u32(UInt32(bitPattern: value)) }

    /// A `Float`.
    package mutating func f32(_ value: Float) { u32(value.bitPattern) }

    /// A `Double`.
    package mutating func f64(_ value: Double) {
        let bits = value.bitPattern
        u32(UInt32(truncatingIfNeeded: bits))
        u32(UInt32(truncatingIfNeeded: bits >> 32))
    }

    /// `text` in a field of `width` bytes, NUL-padded (cut to leave one NUL).
    package mutating func text(_ text: String, width: Int) {
        let utf8 = Array(text.utf8.prefix(width - 1))
        bytes += utf8 + [UInt8](repeating: 0, count: width - utf8.count)
    }

    /// `text`'s length with its NUL, then the text and the NUL.
    package mutating func counted(_ text: String) {
        u32(UInt32(text.utf8.count + 1))
        bytes += Array(text.utf8) + [0]
    }

    /// Key tokens: each attribute and value, then two zeros.
    package mutating func tokens(_ tokens: [(attribute: UInt16, value: UInt16)]) {
        for (attribute, value) in tokens {
            u16(attribute)
            u16(value)
        }
        u32(0)
    }
}
