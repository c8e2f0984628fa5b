import ArgumentParser
import Tintype

/// A color on the command line: `#RRGGBB`, `#RRGGBBAA`, `#RGB`, `r,g,b[,a]` or a CSS name.
struct ColorArgument: ExpressibleByArgument, CustomStringConvertible {
    /// The formats, as help texts name them.
    static let formats = StraightColor.formats

    var color: StraightColor

    init(_ color: StraightColor) {
        self.color = color
    }

    init?(argument: String) {
        guard let color = StraightColor(parsing: argument) else { return nil }
        self.color = color
    }

    /// `text` as a color, or a usage error that says what a color is (the option's `transform`, so that
    /// `--background notacolor` is told why).
    static func parsed(_ text: String) throws -> ColorArgument {
        guard let color = ColorArgument(argument: text) else {
            throw ValidationError("'\(text)' is not \(OptionWords.color)")
        }
        return color
    }

    /// The help default, as a user would type it (`#00000080`).
    var description: String { color.hexString }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// One color, or two and more for a vertical gradient, top to bottom (``Paint/init(parsing:)``).
struct PaintArgument: ExpressibleByArgument {
    /// The paint: a solid fill for one color, a vertical gradient for more.
    var paint: Paint

    init?(argument: String) {
        guard let paint = Paint(parsing: argument) else { return nil }
        self.paint = paint
    }

    /// `text` as a paint, or a usage error that says what a paint is (the option's `transform`).
    static func parsed(_ text: String) throws -> PaintArgument {
        guard let paint = PaintArgument(argument: text) else {
            throw ValidationError("'\(text)' is not \(OptionWords.paint)")
        }
        return paint
    }
}
