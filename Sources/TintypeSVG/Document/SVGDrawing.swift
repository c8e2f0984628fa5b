/// An SVG document Tintype draws itself, seen from ``SVGDocument``: the SVG tree and its renderer
/// (SPEC §13.7), which a document holds in place of librsvg's.
protocol SVGDrawing: Sendable {
    /// The size the document asks to be drawn at, in CSS pixels (points at 1×).
    var drawingSize: PointSize { get }

    /// The document drawn so that its canvas covers `placement` (in pixels, fractional allowed)
    /// of a transparent `width × height` image, within `limits`.
    /// - Throws: `ImageFileError` naming `file` when the render stops (its time, its work).
    func drawn(
        width: Int, height: Int, canvasIn placement: (x: Double, y: Double, width: Double, height: Double), limits: ImageDecoder.Limits,
        file: String
    ) throws(ImageFileError) -> RGBAImage

    /// The pixels such a render covers, from the drawing's geometry (at most a pixel wider on a
    /// side than its pixels, never narrower); nil when it paints nothing.
    /// - Throws: `ImageFileError` naming `file` when the measuring stops (its time, its work).
    func coveredBounds(
        width: Int, height: Int, canvasIn placement: (x: Double, y: Double, width: Double, height: Double), limits: ImageDecoder.Limits,
        file: String
    ) throws(ImageFileError) -> PixelRect?
}
