/// The closest ASCII letters for a non-ASCII letter, for layouts whose names
/// must be ASCII (Android resources, CSS classes): `é` → `e`, `Ø` → `O`,
/// `ß` → `ss`, `æ` → `ae`, `ﬁ` → `fi`, `ｂ` → `b`. Read from the Unicode name of
/// the character's first scalar (a letter "WITH" a mark is that letter; combining
/// marks after it are dropped with it), so every Latin letter is covered without a
/// table. Letters of other scripts have no ASCII form and give nil: the layout
/// then replaces them, and the batch's clash check names any names that meet.
package enum ASCIILetters {
    /// The ASCII letters for `character`, or nil when it is not a Latin letter.
    package static func of(_ character: Character) -> String? {
        guard let scalar = character.unicodeScalars.first, let name = scalar.properties.name else { return nil }
        var words = name.split(separator: " ")[...]
        if words.first == "FULLWIDTH" { words = words.dropFirst() }
        guard words.first == "LATIN", words.count >= 4 else { return nil }
        let capital: Bool
        switch words.dropFirst().first {
        case "SMALL": capital = false
        case "CAPITAL": capital = true
        default: return nil
        }
        guard ["LETTER", "LIGATURE"].contains(words.dropFirst(2).first) else { return nil }
        let letter = words.dropFirst(3).prefix { $0 != "WITH" }
        let spelled: Substring
        switch letter.joined(separator: " ") {
        case "SHARP S": spelled = "SS"
        case "DOTLESS I": spelled = "I"
        case "DOTLESS J": spelled = "J"
        case "LONG S": spelled = "S"
        case "ETH": spelled = "D"
        case "THORN": spelled = "TH"
        default:
            // A letter, or a ligature of letters (AE, OE, IJ, FI): one word of at most three Latin letters.
            guard letter.count == 1, let word = letter.first, word.count <= 3, word.allSatisfy({ $0 >= "A" && $0 <= "Z" }) else {
                return nil
            }
            spelled = word
        }
        return capital ? String(spelled) : spelled.lowercased()
    }
}
