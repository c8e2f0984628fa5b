import TintypeFormats
import TintypeSupport

/// A colour resource of an Android `res/` folder (`@color/ic_launcher_background`, which an adaptive icon may draw
/// its background from): the `<color name="…">` of its default `values/` files, in Android's notation.
package enum AndroidColorResource {
    /// The colour `name` of the `res` folder under `root` (its `values/*.xml`, read as every file of a project is:
    /// never through a link); nil when none is there, or it is not a literal colour (a reference, a selector).
    package static func colour(_ name: String, res: String, root: String) -> StraightColor? {
        let project = ConfinedFolder(root)
        let values = res + "/values"
        guard project.kind(of: values) == .folder else { return nil }
        for file in FolderWalk(root + "/" + values).files where file.hasSuffix(".xml") && !file.contains("/") {
            guard let bytes = try? project.read(values + "/" + file, maximumBytes: 1 << 20),
                let resources = try? XMLReader.root(of: bytes), resources.localName == "resources"
            else { continue }
            for element in resources.children where element.localName == "color" {
                guard element.attributes.contains(where: { $0.name == "name" && $0.value == name }) else { continue }
                return parse(element.text)
            }
        }
        return nil
    }

    /// A colour in Android's notation: `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (alpha first), spaces around it
    /// allowed; nil for anything else.
    package static func parse(_ text: String) -> StraightColor? {
        let trimmed = text.utf8.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }.reversed()
            .drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }.reversed()
        guard trimmed.first == UInt8(ascii: "#") else { return nil }
        let digits = String(decoding: trimmed.dropFirst(), as: UTF8.self)
        guard [3, 4, 6, 8].contains(digits.utf8.count), let value = UInt32(digits, radix: 16) else { return nil }
        let short = digits.utf8.count <= 4
        let bits = short ? 4 : 8
        func channel(_ index: Int) -> UInt8 {
            let part = (value >> UInt32(bits * index)) & (short ? 0xF : 0xFF)
            return UInt8(short ? part * 17 : part)
        }
        // Channels from the right: blue, green, red, then alpha when there are four.
        let hasAlpha = digits.utf8.count == 4 || digits.utf8.count == 8
        return StraightColor(red: channel(2), green: channel(1), blue: channel(0), alpha: hasAlpha ? channel(3) : 255)
    }
}
