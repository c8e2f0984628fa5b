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

    /// Java's keywords and literals: R.java cannot name a field after one.
    static let javaReserved: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue", "default", "do",
        "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if", "implements", "import",
        "instanceof", "int", "interface", "long", "native", "new", "package", "private", "protected", "public", "return",
        "short", "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void",
        "volatile", "while", "true", "false", "null", "_"
    ]

    /// A resource name (``of(_:)``) as R.java can name it: one that begins with a digit, or is one of Java's keywords
    /// (``javaReserved``), gets `ic_` before it (`0_circle_fill` → `ic_0_circle_fill`); nil when it is one already.
    package static func javaIdentifier(_ name: String) -> String? {
        guard let first = name.utf8.first else { return "ic_" }
        return (first >= 0x30 && first <= 0x39) || javaReserved.contains(name) ? "ic_" + name : nil
    }
}
