/// The byte tests and the walk the platforms' name rules share.
package enum ASCIIName {
    /// True for `0-9`, `A-Z` and `a-z`.
    package static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// `name` made safe by a platform's rule: printable ASCII (nearly every name) byte by byte with
    /// `ascii` (given each byte and its position), without the grapheme breaking that walking
    /// `Character`s costs; other names whole, by `characters`.
    package static func sanitized(
        _ name: String, ascii: (UInt8, Int) -> UInt8, characters: (String) -> String
    ) -> String {
        guard name.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return characters(name) }
        var bytes = Array(name.utf8)
        for index in bytes.indices { bytes[index] = ascii(bytes[index], index) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
