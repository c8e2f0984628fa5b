extension AppIconPainter {
    /// The pixels a dp of the largest Android density (xxxhdpi), whose PNGs a vector layer draws as.
    package static let vectorDensity = 4.0

    /// `layer` as vector art on a `side × side` canvas (SPEC §13.6): the glyph placed as
    /// ``image(_:side:glyphRadius:)`` places it (its region's centre on the canvas's, its
    /// content radius `glyphRadius × side`), in the art's own colours or filled as the layer
    /// fills it: the design's glyph colour (adaptive foreground), white (monochrome, notification).
    /// - Parameters:
    ///   - layer: `glyph` or `silhouette`; the others have a background, which stays pixels.
    ///   - side: The canvas side (dp for a VectorDrawable).
    ///   - glyphRadius: How far from the centre the glyph reaches, as a fraction of the side.
    ///   - master: The master's vector tree.
    ///   - monochrome: The monochrome art's tree, when the silhouette is drawn from other art.
    /// - Throws: ``VectorDocument/Refusal`` saying why the layer cannot be this vector: a layer with a
    ///   background, raster art, a mask taken from the art's colours, a glyph paint that is not one colour.
    package func vector(
        _ layer: AppIconLayer, side: Double, glyphRadius: Double, master: VectorDocument, monochrome: VectorDocument? = nil
    ) throws(VectorDocument.Refusal) -> VectorDocument {
        func refusal(_ feature: String, _ reason: String) -> VectorDocument.Refusal {
            VectorDocument.Refusal(file: file, element: "", feature: feature, reason: reason)
        }
        let white = StraightColor(red: 255, green: 255, blue: 255)
        let art: ArtMaster
        let radius: Double
        let document: VectorDocument
        let color: StraightColor?
        switch layer {
        case .glyph:
            (art, radius, document) = (self.master, contentRadius, master)
            switch design.glyph {
            case nil: color = nil
            case .solid(let solid)?: color = solid
            default: throw refusal("a glyph paint", "the glyph is painted with more than one colour")
            }
        case .silhouette:
            if tones != nil { throw refusal("a picture's tones", "the layer keeps the picture's tones, which are drawn in pixels") }
            if let drawnFrom = self.monochrome {
                guard let monochrome else { throw refusal("monochrome art", "the monochrome art is not a vector") }
                (art, radius, document) = (drawnFrom.master, drawnFrom.contentRadius, monochrome)
            } else {
                (art, radius, document) = (self.master, contentRadius, master)
            }
            color = white
        default:
            throw refusal("a background", "the \(layer.rawValue) layer has a background, which is drawn in pixels")
        }
        guard case .vector(let rendered) = art.source else { throw refusal("raster art", "the art is raster art") }
        if color != nil, art.maskSource != .alpha || art.colorArt != nil {
            throw refusal("a colour mask", "its coverage comes from its colours, not its alpha")
        }
        // Where the largest PNG of the layer (xxxhdpi, 4 px a dp) puts the art, in dp: the region
        // drawn into whole pixels centred on the canvas, one pixel inside the radius.
        let pixels = Int(clamping: side * Self.vectorDensity, to: 1...Int(Int32.max))
        let size = art.drawnSize(side: pixels, radius: glyphRadius * Double(pixels), contentRadius: radius)
        let region = art.region
        let factor = min(Double(size.width) / region.width, Double(size.height) / region.height)
        let origin = VectorPath.Point(
            x: (Double(pixels) / 2 - (region.x + region.width / 2) * factor) / Self.vectorDensity,
            y: (Double(pixels) / 2 - (region.y + region.height / 2) * factor) / Self.vectorDensity)
        // The region is in the units librsvg sizes the document in; the tree is in viewBox units.
        let units = rendered.canvasSize.width / document.canvas.width
        let placed = document.placed(
            factor: factor * units / Self.vectorDensity, origin: origin, canvas: PointSize(width: side, height: side))
        return color.map { placed.filled(with: $0) } ?? placed
    }
}

extension AppIconPainter {
    /// The `rounded` image as vector art on a `side × side` canvas: the design's background in a
    /// rounded square (corners a fifth of the side) and the glyph over it, placed as
    /// ``vector(_:side:glyphRadius:master:monochrome:)`` places it. A freedesktop theme's
    /// `scalable` icon is this (SPEC §11.14).
    /// - Throws: ``VectorDocument/Refusal`` when the background is a picture, an image or a gloss
    ///   (only a colour or a linear gradient is a vector paint), or the glyph cannot be a vector.
    package func roundedVector(side: Double, glyphRadius: Double, master: VectorDocument) throws(VectorDocument.Refusal)
        -> VectorDocument
    {
        func refusal(_ feature: String) -> VectorDocument.Refusal {
            VectorDocument.Refusal(
                file: file, element: "", feature: feature, reason: "the background is \(feature), which is drawn in pixels")
        }
        guard design.backgroundImage == nil else { throw refusal("a picture") }
        let paint: VectorDocument.Paint
        switch design.background {
        case .solid(let color): paint = .color(color)
        case .linearGradient(let gradient):
            func point(_ unit: VectorPath.Point) -> VectorPath.Point { VectorPath.Point(x: unit.x * side, y: unit.y * side) }
            paint = .linear(
                VectorDocument.Gradient(
                    stops: gradient.stops.map { .init(offset: $0.location, color: $0.color) }, spread: .pad,
                    start: point(gradient.start), end: point(gradient.end), radius: 0, focus: point(gradient.start)))
        case .image: throw refusal("an image")
        case .gloss: throw refusal("a gloss")
        }
        let ground = VectorDocument.Shape(
            path: Self.roundedSquare(side: side), fill: VectorDocument.Fill(paint: paint, opacity: 1, evenOdd: false), stroke: nil)
        let glyph = try vector(.glyph, side: side, glyphRadius: glyphRadius, master: master)
        return VectorDocument(canvas: glyph.canvas, size: glyph.size, content: [.shape(ground)] + glyph.content)
    }

    /// A `side × side` square with corners of a fifth of the side, each corner a cubic Bézier quarter circle.
    static func roundedSquare(side: Double) -> VectorDocument.PathData {
        let r = side / 5
        // The control points' distance for a quarter circle of radius 1.
        let k = r * 0.552_284_749_8
        return VectorDocument.PathData(commands: [
            .move(r, 0), .line(side - r, 0), .cubic(side - r + k, 0, side, r - k, side, r),
            .line(side, side - r), .cubic(side, side - r + k, side - r + k, side, side - r, side),
            .line(r, side), .cubic(r - k, side, 0, side - r + k, 0, side - r),
            .line(0, r), .cubic(0, r - k, r - k, 0, r, 0), .close
        ])
    }
}
