/// The pieces a batch makes once per scale, shared by every icon.
package enum SharedElement: String, CaseIterable, Hashable, Sendable, Codable {
    /// The bar background.
    case barBackground = "tabbar-background"
    /// The embossed selection background behind the selected item.
    case selectionBackground = "tabbar-selection"
    /// The glow under an item that asks for attention.
    case glow = "tabbar-glow"
    /// The indicator arrow above the selected item.
    case arrow = "tabbar-arrow"
}
