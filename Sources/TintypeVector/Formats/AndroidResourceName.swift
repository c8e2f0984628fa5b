/// A name as Android's resource rules allow it (lowercase `[a-z0-9_]`): the rule both the
/// batch's Android layout and the Android app icon follow.
package enum AndroidResourceName {
    /// One byte of a printable-ASCII name: letters lowercased, digits kept, anything else `_`.
    package static func safeASCII(_ byte: UInt8) -> UInt8 {
        ASCIIName.isAlphanumeric(byte) ? byte | (byte >= 0x41 ? 0x20 : 0) : UInt8(ascii: "_")
    }

    /// Latin letters with marks become their closest ASCII letters (`ÿ` → `y`, `ß` → `ss`), anything else `_`.
    package static func safeName(characters name: String) -> String {
        name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? String($0) : ASCIILetters.of($0) ?? "_" }.joined().lowercased()
    }

    /// `name` as a resource name.
    package static func of(_ name: String) -> String {
        ASCIIName.sanitized(name, ascii: { byte, _ in safeASCII(byte) }, characters: safeName(characters:))
    }
}
