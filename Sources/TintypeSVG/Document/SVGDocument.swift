import CTintypeKernels
import TintypeSupport

#if SVG
import CTintypeSVG
#endif

/// An SVG icon: art without pixels, rendered at exactly the size each scale needs (SPEC §9), by
/// Tintype's own tree where it reads the document exactly, else by the system's librsvg. Opened only
/// through the door, ``SVGDocument/open(_:file:limits:rendering:)``.
///
/// Under librsvg the document is parsed without a base location, so librsvg loads no external
/// file or URL (an `<image href="/etc/…">` or a remote reference draws nothing);
/// only inline `data:` references resolve. Every render size is checked against
/// the pixel limit before its buffer is allocated. A document is used by one
/// thread at a time.
///
/// With ``SVGDocument/Rendering/workers(_:)`` the document is parsed and drawn in a
/// worker process instead (SPEC §7.1); the static checks (SPEC §7) run
/// here first either way, and the pixels are the same.
public final class SVGDocument {
    /// The file the document came from, for errors.
    public let file: String
    /// The document's canvas in CSS pixels (points at 1×): its `width` and
    /// `height` when they have absolute units, else its `viewBox` size.
    public let canvasSize: PointSize
    private let limits: ImageDecoder.Limits
    private let renderer: Renderer
    /// Renders made ahead by ``prefetch(_:)``, each taken by the render that asks for it.
    private var prefetched: [RenderKey: [UInt8]] = [:]

    /// A render's size and placement, exactly (numbers by their bits).
    private struct RenderKey: Hashable {
        let width: Int, height: Int
        let placement: [UInt64]

        init(_ width: Int, _ height: Int, _ placement: (x: Double, y: Double, width: Double, height: Double)) {
            (self.width, self.height) = (width, height)
            self.placement = [placement.x, placement.y, placement.width, placement.height].map(\.bitPattern)
        }
    }

    /// Where the document lives: parsed here, or its bytes, sent to a worker with each request,
    /// or Tintype's own tree, drawn here.
    private enum Renderer {
        case inProcess(OpaquePointer)
        case workers(SVGWorker.Pool, [UInt8])
        case drawing(any SVGDrawing)
    }

    /// Who draws the document's pixels.
    public enum Painter: Hashable, Sendable {
        /// Tintype's own renderer of its SVG tree, in this process (SPEC §13.7).
        case tree
        /// librsvg (here or in workers), because the tree refused the document: the reason is
        /// its refusal (`<filter>: …`), or empty when the tree was not asked.
        case librsvg(reason: String)
    }

    /// Who draws the document's pixels, and why librsvg when it does.
    public let painter: Painter

    /// True when this build of Tintype reads SVG (the `SVG` package trait, on by default).
    public static var isAvailable: Bool {
        #if SVG
        return true
        #else
        return false
        #endif
    }

    /// Reads the SVG file at `path` into librsvg alone, where `rendering` says, the tree skipped: for
    /// measuring librsvg beside the tree (Benchmarks/, `@_spi(Measuring) import TintypeSVG`) and the tests.
    /// - Throws: `ImageFileError` naming the file: unreadable, too large, malformed, or without a size.
    @_spi(Measuring) public static func read(
        _ path: String, limits: ImageDecoder.Limits = .default, rendering: SVGDocument.Rendering
    ) throws(ImageFileError) -> SVGDocument {
        let bytes = try FileBytes.read(path, maximumBytes: min(limits.maximumFileBytes, limits.maximumSVGBytes))
        return try SVGDocument(bytes, file: path, limits: limits, rendering: rendering)
    }

