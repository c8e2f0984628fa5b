/// What the encoder needs to know of an image's stored (straight) colors to pick its
/// PNG layouts (SPEC §7): whether every pixel is opaque, whether every one is gray,
/// and its distinct colors in the order they first appear (up to 257: one more than
/// a palette holds). Counted by ``PNGStraightColors`` as it chooses the colors, so
/// that the pixels are not read again for it.
struct PNGColorCensus {
    /// True while every color counted has alpha 255.
    private(set) var opaque = true
    /// True while every color counted has red, green and blue equal.
    private(set) var gray = true
    /// The distinct palette entries counted, in order (every transparent color is one entry).
    private(set) var colors = ColorTable()

    /// Counts one stored color (red in the low byte, alpha in the high byte); counting a
    /// color again changes nothing, so a caller counts each run of one color once or more.
    @inline(__always)
    mutating func count(_ value: UInt32) {
        let (r, g, b) = (value & 0xFF, value >> 8 & 0xFF, value >> 16 & 0xFF)
        opaque = opaque && value >> 24 == 0xFF
        gray = gray && r == g && g == b
        if !colors.isFull { colors.insert(PNGColorCensus.paletteKey(value)) }
    }

    /// A palette needs one entry for every transparent pixel, whatever color it stores.
    @inline(__always)
    static func paletteKey(_ value: UInt32) -> UInt32 {
        value >> 24 == 0 ? 0 : value
    }
}
