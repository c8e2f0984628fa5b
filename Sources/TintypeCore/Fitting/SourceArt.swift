import TintypeSupport

/// Icon art as it comes from a file: pixels drawn at a scale, or an SVG
/// document that can be drawn at any size.
public enum SourceArt {
    /// Raster art (PNG, CgBI, JPEG); its `scale` says how many pixels a point spans.
    case raster(RGBAImage)
    /// Vector art, rendered at exactly the pixel size each use needs.
    case vector(SVGDocument)

    /// Reads the art at `path`: an SVG document (rendered where `rendering` says), or decoded pixels at `scale`.
    /// - Throws: `ImageFileError` naming the file and the reason.
    public static func read(
        _ path: String, scale: Double = 1, limits: ImageDecoder.Limits = .default, rendering: SVGDocument.Rendering
    ) throws(ImageFileError) -> SourceArt {
        try decode(
            FileBytes.read(path, maximumBytes: limits.maximumFileBytes), file: path, scale: scale, limits: limits,
            rendering: rendering)
    }

    /// The art in a file's bytes: an SVG document (rendered where `rendering` says), or decoded pixels at
    /// `scale`; `file` names them in errors.
    /// - Throws: `ImageFileError` naming the file and the reason.
    public static func decode(
        _ bytes: [UInt8], file: String, scale: Double = 1, limits: ImageDecoder.Limits = .default, rendering: SVGDocument.Rendering
    ) throws(ImageFileError) -> SourceArt {
        if ImageDecoder.Format.detect(bytes) == .svg {
            return .vector(try SVGDocument.open(bytes, file: file, limits: limits, rendering: rendering))
        }
        var image = try ImageDecoder.decode(bytes, file: file, limits: limits).image
        image.scale = scale
        return .raster(image)
    }

    /// The same art with raster pixels taken as drawn at `scale` (vector art is unchanged).
    public func drawn(at scale: Double) -> SourceArt {
        guard case .raster(var image) = self else { return self }
        image.scale = scale
        return .raster(image)
    }

    /// The art as drawn at `scale`: raster art rescaled from its own scale when
    /// they differ (shrunk by area averaging, enlarged bilinearly), an SVG rendered
    /// at its own size times `scale`.
    /// - Throws: `ImageFileError` when an SVG render fails or is over the pixel limit.
    public func asDrawn(scale: Double) throws(ImageFileError) -> RGBAImage {
        switch self {
        case .raster(let image): return image.scale == scale ? image : image.rescaled(to: scale)
        case .vector(let document): return try document.renderAsDrawn(scale: scale)
        }
    }
}
