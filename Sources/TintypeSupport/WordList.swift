/// Words listed as a sentence lists them: `a`, `a and b`, `a, b and c`.
package enum WordList {
    /// `words` joined with commas and a last `and`.
    package static func joined(_ words: [String]) -> String {
        guard words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
}
