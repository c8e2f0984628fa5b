extension ImageDecoder {
    /// What a file's headers say about an image, as `tintype info` prints it.
    public struct Info: Hashable, Sendable, Codable {
        /// The file's format, from its first bytes.
        public var format: ImageDecoder.Format
        /// The width in pixels (for SVG, the document's size rounded to whole pixels).
        public var width: Int
        /// The height in pixels.
        public var height: Int
        /// How the file stores its colors.
        public var colorModel: ImageDecoder.Info.ColorModel
        /// Bits a sample as stored (1, 2, 4, 8 or 16).
        public var bitDepth: Int
        /// Adam7 interlacing for PNG, progressive coding for JPEG.
        public var interlaced: Bool
        /// True when the file carries transparency (an alpha channel or tRNS).
        public var hasAlpha: Bool
        /// For SVG: the document's own size in points (CSS pixels), before rounding to whole pixels.
        public var canvasSize: PointSize?

        /// True for Apple's iPhone-optimized PNGs.
        public var isCgBI: Bool { format == .cgbiPNG }

        /// The facts of one file, as a decoder reads them.
        public init(
            format: ImageDecoder.Format, width: Int, height: Int, colorModel: ImageDecoder.Info.ColorModel,
            bitDepth: Int, interlaced: Bool, hasAlpha: Bool, canvasSize: PointSize? = nil
        ) {
            self.format = format
            self.width = width
            self.height = height
            self.colorModel = colorModel
            self.bitDepth = bitDepth
            self.interlaced = interlaced
            self.hasAlpha = hasAlpha
            self.canvasSize = canvasSize
        }
    }
}
