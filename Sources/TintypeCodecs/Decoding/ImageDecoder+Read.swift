import TintypeSupport

/// Reading a file whole: the signature decides the decoder (``ImageDecoder``).
extension ImageDecoder {
    /// Reads and decodes the PNG or JPEG file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file; its first bytes decide the decoder.
    ///   - limits: The largest image accepted, checked before any pixel is allocated.
    ///   - scaleFromName: When true, the image's ``RGBAImage/scale`` is the one the
    ///     name announces (`chat@3x.png` → 3, `chat.png` → 1); otherwise it is 1.
    /// - Returns: The premultiplied pixels and what the headers said.
    /// - Throws: `ImageFileError` naming the file and the reason (an SVG among them); with
    ///   `scaleFromName`, also when the suffix is outside `IconScanner.scaleRange`.
    public static func read(
        _ path: String, limits: ImageDecoder.Limits = .default, scaleFromName: Bool = false
    ) throws(ImageFileError) -> ImageDecoder.DecodedImage {
        try read(path, limits: limits, scaleFromName: scaleFromName, svg: refuseSVG)
    }

    /// ``read(_:limits:scaleFromName:)`` with an SVG decoded by `svg` (its bytes and file): the door's way in.
    package static func read(
        _ path: String, limits: ImageDecoder.Limits, scaleFromName: Bool, svg: SVGDecoder
    ) throws(ImageFileError) -> ImageDecoder.DecodedImage {
        let scale = scaleFromName ? try self.scale(announcedBy: path) : 1
        // The signature first: a file of another kind is refused without reading the rest of it.
        let prefix = try FileBytes.readPrefix(path, count: ImageDecoder.Format.signatureLength)
        guard !prefix.isEmpty else { throw ImageFileError(file: path, problem: .empty) }
        guard ImageDecoder.Format.detect(prefix) != nil else { throw ImageFileError(file: path, problem: .unknownFormat) }
        var decoded = try decode(FileBytes.read(path, maximumBytes: limits.maximumFileBytes), file: path, limits: limits, svg: svg)
        decoded.image.scale = scale
        return decoded
    }

    /// The scale a file name announces: `icon@2x.png` → 2, `icon.png` → 1.
    /// - Throws: `ImageFileError` naming the file when the suffix is outside `IconScanner.scaleRange`.
    public static func scale(announcedBy path: String) throws(ImageFileError) -> Double {
        if let problem = ScaleSuffix.problem(path) { throw ImageFileError(file: path, problem: .access("\(problem)")) }
        return ScaleSuffix.parse(path).scale
    }

    /// Decodes a PNG or JPEG held in memory, at scale 1.
    /// - Parameters:
    ///   - bytes: The whole file.
    ///   - file: The name used in errors.
    ///   - limits: The largest image accepted.
    /// - Throws: `ImageFileError` naming `file` and the reason (an SVG among them).
    public static func decode(
        _ bytes: [UInt8], file: String, limits: ImageDecoder.Limits = .default
    ) throws(ImageFileError) -> ImageDecoder.DecodedImage {
        try decode(bytes, file: file, limits: limits, svg: refuseSVG)
    }

    /// Decodes an SVG's bytes (`file` names them) into pixels.
    package typealias SVGDecoder = ([UInt8], String) throws(ImageFileError) -> ImageDecoder.DecodedImage

    /// ``decode(_:file:limits:)`` with an SVG decoded by `svg`.
    package static func decode(
        _ bytes: [UInt8], file: String, limits: ImageDecoder.Limits, svg: SVGDecoder
    ) throws(ImageFileError) -> ImageDecoder.DecodedImage {
        guard !bytes.isEmpty else { throw ImageFileError(file: file, problem: .empty) }
        switch ImageDecoder.Format.detect(bytes) {
        case .png: return try PNGDecoder.decode(bytes, file: file, limits: limits)
        case .cgbiPNG: return try CgBIDecoder.decode(bytes, file: file, limits: limits)
        case .jpeg: return try JPEGDecoder.decode(bytes, file: file, limits: limits)
        case .svg: return try svg(bytes, file)
        case nil: throw ImageFileError(file: file, problem: .unknownFormat)
        }
    }

    /// What the raster readers say of an SVG: which door opens it.
    private static func refuseSVG(_ bytes: [UInt8], _ file: String) throws(ImageFileError) -> ImageDecoder.DecodedImage {
        throw ImageFileError(
            file: file,
            problem: .svg("an SVG is read through SVG's door (ImageDecoder.readArt, SVGDocument.open), which says where librsvg may run"))
    }
}
