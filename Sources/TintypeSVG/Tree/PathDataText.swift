#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many decimals a vector file's numbers keep: enough that nothing moves by more than
/// 1/2000 of the canvas (at 96 px a canvas, 0.05 px), and no more, so files stay small.
package struct VectorPrecision: Hashable, Sendable {
    /// Decimals kept.
    package var decimals: Int

    /// The precision for a canvas whose longer side is `side` units: 24 units keep 3 decimals, 512 keep 2.
    package init(canvasSide side: Double) {
        decimals = Int(clamping: log10(2000 / max(side, 1e-6)) + 1, to: 0...6, rounding: .up)
    }

    /// `value` rounded to ``decimals``, written as briefly as it reads back (`0.5` as `.5`, no `-0`).
    package func text(_ value: Double) -> String {
        let factor = pow(10, Double(decimals))
        var rounded = (value * factor).rounded() / factor
        if rounded == 0 { rounded = 0 }
        var text = NumberText.shortest(rounded)
        if text.hasPrefix("0.") { text.removeFirst() } else if text.hasPrefix("-0.") { text.remove(at: text.index(after: text.startIndex)) }
        return text
    }
}

extension VectorDocument.PathData {
    /// The path as path data both SVG and VectorDrawable read, as short as it can be written:
    /// each command absolute or relative, whichever is shorter (`H` and `V` for level and
    /// plumb lines), a letter only where it changes, a space only before a number that does
    /// not start with `-`. Positions are kept as whole multiples of the precision's step, so
    /// relative commands add up to exactly the points written.
    package func text(_ precision: VectorPrecision) -> String {
        var writer = PathTextWriter(precision: precision)
        for command in commands { writer.add(command) }
        return writer.out
    }
}

/// Writes path data command by command (see `VectorDocument.PathData.text(_:)`).
private struct PathTextWriter {
    let precision: VectorPrecision
    let factor: Double
    var out = ""
    var letter: Character?
    var current = (Int64(0), Int64(0))
    var start = (Int64(0), Int64(0))

    init(precision: VectorPrecision) {
        self.precision = precision
        factor = pow(10, Double(precision.decimals))
    }

    func steps(_ value: Double) -> Int64 { Int64(Int(clamping: value * factor, to: -(1 << 52)...(1 << 52))) }

    mutating func add(_ command: VectorDocument.PathData.Command) {
        switch command {
        case .move(let x, let y):
            let p = (steps(x), steps(y))
            choose("M", [p.0, p.1], "m", [p.0 - current.0, p.1 - current.1], repeatable: false)
            (current, start) = (p, p)
        case .line(let x, let y):
            let p = (steps(x), steps(y))
            if p.1 == current.1 && p.0 != current.0 {
                choose("H", [p.0], "h", [p.0 - current.0])
            } else if p.0 == current.0 && p.1 != current.1 {
                choose("V", [p.1], "v", [p.1 - current.1])
            } else {
                choose("L", [p.0, p.1], "l", [p.0 - current.0, p.1 - current.1])
            }
            current = p
        case .cubic(let x1, let y1, let x2, let y2, let x, let y):
            let points = [steps(x1), steps(y1), steps(x2), steps(y2), steps(x), steps(y)]
            let relative = points.enumerated().map { $0.element - ($0.offset.isMultiple(of: 2) ? current.0 : current.1) }
            choose("C", points, "c", relative)
            current = (points[4], points[5])
        case .close:
            out.append("Z")
            letter = "Z"
            current = start
        }
    }

    /// Writes the shorter of the absolute and relative forms.
    mutating func choose(_ absolute: Character, _ a: [Int64], _ relative: Character, _ r: [Int64], repeatable: Bool = true) {
        let absoluteText = numbers(a)
        let relativeText = numbers(r)
        let useRelative = relativeText.count < absoluteText.count
        let chosen: Character = useRelative ? relative : absolute
        let text = useRelative ? relativeText : absoluteText
        if chosen == letter && repeatable {
            if !text.hasPrefix("-") { out.append(" ") }
        } else {
            out.append(chosen)
        }
        out += text
        letter = chosen
    }

    func numbers(_ values: [Int64]) -> String {
        var text = ""
        for (index, value) in values.enumerated() {
            let number = self.number(value)
            if index > 0 && !number.hasPrefix("-") { text.append(" ") }
            text += number
        }
        return text
    }

    /// A count of steps as a decimal number: `1250` at 3 decimals is `1.25`, `-500` is `-.5`.
    func number(_ value: Int64) -> String {
        let decimals = precision.decimals
        let magnitude = value.magnitude
        let scale = UInt64(factor)
        let whole = magnitude / scale
        var fraction = decimals > 0 ? String(magnitude % scale) : ""
        if decimals > 0 {
            fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
            while fraction.last == "0" { fraction.removeLast() }
        }
        var text = whole == 0 && !fraction.isEmpty ? "" : String(whole)
        if !fraction.isEmpty { text += "." + fraction }
        if text.isEmpty { text = "0" }
        return value < 0 && text != "0" ? "-" + text : text
    }
}
