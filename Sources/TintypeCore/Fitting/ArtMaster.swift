/// A master: source art trimmed once and then fitted into the icon box at any
/// scale (SPEC §9.2). Raster masters are shrunk by area averaging straight from
/// their pixels (never a chain of resizes); SVG masters are rendered at exactly
/// the pixel size each scale needs, so they are crisp at 1×, 2× and 3×.
public struct ArtMaster {
    /// A rectangle of the source: pixels for raster art, points of the SVG canvas for vector art.
    public struct Region: Hashable, Sendable {
        /// The left edge, in source pixels (an SVG's in its canvas units).
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double
    }

    /// The art being fitted.
    public let source: SourceArt
    /// The part of the source that is fitted: the covered pixels' bounds when
    /// trimmed, the whole source otherwise.
    public let region: Region
    /// The coverage the tint will use; trimming and optical centering follow it.
    public let maskSource: Mask.Source
    /// The raster source cut to `region` (nil for vector art).
    private let trimmedPixels: RGBAImage?
    /// Colour raster art in its own colours, trimmed as ``trimmedPixels`` (which hold its template); nil otherwise.
    private let trimmedColours: RGBAImage?
    /// True when `region` is the source's whole canvas (not trimmed): its grid can be put on whole pixels.
    private let isWholeCanvas: Bool
    /// Set when the art is colour art whose mask is its template (its knockout, or its picture's
    /// tones: `ColorArtTemplate`): the pixels fitted are its template, read by alpha.
    package let colorArt: ColorArtTemplate?
    /// True when `auto` chose colour art's template (the art was judged colour art), which a warning says.
    private let colorArtJudged: Bool

    /// The longest side of the render an SVG's covered bounds are measured on, in pixels.
    static let probeSide = 1024.0

    /// Prepares `source` for fitting; `file` names it in errors.
    /// - Parameters:
    ///   - source: The art.
    ///   - maskSource: Where coverage comes from (`auto` is resolved on the art).
    ///   - trim: Remove the fully transparent border (for opaque art: the border the mask leaves uncovered).
    ///   - file: The source's path, for errors.
    /// - Throws: `ImageFileError` when the art covers no pixel, or an SVG cannot be rendered.
    public init(_ source: SourceArt, maskSource: Mask.Source, trim: Bool, file: String) throws(ImageFileError) {
        self.source = source
        switch source {
        case .raster(let original):
            let prepared = maskSource.prepared(original)
            let image = prepared.image
            let resolved = prepared.source
            colorArt = prepared.colorArt
            colorArtJudged = prepared.judged
            self.maskSource = resolved
            var bounds = image.bounds
            if trim {
                guard let covered = image.coverageBounds(resolved) else {
                    throw ImageFileError(
                        file: file, problem: .noArt("no pixel is covered (the art is fully transparent, or white on white)"))
                }
                bounds = covered
            }
            guard !bounds.isEmpty else { throw ImageFileError(file: file, problem: .noArt("the image has no pixels")) }
            trimmedPixels = bounds == image.bounds ? image : image.view(bounds).makeImage()
            trimmedColours = prepared.colorArt == nil ? nil : bounds == image.bounds ? original : original.view(bounds).makeImage()
            isWholeCanvas = bounds == image.bounds
            region = Region(x: Double(bounds.x), y: Double(bounds.y), width: Double(bounds.width), height: Double(bounds.height))
        case .vector(let document):
            let canvas = document.canvasSize
            let factor = ArtMaster.probeSide / max(canvas.width, canvas.height)
            let measured: PixelRect?
            (measured, colorArt, colorArtJudged, self.maskSource) = try ArtMaster.probe(document, factor: factor, maskSource: maskSource)
            guard let covered = measured else {
                throw ImageFileError(file: file, problem: .noArt("the document draws nothing visible"))
            }
            trimmedPixels = nil
            trimmedColours = nil
            isWholeCanvas = !trim
            if trim {
                // The covered probe pixels, back in canvas points, within the canvas.
                let left = max(0, Double(covered.x) / factor)
                let top = max(0, Double(covered.y) / factor)
                let right = min(canvas.width, Double(covered.maxX) / factor)
                let bottom = min(canvas.height, Double(covered.maxY) / factor)
                region = Region(x: left, y: top, width: right - left, height: bottom - top)
            } else {
                region = Region(x: 0, y: 0, width: canvas.width, height: canvas.height)
            }
        }
    }

