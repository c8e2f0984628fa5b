/// The file formats Tintype reads, told apart by their first bytes, never by the file name.
public enum ImageFormat: String, Hashable, Sendable, Codable {
    case png
    /// Apple's iPhone-optimized PNG: a CgBI chunk before IHDR, raw deflate, BGRA, premultiplied.
    case cgbiPNG = "cgbi-png"
    case jpeg

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The format whose signature starts `bytes`, or nil when none does.
    public static func detect<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> ImageFormat? {
        if bytes.starts(with: pngSignature) {
            // The first chunk's type sits after the signature and its 4-byte length.
            let firstChunkType = bytes.dropFirst(12).prefix(4)
            return firstChunkType.elementsEqual(Array("CgBI".utf8)) ? .cgbiPNG : .png
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }
}
