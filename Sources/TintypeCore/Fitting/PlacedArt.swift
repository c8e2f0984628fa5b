extension ArtMaster {
    /// Art on an item canvas: the pixels to tint, where they go, and whether any
    /// covered pixel falls outside the canvas (SPEC §9.3: never clipped in silence).
    public struct PlacedArt {
        /// The art, at its scale.
        public var art: RGBAImage
        /// What the fitting had to change or decide, naming the source file: raster art with
        /// fewer pixels than its box needs, enlarged; colour art given its knockout mask.
        public var warnings: [Warning] = []
        /// The raster art's size before it was enlarged to fit its box, when it had fewer pixels than that.
        public var enlargedFrom: PixelSize?
        /// Where the art goes on the canvas, in pixels (it may extend past the edges).
        public var frame: PixelRect
        /// The canvas width in pixels.
        public var canvasWidth: Int
        /// The canvas height in pixels.
        public var canvasHeight: Int
        /// True when covered pixels of the art fall outside the canvas and are cut off.
        public var clipped: Bool
        /// The coverage the art is tinted through (for fitted art, resolved on the whole master).
        public var maskSource: Mask.Source

        /// `art` centered on a `canvasWidth × canvasHeight` canvas, as drawn (SPEC §2 step 4).
        /// - Parameters:
        ///   - art: The art, at its scale.
        ///   - canvasWidth: The canvas width in pixels.
        ///   - canvasHeight: The canvas height in pixels.
        ///   - maskSource: The coverage that decides whether anything is cut off.
        public init(centering art: RGBAImage, canvasWidth: Int, canvasHeight: Int, maskSource: Mask.Source) {
            let origin = Placement.centeredOrigin(outer: PixelSize(width: canvasWidth, height: canvasHeight), inner: art.size)
            self.init(
                art: art, frame: PixelRect(x: origin.x, y: origin.y, width: art.width, height: art.height),
                canvasWidth: canvasWidth, canvasHeight: canvasHeight, maskSource: maskSource)
        }

        /// `art` centered on `canvas`, or on a canvas of its own size when `canvas` is nil.
        /// - Parameters:
        ///   - art: The art, at its scale.
        ///   - canvas: The canvas in pixels.
        ///   - maskSource: The coverage that decides whether anything is cut off.
        public init(centering art: RGBAImage, canvas: PixelSize?, maskSource: Mask.Source) {
            self.init(
                centering: art, canvasWidth: canvas?.width ?? art.width, canvasHeight: canvas?.height ?? art.height, maskSource: maskSource)
        }

        /// Art placed as drawn, centered on `canvas` (its own size when nil), its mask decided once
        /// here rather than by every variant's tint: colour art becomes its knockout template, with a
        /// warning naming `file` when `auto` judged it so.
        /// - Parameters:
        ///   - art: The art, at its scale.
        ///   - canvas: The canvas in pixels.
        ///   - maskSource: Where coverage comes from.
        ///   - file: The source's path, for the warning.
        public init(drawn art: RGBAImage, canvas: PixelSize?, maskSource: Mask.Source, file: String) {
            let prepared = maskSource.prepared(art)
            self.init(centering: prepared.image, canvas: canvas, maskSource: prepared.source)
            if prepared.judged, let colorArt = prepared.colorArt { warnings.append(colorArt.warning(file: file)) }
        }

        /// Art placed as drawn, its mask as `decided` on the icon's best art (``Mask/Source/prepared(_:)``
        /// there): every scale of one icon keeps one picture, and the colour art warning names that art.
        /// - Parameters:
        ///   - art: The art, at its scale.
        ///   - canvas: The canvas in pixels.
        ///   - decided: The icon's best art, prepared.
        ///   - file: The best art's path, for the warning.
        package init(drawn art: RGBAImage, canvas: PixelSize?, decided: PreparedArt, file: String) {
            let prepared = decided.applied(to: art)
            self.init(centering: prepared.image, canvas: canvas, maskSource: prepared.source)
            if prepared.judged, let colorArt = prepared.colorArt { warnings.append(colorArt.warning(file: file)) }
        }

        /// Fitted art with its box centered on a `canvasWidth × canvasHeight` canvas.
        /// - Parameters:
        ///   - fitted: The art fitted into its icon box.
        ///   - canvasWidth: The canvas width in pixels.
        ///   - canvasHeight: The canvas height in pixels.
        ///   - maskSource: The coverage that decides whether anything is cut off.
        public init(boxing fitted: ArtMaster.FittedArt, canvasWidth: Int, canvasHeight: Int, maskSource: Mask.Source) {
            let box = Placement.centeredOrigin(
                outer: PixelSize(width: canvasWidth, height: canvasHeight),
                inner: PixelSize(width: fitted.boxWidth, height: fitted.boxHeight))
            let frame = PixelRect(
                x: box.x + fitted.frame.x, y: box.y + fitted.frame.y, width: fitted.frame.width, height: fitted.frame.height)
            self.init(art: fitted.art, frame: frame, canvasWidth: canvasWidth, canvasHeight: canvasHeight, maskSource: maskSource)
        }

        private init(art: RGBAImage, frame: PixelRect, canvasWidth: Int, canvasHeight: Int, maskSource: Mask.Source) {
            self.art = art
            self.frame = frame
            self.canvasWidth = canvasWidth
            self.canvasHeight = canvasHeight
            self.maskSource = maskSource
            let canvas = PixelRect(x: 0, y: 0, width: canvasWidth, height: canvasHeight)
            if canvas.contains(frame) {
                clipped = false
            } else if let covered = art.coverageBounds(maskSource) {
                clipped = !canvas.contains(
                    PixelRect(x: frame.x + covered.x, y: frame.y + covered.y, width: covered.width, height: covered.height))
            } else {
                clipped = false
            }
        }

        /// The art filled with `paint` through its mask, on a transparent canvas.
        public func tinted(_ paint: Paint) -> RGBAImage {
            tinted(Tint(paint: paint, maskSource: maskSource))
        }

        /// The art tinted and drawn on a transparent canvas.
        public func tinted(_ tint: Tint) -> RGBAImage {
            var canvas = RGBAImage(width: canvasWidth, height: canvasHeight, scale: art.scale)
            tint.apply(to: art, at: PixelPoint(x: frame.x, y: frame.y), into: &canvas)
            return canvas
        }
    }
}
