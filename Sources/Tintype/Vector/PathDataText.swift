#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many decimals a vector file's numbers keep: enough that nothing moves by more than
/// 1/2000 of the canvas (at 96 px a canvas, 0.05 px), and no more, so files stay small.
struct VectorPrecision: Hashable, Sendable {
    /// Decimals kept.
    var decimals: Int

    /// The precision for a canvas whose longer side is `side` units: 24 units keep 3 decimals, 512 keep 2.
    init(canvasSide side: Double) {
        decimals = max(0, min(6, Int((log10(2000 / max(side, 1e-6))).rounded(.up)) + 1))
    }

    /// `value` rounded to ``decimals``, written as briefly as it reads back (`0.5` as `.5`, no `-0`).
    func text(_ value: Double) -> String {
        let factor = pow(10, Double(decimals))
        var rounded = (value * factor).rounded() / factor
        if rounded == 0 { rounded = 0 }
        var text = NumberText.shortest(rounded)
        if text.hasPrefix("0.") { text.removeFirst() } else if text.hasPrefix("-0.") { text.remove(at: text.index(after: text.startIndex)) }
        return text
    }
}

extension PathData {
    /// The path as path data both SVG and VectorDrawable read (`M1 2L3 4C…Z`), absolute
    /// commands, numbers at `precision`, a separator only where the next number needs one.
    func text(_ precision: VectorPrecision) -> String {
        var out = ""
        var lastLetter: Character?
        func emit(_ letter: Character, _ values: [Double]) {
            if letter != lastLetter || letter == "M" {
                out.append(letter)
            } else if let first = values.first, !precision.text(first).hasPrefix("-") {
                out.append(" ")
            }
            lastLetter = letter
            for (index, value) in values.enumerated() {
                let number = precision.text(value)
                if index > 0 && !number.hasPrefix("-") { out.append(" ") }
                out += number
            }
        }
        for command in commands {
            switch command {
            case .move(let x, let y): emit("M", [x, y])
            case .line(let x, let y): emit("L", [x, y])
            case .cubic(let x1, let y1, let x2, let y2, let x, let y): emit("C", [x1, y1, x2, y2, x, y])
            case .close:
                out.append("Z")
                lastLetter = "Z"
            }
        }
        return out
    }
}
