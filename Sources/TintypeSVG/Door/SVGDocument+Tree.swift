/// SVG's one door (SPEC §7.1, §13.7): the only way anything in Tintype, or a caller of it, opens an SVG.
/// Each way in asks where librsvg may run (``SVGDocument/Rendering``, no default): the tree draws what it reads
/// exactly, in this process; what it refuses goes to librsvg there, or is refused with both reasons.
extension SVGDocument {
    /// Opens SVG bytes to be drawn (SPEC §13.7): by Tintype's own renderer, in this process,
    /// when its tree reads them; otherwise by librsvg where `rendering` says, the tree's refusal
    /// kept as the reason (``SVGDocument/painter``). The size limit and the preflight come first
    /// either way.
    /// - Throws: `ImageFileError` naming `file`: past a limit, or refused by librsvg too.
    public static func open(
        _ bytes: [UInt8], file: String, limits: ImageDecoder.Limits = .default, rendering: SVGDocument.Rendering
    ) throws(ImageFileError) -> SVGDocument {
        try checkBytes(bytes, file: file, limits: limits)
        let tree = Result { () throws(VectorDocument.Refusal) in try VectorDocument(checkedSVG: bytes, file: file) }
        return try open(bytes, file: file, limits: limits, rendering: rendering, tree: tree)
    }

    /// ``open(_:file:limits:rendering:)`` for bytes that passed ``SVGDocument/checkBytes(_:file:limits:)``
    /// and whose tree was read already (or refused): an SVG is read into the tree once.
    /// - Throws: `ImageFileError` naming `file` when librsvg refuses what the tree refused.
    package static func open(
        _ bytes: [UInt8], file: String, limits: ImageDecoder.Limits, rendering: SVGDocument.Rendering,
        tree: Result<VectorDocument, VectorDocument.Refusal>
    ) throws(ImageFileError) -> SVGDocument {
        switch tree {
        case .success(let document): return SVGDocument(drawing: document, file: file, limits: limits)
        case .failure(let refusal):
            return try SVGDocument(bytes, file: file, limits: limits, rendering: rendering, treeRefusal: refusal.summary)
        }
    }
}

extension ImageDecoder {
    /// Reads a PNG, JPEG or SVG file (``ImageDecoder/read(_:limits:scaleFromName:)`` for the raster kinds),
    /// an SVG opened by ``SVGDocument/open(_:file:limits:rendering:)`` and drawn at its own size, at 1×.
    /// - Throws: `ImageFileError` naming the file and the reason.
    public static func readArt(
        _ path: String, limits: ImageDecoder.Limits = .default, scaleFromName: Bool = false, rendering: SVGDocument.Rendering
    ) throws(ImageFileError) -> ImageDecoder.DecodedImage {
        try read(path, limits: limits, scaleFromName: scaleFromName) { (bytes, file) throws(ImageFileError) in
            try drawn(SVGDocument.open(bytes, file: file, limits: limits, rendering: rendering))
        }
    }

    /// ``readArt(_:limits:scaleFromName:rendering:)`` for a file's bytes held in memory (`file` names them).
    /// - Throws: `ImageFileError` naming `file` and the reason.
    public static func decodeArt(
        _ bytes: [UInt8], file: String, limits: ImageDecoder.Limits = .default, rendering: SVGDocument.Rendering
    ) throws(ImageFileError) -> ImageDecoder.DecodedImage {
        try decode(bytes, file: file, limits: limits) { (bytes, file) throws(ImageFileError) in
            try drawn(SVGDocument.open(bytes, file: file, limits: limits, rendering: rendering))
        }
    }

    /// Where pixels are wanted, an SVG is its canvas as drawn at 1×.
    private static func drawn(_ document: SVGDocument) throws(ImageFileError) -> ImageDecoder.DecodedImage {
        let image = try document.renderAsDrawn(scale: 1)
        return ImageDecoder.DecodedImage(
            image: image,
            info: ImageDecoder.Info(
                format: .svg, width: image.width, height: image.height, colorModel: .vector, bitDepth: 8, interlaced: false,
                hasAlpha: true, canvasSize: document.canvasSize))
    }
}

extension VectorDocument: SVGDrawing {
    /// The size the document asks to be drawn at (``VectorDocument/size``).
    public var drawingSize: PointSize { size }

    /// ``render(width:height:canvasIn:limits:)`` within `limits`' pixels, a stop named as the codecs name one.
    public func drawn(
        width: Int, height: Int, canvasIn placement: (x: Double, y: Double, width: Double, height: Double), limits: ImageDecoder.Limits,
        file: String
    ) throws(ImageFileError) -> RGBAImage {
        do throws(VectorDocument.RenderStop) {
            return try render(
                width: width, height: height, canvasIn: placement, limits: RenderLimits(maximumPixels: limits.maximumPixels))
        } catch {
            throw Self.named(error, file: file)
        }
    }

    /// ``coveredBounds(width:height:canvasIn:limits:)``, a stop named as the codecs name one.
    public func coveredBounds(
        width: Int, height: Int, canvasIn placement: (x: Double, y: Double, width: Double, height: Double), limits: ImageDecoder.Limits,
        file: String
    ) throws(ImageFileError) -> PixelRect? {
        do throws(VectorDocument.RenderStop) {
            return try coveredBounds(
                width: width, height: height, canvasIn: placement, limits: RenderLimits(maximumPixels: limits.maximumPixels))
        } catch {
            throw Self.named(error, file: file)
        }
    }

    /// A render's stop as the codecs name one.
    private static func named(_ error: VectorDocument.RenderStop, file: String) -> ImageFileError {
        switch error {
        case .pixelLimit(let width, let height, let limit):
            return ImageFileError(file: file, problem: .pixelLimit(width: width, height: height, limit: limit))
        case .timeLimit(let seconds):
            return ImageFileError(
                file: file, problem: .rendererStopped(.timeLimit(seconds: Int(clamping: seconds, to: 0...Int(Int32.max)))))
        case .workLimit, .dashLimit: return ImageFileError(file: file, problem: .svg("\(error)"))
        }
    }
}
