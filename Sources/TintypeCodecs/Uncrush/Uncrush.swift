/// Reverting iPhone-optimized PNGs (SPEC §7): a CgBI file becomes a standard
/// PNG of the same pixels; any other PNG is kept byte for byte.
public enum Uncrush {
    /// What reverting one file did.
    public enum Outcome: Equatable, Sendable {
        /// A CgBI file, rewritten as a standard PNG.
        case reverted([UInt8])
        /// A standard PNG, unchanged.
        case copied([UInt8])
    }

    /// The standard form of the PNG `bytes`; `file` names it in errors; a CgBI file is decoded within `limits`.
    /// - Throws: when the data is not a PNG, or is a CgBI file that cannot be read.
    public static func revert(
        _ bytes: [UInt8], file: String, limits: ImageDecoder.Limits = .default, encoder: PNGEncoder = PNGEncoder()
    ) throws(ImageFileError) -> Outcome {
        switch ImageDecoder.Format.detect(bytes) {
        case .png:
            return .copied(bytes)
        case .cgbiPNG:
            return .reverted(try encoder.encode(CgBIDecoder.decode(bytes, file: file, limits: limits).image, file: file))
        default:
            throw ImageFileError(file: file, problem: bytes.isEmpty ? .empty : .unknownFormat)
        }
    }
}