    /// Parses SVG bytes into librsvg alone, here or in a worker; `file` names them in errors. `onTheClock` says this
    /// process stops librsvg on a clock, as an SVG worker does: librsvg here is then given documents
    /// whose paths hold more numbers (as workers are, which `rendering` may name).
    /// - Throws: `ImageFileError` with an `ImageFileError.CodecProblem.svg` reason, or
    ///   `ImageFileError.CodecProblem.rendererStopped` when a worker crashed or ran out of time or memory.
    package init(
        _ bytes: [UInt8], file: String, limits: ImageDecoder.Limits = .default, rendering: SVGDocument.Rendering,
        treeRefusal: String = "", onTheClock: Bool = false
    ) throws(ImageFileError) {
        self.file = file
        self.limits = limits
        painter = .librsvg(reason: treeRefusal)
        let numbers = try Self.checkBytes(bytes, file: file, limits: limits)
        // In a worker, librsvg is held to the worker's time limit; in a process without one, to fewer numbers.
        let inWorkers: Bool
        if case .workers = rendering { inWorkers = true } else { inWorkers = false }
        guard onTheClock || inWorkers || numbers <= SVGPreflight.maximumLibrsvgPathNumbers else {
            let refusal = treeRefusal.isEmpty ? "" : "; Tintype's own renderer does not draw it: \(treeRefusal)"
            throw ImageFileError(
                file: file,
                problem: .svg(
                    "refused before rendering: its paths hold \(numbers) numbers, over the "
                        + "\(SVGPreflight.maximumLibrsvgPathNumbers) librsvg is given in this process\(refusal)"))
        }
        do throws(ImageFileError) {
            (renderer, canvasSize) = try Self.opened(bytes, file: file, rendering: rendering)
        } catch {
            // Without librsvg, what Tintype's own renderer refused is part of why the file is not drawn.
            guard case .svg(let reason)? = error.problem.codec, !treeRefusal.isEmpty,
                reason.hasPrefix("cannot be read without the system's librsvg") || reason.hasPrefix("this build of Tintype has no librsvg")
            else { throw error }
            throw ImageFileError(file: file, problem: .svg("\(reason), and Tintype's own renderer does not draw it: \(treeRefusal)"))
        }
    }

    /// librsvg's document of `bytes`, here or in the pool's workers, and its canvas.
    private static func opened(_ bytes: [UInt8], file: String, rendering: SVGDocument.Rendering) throws(ImageFileError) -> (
        Renderer, PointSize
    ) {
        #if SVG
        if case .workers(let pool) = rendering {
            return (.workers(pool, bytes), try pool.canvasSize(of: bytes, file: file))
        }
        var message = [CChar](repeating: 0, count: 512)
        let opened = bytes.withUnsafeBufferPointer { tt_svg_open($0.baseAddress, $0.count, &message, message.count) }
        guard let opened else { throw ImageFileError(file: file, problem: .svg(String(cChars: message))) }
        var width = 0.0
        var height = 0.0
        guard tt_svg_canvas_size(opened, &width, &height) != 0, width.isFinite, height.isFinite else {
            tt_svg_close(opened)
            throw ImageFileError(
                file: file, problem: .svg("the document has no size: give the <svg> element a viewBox or width and height"))
        }
        return (.inProcess(opened), PointSize(width: width, height: height))
        #else
        throw ImageFileError(file: file, problem: .svg("this build of Tintype has no librsvg (the SVG package trait is off)"))
        #endif
    }

    /// The checks every SVG passes before anything parses it for drawing: its size against the
    /// limit for SVG, then the preflight (SPEC §7).
    /// - Throws: `ImageFileError` naming `file` and the limit it passes.
    /// - Returns: the numbers the document's paths hold.
    @discardableResult
    package static func checkBytes(_ bytes: [UInt8], file: String, limits: ImageDecoder.Limits) throws(ImageFileError) -> Int {
        guard bytes.count <= limits.maximumSVGBytes else {
            throw ImageFileError(
                file: file, problem: .svg("the file is \(bytes.count) bytes, over the \(limits.maximumSVGBytes)-byte limit for SVG"))
        }
        return try SVGPreflight.check(bytes, file: file, limits: limits)
    }

