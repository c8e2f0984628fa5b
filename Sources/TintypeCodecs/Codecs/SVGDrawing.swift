/// An SVG document Tintype draws itself, seen from the codecs: the SVG tree and its renderer
/// (TintypeVector, SPEC §13.8), which an ``SVGDocument`` holds in place of librsvg's document.
public protocol SVGDrawing: Sendable {
    /// The size the document asks to be drawn at, in CSS pixels (points at 1×).
    var drawingSize: PointSize { get }

    /// The document drawn so that its canvas covers `placement` (in pixels, fractional allowed)
    /// of a transparent `width × height` image, within `limits`.
    /// - Throws: `ImageFileError` naming `file` when the render stops (its time, its work).
    func drawn(
        width: Int, height: Int, canvasIn placement: (x: Double, y: Double, width: Double, height: Double), limits: DecodeLimits,
        file: String
    ) throws(ImageFileError) -> RGBAImage
}
