#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sRGB transfer function (also Display P3's), between encoded values and linear light, 0…1.
package enum SRGBTransfer {
    /// Linear light of an encoded value; a negative value (extended sRGB) keeps its sign.
    package static func decoded(_ value: Double) -> Double {
        let magnitude = abs(value)
        let decoded = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -decoded : decoded
    }

    /// The encoded value of linear light, clipped to 0…1.
    package static func encoded(_ value: Double) -> Double {
        let clipped = min(max(value, 0), 1)
        return clipped <= 0.003_130_8 ? clipped * 12.92 : 1.055 * pow(clipped, 1 / 2.4) - 0.055
    }
}
