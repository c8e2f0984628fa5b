/// How an option's value is written, read the same way from a command line and a job file:
/// each reader returns nil for a word that is not of its form.
package enum OptionWords {
    /// What a color is, as a refusal words it: "'x' is not \(color)".
    package static let color =
        "a color: give #RGB, #RRGGBB or #RRGGBBAA, r,g,b[,a] (0 to 255), or a CSS color name (steelblue)"

    /// What a paint is, as a refusal words it: "'x' is not \(paint)".
    package static let paint =
        "a color or gradient: give a color (#RRGGBB, r,g,b or a CSS name such as steelblue), or "
        + "a gradient's colors top to bottom, hex or names separated by commas, r,g,b colors by semicolons"

    /// A number of any sign, finite.
    package static func number(_ word: String) -> Double? {
        guard let value = Double(word), value.isFinite else { return nil }
        return value
    }

    /// A whole number.
    package static func integer(_ word: String) -> Int? { Int(word) }

    /// Scales separated by commas (`1,2,3`), each once, in order.
    package static func scales(_ word: String) -> [Double]? {
        let parts = word.split(separator: ",", omittingEmptySubsequences: false).map { number(String($0).trimmingCharacters(in: " ")) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return Array(Set(parts.map { $0! })).sorted()
    }

    /// An icon box: `N` (a square) or `WxH`, in points.
    package static func box(_ word: String) -> PointSize? {
        if let side = number(word) { return PointSize(square: side) }
        return PointSize(parsing: word)
    }

    /// A tab item: `WxH` in points, or `icon` for the icon box itself.
    package static func itemSize(_ word: String) -> BatchOptions.ItemSize? {
        if word.lowercased() == "icon" { return .icon }
        return PointSize(parsing: word).map { .points(width: $0.width, height: $0.height) }
    }

    /// Padding: points (`2`) or a percentage of the box (`10%`).
    package static func padding(_ word: String) -> IconSizing.Padding? {
        if word.hasSuffix("%") { return number(String(word.dropLast())).map(IconSizing.Padding.percent) }
        return number(word).map(IconSizing.Padding.points)
    }

    /// App icon platforms separated by commas, each once (`ios,web`), or `all` for every one.
    package static func platforms(_ word: String) -> [AppIconPlatform]? {
        if word.trimmingCharacters(in: " ") == "all" { return AppIconPlatform.allCases }
        var platforms: [AppIconPlatform] = []
        for part in word.split(separator: ",") {
            guard let platform = AppIconPlatform(rawValue: String(part).trimmingCharacters(in: " ")), !platforms.contains(platform)
            else { return nil }
            platforms.append(platform)
        }
        return platforms.isEmpty ? nil : platforms
    }

    /// `ios,web`: launch screen platforms separated by commas, each once; `all` for every one.
    package static func launchPlatforms(_ word: String) -> [LaunchPlatform]? {
        if word.trimmingCharacters(in: " ") == "all" { return LaunchPlatform.allCases }
        var platforms: [LaunchPlatform] = []
        for part in word.split(separator: ",") {
            guard let platform = LaunchPlatform(rawValue: String(part).trimmingCharacters(in: " ")), !platforms.contains(platform)
            else { return nil }
            platforms.append(platform)
        }
        return platforms.isEmpty ? nil : platforms
    }
}