    /// An SVG's covered bounds on its trim probe (its canvas at `factor`), with the colour art
    /// template and mask source `maskSource` resolves to there. With an alpha mask only the bounds
    /// are needed: they are measured where the probe is drawn, not copied out.
    private static func probe(
        _ document: SVGDocument, factor: Double, maskSource: Mask.Source
    ) throws(ImageFileError) -> (PixelRect?, ColorArtTemplate?, judged: Bool, Mask.Source) {
        let canvas = document.canvasSize
        let (width, height) = (
            Int(clamping: canvas.width * factor, to: 1...Int(Int32.max), rounding: .up),
            Int(clamping: canvas.height * factor, to: 1...Int(Int32.max), rounding: .up)
        )
        let placement = (x: 0.0, y: 0.0, width: canvas.width * factor, height: canvas.height * factor)
        if maskSource == .alpha {
            return (try document.coveredBounds(width: width, height: height, canvasIn: placement), nil, false, .alpha)
        }
        // Art the tree draws is judged on a probe of half the side (its bounds come from its geometry).
        let shrink = document.painter == .tree ? 2 : 1
        let judged = (x: 0.0, y: 0.0, width: placement.width / Double(shrink), height: placement.height / Double(shrink))
        let pixels = try document.render(
            width: (width + shrink - 1) / shrink, height: (height + shrink - 1) / shrink, canvasIn: judged)
        // Every render at a scale is made a template with the mask measured here.
        let prepared = maskSource.prepared(pixels)
        // Art that resolves to its alpha is trimmed to the bounds an alpha mask would have measured
        // (the tree's geometry, where the tree draws it), so that `auto` and `alpha` agree.
        let bounds =
            prepared.source == .alpha
            ? try document.coveredBounds(width: width, height: height, canvasIn: placement)
            : pixels.coverageBounds(prepared.source).map { rect in
                PixelRect(
                    x: rect.x * shrink, y: rect.y * shrink, width: min(width - rect.x * shrink, rect.width * shrink),
                    height: min(height - rect.y * shrink, rect.height * shrink))
            }
        return (bounds, prepared.colorArt, prepared.judged, prepared.source)
    }

    /// The art fitted into `sizing`'s box at `scale`: its longer side (relative
    /// to the box's shape) is exactly the box less twice the padding, in whole
    /// pixels, the aspect ratio kept; placed by the sizing's centering.
    ///
    /// Raster art with fewer pixels than that is enlarged (Catmull-Rom), so that the
    /// icon has one size in points at every scale; ``ArtMaster/FittedArt/enlargedFrom`` says so.
    ///
    /// With `grid` (a family's shared grid, as a multiple of the art's own canvas on each side), the
    /// factor is the one that fits the grid into the box, and the art, its own whole canvas, is drawn at it.
    /// - Throws: `ImageFileError` when an SVG render fails or is over the pixel limit.
    public func fitted(_ sizing: IconSizing, scale: Double, within grid: PointSize? = nil) throws(ImageFileError) -> ArtMaster.FittedArt {
        let box = sizing.box.pixels(at: scale)
        let size = renderSize(sizing, scale: scale, within: grid)
        var enlargedFrom: PixelSize?
        if case .raster = source, size.width > trimmedPixels!.width || size.height > trimmedPixels!.height {
            enlargedFrom = trimmedPixels!.size
        }
        var art = try rendered(size, template: true)
        art.scale = scale
        let origin: PixelPoint
        switch sizing.centering {
        case .box:
            origin = Placement.centeredOrigin(outer: box, inner: art.size)
        case .optical:
            let centroid = art.coverageCentroid(maskSource) ?? VectorPath.Point(x: Double(art.width) / 2, y: Double(art.height) / 2)
            origin = Placement.opticalOrigin(outer: box, inner: art.size, centroid: centroid)
        }
        return ArtMaster.FittedArt(
            art: art, frame: PixelRect(x: origin.x, y: origin.y, width: art.width, height: art.height),
            boxWidth: box.width, boxHeight: box.height, enlargedFrom: enlargedFrom)
    }

