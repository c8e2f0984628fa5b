import CTintypeCodecs
import TintypeSupport

extension PNGEncoder {
    /// How hard the PNG encoder works for a smaller file.
    public enum Compression: String, CaseIterable, Hashable, Sendable, Codable {
        /// Deflate level 1, the Sub filter on every row: several times faster, somewhat larger.
        case fast
        /// Deflate level 6 (libdeflate), each row's filter chosen adaptively.
        case `default`
        /// Deflate level 12, libdeflate's slowest and smallest, adaptive filters.
        case smallest

        /// libdeflate's compression level.
        var deflateLevel: Int32 {
            switch self {
            case .fast: return 1
            case .default: return 6
            case .smallest: return 12
            }
        }
    }
}