    /// A document Tintype draws itself (`drawing`, SPEC §13.7), after the SVG preflight its
    /// bytes passed; `file` names it in errors.
    init(drawing: any SVGDrawing, file: String, limits: ImageDecoder.Limits = .default) {
        self.file = file
        self.limits = limits
        renderer = .drawing(drawing)
        canvasSize = drawing.drawingSize
        painter = .tree
    }

    deinit {
        #if SVG
        if case .inProcess(let document) = renderer { tt_svg_close(document) }
        #endif
    }

    /// Renders the document so that its canvas covers `placement` (in pixels,
    /// fractional allowed) of a transparent `width × height` image.
    /// - Throws: `ImageFileError` when the size is over the pixel limit or librsvg fails.
    public func render(
        width: Int, height: Int, canvasIn placement: (x: Double, y: Double, width: Double, height: Double),
        scale: Double = 1
    ) throws(ImageFileError) -> RGBAImage {
        try limits.check(width: width, height: height, file: file)
        guard width > 0, height > 0 else { return RGBAImage(width: max(0, width), height: max(0, height), scale: scale) }
        switch renderer {
        case .drawing(let drawing):
            var image = try drawing.drawn(width: width, height: height, canvasIn: placement, limits: limits, file: file)
            image.scale = scale
            return image
        case .workers(let pool, let bytes):
            #if SVG
            let pixels: [UInt8]
            if let made = prefetched.removeValue(forKey: RenderKey(width, height, placement)) {
                pixels = made
            } else {
                pixels = try pool.render(bytes, file: file, width: width, height: height, canvasIn: placement)
            }
            return RGBAImage(width: width, height: height, premultipliedBytes: pixels, scale: scale)!
            #else
            return RGBAImage(width: width, height: height, scale: scale)
            #endif
        case .inProcess(let document):
            var image = RGBAImage(width: width, height: height, scale: scale)
            #if SVG
            try image.withUnsafeMutableBytes { bytes in
                Result { () throws(ImageFileError) in
                    try draw(document, width: width, height: height, canvasIn: placement, into: UnsafeMutableRawBufferPointer(bytes))
                    tt_argb32_to_rgba(bytes.baseAddress, bytes.baseAddress, width * height)
                }
            }.get()
            #endif
            return image
        }
    }

    /// Makes ahead the renders that ``render(width:height:canvasIn:scale:)`` will be asked for
    /// (one icon's scales): rendered in workers, they are asked for in one request, and each
    /// render asked for later with the same size and placement takes its pixels. In process, or
    /// when making them fails, nothing is made ahead; the renders then make (or fail) themselves.
    package func prefetch(_ renders: [(width: Int, height: Int, placement: (x: Double, y: Double, width: Double, height: Double))]) {
        #if SVG
        guard case .workers(let pool, let bytes) = renderer, renders.count > 1,
            renders.allSatisfy({
                $0.width > 0 && $0.height > 0 && (try? limits.check(width: $0.width, height: $0.height, file: file)) != nil
            }),
            let made = try? pool.render(bytes, file: file, renders: renders)
        else { return }
        for (render, pixels) in zip(renders, made) { prefetched[RenderKey(render.width, render.height, render.placement)] = pixels }
        #endif
    }

    /// Renders a document parsed here into `pixels` (`width × height × 4` bytes, cleared
    /// first unless the caller says they are), as ``render(width:height:canvasIn:scale:)`` does
    /// but leaving cairo's ARGB32 words (`tt_argb32_to_rgba` makes them RGBA): a worker's shared memory.
    /// - Throws: `ImageFileError` when the size is over the pixel limit, the document was
    ///   handed to workers, or librsvg fails.
    package func render(
        width: Int, height: Int, canvasIn placement: (x: Double, y: Double, width: Double, height: Double),
        into pixels: UnsafeMutableRawBufferPointer, cleared: Bool = false
    ) throws(ImageFileError) {
        try limits.check(width: width, height: height, file: file)
        guard width > 0, height > 0, pixels.count == width * height * 4 else {
            throw ImageFileError(file: file, problem: .svg("a \(width)×\(height) render into \(pixels.count) bytes"))
        }
        #if SVG
        guard case .inProcess(let document) = renderer else {
            throw ImageFileError(file: file, problem: .svg("the document is rendered by workers"))
        }
        if !cleared { pixels.initializeMemory(as: UInt8.self, repeating: 0) }
        try draw(document, width: width, height: height, canvasIn: placement, into: pixels)
        #endif
    }