    /// Has an SVG master's renders for `scales` made ahead, in one request to the workers
    /// (``fitted(_:scale:within:)`` then takes them); nothing for raster art or in process.
    public func prefetch(_ sizing: IconSizing, scales: [Double], within grid: PointSize? = nil) {
        guard case .vector(let document) = source else { return }
        document.prefetch(
            scales.map { scale in
                let size = renderSize(sizing, scale: scale, within: grid)
                return (size.width, size.height, vectorPlacement(size))
            })
    }

    /// The size of the art fitted into `sizing`'s box at `scale` (``fitted(_:scale:within:)``), in pixels.
    private func renderSize(_ sizing: IconSizing, scale: Double, within grid: PointSize?) -> PixelSize {
        let frame =
            isWholeCanvas
            ? grid.map { (region.width * $0.width, region.height * $0.height) } ?? (region.width, region.height)
            : (region.width, region.height)
        var size =
            isWholeCanvas
            ? ArtMaster.wholeCanvasSize(frame, sizing: sizing, scale: scale)
            : ArtMaster.fittedSize(region: frame, area: sizing.artArea.pixels(at: scale))
        if frame != (region.width, region.height) {
            // The grid's factor, then the art's own canvas at it.
            let factor = frame.0 >= frame.1 ? Double(size.width) / frame.0 : Double(size.height) / frame.1
            size = PixelSize(
                width: Int(clamping: region.width * factor, to: 1...Int(Int32.max)),
                height: Int(clamping: region.height * factor, to: 1...Int(Int32.max)))
        }
        return size
    }

    /// The trimmed region drawn into `size` pixels, centred, at one factor for both
    /// sides (an SVG rendered at exactly that size, raster art resampled); with
    /// `template`, colour art comes out as its template (SPEC §2), else in its own colours.
    /// - Throws: `ImageFileError` when an SVG render fails or is over the pixel limit.
    func rendered(_ size: PixelSize, template: Bool) throws(ImageFileError) -> RGBAImage {
        switch source {
        case .raster:
            let pixels = template ? trimmedPixels! : trimmedColours ?? trimmedPixels!
            return pixels.resizedArt(width: size.width, height: size.height)
        case .vector(let document):
            let art = try document.render(width: size.width, height: size.height, canvasIn: vectorPlacement(size))
            guard template, let colorArt else { return art }
            return colorArt.template(of: art)
        }
    }

    /// Where an SVG master's canvas lands in a render of its trimmed region centred in `size` pixels.
    private func vectorPlacement(_ size: PixelSize) -> (x: Double, y: Double, width: Double, height: Double) {
        guard case .vector(let document) = source else { return (0, 0, 0, 0) }
        let factor = min(Double(size.width) / region.width, Double(size.height) / region.height)
        let canvas = document.canvasSize
        return (
            -region.x * factor + (Double(size.width) - region.width * factor) / 2,
            -region.y * factor + (Double(size.height) - region.height * factor) / 2,
            canvas.width * factor, canvas.height * factor
        )
    }

    /// The art fitted at `scale` with its box centered on `canvas` (in pixels;
    /// nil for a canvas the size of the box), with a warning naming `file` when it had to be enlarged;
    /// with `grid`, at the factor of its family's shared grid (``fitted(_:scale:within:)``).
    /// - Throws: `ImageFileError` when an SVG render fails or is over the pixel limit.
    public func placed(
        _ sizing: IconSizing, scale: Double, canvas: PixelSize?,
        file: String, within grid: PointSize? = nil
    ) throws(ImageFileError) -> ArtMaster.PlacedArt {
        let art = try fitted(sizing, scale: scale, within: grid)
        var placed = ArtMaster.PlacedArt(
            boxing: art, canvasWidth: canvas?.width ?? art.boxWidth, canvasHeight: canvas?.height ?? art.boxHeight,
            maskSource: maskSource)
        placed.enlargedFrom = art.enlargedFrom
        if let small = art.enlargedFrom {
            placed.warnings.append(
                .smallArt(
                    omitted: false, file: file, scale: scale,
                    reason: Warning.fewerPixels(file: file, from: small, to: art.art.size, scale: scale)))
        }
        if let warning = colorArtWarning(file: file) { placed.warnings.append(warning) }
        return placed
    }

