/// The largest image a decoder will allocate, in pixels (SPEC §7).
///
/// A header asking for more is refused before any pixel memory is allocated.
public struct PixelLimit: Hashable, Sendable {
    public var maximumPixels: Int

    /// 100 megapixels.
    public static let `default` = PixelLimit(maximumPixels: 100_000_000)

    public init(maximumPixels: Int) {
        self.maximumPixels = maximumPixels
    }

    /// Throws when a `width × height` image exceeds the limit.
    func check(width: Int, height: Int, file: String) throws(ImageFileError) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maximumPixels {
            throw ImageFileError(file: file, problem: .pixelLimit(width: width, height: height, limit: maximumPixels))
        }
    }
}
