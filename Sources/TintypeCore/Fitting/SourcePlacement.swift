extension IconSizing {
    /// One source sized for one canvas at `scale`, the way a batch sizes an icon
    /// with a single source (SPEC §9.1): an SVG is fitted (drawn at its own size
    /// with fit `none`); raster art is fitted with fit `always`, or with `auto`
    /// when its size at its own scale is larger than the box; otherwise it is
    /// placed as drawn, rescaled from its own scale.
    ///
    /// - Parameters:
    ///   - source: The art; raster art carries its own scale.
    ///   - scale: Pixels per point of the result.
    ///   - canvas: The canvas in pixels; nil for the art's own size (as drawn) or the box's (fitted).
    ///   - maskSource: Where coverage comes from.
    ///   - file: The source's path, for errors and warnings.
    /// - Returns: The placed art; its ``ArtMaster/PlacedArt/warnings`` say when raster art had to be enlarged, or colour art got its knockout mask.
    /// - Throws: `ImageFileError` when the art covers nothing, or an SVG cannot be rendered.
    public func place(
        _ source: SourceArt, scale: Double, canvas: PixelSize?, maskSource: Mask.Source,
        file: String
    ) throws(ImageFileError) -> ArtMaster.PlacedArt {
        let fitted: Bool
        switch (source, fit) {
        case (_, .none): fitted = false
        case (.vector, _), (_, .always): fitted = true
        case (.raster(let image), .auto):
            fitted = !fitsAsDrawn(width: image.width, height: image.height, scale: image.scale)
        }
        guard fitted else {
            return ArtMaster.PlacedArt(drawn: try source.asDrawn(scale: scale), canvas: canvas, maskSource: maskSource, file: file)
        }
        return try ArtMaster(source, maskSource: maskSource, trim: trim, file: file).placed(self, scale: scale, canvas: canvas, file: file)
    }
}
