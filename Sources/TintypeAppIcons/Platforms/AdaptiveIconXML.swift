import TintypeFormats

/// What an Android adaptive icon's XML (`mipmap-anydpi-v26/ic_launcher.xml`) draws each layer from:
/// the `android:drawable` of its `<background>`, `<foreground>` and `<monochrome>` elements
/// (`@mipmap/ic_launcher_foreground`, `@drawable/…`, `@color/…`), read as XML (a layer only inside a
/// comment is not there).
package struct AdaptiveIconXML: Hashable, Sendable {
    /// Each layer's element name (`background`) and the resource it names.
    package let layers: [String: String]

    /// The layers of `bytes`; nil when they are not XML with an `<adaptive-icon>` root.
    package init?(_ bytes: [UInt8]) {
        guard let root = try? XMLReader.root(of: bytes), root.localName == "adaptive-icon" else { return nil }
        var layers: [String: String] = [:]
        for element in root.children where ["background", "foreground", "monochrome"].contains(element.localName) {
            if let value = element.attributes.first(where: { $0.name == "android:drawable" })?.value {
                layers[String(element.localName)] = value
            }
        }
        self.layers = layers
    }

    /// The mipmap `layer` (`foreground`) is drawn from (`ic_launcher_foreground` for `@mipmap/ic_launcher_foreground`); nil when it is drawn otherwise.
    package func mipmap(_ layer: String) -> String? {
        guard let value = layers[layer], value.hasPrefix("@mipmap/") else { return nil }
        return String(value.dropFirst("@mipmap/".count))
    }
}
