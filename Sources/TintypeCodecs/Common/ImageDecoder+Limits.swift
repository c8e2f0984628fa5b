extension ImageDecoder {
    /// What a decoder is allowed to spend on one file (SPEC §7): every limit is
    /// checked before the work it bounds, so a hostile file is refused quickly and
    /// in little memory.
    public struct Limits: Hashable, Sendable {
        /// The most pixels an image may have. A header asking for more is refused
        /// before any pixel memory is allocated; SVG renders are checked the same way.
        public var maximumPixels: Int
        /// The most scans a progressive JPEG may have. Encoders write about ten; a
        /// file repeating one scan thousands of times would otherwise take minutes.
        public var maximumJPEGScans: Int
        /// The largest SVG file parsed, in bytes (icons are kilobytes).
        public var maximumSVGBytes: Int
        /// The largest file read, in bytes: checked on the file's size before anything is read
        /// or allocated, and again while reading (a file may grow).
        public var maximumFileBytes: Int

        /// 100 megapixels, 100 JPEG scans, 16 MiB of SVG, 256 MiB a file.
        public static let `default` = ImageDecoder.Limits()

        /// Limits with the given values; each defaults to the value of ``default``.
        public init(
            maximumPixels: Int = 100_000_000, maximumJPEGScans: Int = 100, maximumSVGBytes: Int = 16 << 20,
            maximumFileBytes: Int = 256 << 20
        ) {
            self.maximumPixels = maximumPixels
            self.maximumJPEGScans = maximumJPEGScans
            self.maximumSVGBytes = maximumSVGBytes
            self.maximumFileBytes = maximumFileBytes
        }

        /// Throws when a `width × height` image exceeds ``maximumPixels``.
        package func check(width: Int, height: Int, file: String) throws(ImageFileError) {
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            if overflow || pixels > maximumPixels {
                throw ImageFileError(file: file, problem: .pixelLimit(width: width, height: height, limit: maximumPixels))
            }
        }
    }
}
