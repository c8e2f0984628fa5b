/// The `@Nx` suffix of a file name (`chat@2x.png`): the scale the art was drawn
/// for. One parser for the scanner, the decoder and the command line.
package enum ScaleSuffix {
    /// The scales an `@Nx` suffix may announce: Android's hdpi (1.5×) and below
    /// down to 0.5×, up to 8×. Others (`@1e-300x`, `@infx`, `@100x`) are refused.
    package static let range: ClosedRange<Double> = 0.5...8

    /// A scale suffix that announces a scale outside ``range``.
    package struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The scale announced.
        package var scale: Double

        /// The problem of a suffix announcing `scale`.
        package init(scale: Double) { self.scale = scale }

        /// "its scale suffix announces 100×, outside 0.5× to 8×".
        package var description: String {
            "its scale suffix announces \(scale.isFinite ? NumberText.shortest(scale) : "\(scale)")×, outside "
                + "\(NumberText.shortest(range.lowerBound))× to \(NumberText.shortest(range.upperBound))×"
        }
    }

    /// Why the scale `relative`'s name announces cannot be used, or nil when it can.
    package static func problem(_ relative: String) -> Problem? {
        let scale = parse(relative).scale
        guard !scale.isFinite || !range.contains(scale) else { return nil }
        return Problem(scale: scale)
    }

    /// The scale a file name announces: `sub/chat@2x.png` → (`chat`, 2);
    /// without a suffix, `chat.png` → (`chat`, 1). Check it with ``problem(_:)``.
    package static func parse(_ relative: String) -> (name: String, scale: Double) {
        // An ASCII path is one character a byte: the same steps on its bytes skip grapheme breaking.
        if relative.utf8.allSatisfy({ $0 < 0x80 }) {
            return parse(relative.utf8, separators: (UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "@"), UInt8(ascii: "x"))) {
                String(Substring($0))
            }
        }
        return parse(relative, separators: ("/", ".", "@", "x")) { String($0) }
    }

    /// The scale `relative`'s name announces with an `@Nx` suffix (`home@3x.png` → 3); nil without one.
    package static func announced(_ relative: String) -> Double? {
        let (name, scale) = parse(relative)
        let file = relative.split(separator: "/").last.map(String.init) ?? relative
        let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        return name == stem ? nil : scale
    }

    /// ``parse(_:)`` on a path's characters or bytes: the last component, its stem (before the
    /// last `.`), and a scale between the stem's last `@` (not its first element) and a final `x`.
    private static func parse<Path: BidirectionalCollection>(
        _ path: Path, separators: (slash: Path.Element, dot: Path.Element, at: Path.Element, x: Path.Element),
        text: (Path.SubSequence) -> String
    ) -> (name: String, scale: Double) where Path.Element: Equatable {
        let file = path.split(separator: separators.slash).last ?? path[...]
        let stem = file[..<(file.lastIndex(of: separators.dot) ?? file.endIndex)]
        if let at = stem.lastIndex(of: separators.at), at > stem.startIndex, stem.last == separators.x,
            let scale = Double(text(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]))
        {
            return (text(stem[..<at]), scale)
        }
        return (text(stem), 1)
    }
}