    /// The bounds of the pixels a render covers (alpha above 0): what
    /// ``render(width:height:canvasIn:scale:)`` followed by `coverageBounds(.alpha)` gives,
    /// but the pixels are measured where they were drawn, never copied or reordered (in a
    /// worker, the answer is the bounds alone); nil when nothing is covered.
    /// - Throws: `ImageFileError` when the size is over the pixel limit or librsvg fails.
    package func coveredBounds(
        width: Int, height: Int, canvasIn placement: (x: Double, y: Double, width: Double, height: Double)
    ) throws(ImageFileError) -> PixelRect? {
        try limits.check(width: width, height: height, file: file)
        guard width > 0, height > 0 else { return nil }
        if case .drawing(let drawing) = renderer {
            return try drawing.coveredBounds(width: width, height: height, canvasIn: placement, limits: limits, file: file)
        }
        #if SVG
        if case .workers(let pool, let bytes) = renderer {
            return try pool.coveredBounds(bytes, file: file, width: width, height: height, canvasIn: placement)
        }
        let pixels = UnsafeMutableRawBufferPointer.allocate(byteCount: width * height * 4, alignment: 64)
        defer { pixels.deallocate() }
        try render(width: width, height: height, canvasIn: placement, into: pixels)
        return AlphaCoverageBounds.ofRender(pixels.baseAddress!, width: width, height: height).covered
        #else
        return nil
        #endif
    }

    #if SVG
    /// librsvg's render of `document` into cleared `pixels`.
    private func draw(
        _ document: OpaquePointer, width: Int, height: Int, canvasIn placement: (x: Double, y: Double, width: Double, height: Double),
        into pixels: UnsafeMutableRawBufferPointer
    ) throws(ImageFileError) {
        var message = [CChar](repeating: 0, count: 512)
        let status = tt_svg_render(
            document, placement.x, placement.y, placement.width, placement.height,
            pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), &message, message.count)
        guard status == 0 else { throw ImageFileError(file: file, problem: .svg(String(cChars: message))) }
    }
    #endif

    /// The document as drawn at `scale`: its canvas at `scale` pixels a point,
    /// rounded up to whole pixels.
    /// - Throws: `ImageFileError` when the size is over the pixel limit or librsvg fails.
    public func renderAsDrawn(scale: Double) throws(ImageFileError) -> RGBAImage {
        let (width, height) = try pixelSize(PointSize(width: canvasSize.width * scale, height: canvasSize.height * scale))
        return try render(
            width: width, height: height,
            canvasIn: (0, 0, canvasSize.width * scale, canvasSize.height * scale), scale: scale)
    }

    /// Whole pixels for a size, rounded up; refused when absurd (before anything is allocated).
    private func pixelSize(_ size: PointSize) throws(ImageFileError) -> (Int, Int) {
        let limitSide = Double(limits.maximumPixels)
        func clamped(_ side: Double) -> Int {
            side.isFinite && side <= limitSide ? Int(clamping: side, to: 0...Int(limitSide), rounding: .up) : Int(limitSide) + 1
        }
        guard size.width.isFinite, size.height.isFinite, size.width <= limitSide, size.height <= limitSide else {
            throw ImageFileError(
                file: file,
                problem: .pixelLimit(
                    width: clamped(size.width), height: clamped(size.height),
                    limit: limits.maximumPixels))
        }
        return (
            Int(clamping: size.width, to: 1...Int(Int32.max), rounding: .up),
            Int(clamping: size.height, to: 1...Int(Int32.max), rounding: .up)
        )
    }
}