    /// The `color-art` warning naming `file` when `auto` judged the art colour art and chose its
    /// knockout mask (SPEC §2); nil otherwise.
    public func colorArtWarning(file: String) -> Warning? {
        guard colorArtJudged, let colorArt else { return nil }
        return colorArt.warning(file: file)
    }

    /// The pixels a canvas kept whole (a family's grid, art not trimmed) is drawn at in `sizing`'s box at
    /// `scale`: fitted into the art area, then put on whole pixels per unit when that is within a pixel.
    static func wholeCanvasSize(_ canvas: (width: Double, height: Double), sizing: IconSizing, scale: Double) -> PixelSize {
        let size = ArtMaster.fittedSize(region: canvas, area: sizing.artArea.pixels(at: scale))
        return ArtMaster.wholePixelGrid(canvas: canvas, fitted: size, box: sizing.box.pixels(at: scale)) ?? size
    }

    /// True when a whole-numbered `canvas` kept whole lands every unit on a whole number of pixels in
    /// `sizing`'s box at `scale` (SPEC §9.6): edges drawn on its grid are crisp there.
    package static func landsOnWholePixels(_ canvas: (width: Double, height: Double), sizing: IconSizing, scale: Double) -> Bool {
        guard canvas.width == canvas.width.rounded(), canvas.height == canvas.height.rounded(), canvas.width >= 1, canvas.height >= 1,
            canvas.width <= 65536, canvas.height <= 65536
        else { return false }
        let size = wholeCanvasSize(canvas, sizing: sizing, scale: scale)
        return size.width % Int(canvas.width) == 0 && size.height % Int(canvas.height) == 0
            && size.width / Int(canvas.width) == size.height / Int(canvas.height)
    }

    /// The size that puts every unit of a whole-numbered `canvas` on a whole number
    /// of pixels (a 24-unit grid at 24, 48, 72 px), when that size is within one
    /// pixel of the `fitted` size on both sides and inside the `box`; nil otherwise
    /// (SPEC §9.6). Edges drawn on the grid then fall on pixel edges and stay crisp.
    static func wholePixelGrid(canvas: (width: Double, height: Double), fitted: PixelSize, box: PixelSize) -> PixelSize? {
        guard canvas.width == canvas.width.rounded(), canvas.height == canvas.height.rounded(), canvas.width >= 1, canvas.height >= 1,
            canvas.width <= 65536, canvas.height <= 65536
        else { return nil }
        let (width, height) = (Int(canvas.width), Int(canvas.height))
        let perUnit = (Double(fitted.width) / canvas.width).rounded()
        guard perUnit >= 1, perUnit <= 4096 else { return nil }
        let grid = PixelSize(width: Int(perUnit) * width, height: Int(perUnit) * height)
        guard abs(grid.width - fitted.width) <= 1, abs(grid.height - fitted.height) <= 1, grid.width <= box.width, grid.height <= box.height
        else { return nil }
        return grid
    }

    /// The whole-pixel size of a `region` fitted into `area` with its aspect ratio
    /// kept: the constraining side equals the area's exactly, the other is rounded (at least 1).
    static func fittedSize(region: (width: Double, height: Double), area: PixelSize) -> PixelSize {
        let area = PixelSize(width: max(1, area.width), height: max(1, area.height))
        if region.width * Double(area.height) >= region.height * Double(area.width) {
            return PixelSize(
                width: area.width, height: Int(clamping: region.height * Double(area.width) / region.width, to: 1...Int(Int32.max)))
        }
        return PixelSize(
            width: Int(clamping: region.width * Double(area.height) / region.height, to: 1...Int(Int32.max)), height: area.height)
    }
}
