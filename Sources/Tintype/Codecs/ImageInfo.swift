/// What a file's headers say about an image, as `tintype info` prints it.
public struct ImageInfo: Hashable, Sendable, Codable {
    public var format: ImageFormat
    public var width: Int
    public var height: Int
    /// The stored color model: `gray`, `gray+alpha`, `rgb`, `rgba`, `palette`
    /// (PNG); `gray`, `rgb`, `ycbcr`, `cmyk`, `ycck` (JPEG).
    public var colorModel: String
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

    public init(format: ImageFormat, width: Int, height: Int, colorModel: String,
                bitDepth: Int, interlaced: Bool, hasAlpha: Bool, canvasSize: PointSize? = nil) {
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

/// An image read from a file, with what its headers said.
public struct DecodedImage: Sendable {
    public var image: Image
    public var info: ImageInfo
}
