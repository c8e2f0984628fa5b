/// The byte tests the layouts' name rules share.
enum ASCIIName {
    /// True for `0-9`, `A-Z` and `a-z`.
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}
