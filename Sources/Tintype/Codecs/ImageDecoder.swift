/// Reads PNG (CgBI included), JPEG and SVG files into premultiplied images,
/// choosing the decoder by the file's signature, never by its name.
public enum ImageDecoder {
    /// Reads and decodes the file at `path`.
    /// - Throws: ``ImageFileError`` naming the file and the reason.
    public static func read(_ path: String, limits: DecodeLimits = .default) throws(ImageFileError) -> DecodedImage {
        // The signature first: a file of another kind is refused without reading the rest of it.
        let prefix = try FileBytes.readPrefix(path, count: ImageFormat.signatureLength)
        guard !prefix.isEmpty else { throw ImageFileError(file: path, problem: .empty) }
        guard ImageFormat.detect(prefix) != nil else { throw ImageFileError(file: path, problem: .unknownFormat) }
        return try decode(FileBytes.read(path), file: path, limits: limits)
    }

    /// Decodes an encoded image held in memory; `file` names it in errors.
    public static func decode(_ bytes: [UInt8], file: String, limits: DecodeLimits = .default) throws(ImageFileError) -> DecodedImage {
        guard !bytes.isEmpty else { throw ImageFileError(file: file, problem: .empty) }
        switch ImageFormat.detect(bytes) {
        case .png: return try PNGDecoder.decode(bytes, file: file, limits: limits)
        case .cgbiPNG: return try CgBIDecoder.decode(bytes, file: file, limits: limits)
        case .jpeg: return try JPEGDecoder.decode(bytes, file: file, limits: limits)
        case .svg:
            // Where pixels are wanted, an SVG is its canvas as drawn at 1×.
            let document = try SVGDocument(bytes, file: file, limits: limits)
            let image = try document.renderAsDrawn(scale: 1)
            return DecodedImage(image: image, info: ImageInfo(
                format: .svg, width: image.width, height: image.height, colorModel: "vector", bitDepth: 8, interlaced: false, hasAlpha: true,
                canvasSize: document.canvasSize))
        case nil: throw ImageFileError(file: file, problem: .unknownFormat)
        }
    }
}
