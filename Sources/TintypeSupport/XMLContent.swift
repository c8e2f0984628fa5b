/// What an XML document says, for checks that look for an element by its tag: comments
/// (`<!-- … -->`) are not content, so an element named only inside one is not there.
package enum XMLContent {
    /// `text` with every comment removed (an unclosed comment runs to the end).
    package static func withoutComments(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "<!--") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(of: "-->") else { return result }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
