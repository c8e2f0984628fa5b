import TintypeSupport

/// Reads PNG (CgBI included), JPEG and SVG files into premultiplied images,
/// choosing the decoder by the file's signature, never by its name.
public enum ImageDecoder {
    /// Reads and decodes the file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file; its first bytes decide the decoder.
    ///   - limits: The largest image accepted, checked before any pixel is allocated.
    ///   - scaleFromName: When true, the image's ``RGBAImage/scale`` is the one the
    ///     name announces (`chat@3x.png` → 3, `chat.png` → 1); otherwise it is 1.
    ///   - rendering: Where an SVG is rendered: here, or in a worker process.
    /// - Returns: The premultiplied pixels and what the headers said.
    /// - Throws: `ImageFileError` naming the file and the reason; with
    ///   `scaleFromName`, also when the suffix is outside `IconScanner.scaleRange`.
    public static func read(
        _ path: String, limits: DecodeLimits = .default, scaleFromName: Bool = false, rendering: SVGRendering = .inProcess
    ) throws(ImageFileError) -> ImageDecoder.DecodedImage {
        try read(path, limits: limits, scaleFromName: scaleFromName) { (bytes, file) throws(ImageFileError) in
            try SVGDocument(bytes, file: file, limits: limits, rendering: rendering)
        }
    }

    /// ``read(_:limits:scaleFromName:rendering:)`` with an SVG opened by `openSVG` (its bytes and file).
    package static func read(
        _ path: String, limits: DecodeLimits, scaleFromName: Bool, openSVG: SVGOpener
    ) throws(ImageFileError) -> ImageDecoder.DecodedImage {
        let scale = scaleFromName ? try self.scale(announcedBy: path) : 1
        // The signature first: a file of another kind is refused without reading the rest of it.
        let prefix = try FileBytes.readPrefix(path, count: ImageDecoder.Format.signatureLength)
        guard !prefix.isEmpty else { throw ImageFileError(file: path, problem: .empty) }
        guard ImageDecoder.Format.detect(prefix) != nil else { throw ImageFileError(file: path, problem: .unknownFormat) }
        var decoded = try decode(FileBytes.read(path, maximumBytes: limits.maximumFileBytes), file: path, limits: limits, openSVG: openSVG)
        decoded.image.scale = scale
        return decoded
    }

    /// The scale a file name announces: `icon@2x.png` → 2, `icon.png` → 1.
    /// - Throws: `ImageFileError` naming the file when the suffix is outside `IconScanner.scaleRange`.
    public static func scale(announcedBy path: String) throws(ImageFileError) -> Double {
        if let problem = ScaleSuffix.problem(path) { throw ImageFileError(file: path, problem: .access("\(problem)")) }
        return ScaleSuffix.parse(path).scale
    }

    /// Decodes an encoded image held in memory, at scale 1.
    /// - Parameters:
    ///   - bytes: The whole file.
    ///   - file: The name used in errors.
    ///   - limits: The largest image accepted.
    ///   - rendering: Where an SVG is rendered: here, or in a worker process.
    /// - Throws: `ImageFileError` naming `file` and the reason.
    public static func decode(
        _ bytes: [UInt8], file: String, limits: DecodeLimits = .default, rendering: SVGRendering = .inProcess
    ) throws(ImageFileError) -> ImageDecoder.DecodedImage {
        try decode(bytes, file: file, limits: limits) { (bytes, file) throws(ImageFileError) in
            try SVGDocument(bytes, file: file, limits: limits, rendering: rendering)
        }
    }

    /// Opens an SVG's bytes (`file` names them) as a document to draw.
    package typealias SVGOpener = ([UInt8], String) throws(ImageFileError) -> SVGDocument

    /// ``decode(_:file:limits:rendering:)`` with an SVG opened by `openSVG`.
    package static func decode(
        _ bytes: [UInt8], file: String, limits: DecodeLimits, openSVG: SVGOpener
    ) throws(ImageFileError) -> ImageDecoder.DecodedImage {
        guard !bytes.isEmpty else { throw ImageFileError(file: file, problem: .empty) }
        switch ImageDecoder.Format.detect(bytes) {
        case .png: return try PNGDecoder.decode(bytes, file: file, limits: limits)
        case .cgbiPNG: return try CgBIDecoder.decode(bytes, file: file, limits: limits)
        case .jpeg: return try JPEGDecoder.decode(bytes, file: file, limits: limits)
        case .svg:
            // Where pixels are wanted, an SVG is its canvas as drawn at 1×.
            let document = try openSVG(bytes, file)
            let image = try document.renderAsDrawn(scale: 1)
            return ImageDecoder.DecodedImage(
                image: image,
                info: ImageInfo(
                    format: .svg, width: image.width, height: image.height, colorModel: .vector, bitDepth: 8, interlaced: false,
                    hasAlpha: true,
                    canvasSize: document.canvasSize))
        case nil: throw ImageFileError(file: file, problem: .unknownFormat)
        }
    }
}
