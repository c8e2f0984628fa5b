extension Paint {
    /// The forms a paint is written in, as help texts name them.
    package static let formats =
        "a color (hex, r,g,b or a CSS name), or a gradient: hex colors or names separated by commas (#D5E5F8,#318CE4; lightblue,steelblue) or r,g,b colors by semicolons (213,229,248;49,140,228)"

    /// A paint as an option gives it: one color (``StraightColor/init(parsing:)``) for a solid
    /// fill, or two and more for a vertical gradient, top to bottom: hex colors or names
    /// separated by commas (`#D5E5F8,#318CE4`, `lightblue,steelblue`), or any colors separated
    /// by semicolons (`213,229,248;49,140,228`). Nil for anything else.
    package init?(parsing text: String) {
        if let color = StraightColor(parsing: text) {
            self = .solid(color)
            return
        }
        // Commas separate colors when every part is a hex color or a name (`navy,steelblue`); a
        // part that is a number makes them an `r,g,b` color's, and semicolons then separate colors.
        let commaParts = text.split(separator: ",").map { String($0).trimmingCharacters(in: " ") }
        let namedOrHex = commaParts.allSatisfy { $0.hasPrefix("#") || (Double($0) == nil && StraightColor(parsing: $0) != nil) }
        let separator: Character = text.contains(";") || !namedOrHex ? ";" : ","
        let parsed = text.split(separator: separator).compactMap { StraightColor(parsing: String($0)) }
        guard parsed.count >= 2, parsed.count == text.split(separator: separator).count, let paint = Paint.vertical(parsed) else {
            return nil
        }
        self = paint
    }
}
