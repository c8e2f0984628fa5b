import CTintypeCodecs
import TintypeSupport

extension PNGEncoder {
    /// The pixel layout of a written PNG.
    public enum ColorLayout: String, CaseIterable, Hashable, Sendable, Codable {
        /// Straight-alpha RGBA, 8 bits a channel, whatever the image holds.
        case rgba
        /// The smaller of two layouts that keep every pixel exactly: the narrowest
        /// of gray, gray+alpha, RGB and RGBA, and a palette (with tRNS) when the
        /// image has at most 256 colors; each is compressed, the smaller is written.
        case smallestLossless
    }
}
