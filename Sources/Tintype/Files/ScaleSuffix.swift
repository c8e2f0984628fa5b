/// The `@Nx` suffix of a file name (`chat@2x.png`): the scale the art was drawn
/// for. One parser for the scanner, the decoder and the command line.
package enum ScaleSuffix {
    /// The scales an `@Nx` suffix may announce: Android's hdpi (1.5×) and below
    /// down to 0.5×, up to 8×. Others (`@1e-300x`, `@infx`, `@100x`) are refused.
    package static let range: ClosedRange<Double> = 0.5...8

    /// Why the scale `relative`'s name announces cannot be used, or nil when it can.
    package static func problem(_ relative: String) -> String? {
        let scale = parse(relative).scale
        guard !scale.isFinite || !range.contains(scale) else { return nil }
        return "its scale suffix announces \(scale.isFinite ? JSONText.number(scale) : "\(scale)")×, outside "
            + "\(JSONText.number(range.lowerBound))× to \(JSONText.number(range.upperBound))×"
    }

    /// The scale a file name announces: `sub/chat@2x.png` → (`chat`, 2);
    /// without a suffix, `chat.png` → (`chat`, 1). Check it with ``problem(_:)``.
    package static func parse(_ relative: String) -> (name: String, scale: Double) {
        if relative.utf8.allSatisfy({ $0 < 0x80 }) && relative.utf8.last != UInt8(ascii: "/") {
            return parseASCII(relative)
        }
        let file = relative.split(separator: "/").last.map(String.init) ?? relative
        let stem = file.contains(".") ? String(file[..<file.lastIndex(of: ".")!]) : file
        if let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"),
            let scale = Double(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]), at > stem.startIndex
        {
            return (String(stem[..<at]), scale)
        }
        return (stem, 1)
    }

    /// ``parse(_:)`` for ASCII paths (one character a byte) that do not end in `/`: the same
    /// steps on the UTF-8 bytes, without the grapheme breaking that `Character`s cost.
    private static func parseASCII(_ relative: String) -> (name: String, scale: Double) {
        let bytes = relative.utf8
        let fileStart = bytes.lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
        let file = bytes[fileStart...]
        let stem = file[..<(file.lastIndex(of: UInt8(ascii: ".")) ?? file.endIndex)]
        if let at = stem.lastIndex(of: UInt8(ascii: "@")), at > stem.startIndex, stem.last == UInt8(ascii: "x"),
            let scale = Double(Substring(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]))
        {
            return (String(Substring(stem[..<at])), scale)
        }
        return (String(Substring(stem)), 1)
    }
}
