extension ImageDecoder {
    /// The file formats Tintype reads, told apart by their first bytes, never by the file name.
    public enum Format: String, Hashable, Sendable, Codable {
        /// A standard PNG.
        case png
        /// Apple's iPhone-optimized PNG: a CgBI chunk before IHDR, raw deflate, BGRA, premultiplied.
        case cgbiPNG = "cgbi-png"
        /// A JPEG (baseline or progressive).
        case jpeg
        /// An SVG document: vector art, rendered through librsvg at the size each use needs.
        case svg

        /// How many leading bytes ``detect(_:)`` needs to tell every format apart.
        public static let signatureLength = 4096

        static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

        /// The format whose signature starts `bytes`, or nil when none does.
        public static func detect<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> ImageDecoder.Format? {
            if bytes.starts(with: pngSignature) {
                // The first chunk's type sits after the signature and its 4-byte length.
                let firstChunkType = bytes.dropFirst(12).prefix(4)
                return firstChunkType.elementsEqual(Array("CgBI".utf8)) ? .cgbiPNG : .png
            }
            if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
            if looksLikeSVG(bytes.prefix(signatureLength)) { return .svg }
            return nil
        }

        /// XML text (after an optional byte-order mark and white space) whose
        /// first `signatureLength` bytes open an `<svg` element.
        private static func looksLikeSVG<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
            var text = Array(bytes)
            if text.starts(with: [0xEF, 0xBB, 0xBF]) { text.removeFirst(3) }
            guard let first = text.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), text[first] == UInt8(ascii: "<") else {
                return false
            }
            let tag = Array("<svg".utf8)
            // Short text ("  <sv") cannot hold the tag after its first "<".
            guard text.count - tag.count >= first else { return false }
            for start in first...(text.count - tag.count) where text[start] == tag[0] && text[start..<start + tag.count].elementsEqual(tag)
            {
                let next = start + tag.count
                if next == text.count || [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(text[next]) { return true }
            }
            return false
        }
    }
}
