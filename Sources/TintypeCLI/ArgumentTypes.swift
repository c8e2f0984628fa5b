import ArgumentParser
import Tintype

/// A color on the command line: `#RRGGBB`, `#RRGGBBAA` or `r,g,b[,a]`.
struct ColorArgument: ExpressibleByArgument {
    var color: StraightColor

    init?(argument: String) {
        guard let color = StraightColor(parsing: argument) else { return nil }
        self.color = color
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// Two or more colors for a gradient: hex colors separated by commas
/// (`#D5E5F8,#318CE4`), or any colors separated by semicolons (`213,229,248;49,140,228`).
struct ColorListArgument: ExpressibleByArgument {
    var colors: [StraightColor]

    init?(argument: String) {
        let separator: Character = argument.contains(";") || !argument.contains("#") ? ";" : ","
        let parsed = argument.split(separator: separator).map { StraightColor(parsing: String($0)) }
        guard parsed.count >= 2, parsed.allSatisfy({ $0 != nil }) else { return nil }
        colors = parsed.map { $0! }
    }
}

/// A size in points, `WxH` (`64x44`).
struct SizeArgument: ExpressibleByArgument {
    var width: Double
    var height: Double

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0 else { return nil }
        self.width = width
        self.height = height
    }
}

extension MaskSource: ExpressibleByArgument {}

/// The scale a file name announces (`icon@2x.png` → 2), or nil.
func scaleSuffix(of path: String) -> Double? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x") else { return nil }
    return Double(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)])
}
