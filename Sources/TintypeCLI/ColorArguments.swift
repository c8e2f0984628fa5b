import ArgumentParser
import Tintype

/// A color on the command line: `#RRGGBB`, `#RRGGBBAA`, `#RGB` or `r,g,b[,a]`.
struct ColorArgument: ExpressibleByArgument, CustomStringConvertible {
    /// The formats, as help texts name them.
    static let formats = "#RRGGBB, #RRGGBBAA, #RGB, r,g,b[,a] (0-255; alpha also 0.0-1.0) or a CSS color name (steelblue)"

    var color: StraightColor

    init(_ color: StraightColor) {
        self.color = color
    }

    init?(argument: String) {
        guard let color = StraightColor(parsing: argument) else { return nil }
        self.color = color
    }

    /// The help default, as a user would type it (`#00000080`).
    var description: String { color.hexString }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// One color or two and more for a vertical gradient, top to bottom: hex colors
/// or names separated by commas (`#D5E5F8,#318CE4`, `lightblue,steelblue`), or
/// any colors separated by semicolons (`213,229,248;49,140,228`).
struct PaintArgument: ExpressibleByArgument {
    /// The formats, as help texts name them.
    static let formats =
        "a color (hex, r,g,b or a CSS name), or a gradient: hex colors or names separated by commas (#D5E5F8,#318CE4; lightblue,steelblue) or r,g,b colors by semicolons (213,229,248;49,140,228)"

    var colors: [StraightColor]

    init?(argument: String) {
        if let color = StraightColor(parsing: argument) {
            colors = [color]
            return
        }
        // Commas separate colors when every part is a hex color or a name (`navy,steelblue`); a
        // part that is a number makes them an `r,g,b` color's, and semicolons then separate colors.
        let commaParts = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let namedOrHex = commaParts.allSatisfy { $0.hasPrefix("#") || (Double($0) == nil && StraightColor(parsing: $0) != nil) }
        let separator: Character = argument.contains(";") || !namedOrHex ? ";" : ","
        let parsed = argument.split(separator: separator).map { StraightColor(parsing: String($0)) }
        guard parsed.count >= 2, parsed.allSatisfy({ $0 != nil }) else { return nil }
        colors = parsed.map { $0! }
    }

    /// The paint: a solid fill for one color, a vertical gradient for more.
    var paint: Paint { .vertical(colors)! }
}
