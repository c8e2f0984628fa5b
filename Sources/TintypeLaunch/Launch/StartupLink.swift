/// One `<link rel="apple-touch-startup-image">` of a page (SPEC §14.3): its media query and its image,
/// read in one pass over the page's bytes, and the pixel size the query describes.
struct StartupLink: Hashable {
    var media: String
    var href: String

    /// The startup image links of `bytes`, in order: each `<link` tag whose `rel` is
    /// `apple-touch-startup-image`, with its double-quoted `media` and `href` (entities `&amp;`,
    /// `&quot;`, `&lt;` and `&gt;` read back).
    static func links(in bytes: [UInt8]) -> [StartupLink] {
        let text = String(decoding: bytes, as: UTF8.self)
        var links: [StartupLink] = []
        var rest = Substring(text)
        while let start = rest.range(of: "<link") {
            let tail = rest[start.upperBound...]
            guard let end = tail.firstIndex(of: ">") else { break }
            let attributes = Self.attributes(tail[..<end])
            if attributes["rel"] == "apple-touch-startup-image", let media = attributes["media"], let href = attributes["href"] {
                links.append(StartupLink(media: media, href: href))
            }
            rest = tail[tail.index(after: end)...]
        }
        return links
    }

    /// `name="value"` pairs of a tag's inside, names lowercased.
    private static func attributes(_ tag: Substring) -> [String: String] {
        var attributes: [String: String] = [:]
        var rest = tag
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).last.map { $0.lowercased() } ?? ""
            let after = rest[rest.index(after: equals)...]
            guard after.first == "\"", let close = after.dropFirst().firstIndex(of: "\"") else { break }
            let value = after[after.index(after: after.startIndex)..<close]
            attributes[name] = value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
            rest = after[after.index(after: close)...]
        }
        return attributes
    }

    /// The features of the media query: `device-width` → `402px`, and so on.
    var features: [String: String] {
        var features: [String: String] = [:]
        var rest = Substring(media)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let inside = rest[rest.index(after: open)..<close]
            if let colon = inside.firstIndex(of: ":") {
                let name = inside[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                features[name] = inside[inside.index(after: colon)...].trimmingCharacters(in: .whitespaces).lowercased()
            }
            rest = rest[rest.index(after: close)...]
        }
        return features
    }

    /// The image's pixel size the query describes: its device size times its ratio, turned for
    /// `orientation: landscape`; nil when it does not give whole sizes and a ratio in range.
    var pixelSize: PixelSize? {
        let features = self.features
        func whole(_ name: String, suffix: String, _ range: ClosedRange<Int>) -> Int? {
            guard let value = features[name], value.hasSuffix(suffix), let number = Int(value.dropLast(suffix.count)),
                range.contains(number)
            else { return nil }
            return number
        }
        guard let width = whole("device-width", suffix: "px", 1...AppleScreen.maximumSide),
            let height = whole("device-height", suffix: "px", 1...AppleScreen.maximumSide),
            let ratio = whole("-webkit-device-pixel-ratio", suffix: "", 1...AppleScreen.maximumScale)
        else { return nil }
        let landscape = features["orientation"] == "landscape"
        return landscape
            ? PixelSize(width: height * ratio, height: width * ratio) : PixelSize(width: width * ratio, height: height * ratio)
    }
}
